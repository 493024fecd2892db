"""The refused cards of a hand worded so that cards refused for the same reason share one line.

Why: a refusal often names its own card ("Only cards of the attack rank (ace) may be added;
10♠ are not.", "7♠ beats none of the cards still to be beaten …"), so five cards refused by
one rule gave five near-identical sentences, three lines each, and pushed the advice out of
sight on a small screen. Cards whose refusals differ only in the card itself are one group:
its sentence stands the card's own parameter in by a word for the cards named before it
("7♠, 9♣, K♦: each beats none of …"; "10♠, 9♠: … these are not."). A card alone keeps its
own sentence. The panel (:func:`gui.coach.learn_panel.group_refusals`) then gives one line
per sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.lessons import Refusal
from gui import names
from gui.controller import engine_text


class StandIn:
    """A word put in a sentence as it is: the engine's parameter rendering leaves an object
    that is neither a word nor a number alone, and ``format`` asks it for its text."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __format__(self, spec: str) -> str:
        return format(self.text, spec)

    def __str__(self) -> str:
        return self.text


def _own(refusal: Refusal) -> tuple[str, ...]:
    """The names of the parameters that are the refused card itself."""
    return tuple(sorted(k for k, v in refusal.params.items() if v == refusal.card))


def group_key(refusal: Refusal) -> tuple[Any, ...]:
    """What two refusals must share to be said in one sentence: the rule's template and every
    parameter but the card itself."""
    own = _own(refusal)
    rest = tuple(sorted((k, repr(v)) for k, v in refusal.params.items() if k not in own))
    return (refusal.template, own, rest)


def _stand_in(param: str) -> StandIn:
    """The word for the cards named before the colon, as the parameter's sentence needs it:
    a parameter of several cards ("{cards} are not") takes "these", one card ("{card} beats
    none …") is said of each."""
    if param.endswith("s"):
        return StandIn(QCoreApplication.translate("Learning", "these"))
    return StandIn(QCoreApplication.translate("Learning", "each"))


def refusal_lines(
    refusals: Sequence[Refusal], game: str, pattern: str, language: str | None
) -> tuple[tuple[str, str], ...]:
    """Each refused card (as the table shows it) with its reason in words, in hand order; the
    cards of one group (:func:`group_key`) carry the same sentence."""
    sizes: dict[tuple[Any, ...], int] = {}
    for refusal in refusals:
        key = group_key(refusal)
        sizes[key] = sizes.get(key, 0) + 1
    lines: list[tuple[str, str]] = []
    for refusal in refusals:
        said: Refusal = refusal
        if sizes[group_key(refusal)] > 1 and _own(refusal):
            params = {**refusal.params, **{k: _stand_in(k) for k in _own(refusal)}}
            said = replace(refusal, params=params)
        lines.append(
            (
                names.card_short(refusal.card, pattern, language),
                engine_text(said, game, pattern, language),
            )
        )
    return tuple(lines)
