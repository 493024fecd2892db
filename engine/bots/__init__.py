"""Computer opponents for every game: ``make(level, spec, seed)``.

Levels, weakest first:

``random``  any legal move.
``easy``    the game's rules of thumb (``engine.bots.heuristics.<game>``) with occasional slips;
            a game without rules of thumb gets a very small search instead.
``normal``  a small ISMCTS search in-process, with the game's playout policy, inference,
            match-aware rewards, root rules and tree reuse.
``strong``  the same search at twice the old strong budget (a game's ``strong_factor``
            times it where more search was shown to win), capped at ``STRONG_SECONDS`` per
            decision, root-parallel in one worker process per core (at most
            ``MAX_WORKERS``); where the game can solve the last tricks exactly (the
            ``endgame`` hook: 1001), it plays them by that instead of searching.

``baseline`` (not offered to players) is the strong level as it was before the playout
policies (random playouts except Kaschlan, 2 workers, iterations only), kept so that
benchmarks can measure progress against a fixed opponent.

An explicit ``iterations=`` budget has no time cap, so a given seed and worker count always
give the same decisions; ``seconds=`` gives a time budget instead (not reproducible).
``workers=1`` searches in the calling process (tests; machines with one core).
"""

from __future__ import annotations

import os

from engine.bots.heuristics import for_game
from engine.bots.hooks import hooks_for
from engine.bots.ismcts import SearchConfig
from engine.bots.parallel import shutdown
from engine.bots.players import Bot, HeuristicBot, Hint, RandomBot, SearchBot
from engine.contract import GameSpec

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "strong")
#: Levels for benchmarks only (tournaments), never offered in the GUI.
BENCHMARK_LEVELS: tuple[str, ...] = ("baseline",)

#: ``normal`` searches an eighth of the strong budget in one process.
NORMAL_SHARE = 8
EASY_ITERATIONS = 40
#: ``strong`` searches this many times the game's ``Hooks.strong_iterations``, within the cap
#: (each game's budget: on a quiet 2-core machine the median decision takes about 0.3 s and
#: the slowest about 0.6 s, which leaves room for a busy machine; docs/bots.md).
STRONG_FACTOR = 2
#: Wall-clock cap of a default ``strong`` decision, in seconds (the search stops at whichever
#: of the iteration budget and the cap comes first).
STRONG_SECONDS = 1.0
#: Worker processes of ``baseline`` (as the old ``strong``) and the most ``strong`` uses.
BASELINE_WORKERS = 2
MAX_WORKERS = 4


def available_cores() -> int:
    """Cores this process may run on (its affinity, where the OS tells), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


#: ``strong``'s default worker count: one per core, at most ``MAX_WORKERS``.
STRONG_WORKERS = max(1, min(MAX_WORKERS, available_cores()))


def _spec(spec: GameSpec | str) -> GameSpec:
    if isinstance(spec, GameSpec):
        return spec
    import engine

    return engine.game(spec)


def search_config(game_id: str) -> SearchConfig:
    """The search settings for a game: generic, plus what its heuristic module offers."""
    hooks = hooks_for(game_id)
    config = SearchConfig()
    config.rollout = hooks.rollout
    config.playout = hooks.playout
    config.deal_value = hooks.deal_value
    config.likelihood = hooks.likelihood
    if hooks.infer_from_play:
        config.inference = hooks.play_model()
    config.match_value = hooks.match_value
    config.prune = hooks.prune
    config.prune_reason = hooks.prune_reason
    config.endgame = hooks.endgame
    config.policy_plays = hooks.policy_plays
    config.score_sign = hooks.score_sign
    if hooks.rank_weight is not None:
        config.rank_weight = hooks.rank_weight
    if hooks.exploration is not None:
        config.exploration = hooks.exploration
    return config


def strong_iterations(game_id: str) -> int:
    """The game's ``strong`` budget before the factor (its ``Hooks.strong_iterations``)."""
    return hooks_for(game_id).strong_iterations


def strong_budget(game_id: str) -> int:
    """``strong``'s default iterations per decision in ``game_id`` (summed over its workers):
    the base times the game's own ``strong_factor`` where it has one."""
    hooks = hooks_for(game_id)
    factor = STRONG_FACTOR if hooks.strong_factor is None else hooks.strong_factor
    return hooks.strong_iterations * factor


def level_iterations(level: str, game_id: str) -> int | None:
    """The default iterations a decision of ``level`` searches in ``game_id`` (None: a level
    without a search budget, ``random``). One place, so that the bots, the coach, the
    tournaments and an old version asked through :mod:`engine.bots.frozen_bridge` agree."""
    if level == "strong":
        return strong_budget(game_id)
    base = strong_iterations(game_id)
    return {
        "easy": EASY_ITERATIONS,
        "normal": max(1, base // NORMAL_SHARE),
        "baseline": base,
    }.get(level)


def make(
    level: str,
    spec: GameSpec | str,
    seed: int = 0,
    iterations: int | None = None,
    seconds: float | None = None,
    workers: int | None = None,
) -> Bot:
    """A bot of ``level`` for the game ``spec`` (a GameSpec or a game id).

    ``iterations``/``seconds`` override the level's search budget (search levels only);
    ``workers`` the number of search processes (default: 2 for ``strong``, else 1).
    """
    if level not in LEVELS + BENCHMARK_LEVELS:
        raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    for name, value in (("iterations", iterations), ("workers", workers)):
        if value is not None and (
            isinstance(value, bool) or not isinstance(value, int) or value < 1
        ):
            raise ValueError(f"{name} must be a positive whole number, not {value!r}")
    if seconds is not None and not seconds > 0:
        raise ValueError(f"seconds must be positive, not {seconds!r}")
    spec = _spec(spec)
    if level == "random":
        return RandomBot(spec, seed)
    module = for_game(spec.id)
    config = search_config(spec.id)
    if level != "strong":
        config.endgame = None  # exact endgames are what sets strong apart (docs/bots.md)
    if level == "baseline":
        # The playout policy ``baseline`` used then (only Kaschlan had one), kept frozen under
        # its own name, never the live ``rollout`` that ``normal``/``strong`` improve.
        config.rollout = hooks_for(spec.id).baseline_rollout
        config.likelihood = None
        config.inference = None
        config.match_value = None
        config.prune = None
        config.prune_reason = None
        config.policy_plays = None
        # The UCB constant and reward mix it was measured with, whatever a game tunes now.
        frozen = SearchConfig()
        config.exploration = frozen.exploration
        config.rank_weight = frozen.rank_weight
        level_workers = BASELINE_WORKERS
    else:
        level_workers = STRONG_WORKERS if level == "strong" else 1
    if iterations is None and seconds is None:
        iterations = level_iterations(level, spec.id)
        if level == "strong":
            seconds = STRONG_SECONDS
    if level == "easy":
        if module is not None and hasattr(module, "choose"):
            return HeuristicBot(spec, seed, module, noise=0.15)
        config.rollout = None
    if workers is None:
        workers = level_workers
    # Tree reuse for the real searches; easy's tiny search and the frozen baseline without.
    reuse = level in ("normal", "strong")
    return SearchBot(level, spec, seed, iterations, seconds, workers, config, reuse)


__all__ = ["BENCHMARK_LEVELS", "LEVELS", "Bot", "Hint", "make", "shutdown"]
