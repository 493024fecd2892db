"""Mine built-in puzzles from self-play positions (issue #43), in bounded, resumable batches.

Why a script: judging a position at the review's depth costs seconds, so a set of a hundred
puzzles a game costs CPU hours; it is mined ahead of time under ``nice`` in batches of a few
CPU minutes each, and only the answers ship (``engine/coach/puzzle_data/<game>.json``).

Per game, deal ``seed``, ``seed + 1``, … is played by ``easy`` bots (their own seeds from the
deal); at up to ``--per-deal`` of its non-forced decisions (chosen by a seeded draw) the
analyst screens at play depth (400 samples); where the best move is clearly ahead of every
other, the review's depth (1600, extending the same samples) judges it again, and only a
decision that is still unambiguous becomes a puzzle. Where a game has an exact solver (1001's
last tricks), the analyst scores its samples by it, so the judgement is the solver's over the
deals the seat could face. Then ``easy`` and ``normal`` try each puzzle (``--tries`` seeds
each) and their misses give its difficulty.

Found puzzles and finished deals are appended to ``--out`` (JSON lines) as they come, so a
stopped batch keeps its work and the next batch goes on after the last finished deal.
``--write`` turns the lines into the shipped files.

    nice python scripts/mine_puzzles.py chapanka --cpu-minutes 8 --out mined.jsonl
    python scripts/mine_puzzles.py --write --out mined.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import engine
from engine.bots import make
from engine.coach.analyst import DEEP_SAMPLES, PLAY_SAMPLES, analyse
from engine.coach.puzzle import Puzzle, clear_best, from_analysis, with_misses
from engine.coach.puzzle_set import DATA, dump, misses

ROOT = Path(__file__).resolve().parent.parent


def mine_deal(game: str, seed: int, per_deal: int, tries: int) -> list[Puzzle]:
    """The puzzles found in self-play deal ``seed`` of ``game``."""
    spec = engine.game(game)
    state = spec.new_game(seed=seed)
    bots = [make("easy", spec, seed=seed * 17 + s) for s in range(state.players)]
    # Which decisions to screen: drawn once the deal's length is known, from the seed alone.
    moves: list[str] = []
    probe = state.clone()
    while probe.current_player is not None:
        actor = probe.current_player
        move = bots[actor].choose(probe, actor).text
        moves.append(move)
        probe.apply(move)
    bots = [make("easy", spec, seed=seed * 17 + s) for s in range(state.players)]
    rng = random.Random(seed)
    order = list(range(len(moves)))
    rng.shuffle(order)
    screened = 0
    found = []
    for index, move in enumerate(moves):
        chosen = screened < per_deal and index in order[: 3 * per_deal]
        if chosen and len(state.legal_actions()) > 1:
            screened += 1
            puzzle = _judge_here(state, tries)
            if puzzle is not None:
                found.append(puzzle)
        state.apply(move)
    return found


def _judge_here(state: engine.GameState, tries: int) -> Puzzle | None:
    quick = analyse(state, samples=PLAY_SAMPLES)
    if not clear_best(quick):
        return None
    deep = analyse(state, samples=DEEP_SAMPLES, previous=quick)
    puzzle = from_analysis(state, deep)
    if puzzle is None:
        return None
    return with_misses(
        puzzle, {level: misses(puzzle, level, tries) for level in ("easy", "normal")}
    )


def mine(game: str, out: Path, cpu_minutes: float, per_deal: int, tries: int, first: int) -> None:
    done = {r["seed"] for r in _lines(out) if r.get("done") == game}
    began = time.process_time()
    seed = first
    while time.process_time() - began < 60 * cpu_minutes:
        if seed not in done:
            found = mine_deal(game, seed, per_deal, tries)
            with out.open("a", encoding="utf-8") as fh:
                for puzzle in found:
                    fh.write(json.dumps({"puzzle": puzzle.to_json()}) + "\n")
                fh.write(json.dumps({"done": game, "seed": seed, "found": len(found)}) + "\n")
            print(f"{game} deal {seed}: {len(found)} puzzles", file=sys.stderr, flush=True)
        seed += 1


def _lines(path: Path) -> list[dict[str, object]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def write(out: Path) -> None:
    """The shipped files from the mined lines: per game, each position once."""
    by_game: dict[str, dict[str, Puzzle]] = {}
    for record in _lines(out):
        if "puzzle" in record:
            puzzle = Puzzle.from_json(record["puzzle"])
            by_game.setdefault(puzzle.game, {})[puzzle.id] = puzzle
    folder = ROOT / "engine" / "coach" / DATA
    folder.mkdir(exist_ok=True)
    for game, puzzles in sorted(by_game.items()):
        path = folder / f"{game}.json"
        tmp = path.with_suffix(".tmp")
        tmp.write_text(dump(list(puzzles.values())) + "\n", encoding="utf-8")
        tmp.replace(path)
        print(f"{game}: {len(puzzles)} puzzles -> {path.relative_to(ROOT)}")


def rejudge(games: list[str]) -> None:
    """Judge every shipped puzzle of ``games`` again with the analyst as it is now (the
    coach's judgement changes when a game gains an exact solver, say): keep those still
    confirmed, with the margins and each move's loss of the fresh judgement (so a puzzle
    stored with its margin only gains the losses that tell a wrong answer its cost); print
    how many stood."""
    from dataclasses import replace

    from engine.coach.puzzle import judge
    from engine.coach.puzzle_set import load

    for game in games:
        kept = []
        puzzles = load(game)
        for puzzle in puzzles:
            verdict = judge(puzzle)
            if verdict.confirmed:
                second = verdict.analysis.options[1]
                kept.append(
                    replace(
                        puzzle,
                        margin=round(second.loss, 4) + 0.0,
                        margin_se=round(second.loss_se, 4) + 0.0,
                        losses={o.action: round(o.loss, 4) + 0.0 for o in verdict.analysis.options},
                    )
                )
        path = ROOT / "engine" / "coach" / DATA / f"{game}.json"
        tmp = path.with_suffix(".tmp")
        tmp.write_text(dump(kept) + "\n", encoding="utf-8")
        tmp.replace(path)
        print(f"{game}: {len(kept)} of {len(puzzles)} confirmed", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--out", default="mined_puzzles.jsonl", help="JSON lines to append to")
    parser.add_argument("--cpu-minutes", type=float, default=8.0, help="per game, this batch")
    parser.add_argument("--per-deal", type=int, default=3, help="decisions screened per deal")
    parser.add_argument("--tries", type=int, default=6, help="tries of each bot level")
    parser.add_argument("--seed", type=int, default=1, help="first deal's seed")
    parser.add_argument("--write", action="store_true", help="write the shipped files")
    parser.add_argument(
        "--rejudge", action="store_true", help="judge the shipped puzzles again, keep the confirmed"
    )
    args = parser.parse_args(argv)
    out = Path(args.out)
    if args.write:
        write(out)
        return 0
    if args.rejudge:
        rejudge(args.games or list(engine.GAMES))
        return 0
    for game in args.games or list(engine.GAMES):
        if game not in engine.GAMES:
            print(f"error: unknown game {game!r}", file=sys.stderr)
            return 2
        mine(game, out, args.cpu_minutes, args.per_deal, args.tries, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
