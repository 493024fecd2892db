"""Bolachen's coach facts: values in points on the sheet (a Brand is worth 2 to the
declarer), its ideas and lessons."""

from __future__ import annotations

from collections import Counter

from engine.actions import Action
from engine.cards import RANK_OF, SUIT_OF
from engine.coach.exact import shared_solver
from engine.coach.ideas.bolachen import ideas
from engine.coach.lesson import Lesson
from engine.coach.profile import CoachProfile
from engine.contract import GameState
from engine.guided import clearly_advised, hand, reach, verb

# --- what the lessons' deals show ------------------------------------------------------------


def longest(held: list[str]) -> tuple[int, str]:
    """The length and suit of the hand's longest suit."""
    counts = Counter(SUIT_OF[c] for c in held)
    suit, length = counts.most_common(1)[0]
    return length, suit


def auction(state: GameState) -> bool:
    """The person holds five or more cards of a suit with its ace and speaks first (so "play"
    is a choice, not the dealer's duty), the coach rates claiming best and
    passing clearly worse, and another player wants to play too: the person must name a
    contract in the competition, which is what the lesson teaches."""
    held = hand(state)
    length, suit = longest(held)
    if length < 5 or "A" + suit not in held:
        return False
    first = reach(state, "bidding")
    if first is None or {a.verb for a in first.legal_actions()} != {"claim", "pass"}:
        return False
    if "forehand" not in first.observation(0)["roles"][0]:
        return False  # the lesson says "you speak first"
    if not clearly_advised(first, "claim"):
        return False
    first.apply(Action("claim"))
    competition = reach(first, "bidding")
    return competition is not None and any(a.verb == "bid" for a in competition.legal_actions())


def defending(state: GameState) -> bool:
    """The person holds no ace and no suit longer than three: pass, and defend."""
    held = hand(state)
    return not any(RANK_OF[c] == "A" for c in held) and longest(held)[0] <= 3


#: Deal numbers found by scripts/find_lesson_deals.py (see :mod:`engine.guided`).
LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "bolachen",
        512,
        3,
        auction,
        "Lesson 1: the auction",
        "You speak first and hold a long suit with its ace: say Play to be the declarer. "
        "When another player wants to play too, the earlier seat names a contract and the "
        "later must name a higher one or drop out; the earlier may hold the same level. "
        "Brands rank by suit (Acorns lowest, then Leaves, Bells, Hearts), then Bettel and "
        "Mord. A Brand needs six of the ten tricks, and the deal stops as soon as the "
        "outcome is certain.",
        promise=verb("claim"),
        phase="bidding",
    ),
    Lesson(
        "bolachen",
        19,
        3,
        defending,
        "Lesson 2: defending",
        "A weak hand: no ace, no long suit. Pass, and defend together with the other player "
        "against the declarer.",
        promise=verb("pass"),
        phase="bidding",
    ),
)

#: Where strong solves the last tricks exactly, the coach solves them too (issue #44).
_EXACT, _EXACT_DEALS, _SOLVES = shared_solver("bolachen")

PROFILE = CoachProfile(
    exact=_EXACT,
    exact_deals=_EXACT_DEALS,
    solves=_SOLVES,
    # every decision strong searches: all but the last tricks it solves (``solves``). The
    # claim and the bids only since the search leaves the auction below its root to the
    # playout policy (stop 53): before, it passed as forehand with six cards of a suit and
    # its ace (34 of 34 such deals screened), against what Lesson 1 teaches.
    searched_phases=frozenset(("bidding", "contract", "call", "exchange", "trump", "play")),
    # points on the sheet, a Brand is worth 2 to the declarer
    thresholds=(0.3, 0.75, 1.5),
    ideas=ideas,
    lessons=LESSONS,
)
