"""Each game's ``short_match`` (what benchmarks play for whole matches quickly) is a fact of
the game's spec: its options are the game's own, and a match with them ends soon."""

from __future__ import annotations

import random

import pytest

import engine
from netplay import bench


@pytest.mark.parametrize("game", engine.GAMES)
def test_a_short_match_is_valid_and_ends(game: str) -> None:
    spec = engine.game(game)
    players = spec.default_players or spec.players[0]
    assert spec.short_match, f"{game} names no short match"
    state = spec.new_game(players=players, seed=7, options=dict(spec.short_match))
    rng = random.Random(7)
    steps = 0
    while not state.is_over:
        if state.deal_over:
            state.next_deal()
        else:
            state.apply(rng.choice(state.legal_actions()))
        steps += 1
        assert steps < 20_000, f"{game}: a short match did not end"


def test_the_network_bench_plays_every_game_by_its_spec() -> None:
    assert [g for g, _players, _options in bench.GAMES] == list(engine.GAMES)
    for game, _players, options in bench.GAMES:
        assert options == engine.game(game).short_match
