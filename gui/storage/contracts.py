"""Whether the person's side made or lost its contract in a finished deal.

Why here and not in the engine: the statistics are the only reader, and every game already
publishes what is needed in its deal result's ``detail`` (the documented keys of each game
module). A contract counts only when the person's side played it (seat 0, or in Scharwenzel
seat 0's team); games without contracts (Kaschlan, Chapanka, two-hand 1001) give None.

* Bolachen (docs/rules/bolachen.md §8): the declarer's contract; ``detail["won"]``.
* 1001 with three players (docs/rules/tausendundeins.md §10, §11): the declarer's bid;
  ``detail["made"]``; a thrown-in deal has no contract.
* Scharwenzel (docs/rules/scharwenzel.md §4, §7): the highest bid; made when the bidder's
  team takes the majority of the tricks, lost when it does not (the other team's majority
  or a Bock); no contract when everyone passed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

#: The games that have contracts: their columns in the statistics show numbers, not a dash.
CONTRACT_GAMES = ("bolachen", "scharwenzel", "tausendundeins")


def has_contracts(game_id: str) -> bool:
    return game_id in CONTRACT_GAMES


def contract_outcome(
    game_id: str,
    detail: Mapping[str, Any],
    teams: Sequence[Sequence[int]],
    seat: int = 0,
) -> str | None:
    """``"made"``, ``"lost"``, or None when ``seat``'s side played no contract this deal."""
    side = next((set(team) for team in teams if seat in team), {seat})
    if game_id == "bolachen":
        declarer = detail.get("declarer")
        if declarer not in side or not isinstance(detail.get("won"), bool):
            return None
        return "made" if detail["won"] else "lost"
    if game_id == "tausendundeins":
        declarer = detail.get("declarer")
        if detail.get("thrown_in") or declarer not in side:
            return None
        if not isinstance(detail.get("made"), bool):
            return None
        return "made" if detail["made"] else "lost"
    if game_id == "scharwenzel":
        bidder = detail.get("bidder")
        if bidder is None or detail.get("bid") is None or bidder not in side:
            return None
        team = next((i for i, t in enumerate(teams) if bidder in t), None)
        return "made" if team is not None and detail.get("majority_team") == team else "lost"
    return None
