"""Sample decision points from random play, for the benchmark and the tests."""

from __future__ import annotations

import random
from typing import Any

from engine.contract import GameSpec, GameState


def random_positions(
    spec: GameSpec,
    count: int,
    seed: int = 0,
    players: int | None = None,
    options: dict[str, Any] | None = None,
    choice_only: bool = True,
) -> list[GameState]:
    """``count`` positions (clones) where someone must decide, from random matches.

    Each match contributes positions at random points of its first deals, so the sample covers
    bidding, exchanges, early and late play. ``choice_only`` skips forced moves.
    """
    rng = random.Random(seed)
    out: list[GameState] = []
    match = 0
    while len(out) < count:
        state = spec.new_game(players=players, seed=seed * 1000 + match, options=options)
        match += 1
        steps = 0
        while not state.is_over and len(out) < count and steps < 5000:
            if state.current_player is None:
                state.next_deal()
                continue
            legal = state.legal_actions()
            if (not choice_only or len(legal) > 1) and rng.random() < 0.12:
                out.append(state.clone())
            state.apply(rng.choice(legal))
            steps += 1
    return out
