"""The bots in whole deals of every game, and the hidden-card sampling they rely on.

Small iteration budgets and ``workers=1`` keep this fast; every random choice is seeded.
"""

from __future__ import annotations

import multiprocessing
import random

import pytest

import engine
import engine.bots
from engine.bots import LEVELS, make
from engine.bots.positions import random_positions
from engine.bots.rewards import Evaluator
from engine.bots.sampling import SeatRandom

GAMES = list(engine.GAMES)
TINY = 12


@pytest.fixture(autouse=True, scope="module")
def _no_worker_left_behind():
    yield
    engine.bots.shutdown()
    assert multiprocessing.active_children() == []


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_of_one_level_plays_a_whole_deal(game_id: str, level: str) -> None:
    """Every seat played by ``level``: each move is legal and the deal reaches its result."""
    spec = engine.game(game_id)
    state = spec.new_game(seed=17)
    bots = [
        make(level, spec, seed=seat, iterations=TINY, workers=1) for seat in range(state.players)
    ]
    moves = 0
    while state.current_player is not None:
        seat = state.current_player
        action = bots[seat].choose(state, seat)
        assert action in state.legal_actions()
        state.apply(action)
        moves += 1
    assert moves > 0
    assert state.deal_result() is not None


@pytest.mark.parametrize("game_id", GAMES)
def test_a_mixed_table_plays_on_into_the_next_deal(game_id: str) -> None:
    """Levels side by side across a deal boundary (the bots keep no per-deal state)."""
    spec = engine.game(game_id)
    state = spec.new_game(seed=23)
    bots = [
        make(LEVELS[(seat + 1) % len(LEVELS)], spec, seed=seat, iterations=TINY, workers=1)
        for seat in range(state.players)
    ]
    for _deal in range(2):
        while state.current_player is not None:
            seat = state.current_player
            state.apply(bots[seat].choose(state, seat))
        assert state.deal_result() is not None
        if state.is_over:
            break
        state.next_deal()


def test_seat_random_ignores_the_order_it_is_given() -> None:
    cards = ["AS", "10H", "7C", "QD", "KS", "9H", "8D"]
    shuffled = list(reversed(cards))
    a, b = list(cards), list(shuffled)
    SeatRandom(3).shuffle(a)
    SeatRandom(3).shuffle(b)
    assert a == b and sorted(a) == sorted(cards)
    assert SeatRandom(4).sample(cards, 3) == SeatRandom(4).sample(shuffled, 3)
    # A plain Random does depend on the order: this is what SeatRandom is for.
    c, d = list(cards), list(shuffled)
    random.Random(3).shuffle(c)
    random.Random(3).shuffle(d)
    assert c != d


@pytest.mark.parametrize("game_id", GAMES)
def test_determinization_sees_only_the_information_set(game_id: str) -> None:
    """Two deals the seat cannot tell apart give the very same sample from the same seed.

    This is the property the search needs: what the bot imagines is a function of what it
    has seen and its seed, never of where the hidden cards really are. The plain-Random
    control shows the positions do have hidden cards that a careless sampler would leak.
    """
    spec = engine.game(game_id)
    leaks_without = 0
    for pos in random_positions(spec, 12, seed=8):
        seat = pos.current_player
        other = pos.determinize(seat, random.Random(99))
        assert other.observation(seat) == pos.observation(seat)
        a = pos.determinize(seat, SeatRandom(5))
        b = other.determinize(seat, SeatRandom(5))
        assert a.card_locations() == b.card_locations()
        assert a.observation(seat) == b.observation(seat)
        assert a.legal_actions() == b.legal_actions()
        plain_a = pos.determinize(seat, random.Random(5)).card_locations()
        plain_b = other.determinize(seat, random.Random(5)).card_locations()
        leaks_without += plain_a != plain_b
    assert leaks_without > 0


def _finished_deal(game_id: str, seed: int, players: int | None = None):
    spec = engine.game(game_id)
    state = spec.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_partners_share_the_reward_of_their_team() -> None:
    state = _finished_deal("scharwenzel", seed=4)
    rewards, tops = Evaluator()(state)
    assert len(state.teams) == 2
    for team in state.teams:
        assert len({rewards[s] for s in team}) == 1
        assert len({tops[s] for s in team}) == 1
    a, b = state.teams
    scores = state.deal_result().scores
    if sum(scores[s] for s in a) != sum(scores[s] for s in b):
        better = a if sum(scores[s] for s in a) > sum(scores[s] for s in b) else b
        assert tops[better[0]] == 1.0


def test_the_kaschlan_loser_gets_the_lowest_reward() -> None:
    """Kaschlan deal scores are marks (lower is better): the marked seat must rank last."""
    for seed in range(1, 12):
        state = _finished_deal("kaschlan", seed=seed, players=4)
        scores = state.deal_result().scores
        if max(scores) > min(scores):
            break
    else:
        raise AssertionError("no decided Kaschlan game among the seeds")
    assert state.deal_result().detail.get("lower_is_better")
    rewards, tops = Evaluator()(state)
    loser = scores.index(max(scores))
    assert rewards[loser] == min(rewards) < max(rewards)
    assert tops[loser] == 0.0


def test_scharwenzel_race_points_reach_the_search() -> None:
    """Most Scharwenzel deals award no thread; the game's deal_value still tells the search
    which team gained race points, so its reward is not a blind tie."""
    state = next(
        s
        for s in (_finished_deal("scharwenzel", seed=seed) for seed in range(1, 30))
        if not any(s.deal_result().scores) and any(s.deal_result().detail["points"])
    )
    blind, _ = Evaluator()(state)
    assert len(set(blind)) == 1
    config = engine.bots.search_config("scharwenzel")
    rewards, tops = Evaluator(value=config.deal_value)(state)
    points = state.deal_result().detail["points"]
    ahead = state.teams[points.index(max(points))]
    assert all(rewards[s] == max(rewards) > min(rewards) for s in ahead)
    assert all(tops[s] == 1.0 for s in ahead)
