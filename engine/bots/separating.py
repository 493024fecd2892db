"""``python -m engine.bots.separating``: the suite that separates ``strong`` from ``normal``
(issue #44 item 4).

Why: on the project's suites both levels are right nine times in ten, because most stored
positions are ones where any decent player finds the move. A suite that tells the levels
apart is made only of positions where they *disagree* and the independent referee
(:mod:`engine.bots.independent_referee`, none of ``strong``'s tools) says one of the two
moves is clearly right and the other clearly wrong.

Mining is therefore ordered by cost: the positions come from deals ``normal`` bots play
(:func:`engine.bots.referee.positions`); a position whose root rule leaves ``strong`` a
single move is dropped first (the issue wants none settled by a rule alone); then both
levels are asked at their default budgets (one process, no time cap: reproducible), and
only where they choose differently is the referee asked, by far the dearest step. Every
position is recorded, also those dropped, so the rates (how often the levels disagree, how
often the referee separates them) and the CPU per kept position come from the file.

A kept position is right for a move the referee does not call clearly worse than its best
(``good``) and wrong for one it does (``blunders``); it is kept only if one level's move is
good and the other's a blunder. Scoring asks each level again at *fresh* seeds: the mining
seed chose the positions where the two disagreed, so scoring at it would flatter whoever
the referee sided with.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import engine
from engine.bots import search_config
from engine.bots.independent_referee import SEARCH_ITERATIONS, Verdict, appraise
from engine.bots.ismcts import root_moves
from engine.bots.playing import mean_ci
from engine.bots.referee import level_moves, phase_of, positions
from engine.bots.resumable import add_common_arguments, done_positions, run_games
from engine.bots.suite import POSITIONS_DIR, Position, load, position_from_row, save, theme_of
from engine.contract import GameState

#: The two levels the suite separates.
LEVELS = ("normal", "strong")
#: Decisions taken from each deal ``normal`` bots play: playing a deal costs about as much as
#: asking ``strong`` once, and most positions are dropped before the referee.
PER_DEAL = 6
#: Where the separating positions live, one JSON file per game (the suite's format).
SUITE_DIR = POSITIONS_DIR / "separating"
#: Fresh seeds each level is asked at when the suite is scored.
TRIES = 3
#: A searched separation is confirmed on the same deals with this many times the referee's
#: iterations: at auctions its random playouts undervalue the declarer, and such a gap
#: shrinks with depth (Scharwenzel suite position 26: 17.6, 7.1, 1.8 race points at 200,
#: 800, 3,200 iterations), so a verdict that does not hold deeper is the referee's noise.
DEEPER = 4


def settled_by_rule(state: GameState, seat: int) -> bool:
    """Whether ``strong``'s root rule leaves it a single move here (no search decides)."""
    kept = root_moves(state, seat, search_config(state.spec.id))
    return kept is not None and len(kept) == 1


def verdict_sets(verdict: Verdict) -> tuple[list[str], list[str]]:
    """The referee's right moves (not clearly worse than its best) and clear errors."""
    good = [t for t in verdict.values if not verdict.clearly_worse(t)]
    bad = [t for t in verdict.values if verdict.clearly_worse(t)]
    return good, bad


def separation(good: Sequence[str], bad: Sequence[str], chosen: dict[str, str]) -> str | None:
    """The level whose move is right where the other's is a clear error, else None."""
    right = [lvl for lvl in LEVELS if chosen[lvl] in good]
    wrong = [lvl for lvl in LEVELS if chosen[lvl] in bad]
    if len(right) == 1 and len(wrong) == 1:
        return right[0]
    return None


def examine(position: Position, seed: int) -> dict[str, Any]:
    """One position's record: dropped by a rule, the levels agreeing, or judged."""
    state = position.build()
    seat = position.seat
    record: dict[str, Any] = {
        "game": position.game,
        "players": position.players,
        "seed": position.seed,
        "moves": list(position.moves),
        "seat": seat,
        "phase": phase_of(state, seat),
        "theme": theme_of(state, [a.text for a in state.legal_actions()]),
    }
    began = time.process_time()
    if settled_by_rule(state, seat):
        return record | {"status": "rule", "cpu": time.process_time() - began}
    chosen = level_moves(state, seat, LEVELS, seed=position.seed * 31 + seed)
    record["chosen"] = chosen
    if chosen["normal"] == chosen["strong"]:
        return record | {"status": "agree", "cpu": time.process_time() - began}
    verdict = appraise(state, seat, seed=position.seed + seed)
    record |= judged(verdict, chosen)
    if record["winner"] and verdict.method == "searched":
        record = confirmed(record, state, seed)
    return record | {"cpu": time.process_time() - began}


