"""Toss's coach profile: values in tricks, its own steps and one idea, checked true where it
is said: the cheapest card that wins the trick so far."""

from __future__ import annotations

from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF
from engine.coach.ideas.base import Idea
from engine.coach.profile import CoachProfile
from engine.contract import GameState
from engine.reasons import Reason


def _strength(card: str, led: str, trump: str) -> int:
    value = NATURAL_VALUE[RANK_OF[card]]
    return value + 100 if SUIT_OF[card] == trump else (value if SUIT_OF[card] == led else 0)


def ideas(state: GameState, seat: int, action: str) -> list[Idea]:
    """ "wins-cheaply": ``action`` tosses a card that beats the trick so far, and no card of
    the hand that may be tossed does it cheaper."""
    table = [card for _seat, card in getattr(state, "table", [])]
    if not table:
        return []
    led, trump = SUIT_OF[table[0]], str(getattr(state, "trump", ""))
    best = max(_strength(c, led, trump) for c in table)
    winners = [
        a.words[1] for a in state.legal_actions() if _strength(a.words[1], led, trump) > best
    ]
    card = action.split()[1]
    if card not in winners or min(winners, key=lambda c: _strength(c, led, trump)) != card:
        return []
    return [
        Idea("wins-cheaply", Reason("{card} is the cheapest card that wins the trick.", card=card))
    ]


PROFILE = CoachProfile(unit="tricks", thresholds=(0.1, 0.25, 0.5), ideas=ideas)
