"""Benchmark: does par, worked out in the background, slow the table's bots? (issue #43)

Run: ``nice -n 19 .venv/bin/python scripts/bench_par.py [--games g1,g2] [--decisions N]``.

As ``scripts/bench_review.py`` (whose positions, decisions and pairing it reuses), with par
in the background instead of the review's deeper look: at each of the bots' first N decisions
of a random deal the strong bot decides twice, in turn *without* and *with* a deal's par
being replayed in the coach service's background worker exactly as the table runs it
(:class:`gui.coach.par_runner.ParRunner`: one replay at a time, the worker paused by the call
the table's controller makes when a bot starts thinking). Before each decision the event loop
runs for the person's think time, so a replay is usually under way when the bot starts.
Prints the bots' simulations per decision per condition and the paired relative change of
the simulations and of the decision's wall time (a search that reaches its iteration budget
before its time cap shows lost CPU only as time). ``--decisions`` per game are taken from as
many random deals as it needs, so n can be large.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_review import _mean_se, decide, positions, run_loop  # noqa: E402
from PySide6.QtCore import QCoreApplication  # noqa: E402

import engine  # noqa: E402
from engine.coach.par import StopRule  # noqa: E402
from gui.coach.par_runner import ParRunner  # noqa: E402
from gui.coach.service import CoachService  # noqa: E402
from gui.responsiveness import share_the_interpreter  # noqa: E402


def many_positions(game: str, count: int) -> tuple[list[engine.GameState], engine.GameState]:
    """``count`` positions where a bot decides, from as many random deals as it takes, and
    the first deal (whose par is replayed)."""
    found: list[engine.GameState] = []
    first: engine.GameState | None = None
    seed = 11
    while len(found) < count:
        bots, deal = positions(game, count - len(found), seed=seed)
        found += bots
        first = first or deal
        seed += 1
    assert first is not None
    return found, first


def measure(
    game: str, count: int, think_ms: int
) -> tuple[list[int], list[int], list[float], list[float], int]:
    """Simulations and seconds per decision without and with par in the background, and the
    replays par finished meanwhile."""
    bots, deal = many_positions(game, count)
    service = CoachService()
    runner = ParRunner(service)
    runner.rule = StopRule(target=-1.0, min_runs=1, max_runs=10_000)  # always more to do
    levels: list[str | None] = [None] + ["normal"] * (deal.players - 1)
    off: list[int] = []
    on: list[int] = []
    seconds: dict[str, list[float]] = {"off": [], "on": []}
    service.set_paused(True)
    for n, state in enumerate(bots):
        order = ("off", "on") if n % 2 == 0 else ("on", "off")
        for condition in order:
            if condition == "on":
                runner.submit("bench", deal, 0, 0, levels)
                service.set_paused(False)
            run_loop(think_ms)  # the person thinks; par replays in the background
            service.set_paused(True)  # the table's controller on bot_thinking
            sims, took, _late = decide(state, seed=n)
            (on if condition == "on" else off).append(sims)
            seconds[condition].append(took)
    request = runner._running or (runner._queue[0] if runner._queue else None)
    replays = len(request.outcomes) if request is not None else 0
    runner.reset()
    service.shutdown()
    return off, on, seconds["off"], seconds["on"], replays


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--decisions", type=int, default=8)
    parser.add_argument("--think-ms", type=int, default=1500)
    args = parser.parse_args()
    QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    share_the_interpreter()
    print(f"load average {os.getloadavg()[0]:.2f}; {args.decisions} bot decisions per game")
    paired: list[float] = []
    paired_time: list[float] = []
    for game in args.games.split(","):
        off, on, s_off, s_on, replays = measure(game, args.decisions, args.think_ms)
        print(
            f"{game:15} simulations without {statistics.mean(off):8.0f}, "
            f"with par {statistics.mean(on):8.0f} (par replays finished meanwhile: {replays})"
        )
        changes = [(b - a) / a for a, b in zip(off, on, strict=True) if a]
        paired += changes
        times = [(b - a) / a for a, b in zip(s_off, s_on, strict=True) if a]
        paired_time += times
        print(f"{game:15} simulations with/without, paired: {_mean_se(changes)}")
        print(f"{game:15} decision seconds with/without, paired: {_mean_se(times)}")
    print(f"{'all games':15} simulations with/without, paired: {_mean_se(paired)}")
    print(f"{'all games':15} decision seconds with/without, paired: {_mean_se(paired_time)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
