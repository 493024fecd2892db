"""Whether the person's side made or lost its contract in a finished deal.

Each game says it itself, from its deal result's ``detail``, by its own rules
(:attr:`engine.GameSpec.contract_outcome`, defined beside the game's rules); this module
only asks it for the person's side (seat 0, or in Scharwenzel seat 0's team). Games without
contracts (Kaschlan, Chapanka) have none; two-hand 1001 deals have no bid and give None.
Why not a branch per game here: a new game with contracts then needs no edit of the
statistics (issue 31 item 15).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import engine
from engine.contract import ContractResult


def has_contracts(game_id: str) -> bool:
    """Whether ``game_id`` has contracts: its statistics columns show numbers, not a dash."""
    try:
        return engine.game(game_id).contract_outcome is not None
    except KeyError:  # a game of a newer version in the statistics file
        return False


def contract_outcome(
    game_id: str,
    detail: Mapping[str, Any],
    teams: Sequence[Sequence[int]],
    seat: int = 0,
) -> ContractResult | None:
    """``"made"``, ``"lost"``, or None when ``seat``'s side played no contract this deal."""
    try:
        outcome = engine.game(game_id).contract_outcome
    except KeyError:
        return None
    return None if outcome is None else outcome(detail, teams, seat)
