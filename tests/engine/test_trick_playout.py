"""The trick games' own playout loops (``playout_loop`` of ``heuristics.bolachen``,
``heuristics.scharwenzel`` and ``heuristics.chapanka``) play what the search's step loop
plays with the game's policy: the same moves, history, final state and generator state, at
every table size, from every phase, and when cut short by the step limit; and the search
runs them (the ``playout`` hook) for that policy."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

import pytest

import engine
from engine.bots import search_config
from engine.bots.heuristics import bolachen, chapanka, scharwenzel
from engine.bots.ismcts import play_out
from engine.bots.positions import random_positions
from engine.bots.sampling import SeatRandom
from engine.contract import GameState
from engine.games import bolachen as bolachen_game
from engine.games import chapanka as chapanka_game
from engine.games import scharwenzel as scharwenzel_game

#: game -> (its heuristics module, table sizes, the phase of card play).
LOOPS: dict[str, tuple[ModuleType, tuple[int, ...], int]] = {
    "scharwenzel": (scharwenzel, (4, 6, 8), scharwenzel_game.PLAYING),
    "chapanka": (chapanka, (4,), chapanka_game.PHASE_PLAY),
    "bolachen": (bolachen, (3,), bolachen_game.PLAYING),
}


def _state_of(state: GameState) -> dict[str, Any]:
    """Everything a playout changes, comparable with ``==`` (an object with slots, as the
    score sheet and the auction, by their contents)."""
    out = dict(vars(state))
    for name, value in out.items():
        slots = getattr(type(value), "__slots__", None)
        if slots and not isinstance(value, (str, tuple)):
            out[name] = [getattr(value, slot, None) for slot in slots]
    return out


def _samples(game: str, players: int, count: int) -> list[GameState]:
    """Search samples of random positions: what the loop is given (no record kept)."""
    spec = engine.game(game)
    out = []
    for i, p in enumerate(random_positions(spec, count, seed=players, players=players)):
        seat = p.current_player
        assert seat is not None
        out.append(p.determinize(seat, SeatRandom(i)))
    return out


CASES = [(game, players) for game, (_m, sizes, _p) in LOOPS.items() for players in sizes]


@pytest.mark.parametrize(("game", "players"), CASES)
@pytest.mark.parametrize("max_steps", [3000, 3])
def test_the_loop_plays_the_step_loops_playout(game: str, players: int, max_steps: int) -> None:
    module, _sizes, playing = LOOPS[game]
    ended = before_play = 0
    for i, sample in enumerate(_samples(game, players, 30)):
        before_play += vars(sample)["phase"] != playing
        slow, fast = sample.clone(), sample.clone()
        rng_slow, rng_fast = random.Random(i), random.Random(i)
        done_slow = play_out(slow, module.rollout, rng_slow, max_steps)
        done_fast = module.playout_loop(fast, module.rollout, rng_fast, max_steps)
        assert done_fast == done_slow
        assert fast.history == slow.history
        assert _state_of(fast) == _state_of(slow)
        assert fast.deal_result() == slow.deal_result()
        assert rng_fast.getstate() == rng_slow.getstate()
        ended += done_slow
    # Positions before the card play were among them (bids, exchanges), whole playouts were
    # compared, and (with the low limit) playouts cut short.
    assert before_play
    assert ended == 30 if max_steps == 3000 else ended < 30


@pytest.mark.parametrize("game", sorted(LOOPS))
def test_the_loop_keeps_the_record_of_a_recording_state(game: str) -> None:
    """On a real state (its events noted) the loop notes what ``apply_fast`` notes."""
    module = LOOPS[game][0]
    for i, p in enumerate(random_positions(engine.game(game), 10, seed=9)):
        slow, fast = p.clone(), p.clone()
        play_out(slow, module.rollout, random.Random(i), 3000)
        module.playout_loop(fast, module.rollout, random.Random(i), 3000)
        assert fast.events() == slow.events()
        assert _state_of(fast) == _state_of(slow)


@pytest.mark.parametrize("game", sorted(LOOPS))
def test_the_search_plays_out_in_the_loop_with_the_games_policy(game: str) -> None:
    module = LOOPS[game][0]
    config = search_config(game)
    assert config.playout is module.playout
    assert config.playout.policy is config.rollout is module.rollout


def test_a_trick_loop_takes_a_pick_and_texts_or_a_card_step_never_both_or_neither() -> None:
    from engine.bots.trick_playout import TrickPlayoutLoop

    texts = {"AS": "play AS"}
    with pytest.raises(ValueError):
        TrickPlayoutLoop(0)
    with pytest.raises(ValueError):
        TrickPlayoutLoop(0, chapanka._pick, None)
    with pytest.raises(ValueError):
        TrickPlayoutLoop(0, chapanka._pick, texts, card_step=chapanka.card_step)
    assert TrickPlayoutLoop(0, chapanka._pick, texts).card_step is None
    assert TrickPlayoutLoop(0, card_step=chapanka.card_step).pick is None
