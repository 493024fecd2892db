"""``python -m engine.coach.referee_loss GAME``: loss per decision against the independent
referee, of ``strong``, ``normal`` and the coach's play-time advice (issue #44 item 6).

It lives with the coach because it asks the coach (the bots do not import the coach).

Why: the loss-per-decision referee (:mod:`engine.bots.referee`) judges with ``strong``'s own
search and reward, so it cannot show where ``strong`` is wrong; the independent referee
(:mod:`engine.bots.independent_referee`) can. At each position (decisions of deals ``normal``
bots play, a few per deal: :func:`engine.bots.referee.positions`) the referee values every
legal move, each level is asked (its default iteration budget in one process, no time cap:
reproducible), the coach gives the advice the learn panel shows (``analyst.analyse`` at its
play-time samples), and each loses the referee's best mean minus its move's, in points.
Every position is a JSON line when done, so a run can stop any time and be joined.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any

from engine.bots.independent_referee import appraise
from engine.bots.playing import mean_ci
from engine.bots.referee import level_moves, phase_of, positions
from engine.bots.resumable import add_common_arguments, done_positions, run_games
from engine.bots.suite import Position
from engine.coach.analyst import analyse

#: Who is asked at each position: the bots' levels, then the coach.
LEVELS = ("normal", "strong")
COACH = "coach"
#: The earlier run's coach, in the records :func:`recoach` writes.
BEFORE = "coach_before"
#: Decisions judged per deal: playing a deal with ``normal`` bots costs about as much as
#: judging a position, so a few per deal (nearly independent still: different seats and
#: tricks).
PER_DEAL = 3


def coach_move(state: Any, seat: int) -> str:
    """The move the coach advises at play time (the learn panel's best option)."""
    return analyse(state, seat).best.action


def measure(
    game: str,
    count: int,
    out_path: str,
    seed: int = 0,
    minutes: float = 1e9,
    phases: frozenset[str] = frozenset(),
) -> None:
    """Judge ``count`` positions of ``game`` (going on after those already in ``out_path``),
    each appended as a JSON line; no new position after ``minutes``. ``phases``: only
    decisions of these phases (:func:`engine.bots.referee.positions`)."""
    done = done_positions(out_path, game)
    deadline = time.monotonic() + 60.0 * minutes
    judged = len(done)
    with open(out_path, "a", encoding="utf-8") as fh:
        for position in positions(game, seed, per_deal=PER_DEAL, phases=phases):
            if judged >= count or time.monotonic() > deadline:
                break
            if (position.seed, tuple(position.moves)) in done:
                continue
            state = position.build()
            seat = position.seat
            began = time.process_time()
            verdict = appraise(state, seat, seed=position.seed + seed)
            judged_at = time.process_time()
            moves = level_moves(state, seat, LEVELS, seed=position.seed * 31 + seed)
            coach_began = time.process_time()
            moves[COACH] = coach_move(state, seat)
            coach_cpu = time.process_time() - coach_began
            loss = {who: verdict.gap(move) for who, move in moves.items()}
            record: dict[str, Any] = {
                "game": game,
                "players": position.players,
                "seed": position.seed,
                "moves": list(position.moves),
                "seat": seat,
                "phase": phase_of(state, seat),
                "method": verdict.method,
                "best": verdict.best(),
                "chosen": moves,
                "loss": loss,
                "error": {who: verdict.clearly_worse(move) for who, move in moves.items()},
                "referee_cpu": judged_at - began,
                "asked_cpu": time.process_time() - judged_at,
                "coach_cpu": coach_cpu,
            }
            fh.write(json.dumps(record) + "\n")
            fh.flush()
            judged += 1
            print(
                f"{game} {judged}/{count} {record['phase']} ({verdict.method}): "
                + ", ".join(f"{w} {loss[w]:+.2f}" for w in moves),
                file=sys.stderr,
                flush=True,
            )


def recoach(records: Sequence[dict[str, Any]], out_path: str, seed: int = 0) -> None:
    """The positions of an earlier run (``records``) with this version's coach asked again,
    each appended to ``out_path`` with the earlier advice kept as ``coach_before``: the same
    positions, referee and levels' moves as that run, so the two coaches are compared
    paired. The referee (deterministic for the position and ``seed``) is asked again only
    where the coach now advises a move that run did not judge."""
    done = done_positions(out_path, records[0]["game"]) if records else set()
    with open(out_path, "a", encoding="utf-8") as fh:
        for old in records:
            if (old["seed"], tuple(old["moves"])) in done:
                continue
            seat = old["seat"]
            state = Position(
                old["game"], old["players"], old["seed"], tuple(old["moves"]), seat, (), ()
            ).build()
            began = time.process_time()
            move = coach_move(state, seat)
            coach_cpu = time.process_time() - began
            known = {m: (old["loss"][w], old["error"][w]) for w, m in old["chosen"].items()}
            known[old["best"]] = (0.0, False)
            if move in known:
                loss, error = known[move]
            else:
                verdict = appraise(state, seat, seed=old["seed"] + seed)
                loss, error = verdict.gap(move), verdict.clearly_worse(move)
            record = dict(old)
            record["chosen"] = {**old["chosen"], COACH: move, BEFORE: old["chosen"][COACH]}
            record["loss"] = {**old["loss"], COACH: loss, BEFORE: old["loss"][COACH]}
            record["error"] = {**old["error"], COACH: error, BEFORE: old["error"][COACH]}
            record["coach_cpu"] = coach_cpu
            record["coach_cpu_before"] = old.get("coach_cpu")
            fh.write(json.dumps(record) + "\n")
            fh.flush()
            print(
                f"{old['game']} {old['phase']}: coach {move} {loss:+.2f}, before "
                f"{old['chosen'][COACH]} {old['loss'][COACH]:+.2f} ({coach_cpu:.2f} s)",
                file=sys.stderr,
                flush=True,
            )


def table(records: Sequence[dict[str, Any]]) -> str:
    """Per game and asker: positions, loss per decision ± its 95 % half-width, clear errors;
    and the coach minus ``strong``, paired."""
    lines = [
        "| game | positions (solved) | who | loss, points ± 95 % | clear errors |",
        "|---|---|---|---|---|",
    ]
    for game in sorted({r["game"] for r in records}):
        mine = [r for r in records if r["game"] == game]
        solved = sum(1 for r in mine if r["method"] == "solved")
        for who in (*LEVELS, COACH):
            mean, half = mean_ci([r["loss"][who] for r in mine])
            errors = sum(1 for r in mine if r["error"][who])
            lines.append(
                f"| {game} | {len(mine)} ({solved}) | {who} | {mean:.3f} ± {half:.3f} | {errors} |"
            )
        mean, half = mean_ci([r["loss"][COACH] - r["loss"]["strong"] for r in mine])
        lines.append(f"| {game} | | coach − strong, paired | {mean:+.3f} ± {half:.3f} | |")
        if all(BEFORE in r["loss"] for r in mine):
            mean, half = mean_ci([r["loss"][BEFORE] for r in mine])
            errors = sum(1 for r in mine if r["error"][BEFORE])
            lines.append(
                f"| {game} | {len(mine)} ({solved}) | {BEFORE} | {mean:.3f} ± {half:.3f} "
                f"| {errors} |"
            )
            mean, half = mean_ci([r["loss"][COACH] - r["loss"][BEFORE] for r in mine])
            lines.append(f"| {game} | | coach − {BEFORE}, paired | {mean:+.3f} ± {half:.3f} | |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engine.coach.referee_loss", description=__doc__
    )
    parser.add_argument("--positions", type=int, default=20, help="positions per game")
    parser.add_argument(
        "--recoach",
        metavar="EARLIER",
        help="ask this version's coach again at the positions of an earlier run's records",
    )
    parser.add_argument(
        "--phase",
        action="append",
        default=[],
        help="only decisions of this phase (repeatable; e.g. play); all if not given",
    )
    add_common_arguments(parser, "independent_loss.jsonl")
    return run_games(parser, argv, lambda game, a: _run(game, a), table)


def _run(game: str, args: argparse.Namespace) -> None:
    if args.recoach is None:
        measure(game, args.positions, args.out, args.seed, args.minutes, frozenset(args.phase))
        return
    with open(args.recoach, encoding="utf-8") as fh:
        records = [json.loads(line) for line in fh if line.strip()]
    recoach([r for r in records if r["game"] == game], args.out, args.seed)


if __name__ == "__main__":
    raise SystemExit(main())
