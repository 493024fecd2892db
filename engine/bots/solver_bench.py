"""``python -m engine.bots.solver_bench``: what an exact solve costs, per game and cards left.

Why: ``strong`` solves guessed deals (PIMC) only from the trick where the solves it needs fit
its time cap (issue #44 item 1); that trick is read off this table (docs/bots.md). For each
game with an ``ExactPlay`` (its ``Hooks.endgame`` built on :mod:`engine.bots.pimc`) and each
number of cards in the mover's hand, it solves every legal move at random positions (random
play from seeded deals, the real hands as they lie) and prints the median and worst nodes and
CPU milliseconds per solve, and how many solves passed the node budget. A benchmark, not a
test: times depend on the machine and its load.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

import engine
from engine.bots.pimc import ExactPlay
from engine.bots.trick_solver import SolveBudget

#: The games, table sizes and cards in hand measured by default.
TABLES: tuple[tuple[str, int | None], ...] = (
    ("bolachen", None),
    ("scharwenzel", 4),
    ("scharwenzel", 6),
    ("scharwenzel", 8),
    ("chapanka", None),
)


def exact_play(game_id: str) -> ExactPlay:
    """The game's ``ExactPlay`` (the object behind its ``endgame`` hook)."""
    from engine.bots.hooks import hooks_for

    endgame = hooks_for(game_id).endgame
    play = getattr(endgame, "__self__", None)
    if not isinstance(play, ExactPlay):
        raise ValueError(f"{game_id} has no shared exact solver")
    return play


def positions(
    game_id: str, players: int | None, cards: int, count: int, seed: int, play: ExactPlay
) -> list[Any]:
    """``count`` positions where the mover holds ``cards`` cards and the solver applies,
    reached by random play from deals seeded from ``seed`` on."""
    spec = engine.game(game_id)
    found: list[Any] = []
    tries = 0
    while len(found) < count and tries < 50 * count:
        tries += 1
        rng = random.Random(seed * 100_003 + tries)
        state = spec.new_game(players=players, seed=seed * 100_003 + tries)
        while state.current_player is not None and not state.deal_over:
            seat = state.current_player
            if len(state.hand(seat)) == cards and play.open_deal(state, seat) is not None:
                found.append(state)
                break
            if len(state.hand(seat)) < cards:
                break
            state.apply(rng.choice(state.legal_actions()))
    return found


def measure(states: list[Any], play: ExactPlay, budget: int) -> dict[str, float]:
    """Median and worst nodes and CPU ms per solve (every legal move), and budget misses."""
    nodes: list[int] = []
    times: list[float] = []
    over = 0
    for state in states:
        seat = state.current_player
        found = play.open_deal(state, seat)
        assert found is not None
        solver = play.solver(found[0], budget)
        began = time.process_time()
        try:
            solver.move_values(found[1])
        except SolveBudget:
            over += 1
            continue
        times.append((time.process_time() - began) * 1000)
        nodes.append(solver.nodes)
    if not nodes:
        return {"n": len(states), "over": over}
    return {
        "n": len(states),
        "over": over,
        "nodes_median": statistics.median(nodes),
        "nodes_max": max(nodes),
        "ms_median": statistics.median(times),
        "ms_max": max(times),
    }


def pimc(states: list[Any], play: ExactPlay, seconds: float) -> dict[str, float]:
    """``strong``'s endgame in one process at ``seconds``: median guessed deals solved where
    it gave values, how many times it gave none (a tie at the top, a solve past the budget:
    the search decides), and median and worst wall seconds per decision."""
    solved: list[int] = []
    walls: list[float] = []
    for i, state in enumerate(states):
        began = time.perf_counter()
        values = play.endgame(state, state.current_player, random.Random(i), seconds)
        walls.append(time.perf_counter() - began)
        solved.append(0 if values is None else max(v.samples for v in values.values()))
    decided = [n for n in solved if n]
    return {
        "solved": statistics.median(decided) if decided else 0,
        "none": sum(1 for n in solved if n == 0),
        "wall_median": statistics.median(walls),
        "wall_max": max(walls),
    }


