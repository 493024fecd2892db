"""Kaschlan's reward with four players (issue #32): the three players who are not the Kaschlan
share one deal score, so the search's reward used to be the same for all of them and a few
hundred simulations could not tell picking up cards one could beat from beating them. The
reward now ranks them by the order they went out (``placing``), and still counts not losing
far above going out early."""

from __future__ import annotations

import random

import engine
from engine.bots import make, search_config
from engine.bots.rewards import Evaluator

SPEC = engine.game("kaschlan")


def finished_deal(seed: int, players: int = 4):
    """A deal played to its end by random moves through the engine."""
    state = SPEC.new_game(players=players, seed=seed, options={"match_games": 1})
    rng = random.Random(seed)
    while state.deal_result() is None:
        state.apply(rng.choice(state.legal_actions()))
    return state


def search_evaluator(level_config=None) -> Evaluator:
    """The evaluator as a ``normal``/``strong`` search builds it (engine.bots.ismcts)."""
    config = level_config or search_config("kaschlan")
    return Evaluator(
        config.score_sign,
        config.rank_weight,
        config.deal_value,
        config.match_value,
        config.placing,
    )


def test_the_engine_records_the_order_of_going_out() -> None:
    for seed in range(1, 9):
        state = finished_deal(seed)
        loser = state.deal_result().detail["loser"]
        places = state.out
        if loser is not None:
            assert places[loser] == 0
        gone = sorted(p for s, p in enumerate(places) if s != loser)
        assert gone[0] == 1 and all(1 <= p <= 3 for p in gone)


def test_players_who_are_not_the_kaschlan_are_told_apart_by_when_they_went_out() -> None:
    """Fails on the old reward, which gave the three non-losers one and the same value."""
    checked = 0
    for seed in range(1, 40):
        state = finished_deal(seed)
        loser = state.deal_result().detail["loser"]
        places = state.out
        others = [s for s in range(4) if s != loser]
        if loser is None or len({places[s] for s in others}) < 3:
            continue  # a draw, or two went out in the same bout
        reward, _first = search_evaluator()(state)
        by_place = sorted(others, key=lambda s: places[s])
        assert reward[by_place[0]] > reward[by_place[1]] > reward[by_place[2]] > reward[loser]
        # Not losing still matters far more than going out early.
        spread = reward[by_place[0]] - reward[by_place[2]]
        assert reward[by_place[2]] - reward[loser] > 2 * spread
        checked += 1
    assert checked >= 5


def test_the_share_of_first_place_still_means_not_losing() -> None:
    state = next(
        s
        for s in (finished_deal(seed) for seed in range(1, 40))
        if s.deal_result().detail["loser"] is not None
    )
    loser = state.deal_result().detail["loser"]
    _reward, first = search_evaluator()(state)
    assert first[loser] == 0.0
    assert all(abs(first[s] - 1 / 3) < 1e-12 for s in range(4) if s != loser)


def test_the_frozen_baseline_keeps_the_old_reward() -> None:
    bot = make("baseline", SPEC, seed=1, iterations=10, workers=1)
    assert bot.config.placing is None
    state = finished_deal(3)
    loser = state.deal_result().detail["loser"]
    reward, _ = search_evaluator(bot.config)(state)
    others = {round(reward[s], 12) for s in range(4) if s != loser}
    assert len(others) == 1  # as before the fix: all non-losers alike


def test_two_players_keep_their_reward() -> None:
    """With two players nobody ties, so the placing changes nothing."""
    config = search_config("kaschlan")
    for seed in range(1, 6):
        state = finished_deal(seed, players=2)
        plain = Evaluator(config.score_sign, config.rank_weight)(state)
        assert search_evaluator()(state) == plain
