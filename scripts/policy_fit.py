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
    python scripts/policy_fit.py infer c.jsonl --level normal --positions 80 --epsilon 0.5

Features of a card (what the seat knows): the Kinal, its card points / 4, the length of its
suit in hand / 8, a singleton, no points, an ace, and the cards of its suit still out (not
in hand, not played) above it / 8 and below it / 8; and, following, whether it takes the
trick as it lies, times the points on the table / 8, as the last to play, and times its own
points / 4. The playout policy is fitted for leads and cards to a trick the seat cannot
follow (following, the rules already agree 0.55 and the learned model 0.61).

``infer`` asks whether the fitted model, made a probability (the softmax of its scores,
leads, throws and follows fitted apart, mixed with ``--epsilon`` of "any legal card"), is a
better model of searching players for inference than the playout policy (issue #44 item 2:
at positions `normal` bots played, the policy's weights placed Chapanka's hidden cards worse
than uniform sampling): the log-likelihood per hidden card and the share placed right under
each weighing, as ``engine.bots.inference_measure`` reads them.
"""

from __future__ import annotations

import argparse
import collections
import math
import random
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.actions import Action  # noqa: E402
from engine.bots import make  # noqa: E402
from engine.bots.heuristics import chapanka as heuristics  # noqa: E402
from engine.bots.inference import STEADY, Observed, PlayModel, normalised  # noqa: E402
from engine.bots.inference_measure import placement, play_model, position  # noqa: E402
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
    "takes",
    "takes points",
    "takes last",
    "takes with points",
)
FITTED = ("lead", "cannot follow")
#: The kinds the inference model is fitted for, in the order of its weight vectors.
MODELLED = ("lead", "cannot follow", "follow")


def features(state: Any, seat: int, card: str) -> list[float]:
    """The card's features for ``seat`` (see the module text)."""
    return features_of(state, seat, [card])[0]


def features_of(state: Any, seat: int, cards: Sequence[str]) -> list[list[float]]:
    """Each candidate card's features for ``seat``: what the hand, the cards gone and the
    trick say is worked out once for all of them."""
    hand = state.hands[seat]
    gone = {c for pile in state.won for c in pile} | set(state.table) | set(hand)
    length = collections.Counter(SUIT_OF[c] for c in hand)
    out = collections.defaultdict(list)
    for c in PACK:
        if c not in gone:
            out[SUIT_OF[c]].append(NATURAL_VALUE[RANK_OF[c]])
    led = top = None
    table_points = 0.0
    if state.table:
        led = SUIT_OF[state.table[0]]
        top = max(NATURAL_VALUE[RANK_OF[c]] for c in state.table if SUIT_OF[c] == led)
        table_points = sum(heuristics.POINTS.get(RANK_OF[c], 0) for c in state.table) / 8
    last = float(len(state.table) == 3)
    rows = []
    for card in cards:
        suit = SUIT_OF[card]
        power = NATURAL_VALUE[RANK_OF[card]]
        points = heuristics.POINTS.get(RANK_OF[card], 0)
        n = length[suit]
        takes = float(suit == led and top is not None and power > top)
        rows.append(
            [
                float(card == heuristics.KINAL),
                points / 4,
                n / 8,
                float(n == 1),
                float(points == 0),
                float(points == 4),
                sum(1 for p in out[suit] if p > power) / 8,
                sum(1 for p in out[suit] if p < power) / 8,
                takes,
                takes * table_points,
                takes * last,
                takes * points / 4,
            ]
        )
    return rows


Row = dict[str, Any]