def judged(verdict: Verdict, chosen: dict[str, str]) -> dict[str, Any]:
    """The record's verdict fields: whom it separates for, the right moves and errors."""
    good, bad = verdict_sets(verdict)
    winner = separation(good, bad, chosen)
    return {
        "status": "separates" if winner else "unclear",
        "winner": winner,
        "method": verdict.method,
        "good": good,
        "blunders": bad,
        "means": {t: round(verdict.mean(t), 4) for t in verdict.values},
    }


def confirmed(record: dict[str, Any], state: GameState, seed: int) -> dict[str, Any]:
    """A searched separation judged again :data:`DEEPER` times deeper on the same deals:
    kept with the deeper verdict if it separates for the same level, else ``shallow``."""
    deep = appraise(
        state, record["seat"], seed=record["seed"] + seed, iterations=DEEPER * SEARCH_ITERATIONS
    )
    again = judged(deep, record["chosen"])
    if again["winner"] != record["winner"]:
        return record | {"status": "shallow", "deep": again}
    return record | again | {"deep": True}


def latest(records: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """One record per position, the last written (a confirmation replaces its record)."""
    last: dict[tuple[str, int, tuple[str, ...]], dict[str, Any]] = {}
    for r in records:
        last[(r["game"], r["seed"], tuple(r["moves"]))] = r
    return list(last.values())


def confirm_file(out_path: str, games: Sequence[str], seed: int = 0) -> int:
    """Confirm the searched separations of ``games`` in ``out_path`` that were recorded
    before confirmation existed, each appended as its record's replacement; how many."""
    with open(out_path, encoding="utf-8") as fh:
        records = latest([json.loads(line) for line in fh if line.strip()])
    todo = [
        r
        for r in records
        if r["game"] in games
        and r["status"] == "separates"
        and r["method"] == "searched"
        and "deep" not in r
    ]
    with open(out_path, "a", encoding="utf-8") as fh:
        for r in todo:
            position = Position(
                r["game"], r["players"], r["seed"], tuple(r["moves"]), r["seat"], (), ()
            )
            began = time.process_time()
            again = confirmed(r, position.build(), seed)
            again["cpu"] = r["cpu"] + time.process_time() - began
            fh.write(json.dumps(again) + "\n")
            fh.flush()
            print(f"{r['game']} {r['phase']}: {again['status']}", file=sys.stderr, flush=True)
    return len(todo)


def mine(
    game: str,
    out_path: str,
    seed: int = 0,
    minutes: float = 1e9,
    phases: frozenset[str] = frozenset(),
) -> None:
    """Examine positions of ``game`` until ``minutes`` have passed, each record appended to
    ``out_path`` as a JSON line (positions already there are skipped: a run goes on).
    ``phases``: only decisions of these phases (:func:`engine.bots.referee.positions`)."""
    done = done_positions(out_path, game)
    deadline = time.monotonic() + 60.0 * minutes
    with open(out_path, "a", encoding="utf-8") as fh:
        for position in positions(game, seed, per_deal=PER_DEAL, phases=phases):
            if time.monotonic() > deadline:
                break
            if (position.seed, tuple(position.moves)) in done:
                continue
            record = examine(position, seed)
            fh.write(json.dumps(record) + "\n")
            fh.flush()
            print(
                f"{game} {record['phase']}: {record['status']}"
                + (f" ({record['winner']})" if record.get("winner") else "")
                + f" {record['cpu']:.1f} s",
                file=sys.stderr,
                flush=True,
            )


def kept_positions(records: Sequence[dict[str, Any]], game: str) -> list[Position]:
    """The separating positions of ``game`` in ``records``, as suite positions."""
    return [
        position_from_row(r | {"values": r["means"]})
        for r in latest(records)
        if r["game"] == game and r["status"] == "separates"
    ]


def write_suite(records: Sequence[dict[str, Any]], directory: Path = SUITE_DIR) -> list[str]:
    """Store each game's separating positions (added to those already stored); the lines
    saying how many each game now has."""
    said = []
    for game in sorted({r["game"] for r in records}):
        stored = load(game, directory)
        seen = {(p.seed, p.moves) for p in stored}
        new = [p for p in kept_positions(records, game) if (p.seed, p.moves) not in seen]
        if new:
            save(stored + new, directory / f"{game}.json")
        said.append(f"{game}: {len(stored) + len(new)} positions ({len(new)} new)")
    return said


def score_level(
    level: str, suite: Sequence[Position], tries: int = TRIES, seed: int = 1
) -> list[float]:
    """Per position, the share of ``tries`` fresh askings of ``level`` (its default budget,
    one process, no time cap) whose move is right."""
    shares = []
    for position in suite:
        state = position.build()
        right = 0
        for k in range(tries):
            asked = seed * 1_000_003 + position.seed * 31 + k + 1
            move = level_moves(state, position.seat, (level,), seed=asked)[level]
            right += move in position.good
        shares.append(right / tries)
    return shares


def rates(records: Sequence[dict[str, Any]]) -> str:
    """A Markdown table of the mining: per game, positions examined, dropped by a rule, where
    the levels agree, judged, separating (and for whom), and CPU per separating position."""
    lines = [
        "| game | examined | rule | agree | judged | not deeper | separating (strong–normal)"
        " | CPU s each |",
        "|---|---|---|---|---|---|---|---|",
    ]
    records = latest(records)
    for game in sorted({r["game"] for r in records}):
        mine_ = [r for r in records if r["game"] == game]
        count = {s: sum(1 for r in mine_ if r["status"] == s) for s in ("rule", "agree", "shallow")}
        judged_ = [r for r in mine_ if r["status"] in ("separates", "unclear", "shallow")]
        kept = [r for r in judged_ if r["status"] == "separates"]
        by_strong = sum(1 for r in kept if r["winner"] == "strong")
        cpu = sum(r["cpu"] for r in mine_)
        each = f"{cpu / len(kept):.0f}" if kept else f"> {cpu:.0f}"
        lines.append(
            f"| {game} | {len(mine_)} | {count['rule']} | {count['agree']} | {len(judged_)}"
            f" | {count['shallow']} | {len(kept)} ({by_strong}–{len(kept) - by_strong}) | {each} |"
        )
    return "\n".join(lines)


def score_table(games: Sequence[str], tries: int = TRIES, directory: Path = SUITE_DIR) -> str:
    """A Markdown table: per game and level, the share of right answers at fresh seeds."""
    lines = ["| game | positions | level | right ± 95 % |", "|---|---|---|---|"]
    for game in games:
        suite = load(game, directory)
        if not suite:
            continue
        for level in LEVELS:
            mean, half = mean_ci(score_level(level, suite, tries))
            lines.append(f"| {game} | {len(suite)} | {level} | {mean:.2f} ± {half:.2f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.bots.separating", description=__doc__)
    add_common_arguments(parser, "separating.jsonl")
    parser.add_argument("--write", action="store_true", help="store the separating positions")
    parser.add_argument("--score", action="store_true", help="score the stored suite")
    parser.add_argument(
        "--confirm", action="store_true", help="confirm older searched separations deeper"
    )
    parser.add_argument(
        "--phase",
        action="append",
        default=[],
        help="mine only decisions of this phase (repeatable; e.g. play); all if not given",
    )
    args = parser.parse_args(argv)
    games = args.games or list(engine.GAMES)
    if args.score:
        print(score_table(games))
        return 0
    if args.confirm:
        confirm_file(args.out, games, args.seed)
    status = run_games(
        parser,
        argv,
        lambda game, a: (
            None if a.confirm else mine(game, a.out, a.seed, a.minutes, frozenset(a.phase))
        ),
        rates,
    )
    if args.write and status == 0:
        with open(args.out, encoding="utf-8") as fh:
            records = [json.loads(line) for line in fh if line.strip()]
        for line in write_suite(records):
            print(line)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
