"""A sentence for people, kept as a template and its parameters until it is shown.

Why: the bots' one-line reasons ("Beat 8H with the cheapest card that does it (9H).") are read
in learn mode and by the hint, in English, German or Polish. The engine cannot translate (no
Qt), so a reason travels as the English template and its values, exactly as a refused move's
:class:`~engine.actions.IllegalAction` does: ``i18n/extract_engine_strings.py`` collects every
literal ``Reason("…")`` template into context "engine", and the GUI translates the template
and shows card codes and action texts among the values in the table's notation.
``str(reason)`` is the English sentence (command line, logs, tests).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from engine.cards import SUIT_NAMES


class Reason:
    """An English ``template`` with named ``params`` (``{card}``, ``{share:.0%}`` …).

    A sentence with a number of things in it names that parameter as ``plural_by``
    ("You hold {held} card(s) of {suit}.", ``plural_by="held"``): it is translated with the
    plural form of the language for that number (Polish has three), and in English "(s)"
    reads "" for one and "s" otherwise, so no sentence says "1 cards".
    """

    __slots__ = ("params", "plural_by", "template")

    def __init__(self, template: str, plural_by: str | None = None, **params: Any) -> None:
        self.template = template
        self.params = params
        self.plural_by = plural_by

    @classmethod
    def of(cls, template: str, params: Mapping[str, Any], plural_by: str | None = None) -> Reason:
        """A sentence whose template was written elsewhere (read back from JSON): its literal
        is where it was made, which is where the catalogs collect it."""
        return cls(template, plural_by, **params)

    @property
    def count(self) -> int | None:
        """The number that chooses the plural form (None: the sentence has none)."""
        if self.plural_by is None:
            return None
        value = self.params.get(self.plural_by)
        if isinstance(value, float) and not value.is_integer():
            return 2  # "1.5 tricks": a fraction reads as the plural (Polish "1,5 lewy")
        return int(value) if isinstance(value, int | float) else None

    def english(self) -> str:
        """The English template with its plural form chosen ("(s)" for the count)."""
        count = self.count
        if count is None:
            return self.template
        return self.template.replace("(s)", "" if count == 1 else "s")

    def __str__(self) -> str:
        try:
            return self.english().format(**self.params)
        except (KeyError, IndexError, ValueError):
            return self.template

    def __repr__(self) -> str:
        return f"Reason({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Reason):
            return (
                self.template == other.template
                and self.params == other.params
                and self.plural_by == other.plural_by
            )
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.template)

    def strip(self) -> str:
        """The English sentence without surrounding blanks (reads like a str's)."""
        return str(self).strip()


class SuitWord(str):
    """A suit named in a sentence: reads as the English word ("clubs"), carries its ``code``.

    Why a type of its own: a refusal that passed the word "clubs" was shown as "Kreuz" while
    the German-suited table shows Acorns ("Eichel"). The GUI renders a :class:`SuitWord` by its
    code in the chosen pattern and language, as it renders card codes; everything else (tests,
    logs, the command line) sees the plain English word, as before.
    """

    code: str

    def __new__(cls, code: str) -> SuitWord:
        word = super().__new__(cls, SUIT_NAMES[code])
        word.code = code
        return word

    def __reduce__(self) -> tuple[type[SuitWord], tuple[str]]:
        return (SuitWord, (self.code,))


def reason_to_json(sentence: Any) -> dict[str, Any]:
    """A sentence (``Reason``, ``IllegalAction``) as {"template", "params"} (and "plural_by"
    when a number chooses its plural form), for a client or a file that words it later in its
    own language. A suit named in it is kept as {"suit": code}; a value JSON cannot hold is
    written as text."""
    template = getattr(sentence, "template", None)
    params = getattr(sentence, "params", None)
    if not isinstance(template, str) or not isinstance(params, Mapping):
        return {"template": str(sentence), "params": {}}
    data: dict[str, Any] = {
        "template": template,
        "params": {k: _param(v) for k, v in params.items()},
    }
    plural_by = getattr(sentence, "plural_by", None)
    if isinstance(plural_by, str):
        data["plural_by"] = plural_by
    return data


def _param(value: Any) -> Any:
    if isinstance(value, SuitWord):
        return {"suit": value.code}
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else str(value)
    return str(value)


def reason_from_json(data: Mapping[str, Any]) -> Reason:
    """The :class:`Reason` a {"template", "params"} stands for; ValueError without a template."""
    template = data.get("template")
    params = data.get("params")
    if not isinstance(template, str):
        raise ValueError("a reason needs a template")
    out: dict[str, Any] = {}
    for key, value in (params or {}).items():
        if isinstance(value, dict) and isinstance(value.get("suit"), str):
            out[key] = SuitWord(value["suit"])
        else:
            out[key] = value
    plural_by = data.get("plural_by")
    return Reason.of(template, out, plural_by if isinstance(plural_by, str) else None)
