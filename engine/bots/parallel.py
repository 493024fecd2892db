"""Root-parallel search in worker processes, for the ``strong`` level.

Why processes: the search is pure Python, so threads would share one interpreter lock; two
processes use both cores. Each worker grows its own tree from the same position with its own
seed and returns visit statistics per action *text* (Actions are interned per process); the
parent sums them ("root parallelisation", Chaslot et al. 2008).

Why "spawn": the GUI calls the bot from a Qt worker thread, and forking a threaded Qt process
can deadlock the child. Spawned workers import the engine afresh; the pool is created on first
use, shared by every bot that asks for the same number of workers, and shut down at exit.
"""

from __future__ import annotations

import atexit
import importlib
import io
import multiprocessing
import multiprocessing.util
import pickle
import random
import threading
from collections.abc import Callable
from concurrent.futures import CancelledError, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from engine.bots.ismcts import (
    EndgameValue,
    Node,
    SearchConfig,
    SearchResult,
    merge_endgame,
    search,
)
from engine.bots.parent_watch import watched_pool
from engine.bots.reuse import reuse_from
from engine.contract import GameSpec, GameState

_LOCK = threading.Lock()
_POOLS: dict[int, ProcessPoolExecutor] = {}


def get_pool(workers: int) -> ProcessPoolExecutor:
    """The shared pool with ``workers`` processes, created on first use."""
    with _LOCK:
        pool = _POOLS.get(workers)
        if pool is None:
            pool = watched_pool(workers)
            _POOLS[workers] = pool
        return pool


def shutdown() -> None:
    """Stop every worker process (registered with atexit; safe to call more than once)."""
    with _LOCK:
        pools = list(_POOLS.values())
        _POOLS.clear()
    for pool in pools:
        pool.shutdown(wait=True, cancel_futures=True)


atexit.register(shutdown)
# A pool started inside a worker process (the coach's play-time worker starts one) must be
# shut down before that process, on its way out, joins its children (multiprocessing's exit
# function, which runs before atexit there): otherwise each waits for the other for good.
multiprocessing.util.Finalize(None, shutdown, exitpriority=100)


def warm_up(workers: int) -> None:
    """Start the worker processes now (they take a moment to import the engine)."""
    pool = get_pool(workers)
    for future in [pool.submit(_ping) for _ in range(workers)]:
        future.result()


def _ping() -> int:
    return 0


class _StatePickler(pickle.Pickler):
    """Pickles a state but refers to its GameSpec by module (specs hold functions)."""

    def persistent_id(self, obj: Any) -> Any:
        if isinstance(obj, GameSpec):
            return ("spec", obj.state_class.__module__)
        return None


class _StateUnpickler(pickle.Unpickler):
    def persistent_load(self, pid: Any) -> Any:
        kind, module = pid
        if kind != "spec":
            raise pickle.UnpicklingError(f"unknown persistent id {pid!r}")
        return importlib.import_module(module).SPEC


def pack_state(state: GameState) -> tuple[str, Any]:
    """The state in a form a worker can rebuild: pickled (fast), or the save text if some
    attribute cannot be pickled (the worker then replays the match through the rules)."""
    buffer = io.BytesIO()
    try:
        _StatePickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(state)
    except Exception:  # any unpicklable attribute: fall back to the save format
        return ("json", state.to_json())
    return ("pickle", buffer.getvalue())


def unpack_state(packed: tuple[str, Any]) -> GameState:
    kind, data = packed
    if kind == "pickle":
        state: GameState = _StateUnpickler(io.BytesIO(data)).load()
        return state
    import engine

    return engine.load(data)


#: Trees kept by this worker process for reuse: reuse token -> (position key, decision seed,
#: tree). Only the last few bots' trees are kept.
_TREES: dict[str, tuple[tuple[Any, ...], int, Node]] = {}
_MAX_TREES = 8

#: A request to reuse trees: (token of the bot and seat, position key, decision seed).
Reuse = tuple[str, tuple[Any, ...], int]


