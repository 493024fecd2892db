"""Time inference from play's weighing of a world, and print what it weighed, per game.

Why: the weighing (``PlayModel.log_weight``) is what inference adds to a search, and a faster
weighing must give the *same* weights, or the tournaments that measured inference no longer
speak for it. So this times pools as a search weighs them (128 worlds at one position, the
position's observed moves worked out first and not timed) and prints the sum of every log
weight: two versions whose sums differ weigh differently.

``python scripts/weigh_time.py [--deals N] [--every K] [--worlds W] [GAME...]`` plays N
seeded deals per game with ``easy`` bots (four seats where the game allows) and weighs a pool
at every K-th decision with a choice where another seat had moved (CPU time, one process,
fresh positions loaded from their saves so no memo carries over). One JSON line per game. To
compare two versions, run it from each version's tree (``PYTHONPATH=DIR python
DIR/scripts/weigh_time.py``), alternately.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from engine.bots import make  # noqa: E402
from engine.bots.inference import observed_moves  # noqa: E402
from engine.bots.inference_measure import play_model  # noqa: E402


def positions(game: str, deals: int, every: int) -> list[str]:
    """Saves of every ``every``-th decision with a choice, where another seat had moved, of
    ``deals`` seeded deals played by ``easy`` bots."""
    spec = engine.game(game)
    out = []
    for seed in range(deals):
        players = 4 if 4 in spec.players else None
        state = spec.new_game(players, seed=seed) if players else spec.new_game(seed=seed)
        bots = [make("easy", spec, seed=seed * 10 + s) for s in range(state.players)]
        k = 0
        while state.current_player is not None and not state.deal_over:
            seat = state.current_player
            if observed_moves(state, seat) and len(state.legal_actions()) > 1:
                if k % every == 0:
                    out.append(state.to_json())
                k += 1
            state.apply(bots[seat].choose(state, seat))
    return out


def measure(game: str, deals: int, every: int, worlds: int) -> dict[str, Any]:
    model = play_model(game)
    assert model is not None, f"{game} has no model of play"
    saves = positions(game, deals, every)
    rng = random.Random(1)
    pools = []
    for text in saves:
        state = engine.load(text)
        seat = state.current_player
        pools.append((state, seat, [state.determinize(seat, rng) for _ in range(worlds)]))
    moves = [len(observed_moves(state, seat)) for state, seat, _ in pools]
    total = 0.0
    start = time.process_time()
    for state, seat, pool in pools:
        for world in pool:
            total += model.log_weight(state, world, seat)
    spent = time.process_time() - start
    return {
        "game": game,
        "positions": len(pools),
        "moves_read": round(sum(moves) / max(1, len(moves)), 1),
        "us_per_world": round(spent * 1e6 / max(1, worlds * len(pools)), 1),
        "log_weight_sum": total,
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="weigh_time.py", description=__doc__)
    parser.add_argument("games", nargs="*")
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--worlds", type=int, default=128)
    args = parser.parse_args(argv)
    for game in args.games or list(engine.GAMES):
        print(json.dumps(measure(game, args.deals, args.every, args.worlds)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
