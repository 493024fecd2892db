"""Find the deal numbers of learn mode's guided lessons, and check the ones in use.

Each lesson (``lessons`` of the game's coach profile, ``engine/coach/games/<id>.py``) names the
property its deal was chosen for and the move it promises at the decision it teaches. A deal
number is taken when the deal has the property and the coach rates a promised move best there,
every other move worse beyond its noise, at the review's depth (``engine.guided.judge``, 1600
sampled deals), so that neither the hint nor the review contradicts the lesson.

The deep look costs one to three seconds of CPU a candidate, so the search screens first:
the property (most deals fail it at no cost), then the same judgement at play time's 400
samples (a quarter of the cost), and only a deal that passes both is judged at 1600. A run
stops after ``--cpu-minutes`` of CPU.

Run from the repository root, under ``nice`` on a shared machine:

    python scripts/find_lesson_deals.py --check             # the lessons in use, with figures
    python scripts/find_lesson_deals.py kaschlan 2 [--start N] [--limit N] [--cpu-minutes M]

A number found is written by hand into the game's ``LESSONS``; the tests replay each lesson
from its seed and judge it again (a rule or coach change that breaks one fails there).
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.coach import PLAY_SAMPLES  # noqa: E402
from engine.coach.lesson import Lesson  # noqa: E402
from engine.guided import Judgement, has_property, judge, lessons  # noqa: E402


def figures(found: Judgement | None) -> str:
    """One line of the coach's verdict: the best move, its margin over the strongest other
    move and that margin's paired standard error, at how many samples."""
    if found is None:
        return "no decision with a choice that keeps or breaks the promise"
    verdict = "holds" if found.holds else "FAILS"
    return (
        f"{verdict}: best {found.best}, {found.margin:.3f} ± {found.noise:.3f} ahead of "
        f"{found.rival} ({found.samples} samples, {len(found.promised)} promised)"
    )


def search(
    lesson: Lesson, taken: set[int], start: int, limit: int, cpu_seconds: float
) -> tuple[int, Judgement] | None:
    """The first deal number from ``start`` (not in ``taken``) on which ``lesson`` holds."""
    began = time.process_time()
    for seed in range(start, limit + 1):
        if time.process_time() - began > cpu_seconds:
            print(f"  stopped at deal {seed}: the CPU budget is spent", flush=True)
            return None
        if seed in taken:
            continue
        trial = dataclasses.replace(lesson, seed=seed)
        if not has_property(trial):
            continue
        quick = judge(trial, samples=PLAY_SAMPLES)
        print(f"  deal {seed}: at {PLAY_SAMPLES}: {figures(quick)}", flush=True)
        if quick is None or not quick.holds:
            continue
        deep = judge(trial)
        print(f"  deal {seed}: {figures(deep)}", flush=True)
        if deep is not None and deep.holds:
            return seed, deep
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", help="the game whose lesson to search")
    parser.add_argument("lesson", nargs="?", type=int, help="the lesson's number (from 1)")
    parser.add_argument("--check", action="store_true", help="judge every lesson in use")
    parser.add_argument("--start", type=int, default=1, help="first deal number tried")
    parser.add_argument("--limit", type=int, default=2000, help="highest deal number tried")
    parser.add_argument("--cpu-minutes", type=float, default=8.0, help="stop after this")
    args = parser.parse_args(argv)
    if args.check:
        failed = 0
        for game in engine.GAMES:
            for number, lesson in enumerate(lessons(game), 1):
                found = judge(lesson)
                failed += found is None or not found.holds
                print(f"{game} {number} (deal {lesson.seed}): {figures(found)}", flush=True)
        return 1 if failed else 0
    if args.game not in engine.GAMES or args.lesson is None:
        parser.error(f"name a game ({', '.join(engine.GAMES)}) and a lesson number, or --check")
    series = lessons(args.game)
    if not 1 <= args.lesson <= len(series):
        parser.error(f"{args.game} has lessons 1 to {len(series)}")
    lesson = series[args.lesson - 1]
    taken = {other.seed for other in series if other is not lesson}
    found = search(lesson, taken, args.start, args.limit, args.cpu_minutes * 60)
    if found is None:
        print(f"{args.game} {args.lesson}: none found")
        return 1
    seed, verdict = found
    print(f"{args.game} {args.lesson}: deal {seed}: {figures(verdict)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
