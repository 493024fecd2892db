"""`python -m engine` (or `kartentisch-cli`): play in a terminal, bench, tournament, replay."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Mapping
from typing import Any

import engine
from engine import cli_values
from engine.match_file import MatchFileError, read_match_file
from engine.options import format_choice


def _parse_options(pairs: list[tuple[str, str]] | None) -> dict[str, Any]:
    """The ``--option`` pairs (checked by :func:`engine.cli_values.option_pair`) as a dict."""
    return dict(pairs or [])


def _describe(obs: Mapping[str, Any]) -> str:
    lines = [f"Deal {obs['deal_no'] + 1}, phase {obs['phase']}; dealer seat {obs['dealer']}"]
    if obs.get("trump"):
        lines.append(f"Trumps: {obs['trump']}")
    if obs.get("trump_card"):
        lines.append(f"Face-up card: {obs['trump_card']}")
    if obs.get("stock"):
        lines.append(f"Stock: {obs['stock']} cards")
    if obs.get("table"):
        table = "  ".join(
            f"{t['seat']}:{t['card']}" + (f"/{t['beaten_by']}" if t.get("beaten_by") else "")
            for t in obs["table"]
        )
        lines.append(f"Table: {table}")
    sizes = ", ".join(f"seat {s}: {n}" for s, n in enumerate(obs["hand_sizes"]))
    lines.append(f"Cards held: {sizes}")
    lines.append(f"Totals: {obs['totals']}")
    lines.append(f"Your hand: {' '.join(obs['hand'])}")
    return "\n".join(lines)


def cmd_play(args: argparse.Namespace) -> int:
    try:
        spec = engine.game(args.game)
        state = spec.new_game(
            players=args.players, seed=args.seed, options=_parse_options(args.option)
        )
    except (KeyError, ValueError) as exc:
        print(f"error: {str(exc).strip(chr(34))}", file=sys.stderr)
        return 2
    bots = random.Random(args.seed)
    print(f"{spec.name}: you are seat 0. Type an action, 'help' for the list, 'quit' to stop.")
    while True:
        if state.deal_over:
            result = state.deal_result()
            scores = list(result.scores) if result is not None else []
            print(f"Deal over. Scores {scores}; totals {state.totals()}")
            if state.is_over:
                print("The match is over.")
                return 0
            state.next_deal()
            continue
        seat = state.current_player
        if seat != 0:
            action = bots.choice(state.legal_actions())
            state.apply(action)
            print(f"seat {seat}: {action}")
            continue
        print()
        print(_describe(state.observation(0)))
        legal = [a.text for a in state.legal_actions()]
        print("You may: " + " | ".join(legal))
        try:
            text = input("> ").strip()
        except EOFError:
            return 0
        if text in ("quit", "exit"):
            return 0
        if text in ("help", "?", ""):
            continue
        try:
            state.apply(text)
        except engine.IllegalAction as exc:
            print(f"Not possible: {exc}")


def cmd_bench(args: argparse.Namespace) -> int:
    from engine import bench

    games = args.game or None
    for gid in games or []:
        if gid not in engine.GAMES:
            print(f"error: unknown game {gid!r}; known: {', '.join(engine.GAMES)}", file=sys.stderr)
            return 2
    bench.run(games, seconds=args.seconds)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        state = read_match_file(args.file)
    except MatchFileError as exc:
        print(f"error: cannot replay {args.file}: {exc}", file=sys.stderr)
        return 2
    spec = state.spec
    print(
        f"{spec.name}, {state.players} players, seed {state.seed}, options "
        + ", ".join(f"{k}={format_choice(v)}" for k, v in state.options.items())
    )
    bounds = [*state.deal_starts, len(state.history)]
    for deal, (start, end) in enumerate(zip(bounds, bounds[1:], strict=False)):
        print(f"-- deal {deal + 1}")
        for seat, text in state.history[start:end]:
            print(f"   seat {seat}: {text}")
    print(f"Totals: {state.totals()}" + ("  (match over)" if state.is_over else ""))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    play = sub.add_parser("play", help="play a match in the terminal against random bots")
    play.add_argument("game")
    play.add_argument("--players", type=cli_values.positive_int, default=None)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument(
        "--option", action="append", type=cli_values.option_pair, metavar="NAME=VALUE"
    )
    play.set_defaults(func=cmd_play)

    bench = sub.add_parser("bench", help="random playouts per second and µs per step")
    bench.add_argument("--game", action="append", help="only this game (repeatable)")
    bench.add_argument(
        "--seconds",
        type=cli_values.positive_seconds,
        default=2.0,
        help="time per game and seat count",
    )
    bench.set_defaults(func=cmd_bench)

    replay = sub.add_parser("replay", help="print a saved match move by move")
    replay.add_argument("file")
    replay.set_defaults(func=cmd_replay)

    from engine.coach import cli as coach_cli

    coach = sub.add_parser("coach", help="the analyst's answer for a decision after random moves")
    coach_cli.add_coach_arguments(coach)
    review = sub.add_parser("review", help="the verdict on each of a seat's decisions of a deal")
    coach_cli.add_review_arguments(review)

    from engine.coach import training_cli

    par = sub.add_parser("par", help="par for every finished deal of a save (strong in your seat)")
    training_cli.add_par_arguments(par)
    puzzles = sub.add_parser("puzzles", help="the built-in puzzles of a game, with answers")
    training_cli.add_puzzles_arguments(puzzles)

    try:
        from engine.bots import tournament
    except ImportError:
        pass
    else:
        tour = sub.add_parser("tournament", help="bots against bots, seat-rotated")
        tournament.add_arguments(tour)
        tour.set_defaults(func=tournament.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
