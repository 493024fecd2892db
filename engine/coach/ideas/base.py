"""The idea type, apart from the catalogue so that every game's module can import it."""

from __future__ import annotations

from dataclasses import dataclass

from engine.reasons import Reason


@dataclass(frozen=True)
class Idea:
    """``key`` names the idea for tests and statistics ("wins-cheaply"); ``reason`` is the
    sentence for the player, with card codes among its values (shown in the chosen pattern)."""

    key: str
    reason: Reason
