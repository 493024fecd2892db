"""``python -m engine.bots.inference_measure``: how well the imagined deals place the hidden cards.

Why: issue #44 item 2 asks that the deals the search imagines be weighted by how likely each
seat's observed moves are, and that this be measured: the log-likelihood of the true hidden
cards and the share placed in the right hand, weighted against uniform. This is that measure
for the weighings the bots have: the game's hand-set signals (``likelihood``), the policy
model of :mod:`engine.bots.inference`, and both.

At positions reached by ``easy`` bots (rules of thumb with a little noise: players whose moves
say something about their cards; ``--level normal`` for searching players) the mover's
sampler draws ``samples`` deals (``determinize``); each hidden card of another hand gets a
probability of lying where it truly lies, the share of the samples that put it there,
uniform or weighted (add-one smoothed over the hands that may hold it). Printed per game: the
mean log-likelihood per hidden card for each weighing, the policy's paired gain over uniform
with its standard error over positions, the share of hidden cards placed right, and the
median effective sample size of the policy weights. ``--cost``: the search's µs per
simulation without and with inference.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from dataclasses import replace
from typing import Any

import engine
from engine.bots import make
from engine.bots.hooks import hooks_for
from engine.bots.inference import (
    EPSILON,
    POOL,
    PlayModel,
    effective_size,
    normalised,
)

#: The verbs of card play: a trick game's ``play``, Kaschlan's attacks, beats and sheds.
CARD_VERBS = frozenset({"play", "attack", "beat", "take", "reinforce", "add", "decline"})


def position(game_id: str, seed: int, players: int | None = None, level: str = "easy") -> Any:
    """A decision in card play reached by ``level`` bots from a seeded deal, at a random
    trick (in Kaschlan: after as many card moves as two to five tricks of the others hold),
    or None if the deal ended first. ``easy`` plays by rules of thumb (or a tiny search);
    ``normal`` by a search, whose moves the playout policy predicts less well."""
    spec = engine.game(game_id)
    rng = random.Random(seed)
    state = spec.new_game(players, seed=seed) if players else spec.new_game(seed=seed)
    bots = [make(level, spec, seed=seed * 10 + s) for s in range(state.players)]
    stop = rng.randrange(2, 6)  # tricks into the play
    plays = 0
    while state.current_player is not None and not state.deal_over:
        legal = state.legal_actions()
        if legal[0].verb in CARD_VERBS:
            if plays >= stop * state.players and len(legal) > 1:
                return state
            plays += 1
        seat = state.current_player
        state.apply(bots[seat].choose(state, seat))
    return None


#: The weighings compared: none, the game's hand-set signals (``likelihood``), the policy
#: model of :mod:`engine.bots.inference`, and both multiplied.
METHODS = ("uniform", "signals", "policy", "both")


def play_model(
    game_id: str, epsilon: float = EPSILON, recent: int | None = None, pool: int = POOL
) -> PlayModel | None:
    """The game's policy model read as given (by default every move of the deal; None: the
    game has no policy)."""
    model = hooks_for(game_id).play_model()
    if model is None:
        return None
    return replace(model, epsilon=epsilon, recent=recent, pool=pool)


def placement(
    truth: dict[str, int], hands: list[list[list[str]]], weights: list[float], seat: int
) -> tuple[float, float]:
    """Mean log-likelihood per hidden card and share placed right of weighted samples
    (``hands[k][s]``: seat ``s``'s hand in sample ``k``), each card's probability of lying
    where it truly lies add-one smoothed over the hands that may hold it."""
    samples = len(hands)
    count = dict.fromkeys(truth, 0.0)
    for sample, w in zip(hands, weights, strict=True):
        for s, hand in enumerate(sample):
            if s == seat:
                continue
            for card in hand:
                if truth.get(card) == s:
                    count[card] += w
    total = sum(weights)
    others = len(hands[0]) - 1
    mean = total / samples
    ll = sum(math.log((count[c] + mean) / (total + others * mean)) for c in truth)
    n = len(truth)
    return ll / n, sum(count.values()) / (total * n)


def score(
    state: Any, samples: int, seed: int, model: PlayModel | None = None
) -> tuple[dict[str, tuple[float, float]], int, float]:
    """Per weighing (:data:`METHODS`) the mean log-likelihood per hidden card and share
    placed right at one position, the number of hidden cards and the policy weights'
    effective sample size (Kish)."""
    seat = state.current_player
    likelihood = hooks_for(state.spec.id).likelihood
    truth = {c: s for s in range(state.players) if s != seat for c in state.hand(s)}
    rng = random.Random(seed)
    drawn = [state.determinize(seat, rng) for _ in range(samples)]
    hands = [[d.hand(s) for s in range(state.players)] for d in drawn]
    signals = [1.0 if likelihood is None else likelihood(state, d, seat) for d in drawn]
    if sum(signals) <= 0:
        signals = [1.0] * samples
    logs = [0.0 if model is None else model.log_weight(state, d, seat) for d in drawn]
    policy = normalised(logs)
    both = normalised([lw + math.log(max(g, 1e-12)) for lw, g in zip(logs, signals, strict=True)])
    out = {
        name: placement(truth, hands, weights, seat)
        for name, weights in zip(METHODS, ([1.0] * samples, signals, policy, both), strict=True)
    }
    return out, len(truth), effective_size(policy)


def cost_configs(game_id: str, model: PlayModel | None) -> tuple[Any, Any]:
    """The game's search configuration without inference and with ``model`` (the game's
    policy model when None): inference is off by default in every game, so the search's
    own configuration has none to compare."""
    from engine.bots import search_config

    off = search_config(game_id)
    off.inference = None
    on = search_config(game_id)
    on.inference = model or play_model(game_id)
    return off, on


def cost(
    game_id: str,
    positions: int,
    iterations: int,
    players: int | None = None,
    model: PlayModel | None = None,
) -> tuple[float, float, int]:
    """(µs per simulation without, with inference) of the game's search in one process at
    ``positions`` random positions (``engine.bots.positions``, seed 11, as the benchmark),
    ``iterations`` each, CPU time, the two searches of a position run one after the other
    (the same load), and at how many positions the pool was used (others had moved)."""
    from engine.bots.inference import observed_moves
    from engine.bots.ismcts import search
    from engine.bots.positions import random_positions

    off, on = cost_configs(game_id, model)
    spent = {True: 0.0, False: 0.0}
    used = 0
    for p in random_positions(engine.game(game_id), positions, seed=11, players=players):
        seat = p.current_player
        assert seat is not None
        used += bool(observed_moves(p, seat))
        for config, key in ((off, False), (on, True)):
            fresh = p.clone()  # no memo carried from the other search
            start = time.process_time()
            search(fresh, seat, random.Random(1), iterations, None, config)
            spent[key] += time.process_time() - start
    per = 1e6 / (positions * iterations)
    return spent[False] * per, spent[True] * per, used


def agreement(
    game_id: str, level: str, deals: int, players: int | None = None
) -> dict[str, tuple[int, int]]:
    """Per kind of decision (the verb of the first legal move: Kaschlan's ``attack``, its
    defences' ``beat``, its sheds' ``decline``), how many decisions with a choice ``level``
    bots made in ``deals`` seeded deals at their default budgets (no time cap, one process)
    and at how many the model of play (the game's policy, asked without its noise) chose the
    same move: how well the model knows such players."""
    from engine.bots.inference import STEADY
    from engine.bots.measures import budget

    spec = engine.game(game_id)
    policy = hooks_for(game_id).rollout
    assert policy is not None, f"{game_id} has no policy to model play by"
    name, _sep, its = budget(level, game_id, 1.0).partition(":")
    out: dict[str, tuple[int, int]] = {}
    for seed in range(deals):
        state = spec.new_game(players, seed=seed) if players else spec.new_game(seed=seed)
        bots = [
            make(name, spec, seed=seed * 10 + s, iterations=int(its) if its else None, workers=1)
            for s in range(state.players)
        ]
        while state.current_player is not None and not state.deal_over:
            seat = state.current_player
            legal = state.legal_actions()
            move = bots[seat].choose(state, seat)
            if len(legal) > 1:
                chosen = policy(state, legal, STEADY)
                n, same = out.get(legal[0].verb, (0, 0))
                out[legal[0].verb] = (n + 1, same + (chosen is not None and chosen == move))
            state.apply(move)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--epsilon", type=float, default=EPSILON)
    parser.add_argument(
        "--players", type=int, default=None, help="table size (default: the game's)"
    )
    parser.add_argument(
        "--level", default="easy", help="the level of the bots that play to the positions"
    )
    parser.add_argument(
        "--cost",
        type=int,
        nargs="*",
        metavar="ITERATIONS",
        help="instead: µs per simulation without and with inference at these budgets"
        " (default: 200 and the game's strong iterations per worker)",
    )
    parser.add_argument(
        "--recent", type=int, default=None, help="read only the others' last N moves"
    )
    parser.add_argument("--pool", type=int, default=POOL, help="worlds a search's pool weighs")
    parser.add_argument(
        "--agreement",
        type=int,
        metavar="DEALS",
        help="instead: how often the model chose the move --level bots made, by kind",
    )
    args = parser.parse_args(argv)
    games = args.games or list(engine.GAMES)
    if args.agreement is not None:
        print("game            level     kind        decisions  model agrees")
        for game_id in games:
            found = agreement(game_id, args.level, args.agreement, args.players)
            for kind, (n, same) in sorted(found.items()):
                print(f"{game_id:14} {args.level:9} {kind:10} {n:10}  {same / n:12.3f}")
            n = sum(v[0] for v in found.values())
            same = sum(v[1] for v in found.values())
            print(f"{game_id:14} {args.level:9} {'all':10} {n:10}  {same / max(1, n):12.3f}")
        return
    if args.cost is not None:
        print("game            iterations  positions  pool used  µs/sim without  with  ratio")
        for game_id in games:
            budgets = args.cost or [200, hooks_for(game_id).strong_iterations]
            for iterations in budgets:
                model = play_model(game_id, args.epsilon, args.recent, args.pool)
                without, with_, used = cost(
                    game_id, args.positions, iterations, args.players, model
                )
                print(
                    f"{game_id:14} {iterations:11} {args.positions:10} {used:10}"
                    f" {without:15.1f} {with_:5.1f} {with_ / without:6.2f}",
                    flush=True,
                )
        return
    print(
        "game            n  LL/card uniform  signals   policy     both"
        "  policy gain ± se   right uniform  signals  policy    both   ESS"
    )
    for game_id in games:
        model = play_model(game_id, args.epsilon, args.recent, args.pool)
        rows: list[tuple[dict[str, tuple[float, float]], int, float]] = []
        seed = args.seed * 1_000_003
        while len(rows) < args.positions:
            seed += 1
            if seed > args.seed * 1_000_003 + 20 * args.positions:
                raise SystemExit(f"{game_id}: too few positions in card play")
            state = position(game_id, seed, args.players, args.level)
            if state is not None:
                rows.append(score(state, args.samples, seed, model))
        gains = [r[0]["policy"][0] - r[0]["uniform"][0] for r in rows]
        se = statistics.stdev(gains) / math.sqrt(len(gains))
        ll = {m: statistics.fmean(r[0][m][0] for r in rows) for m in METHODS}
        right = {m: statistics.fmean(r[0][m][1] for r in rows) for m in METHODS}
        ess = statistics.median(r[2] for r in rows)
        print(
            f"{game_id:14} {len(rows):3} "
            + " ".join(f"{ll[m]:8.4f}" for m in METHODS)
            + f"  {statistics.fmean(gains):+7.4f} ± {se:.4f}   "
            + " ".join(f"{right[m]:7.4f}" for m in METHODS)
            + f" {ess:5.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
