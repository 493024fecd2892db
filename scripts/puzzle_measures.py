"""Measure the built-in puzzles (issue #43): count per game, the share a fresh judgement at
the review's depth confirms, and how often each bot level solves them.

Run: ``nice -n 19 .venv/bin/python scripts/puzzle_measures.py [GAME ...] [--strong-tries N]``.

``easy`` and ``normal``: the miner's tries, stored with each puzzle (its difficulty);
``strong``: tried here (its full budget in one process, ``--strong-tries`` seeds each).
A good set separates the levels: strong solves more than normal, normal more than easy.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from engine.coach.puzzle import judge  # noqa: E402
from engine.coach.puzzle_set import load, misses  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--strong-tries", type=int, default=1)
    args = parser.parse_args()
    for game in args.games or list(engine.GAMES):
        puzzles = load(game)
        if not puzzles:
            print(f"{game:15} no puzzles")
            continue
        confirmed = sum(judge(p).confirmed for p in puzzles)
        solved = {
            level: 1 - sum(p.misses[level] for p in puzzles) / len(puzzles)
            for level in ("easy", "normal")
        }
        strong = 1 - sum(misses(p, "strong", args.strong_tries) for p in puzzles) / len(puzzles)
        print(
            f"{game:15} {len(puzzles):4} puzzles, confirmed {confirmed}/{len(puzzles)}; "
            f"solved by easy {solved['easy']:.0%}, normal {solved['normal']:.0%}, "
            f"strong {strong:.0%}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
