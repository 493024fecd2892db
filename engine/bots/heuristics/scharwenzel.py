"""Search knowledge for Scharwenzel: what a deal is worth before the race is won.

A deal's ``scores`` are the threads it awards, and a thread comes only when a team's
24-point race is complete, so most simulated deals would score 0 for everybody and teach
the search nothing. ``deal_value`` adds the race points the deal gave each team, with a
thread worth a whole race, so every trick that moves the race counts.
"""

from __future__ import annotations

from typing import Any

from engine.contract import DealResult

#: Race points a thread stands for (a race is won at 24).
THREAD = 24.0


def deal_value(state: Any, result: DealResult) -> list[float]:
    """Per seat: threads gained by its team times a race, plus the race points gained."""
    points = result.detail.get("points") or [0] * len(state.teams)
    values = [0.0] * state.players
    for team_no, team in enumerate(state.teams):
        for seat in team:
            values[seat] = THREAD * result.scores[seat] + float(points[team_no])
    return values
