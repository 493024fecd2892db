"""Which card patterns can show a game's pack.

German-suited packs stop at the 6 (``cardart.PATTERN_RANKS``), so a game dealing the 2 to 5
(Chapanka) cannot be shown in them. Every place that offers or applies a pattern asks here:
the Preferences dialog, the Settings ▸ Card pattern menu and the table itself, so a choice
stored earlier, typed on the command line or made for another pack never draws cards that
no real pack of that pattern has.
"""

from __future__ import annotations

from typing import Any

import cardart
import engine

#: Shown instead of a pattern that cannot show the game's pack.
FALLBACK_PATTERN = "french"


def game_pack(
    game_id: str, players: int | None = None, options: dict[str, Any] | None = None
) -> list[str]:
    """The cards ``game_id`` deals with these seats and options (default: its defaults)."""
    spec = engine.game(game_id)
    seats = players or spec.default_players or spec.players[0]
    return list(spec.pack_for(seats, spec.resolve(seats, options or {})))


def pattern_fits_game(
    pattern: str,
    game_id: str,
    players: int | None = None,
    options: dict[str, Any] | None = None,
) -> bool:
    """Whether a real pack of ``pattern`` has every card the game deals."""
    return cardart.pattern_fits(pattern, game_pack(game_id, players, options))


def shown_pattern(
    chosen: str,
    game_id: str,
    players: int | None = None,
    options: dict[str, Any] | None = None,
) -> str:
    """``chosen`` if it can show the game's pack, else :data:`FALLBACK_PATTERN`."""
    if chosen in cardart.PATTERNS and pattern_fits_game(chosen, game_id, players, options):
        return chosen
    return FALLBACK_PATTERN
