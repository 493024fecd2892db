"""``python -m engine.bots.bench``: what a search costs in every registered game.

Per game it prints the raw costs the search is built from (a random playout step, a
determinization), the ISMCTS cost per simulation in one process (µs per iteration, CPU time
of the process), that cost in **plain steps** (:mod:`engine.bots.plainstep`: the µs per
played card of a plain object-style trick game, timed in slices between the game's own
work, so the ratio says what the code costs whatever the machine's load), the game's own
step per played card on the bots' path (deal set-up included, as in the plain step) and its
ratio to the plain step, and each level's wall-clock decision time at its default budget
and time cap (median and worst over the sampled decisions; ``strong`` with its worker
processes). A benchmark, not a test: numbers depend on the machine and its load. The first
line is what starting the worker pool costs.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from typing import Any

import engine
from engine import cli_values
from engine.bots import (
    BENCHMARK_LEVELS,
    LEVELS,
    STRONG_WORKERS,
    make,
    parallel,
    plainstep,
    search_config,
)
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


class PlainClock:
    """The plain step (:mod:`engine.bots.plainstep`) timed in slices between pieces of a
    game's own work, each slice as long as the piece before it: on a machine whose load
    changes by the second, the game and its yardstick then run under the same load, and
    their ratio says what the code costs (timed before and after instead, the ratio moved
    by a fifth between runs at a load average of 5)."""

    def __init__(self, seed: int = 1) -> None:
        self.rng = random.Random(seed)
        self.cards = 0
        self.seconds = 0.0

    def run(self, seconds: float) -> None:
        """Play plain deals for ``seconds`` of CPU time (at least one deal)."""
        start = time.process_time()
        while True:
            self.cards += plainstep.play_out(self.rng)
            elapsed = time.process_time() - start
            if elapsed >= seconds:
                break
        self.seconds += elapsed

    @property
    def us_per_card(self) -> float:
        return self.seconds / self.cards * 1e6 if self.cards else math.nan


def engine_card_us(
    game_id: str, seconds: float = 0.5, seed: int = 1, plain: PlainClock | None = None
) -> tuple[float, float]:
    """(µs per played card, µs per step) of whole deals played with random legal moves on
    the bots' path (no record, ``legal_fast``/``apply_fast``), CPU time, the deal's set-up
    (``next_deal``: shuffle, deal, discard lists) included. Per card, to compare with the
    plain step, which also counts dealing: every step of the deal (bids, exchanges) is
    timed, only the cards played are counted (NaN where no move is a ``play``: Kaschlan).
    ``plain``: timed after every match for as long as the match took."""
    spec = engine.game(game_id)
    rng = random.Random(seed)
    cards = steps = 0
    elapsed = 0.0
    match = 0
    while elapsed < seconds:
        state = spec.new_game(players=spec.default_players or spec.players[0], seed=seed + match)
        match += 1
        state.recording = False
        legal_of, apply = state.legal_fast, state.apply_fast
        start = time.process_time()
        while not state.is_over:
            if state.deal_over:
                state.next_deal()
                continue
            legal = legal_of()
            action = legal[rng.randrange(len(legal))]
            apply(action)
            steps += 1
            if action.text.startswith("play"):
                cards += 1
        took = time.process_time() - start
        elapsed += took
        if plain is not None:
            plain.run(took)
    per_card = elapsed / cards * 1e6 if cards else math.nan  # Kaschlan attacks and beats
    return per_card, elapsed / max(1, steps) * 1e6


def search_us(
    game_id: str, positions: list[GameState], iterations: int, plain: PlainClock | None = None
) -> float:
    """µs of CPU time per simulation of the game's search (``search_config``) in one
    process, over ``positions`` × ``iterations``; ``plain`` is timed after every position's
    search for as long as that search took."""
    config = search_config(game_id)
    elapsed = 0.0
    for p in positions:
        start = time.process_time()
        search(p, _mover(p), random.Random(1), iterations, None, config)
        took = time.process_time() - start
        elapsed += took
        if plain is not None:
            plain.run(took)
    return elapsed / (iterations * len(positions)) * 1e6


def decision_times(
    game_id: str, level: str, decisions: int, seed: int = 29
) -> tuple[float, float, int, float | None]:
    """(median s, worst s, budget, least share of the budget searched) of ``level``'s
    wall-clock decisions at its defaults (``strong``: its budget, time cap and workers), over
    positions of random matches. The share says whether the cap, not the budget, ended the
    searches on this machine at this load (None: no decision was searched)."""
    spec = engine.game(game_id)
    bot: Any = make(level, spec, seed=3)
    if hasattr(bot, "warm_up"):
        bot.warm_up()
    budget = getattr(bot, "iterations", 0) or 0
    times, shares = [], []
    for p in random_positions(spec, decisions, seed=seed):
        if budget:
            bot.last_result = None  # a decision a rule or a solve settles searches nothing
        start = time.perf_counter()
        bot.choose(p, _mover(p))
        times.append(time.perf_counter() - start)
        result = getattr(bot, "last_result", None)
        if budget and result is not None:
            shares.append(result.iterations / budget)
    return statistics.median(times), max(times), budget, min(shares) if shares else None


def bench_game(
    game_id: str,
    positions: int,
    iterations: int,
    decisions: int,
    levels: tuple[str, ...] = ("strong",),
    seconds: float = 0.3,
) -> dict[str, Any]:
    """Measure one game; see the module docstring for what each figure means. The plain
    step is timed in slices between the game's searches (the unit of ``sim_ratio``) and
    between its deals (the unit of ``step_ratio`` and ``card_ratio``): :class:`PlainClock`.
    ``plain_us`` is the mean of the two, ``plain_spread`` their difference (how much the
    load moved the yardstick between them); ``seconds``: CPU time of the game's own deals."""
    spec = engine.game(game_id)
    pos = random_positions(spec, positions, seed=11)
    rng = random.Random(5)
    step_us, det_us = _step_and_determinize(pos, rng)
    beside_search, beside_deals = PlainClock(), PlainClock()
    sim_us = search_us(game_id, pos, iterations, beside_search)
    card_us, engine_step_us = engine_card_us(game_id, seconds, plain=beside_deals)
    plain_search, plain_deals = beside_search.us_per_card, beside_deals.us_per_card
    row: dict[str, Any] = {
        "game": game_id,
        "step_us": step_us,
        "determinize_us": det_us,
        "sim_us": sim_us,
        "plain_us": (plain_search + plain_deals) / 2,
        "plain_search_us": plain_search,
        "plain_deals_us": plain_deals,
        "plain_spread": abs(plain_search - plain_deals),
        "sim_ratio": sim_us / plain_search,
        "card_us": card_us,
        "engine_step_us": engine_step_us,
        "card_ratio": card_us / plain_deals,
        "step_ratio": engine_step_us / plain_deals,
        "levels": {},
    }
    for level in levels:
        median, worst, budget, reached = decision_times(game_id, level, decisions)
        row["levels"][level] = (median, worst, budget, reached)
        if level == "strong":
            row["strong_iterations"] = budget
            row["decision_median_s"] = median
            row["decision_worst_s"] = worst
    return row


