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

from typing import Any

from engine.cards import SUIT_NAMES


class Reason:
    """An English ``template`` with named ``params`` (``{card}``, ``{share:.0%}`` …)."""

    __slots__ = ("params", "template")

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params

    def __str__(self) -> str:
        try:
            return self.template.format(**self.params)
        except (KeyError, IndexError, ValueError):
            return self.template

    def __repr__(self) -> str:
        return f"Reason({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Reason):
            return self.template == other.template and self.params == other.params
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
