"""Benchmark: does the coach's background analysis slow the game? (issue 30, item 6)

Run: ``nice -n 19 .venv/bin/python scripts/bench_review.py [--games g1,g2] [--decisions N]``.

For each game it plays a random deal and takes the bots' first N decisions. At each, the
strong bot decides (its own worker processes, as at the table) twice, in turn *without* and
*with* the review's deeper look running in the background exactly as the table runs it
(:class:`gui.coach.service.CoachService`: a niced worker process, no step started while a bot
thinks, paused by the same call the table's controller signal makes). Before each decision
the event loop runs for a while (the person's think time), so a step is often still running
when the bot starts: the worst case. Measured per condition:

* the bot's simulations per decision (its search stops at an iteration budget or a time cap:
  lost CPU shows as fewer simulations or a longer decision);
* the decision's wall time;
* the lateness of a 10 ms timer on the GUI thread while the bot thinks (p95 and max, ms).

Run under ``nice -n 19`` (a shared machine) the bots are niced too, so the background worker's
priority alone would weigh more than at the table; the pause (a stopped worker) does not.

The order of the two conditions alternates from one decision to the next, so a change of the
machine's load falls on both alike. Prints a table; nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402

import engine  # noqa: E402
from engine.bots import make  # noqa: E402
from gui.coach.service import CoachService  # noqa: E402
from gui.responsiveness import share_the_interpreter  # noqa: E402

TICK_MS = 10


def positions(game: str, count: int, seed: int) -> tuple[list[engine.GameState], engine.GameState]:
    """The first ``count`` positions where a bot (seat > 0) decides, and the finished deal."""
    state = engine.game(game).new_game(seed=seed)
    rng = random.Random(seed)
    found: list[engine.GameState] = []
    while state.current_player is not None:
        legal = state.legal_actions()
        if state.current_player != 0 and len(legal) > 1 and len(found) < count:
            found.append(state.clone())
        state.apply(rng.choice(legal))
    return found, state


def run_loop(msecs: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(msecs, loop.quit)
    loop.exec()


def decide(state: engine.GameState, seed: int) -> tuple[int, float, list[float]]:
    """The strong bot's decision in a thread while the GUI thread's timer ticks: simulations,
    seconds, and each tick's lateness (ms)."""
    bot = make("strong", state.spec, seed=seed)
    late: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        late.append(max(0.0, (now - last[0]) * 1000 - TICK_MS))
        last[0] = now

    loop = QEventLoop()
    done = threading.Event()
    timer = QTimer()
    timer.timeout.connect(tick)
    finished = QTimer()
    finished.timeout.connect(lambda: loop.quit() if done.is_set() else None)
    seat = state.current_player
    assert seat is not None
    started = time.perf_counter()

    def think() -> None:
        bot.choose(state.clone(), seat)
        done.set()

    worker = threading.Thread(target=think)
    timer.start(TICK_MS)
    finished.start(5)
    worker.start()
    loop.exec()
    worker.join()
    seconds = time.perf_counter() - started
    timer.stop()
    finished.stop()
    result = bot.last_result
    return (result.iterations if result is not None else 0), seconds, late[1:]


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1] if len(values) >= 20 else max(values, default=0)


Samples = dict[str, tuple[list[int], list[float], list[float]]]


def measure(game: str, count: int, think_ms: int) -> Samples:
    bots, deal = positions(game, count, seed=11)
    # The person's decisions of the deal, each to be looked at deeply: more work than the
    # background can finish during the benchmark, so it always has a step to run.
    person = [i for i, (seat, _t) in enumerate(deal.history) if seat == 0]
    results: Samples = {
        "off": ([], [], []),
        "on": ([], [], []),
    }
    service = CoachService()
    # The worker process is started and warm, as it is at the table after the first deal.
    service.deepen(deal, 0, person[0])
    while service.runs["later"] == 0:
        run_loop(50)
    service.drop_queue()
    steps: list[int] = []
    for n, state in enumerate(bots):
        order = ("off", "on") if n % 2 == 0 else ("on", "off")
        for condition in order:
            before = service.runs["later"]
            if condition == "on":
                for index in person:
                    service.deepen(deal, 0, index)
                service.set_paused(False)
            run_loop(think_ms)  # the person thinks; the background runs
            service.set_paused(True)  # the table's controller on bot_thinking
            sims, seconds, late = decide(state, seed=n)
            results[condition][0].append(sims)
            results[condition][1].append(seconds)
            results[condition][2].extend(late)
            # The service stays paused until the next "on": a step still running is stopped
            # (or, without process signals, runs on at the lowest priority) and takes no CPU
            # from the next "off".
            service.drop_queue()
            if condition == "on":
                steps.append(service.runs["later"] - before)
    service.shutdown()
    print(f"  {game}: deeper-look steps finished per 'on' decision: {steps}")
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--decisions", type=int, default=8)
    parser.add_argument("--think-ms", type=int, default=1500)
    args = parser.parse_args()
    QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    share_the_interpreter()  # as the program does
    print(f"load average {os.getloadavg()[0]:.2f}; {args.decisions} bot decisions per game")
    print(
        "game            background  simulations mean (sd)   decision s median   "
        "timer lateness p95 / max ms"
    )
    paired: list[float] = []
    for game in args.games.split(","):
        results = measure(game, args.decisions, args.think_ms)
        for condition, (sims, seconds, late) in results.items():
            sd = statistics.stdev(sims) if len(sims) > 1 else 0.0
            print(
                f"{game:15} {condition:10}  {statistics.mean(sims):10.0f} ({sd:6.0f})"
                f"   {statistics.median(seconds):17.2f}   {p95(late):8.1f} / {max(late):6.1f}"
            )
        # The same position searched both ways: the relative change of its simulations.
        off, on = results["off"][0], results["on"][0]
        changes = [(b - a) / a for a, b in zip(off, on, strict=True) if a]
        paired += changes
        print(f"{game:15} simulations with/without, paired: {_mean_se(changes)}")
    print(f"{'all games':15} simulations with/without, paired: {_mean_se(paired)}")
    return 0


def _mean_se(changes: list[float]) -> str:
    if len(changes) < 2:
        return "n/a"
    se = statistics.stdev(changes) / len(changes) ** 0.5
    return f"{statistics.mean(changes):+.1%} +/- {se:.1%} (n={len(changes)})"


if __name__ == "__main__":
    sys.exit(main())
