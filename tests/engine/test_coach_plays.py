"""Which play of a deal a par belongs to: the same deal played again is another play."""

from __future__ import annotations

import random

import pytest

import engine
from engine.coach.match_entry import fingerprint
from engine.coach.plays import play_of, start_of
from engine.contract import GameState
from tests.engine.test_bots_match_reward import _play_out_match


def _kaschlan(seed: int) -> GameState:
    """A Kaschlan match of three games (a deal each), played at random, at its end."""
    return _play_out_match("kaschlan", seed, {"match_games": 3})


def _replayed(state: GameState, deal: int, seed: int) -> GameState:
    """``state``'s match with deal ``deal`` played again at random from its start (as the
    review's "Replay this deal" does), to the match's end."""
    again = state.clone()
    again.rewind_to(again.deal_starts[deal])
    rng = random.Random(seed)
    while True:
        while again.current_player is not None:
            again.apply(rng.choice(again.legal_actions()))
        if again.is_over:
            return again
        again.next_deal()


def test_a_deals_play_is_kept_by_the_later_deals() -> None:
    state = _kaschlan(6)
    at_end = state.clone()
    at_end.rewind_to(at_end.deal_starts[1])  # deal 0 just over, deal 1 dealt
    assert play_of(state, 0) == play_of(at_end, 0)
    assert len({play_of(state, k) for k in range(state.deals_finished)}) == 3


def test_a_replayed_deal_is_another_play_and_so_are_the_deals_after_it() -> None:
    state = _kaschlan(6)
    again = next(
        g for g in (_replayed(state, 1, s) for s in range(100)) if g.history != state.history
    )
    assert play_of(again, 0) == play_of(state, 0)  # before the replayed deal: the same
    assert play_of(again, 1) != play_of(state, 1)
    assert play_of(again, 2) != play_of(state, 2)
    # The replayed deal starts where the first play of it did (its par is the same); the
    # deal after it does not.
    assert start_of(again, 1) == start_of(state, 1) != start_of(state, 2)
    assert start_of(again, 2) != start_of(state, 2)
    assert len({start_of(state, k) for k in range(3)} | {play_of(state, 0)}) == 4


def test_a_finished_matchs_last_play_is_its_fingerprint() -> None:
    """The match's par is shown on its last deal's line only for that very play."""
    state = _kaschlan(7)
    assert play_of(state, state.deals_finished - 1) == fingerprint(state)


def test_only_a_finished_deal_has_a_play() -> None:
    state = engine.game("kaschlan").new_game(players=3, seed=1, options={"match_games": 3})
    with pytest.raises(ValueError, match="not finished"):
        play_of(state, 0)
