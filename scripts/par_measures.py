"""Measure par (issue #43): CPU seconds per deal (or match) per game, replays and the error.

Run: ``nice -n 19 .venv/bin/python scripts/par_measures.py GAME [--deals N] [--seed S]``.

Each deal is played by ``normal`` bots in every seat (seat 0 stands in for the person);
then its par for seat 0 is worked out as the table does (``engine.coach.par.par_of_deal``:
``strong`` at its full budget in one process, the others as they were, the default stop
rule: a 95 % half-width of 2 units, 3 to 12 replays, 120 CPU seconds). Prints one line per
deal, the replays' standard deviation (what the error shrinks from: ± 1.96 sd / sqrt(n)) and
the median and worst CPU seconds. Bound a run by ``--deals`` (a deal costs at most about two
CPU minutes).

``--matches N``: instead, N whole matches of a game played for the match (1001) are played
by ``normal`` bots, and each match's whole-match replays are made as the table makes them
(``engine.coach.match_par``, the default stop rule: 4 to 10 replays, 600 CPU seconds); the
deals' own pars are left out (measured above, per deal). Prints each replay's CPU seconds,
the share won and the CPU seconds per match (median, worst).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from engine.bots import make  # noqa: E402
from engine.coach.match_par import match_rule, replay_match  # noqa: E402
from engine.coach.par import par_of_deal  # noqa: E402
from engine.contract import GameState  # noqa: E402


def played(game: str, seed: int, whole_match: bool) -> GameState:
    """A deal (or a whole match) of ``game`` played by ``normal`` bots in every seat."""
    spec = engine.game(game)
    state = spec.new_game(seed=seed)
    bots = [make("normal", spec, seed=100 * seed + s) for s in range(state.players)]
    while True:
        while state.current_player is not None:
            seat = state.current_player
            state.apply(bots[seat].choose(state, seat))
        if not whole_match or state.is_over:
            return state
        state.next_deal()


def deals(game: str, count: int, first: int) -> None:
    cpu: list[float] = []
    sds: list[float] = []
    for seed in range(first, first + count):
        state = played(game, seed, False)
        levels: list[str | None] = [None] + ["normal"] * (state.players - 1)
        began = time.process_time()
        par = par_of_deal(state, 0, 0, levels)
        spent = time.process_time() - began
        cpu.append(spent)
        sd = statistics.stdev(par.outcomes) if par.runs > 1 else math.nan
        sds.append(sd)
        print(
            f"{game} deal {seed}: score {par.score:+.1f} par {par.par:+.2f} "
            f"± {par.error:.2f} {par.unit} from {par.runs} replays (sd {sd:.1f}), "
            f"{spent:.1f} CPU s",
            flush=True,
        )
    sd = statistics.median(sds)
    print(
        f"{game}: CPU s per deal median {statistics.median(cpu):.1f}, worst {max(cpu):.1f}; "
        f"replay sd median {sd:.1f}: ± 2.0 needs about {math.ceil((1.96 * sd / 2.0) ** 2)} "
        f"replays"
    )


def matches(game: str, count: int, first: int) -> None:
    rule = match_rule()
    per_match: list[float] = []
    per_replay: list[float] = []
    for seed in range(first, first + count):
        state = played(game, seed, True)
        levels: list[str | None] = [None] + ["normal"] * (state.players - 1)
        outcomes: list[float] = []
        spent = 0.0
        while not rule.done(outcomes, spent):
            began = time.process_time()
            share, length = replay_match(state, 0, levels, len(outcomes))
            took = time.process_time() - began
            spent += took
            per_replay.append(took)
            outcomes.append(share)
            print(
                f"{game} match {seed} ({state.deals_finished} deals) replay {len(outcomes)}: "
                f"won {share:g} in {length} deals, {took:.1f} CPU s",
                flush=True,
            )
        per_match.append(spent)
        print(
            f"{game} match {seed}: strong won {sum(outcomes):g} of {len(outcomes)}, "
            f"{spent:.0f} CPU s",
            flush=True,
        )
    print(
        f"{game}: CPU s per whole-match replay median {statistics.median(per_replay):.1f}, "
        f"worst {max(per_replay):.1f}; per match median {statistics.median(per_match):.0f}, "
        f"worst {max(per_match):.0f}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=list(engine.GAMES))
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--matches", type=int, default=0, help="whole matches instead")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.matches:
        matches(args.game, args.matches, args.seed)
    else:
        deals(args.game, args.deals, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