def _decisions(median: float, worst: float, budget: int, reached: float | None) -> str:
    """A level's decision times as printed: median / worst s (budget its, least share)."""
    if not budget:
        return f"{median:.3f} / {worst:.3f} (rules)"
    share = "" if reached is None else f", ≥{reached:.0%}"
    return f"{median:.3f} / {worst:.3f} ({budget} its{share})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.bots.bench", description=__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    positive = cli_values.positive_int
    parser.add_argument("--positions", type=positive, default=20, help="positions for µs/iteration")
    parser.add_argument("--iterations", type=positive, default=200, help="iterations per position")
    parser.add_argument("--decisions", type=positive, default=30, help="decisions timed per level")
    parser.add_argument(
        "--levels",
        default="strong",
        help="levels whose decisions are timed (e.g. easy,normal,strong)",
    )
    args = parser.parse_args(argv)
    games = args.games or list(engine.GAMES)
    unknown = [g for g in games if g not in engine.GAMES]
    if unknown:
        parser.error(f"unknown game {', '.join(unknown)}; games: {', '.join(engine.GAMES)}")
    levels = tuple(lvl for lvl in args.levels.split(",") if lvl)
    bad = [lvl for lvl in levels if lvl not in LEVELS + BENCHMARK_LEVELS]
    if bad:
        parser.error(f"unknown level {', '.join(bad)}; levels: {', '.join(LEVELS)}")
    start = time.perf_counter()
    parallel.warm_up(STRONG_WORKERS)
    pool_s = time.perf_counter() - start
    print(f"worker pool start ({STRONG_WORKERS} spawned processes): {pool_s:.2f} s")
    print(
        f"{'game':<16} {'step µs':>8} {'determ. µs':>10} {'µs/sim':>8} {'plain µs':>9} "
        f"{'sim/plain':>9} {'deal step µs':>12} {'step/plain':>10} {'card µs':>8}  "
        + "  ".join(f"{lvl + ' median/worst s':>32}" for lvl in levels)
    )
    failed = 0
    for game_id in games:
        try:
            r = bench_game(game_id, args.positions, args.iterations, args.decisions, levels)
        except Exception as exc:  # a game still being written must not stop the others
            print(f"{game_id:<16} failed: {type(exc).__name__}: {exc}")
            failed += 1
            continue
        times = "  ".join(
            f"{_decisions(m, w, its, reached):>32}" for m, w, its, reached in r["levels"].values()
        )
        print(
            f"{r['game']:<16} {r['step_us']:>8.1f} {r['determinize_us']:>10.1f} "
            f"{r['sim_us']:>8.1f} {r['plain_us']:>5.2f}±{r['plain_spread'] / 2:<3.2f} "
            f"{r['sim_ratio']:>9.1f} {r['engine_step_us']:>12.2f} {r['step_ratio']:>10.2f} "
            f"{r['card_us']:>8.2f}  {times}",
            flush=True,
        )
    print(
        "(µs/sim, plain µs and card µs: CPU time of this process; plain: the plain object-style "
        "trick step per played card, timed in slices between the game's searches (the unit of "
        "sim/plain) and between its deals (the unit of step/plain), mean ± half their "
        "difference; deal step µs: the game's own whole deals played at random per step "
        "(every decision: bids, exchanges, cards), set-up included, as the plain step; card "
        "µs: the same time per played card; "
        "decision times: wall clock; its: the budget, and the least share of it a searched "
        "decision reached before the time cap)"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
