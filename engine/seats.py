"""Seat arithmetic. Seat ``s + 1`` is the left neighbour of seat ``s``: clockwise play passes
from ``s`` to ``s + 1``, anticlockwise play (Chapanka) from ``s`` to ``s - 1``."""

from __future__ import annotations

from collections.abc import Sequence


def left_of(seat: int, players: int) -> int:
    return (seat + 1) % players


def right_of(seat: int, players: int) -> int:
    return (seat - 1) % players


def opposite(seat: int, players: int) -> int:
    return (seat + players // 2) % players


def turn_order(first: int, players: int, step: int = 1) -> list[int]:
    """All seats starting with ``first`` in the direction of play (step +1 clockwise, -1 anti)."""
    return [(first + i * step) % players for i in range(players)]


def alternating_teams(players: int) -> tuple[tuple[int, ...], ...]:
    """Two teams sitting alternately (partnership games): even seats and odd seats."""
    return (tuple(range(0, players, 2)), tuple(range(1, players, 2)))


def side_of(teams: Sequence[Sequence[int]], seat: int) -> frozenset[int]:
    """The seats of ``seat``'s side: its team, or the seat alone where it has none."""
    return next((frozenset(team) for team in teams if seat in team), frozenset({seat}))
