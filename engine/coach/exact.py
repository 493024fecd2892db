"""Exact values of a sample's options where a game can solve the rest of the deal.

Why: the analyst plays every option out with rules of thumb, which judge the last tricks of
1001 worse than a player who counts them (they once rated an idle 9H best by 57 points a
deal where perfect play loses 92 with it). Where a game's coach profile names an exact solver
(``CoachProfile.exact``; 1001's in ``engine.coach.games.tausendundeins``, which says where
and at what cost it solves), a sample's options are scored by perfect play instead, and the
profile's ``exact_deals`` says how many of the sampled deals are solved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.coach.profile import Exact, ExactDeals, Solves, profile_for
from engine.contract import GameState

if TYPE_CHECKING:
    from engine.bots.pimc import ExactPlay

__all__ = ["Exact", "ExactDeals", "Solves", "exact_deals", "exact_for", "shared_solver"]


def exact_for(game: str) -> Exact | None:
    """The game's exact scorer of a sample's options, or None if it has none."""
    return profile_for(game).exact


def exact_deals(game: str, state: GameState, deals: int) -> int:
    """How many of ``deals`` sampled deals the analyst plays at ``state``: fewer where the
    game solves each of them (a solve costs far more than a playout)."""
    solved = profile_for(game).exact_deals
    return solved(state, deals) if solved is not None else deals


def shared_solver(game: str) -> tuple[Exact, ExactDeals, Solves]:
    """The coach's scorer, deal count and where it solves, from the game's exact play on
    the shared solver (``Hooks.exact_play``, :mod:`engine.bots.pimc`): where ``strong``
    solves, the coach solves (issue #44 item 6). Looked up when first used: a coach profile
    is read before the bots' modules are."""

    def play() -> ExactPlay:
        from engine.bots.hooks import hooks_for

        found = hooks_for(game).exact_play
        if found is None:
            raise ValueError(f"{game} has no exact play on the shared solver")
        return found

    def exact(sample: GameState, seat: int) -> dict[str, tuple[float, float]] | None:
        return play().exact(sample, seat)

    def deals(state: GameState, count: int) -> int:
        return play().exact_deals(state, count)

    def solves(state: GameState, seat: int) -> bool:
        found = play()
        return found.solves(state, seat) and found.open_deal(state, seat) is not None

    return exact, deals, solves
