"""Rewards that know the match: a simulated deal that ends the match is worth the match.

Seeded random play only; no timing.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

import engine
from engine.bots import make, search_config
from engine.bots.ismcts import SearchConfig
from engine.bots.players import SearchBot
from engine.bots.rewards import Evaluator
from engine.contract import GameState


def _play_out_match(game_id: str, seed: int, options: dict[str, Any] | None = None) -> GameState:
    """A whole match of ``game_id`` played at random (seeded), at its end."""
    spec = engine.game(game_id)
    state = spec.new_game(seed=seed, options=options)
    rng = random.Random(seed)
    while True:
        while state.current_player is not None:
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            return state
        state.next_deal()


def test_the_deal_that_ends_a_1001_match_is_worth_the_match() -> None:
    """Seed 0: the winner (1006 against 974) scored 35 in the last deal, the loser 165. By
    the deal, the loser did better; by the match, the winner has everything."""
    state = _play_out_match("tausendundeins", 0)
    result = state.deal_result()
    assert result is not None
    winner = state.winner
    loser = 1 - winner
    assert result.scores[winner] < result.scores[loser]
    config = search_config("tausendundeins")
    by_deal = Evaluator(config.score_sign, config.rank_weight, config.deal_value)
    rewards, _tops = by_deal(state)
    assert rewards[loser] > rewards[winner]
    by_match = Evaluator(
        config.score_sign, config.rank_weight, config.deal_value, config.match_value
    )
    rewards, tops = by_match(state)
    assert rewards[winner] == tops[winner] == 1.0
    assert rewards[loser] == tops[loser] == 0.0


def test_a_deal_that_does_not_end_the_match_keeps_its_deal_reward() -> None:
    spec = engine.game("tausendundeins")
    state = spec.new_game(seed=3)
    rng = random.Random(3)
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_over
    config = search_config("tausendundeins")
    plain = Evaluator(config.score_sign, config.rank_weight, config.deal_value)
    aware = Evaluator(config.score_sign, config.rank_weight, config.deal_value, config.match_value)
    assert aware(state) == plain(state)


def test_scharwenzel_and_bolachen_read_their_match_winners() -> None:
    for game_id in ("scharwenzel", "bolachen"):
        state = _play_out_match(game_id, 1)
        config = search_config(game_id)
        assert config.match_value is not None
        evaluator = Evaluator(
            config.score_sign, config.rank_weight, config.deal_value, config.match_value
        )
        rewards, _tops = evaluator(state)
        values = list(config.match_value(state) or [])
        best = max(values)
        for seat, value in enumerate(values):
            assert (rewards[seat] > 0) == (value == best)
        assert sum(rewards) > 0


def test_levels_use_the_match_reward_except_the_frozen_baseline() -> None:
    strong = make("strong", "tausendundeins", iterations=10, workers=1)
    baseline = make("baseline", "tausendundeins", iterations=10, workers=1)
    assert isinstance(strong, SearchBot) and isinstance(baseline, SearchBot)
    assert strong.config.match_value is not None
    assert baseline.config.match_value is None


def test_baseline_keeps_the_generic_search_constants_a_game_may_tune(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import engine.bots.heuristics.chapanka as chapanka

    tuned = dataclasses.replace(chapanka.HOOKS, exploration=0.123, rank_weight=0.9)
    monkeypatch.setattr(chapanka, "HOOKS", tuned)
    strong = make("strong", "chapanka", iterations=10, workers=1)
    baseline = make("baseline", "chapanka", iterations=10, workers=1)
    assert isinstance(strong, SearchBot) and isinstance(baseline, SearchBot)
    assert (strong.config.exploration, strong.config.rank_weight) == (0.123, 0.9)
    generic = SearchConfig()
    assert baseline.config.exploration == generic.exploration
    assert baseline.config.rank_weight == generic.rank_weight
