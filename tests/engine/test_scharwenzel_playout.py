"""Scharwenzel's playout loop (``heuristics.scharwenzel.playout_loop``) plays what the
search's step loop plays with the game's policy: the same moves, history, final state and
generator state, at every table size, from every phase, and when cut short by the step
limit; and the search runs it (the ``playout`` hook) for that policy."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine
from engine.bots import search_config
from engine.bots.heuristics import scharwenzel
from engine.bots.ismcts import play_out
from engine.bots.positions import random_positions
from engine.bots.sampling import SeatRandom
from engine.contract import GameState
from engine.games.scharwenzel import PLAYING, ScharwenzelState


def _state_of(state: GameState) -> dict[str, Any]:
    """Everything a playout changes, comparable with ``==`` (the score sheet and the
    auction by their contents)."""
    out = dict(vars(state))
    sheet = out.pop("sheet")
    out["sheet"] = (sheet.rows, sheet.totals)
    auction = out.pop("auction")
    out["auction"] = [getattr(auction, name) for name in auction.__slots__]
    return out


def _samples(players: int, count: int) -> list[ScharwenzelState]:
    """Search samples of random positions: what the loop is given (no record kept)."""
    spec = engine.game("scharwenzel")
    out = []
    for i, p in enumerate(random_positions(spec, count, seed=players, players=players)):
        seat = p.current_player
        assert seat is not None
        sample = p.determinize(seat, SeatRandom(i))
        assert isinstance(sample, ScharwenzelState)
        out.append(sample)
    return out


@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("max_steps", [3000, 3])
def test_the_loop_plays_the_step_loops_playout(players: int, max_steps: int) -> None:
    ended = bidding = 0
    for i, sample in enumerate(_samples(players, 30)):
        bidding += sample.phase != PLAYING
        slow, fast = sample.clone(), sample.clone()
        rng_slow, rng_fast = random.Random(i), random.Random(i)
        done_slow = play_out(slow, scharwenzel.rollout, rng_slow, max_steps)
        done_fast = scharwenzel.playout_loop(fast, scharwenzel.rollout, rng_fast, max_steps)
        assert done_fast == done_slow
        assert fast.history == slow.history
        assert _state_of(fast) == _state_of(slow)
        assert fast.deal_result() == slow.deal_result()
        assert rng_fast.getstate() == rng_slow.getstate()
        ended += done_slow
    # Positions before the card play were among them (bids, trumps, Tout), whole playouts
    # were compared, and (with the low limit) playouts cut short.
    assert bidding
    assert ended == 30 if max_steps == 3000 else ended < 30


def test_the_loop_keeps_the_record_of_a_recording_state() -> None:
    """On a real state (its events noted) the loop notes what ``apply_fast`` notes."""
    for i, p in enumerate(random_positions(engine.game("scharwenzel"), 10, seed=9)):
        slow, fast = p.clone(), p.clone()
        play_out(slow, scharwenzel.rollout, random.Random(i), 3000)
        scharwenzel.playout_loop(fast, scharwenzel.rollout, random.Random(i), 3000)
        assert fast.events() == slow.events()
        assert _state_of(fast) == _state_of(slow)


def test_the_search_plays_out_in_the_loop_with_the_games_policy() -> None:
    config = search_config("scharwenzel")
    assert config.playout is scharwenzel.playout
    assert config.playout.policy is config.rollout is scharwenzel.rollout
