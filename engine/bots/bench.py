"""``python -m engine.bots.bench``: what a search costs in every registered game.

Per game it prints the raw costs the search is built from (a random playout step, a
determinization), the ISMCTS cost per simulation in one process (µs per iteration), and the
``strong`` bot's wall-clock decision time at its default budget with its worker processes
(median and worst over the sampled decisions). A benchmark, not a test: numbers depend on the
machine and its load. The first line is what starting the worker pool costs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

import engine
from engine import cli_values
from engine.bots import STRONG_WORKERS, make, parallel, search_config
from engine.bots.ismcts import search
from engine.bots.positions import random_positions
from engine.contract import GameState


def _step_and_determinize(positions: list[GameState], rng: random.Random) -> tuple[float, float]:
    steps = 0
    start = time.perf_counter()
    for pos in positions:
        d = pos.clone()
        while d.current_player is not None:
            d.apply(rng.choice(d.legal_actions()))
            steps += 1
    step_us = (time.perf_counter() - start) / max(1, steps) * 1e6
    start = time.perf_counter()
    for pos in positions:
        for _ in range(10):
            pos.determinize(_mover(pos), rng)
    det_us = (time.perf_counter() - start) / (10 * len(positions)) * 1e6
    return step_us, det_us


def _mover(state: GameState) -> int:
    seat = state.current_player
    assert seat is not None  # random_positions gives positions with a decision to make
    return seat


def bench_game(game_id: str, positions: int, iterations: int, decisions: int) -> dict[str, Any]:
    """Measure one game; see the module docstring for what each figure means."""
    spec = engine.game(game_id)
    pos = random_positions(spec, positions, seed=11)
    rng = random.Random(5)
    step_us, det_us = _step_and_determinize(pos, rng)
    config = search_config(game_id)
    start = time.perf_counter()
    for p in pos:
        search(p, _mover(p), random.Random(1), iterations, None, config)
    sim_us = (time.perf_counter() - start) / (iterations * len(pos)) * 1e6
    bot: Any = make("strong", spec, seed=3)  # the strong bot: warm_up and iterations
    bot.warm_up()
    times = []
    for p in random_positions(spec, decisions, seed=29):
        start = time.perf_counter()
        bot.choose(p, _mover(p))
        times.append(time.perf_counter() - start)
    return {
        "game": game_id,
        "step_us": step_us,
        "determinize_us": det_us,
        "sim_us": sim_us,
        "strong_iterations": bot.iterations,
        "decision_median_s": statistics.median(times),
        "decision_worst_s": max(times),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.bots.bench", description=__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    positive = cli_values.positive_int
    parser.add_argument("--positions", type=positive, default=20, help="positions for µs/iteration")
    parser.add_argument("--iterations", type=positive, default=200, help="iterations per position")
    parser.add_argument("--decisions", type=positive, default=30, help="strong decisions timed")
    args = parser.parse_args(argv)
    games = args.games or list(engine.GAMES)
    unknown = [g for g in games if g not in engine.GAMES]
    if unknown:
        parser.error(f"unknown game {', '.join(unknown)}; games: {', '.join(engine.GAMES)}")
    start = time.perf_counter()
    parallel.warm_up(STRONG_WORKERS)
    pool_s = time.perf_counter() - start
    print(f"worker pool start ({STRONG_WORKERS} spawned processes): {pool_s:.2f} s")
    print(
        f"{'game':<16} {'step µs':>8} {'determ. µs':>10} {'µs/sim':>8} "
        f"{'strong its':>10} {'median s':>9} {'worst s':>8}"
    )
    failed = 0
    for game_id in games:
        try:
            r = bench_game(game_id, args.positions, args.iterations, args.decisions)
        except Exception as exc:  # a game still being written must not stop the others
            print(f"{game_id:<16} failed: {type(exc).__name__}: {exc}")
            failed += 1
            continue
        print(
            f"{r['game']:<16} {r['step_us']:>8.1f} {r['determinize_us']:>10.1f} "
            f"{r['sim_us']:>8.1f} {r['strong_iterations']:>10} "
            f"{r['decision_median_s']:>9.3f} {r['decision_worst_s']:>8.3f}"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
