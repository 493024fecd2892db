"""``python -m engine tournament``: bots against each other, seats rotated, with error bars.

Why seat rotation: in most of these games the seat matters (forehand leads, the dealer bids
last), so each deck is played once per rotation of the bots around the table ("duplicate"
style): game ``g`` uses deck seed ``seed + g // B`` with the bots shifted by ``g % B`` seats,
which also cancels much of the luck of the deal. A "game" is a whole match, or one deal with
``--deals-only`` (much faster; the header says which). A single deal is scored the way the
bots read it: by the game's ``deal_value`` hook where it has one (Scharwenzel: race points,
since most deals award no thread), else by its deal scores.

Results per bot: its share of first places (ties split; partners share their side's result),
its share of last places (the loser in Kaschlan), and its mean score (match totals, or deal
score), each with a 95 % confidence interval from the per-game means (normal approximation).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from typing import Any

from engine import cli_values
from engine.bots import frozen, measures
from engine.bots.playing import INFORMED, GameOutcome, mean_ci, play_all

#: Games run side by side in spawned processes: one per core (the machines have two).
DEFAULT_JOBS = max(1, min(2, os.cpu_count() or 1))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the tournament's options to ``parser`` (the CLI's ``tournament`` subcommand)."""
    parser.add_argument("game", help="game id, e.g. tausendundeins (or 'all' with --measures)")
    parser.add_argument(
        "--bots",
        default="strong,random",
        help="comma-separated bots, one per entry: a level (random, easy, normal, strong, "
        "baseline; with -informed: with inference from play), "
        "optionally with its own iteration budget, e.g. strong:2000,normal:250; seeing:N is "
        "the all-seeing bot of engine.bots.par (strong's search on the real deal, N iterations); "
        "frozen (or frozen:N) is the strong level of an older version of the program, run "
        "from its checkout (--frozen)",
    )
    parser.add_argument(
        "--games", type=cli_values.positive_int, default=20, help="number of games (default 20)"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the first deck")
    parser.add_argument(
        "--players", type=cli_values.positive_int, default=None, help="seats at the table"
    )
    parser.add_argument(
        "--option", action="append", default=[], metavar="K=V", help="game option (repeatable)"
    )
    parser.add_argument(
        "--iterations",
        type=cli_values.positive_int,
        default=None,
        help="search budget for every search bot",
    )
    parser.add_argument(
        "--deals-only", action="store_true", help="score single deals instead of whole matches"
    )
    parser.add_argument(
        "--jobs",
        type=cli_values.positive_int,
        default=DEFAULT_JOBS,
        help=f"games played in parallel processes (default {DEFAULT_JOBS}: every core)",
    )
    parser.add_argument(
        "--workers",
        type=cli_values.positive_int,
        default=1,
        help="search processes per bot decision (default 1)",
    )
    parser.add_argument(
        "--measures",
        action="store_true",
        help="the level ladder table: strong/baseline, strong/normal, normal/easy, easy/random, "
        "--games single deals each (--bots is ignored)",
    )
    parser.add_argument(
        "--scale",
        type=cli_values.positive_number,
        default=1.0,
        help="with --measures: every search budget times this (default 1)",
    )
    parser.add_argument(
        "--out",
        default=None,
        help="with --measures: play deck by deck over every row, append each deal to this "
        "file (JSON lines) and print the table from it",
    )
    parser.add_argument(
        "--minutes",
        type=cli_values.positive_number,
        default=None,
        help="with --measures --out: start no new deal after this many minutes",
    )
    parser.add_argument(
        "--join",
        action="append",
        default=[],
        metavar="FILE",
        help="with --measures: play nothing, print the table from these deal files of "
        "--out (repeatable; runs continued on later decks are read together)",
    )
    parser.add_argument(
        "--pairs",
        default=None,
        help="with --measures: only these rows, e.g. strong/baseline,strong/normal "
        "(default: every row of the ladder; strong/frozen, the new strong against an older "
        "version's, only when named here)",
    )
    parser.add_argument(
        "--common-seeds",
        action="store_true",
        help="every bot of a deck searches from the deck's one seed, in every seating "
        "(common random numbers): bots that decide alike play alike, so the margin shows "
        "only where they decide differently (for the new strong against an older one)",
    )
    parser.add_argument(
        "--frozen",
        default=None,
        metavar="DIR",
        help=f"the checkout of the older version a frozen bot plays (default: ${frozen.ENV})",
    )


def _options(pairs: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--option wants KEY=VALUE, not {pair!r}")
        out[key.strip()] = value.strip()
    return out


def _valid(entry: str, levels: tuple[str, ...]) -> bool:
    level, sep, own = entry.partition(":")
    level = level.removesuffix(INFORMED)
    return level in levels and (not sep or (own.isdigit() and int(own) > 0))


def summarize(labels: list[str], outcomes: list[GameOutcome]) -> list[dict[str, Any]]:
    """Per bot: seats played and (mean, 95 % half-width) of win share, last share, score."""
    rows = []
    for i, label in enumerate(labels):
        per_game: dict[str, list[float]] = {"win": [], "last": [], "score": []}
        seats = 0
        for out in outcomes:
            mine = [s for s, b in enumerate(out.bots) if b == i]
            if not mine:
                continue
            seats += len(mine)
            for key, values in (("win", out.win), ("last", out.last), ("score", out.score)):
                per_game[key].append(sum(values[s] for s in mine) / len(mine))
        row: dict[str, Any] = {"bot": label, "seats": seats}
        for key, per_seat in per_game.items():
            row[key] = mean_ci(per_seat)
        rows.append(row)
    return rows


def _labels(levels: list[str]) -> list[str]:
    labels = []
    for i, level in enumerate(levels):
        count = levels[: i + 1].count(level)
        labels.append(level if levels.count(level) == 1 else f"{level}#{count}")
    return labels


def _fmt(pair: tuple[float, float], digits: int) -> str:
    mean, half = pair
    if math.isnan(half):
        return f"{mean:.{digits}f}"
    return f"{mean:.{digits}f} ± {half:.{digits}f}"


def run(args: argparse.Namespace) -> int:
    """Play the tournament described by ``args`` and print one row per bot; 0 on success."""
    if getattr(args, "frozen", None):
        # Through the environment, so that the spawned processes that play find it too.
        os.environ[frozen.ENV] = os.path.abspath(args.frozen)
    try:
        return _play(args)
    except frozen.FrozenError as exc:  # no old checkout, or it does not play these deals
        print(str(exc), file=sys.stderr)
        return 2


def _play(args: argparse.Namespace) -> int:
    import engine
    from engine.bots import BENCHMARK_LEVELS, LEVELS, search_config

    if getattr(args, "measures", False):
        ids = list(engine.GAMES) if args.game == "all" else [args.game]
        if any(g not in engine.GAMES for g in ids):
            print(
                f"unknown game {args.game!r}; games: all, {', '.join(engine.GAMES)}",
                file=sys.stderr,
            )
            return 2
        pairs = measures.PAIRS
        if getattr(args, "pairs", None):
            pairs = measures.parse_pairs(args.pairs)
            if not pairs:
                rows = ", ".join(f"{a}/{b}" for a, b in measures.PAIRS + measures.ASKED_PAIRS)
                print(f"unknown rows {args.pairs!r}; rows: {rows}", file=sys.stderr)
                return 2
        joined = getattr(args, "join", None)
        if joined:
            try:
                measures.table_from_files(joined, None if args.game == "all" else ids)
            except (OSError, ValueError, KeyError) as exc:
                print(f"cannot read the deal files: {exc}", file=sys.stderr)
                return 2
            return 0
        jobs = max(1, getattr(args, "jobs", 1) or 1)
        scale = max(0.001, args.scale)
        common = bool(getattr(args, "common_seeds", False))
        out = getattr(args, "out", None)
        if out:
            minutes = getattr(args, "minutes", None) or 1e9
            decks = max(1, args.games // 2)
            measures.run_bounded(ids, decks, args.seed, scale, jobs, out, minutes, pairs, common)
            return 0
        measures.run(ids, max(2, args.games), args.seed, scale, jobs, pairs, common)
        return 0
    known = (*LEVELS, *BENCHMARK_LEVELS, "seeing", frozen.FROZEN)
    levels = [lvl.strip() for lvl in args.bots.split(",") if lvl.strip()]
    bad = [lvl for lvl in levels if lvl.partition(":")[0].removesuffix(INFORMED) not in known]
    if bad or len(levels) < 1:
        print(f"unknown bot level {', '.join(bad)}; levels: {', '.join(known)}", file=sys.stderr)
        return 2
    # The all-seeing bot has no default budget: it needs its own (seeing:N).
    bad = [lvl for lvl in levels if not _valid(lvl, known) or lvl == "seeing"]
    if bad:
        print(
            f"bad search budget in {', '.join(bad)}: after ':' comes a whole number of "
            "iterations above 0, e.g. strong:2000",
            file=sys.stderr,
        )
        return 2
    try:
        spec = engine.game(args.game)
        options = spec.resolve(
            args.players or spec.default_players or spec.players[0], _options(args.option)
        )
    except (KeyError, ValueError) as exc:
        print(str(exc).strip('"'), file=sys.stderr)
        return 2
    players = args.players or spec.default_players or spec.players[0]
    games = max(1, args.games)
    iterations = getattr(args, "iterations", None)
    deals_only = bool(getattr(args, "deals_only", False))
    jobs = max(1, getattr(args, "jobs", 1) or 1)
    workers = max(1, getattr(args, "workers", 1) or 1)
    call = (spec.id, levels, players, options, args.seed)
    started = time.perf_counter()
    common = bool(getattr(args, "common_seeds", False))
    outcomes = play_all(call, games, iterations, deals_only, workers, jobs, common)
    elapsed = time.perf_counter() - started
    labels = _labels(levels)
    unit = "single deals (--deals-only)" if deals_only else "whole matches"
    if deals_only and search_config(spec.id).deal_value is not None:
        unit += " scored by the game's deal_value hook"
    budget = f"{iterations} iterations" if iterations else "level defaults"
    if any(":" in level for level in levels):
        budget += " (bot:N = N iterations for that bot)"
    print(
        f"Tournament {spec.id}: {games} games of {unit}, {players} players, seats rotated, "
        f"seed {args.seed}, search budget {budget}"
    )
    if options:
        print("options: " + ", ".join(f"{k}={v}" for k, v in options.items()))
    decisions = sum(o.decisions for o in outcomes)
    print(f"{decisions} decisions in {elapsed:.1f} s")
    header = f"{'bot':<10} {'seats':>6}  {'win share':<17} {'last share':<17} {'mean score':<20}"
    print(header)
    print("-" * len(header))
    for row in summarize(labels, outcomes):
        print(
            f"{row['bot']:<10} {row['seats']:>6}  {_fmt(row['win'], 3):<17} "
            f"{_fmt(row['last'], 3):<17} {_fmt(row['score'], 2):<20}"
        )
    print("(95 % confidence intervals over the per-game means; ties split)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.bots.tournament")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
