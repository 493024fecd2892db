"""Random legal play of every registered game and option set keeps the contract's invariants.

These are the engine's safety net: whatever a game's rules, cards are conserved, only legal
actions are accepted (illegal ones leave the state untouched), every deal ends, a save loads
back to an equal state at every step, the same seed and actions give the same match, and an
observation never shows what the seat may not know (redealing the hidden cards cannot change
it).
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.contract import resolve_options
from tests.engine.game_cases import REQUIRED_OBSERVATION_KEYS, case_id, cases

CASES = cases()
MAX_STEPS = 5000
PROPERTY_SETTINGS = settings(
    max_examples=4, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True
)


def _pack(spec: engine.GameSpec, players: int, options: dict) -> list[str]:
    return sorted(spec.pack_for(players, resolve_options(spec.options, options)))


def _assert_conserved(state: engine.GameState, pack: list[str]) -> None:
    locations = state.card_locations()
    cards = [c for pile in locations.values() for c in pile]
    assert sorted(cards) == pack, f"cards not conserved: {locations}"


def _illegal_candidates(state: engine.GameState, pack: list[str]) -> list[str]:
    legal = {a.text for a in state.legal_actions()}
    pool = [f"play {c}" for c in pack] + ["pass", "take", "bid 990", "frobnicate", "play ZZ"]
    return [t for t in pool if t not in legal][:3]


def _check_step(state: engine.GameState, pack: list[str], seed: int) -> None:
    _assert_conserved(state, pack)
    # Illegal actions are refused with a reason and change nothing.
    before = state.to_json()
    before_locations = state.card_locations()
    for text in _illegal_candidates(state, pack):
        with pytest.raises(engine.IllegalAction) as err:
            state.apply(text)
        assert str(err.value).strip(), "an illegal action needs a reason"
        assert state.to_json() == before
        assert state.card_locations() == before_locations
    # The save round trip is exact.
    loaded = engine.load(state.to_json())
    assert loaded.to_json() == before
    assert loaded.card_locations() == before_locations
    assert loaded.current_player == state.current_player
    assert [a.text for a in loaded.legal_actions()] == [a.text for a in state.legal_actions()]
    for seat in range(state.players):
        obs = state.observation(seat)
        json.dumps(obs)  # JSON-able
        assert set(obs) >= REQUIRED_OBSERVATION_KEYS, REQUIRED_OBSERVATION_KEYS - set(obs)
        assert obs == loaded.observation(seat)
        assert sorted(obs["hand"]) == sorted(state.hand(seat))
        assert obs["hand_sizes"][seat] == len(obs["hand"])
    # Redealing what a seat cannot know changes nothing it can see.
    seat = state.current_player
    if seat is not None:
        sample = state.determinize(seat, random.Random(seed))
        assert sample.observation(seat) == state.observation(seat)
        assert [a.text for a in sample.legal_actions()] == [a.text for a in state.legal_actions()]
        _assert_conserved(sample, pack)
        assert state.to_json() == before, "determinize must not touch the original"
        # A sample for another seat redeals the mover's hand: its moves must come from the
        # sample's own cards, never from a legal list cached on the real state.
        state.legal_actions()
        other = (seat + 1) % state.players
        foreign = state.determinize(other, random.Random(seed))
        fresh = foreign.clone()
        fresh._legal = None
        assert [a.text for a in foreign.legal_actions()] == [a.text for a in fresh.legal_actions()]
    # clone is independent and equal.
    twin = state.clone()
    assert twin.to_json() == before and twin.card_locations() == before_locations


@pytest.mark.parametrize("case", CASES, ids=case_id)
@PROPERTY_SETTINGS
@given(seed=st.integers(0, 2**31 - 1), choice_seed=st.integers(0, 2**31 - 1))
def test_random_deal_keeps_invariants(case, seed, choice_seed):
    gid, players, options = case
    spec = engine.game(gid)
    pack = _pack(spec, players, options)
    state = spec.new_game(players=players, seed=seed, options=options)
    rng = random.Random(choice_seed)
    assert state.current_player is not None and not state.deal_over
    steps = 0
    while not state.deal_over:
        _check_step(state, pack, seed + steps)
        legal = state.legal_actions()
        assert legal, "a seat to act must have a legal action"
        assert state.current_player in range(players)
        state.apply(rng.choice(legal))
        steps += 1
        assert steps < MAX_STEPS, "the deal does not end"
    _check_step(state, pack, seed)
    assert state.current_player is None and state.legal_actions() == []
    result = state.deal_result()
    assert result is not None and len(result.scores) == players
    json.dumps(result.to_dict())
    assert len(state.totals()) == players
    # Same seed and same actions give the same state.
    again = spec.new_game(players=players, seed=seed, options=options)
    for _seat, text in state.history:
        again.apply(text)
    assert again.to_json() == state.to_json()
    assert again.card_locations() == state.card_locations()


def _play_match(gid: str, players: int, options: dict, seed: int) -> engine.GameState:
    spec = engine.game(gid)
    state = spec.new_game(players=players, seed=seed, options=options)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        if state.deal_over:
            state.next_deal()
            continue
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
        assert steps < 200_000, "the match does not end"
    return state


@pytest.mark.parametrize("gid", engine.GAMES)
def test_random_match_ends_and_round_trips(gid):
    spec = engine.game(gid)
    players = spec.default_players or spec.players[0]
    state = _play_match(gid, players, {}, seed=11)
    assert state.deal_over and state.current_player is None
    with pytest.raises(engine.IllegalAction):
        state.next_deal()
    loaded = engine.load(state.to_json())
    assert loaded.is_over and loaded.totals() == state.totals()
    assert loaded.observation(0) == state.observation(0)


@pytest.mark.parametrize("gid", engine.GAMES)
def test_next_deal_refused_during_a_deal(gid):
    state = engine.game(gid).new_game(seed=3)
    before = state.to_json()
    with pytest.raises(engine.IllegalAction):
        state.next_deal()
    assert state.to_json() == before


@pytest.mark.parametrize("gid", engine.GAMES)
def test_different_seeds_give_different_deals(gid):
    spec = engine.game(gid)
    hands = {tuple(sorted(spec.new_game(seed=s).hand(0))) for s in range(6)}
    assert len(hands) > 1
