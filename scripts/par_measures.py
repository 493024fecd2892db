"""Measure par (issue #43): CPU seconds per deal per game, replays and the error reached.

Run: ``nice -n 19 .venv/bin/python scripts/par_measures.py GAME [--deals N] [--seed S]``.

Each deal is played by ``normal`` bots in every seat (seat 0 stands in for the person);
then its par for seat 0 is worked out as the table does (``engine.coach.par.par_of_deal``:
``strong`` at its full budget in one process, the others as they were, the default stop
rule: a 95 % half-width of 2 units, 3 to 12 replays, 120 CPU seconds). Prints one line per
deal and the median and worst CPU seconds. Bound a run by ``--deals`` (a deal costs at most
about two CPU minutes).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from engine.bots import make  # noqa: E402
from engine.coach.par import par_of_deal  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=list(engine.GAMES))
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    spec = engine.game(args.game)
    cpu: list[float] = []
    for k in range(args.deals):
        state = spec.new_game(seed=args.seed + k)
        bots = [make("normal", spec, seed=100 * k + s) for s in range(state.players)]
        while state.current_player is not None:
            seat = state.current_player
            state.apply(bots[seat].choose(state, seat))
        levels: list[str | None] = [None] + ["normal"] * (state.players - 1)
        began = time.process_time()
        par = par_of_deal(state, 0, 0, levels)
        spent = time.process_time() - began
        cpu.append(spent)
        print(
            f"{args.game} deal {args.seed + k}: score {par.score:+.1f} par {par.par:+.2f} "
            f"± {par.error:.2f} {par.unit} from {par.runs} replays, {spent:.1f} CPU s",
            flush=True,
        )
    print(f"{args.game}: CPU s per deal median {statistics.median(cpu):.1f}, worst {max(cpu):.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
