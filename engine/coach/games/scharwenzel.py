"""Scharwenzel's coach facts: values in race points ahead of the other team (a thread
counted as 24), its ideas and lessons."""

from __future__ import annotations

from engine.cards import RANK_OF
from engine.coach.exact import shared_solver
from engine.coach.ideas.scharwenzel import ideas
from engine.coach.lesson import Lesson
from engine.coach.profile import CoachProfile
from engine.contract import GameState
from engine.guided import acts_first, advised, hand, verb

# --- what the lessons' deals show ------------------------------------------------------------

#: The Olsch and the Basta (queens of clubs and spades), trumps whatever suit is named.
_TOP_QUEENS = ("QC", "QS")


def olsch(state: GameState) -> bool:
    """The person bids first holding the Olsch (queen of clubs, the highest trump), and a
    search advises bidding."""
    held = hand(state)
    return acts_first(state, "bidding") and "QC" in held and advised(state, "bid")


def partner(state: GameState) -> bool:
    """The person holds a weak hand: neither the Olsch nor the Basta, no Bur (jack), at most
    one ace. The partner leads the way."""
    held = hand(state)
    if any(q in held for q in _TOP_QUEENS) or any(RANK_OF[c] == "J" for c in held):
        return False
    return sum(1 for c in held if RANK_OF[c] == "A") <= 1


#: Deal numbers found by scripts/find_lesson_deals.py (see :mod:`engine.guided`).
LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "scharwenzel",
        18,
        4,
        olsch,
        "Lesson 1: the Olsch and the bidding",
        "You speak first in the bidding, holding the Olsch, the queen of clubs: the highest "
        "trump of all. The highest bid names trumps; win the majority of tricks with your "
        "partner opposite.",
        promise=verb("bid"),
        phase="bidding",
    ),
    Lesson(
        "scharwenzel",
        109,
        4,
        partner,
        "Lesson 2: playing for your partner",
        "A weak hand: leave the bidding to the others and help your partner opposite "
        "win the majority of tricks.",
        promise=verb("pass"),
        phase="bidding",
    ),
)

#: Where strong solves the last tricks exactly, the coach solves them too (issue #44).
_EXACT, _EXACT_DEALS, _SOLVES = shared_solver("scharwenzel")

PROFILE = CoachProfile(
    exact=_EXACT,
    exact_deals=_EXACT_DEALS,
    solves=_SOLVES,
    # every decision strong searches: all but the last tricks it solves (``solves``)
    searched_phases=frozenset(("bidding", "trump", "tout", "play", "stop_or_go_on")),
    # race points ahead, a thread counted as 24
    thresholds=(0.75, 2.0, 4.0),
    margin=True,
    ideas=ideas,
    lessons=LESSONS,
)
