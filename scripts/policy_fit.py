"""A playout policy learned from `strong`'s own Chapanka card plays, and the ceiling it aims at.

Why (issue #44): rules fitted to `strong`'s moves (stop 65) raised the playout policy's
agreement with `strong` from 0.446 to 0.514 and played level. Before paying for a learned
policy at every playout step, this asks what one could reach: a conditional logit (a weight
per card feature; the card with the highest weighted sum is played) fitted to the decisions
``scripts/policy_agreement.py collect`` recorded, and scored on the deals it was not fitted
on (two folds, by deal). The ceiling is `strong` itself: asked again at another seed
(``again``), how often it makes the move it made.

    python scripts/policy_fit.py fit c.jsonl            # held-out agreement and the weights
    python scripts/policy_fit.py again c.jsonl --limit 400

Features of a card (what the seat knows): the Kinal, its card points / 4, the length of its
suit in hand / 8, a singleton, no points, an ace, and the cards of its suit still out (not
in hand, not played) above it / 8 and below it / 8. Only leads and cards to a trick the seat
cannot follow are fitted: following, the rules already agree 0.55 and the learned model 0.61.
"""

from __future__ import annotations

import argparse
import collections
import math
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots import make  # noqa: E402
from engine.bots.heuristics import chapanka as heuristics  # noqa: E402
from engine.bots.inference import STEADY  # noqa: E402
from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF  # noqa: E402
from engine.games.chapanka import PACK  # noqa: E402
from scripts.policy_agreement import Record, agreement, kind_of, read, replay  # noqa: E402

FEATURES = (
    "kinal",
    "points",
    "suit length",
    "singleton",
    "no points",
    "ace",
    "higher out",
    "lower out",
)
FITTED = ("lead", "cannot follow")


def features(state: Any, seat: int, card: str) -> list[float]:
    """The card's features for ``seat`` (see the module text)."""
    hand = state.hands[seat]
    suit = SUIT_OF[card]
    power = NATURAL_VALUE[RANK_OF[card]]
    points = heuristics.POINTS.get(RANK_OF[card], 0)
    length = sum(1 for c in hand if SUIT_OF[c] == suit)
    gone = {c for pile in state.won for c in pile} | set(state.table) | set(hand)
    out = [NATURAL_VALUE[RANK_OF[c]] for c in PACK if SUIT_OF[c] == suit and c not in gone]
    return [
        float(card == heuristics.KINAL),
        points / 4,
        length / 8,
        float(length == 1),
        float(points == 0),
        float(points == 4),
        sum(1 for p in out if p > power) / 8,
        sum(1 for p in out if p < power) / 8,
    ]


Row = dict[str, Any]


def rows_of(records: Sequence[Record]) -> list[Row]:
    """Every recorded lead and card to a trick the seat cannot follow, with two or more
    legal cards: the candidates' features, the card `strong` played and the rules' card."""
    rows = []
    for record in records:
        record.setdefault("players", 4)
        state = replay(record)
        legal = state.legal_actions()
        kind = kind_of(state)
        if kind not in FITTED or len(legal) < 2:
            continue
        cards = [a.words[1] for a in legal]
        rules = heuristics.rollout(state, legal, STEADY)
        rows.append(
            {
                "seed": record["seed"],
                "kind": kind,
                "x": [features(state, record["seat"], c) for c in cards],
                "chosen": cards.index(record["move"].split()[1]),
                "rules": -1 if rules is None else cards.index(rules.words[1]),
            }
        )
    return rows


def fit(
    rows: Sequence[Row], steps: int = 400, rate: float = 0.5, ridge: float = 0.001
) -> list[float]:
    """Weights maximising the likelihood of the chosen cards (softmax over each decision's
    candidates), by gradient ascent with momentum; a small ridge keeps them finite."""
    n = len(FEATURES)
    w = [0.0] * n
    velocity = [0.0] * n
    for _ in range(steps):
        grad = [-2 * ridge * wi for wi in w]
        for row in rows:
            scores = [sum(wi * xi for wi, xi in zip(w, x, strict=True)) for x in row["x"]]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            total = sum(exps)
            chosen = row["x"][row["chosen"]]
            for i in range(n):
                expected = sum(e * x[i] for e, x in zip(exps, row["x"], strict=True)) / total
                grad[i] += (chosen[i] - expected) / len(rows)
        velocity = [0.9 * v + rate * g for v, g in zip(velocity, grad, strict=True)]
        w = [wi + v for wi, v in zip(w, velocity, strict=True)]
    return w


def pick(w: Sequence[float], row: Row) -> int:
    scores = [sum(wi * xi for wi, xi in zip(w, x, strict=True)) for x in row["x"]]
    return scores.index(max(scores))


def held_out(rows: Sequence[Row]) -> dict[str, tuple[int, int, int]]:
    """Per kind: decisions where the model fitted on the other fold's deals picks `strong`'s
    card, where the rules do, and how many (two folds by deal seed)."""
    out: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0, 0])
    for kind in FITTED:
        for fold in (0, 1):
            train = [r for r in rows if r["kind"] == kind and r["seed"] % 2 != fold]
            test = [r for r in rows if r["kind"] == kind and r["seed"] % 2 == fold]
            if not train or not test:
                continue
            w = fit(train)
            for row in test:
                out[kind][0] += pick(w, row) == row["chosen"]
                out[kind][1] += row["rules"] == row["chosen"]
                out[kind][2] += 1
    return {k: (v[0], v[1], v[2]) for k, v in out.items()}


def again(records: Sequence[Record], limit: int) -> dict[str, tuple[int, int]]:
    """Per kind: how often `strong`, asked at another seed, plays the recorded card (every
    ``len / limit``-th record, card plays only)."""
    step = max(1, len(records) // limit)
    chosen = list(records)[::step][:limit]
    for record in chosen:
        record.setdefault("players", 4)
    plays = [r for r in chosen if all(a.verb == "play" for a in replay(r).legal_actions())]

    def strong_again(state: Any, legal: Any, rng: Any) -> Any:
        seat = state.current_player
        bot = make("strong", state.spec, seed=state.seed * 8 + seat + 7777, workers=1)
        try:
            return bot.choose(state, seat)
        finally:
            bot.close()

    return agreement(plays, strong_again)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    fitting = sub.add_parser("fit")
    fitting.add_argument("files", nargs="+")
    asking = sub.add_parser("again")
    asking.add_argument("files", nargs="+")
    asking.add_argument("--limit", type=int, default=400)
    args = parser.parse_args()
    records = [r for path in args.files for r in read(path) if r["game"] == "chapanka"]
    if args.command == "again":
        for kind, (same, total) in sorted(again(records, args.limit).items()):
            print(f"{kind:>14}: {same:4d} / {total:4d} = {same / total:.3f}")
        return
    rows = rows_of(records)
    for kind, (learned, rules, total) in held_out(rows).items():
        print(f"{kind:>14}: learned {learned / total:.3f}, rules {rules / total:.3f} of {total}")
    for kind in FITTED:
        w = fit([r for r in rows if r["kind"] == kind])
        print(
            f"{kind:>14}: " + ", ".join(f"{f} {v:+.2f}" for f, v in zip(FEATURES, w, strict=True))
        )


if __name__ == "__main__":
    main()
