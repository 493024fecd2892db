"""Benchmarks of the table (a script, not a test): ``python -m gui.bench``.

Prints:

- start to first frame, with a cold and a warm on-disk card cache (process start → window
  shown with every card drawn), in a fresh process each: wall time, the CPU time of the
  program's own process (every thread) and with its worker processes; the median of
  ``--runs`` (the wall time is only meaningful on an idle machine, the CPU time always);
- the longest event-loop stall while a ``strong`` bot decides (a 10 ms QTimer measures how
  late it fires; the target is < 50 ms);
- frame times of the deal animation (paint events of the table's viewport);
- resident memory after a whole match played by bots through the GUI.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported lazily at run time: the first-frame benchmark times the imports
    from PySide6.QtWidgets import QApplication

    from engine import GameState
    from gui.main_window import MainWindow

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _window(cache_dir: str | None = None, speed: str = "off") -> tuple[QApplication, MainWindow]:
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([])
    from gui.fonts import register_fonts
    from gui.main_window import MainWindow
    from gui.pixmaps import CardPixmaps
    from gui.settings import MemoryStorage, Settings

    register_fonts(app)
    # A bots' match through the GUI: nobody is there to acknowledge a held trick.
    settings = Settings(MemoryStorage({"animation_speed": speed, "trick_hold": "none"}))
    window = MainWindow(settings, pixmaps=CardPixmaps(cache_dir))
    window.resize(1280, 800)
    window.show()
    return app, window


def _wait(app: QApplication, predicate: Callable[[], bool], timeout: float = 60.0) -> bool:
    end = time.perf_counter() + timeout
    while time.perf_counter() < end:
        app.processEvents()
        if predicate():
            return True
        time.sleep(0.001)
    return False


def _moved_by(state: GameState, seat: int) -> Callable[[], bool]:
    """True once the next move after now has been made by ``seat``."""
    moved = len(state.history)
    return lambda: len(state.history) > moved and state.history[moved][0] == seat


def child_first_frame(cache_dir: str, started: float) -> None:
    """Runs in a fresh process: import, window, first deal, every card drawn."""
    app, window = _window(cache_dir)
    window.controller.new_game("kaschlan", 4, {}, 7, "random")
    _wait(app, lambda: window.controller.is_human_turn())
    _wait(app, window.pixmaps.is_idle)
    window.grab()
    print(f"{time.time() - started:.3f} {time.process_time():.3f}")


def first_frame(cache_dir: str) -> tuple[float, float, float]:
    """(wall s, CPU s of the program's process, CPU s with the worker processes it reaped)."""
    started = time.time()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(
        [sys.executable, "-m", "gui.bench", "--child", cache_dir, str(started)],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parent.parent,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    wall, own = (float(v) for v in out.stdout.strip().splitlines()[-1].split())
    return wall, own, total


def first_frames(runs: int) -> dict[str, list[tuple[float, float, float]]]:
    """``runs`` cold starts (each with a fresh card cache) and the warm start after each."""
    found: dict[str, list[tuple[float, float, float]]] = {"cold": [], "warm": []}
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="kartentisch-bench-") as cache:
            found["cold"].append(first_frame(cache))
            found["warm"].append(first_frame(cache))
    return found


def stall_during_strong_decision(game: str = "tausendundeins") -> tuple[float, float, int]:
    """Longest lateness of a 10 ms timer while the strong bot thinks (ms), its think time (s)."""
    from PySide6.QtCore import QTimer

    app, window = _window()
    c = window.controller
    lateness: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        lateness.append((now - last[0]) * 1000 - 10)
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    decisions = 0
    worst = 0.0
    think = 0.0
    c.new_game(game, 2, {}, 5, ["strong"])
    c.levels[0] = "random"  # both seats are bots; seat 1 is the strong one
    state = c.state
    assert state is not None
    for _ in range(3):
        _wait(app, lambda: c.thinking_seat == 1 or state.current_player == 1, 30)
        lateness.clear()
        last[0] = time.perf_counter()
        timer.start()
        _wait(app, _moved_by(state, 1), 60)
        timer.stop()
        if lateness:
            worst = max(worst, max(lateness))
        think = max(think, c.last_think_seconds)
        decisions += 1
        c._advance()
    c.shutdown()
    window.close()
    return worst, think, decisions


def deal_animation_frames() -> tuple[float, float, int]:
    """Average and worst interval between paints of the table while a deal is dealt (ms)."""
    from PySide6.QtCore import QEvent, QObject

    app, window = _window(speed="normal")
    window.controller.new_game("chapanka", 4, {}, 3, "random")
    _wait(app, window.pixmaps.is_idle)
    stamps: list[float] = []

    class Painter(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                stamps.append(time.perf_counter())
            return False

    spy = Painter()
    window.view.viewport().installEventFilter(spy)
    window.scene.obs = None  # the next observation is a fresh deal: cards fly in
    window.controller._emit_state()
    _wait(app, lambda: not window.scene.is_animating(), 10)
    window.view.viewport().removeEventFilter(spy)
    gaps = [(b - a) * 1000 for a, b in zip(stamps, stamps[1:], strict=False)]
    window.controller.shutdown()
    window.close()
    if not gaps:
        return 0.0, 0.0, len(stamps)
    return sum(gaps) / len(gaps), max(gaps), len(stamps)


def match_memory(game: str = "kaschlan", level: str = "random") -> tuple[float, float, int]:
    """RSS (MB) before and after a whole match played by bots through the window."""
    app, window = _window()
    before = rss_mb()
    c = window.controller
    c.new_game(game, 4, {}, 11, [level] * 3)
    c.levels[0] = level
    c._advance()
    deals = 0
    state = c.state
    assert state is not None
    while not state.is_over:
        _wait(app, lambda: state.current_player is None, 120)
        deals += 1
        if not state.is_over:
            c.next_deal()
    _wait(app, window.pixmaps.is_idle)
    after = rss_mb()
    c.shutdown()
    window.close()
    return before, after, deals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--child", nargs=2, metavar=("CACHE", "STARTED"), help=argparse.SUPPRESS)
    parser.add_argument("--runs", type=int, default=5, help="first-frame runs (median)")
    parser.add_argument("--first-frame", action="store_true", help="only the first frame")
    args = parser.parse_args(argv)
    if args.child:
        child_first_frame(args.child[0], float(args.child[1]))
        return 0
    for kind, runs in first_frames(max(1, args.runs)).items():
        wall, own, total = (statistics.median(r[i] for r in runs) for i in range(3))
        print(
            f"start to first frame, {kind} card cache: {wall * 1000:5.0f} ms wall, "
            f"{own * 1000:5.0f} ms CPU ({total * 1000:5.0f} ms with worker processes), "
            f"median of {len(runs)}"
        )
    if args.first_frame:
        return 0
    worst, think, n = stall_during_strong_decision()
    print(
        f"longest stall during a strong decision: {worst:5.1f} ms "
        f"(strong bot thought up to {think:.2f} s; {n} decisions)"
    )
    avg, worst_frame, frames = deal_animation_frames()
    print(f"deal animation: {frames} frames, {avg:.1f} ms average, {worst_frame:.1f} ms worst")
    before, after, deals = match_memory()
    print(
        f"memory: {before:.0f} MB before, {after:.0f} MB RSS after a {deals}-game Kaschlan "
        "match played by random bots"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
