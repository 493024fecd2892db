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

from engine.bots import search_config
from engine.bots.independent_referee import Verdict, appraise
from engine.bots.ismcts import root_moves
from engine.bots.playing import mean_ci
from engine.bots.referee import level_moves, phase_of, positions
from engine.bots.resumable import add_common_arguments, done_positions, run_games
from engine.bots.suite import POSITIONS_DIR, Position, load, save, theme_of
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
    good, bad = verdict_sets(verdict)
    winner = separation(good, bad, chosen)
    return record | {
        "status": "separates" if winner else "unclear",
        "winner": winner,
        "method": verdict.method,
        "good": good,
        "blunders": bad,
        "means": {t: round(verdict.mean(t), 4) for t in verdict.values},
        "cpu": time.process_time() - began,
    }


def mine(game: str, out_path: str, seed: int = 0, minutes: float = 1e9) -> None:
    """Examine positions of ``game`` until ``minutes`` have passed, each record appended to
    ``out_path`` as a JSON line (positions already there are skipped: a run goes on)."""
    done = done_positions(out_path, game)
    deadline = time.monotonic() + 60.0 * minutes
    with open(out_path, "a", encoding="utf-8") as fh:
        for position in positions(game, seed, per_deal=PER_DEAL):
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
        Position(
            game=r["game"],
            players=r["players"],
            seed=r["seed"],
            moves=tuple(r["moves"]),
            seat=r["seat"],
            good=tuple(r["good"]),
            blunders=tuple(r["blunders"]),
            values=dict(r["means"]),
            theme=r["theme"],
        )
        for r in records
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
        "| game | examined | rule | agree | judged | separating (strong–normal) | CPU s each |",
        "|---|---|---|---|---|---|---|",
    ]
    for game in sorted({r["game"] for r in records}):
        mine_ = [r for r in records if r["game"] == game]
        count = {s: sum(1 for r in mine_ if r["status"] == s) for s in ("rule", "agree")}
        judged = [r for r in mine_ if r["status"] in ("separates", "unclear")]
        kept = [r for r in judged if r["status"] == "separates"]
        by_strong = sum(1 for r in kept if r["winner"] == "strong")
        cpu = sum(r["cpu"] for r in mine_)
        each = f"{cpu / len(kept):.0f}" if kept else f"> {cpu:.0f}"
        lines.append(
            f"| {game} | {len(mine_)} | {count['rule']} | {count['agree']} | {len(judged)}"
            f" | {len(kept)} ({by_strong}–{len(kept) - by_strong}) | {each} |"
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
    args = parser.parse_args(argv)
    if args.score:
        import engine

        print(score_table(args.games or list(engine.GAMES)))
        return 0
    status = run_games(
        parser,
        argv,
        lambda game, a: mine(game, a.out, a.seed, a.minutes),
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