def versus(game_id: str, states: list[Any], iterations: int, seed: int = 0) -> dict[str, float]:
    """``strong`` with its exact endgame against ``strong`` searching (its endgame hook
    off, as ``strong`` was before), one worker, ``iterations`` each, at ``states``: each
    chosen move judged by the real deal solved open (all hands as they lie, perfect play
    after it). Returns the decisions, how many differ, and each bot's mean loss against the
    real deal's best move in the game's unit, with the standard error of the paired
    difference (search minus exact)."""
    from engine.bots import make
    from engine.bots.players import SearchBot

    play = exact_play(game_id)
    loss_exact: list[float] = []
    loss_search: list[float] = []
    differ = 0
    for i, state in enumerate(states):
        seat = state.current_player
        truth = play.values(state, seat)
        if truth is None:
            continue
        best = max(truth.values())
        solving = make("strong", state.spec, seed=seed + i, iterations=iterations, workers=1)
        searching = make("strong", state.spec, seed=seed + i, iterations=iterations, workers=1)
        assert isinstance(searching, SearchBot)
        searching.config.endgame = None
        a = solving.hint(state, seat).action.text
        b = searching.hint(state, seat).action.text
        differ += a != b
        loss_exact.append(best - truth[a])
        loss_search.append(best - truth[b])
    n = len(loss_exact)
    diffs = [s - e for s, e in zip(loss_search, loss_exact, strict=True)]
    mean = statistics.fmean(diffs) if diffs else 0.0
    se = statistics.stdev(diffs) / n**0.5 if n > 1 else 0.0
    return {
        "n": n,
        "differ": differ,
        "exact": statistics.fmean(loss_exact) if n else 0.0,
        "search": statistics.fmean(loss_search) if n else 0.0,
        "gain": mean,
        "se": se,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20, help="positions per row")
    parser.add_argument("--cards", type=int, nargs="+", default=[3, 4, 5, 6])
    parser.add_argument("--budget", type=int, default=2_000_000, help="nodes per solve")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", help="only this game id")
    parser.add_argument(
        "--pimc",
        type=float,
        metavar="SECONDS",
        help="instead: strong's endgame in one process with this cap, at the largest hand "
        "it solves (guessed deals solved, wall seconds)",
    )
    parser.add_argument(
        "--versus",
        type=int,
        metavar="ITERATIONS",
        help="instead: strong with and without its exact endgame at this many iterations, "
        "each move judged by the real deal solved open, at --cards positions",
    )
    args = parser.parse_args(argv)
    if args.versus is not None:
        print("game         players cards  n differ loss exact / search  gain ± se")
        for game_id, players in TABLES:
            if args.game and game_id != args.game:
                continue
            play = exact_play(game_id)
            for cards in args.cards:
                states = positions(game_id, players, cards, args.positions, args.seed, play)
                r = versus(game_id, states, args.versus, args.seed)
                print(
                    f"{game_id:12} {players or '-':>7} {cards:5} {r['n']:3.0f} {r['differ']:6.0f}"
                    f" {r['exact']:10.3f} / {r['search']:6.3f} {r['gain']:+6.3f} ± {r['se']:.3f}",
                    flush=True,
                )
        return
    if args.pimc is not None:
        print("game         players cards  n solved(med) none wall s(med/max)")
        for game_id, players in TABLES:
            if args.game and game_id != args.game:
                continue
            play = exact_play(game_id)
            table = players or engine.game(game_id).default_players or 0
            cards = play.hand_cards.get(table, 0)
            if not cards:
                print(f"{game_id:12} {players or '-':>7}  strong does not solve", flush=True)
                continue
            states = positions(game_id, players, cards, args.positions, args.seed, play)
            row = pimc(states, play, args.pimc)
            print(
                f"{game_id:12} {players or '-':>7} {cards:5} {len(states):3} "
                f"{row['solved']:11.0f} {row['none']:4.0f} "
                f"{row['wall_median']:6.2f}/{row['wall_max']:.2f}",
                flush=True,
            )
        return
    print("game         players cards  n over nodes(med/max)      ms(med/max)")
    for game_id, players in TABLES:
        if args.game and game_id != args.game:
            continue
        play = exact_play(game_id)
        for cards in args.cards:
            if players == 8 and cards > 4:
                continue
            if players == 6 and cards > 6:
                continue
            states = positions(game_id, players, cards, args.positions, args.seed, play)
            row = measure(states, play, args.budget)
            label = f"{game_id:12} {players or '-':>7} {cards:5} {row['n']:3.0f} {row['over']:4.0f}"
            if "nodes_median" in row:
                print(
                    f"{label} {row['nodes_median']:9.0f}/{row['nodes_max']:<9.0f}"
                    f" {row['ms_median']:8.1f}/{row['ms_max']:<8.1f}",
                    flush=True,
                )
            else:
                print(label, flush=True)


if __name__ == "__main__":
    main()
