"""Kaschlan's playout loop (``heuristics.kaschlan.playout_loop``) plays what the search's
step loop plays: the same moves, history, final state and generator state, for both playout
policies, every table size and option, and when cut short by the step limit."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine
from engine.bots import search_config
from engine.bots.heuristics import kaschlan
from engine.bots.ismcts import FastPlayout, play_out, search
from engine.bots.positions import random_positions
from engine.bots.sampling import SeatRandom
from engine.cards import INDEX
from engine.contract import GameState

SETTINGS: list[tuple[int, dict[str, Any] | None]] = [
    (2, None),
    (3, None),
    (4, None),
    (5, {"coachman": True, "pack": 52}),
    (4, {"rotate_attacker": True, "pack": 24}),
    (3, {"coachman": True}),
]


def _state_of(state: GameState) -> dict[str, Any]:
    """Everything a playout changes, comparable with ``==``."""
    out = dict(vars(state))
    sheet = out.pop("sheet")
    out["sheet"] = (sheet.rows, sheet.totals)
    return out


def _pairs(players: int, options: dict[str, Any] | None, count: int) -> list[GameState]:
    """Search samples of random positions: what the loop is given (no record kept)."""
    spec = engine.game("kaschlan")
    out = []
    for i, p in enumerate(
        random_positions(spec, count, seed=players, players=players, options=options)
    ):
        seat = p.current_player
        assert seat is not None
        out.append(p.determinize(seat, SeatRandom(i)))
    return out


@pytest.mark.parametrize(("players", "options"), SETTINGS)
@pytest.mark.parametrize("policy", [kaschlan.rollout, kaschlan.rollout_baseline])
@pytest.mark.parametrize("max_steps", [3000, 4])
def test_the_loop_plays_the_step_loops_playout(
    players: int, options: dict[str, Any] | None, policy: Any, max_steps: int
) -> None:
    ended = 0
    for i, sample in enumerate(_pairs(players, options, 25)):
        slow, fast = sample.clone(), sample.clone()
        rng_slow, rng_fast = random.Random(i), random.Random(i)
        done_slow = play_out(slow, policy, rng_slow, max_steps)
        done_fast = kaschlan.playout_loop(fast, policy, rng_fast, max_steps)
        assert done_fast == done_slow
        assert fast.history == slow.history
        assert _state_of(fast) == _state_of(slow)
        assert rng_fast.getstate() == rng_slow.getstate()
        ended += done_slow
    # Whole playouts were compared, and (with the low limit) playouts cut short.
    assert ended == 25 if max_steps == 3000 else ended < 25


def test_the_loop_keeps_the_record_of_a_recording_state() -> None:
    """On a real state (its events noted) the loop notes what ``apply_fast`` notes."""
    for i, p in enumerate(random_positions(engine.game("kaschlan"), 10, seed=9)):
        slow, fast = p.clone(), p.clone()
        play_out(slow, kaschlan.rollout, random.Random(i), 3000)
        kaschlan.playout_loop(fast, kaschlan.rollout, random.Random(i), 3000)
        assert fast.events() == slow.events()
        assert _state_of(fast) == _state_of(slow)


def test_the_search_runs_the_loop_only_for_its_own_policy() -> None:
    """A level that plays out with another policy (``baseline``, a coach's) keeps the step
    loop: a loop that fails when run shows which one ran."""

    def broken(state: GameState, policy: Any, rng: random.Random, max_steps: int) -> bool:
        raise AssertionError("the fast loop ran")

    p = random_positions(engine.game("kaschlan"), 1, seed=4)[0]
    seat = p.current_player
    assert seat is not None
    config = search_config("kaschlan")
    assert config.playout is not None and config.playout.policy is config.rollout
    config.playout = FastPlayout(kaschlan.rollout, broken)
    with pytest.raises(AssertionError, match="the fast loop ran"):
        search(p, seat, random.Random(1), 20, None, config)
    config.rollout = kaschlan.rollout_baseline
    assert search(p, seat, random.Random(1), 20, None, config).iterations == 20
    config.rollout = None
    assert search(p, seat, random.Random(1), 20, None, config).iterations == 20


@pytest.mark.parametrize(("players", "options"), SETTINGS)
def test_whole_bouts_meet_the_step_limit_as_the_step_loop_does(
    players: int, options: dict[str, Any] | None
) -> None:
    """The loop plays a whole bout at once (``kaschlan._bout``) only where it fits under the
    step limit and steps singly after it: cut at every limit from one bout's length to a
    few bouts past it, the state, history and generator are the step loop's."""
    bouts = 0
    for i, sample in enumerate(_pairs(players, options, 6)):
        for max_steps in range(kaschlan.BOUT_STEPS, kaschlan.BOUT_STEPS + 40):
            slow, fast = sample.clone(), sample.clone()
            rng_slow, rng_fast = random.Random(i), random.Random(i)
            done_slow = play_out(slow, kaschlan.rollout, rng_slow, max_steps)
            done_fast = kaschlan.playout_loop(fast, kaschlan.rollout, rng_fast, max_steps)
            assert done_fast == done_slow
            assert fast.history == slow.history
            assert _state_of(fast) == _state_of(slow)
            assert rng_fast.getstate() == rng_slow.getstate()
            bouts += not done_slow
    assert bouts  # some playouts were cut short, past a bout played whole


def test_the_bout_is_played_whole_in_the_search() -> None:
    """The search's playouts go through ``_bout`` (the whole-bout path is not dead code)."""
    calls = []
    real = kaschlan._bout

    def counted(*args: Any) -> int:
        calls.append(1)
        return real(*args)

    p = random_positions(engine.game("kaschlan"), 1, seed=4)[0]
    seat = p.current_player
    assert seat is not None
    kaschlan._bout = counted  # type: ignore[assignment]
    try:
        search(p, seat, random.Random(1), 20, None, search_config("kaschlan"))
    finally:
        kaschlan._bout = real  # type: ignore[assignment]
    assert len(calls) >= 20


@pytest.mark.parametrize("pack", [32, 24, 52])
def test_the_attack_is_the_policys_over_random_hands(pack: int) -> None:
    """``kaschlan._attack`` (card by card, no legal list) plays what the step loop plays with
    :func:`kaschlan.rollout` over the game's list of attacks, with the same draws: random
    hands of one to twelve cards against random defenders, every trump, ties of cost and
    size between rank groups included (the 52-card pack has them)."""
    spec = engine.game("kaschlan")
    rng = random.Random(pack)
    state: Any = spec.new_game(players=2, seed=pack, options={"pack": pack})
    cards = [INDEX[c] for c in state.pack]
    for i in range(1500):
        rng.shuffle(cards)
        k, j = rng.randint(1, 12), rng.randint(1, 10)
        state.trump = rng.choice("SHDC")
        state.hands = [sum(1 << c for c in cards[:k]), sum(1 << c for c in cards[k : k + j])]
        state.attacker, state.defender = 0, 1
        hand, defender = state.hands
        legal = state._attack_actions(hand)
        slow_rng, fast_rng = random.Random(i), random.Random(i)
        if len(legal) == 1:  # the step loop's forced move: nothing drawn
            slow = legal[0]
        else:
            slow = (
                kaschlan.rollout(state, legal, slow_rng)
                or legal[int(slow_rng.random() * len(legal))]
            )
        fast = kaschlan._attack(hand, defender, defender.bit_count(), state.trump, fast_rng)
        assert fast.text == slow.text, (i, state.trump, state.hand(0), state.hand(1))
        assert fast_rng.getstate() == slow_rng.getstate()


def test_the_bouts_module_steps_are_the_states_methods() -> None:
    """The steps the playout's bout and the end of a bout call as module functions (a
    sample's methods are found by CPython's generic lookup, dearer) are the state's very
    methods, so a change to a method is the change the playout makes."""
    from engine.games import kaschlan as game

    state_class = game.KaschlanState
    for name in ("refill", "went_out", "bystanders", "take", "end_bout", "next_roles"):
        assert getattr(game, name) is getattr(state_class, "_" + name), name
    assert game.begin_bout is state_class._begin_bout
