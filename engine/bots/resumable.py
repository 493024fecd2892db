"""Measures that go on where they stopped: records appended as JSON lines to one file.

Why: the referee's re-judgements and loss measures cost minutes of CPU a position on a shared
machine, so each run is bounded (``--minutes``) and appends what it finished; the next run
skips the positions already in the file and the table is always printed from the whole file,
so a second run adds to the figures rather than replacing them.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

import engine

#: A position's key in the records: the deal's seed and the moves that reach it.
Key = tuple[int, tuple[str, ...]]


def done_positions(out_path: str, game: str) -> set[Key]:
    """The positions of ``game`` already recorded in ``out_path`` (none if it is missing)."""
    done: set[Key] = set()
    try:
        with open(out_path, encoding="utf-8") as fh:
            for line in fh:
                r = json.loads(line)
                if r["game"] == game:
                    done.add((r["seed"], tuple(r["moves"])))
    except FileNotFoundError:
        pass
    return done


def add_common_arguments(parser: argparse.ArgumentParser, out: str) -> None:
    """The arguments every such measure takes: games, the records' file, seed, time bound."""
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--out", default=out, help="JSON lines")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--minutes", type=float, default=1e9, help="no new position after")
    parser.add_argument("--join", action="store_true", help="only print the table of --out")


def run_games(
    parser: argparse.ArgumentParser,
    argv: list[str] | None,
    run: Callable[[str, argparse.Namespace], None],
    table: Callable[[Sequence[dict[str, Any]]], str],
) -> int:
    """Parse ``argv``, ``run`` each game asked (unless ``--join``), print the ``table`` of
    every record of those games in ``--out``; 2 with one line if the file cannot be read."""
    args = parser.parse_args(argv)
    games = args.games or list(engine.GAMES)
    unknown = [g for g in games if g not in engine.GAMES]
    if unknown:
        parser.error(f"unknown game {', '.join(unknown)}; games: {', '.join(engine.GAMES)}")
    if not args.join:
        for game in games:
            run(game, args)
    try:
        with open(args.out, encoding="utf-8") as fh:
            records = [json.loads(line) for line in fh if line.strip()]
    except (OSError, ValueError) as exc:
        print(f"cannot read {args.out}: {exc}", file=sys.stderr)
        return 2
    print(table([r for r in records if r["game"] in games]))
    return 0
