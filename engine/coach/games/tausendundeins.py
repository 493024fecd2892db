"""1001's coach facts: points ahead of the opponent, a race, the rules of thumb for the
auction and the exchange, an exact solver for the last tricks, its ideas and lessons.

The exact solver (:mod:`engine.coach.exact`):

Why: the analyst plays every option out with rules of thumb, which judge the last tricks of
1001 worse than a player who counts them (they once rated an idle 9H best by 57 points a
deal where perfect play loses 92 with it). Where the game has an exact solver, a sample's
options are scored by perfect play instead:

- in 1001's strict phase the one deal the seat can draw is the real one, so the answer is
  exact (and solved once: the analyst keeps a solution per card layout);
- in the last two free tricks (two or four stock cards) every sample is another deal, each
  solved as if open, as the ``strong`` bot does (Perfect Information Monte Carlo). A solve
  costs 30-70 ms with two stock cards and 0.1-0.7 s with four, so the analyst solves fewer
  deals than it would play out (:func:`exact_deals`). Measured against the referee's values
  at issue #32's 1001 positions (docs/coach.md, "1001's last free tricks"): with the
  playouts the advice lost 21 points a decision with two stock cards and 14 with four, a
  clear error at 20 and 12 of 47 positions each; solved, 0.05 and 0.29, and none.

With more cards in the stock a solve costs 0.3-1.2 s (six cards) up to 11 s (eight): the
playouts decide there.
"""

from __future__ import annotations

from typing import Any

from engine.actions import Action
from engine.cards import RANK_OF
from engine.coach.ideas.tausendundeins import ideas
from engine.coach.lesson import Lesson
from engine.coach.profile import CoachProfile
from engine.contract import GameState, Observation
from engine.guided import acts_first, advised, cards_of, hand, verb

#: Per number of stock cards, the share of the analyst's deals solved where each sample is
#: another deal to solve. Two cards: the quick look's 400 become 24 (median 0.9 s of CPU),
#: the review's 1600 become 96 (a superset of those, as with the playouts); ``strong``
#: averages 12 such solves. Four cards: 8 (median 2.1 s, worst 4.8 s) and 32; with 4 the
#: advice lost 1.83 points a decision instead of 0.29.
SOLVED_SHARE: dict[int, tuple[int, int]] = {2: (3, 50), 4: (1, 50)}
#: The most stock cards at which the samples of 1001 are solved.
SOLVE_STOCK = max(SOLVED_SHARE)


def _stock_left(state: Any) -> int:
    return int(getattr(state, "stock_len", 0) - getattr(state, "stock_pos", 0))


def _exact(sample: GameState, seat: int) -> dict[str, tuple[float, float]] | None:
    """1001, two hands, at most ``SOLVE_STOCK`` cards in the stock: the final margin of each
    move's best line (the analyst's 1001 value: points ahead of the opponent)."""
    from engine.bots.heuristics.tausendundeins import open_solve

    if _stock_left(sample) > SOLVE_STOCK:
        return None
    solved = open_solve(sample, seat)  # the referee's and strong's solve of an open deal
    if solved is None:
        return None
    return {text: (value.margin, value.share) for text, value in solved.items()}


def _solves(state: GameState, seat: int) -> bool:
    """Where the analyst solves (``_exact``) and ``strong`` plays its exact endgame: two
    hands in card play with at most ``SOLVE_STOCK`` stock cards (``ENDGAME_STOCK``)."""
    from engine.bots.heuristics import tausendundeins_solver as solver

    return _stock_left(state) <= SOLVE_STOCK and solver.applicable(state)


def _exact_deals(state: GameState, deals: int) -> int:
    """All of them once the stock is used up (one deal, solved once); a share of them where
    each sample is another deal to solve; all where the playouts decide."""
    from engine.bots.heuristics import tausendundeins_solver as solver

    share = SOLVED_SHARE.get(_stock_left(state))
    if share is None or not solver.applicable(state):
        return deals
    part, whole = share
    return max(1, deals * part // whole)


# --- what the lessons' deals show and promise ------------------------------------------------


def holds_marriage(held: list[str]) -> bool:
    """King and queen of one suit."""
    return any("K" + s in held and "Q" + s in held for s in "SHDC")


def free_play(state: GameState) -> bool:
    """The person leads the first trick, holds an ace and no marriage: plain tricks first,
    and no suit is trumps yet (only a marriage makes one, rules §4)."""
    held = hand(state)
    aces = any(RANK_OF[c] == "A" for c in held)
    return acts_first(state, "play") and aces and not holds_marriage(held)


def marriage(state: GameState) -> bool:
    """The person leads the first trick holding king and queen of one suit, and a search
    advises declaring it."""
    held = hand(state)
    return acts_first(state, "play") and holds_marriage(held) and advised(state, "marry")


def lead_an_ace(action: Action, view: Observation) -> bool:
    """Lead an ace (with no trumps yet, nothing beats it)."""
    cards = cards_of(action)
    return action.verb == "play" and len(cards) == 1 and RANK_OF[cards[0]] == "A"


#: Deal numbers found by scripts/find_lesson_deals.py (see :mod:`engine.guided`).
LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "tausendundeins",
        1,
        2,
        free_play,
        "Lesson 1: tricks while the stock lasts",
        "You lead. While cards remain in the stock you may play any card; the higher card of the "
        "suit led or a trump wins, and the winner draws first. No suit is trumps until a marriage "
        "names one, so an ace led now wins the trick: lead it.",
        promise=lead_an_ace,
        phase="play",
    ),
    Lesson(
        "tausendundeins",
        23,
        2,
        marriage,
        "Lesson 2: a marriage",
        "You hold king and queen of one suit. Lead one of them as a marriage: that suit becomes "
        "trumps at once, and the marriage scores if you win at least one trick in the deal.",
        promise=verb("marry"),
        phase="play",
    ),
)

PROFILE = CoachProfile(
    # points ahead of the opponents, a deal swings by about 200
    thresholds=(10.0, 25.0, 50.0),
    margin=True,
    choose_before_play=True,
    exact=_exact,
    exact_deals=_exact_deals,
    solves=_solves,
    # every decision strong searches: all but the last free tricks and the strict phase,
    # which it solves (``solves``)
    searched_phases=frozenset(("bidding", "exchange", "play")),
    ideas=ideas,
    lessons=LESSONS,
    # a race to 1001 points: the match is what is played for (rules §7)
    match_par=True,
)
