"""``python -m engine.bots.inference_measure``: how well the imagined deals place the hidden cards.

Why: issue #44 item 2 asks that the deals the search imagines be weighted by how likely each
seat's observed moves are, and that this be measured: the log-likelihood of the true hidden
cards and the share placed in the right hand, weighted against uniform. This is that measure,
for whatever ``likelihood`` hook a game has (today the hand-set signals; a policy-based model
is still to come), so that a new model is judged by the same numbers.

At positions reached by ``easy`` bots (rules of thumb with a little noise: players whose moves
say something about their cards) the mover's sampler draws ``samples`` deals
(``determinize``); each hidden card of another hand gets a probability of lying where it
truly lies, the share of the samples that put it there, uniform or weighted by the game's
likelihood (add-one smoothed over the hands that may hold it). Printed per game: the mean
log-likelihood per hidden card, uniform and weighted, their paired difference with its
standard error over positions, and the share of hidden cards placed right.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from typing import Any

import engine
from engine.bots import make
from engine.bots.hooks import hooks_for


def position(game_id: str, seed: int) -> Any:
    """A decision in card play reached by ``easy`` bots from a seeded deal, at a random
    trick, or None if the deal ended first."""
    spec = engine.game(game_id)
    rng = random.Random(seed)
    state = spec.new_game(seed=seed)
    bots = [make("easy", spec, seed=seed * 10 + s) for s in range(state.players)]
    stop = rng.randrange(2, 6)  # tricks into the play
    plays = 0
    while state.current_player is not None and not state.deal_over:
        legal = state.legal_actions()
        if legal[0].verb == "play":
            if plays >= stop * state.players and len(legal) > 1:
                return state
            plays += 1
        seat = state.current_player
        state.apply(bots[seat].choose(state, seat))
    return None


def score(state: Any, samples: int, seed: int) -> tuple[float, float, float, float, int]:
    """(uniform, weighted) mean log-likelihood per hidden card and (uniform, weighted) share
    placed right, and the number of hidden cards, at one position."""
    seat = state.current_player
    likelihood = hooks_for(state.spec.id).likelihood
    assert likelihood is not None
    truth = {c: s for s in range(state.players) if s != seat for c in state.hand(s)}
    rng = random.Random(seed)
    count_u: dict[str, float] = dict.fromkeys(truth, 0.0)
    count_w: dict[str, float] = dict.fromkeys(truth, 0.0)
    total_w = 0.0
    for _ in range(samples):
        sample = state.determinize(seat, rng)
        weight = likelihood(state, sample, seat)
        total_w += weight
        for s in range(state.players):
            if s == seat:
                continue
            for card in sample.hand(s):
                if truth.get(card) == s:
                    count_u[card] += 1.0
                    count_w[card] += weight
    hands = state.players - 1
    ll_u = sum(math.log((count_u[c] + 1) / (samples + hands)) for c in truth)
    ll_w = (
        sum(
            math.log((count_w[c] + 1 * total_w / samples) / (total_w * (1 + hands / samples)))
            for c in truth
        )
        if total_w > 0
        else ll_u
    )
    n = len(truth)
    right_u = sum(count_u.values()) / (samples * n)
    right_w = sum(count_w.values()) / (total_w * n) if total_w > 0 else right_u
    return ll_u / n, ll_w / n, right_u, right_w, n


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every game with a likelihood)")
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    games = args.games or [g for g in engine.GAMES if hooks_for(g).likelihood is not None]
    print("game            n  LL/card uniform  weighted  gain ± se    right uniform  weighted")
    for game_id in games:
        rows: list[tuple[float, float, float, float, int]] = []
        seed = args.seed * 1_000_003
        while len(rows) < args.positions:
            seed += 1
            state = position(game_id, seed)
            if state is not None:
                rows.append(score(state, args.samples, seed))
        gains = [w - u for u, w, _ru, _rw, _n in rows]
        se = statistics.stdev(gains) / math.sqrt(len(gains))
        ll_u, ll_w, right_u, right_w = (statistics.fmean(r[k] for r in rows) for k in range(4))
        print(
            f"{game_id:14} {len(rows):3} {ll_u:16.4f} {ll_w:9.4f}"
            f" {statistics.fmean(gains):+7.4f} ± {se:.4f} {right_u:14.4f} {right_w:9.4f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
