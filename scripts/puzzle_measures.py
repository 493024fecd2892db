"""Measure the built-in puzzles (issue #43): count and themes per game, how often each bot
level solves them, and whether the stored difficulty is what the bots do now.

Run: ``nice -n 19 .venv/bin/python scripts/puzzle_measures.py [GAME ...] [--sample N]``
(``--confirm`` also re-judges every puzzle at the review's depth, as
``scripts/mine_puzzles.py --rejudge`` and ``tests/engine/test_puzzle_set.py`` do).

- ``easy`` and ``normal``: the miner's tries, stored with each puzzle (its difficulty), over
  every puzzle of the game;
- ``strong``: tried here at its full iteration budget in one process (no wall-clock cap, so
  the answer does not depend on the machine's load), ``--strong-tries`` seeds each, on a
  seeded random sample of ``--sample`` puzzles a game (0: all);
- the same sample is tried again by ``easy`` and ``normal`` with the miner's seeds: the share
  of puzzles whose stored misses are reproduced exactly (the bots are seeded, so anything
  else means the stored difficulty is stale).

Each solve rate is given with its 95 % interval (normal approximation over puzzles). A good
set separates the levels: strong solves more than normal, normal more than easy.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from engine.coach.puzzle import Puzzle, judge  # noqa: E402
from engine.coach.puzzle_set import load, misses  # noqa: E402

#: The miner's tries of ``easy`` and ``normal`` (scripts/mine_puzzles.py ``--tries``).
MINER_TRIES = 6


def solve_rate(missed: Sequence[float]) -> str:
    """The mean solve rate of puzzles with these miss shares, with its 95 % half-width."""
    n = len(missed)
    solved = [1 - m for m in missed]
    mean = sum(solved) / n
    var = sum((s - mean) ** 2 for s in solved) / (n - 1) if n > 1 else 0.0
    return f"{mean:.0%} ± {1.96 * math.sqrt(var / n):.0%}"


def themes(puzzles: Sequence[Puzzle]) -> str:
    counts = Counter(p.idea or "(no words)" for p in puzzles)
    return ", ".join(f"{idea} {n}" for idea, n in counts.most_common())


def measure(game: str, sample: int, strong_tries: int, seed: int, confirm: bool) -> None:
    puzzles = load(game)
    if not puzzles:
        print(f"{game}: no puzzles")
        return
    print(f"{game}: {len(puzzles)} puzzles; themes: {themes(puzzles)}")
    if confirm:
        confirmed = sum(judge(p).confirmed for p in puzzles)
        print(f"  confirmed by a fresh judgement: {confirmed}/{len(puzzles)}")
    for level in ("easy", "normal"):
        print(f"  {level} solves (stored, all): {solve_rate([p.misses[level] for p in puzzles])}")
    chosen = (
        puzzles if sample <= 0 else random.Random(seed).sample(puzzles, min(sample, len(puzzles)))
    )
    strong = [misses(p, "strong", strong_tries) for p in chosen]
    print(f"  strong solves ({len(chosen)} sampled, {strong_tries} tries): {solve_rate(strong)}")
    for level in ("easy", "normal"):
        fresh = [misses(p, level, MINER_TRIES) for p in chosen]
        same = sum(abs(f - p.misses[level]) < 1e-3 for f, p in zip(fresh, chosen, strict=True))
        print(
            f"  {level} on the sample now: {solve_rate(fresh)} (stored "
            f"{solve_rate([p.misses[level] for p in chosen])}); misses as stored: "
            f"{same}/{len(chosen)}",
            flush=True,
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--sample", type=int, default=40, help="puzzles a game for strong (0: all)")
    parser.add_argument("--strong-tries", type=int, default=1)
    parser.add_argument("--seed", type=int, default=43, help="the sample's seed")
    parser.add_argument("--confirm", action="store_true", help="re-judge every puzzle too")
    args = parser.parse_args()
    for game in args.games or list(engine.GAMES):
        if game not in engine.GAMES:
            print(f"error: unknown game {game!r}", file=sys.stderr)
            return 2
        measure(game, args.sample, args.strong_tries, args.seed, args.confirm)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
