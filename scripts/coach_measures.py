"""The analyst's figures for the closing note: agreement, speed, ideas, determinism.

Run from the repository root, at low priority (it is CPU-heavy)::

    nice -n 19 .venv/bin/python scripts/coach_measures.py --decisions 200 --seconds 600

Per game, on decisions reached by random play (``engine.bots.positions``, forced moves left
out), it reports:

- ``flagged``: how often the deep look (``DEEP_SAMPLES``, extending the play-time samples)
  judges the play-time best move worse than "good" (goal 0: the review never calls the
  hint's move a mistake beyond noise), and ``changed``: how often the best move changed at all;
- the play-time answer's time (median and worst, CPU seconds of this process: the machine is
  shared, wall time would measure the neighbours), and its wall-clock time (median and
  worst: with ``--spread`` the search's parts run in worker processes, as in the GUI's
  play-time worker, and this process's CPU no longer counts them; measure on idle cores);
- ``ideas``: the share of play-time best moves that carry at least one idea in words;
- ``same``: whether analysing the first few positions twice gives identical JSON;
- with ``--bot LEVEL``: how often the deep look flags the move that bot level chooses (a
  sanity check of the playout values against the search the bots trust);
- with ``--duel N``: N deals played twice with the same cards, seat 0 once following the
  analyst's best move and once played by the ``--bot`` level itself, every other seat by that
  level: the mean difference of seat 0's deal value (the analyst's unit) with its paired
  standard error. Positive means the analyst's advice scored better than the bot.

``--seconds`` bounds each game's time: fewer decisions are measured if it runs out, and the
line says how many were.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.bots import make  # noqa: E402
from engine.bots.positions import random_positions  # noqa: E402
from engine.coach import DEEP_SAMPLES, PLAY_SAMPLES, analyse  # noqa: E402
from engine.coach.analyst import deal_outcome  # noqa: E402
from engine.coach.searched import spread_over_workers  # noqa: E402

FLAGGED = ("inaccuracy", "mistake", "blunder")


def measure(
    game: str, decisions: int, seconds: float, play: int, deep: int, seed: int, bot: str | None
) -> dict[str, Any]:
    """The figures of one game (see the module docstring)."""
    spec = engine.game(game)
    positions = random_positions(spec, decisions, seed=seed)
    searcher = make(bot, spec, seed=seed, workers=1) if bot else None
    bot_flagged = 0
    times: list[float] = []
    walls: list[float] = []
    flagged = changed = with_ideas = 0
    worst_case: dict[str, Any] | None = None
    same = True
    start = time.monotonic()
    for n, position in enumerate(positions):
        if time.monotonic() - start > seconds:
            break
        began, began_wall = time.process_time(), time.perf_counter()
        quick = analyse(position, samples=play)
        times.append(time.process_time() - began)
        walls.append(time.perf_counter() - began_wall)
        if n < 3:
            again = analyse(position.clone(), samples=play)
            same = same and json.dumps(again.to_json()) == json.dumps(quick.to_json())
        if quick.best.ideas:
            with_ideas += 1
        full = analyse(position, samples=deep, previous=quick)
        mine = full.option(quick.best.action)
        if mine.action != full.best.action:
            changed += 1
        if searcher is not None:
            seat = position.current_player
            assert seat is not None
            chosen = searcher.choose(position.clone(), seat)
            if full.option(chosen.text).verdict in FLAGGED:
                bot_flagged += 1
        if mine.verdict in FLAGGED:
            flagged += 1
            worst_case = {
                "history": position.history[position.deal_starts[-1] :],
                "hint": mine.action,
                "deep": mine.verdict,
                "loss": mine.loss,
                "loss_se": mine.loss_se,
                "win_loss": mine.win_loss,
                "win_loss_se": mine.win_loss_se,
            }
    done = len(times)
    return {
        "game": game,
        "decisions": done,
        "flagged": flagged,
        "bot_flagged": bot_flagged if searcher is not None else None,
        "changed": changed,
        "ideas": with_ideas / done if done else 0.0,
        "median_s": statistics.median(times) if times else 0.0,
        "worst_s": max(times) if times else 0.0,
        "median_wall_s": statistics.median(walls) if walls else 0.0,
        "worst_wall_s": max(walls) if walls else 0.0,
        "same": same,
        "example": worst_case,
    }


def _deal_value(state: engine.GameState, seat: int) -> float:
    """Seat's value of a finished deal in the analyst's unit (its side's, signed)."""
    return deal_outcome(state, seat)[0]


def duel(game: str, deals: int, level: str, play: int, seed: int, seconds: float) -> str:
    """Seat 0 by the analyst against seat 0 by ``level``, on the same deals (see above)."""
    spec = engine.game(game)
    diffs: list[float] = []
    start = time.monotonic()
    for d in range(deals):
        if time.monotonic() - start > seconds:
            break
        values = []
        for coached in (True, False):
            state = spec.new_game(seed=seed * 1000 + d)
            bots = [make(level, spec, seed=seed + s, workers=1) for s in range(state.players)]
            while state.current_player is not None:
                seat = state.current_player
                if coached and seat == 0:
                    action = analyse(state, 0, samples=play).best.action
                else:
                    action = bots[seat].choose(state.clone(), seat).text
                state.apply(action)
            values.append(_deal_value(state, 0))
        diffs.append(values[0] - values[1])
    n = len(diffs)
    if n < 2:
        return f"{game:<15} duel: too few deals ({n})"
    mean = statistics.fmean(diffs)
    se = statistics.stdev(diffs) / n**0.5
    better = sum(1 for x in diffs if x > 0)
    worse = sum(1 for x in diffs if x < 0)
    return (
        f"{game:<15} duel over {n} deals: analyst minus {level} at seat 0 {mean:+.3f} "
        f"± {se:.3f} per deal (better in {better}, worse in {worse})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--decisions", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=600.0, help="time budget per game")
    parser.add_argument("--play", type=int, default=PLAY_SAMPLES, help="play-time samples")
    parser.add_argument("--deep", type=int, default=DEEP_SAMPLES, help="review samples")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--bot", help="also count how often the deep look flags this level's move")
    parser.add_argument("--duel", type=int, default=0, metavar="DEALS")
    parser.add_argument("--json", metavar="FILE", help="also write the figures here")
    parser.add_argument(
        "--spread", action="store_true", help="the search's parts in worker processes"
    )
    args = parser.parse_args(argv)
    spread_over_workers(args.spread)
    if args.duel:
        for game in args.game or list(engine.GAMES):
            line = duel(game, args.duel, args.bot or "normal", args.play, args.seed, args.seconds)
            print(line, flush=True)
        return 0
    rows = []
    for game in args.game or list(engine.GAMES):
        row = measure(game, args.decisions, args.seconds, args.play, args.deep, args.seed, args.bot)
        rows.append(row)
        print(
            f"{game:<15} decisions {row['decisions']:4}  deep flags hint {row['flagged']:3}"
            f"  best changed {row['changed']:3}  ideas {row['ideas']:6.1%}"
            f"  time median {row['median_s']:.3f} s worst {row['worst_s']:.3f} s"
            f"  wall median {row['median_wall_s']:.3f} s worst {row['worst_wall_s']:.3f} s"
            f"  same twice {row['same']}"
            + (f"  flags {args.bot} bot {row['bot_flagged']}" if args.bot else ""),
            flush=True,
        )
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
