"""Judge a suite position's moves by playing the deal on with bots that cannot see.

Why: the independent referee (``engine.bots.independent_referee``) values a move by
all-seeing play after it. Where `strong` and the referee disagree at a bid (Scharwenzel's
separating suite: the referee passes, `strong` bids), either could be wrong: all-seeing play
ignores what a bid tells the others and what the bidder does not know. This plays each move
of the position on over deals the seat could be in, every seat then played by a bot of the
ladder (no seat sees another's cards), the same deal and the same bot seeds for every move,
and reports each move's mean deal points for the seat's side (``deal_points``: the game's
unit, Scharwenzel's race points with a thread as 24) and the paired gap to the referee's
choice, with its standard error over the deals.

    python scripts/played_verdicts.py scharwenzel --phase 0 --deals 64 --level normal
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from engine.bots import make
from engine.bots.independent_referee import Verdict, deal_points
from engine.bots.separating import SUITE_DIR
from engine.bots.suite import Position, load
from engine.contract import GameState
from engine.seat_random import SeatRandom


def play_on(deal: GameState, level: str, seed: int) -> list[float]:
    """Play ``deal`` to its end with a ``level`` bot at every seat (each seeded from
    ``seed`` and its seat; ``level:N`` for a budget of N iterations); per seat, its side's
    deal points."""
    name, _sep, budget = level.partition(":")
    iterations = int(budget) if budget else None
    bots: dict[int, Any] = {}
    while deal.current_player is not None and deal.deal_result() is None:
        seat = deal.current_player
        bot = bots.get(seat)
        if bot is None:
            bot = bots[seat] = make(
                name, deal.spec, seed=seed * 8 + seat, workers=1, iterations=iterations
            )
        deal.apply(bot.choose(deal, seat))
    for bot in bots.values():
        bot.close()
    return deal_points(deal)


def judge(position: Position, deals: int, level: str, seed: int) -> dict[str, list[float]]:
    """Per legal move, the seat's side's deal points over ``deals`` deals the seat could be
    in, each move played first and the deal then played on by ``level`` bots."""
    state = position.build()
    seat = position.seat
    legal = [a.text for a in state.legal_actions()]
    rng = SeatRandom(seed * 7919 + position.seed)
    values: dict[str, list[float]] = {t: [] for t in legal}
    for k in range(deals):
        deal = state.determinize(seat, rng)
        for text in legal:
            played = deal.clone()
            played.apply(text)
            values[text].append(play_on(played, level, seed * 100_003 + k)[seat])
    return values


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--phase", type=int, default=None, help="only positions of this phase")
    parser.add_argument("--deals", type=int, default=64)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--only", default="", help="positions as SEED:MOVES, comma-separated (all if not given)"
    )
    args = parser.parse_args()
    only = {tuple(int(x) for x in part.split(":")) for part in args.only.split(",") if part}
    for position in load(args.game, SUITE_DIR):
        if only and (position.seed, len(position.moves)) not in only:
            continue
        if args.phase is not None and position.build().phase != args.phase:
            continue
        started = time.process_time()
        played = Verdict(judge(position, args.deals, args.level, args.seed), "played")
        referee = max(position.good, key=lambda t: position.values.get(t, -1e9))
        best = played.best()
        cells = []
        for text in sorted(played.values, key=lambda t: -played.mean(t)):
            gap, se = played.paired(referee, than=text)
            mark = "*" if text == referee else ""
            cells.append(f"{text}{mark} {played.mean(text):+.2f} ({gap:+.2f}±{se:.2f})")
        print(
            f"seed {position.seed} move {len(position.moves)}: played best {best!r}, referee "
            f"{referee!r} | " + " | ".join(cells) + f" | {time.process_time() - started:.0f} s",
            flush=True,
        )


if __name__ == "__main__":
    main()
