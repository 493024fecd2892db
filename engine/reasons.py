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

#: A sentence quotes at most this many characters of what somebody typed or a file held.
EXCERPT_CHARS = 40
#: A refusal's parameter is cut only beyond this: the engine's own values (a sample of the
#: legal moves, a phase's task, a grammar line) are longer than a quote but must stay whole
#: (the GUI translates and renders them); only outside text gets this long.
PARAM_CHARS = 240


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut, for quoting input
    in a message (words only the translated template may add, so none here).

    Why: a refusal quoted the whole offending action, so a save holding a 1 MB action made a
    2 MB message box and a 20 s start (issue 31 item 2); its start says enough.
    """
    if len(text) <= limit:
        return text
    return f"{text[: limit - 1]}…"


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
