"""Benchmark: is the review's deeper look ready when the deal ends? (issue 30, item 1)

Run: ``nice -n 19 .venv/bin/python scripts/bench_review_ready.py [--games g1,g2] [--deals N]``.

Why in a real window: readiness depends on when the table lets the background worker run
(never while a bot thinks, see :mod:`gui.coach.service`), so it is measured where the table
decides that. Each deal is played in an offscreen :class:`gui.main_window.MainWindow` at the
usual settings (animations "normal", the review's analysis on, the real worker processes),
the bots at their usual level; the person's seat is played by a random choice among the legal
moves through the controller's own ``play`` slot after a think time (``--think-ms``, as a
person would take). Reported per game over the deals:

* the person's decisions in the deal (each gets a deep verdict);
* the share of them already judged when the deal ends;
* the seconds from the deal's end until every one is judged (median and worst).

Prints a table with the load average; nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import engine  # noqa: E402
from gui.main_window import MainWindow  # noqa: E402
from gui.settings import MemoryStorage, Settings  # noqa: E402


def run_until(done: Callable[[], bool], msecs: int) -> bool:
    """Run the event loop until ``done()`` or ``msecs`` passed; the final ``done()``."""
    deadline = time.monotonic() + msecs / 1000
    while not done() and time.monotonic() < deadline:
        loop = QEventLoop()
        QTimer.singleShot(20, loop.quit)
        loop.exec()
    return done()


class Person:
    """Plays seat 0 of ``window``: a random legal move through the controller's ``play``
    slot, ``think_ms`` after the turn came."""

    def __init__(self, window: MainWindow, think_ms: int) -> None:
        self.window = window
        self.think_ms = think_ms
        self.rng = random.Random(0)
        self.ended: list[float] = []
        self._asked: int | None = None
        controller = window.controller
        controller.deal_finished.connect(lambda _r: self.ended.append(time.perf_counter()))
        controller.state_changed.connect(lambda _obs: QTimer.singleShot(0, self._turn))

    def start(self, game: str, seed: int, level: str) -> None:
        spec = engine.game(game)
        self.rng = random.Random(seed)
        self.ended.clear()
        self._asked = None
        self.window.controller.new_game(
            game, spec.default_players or spec.players[0], {}, seed, level
        )
        QTimer.singleShot(0, self._turn)

    def _turn(self) -> None:
        controller = self.window.controller
        st = controller.state
        if self.ended or st is None or not controller.is_human_turn():
            return
        index = len(st.history)
        if self._asked == index:
            return
        self._asked = index
        choice = self.rng.choice(controller.legal_texts())
        QTimer.singleShot(self.think_ms, lambda: self._play(index, choice))

    def _play(self, index: int, choice: str) -> None:
        controller = self.window.controller
        st = controller.state
        if st is not None and len(st.history) == index and controller.is_human_turn():
            controller.play(choice)


def play_deal(
    person: Person, game: str, seed: int, level: str, limit_s: int
) -> tuple[int, float, float | None]:
    """One deal: (the person's decisions, share judged at the deal's end, seconds from the
    end until all are judged, None on time-out)."""
    reviewer = person.window.learning.reviewer
    person.start(game, seed, level)
    if not run_until(lambda: bool(person.ended), limit_s * 1000):
        raise RuntimeError(f"{game} seed {seed}: the deal did not end in {limit_s} s")
    decisions = len(reviewer.reviews) + reviewer.pending()
    ready = len(reviewer.reviews) / decisions if decisions else 1.0
    judged = run_until(lambda: reviewer.pending() == 0, limit_s * 1000)
    after = time.perf_counter() - person.ended[0] if judged else None
    return decisions, ready, after


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--think-ms", type=int, default=1500)
    parser.add_argument("--level", default="normal", help="the bots' level")
    parser.add_argument(
        "--pause-through-move-delay",
        action="store_true",
        help="keep the background paused until a bot's move is shown (the table before "
        "issue 30 item 1), for comparison",
    )
    parser.add_argument("--limit-s", type=int, default=600, help="give up on a deal after")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = Settings(
        MemoryStorage({"animation_speed": "normal", "trick_hold": "none", "review_analysis": True})
    )
    window = MainWindow(settings)
    window.resize(1280, 800)
    window.show()
    person = Person(window, args.think_ms)
    if args.pause_through_move_delay:
        window.controller.bot_search_ended.disconnect()
        controller = window.controller
        # The old rule: paused from the bot's start until its move is shown.
        type(controller).searching = property(lambda c: c.thinking_seat is not None)  # type: ignore[method-assign,assignment]
    print(
        f"load average {os.getloadavg()[0]:.2f} at start; bots {args.level}, "
        f"person's think time {args.think_ms} ms, {args.deals} deals per game"
        + (", paused through the move delay (old)" if args.pause_through_move_delay else "")
    )
    print("game            decisions  ready at end   s after end: median / worst")
    for game in args.games.split(","):
        rows = []
        for n in range(args.deals):
            started = time.perf_counter()
            decisions, ready, after = play_deal(person, game, 100 + n, args.level, args.limit_s)
            rows.append((decisions, ready, after))
            shown = "timeout" if after is None else f"{after:.1f}"
            print(
                f"  {game} deal {n + 1}: {decisions} decisions, {ready:.0%} ready, {shown} s "
                f"(deal + wait {time.perf_counter() - started:.0f} s, "
                f"load {os.getloadavg()[0]:.2f})",
                flush=True,
            )
        waits = [a for _d, _r, a in rows if a is not None]
        worst = "timeout" if len(waits) < len(rows) else f"{max(waits):.1f}"
        print(
            f"{game:15} {statistics.mean(d for d, _r, _a in rows):9.1f}"
            f"  {statistics.mean(r for _d, r, _a in rows):11.0%}"
            f"   {statistics.median(waits) if waits else float('nan'):6.1f} / {worst}",
            flush=True,
        )
    print(f"load average {os.getloadavg()[0]:.2f} at end")
    window.controller.shutdown()
    window.learning.service.shutdown()
    window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
