"""Turning the end of a simulated deal into one reward in [0, 1] per seat.

Searches evaluate the end of the *current deal* only (a whole match is far too long to roll
out). A reward mixes two things every game has: the seat's (or its team's) rank among the
sides, which is what wins a deal outright, and its score margin over the average opponent,
which is what a points race such as 1001 is decided by. The margin is scaled by the largest
margin this search has seen so far, so no per-game constant is needed.
"""

from __future__ import annotations

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

    __slots__ = ("sign", "rank_weight", "scale", "value", "match")

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

    def match_rewards(self, state: GameState) -> tuple[list[float], list[float]] | None:
        """(reward, share of first place) per seat for a simulated deal that ended the
        match, from the game's ``match`` reading; None if the match goes on (or no hook)."""
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

    def side_scores(self, state: GameState) -> tuple[list[float], list[int]] | None:
        """Per side (team) its score, and per seat the index of its side."""
        result = state.deal_result()
        if result is None:
            return None
        scores = result.scores if self.value is None else self.value(state, result)
        teams = state.teams
        side_of = [0] * state.players
        sides: list[float] = []
        sign = -1.0 if result.detail.get("lower_is_better") else self.sign
        for i, team in enumerate(teams):
            total = 0.0
            for seat in team:
                side_of[seat] = i
                total += scores[seat]
            sides.append(sign * total / len(team))
        return sides, side_of

    def __call__(self, state: GameState) -> tuple[list[float], list[float]]:
        """(reward per seat, share of first place per seat, ties split).

        Without a result (a rollout cut short) every seat gets 0.5 and an equal share.
        """
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
