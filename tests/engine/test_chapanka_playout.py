"""Chapanka's card step in the playout (``heuristics.chapanka.card_step``) where the shared trick
games' test (``test_trick_playout.py``) seldom takes it: a seat with the right to a Pancerola,
free to renounce in tricks 1-9 and bound to follow from trick 10. The loop works the legal
cards and the policy's card out in one pass over the hand, so every branch of that rule is
compared with the step loop (the game's legal actions and :func:`rollout`): the same
history, whole state, result and generator state."""

from __future__ import annotations

import random

import engine
from engine.bots.heuristics import chapanka as heuristics
from engine.bots.ismcts import play_out
from engine.bots.positions import random_positions
from engine.bots.sampling import SeatRandom
from engine.games.chapanka import PHASE_PLAY
from tests.engine.test_trick_playout import _state_of


def test_the_loop_plays_a_free_pancerola_as_the_step_loop() -> None:
    spec = engine.game("chapanka")
    compared = announced = 0
    for i, position in enumerate(random_positions(spec, 60, seed=5)):
        seat = position.current_player
        assert seat is not None
        sample = position.determinize(seat, SeatRandom(i))
        if sample.phase != PHASE_PLAY or sample.pancerola is not None:
            continue
        for right in range(4):
            for draw in range(3):
                slow, fast = sample.clone(), sample.clone()
                for state in (slow, fast):
                    state.pancerola_right = right
                rng_slow, rng_fast = random.Random(draw), random.Random(draw)
                done = play_out(slow, heuristics.rollout, rng_slow, 3000)
                assert heuristics.playout_loop(fast, heuristics.rollout, rng_fast, 3000) == done
                assert fast.history == slow.history
                assert _state_of(fast) == _state_of(slow)
                assert fast.deal_result() == slow.deal_result()
                assert rng_fast.getstate() == rng_slow.getstate()
                compared += 1
                announced += slow.pancerola == right
    # Free renounces while holding the suit led (the Pancerola announced) were played.
    assert compared > 200
    assert announced > 20
