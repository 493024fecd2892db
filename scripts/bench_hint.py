"""Benchmark: how long the person waits for the coach's advice (the hint, learn mode).

Run: ``nice -n 19 .venv/bin/python scripts/bench_hint.py [--games g1,g2] [--positions N]``.

For each game it takes the person's first N decisions of a random deal with more than one
legal move and asks :class:`gui.coach.service.CoachService` for each, as the table does (a
warm worker process; the position packed and sent, the answer sent back), timing from the
question to the answer on the GUI thread. Asking again shows the cache (no analysis). Prints
median and worst seconds per game; nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402

import engine  # noqa: E402
from gui.coach.service import CoachService  # noqa: E402


def decisions(game: str, count: int, seed: int) -> list[engine.GameState]:
    state = engine.game(game).new_game(seed=seed)
    rng = random.Random(seed)
    found: list[engine.GameState] = []
    while state.current_player is not None and len(found) < count:
        legal = state.legal_actions()
        if state.current_player == 0 and len(legal) > 1:
            found.append(state.clone())
        state.apply(rng.choice(legal))
    return found


def answer_seconds(service: CoachService, state: engine.GameState) -> float:
    loop = QEventLoop()
    service.analysed.connect(loop.quit)
    started = time.perf_counter()
    _key, known = service.ask(state, 0)
    if known is None:
        QTimer.singleShot(60000, loop.quit)
        loop.exec()
    service.analysed.disconnect(loop.quit)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(engine.GAMES))
    parser.add_argument("--positions", type=int, default=6)
    args = parser.parse_args()
    QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    service = CoachService()
    service.warm_up(("now",))
    answer_seconds(service, decisions("tausendundeins", 1, 99)[0])  # the worker is up
    print(f"load average {os.getloadavg()[0]:.2f}; {args.positions} decisions per game")
    print("game            advice s median / worst   asked again s")
    for game in args.games.split(","):
        positions = decisions(game, args.positions, seed=21)
        times = [answer_seconds(service, p) for p in positions]
        again = max(answer_seconds(service, p) for p in positions)
        print(f"{game:15} {statistics.median(times):14.2f} / {max(times):5.2f}   {again:13.4f}")
    service.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
