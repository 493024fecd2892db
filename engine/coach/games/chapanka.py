"""Chapanka's coach facts: values in points of the settlement and side payments, its
ideas and lessons."""

from __future__ import annotations

from engine.actions import Action
from engine.cards import RANK_OF
from engine.coach.exact import shared_solver
from engine.coach.ideas.chapanka import ideas
from engine.coach.lesson import Lesson
from engine.coach.profile import CoachProfile
from engine.contract import GameState, Observation
from engine.guided import cards_of, hand

# --- what the lessons' deals show and promise ------------------------------------------------

KINAL = "JH"
#: Card points (rules §2): ace 4, king 3, queen 2, jack 1, all others 0.
POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _points(card: str) -> int:
    return POINTS.get(RANK_OF[card], 0)


def low_hand(state: GameState) -> bool:
    """The person holds neither an ace nor the Kinal, and some card with points: the plain
    aim, taking few points."""
    held = hand(state)
    if KINAL in held or any(RANK_OF[c] == "A" for c in held):
        return False
    return any(_points(c) for c in held)


def kinal(state: GameState) -> bool:
    """The person holds the Kinal (jack of hearts) and no more than one ace."""
    held = hand(state)
    return KINAL in held and sum(1 for c in held if RANK_OF[c] == "A") <= 1


def lay_away_the_most_points(action: Action, view: Observation) -> bool:
    """Exchange the card of the hand with the most card points (one of them, if several)."""
    cards = cards_of(action)
    held = list(view.get("hand") or [])
    if action.verb != "exchange" or len(cards) != 1 or not held:
        return False
    return _points(cards[0]) == max(_points(c) for c in held) > 0


def keep_the_kinal(action: Action, view: Observation) -> bool:
    """Any move that does not give the Kinal away."""
    return KINAL not in action.args


#: Deal numbers found by scripts/find_lesson_deals.py (see :mod:`engine.guided`).
LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "chapanka",
        1,
        4,
        low_hand,
        "Lesson 1: take as few points as you can",
        "First lay away your card with the most points in the exchange (king 3, queen 2, jack 1) "
        "and take one from the talon. Then play low, follow suit, and leave the tricks with aces "
        "and court cards to the others.",
        promise=lay_away_the_most_points,
        phase="exchange",
    ),
    Lesson(
        "chapanka",
        11,
        4,
        kinal,
        "Lesson 2: the Kinal",
        "You deal, so you first lay one card away and take none: keep the Kinal, the jack of "
        "hearts. Throw it on a trick led in another suit and its winner pays you; if a heart lead "
        "forces it out, you pay.",
        promise=keep_the_kinal,
    ),
)

#: Where strong solves the last tricks exactly, the coach solves them too (issue #44).
_EXACT, _EXACT_DEALS, _SOLVES = shared_solver("chapanka")

PROFILE = CoachProfile(
    exact=_EXACT,
    exact_deals=_EXACT_DEALS,
    solves=_SOLVES,
    # every decision: strong searches them all (it does not solve Chapanka, docs/bots.md)
    searched_phases=frozenset(("exchange", "discard", "play")),
    # points of the settlement and side payments
    thresholds=(1.0, 2.5, 5.0),
    ideas=ideas,
    lessons=LESSONS,
)
