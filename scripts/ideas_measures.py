"""How often the coach's best move carries an idea in words, and a sample of stated ideas to
check by reading (issue #30's measures "share of non-forced hints with an idea" and "30
stated ideas per game checked true by hand").

Run from the repository root, at low priority (the analyst is CPU-heavy)::

    nice -n 19 .venv/bin/python scripts/ideas_measures.py --decisions 200 --seconds 900

Per game, matches are played by the analyst itself (every seat plays the analyst's best move
at the play-time budget, so the positions are those a person following the hints meets);
every decision with more than one legal move counts. Printed per game: the share of best
moves with at least one idea, the ideas stated most, and with ``--sample N`` N stated ideas
(a fixed random choice) with what the seat saw, for reading.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.coach import PLAY_SAMPLES, analyse  # noqa: E402

#: Ideas that say only that the trick is lost whatever is played: counted apart as well.
WEAK = frozenset({"cannot-win"})


def _context(state: engine.GameState, seat: int) -> str:
    obs: Any = state.observation(seat)
    table = " ".join(
        f"{e.get('card')}{'/' + e['beaten_by'] if e.get('beaten_by') else ''}"
        for e in obs.get("table") or []
    )
    return (
        f"seat {seat} phase {obs.get('phase')} trump {obs.get('trump')} | hand "
        f"{' '.join(state.hand(seat))} | table {table or '-'}"
    )


def measure(game: str, decisions: int, seconds: float, samples: int, seed: int) -> dict[str, Any]:
    start = time.process_time()
    counted = with_idea = strong = 0
    keys: Counter[str] = Counter()
    stated: list[tuple[str, str, str]] = []
    match = 0
    while counted < decisions and time.process_time() - start < seconds:
        state = engine.game(game).new_game(seed=seed + match)  # its usual table size
        match += 1
        while not state.is_over and counted < decisions:
            if time.process_time() - start >= seconds:
                break
            if state.deal_over:
                state.next_deal()
                continue
            seat = state.current_player
            assert seat is not None
            legal = state.legal_actions()
            if len(legal) == 1:
                state.apply(legal[0])
                continue
            best = analyse(state, seat, samples=samples).best
            counted += 1
            if best.ideas:
                with_idea += 1
                strong += any(i.key not in WEAK for i in best.ideas)
                keys.update(i.key for i in best.ideas)
                for idea in best.ideas:
                    stated.append((_context(state, seat), best.action, str(idea.reason)))
            state.apply(best.action)
    return {
        "game": game,
        "decisions": counted,
        "with_idea": with_idea,
        "strong": strong,
        "keys": keys,
        "stated": stated,
        "cpu": time.process_time() - start,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=list(engine.GAMES))
    parser.add_argument("--decisions", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=900.0)
    parser.add_argument("--samples", type=int, default=PLAY_SAMPLES)
    parser.add_argument("--sample", type=int, default=0, help="stated ideas to print per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for game in args.games:
        row = measure(game, args.decisions, args.seconds, args.samples, args.seed)
        n = row["decisions"]
        share = row["with_idea"] / n if n else 0.0
        print(
            f"{game}: {row['with_idea']}/{n} best moves with an idea ({share:.0%}; "
            f"{row['strong'] / n if n else 0.0:.0%} with one other than {', '.join(sorted(WEAK))})"
            f", {row['cpu']:.0f} s CPU"
        )
        print("  " + ", ".join(f"{k} {v}" for k, v in row["keys"].most_common()))
        if args.sample:
            rng = random.Random(args.seed)
            chosen = rng.sample(row["stated"], min(args.sample, len(row["stated"])))
            for i, (context, action, sentence) in enumerate(chosen, 1):
                print(f"  [{i}] {context}\n      {action}: {sentence}")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
