"""The cheaper search of issue #44 item 7 decides as before: same decisions, same visits.

Why: the speed-ups (a game's playout in one fast loop, cheaper steps) must change what a
simulation costs, never what it finds. The digests below were computed with the code before
them (bots at 2022a12): for every game, six positions of random matches searched with the
game's own settings (120 iterations, fixed seeds), every root move's visits and summed
reward and the move chosen, plus the ``normal`` bot's decision (its own budget, root rules
and tree reuse) at the same positions. Kaschlan, whose playout changed most, is also pinned
at 2, 3 and 5 players, with the coachman and the 52-card pack, and with the frozen
``baseline`` level's playout policy (which has no fast loop and must keep its own).

Bolachen's search left its auction below the root to the playout policy later (stop 53,
``policy_plays``), a change of decisions on purpose: its old digest is still checked with
the tree in the auction (``bolachen-tree-auction``), and ``bolachen`` pins the new ones.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
from typing import Any

import pytest

import engine
from engine.bots import make, search_config
from engine.bots.ismcts import RolloutPolicy, SearchConfig, best_action, play_out, search
from engine.bots.positions import random_positions
from engine.bots.sampling import SeatRandom
from engine.contract import GameState

#: Each case: (game, players, options, level whose search settings are used).
CASES: dict[str, tuple[str, int | None, dict[str, Any] | None, str]] = {
    "kaschlan": ("kaschlan", None, None, "normal"),
    "kaschlan-2": ("kaschlan", 2, None, "normal"),
    "kaschlan-3": ("kaschlan", 3, None, "normal"),
    "kaschlan-5-coachman-52": ("kaschlan", 5, {"coachman": True, "pack": 52}, "normal"),
    "kaschlan-4-rotate-24": ("kaschlan", 4, {"rotate_attacker": True, "pack": 24}, "normal"),
    "kaschlan-baseline": ("kaschlan", None, None, "baseline"),
    "tausendundeins": ("tausendundeins", None, None, "normal"),
    "bolachen": ("bolachen", None, None, "normal"),
    "bolachen-tree-auction": ("bolachen", None, None, "normal"),
    "scharwenzel": ("scharwenzel", None, None, "normal"),
    "chapanka": ("chapanka", None, None, "normal"),
}

#: Cases searched as before ``policy_plays``: the tree also below the root before card play.
TREE_IN_THE_AUCTION = {"bolachen-tree-auction"}

#: case -> digest of its searches and decisions (see the module docstring).
DIGESTS = {
    "kaschlan": "6e2305c5a2a89e94",
    "kaschlan-2": "a6fa96c31a395fee",
    "kaschlan-3": "abc3f360b22aec32",
    "kaschlan-5-coachman-52": "9064238da324993a",
    "kaschlan-4-rotate-24": "f280ea04e4cfe628",
    "kaschlan-baseline": "98c85c496f3a0ea0",
    "tausendundeins": "99570ffd59b30b73",
    "bolachen": "85caea0ba5197c39",
    "bolachen-tree-auction": "88485767dec28902",
    "scharwenzel": "1da053c1e1958705",
    "chapanka": "58f6fa6658f6e106",
}


def _config(game: str, level: str) -> SearchConfig:
    """The search settings of ``level`` as ``make`` gives them to its bot."""
    bot: Any = make(level, game, seed=5)
    config = bot.config
    assert isinstance(config, SearchConfig)
    return config


def _digest(case: str) -> str:
    game, players, options, level = CASES[case]
    spec = engine.game(game)
    config = _config(game, level) if level != "normal" else search_config(game)
    bot: Any = make(level, spec, seed=5, workers=1)
    if case in TREE_IN_THE_AUCTION:
        config = dataclasses.replace(config, policy_plays=None)
        bot.config.policy_plays = None
    out = []
    for p in random_positions(spec, 6, seed=41, players=players, options=options):
        seat = p.current_player
        assert seat is not None
        result = search(p, seat, random.Random(3), 120, None, config)
        stats = sorted((text, st.visits, round(st.reward, 9)) for text, st in result.stats.items())
        chosen = best_action(result, p.legal_actions()).text
        out.append(repr((chosen, stats, bot.choose(p.clone(), seat).text)))
    bot.close()
    return hashlib.sha256("|".join(out).encode()).hexdigest()[:16]


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_search_decides_and_visits_as_before_the_speed_ups(case: str) -> None:
    assert _digest(case) == DIGESTS[case]


def _step_by_step(d: GameState, rollout: RolloutPolicy | None, rng: random.Random) -> None:
    """The search's step loop as it was written with ``legal_fast`` and ``apply_fast``."""
    while d.current_player is not None:
        legal = d.legal_fast()
        n = len(legal)
        if n == 1:
            action = legal[0]
        else:
            chosen = rollout(d, legal, rng) if rollout is not None else None
            action = chosen if chosen is not None else legal[int(rng.random() * n)]
        d.apply_fast(action)


@pytest.mark.parametrize("game", sorted(engine.GAMES))
@pytest.mark.parametrize("policy", ["game", "random"])
def test_the_step_loop_plays_what_legal_fast_and_apply_fast_play(game: str, policy: str) -> None:
    """``play_out`` asks the game's list and applies moves itself (two calls fewer a step):
    the same moves, history, state and generator as through the public fast paths."""
    rollout = search_config(game).rollout if policy == "game" else None
    for i, p in enumerate(random_positions(engine.game(game), 8, seed=61)):
        seat = p.current_player
        assert seat is not None
        sample = p.determinize(seat, SeatRandom(i))
        mine, theirs = sample.clone(), sample.clone()
        rng_mine, rng_theirs = random.Random(i), random.Random(i)
        assert play_out(mine, rollout, rng_mine, 3000)
        _step_by_step(theirs, rollout, rng_theirs)
        assert mine.history == theirs.history
        assert mine == theirs
        assert mine.deal_result() == theirs.deal_result()
        assert rng_mine.getstate() == rng_theirs.getstate()
