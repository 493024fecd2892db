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
#: A game's finer order of the seats at the end of a deal, per seat (higher is better), read
#: only between sides whose deal scores tie; None where the state does not say. Kaschlan: the
#: order in which the players went out (only the last one's mark counts, but a player who got
#: rid of his cards early was never in danger).
Placing = Callable[[GameState], Sequence[float] | None]
#: How much of a rank step the placing decides between sides that tie on the deal score: an
#: equal side placed below counts this much less than a tie's half, one placed above as much
#: more. At 0.5 a four-seat Kaschlan deal ranks the players out first, second and third at
#: 5/6, 2/3 and 1/2 and the loser at 0: going out first is worth a third of not losing.
TIE_SPLIT = 0.5


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

    ``placing`` orders seats whose sides tie on the deal score (:data:`Placing`): without it
    a four-player Kaschlan deal rewards the three players who are not the loser alike, so the
    reward hardly varies between moves and a few hundred simulations cannot tell picking up
    cards one could beat from beating them (issue #32).
    """

    __slots__ = ("sign", "rank_weight", "scale", "value", "match", "placing")

    def __init__(
        self,
        sign: float = 1.0,
        rank_weight: float = 0.5,
        value: DealValue | None = None,
        match: MatchValue | None = None,
        placing: Placing | None = None,
    ) -> None:
        self.sign = sign
        self.rank_weight = rank_weight
        self.scale = 1e-9
        self.value = value
        self.match = match
        self.placing = placing

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

    def side_places(self, state: GameState, side_of: list[int], n: int) -> list[float] | None:
        """Per side the mean placing of its seats, or None (no hook, or it does not say)."""
        if self.placing is None:
            return None
        per_seat = self.placing(state)
        if per_seat is None:
            return None
        sums = [0.0] * n
        counts = [0] * n
        for seat, side in enumerate(side_of):
            sums[side] += per_seat[seat]
            counts[side] += 1
        return [sums[i] / counts[i] for i in range(n)]

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
        places = self.side_places(state, side_of, n)
        for i, mine in enumerate(sides):
            below = 0.0
            for j, other in enumerate(sides):
                if other < mine:
                    below += 1.0
                elif other == mine and j != i:
                    below += 0.5
                    if places is not None and places[i] != places[j]:
                        below += 0.5 * TIE_SPLIT if places[i] > places[j] else -0.5 * TIE_SPLIT
            ranks.append(below / (n - 1))
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
