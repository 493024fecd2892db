"""Turning the end of a simulated deal into one reward in [0, 1] per seat.

Searches evaluate the end of the *current deal* only (a whole match is far too long to roll
out). A reward mixes two things every game has: the seat's (or its team's) rank among the
sides, which is what wins a deal outright, and its score margin over the average opponent,
which is what a points race such as 1001 is decided by. The margin is scaled by the largest
margin this search has seen so far, so no per-game constant is needed.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence

from engine.contract import DealResult, GameState

#: A game's own reading of a finished deal, per seat, when its ``DealResult.scores`` say too
#: little for a search (Scharwenzel scores threads, which most deals do not award).
DealValue = Callable[[GameState, DealResult], Sequence[float]]
#: A game's reading of a finished *match*, per seat (higher is better: the winner's side
#: highest), or None where the state does not say. Used when a simulated deal ends the match.
MatchValue = Callable[[GameState], Sequence[float] | None]


class Evaluator:
    """Rewards for finished deals; one instance per search (it learns the score scale).

    ``sign`` is -1 for a game whose deal scores count against the seat (penalty marks); a
    deal result whose detail says ``"lower_is_better": true`` is read that way in any case.
    ``rank_weight`` is how much of the reward is the rank part (the rest is the margin).
    ``value`` replaces the deal's scores by the game's own per-seat reading (a heuristic hook).
    ``match`` reads a finished match: a simulated deal that ends the match is worth what the
    match is worth, 1 for the winning side and 0 for the others (ties split), whatever the
    deal scored: near the target, the deal's margin no longer matters, who gets there does
    (a 1001 player at 980 only needs his 21; the opponent at 700 must stop him).
    """

    __slots__ = ("sign", "rank_weight", "scale", "value", "match", "_teams", "_side_of")

    def __init__(
        self,
        sign: float = 1.0,
        rank_weight: float = 0.5,
        value: DealValue | None = None,
        match: MatchValue | None = None,
    ) -> None:
        self.sign = sign
        self.rank_weight = rank_weight
        self.scale = 1e-9
        self.value = value
        self.match = match
        #: The teams of the last state rewarded and their ``side_layout`` (a search's
        #: samples share one teams tuple, so it is worked out once).
        self._teams: object = None
        self._side_of: list[int] | None = None

    def match_rewards(self, state: GameState) -> tuple[list[float], list[float]] | None:
        """(reward, share of first place) per seat for a simulated deal that ended the
        match, from the game's ``match`` reading; None if the match goes on (or no hook)."""
        if self.match is None or not state.is_over:
            return None
        values = self.match(state)
        if values is None:
            return None
        teams = state.teams
        sides = []
        for team in teams:
            total: float = 0  # as ``sum`` adds, from the int 0 (a plain loop, no generator)
            for seat in team:
                total += values[seat]
            sides.append(total / len(team))
        best = max(sides)
        share = 1.0 / sides.count(best)
        out = [0.0] * state.players
        for i, team in enumerate(teams):
            if sides[i] == best:
                for seat in team:
                    out[seat] = share
        return out, list(out)

    def __call__(self, state: GameState) -> tuple[list[float], list[float]]:
        """(reward per seat, share of first place per seat, ties split).

        Without a result (a rollout cut short) every seat gets 0.5 and an equal share.

        Why written out this way: the search calls it once per simulation, and in generic
        form (a list per step, a comprehension per seat, every side compared with every
        other) it was some 3 to 5 % of a simulation (issue #44 item 7). The arithmetic is
        the same, in the same order, so the rewards are the same floats: a side's score is
        ``sign * total / len(team)`` summed from 0.0 seat by seat, a side's rank counts the
        sides below and equal to it (here by bisection in the sorted sides), its margin is
        over the mean of the others, scaled by the largest margin seen so far.
        """
        if self.match is not None and state.is_over:
            decided = self.match_rewards(state)
            if decided is not None:
                return decided
        result = state.deal_result()
        if result is None:
            players = state.players
            return [0.5] * players, [1.0 / players] * players
        scores = result.scores if self.value is None else self.value(state, result)
        sign = -1.0 if result.detail.get("lower_is_better") else self.sign
        teams = state.teams
        if teams is not self._teams:
            self._teams = teams
            self._side_of = side_layout(teams, state.players)
        side_of = self._side_of
        sides: list[float] = []
        if side_of is None:  # every side one seat, in seat order
            for score in scores:
                sides.append(sign * (0.0 + score) / 1)
        else:
            for team in teams:
                total = 0.0
                for seat in team:
                    total += scores[seat]
                sides.append(sign * total / len(team))
        n = len(sides)
        if n < 2:
            players = state.players
            return [0.5] * players, [1.0] * players
        total = sum(sides)
        others = n - 1
        scale = self.scale
        margins = []
        for mine in sides:
            margin = mine - (total - mine) / others
            margins.append(margin)
            if margin > scale:
                scale = margin
            elif -margin > scale:
                scale = -margin
        self.scale = scale
        w = self.rank_weight
        rest = 1.0 - w
        ordered = sorted(sides)
        best = ordered[-1]
        top = 1.0 / (n - bisect_left(ordered, best))
        side_reward = []
        side_top = []
        for mine, margin in zip(sides, margins, strict=True):
            below = bisect_left(ordered, mine)
            equal = bisect_right(ordered, mine) - below
            side_reward.append(
                w * ((below + 0.5 * (equal - 1)) / others) + rest * (0.5 + 0.5 * margin / scale)
            )
            side_top.append(top if mine == best else 0.0)
        if side_of is None:
            return side_reward, side_top
        return [side_reward[s] for s in side_of], [side_top[s] for s in side_of]


def side_layout(teams: Sequence[Sequence[int]], players: int) -> list[int] | None:
    """Per seat the index of its side (team), or None where each of the ``players`` seats
    is a side of its own, in seat order (``((0,), (1,), …)``: the sides are the seats)."""
    if len(teams) == players and all(
        len(team) == 1 and team[0] == i for i, team in enumerate(teams)
    ):
        return None
    side_of = [0] * players
    for i, team in enumerate(teams):
        for seat in team:
            side_of[seat] = i
    return side_of


def seat_outcomes(
    scores: list[float], teams: tuple[tuple[int, ...], ...], sign: float = 1.0
) -> tuple[list[float], list[float]]:
    """Per seat: its share of first place and its share of last place (ties split).

    Used by the tournament: a seat's team wins when its side has the best score; when all
    sides tie, each gets an equal share of first place and nobody is last (a drawn Kaschlan
    game has no loser). Partners each get their side's share.
    """
    side_of = {}
    sides = []
    for i, team in enumerate(teams):
        for seat in team:
            side_of[seat] = i
        sides.append(sign * sum(scores[s] for s in team) / len(team))
    best, worst = max(sides), min(sides)
    n_best = sides.count(best)
    n_worst = sides.count(worst)
    win = []
    last = []
    for seat in range(len(scores)):
        v = sides[side_of[seat]]
        win.append(1.0 / n_best if v == best else 0.0)
        last.append(1.0 / n_worst if v == worst and best != worst else 0.0)
    return win, last
