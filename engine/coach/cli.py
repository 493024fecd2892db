"""`python -m engine coach …` and `python -m engine review SAVE`: the analyst from a terminal.

Why in the engine: the GUI is not needed to ask the analyst, and a reviewer of its figures
(or a test) can reproduce any answer from a game, a seed and a number of moves. Both answers
are deterministic: the analyst seeds itself from the position, so the same question prints
the same JSON twice.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any, NoReturn

import engine
from engine.coach.analyst import DEEP_SAMPLES, PLAY_SAMPLES, Analysis, analyse
from engine.contract import GameState
from engine.match_file import MatchFileError, read_match_file


class CliError(ValueError):
    """Bad input: one line for the terminal, exit status 2."""


def _one_line_errors(parser: argparse.ArgumentParser) -> None:
    """A mistyped argument gets one line and exit status 2, not argparse's usage block."""

    def error(message: str) -> NoReturn:
        print(f"error: {message}", file=sys.stderr)
        raise SystemExit(2)

    parser.error = error  # type: ignore[method-assign]


def add_coach_arguments(parser: argparse.ArgumentParser) -> None:
    _one_line_errors(parser)
    parser.add_argument("--game", required=True, help="game id (" + ", ".join(engine.GAMES) + ")")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1, help="seeds the match and the moves")
    parser.add_argument("--moves", type=int, default=0, help="random moves before the decision")
    parser.add_argument("--option", action="append", metavar="NAME=VALUE")
    parser.add_argument("--samples", type=int, default=PLAY_SAMPLES, help="sampled deals")
    parser.add_argument("--json", action="store_true", help="print the answer as JSON")
    parser.set_defaults(func=cmd_coach)


def add_review_arguments(parser: argparse.ArgumentParser) -> None:
    _one_line_errors(parser)
    parser.add_argument("save", help="a saved match (the GUI's save file or an engine save)")
    parser.add_argument("--seat", type=int, default=0, help="whose decisions (default: 0)")
    parser.add_argument("--samples", type=int, default=DEEP_SAMPLES, help="sampled deals")
    parser.add_argument("--json", action="store_true", help="print the verdicts as JSON")
    parser.set_defaults(func=cmd_review)


def _options(pairs: list[str] | None) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs or []:
        if "=" not in pair:
            raise CliError(f"--option needs name=value, got {pair!r}")
        name, value = pair.split("=", 1)
        options[name.strip()] = value.strip()
    return options


def _samples(value: int) -> int:
    if value < 1:
        raise CliError(f"--samples must be at least 1, not {value}")
    return value


def decision_after(
    game: str, players: int | None, seed: int, moves: int, options: dict[str, Any]
) -> GameState:
    """The decision reached after ``moves`` random moves (seeded by ``seed``); when the
    deal is over at that point, the next deal's first decision."""
    if moves < 0:
        raise CliError(f"--moves must be 0 or more, not {moves}")
    try:
        spec = engine.game(game)
    except KeyError:
        raise CliError(f"unknown game {game!r}; known: {', '.join(engine.GAMES)}") from None
    try:
        state = spec.new_game(players=players, seed=seed, options=options)
    except (KeyError, ValueError) as exc:
        raise CliError(str(exc).strip('"')) from None
    rng = random.Random(seed)
    done = 0
    while True:
        if state.is_over:
            raise CliError(f"the match is over after {done} moves; ask for fewer --moves")
        if state.current_player is None:
            state.next_deal()
            continue
        if done >= moves:
            return state
        state.apply(rng.choice(state.legal_actions()))
        done += 1


def cmd_coach(args: argparse.Namespace) -> int:
    try:
        samples = _samples(args.samples)
        state = decision_after(
            args.game, args.players, args.seed, args.moves, _options(args.option)
        )
    except CliError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    seat = state.current_player
    assert seat is not None  # decision_after stops at a decision
    analysis = analyse(state, seat, samples=samples)
    obs = state.observation(seat)
    answer = {
        "game": state.spec.id,
        "players": state.players,
        "seed": args.seed,
        "moves": args.moves,
        "phase": obs["phase"],
        "hand": obs["hand"],
        "analysis": analysis.to_json(),
    }
    if args.json:
        print(json.dumps(answer, indent=1, sort_keys=True, ensure_ascii=False))
    else:
        hand = " ".join(obs["hand"])
        print(f"{state.spec.name}, seat {seat} to act ({obs['phase']}); hand {hand}")
        print(_table(analysis))
    return 0


def _table(analysis: Analysis) -> str:
    unit = analysis.unit
    lines = [f"{analysis.deals} sampled deals; value in {unit}, higher is better for the seat"]
    for o in analysis.options:
        lines.append(
            f"  {o.action:<24} {o.verdict:<10} value {o.value:+8.2f}  win {o.win_chance:5.0%}"
            f"  loss {o.loss:6.2f} ± {o.loss_se:4.2f}  {analysis.say(o.action)}"
        )
        lines.extend(f"      idea: {idea.reason}" for idea in o.ideas)
    return "\n".join(lines)


def cmd_review(args: argparse.Namespace) -> int:
    from engine.review import review_deal

    try:
        samples = _samples(args.samples)
        state = load_save(args.save)
        if not 0 <= args.seat < state.players:
            raise CliError(f"--seat must be between 0 and {state.players - 1}, not {args.seat}")
    except CliError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    reviews = review_deal(state, args.seat, samples=samples)
    rows = [
        {
            "index": r.index,
            "played": r.played,
            "best": r.best,
            "verdict": r.severity,
            "say": str(r.reason),
            "cost": round(r.cost, 4),
            "score_cost": round(r.score_cost, 4),
            "revised": str(r.revised) if r.revised is not None else None,
            "gave_away": str(r.gave_away) if r.gave_away is not None else None,
            "analysis": r.analysis.to_json() if r.analysis is not None else None,
        }
        for r in reviews
    ]
    answer = {
        "game": state.spec.id,
        "seat": args.seat,
        "deal": state.deal_no,
        "samples": samples,
        "decisions": rows,
    }
    if args.json:
        print(json.dumps(answer, indent=1, sort_keys=True, ensure_ascii=False))
    else:
        for r in reviews:
            print(f"{r.index:4}  {r.played:<24} {r.severity:<10} best {r.best:<24} {r.reason}")
    return 0


def load_save(path: str) -> GameState:
    """A saved match, from the GUI's save file (which wraps the engine's) or a bare one."""
    try:
        return read_match_file(path)
    except MatchFileError as exc:
        raise CliError(f"cannot load {path}: {exc}") from None
