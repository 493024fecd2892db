"""Mine built-in puzzles from self-play positions (issue #43), in bounded, resumable batches.

Why a script: judging a position at the review's depth costs seconds, so a set of a hundred
puzzles a game costs CPU hours; it is mined ahead of time under ``nice`` in batches of a few
CPU minutes each, and only the answers ship (``engine/coach/puzzle_data/<game>.json``).

Per game, deal ``seed``, ``seed + 1``, … is played by ``easy`` bots (their own seeds from the
deal); at up to ``--per-deal`` of its non-forced decisions (chosen by a seeded draw) the
analyst screens at play depth (400 samples); where the best move is clearly ahead of every
other, the review's depth (1600, extending the same samples) judges it again, and only a
decision that is still unambiguous becomes a puzzle. Where a game has an exact solver (1001's
last tricks, the other games' endings), the analyst scores its samples by it, so the judgement
is the solver's over the deals the seat could face. 1001 is mined with ``--per-deal 20`` (every
non-forced decision): in its strict phase the exact solver often finds two moves worth the same
(no puzzle), so a few screened decisions a deal yield few puzzles. Then ``easy`` and
``normal`` try each puzzle (``--tries`` seeds each) and their misses give its difficulty.

Found puzzles and finished deals are appended to ``--out`` (JSON lines) as they come, so a
stopped batch keeps its work and the next batch goes on after the last finished deal.
``--write`` turns the lines into the shipped files; ``--retry`` lets the bots try the shipped
puzzles again, for their difficulty when a bot changed.

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

# This checkout's engine, not another one the environment may have installed.
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.bots import make  # noqa: E402
from engine.coach.analyst import DEEP_SAMPLES, PLAY_SAMPLES, analyse  # noqa: E402
from engine.coach.puzzle import Puzzle, clear_best, from_analysis, with_misses  # noqa: E402
from engine.coach.puzzle_set import DATA, dump, load, misses, read  # noqa: E402

SHIPPED = ROOT / "engine" / "coach" / DATA


def mine_deal(game: str, seed: int, per_deal: int, tries: int) -> list[Puzzle]:
    """The puzzles found in self-play deal ``seed`` of ``game``."""
    spec = engine.game(game)
    state = spec.new_game(seed=seed)
    bots = [make("easy", spec, seed=seed * 17 + s) for s in range(state.players)]
    moves: list[str] = []
    open_ones: list[int] = []  # the indices of the deal's non-forced decisions
    probe = state.clone()
    while probe.current_player is not None:
        actor = probe.current_player
        if len(probe.legal_actions()) > 1:
            open_ones.append(len(moves))
        move = bots[actor].choose(probe, actor).text
        moves.append(move)
        probe.apply(move)
    chosen = screened(open_ones, per_deal, seed)
    found = []
    for index, move in enumerate(moves):
        if index in chosen:
            puzzle = _judge_here(state, tries)
            if puzzle is not None:
                found.append(puzzle)
        state.apply(move)
    return found


def screened(open_ones: list[int], per_deal: int, seed: int) -> set[int]:
    """Which of a deal's non-forced decisions are judged: ``per_deal`` of them drawn evenly
    from the seed alone, so every part of the deal is screened alike (1001's clearly-best
    moves are mostly in the free phase, its strict phase is cheap to judge exactly: a large
    ``--per-deal`` screens both)."""
    return set(random.Random(seed).sample(open_ones, min(per_deal, len(open_ones))))


def _judge_here(state: engine.GameState, tries: int) -> Puzzle | None:
    # Flat playouts everywhere, as puzzle.judge confirms them (the built-in set was mined so).
    quick = analyse(state, samples=PLAY_SAMPLES, flat=True)
    if not clear_best(quick):
        return None
    deep = analyse(state, samples=DEEP_SAMPLES, previous=quick, flat=True)
    puzzle = from_analysis(state, deep)
    if puzzle is None or puzzle.idea is None:
        # A built-in puzzle's theme is its idea, and its answer says the idea in words
        # (issue #43): a clear best move the coach cannot put in words is no puzzle.
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


def write(out: Path, folder: Path = SHIPPED) -> None:
    """The shipped files from the mined lines added to the puzzles already in ``folder`` (a
    batch adds to the set, it never replaces it): per game, each position once."""
    by_game: dict[str, dict[str, Puzzle]] = {}
    for record in _lines(out):
        if "puzzle" in record:
            puzzle = Puzzle.from_json(record["puzzle"])
            shipped = by_game.get(puzzle.game)
            if shipped is None:
                shipped = by_game[puzzle.game] = {p.id: p for p in read(folder, puzzle.game)}
            shipped.setdefault(puzzle.id, puzzle)
    for game, puzzles in sorted(by_game.items()):
        _store(folder, game, list(puzzles.values()))
        print(f"{game}: {len(puzzles)} puzzles")


def _store(folder: Path, game: str, puzzles: list[Puzzle]) -> None:
    """``folder/<game>.json``, written atomically."""
    folder.mkdir(exist_ok=True)
    path = folder / f"{game}.json"
    tmp = path.with_suffix(".tmp")
    tmp.write_text(dump(puzzles) + "\n", encoding="utf-8")
    tmp.replace(path)


def rejudge(games: list[str]) -> None:
    """Judge every shipped puzzle of ``games`` again with the analyst as it is now (the
    coach's judgement changes when a game gains an exact solver, say): keep those still
    confirmed, with the margins and each move's loss of the fresh judgement (so a puzzle
    stored with its margin only gains the losses that tell a wrong answer its cost); print
    how many stood."""
    from dataclasses import replace

    from engine.coach.puzzle import judge

    for game in games:
        began = time.process_time()
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
        _store(SHIPPED, game, kept)
        cpu = time.process_time() - began
        print(f"{game}: {len(kept)} of {len(puzzles)} confirmed ({cpu:.0f} CPU s)", flush=True)


def retry(games: list[str], tries: int, folder: Path = SHIPPED) -> None:
    """Let ``easy`` and ``normal`` try every shipped puzzle of ``games`` again and store their
    misses (so the ratings): a bot that changed its decisions (Bolachen's auction in stop 53)
    makes the stored difficulty stale; print how many ratings moved."""
    for game in games:
        began = time.process_time()
        puzzles = read(folder, game)
        fresh = [
            with_misses(p, {level: misses(p, level, tries) for level in ("easy", "normal")})
            for p in puzzles
        ]
        moved = sum(1 for old, new in zip(puzzles, fresh, strict=True) if old.rating != new.rating)
        _store(folder, game, fresh)
        cpu = time.process_time() - began
        print(f"{game}: {moved} of {len(puzzles)} ratings moved ({cpu:.0f} CPU s)", flush=True)


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
    parser.add_argument(
        "--retry", action="store_true", help="let the bots try the shipped puzzles again"
    )
    args = parser.parse_args(argv)
    out = Path(args.out)
    if args.retry:
        retry(args.games or list(engine.GAMES), args.tries)
        return 0
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
