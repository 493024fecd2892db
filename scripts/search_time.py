"""Time a game's search in plain steps, alternating it with the plain step in one process.

Why: on the shared 2-core machine the load moves every time measured, so the search is
timed in runs, each followed at once by the plain step (``engine.bots.plainstep``) for as
long, and only their ratio is kept; comparing two versions (or two settings), the ratio of
their ratios, run against run, says what changed. Instructions (``search_instructions.py``)
do not move with the load, but the time per instruction is not the same for the search and
the plain step (docs/bots.md, "Search cost").

``python scripts/search_time.py [--runs N] [--positions P] [--iterations I] [--gc] [GAME...]``
prints per game the µs per simulation and the ratio of each run (CPU time; the bench's
positions, fresh for every run, so no run reuses another's per-position work; one warm-up
run first, not counted) as one JSON line. With ``--gc`` every run is made under each of the
garbage-collector settings in turn (rotated): as it is, disabled, generation-0 threshold ten
times higher, ``gc.freeze()`` before the search; plus the share of the search's time the
collector took (``gc.callbacks``) and its collections. To compare two versions, run it
alternately from each version's tree (``git archive COMMIT | tar -x -C DIR``, then
``PYTHONPATH=DIR python DIR/scripts/search_time.py``).
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from engine.bots import plainstep, search_config  # noqa: E402
from engine.bots.ismcts import search  # noqa: E402
from engine.bots.positions import random_positions  # noqa: E402


@contextmanager
def as_it_is() -> Iterator[None]:
    yield


@contextmanager
def disabled() -> Iterator[None]:
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


@contextmanager
def gen0_tenfold() -> Iterator[None]:
    old = gc.get_threshold()
    gc.set_threshold(old[0] * 10, old[1], old[2])
    try:
        yield
    finally:
        gc.set_threshold(*old)


@contextmanager
def frozen() -> Iterator[None]:
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


SETTINGS: dict[str, Callable[[], Any]] = {
    "gc as it is": as_it_is,
    "gc disabled": disabled,
    "gen0 x10": gen0_tenfold,
    "gc.freeze": frozen,
}


class CollectorClock:
    """Time and count the collector's runs per generation (``gc.callbacks``)."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.runs = [0, 0, 0]
        self._start = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.seconds += time.perf_counter() - self._start
            self.runs[info["generation"]] += 1


def plain_us(rng: random.Random, seconds: float) -> float:
    """µs of CPU time per plain card, over plain deals for ``seconds`` of CPU time."""
    cards = 0
    start = time.process_time()
    while True:
        cards += plainstep.play_out(rng)
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return elapsed / cards * 1e6


def measure(game: str, runs: int, positions: int, iterations: int, settings: list[str]) -> Any:
    spec = engine.game(game)
    config = search_config(game)
    rng = random.Random(1)
    out: dict[str, Any] = {name: {"sim_us": [], "ratio": []} for name in settings}
    clock = CollectorClock()
    for run in range(-1, runs):  # run -1: warm-up
        turn = run % len(settings)
        for name in settings[turn:] + settings[:turn]:
            pos = random_positions(spec, positions, seed=11)
            gc.callbacks.append(clock)
            wall = time.perf_counter()
            start = time.process_time()
            with SETTINGS[name]():
                for p in pos:
                    seat = p.current_player
                    assert seat is not None
                    search(p, seat, random.Random(1), iterations, None, config)
            took = time.process_time() - start
            wall = time.perf_counter() - wall
            gc.callbacks.remove(clock)
            sim = took / (positions * iterations) * 1e6
            ratio = sim / plain_us(rng, took)
            if run >= 0:
                out[name]["sim_us"].append(round(sim, 2))
                out[name]["ratio"].append(round(ratio, 2))
                if name == "gc as it is":
                    out[name].setdefault("gc_share", []).append(round(clock.seconds / wall, 4))
                    out[name].setdefault("gc_runs", []).append(clock.runs)
            clock.seconds, clock.runs = 0.0, [0, 0, 0]
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="search_time.py", description=__doc__)
    parser.add_argument("games", nargs="*")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--gc", action="store_true", help="also under other collector settings")
    args = parser.parse_args(argv)
    settings = list(SETTINGS) if args.gc else ["gc as it is"]
    for game in args.games or list(engine.GAMES):
        found = measure(game, args.runs, args.positions, args.iterations, settings)
        print(json.dumps({"game": game, **found}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