def run_search(
    packed: tuple[str, Any],
    seat: int,
    seed: int,
    iterations: int | None,
    seconds: float | None,
    config: SearchConfig,
    reuse: Reuse | None = None,
) -> SearchResult:
    """Worker entry point: rebuild the state and search it with this worker's own seed.

    With ``reuse`` the search starts from this process's tree of the bot's last decision
    where the moves since lead into it. A tree grown for the *same* decision (this process
    ran both jobs of it) is not reused, or its simulations would be counted twice."""
    state = unpack_state(packed)
    tree = None
    if reuse is not None:
        token, key, decision = reuse
        found = _TREES.pop(token, None)
        if found is not None and found[1] != decision:
            tree = reuse_from(found[0], found[2], key)
    result = search(state, seat, random.Random(seed), iterations, seconds, config, tree)
    if reuse is not None and result.tree is not None:
        _TREES[reuse[0]] = (reuse[1], reuse[2], result.tree)
        while len(_TREES) > _MAX_TREES:
            del _TREES[next(iter(_TREES))]
    result.tree = None  # stays here: a tree is large and the parent needs only the root
    return result


_R = TypeVar("_R")


def in_pool(
    calls: list[tuple[Callable[..., _R], tuple[Any, ...]]],
    here: Callable[[], list[_R]],
    workers: int | None = None,
) -> list[_R]:
    """Run ``calls`` (function, arguments) in the shared pool of ``workers`` processes
    (default: one each, ``len(calls)``); if the workers could not start or died (a frozen
    app without multiprocessing support, the machine out of memory), or another thread shut
    the pool down meanwhile, the pool is dropped and ``here()`` does the same work in this
    process instead."""
    try:
        pool = get_pool(workers or len(calls))
        futures = [pool.submit(function, *args) for function, args in calls]
        return [future.result() for future in futures]
    except (BrokenProcessPool, CancelledError, OSError, RuntimeError):
        _discard(workers or len(calls))
        return here()


def split_jobs(seed: int, iterations: int | None, workers: int) -> list[tuple[int, int | None]]:
    """Each of ``workers`` searches' seed and share of ``iterations`` (None: each runs to
    the time cap), derived from the decision's ``seed``: the one split ``strong`` and the
    coach both use, so a search spread over workers gives the same answer wherever its
    parts run."""
    seeds = [random.Random(seed * 7919 + i).getrandbits(63) for i in range(workers)]
    if iterations is None:
        return [(s, None) for s in seeds]
    return [
        (s, iterations // workers + (1 if i < iterations % workers else 0))
        for i, s in enumerate(seeds)
    ]


def parallel_search(
    state: GameState,
    seat: int,
    seeds: list[int],
    iterations: list[int | None],
    seconds: float | None,
    config: SearchConfig,
    reuse: Reuse | None = None,
) -> SearchResult:
    """Search in ``len(seeds)`` workers of the shared pool and merge their statistics."""
    jobs = list(zip(seeds, iterations, strict=True))
    packed = pack_state(state)
    results = in_pool(
        [(run_search, (packed, seat, seed, its, seconds, config, reuse)) for seed, its in jobs],
        lambda: [
            search(state, seat, random.Random(seed), its, seconds, config) for seed, its in jobs
        ],
    )
    merged = SearchResult()
    for result in results:
        result.tree = None
        merged.merge(result)
    return merged


def run_endgame(
    packed: tuple[str, Any],
    seat: int,
    seed: int,
    seconds: float | None,
    config: SearchConfig,
    part: tuple[int, int],
) -> dict[str, EndgameValue] | None:
    """Worker entry point: this worker's part of the game's exact endgame (``Endgame``)."""
    assert config.endgame is not None  # parallel_endgame is only called with one
    return config.endgame(unpack_state(packed), seat, random.Random(seed), seconds, part)


def parallel_endgame(
    state: GameState,
    seat: int,
    seed: int,
    seconds: float | None,
    config: SearchConfig,
    workers: int,
) -> dict[str, EndgameValue] | None:
    """The game's exact endgame with its solves shared among ``workers`` processes of the
    shared pool: each draws the same samples (one seed) and solves its own share of them,
    so the merged values are those of one process (up to rounding) in about
    1/``workers`` of the time (issue #32: the solves that fit in ``strong``'s second)."""
    endgame = config.endgame
    assert endgame is not None
    packed = pack_state(state)
    parts = in_pool(
        [
            (run_endgame, (packed, seat, seed, seconds, config, (i, workers)))
            for i in range(workers)
        ],
        lambda: [endgame(state, seat, random.Random(seed), seconds)],
    )
    return merge_endgame(parts)


def _discard(workers: int) -> None:
    with _LOCK:
        pool = _POOLS.pop(workers, None)
    if pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)
