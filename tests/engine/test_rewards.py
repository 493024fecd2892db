"""The search's reward (``rewards.Evaluator``) gives, bit for bit, what its generic form gave.

Why: the evaluator was rewritten for speed (issue #44 item 7: it was some 3 to 5 % of a
simulation); every search decision depends on its floats, so the rewrite is checked against
the generic form it replaced (kept here as the reference) on random deal results: seats as
sides and sides of several seats in any order, ties, integer and float scores, the game's own
reading of a deal, lower-is-better deals, finished matches, and the score scale it learns
call after call.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from engine.bots.rewards import Evaluator, side_layout
from engine.contract import DealResult


class _Reference:
    """The evaluator as it was before the rewrite (its code, unchanged but for names)."""

    def __init__(self, sign: float, rank_weight: float, value: Any, match: Any) -> None:
        self.sign = sign
        self.rank_weight = rank_weight
        self.scale = 1e-9
        self.value = value
        self.match = match

    def match_rewards(self, state: Any) -> tuple[list[float], list[float]] | None:
        if self.match is None or not state.is_over:
            return None
        values = self.match(state)
        if values is None:
            return None
        sides = [sum(values[s] for s in team) / len(team) for team in state.teams]
        best = max(sides)
        share = 1.0 / sides.count(best)
        out = [0.0] * state.players
        for i, team in enumerate(state.teams):
            for seat in team:
                out[seat] = share if sides[i] == best else 0.0
        return out, list(out)

    def side_scores(self, state: Any) -> tuple[list[float], list[int]] | None:
        result = state.deal_result()
        if result is None:
            return None
        scores = result.scores if self.value is None else self.value(state, result)
        side_of = [0] * state.players
        sides: list[float] = []
        sign = -1.0 if result.detail.get("lower_is_better") else self.sign
        for i, team in enumerate(state.teams):
            total = 0.0
            for seat in team:
                side_of[seat] = i
                total += scores[seat]
            sides.append(sign * total / len(team))
        return sides, side_of

    def __call__(self, state: Any) -> tuple[list[float], list[float]]:
        if self.match is not None and state.is_over:
            decided = self.match_rewards(state)
            if decided is not None:
                return decided
        found = self.side_scores(state)
        players = state.players
        if found is None:
            return [0.5] * players, [1.0 / players] * players
        sides, side_of = found
        n = len(sides)
        if n < 2:
            return [0.5] * players, [1.0] * players
        total = sum(sides)
        ranks = []
        margins = []
        scale = self.scale
        for mine in sides:
            below = equal = 0
            for other in sides:
                if other < mine:
                    below += 1
                elif other == mine:
                    equal += 1
            ranks.append((below + 0.5 * (equal - 1)) / (n - 1))
            margin = mine - (total - mine) / (n - 1)
            margins.append(margin)
            if margin > scale:
                scale = margin
            elif -margin > scale:
                scale = -margin
        self.scale = scale
        w = self.rank_weight
        side_reward = [
            w * r + (1.0 - w) * (0.5 + 0.5 * m / scale) for r, m in zip(ranks, margins, strict=True)
        ]
        best = max(sides)
        top = 1.0 / sides.count(best)
        return (
            [side_reward[s] for s in side_of],
            [top if sides[s] == best else 0.0 for s in side_of],
        )


@dataclass
class _Deal:
    """A finished (or cut-short) simulated deal as the evaluator reads it."""

    players: int
    teams: tuple[tuple[int, ...], ...]
    result: DealResult | None
    is_over: bool = False
    match: list[float] | None = field(default=None)

    def deal_result(self) -> DealResult | None:
        return self.result


def _teams(rng: random.Random, players: int) -> tuple[tuple[int, ...], ...]:
    """Seats as sides in order, seats as sides shuffled, or partnerships of random sizes."""
    kind = rng.randrange(3)
    seats = list(range(players))
    if kind == 0:
        return tuple((s,) for s in seats)
    rng.shuffle(seats)
    if kind == 1:
        return tuple((s,) for s in seats)
    cuts = sorted(rng.sample(range(1, players), rng.randrange(0, players - 1)))
    bounds = [0, *cuts, players]
    return tuple(tuple(seats[a:b]) for a, b in zip(bounds, bounds[1:], strict=False))


def _score(rng: random.Random) -> float:
    """Few distinct values (ties are common), as ints or floats, zeros of both signs."""
    kind = rng.randrange(4)
    if kind == 0:
        return float(rng.choice([0, 3, -3, 7]))
    if kind == 1:
        return rng.choice([0.0, -0.0, 0.25])
    if kind == 2:
        return rng.uniform(-50, 50)
    return rng.randrange(-30, 31)  # type: ignore[return-value]


def _deals(rng: random.Random, count: int) -> list[_Deal]:
    """A search's worth of deals: one table (players and teams) with a few changes of teams,
    as a game that forms its sides during the deal has."""
    players = rng.randrange(2, 7)
    teams = _teams(rng, players)
    out = []
    for _ in range(count):
        if rng.random() < 0.1:
            teams = _teams(rng, players)
        detail: dict[str, Any] = {"lower_is_better": True} if rng.random() < 0.2 else {}
        scores = [_score(rng) for _ in range(players)]
        result = None if rng.random() < 0.05 else DealResult(scores, detail)
        over = rng.random() < 0.3
        match = None if rng.random() < 0.3 else [_score(rng) for _ in range(players)]
        out.append(_Deal(players, teams, result, over, match))
    return out


def _exact(values: Any) -> list[str]:
    """Floats as their exact bits (and a zero's sign)."""
    return [float(v).hex() for v in values]


def test_the_rewards_are_the_generic_form_s_bit_for_bit() -> None:
    rng = random.Random(44)
    compared = 0
    for trial in range(300):
        sign = rng.choice([1.0, -1.0])
        weight = rng.choice([0.5, 0.0, 1.0, 0.3, 0.85])
        value = None
        if trial % 3 == 1:

            def value(state: Any, result: DealResult) -> list[float]:
                return [2.5 * s - 1 for s in result.scores]

        match = None if trial % 4 == 0 else (lambda state: state.match)
        fast = Evaluator(sign, weight, value, match)
        slow = _Reference(sign, weight, value, match)
        for deal in _deals(rng, 40):
            got, want = fast(deal), slow(deal)  # type: ignore[arg-type]
            assert (_exact(got[0]), _exact(got[1])) == (_exact(want[0]), _exact(want[1]))
            assert float(fast.scale).hex() == float(slow.scale).hex()
            compared += 1
    assert compared == 12_000


def test_the_side_layout_names_each_seat_s_side() -> None:
    assert side_layout(((0,), (1,), (2,)), 3) is None
    assert side_layout(((1,), (0,), (2,)), 3) == [1, 0, 2]
    assert side_layout(((0, 2), (1, 3)), 4) == [0, 1, 0, 1]
    assert side_layout(((0,), (1,)), 3) == [0, 1, 0]  # seat 2 on no side: not "seats as sides"
