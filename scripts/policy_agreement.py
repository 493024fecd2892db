"""How often a game's playout policy picks the move `strong` picks: a model of searching play.

Why (issue #44): the playouts of `strong`'s search and the inference's model of the other
seats are the game's playout policy, a few rules of thumb. Where `strong` misjudges a
position at any budget (Chapanka 1008: the search values AH +0.66 counters at 16,000
iterations, play says −0.57), the playouts play unlike the players they stand for. This
records `strong`'s own decisions in deals it plays at every seat (``collect``), then tells
how often the policy, asked without its noise, picks the same move, by kind of decision
(``score``): the measure a policy fitted to searching play would raise.

    python scripts/policy_agreement.py collect chapanka --deals 100 --jobs 2 --out c.jsonl
    python scripts/policy_agreement.py score chapanka c.jsonl
"""

from __future__ import annotations

import argparse
import collections
import json
from collections.abc import Callable, Iterator
from typing import Any

import engine
from engine.bots import make
from engine.bots.hooks import hooks_for
from engine.bots.inference import STEADY
from engine.bots.parent_watch import watched_pool
from engine.bots.suite import Position
from engine.cards import SUIT_OF
from engine.contract import GameState

#: A record: the deal (game, seed), the moves before the decision, the seat and its move.
Record = dict[str, Any]


def play_deal(game: str, seed: int, level: str = "strong") -> list[Record]:
    """Play one deal with a ``level`` bot at every seat (one search process each); every
    decision with more than one legal move, as a record."""
    spec = engine.game(game)
    players = spec.default_players or spec.players[0]
    state = spec.new_game(players=players, seed=seed)
    moves: list[str] = []
    bots: dict[int, Any] = {}
    records: list[Record] = []
    while state.current_player is not None and state.deal_result() is None:
        seat = state.current_player
        bot = bots.get(seat)
        if bot is None:
            bot = bots[seat] = make(level, state.spec, seed=seed * 8 + seat, workers=1)
        legal = state.legal_actions()
        move = bot.choose(state, seat).text
        if len(legal) > 1:
            records.append(
                {
                    "game": game,
                    "players": players,
                    "seed": seed,
                    "moves": list(moves),
                    "seat": seat,
                    "move": move,
                }
            )
        state.apply(move)
        moves.append(move)
    for bot in bots.values():
        bot.close()
    return records


def replay(record: Record) -> GameState:
    """The record's position, rebuilt through the engine (as a suite position is, which
    also checks that the record's seat is to act)."""
    return Position(
        record["game"],
        record["players"],
        record["seed"],
        tuple(record["moves"]),
        record["seat"],
        (),
        (),
    ).build()


def read(path: str) -> Iterator[Record]:
    """The records of a ``collect`` file."""
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield json.loads(line)


def kind_of(state: Any) -> str:
    """The kind of decision, for the breakdown: a lead, a follow, a card to a trick the
    seat cannot follow, or the game's phase. A trick is the state's ``table`` or
    ``trick`` (cards as codes; Kaschlan's table of pairs never holds a card play), a card's
    suit the state's own ``suit_of`` where trumps move cards between suits (Scharwenzel's
    Wenzels), else the printed suit."""
    legal = state.legal_actions()
    table = getattr(state, "table", None)
    if table is None:
        table = getattr(state, "trick", None)
    if table is None or not all(a.verb == "play" for a in legal):
        return f"phase {state.phase}"
    if not table:
        return "lead"
    suit_of = getattr(state, "suit_of", SUIT_OF)
    led = suit_of[table[0]]
    return "follow" if any(suit_of[a.words[1]] == led for a in legal) else "cannot follow"


def agreement(
    records: list[Record], policy: Callable[[Any, Any, Any], Any]
) -> dict[str, tuple[int, int]]:
    """Per kind of decision (and ``all``): how many of `strong`'s moves ``policy`` (asked
    without noise) picks, and of how many."""
    counts: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
    for record in records:
        state = replay(record)
        legal = state.legal_actions()
        chosen = policy(state, legal, STEADY)
        same = chosen is not None and chosen.text == record["move"]
        for key in ("all", kind_of(state)):
            counts[key][0] += same
            counts[key][1] += 1
    return {k: (v[0], v[1]) for k, v in counts.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    collect = sub.add_parser("collect")
    collect.add_argument("game")
    collect.add_argument("--deals", type=int, default=100)
    collect.add_argument("--seed", type=int, default=20_000)
    collect.add_argument("--jobs", type=int, default=1)
    collect.add_argument("--level", default="strong")
    collect.add_argument("--out", required=True)
    score = sub.add_parser("score")
    score.add_argument("game")
    score.add_argument("files", nargs="+")
    args = parser.parse_args()
    if args.command == "collect":
        seeds = range(args.seed, args.seed + args.deals)
        with watched_pool(args.jobs) as pool, open(args.out, "a", encoding="utf-8") as out:
            futures = [pool.submit(play_deal, args.game, s, args.level) for s in seeds]
            for future in futures:
                for record in future.result():
                    out.write(json.dumps(record) + "\n")
                out.flush()
        return
    records = [r for path in args.files for r in read(path) if r["game"] == args.game]
    policy = hooks_for(args.game).rollout
    if policy is None:
        parser.error(f"{args.game} has no playout policy")
    for kind, (same, total) in sorted(agreement(records, policy).items()):
        print(f"{kind:>14}: {same:5d} / {total:5d} = {same / total:.3f}")


if __name__ == "__main__":
    main()
