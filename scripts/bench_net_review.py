"""The host's cost of a network seat's deal review (netplay.review.deal_review): CPU seconds
per deal and the review message's size, per game, median and worst over a few deals.

Run: nice -n 19 .venv/bin/python scripts/bench_net_review.py [--deals 3] [--samples N]
The deals are played by random moves from fixed seeds; seat 0's decisions are judged.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

import engine
from netplay.review import REVIEW_SAMPLES, deal_review


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--samples", type=int, default=REVIEW_SAMPLES)
    parser.add_argument("--games", nargs="*", default=list(engine.GAMES))
    args = parser.parse_args()
    for game in args.games:
        seconds, sizes, decisions = [], [], []
        for seed in range(args.deals):
            state = engine.game(game).new_game(seed=1000 + seed)
            rng = random.Random(seed)
            while not state.deal_over:
                state.apply(rng.choice(state.legal_actions()))
            began = time.process_time()
            review = deal_review(state, 0, 0, samples=args.samples)
            seconds.append(time.process_time() - began)
            text = json.dumps({"v": 1, "type": "review", "ref": 1, **review}, separators=(",", ":"))
            sizes.append(len(text.encode()))
            decisions.append(len(review["analyses"]))
        print(
            f"{game:15} samples {args.samples:5}  CPU s/deal median"
            f" {statistics.median(seconds):6.1f} worst {max(seconds):6.1f}"
            f"  decisions {decisions}  message KiB median"
            f" {statistics.median(sizes) / 1024:6.1f} worst {max(sizes) / 1024:6.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
