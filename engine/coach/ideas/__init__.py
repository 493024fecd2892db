"""SKELETON: the ideas good players name, per game (the ideas helper fills it in).

An idea is a predicate on (position, move) that is true in the position; the coach states only
ideas whose predicate holds, and a test samples positions and checks every stated idea.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.contract import GameState
from engine.reasons import Reason


@dataclass(frozen=True)
class Idea:
    """``key`` names the idea for tests and statistics ("wins-cheaply"); ``reason`` is the
    sentence for the player, with card codes among its values (shown in the chosen pattern)."""

    key: str
    reason: Reason


def ideas_for(state: GameState, seat: int, action: str) -> tuple[Idea, ...]:
    """The ideas behind playing ``action`` for ``seat`` in ``state`` (before it is applied)."""
    return ()