def rows_of(records: Sequence[Record], kinds: Sequence[str] = FITTED) -> list[Row]:
    """Every recorded card play of ``kinds`` with two or more legal cards: the candidates'
    features, the card `strong` played and the rules' card."""
    rows = []
    for record in records:
        record.setdefault("players", 4)
        state = replay(record)
        legal = state.legal_actions()
        kind = kind_of(state)
        if kind not in kinds or len(legal) < 2:
            continue
        cards = [a.words[1] for a in legal]
        rules = heuristics.rollout(state, legal, STEADY)
        rows.append(
            {
                "seed": record["seed"],
                "kind": kind,
                "x": features_of(state, record["seat"], cards),
                "chosen": cards.index(record["move"].split()[1]),
                "rules": -1 if rules is None else cards.index(rules.words[1]),
            }
        )
    return rows


def scores(w: Sequence[float], xs: Sequence[Sequence[float]]) -> list[float]:
    """The model's score of each candidate (features ``xs``)."""
    return [sum(wi * xi for wi, xi in zip(w, x, strict=True)) for x in xs]


def softmax(w: Sequence[float], xs: Sequence[Sequence[float]]) -> list[float]:
    """The model's probability of each candidate (features ``xs``)."""
    s = scores(w, xs)
    top = max(s)
    exps = [math.exp(v - top) for v in s]
    total = sum(exps)
    return [e / total for e in exps]


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
            probs = softmax(w, row["x"])
            chosen = row["x"][row["chosen"]]
            for i in range(n):
                expected = sum(p * x[i] for p, x in zip(probs, row["x"], strict=True))
                grad[i] += (chosen[i] - expected) / len(rows)
        velocity = [0.9 * v + rate * g for v, g in zip(velocity, grad, strict=True)]
        w = [wi + v for wi, v in zip(w, velocity, strict=True)]
    return w


def pick(w: Sequence[float], row: Row) -> int:
    s = scores(w, row["x"])
    return s.index(max(s))


def folds(rows: Sequence[Row], kind: str) -> list[tuple[list[float], list[Row]]]:
    """Two folds by deal seed: the weights fitted on one fold's decisions of ``kind`` and
    the other fold's decisions they are scored on (folds without both left out)."""
    out = []
    for fold in (0, 1):
        train = [r for r in rows if r["kind"] == kind and r["seed"] % 2 != fold]
        test = [r for r in rows if r["kind"] == kind and r["seed"] % 2 == fold]
        if train and test:
            out.append((fit(train), test))
    return out


def held_out(rows: Sequence[Row]) -> dict[str, tuple[int, int, int]]:
    """Per kind: decisions where the model fitted on the other fold's deals picks `strong`'s
    card, where the rules do, and how many (two folds by deal seed)."""
    out: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0, 0])
    for kind in FITTED:
        for w, test in folds(rows, kind):
            for row in test:
                out[kind][0] += pick(w, row) == row["chosen"]
                out[kind][1] += row["rules"] == row["chosen"]
                out[kind][2] += 1
    return {k: (v[0], v[1], v[2]) for k, v in out.items()}


def held_out_loglik(rows: Sequence[Row]) -> dict[str, tuple[float, float, int]]:
    """Per kind: the mean log-probability the model fitted on the other fold's deals gives
    `strong`'s card, the same for a uniform choice among the legal cards, and how many
    decisions (two folds by deal seed)."""
    out: dict[str, tuple[float, float, int]] = {}
    for kind in sorted({r["kind"] for r in rows}):
        model = uniform = 0.0
        n = 0
        for w, test in folds(rows, kind):
            for row in test:
                model += math.log(softmax(w, row["x"])[row["chosen"]])
                uniform -= math.log(len(row["x"]))
                n += 1
        if n:
            out[kind] = (model / n, uniform / n, n)
    return out


def _no_policy(state: Any, legal: Any, rng: Any) -> None:
    """Stands for the learned model where a :class:`PlayModel` keys its readings by policy."""
    return None


