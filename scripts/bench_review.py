"""Benchmark of the deal review: how long judging a decision takes, how soon the review is
ready after a deal, and how long the GUI thread stalls meanwhile.

Run: ``.venv/bin/python scripts/bench_review.py [--deals N] [--games g1,g2]``. For each game
it plays N random deals (the person's seat included) and keeps the one with most of the
person's decisions, then

* judges every decision of that deal as the table does (``gui.coach.review_analyst``: one worker
  thread, the strong bot's budget) and times each;
* "ready after the deal": the time to judge the last decision — the others were judged while
  the deal went on — and the time to judge all of them queued at once (the worst case);
* the longest gap between two ticks of a 5 ms timer on the GUI thread while the analyst works.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import engine  # noqa: E402
from engine.bots import make  # noqa: E402
from gui.coach.review_analyst import ReviewAnalyst  # noqa: E402
from gui.responsiveness import share_the_interpreter  # noqa: E402


def longest_deal(game: str, deals: int) -> engine.GameState:
    best = None
    for seed in range(1, deals + 1):
        state = engine.game(game).new_game(seed=seed)
        bot = make("random", state.spec, seed=seed)
        while state.current_player is not None:
            state.apply(bot.choose(state, state.current_player))
        mine = sum(1 for seat, _t in state.history if seat == 0)
        if best is None or mine > best[0]:
            best = (mine, state)
    assert best is not None
    return best[1]


def judge(app: QApplication, state: engine.GameState) -> tuple[list[float], float, float]:
    """Per-decision seconds, total seconds with all queued at once, longest GUI gap (ms)."""
    analyst = ReviewAnalyst()
    decisions = [i for i, (seat, _t) in enumerate(state.history) if seat == 0]
    times: list[float] = []
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000)
        last[0] = now

    # Wait in a real event loop (as the table does), never in a Python polling loop: that
    # would hold the interpreter lock between the worker's slices and inflate the gaps.
    loop = QEventLoop()
    analyst.idle.connect(loop.quit)
    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    for index in decisions:
        started = time.perf_counter()
        analyst.submit(state.clone(), state.history[index][1], index, state.seed)
        loop.exec()
        times.append(time.perf_counter() - started)
    analyst.reset()
    started = time.perf_counter()
    for index in decisions:
        analyst.submit(state.clone(), state.history[index][1], index, state.seed)
    loop.exec()
    queued = time.perf_counter() - started
    timer.stop()
    analyst.shutdown()
    return times, queued, max(gaps[1:], default=0.0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--games", default=",".join(engine.GAMES))
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    share_the_interpreter()  # as the program does
    print(f"load average {os.getloadavg()[0]:.2f}; longest of {args.deals} random deals per game")
    print("game            decisions  per decision median/max s  ready after deal s  "
          "all queued s  GUI gap ms")  # fmt: skip
    for game in args.games.split(","):
        state = longest_deal(game, args.deals)
        times, queued, gap = judge(app, state)
        print(
            f"{game:15} {len(times):9}  {statistics.median(times):10.2f} / {max(times):5.2f}"
            f"  {times[-1]:18.2f}  {queued:12.2f}  {gap:10.1f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
