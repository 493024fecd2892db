"""Exact values of a sample's options where a game can solve the rest of the deal.

Why: the analyst plays every option out with rules of thumb, which judge the last tricks of
1001 worse than a player who counts them (they once rated an idle 9H best by 57 points a
deal where perfect play loses 92 with it). Where the game has an exact solver and nothing is
hidden any more, a sample's options are scored by perfect play instead: in 1001's strict
phase the one deal the seat can draw is the real one, so the answer is exact (and solved once:
the analyst keeps a solution per card layout). With cards still in the stock every sample is
another deal and solving each of hundreds took up to 11 s, so the playouts decide there.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.contract import GameState

#: Per legal move text of the seat (to act in the sample): (value, win) by perfect play, or
#: None where the solver does not apply (the playouts decide).
Exact = Callable[[GameState, int], "dict[str, tuple[float, float]] | None"]


def _tausendundeins(sample: GameState, seat: int) -> dict[str, tuple[float, float]] | None:
    """1001, two hands, the stock used up: the final margin of each move's best line (the
    analyst's 1001 value: points ahead of the opponent)."""
    from engine.bots.heuristics import tausendundeins_solver as solver

    left = getattr(sample, "stock_len", 0) - getattr(sample, "stock_pos", 0)
    if left > 0 or not solver.applicable(sample):
        return None
    out = {}
    for text, (margin, _mine, _theirs) in solver.move_outcomes(sample, seat).items():
        out[text] = (float(margin), 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5)
    return out


_EXACT: dict[str, Exact] = {"tausendundeins": _tausendundeins}


def exact_for(game: str) -> Exact | None:
    """The game's exact scorer of a sample's options, or None if it has none."""
    return _EXACT.get(game)