@dataclass(frozen=True)
class LearnedModel(PlayModel):
    """The fitted logit as inference's model of play: the observed card's softmax
    probability among the legal cards (the weights of its kind, :data:`MODELLED`), mixed
    with ``epsilon`` of any legal card; moves other than card plays read as uniform."""

    weights: tuple[tuple[float, ...], ...] = ()

    def probability(self, state: Any, legal: Sequence[Action], seen: Observed) -> float:
        n = len(legal)
        kind = kind_of(state)
        if kind not in MODELLED:  # not a card play: the exchange, the dealer's discard
            return 1.0 / n
        xs = features_of(state, seen.mover, [a.words[1] for a in legal])
        p = softmax(self.weights[MODELLED.index(kind)], xs)
        chosen = next(i for i, a in enumerate(legal) if a.text == seen.text)
        return (1.0 - self.epsilon) * p[chosen] + self.epsilon / n


def learned_model(records: Sequence[Record], epsilon: float) -> LearnedModel:
    """The model fitted to every recorded lead, throw and follow."""
    rows = rows_of(records, MODELLED)
    weights = tuple(tuple(fit([r for r in rows if r["kind"] == k])) for k in MODELLED)
    return LearnedModel(policy=_no_policy, epsilon=epsilon, weights=weights)


def infer(
    records: Sequence[Record], level: str, positions: int, samples: int, epsilon: float
) -> dict[str, list[tuple[float, float]]]:
    """Per weighing (uniform, the playout policy's model, the learned model) the
    log-likelihood per hidden card and the share placed right, at ``positions`` positions
    of Chapanka's card play reached by ``level`` bots (seeds after 7,000,003: not the
    deals the model was fitted on)."""
    policy = play_model("chapanka")
    assert policy is not None  # Chapanka has a playout policy
    models = {"policy": policy, "learned": learned_model(records, epsilon)}
    out: dict[str, list[tuple[float, float]]] = {"uniform": [], "policy": [], "learned": []}
    seed = 7_000_003
    while len(out["uniform"]) < positions:
        seed += 1
        state = position("chapanka", seed, None, level)
        if state is None:
            continue
        seat = state.current_player
        truth = {c: s for s in range(state.players) if s != seat for c in state.hand(s)}
        rng = random.Random(seed)
        drawn = [state.determinize(seat, rng) for _ in range(samples)]
        hands = [[d.hand(s) for s in range(state.players)] for d in drawn]
        out["uniform"].append(placement(truth, hands, [1.0] * samples, seat))
        for name, model in models.items():
            weights = normalised([model.log_weight(state, d, seat) for d in drawn])
            out[name].append(placement(truth, hands, weights, seat))
    return out


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
    inferring = sub.add_parser("infer")
    inferring.add_argument("files", nargs="+")
    inferring.add_argument("--level", default="normal", help="the bots that play to positions")
    inferring.add_argument("--positions", type=int, default=80)
    inferring.add_argument("--samples", type=int, default=100)
    inferring.add_argument("--epsilon", type=float, default=0.5)
    args = parser.parse_args()
    records = [r for path in args.files for r in read(path) if r["game"] == "chapanka"]
    if args.command == "again":
        for kind, (same, total) in sorted(again(records, args.limit).items()):
            print(f"{kind:>14}: {same:4d} / {total:4d} = {same / total:.3f}")
        return
    if args.command == "infer":
        for kind, (model, uniform, n) in held_out_loglik(rows_of(records, MODELLED)).items():
            print(
                f"{kind:>14}: log-probability of strong's card {model:.3f}, uniform {uniform:.3f}"
                f" ({n} decisions, unseen deals)"
            )
        found = infer(records, args.level, args.positions, args.samples, args.epsilon)
        for name, values in found.items():
            gains = [v[0] - u[0] for v, u in zip(values, found["uniform"], strict=True)]
            se = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0
            print(
                f"{name:>8}: LL/card {statistics.fmean(v[0] for v in values):.4f}"
                f" (gain {statistics.fmean(gains):+.4f} ± {se:.4f}),"
                f" placed right {statistics.fmean(v[1] for v in values):.4f}"
            )
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
