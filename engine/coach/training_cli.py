"""`python -m engine par SAVE` and `python -m engine puzzles GAME`: training from a terminal.

Why: par and the built-in puzzles are figures a reviewer wants to reproduce without the GUI.
Both answers are deterministic: par's replays take their bot seeds from the deal and stop by
the error reached or ``--max-runs`` (never by a clock here), the puzzles are stored. Bad input
gets one line and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

import engine
from engine import cli_values, jsondoc
from engine.bots import LEVELS
from engine.coach.cli import CliError, _one_line_errors, load_save
from engine.coach.match_par import (
    MATCH_MAX_RUNS,
    MATCH_MIN_RUNS,
    MatchPar,
    has_match_par,
    match_rule,
    par_of_match,
)
from engine.coach.par import MAX_RUNS, MIN_RUNS, TARGET, Par, par_of_deal
from engine.coach.puzzle_set import load


def add_par_arguments(parser: argparse.ArgumentParser) -> None:
    _one_line_errors(parser)
    parser.add_argument("save", help="a saved match (the GUI's save file or an engine save)")
    parser.add_argument("--seat", type=int, default=None, help="whose par (default: the person)")
    parser.add_argument(
        "--target", type=cli_values.positive_number, default=TARGET, help="95 %% half-width"
    )
    parser.add_argument("--max-runs", type=cli_values.positive_int, default=MAX_RUNS)
    parser.add_argument(
        "--match-runs",
        type=cli_values.positive_int,
        default=MATCH_MAX_RUNS,
        help="whole-match replays at most (a game played for the match: 1001)",
    )
    parser.add_argument(
        "--scale", type=cli_values.positive_number, default=1.0, help="search budgets × this"
    )
    parser.add_argument("--json", action="store_true", help="print the answer as JSON")
    parser.set_defaults(func=cmd_par)


def add_puzzles_arguments(parser: argparse.ArgumentParser) -> None:
    _one_line_errors(parser)
    parser.add_argument("game", help="game id (" + ", ".join(engine.GAMES) + ")")
    parser.add_argument("--json", action="store_true", help="print the puzzles as JSON")
    parser.set_defaults(func=cmd_puzzles)


def seat_levels(path: str, players: int) -> list[str | None]:
    """Each seat's bot level from a GUI save's description (None: a person); a bare engine
    save has none: seat 0 is the person and the others ``normal``."""
    data: Any = jsondoc.read(path, follow_links=True)
    meta = data.get("meta") if isinstance(data, dict) else None
    levels = meta.get("levels") if isinstance(meta, dict) else None
    if not isinstance(levels, list) or len(levels) != players:
        return [None] + ["normal"] * (players - 1)
    if not all(level is None or level in LEVELS for level in levels):
        raise CliError("the save's description has an unknown computer player level")
    return list(levels)


def cmd_par(args: argparse.Namespace) -> int:
    try:
        state = load_save(args.save)
        levels = seat_levels(args.save, state.players)
        seat = args.seat
        if seat is None:
            seat = levels.index(None) if None in levels else 0
        if not 0 <= seat < state.players:
            raise CliError(f"--seat must be between 0 and {state.players - 1}, not {seat}")
        if state.deals_finished == 0:
            raise CliError("the save has no finished deal")
    except CliError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    results = [
        par_of_deal(
            state,
            deal,
            seat,
            levels,
            target=args.target,
            min_runs=min(MIN_RUNS, args.max_runs),
            max_runs=args.max_runs,
            cpu_budget=math.inf,
            scale=args.scale,
        )
        for deal in range(state.deals_finished)
    ]
    match = _match_par(state, seat, levels, results, args)
    if args.json:
        answer = {
            "game": state.spec.id,
            "seat": seat,
            "deals": [p.to_json() for p in results],
            "match": None if match is None else match.to_json(),
        }
        print(json.dumps(answer, indent=1, sort_keys=True, ensure_ascii=False))
    else:
        for p in results:
            print(
                f"deal {p.deal + 1}: score {p.score:+.1f}, par {p.par:+.1f} ± {p.error:.1f} "
                f"({p.runs} replays), difference {p.difference:+.1f} {p.unit}"
            )
        if match is not None:
            print(
                f"match: score {match.score:+.1f}, par {match.par:+.1f} ± {match.error:.1f}, "
                f"difference {match.difference:+.1f} {match.unit}; strong won "
                f"{match.wins:g} of {match.replays} replays, you "
                f"{'won' if match.won == 1 else 'lost' if match.won == 0 else 'shared'} it"
            )
    return 0


def _match_par(
    state: engine.GameState,
    seat: int,
    levels: list[str | None],
    pars: list[Par],
    args: argparse.Namespace,
) -> MatchPar | None:
    """The match's par where the game is played for the match and this one is over."""
    if not (state.is_over and has_match_par(state.spec.id)):
        return None
    rule = match_rule(
        min_runs=min(MATCH_MIN_RUNS, args.match_runs), max_runs=args.match_runs, cpu_budget=math.inf
    )
    return par_of_match(state, seat, levels, pars, rule=rule, scale=args.scale)


def cmd_puzzles(args: argparse.Namespace) -> int:
    if args.game not in engine.GAMES:
        print(
            f"error: unknown game {args.game!r}; known: {', '.join(engine.GAMES)}", file=sys.stderr
        )
        return 2
    puzzles = load(args.game)
    rows = []
    for p in puzzles:
        obs = p.position().observation(p.seat)
        rows.append(
            {
                "id": p.id,
                "seat": p.seat,
                "phase": obs["phase"],
                "hand": obs["hand"],
                "answer": p.answer,
                "margin": round(p.margin, 4),
                "margin_se": round(p.margin_se, 4),
                "unit": p.unit,
                "idea": p.idea,
                "rating": round(p.rating, 1),
                "misses": dict(sorted(p.misses.items())),
            }
        )
    if args.json:
        print(json.dumps({"game": args.game, "puzzles": rows}, indent=1, sort_keys=True))
    else:
        for r in rows:
            print(
                f"{r['id']}  {r['phase']:<10} answer {r['answer']:<20} by {r['margin']:.1f} "
                f"{r['unit']}  rating {r['rating']:.0f}  idea {r['idea'] or '-'}"
            )
    return 0
