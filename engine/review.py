"""Deal review: what each of a person's decisions cost, judged by the strong bot.

Why here and not in the GUI: the verdict is a fact about the game (which move, how much it
cost, what was better), so the CLI, the tests and the table share one definition. The search
starts from the position *as the person knew it*: the bot only sees ``determinize(seat)``
samples, so the advice never uses cards the person could not have known (the learning notes'
"honest bots" principle), even though the review later shows every hand.

A decision's cost is the share of simulated deals the person's move lost against the bot's
preferred move (the search's "came out on top" share), and the same difference in the game's
own units (mean deal score). Thresholds follow the chess sites' small / medium / large loss.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

from engine.actions import Action
from engine.bots.ismcts import SearchResult
from engine.bots.players import SearchBot, decision_seed, describe
from engine.contract import GameState
from engine.reasons import Reason

Severity = Literal["forced", "best", "good", "inaccuracy", "mistake", "blunder"]

#: Win share lost from which a move counts as an inaccuracy, a mistake, a blunder.
THRESHOLDS: tuple[tuple[float, Severity], ...] = (
    (0.30, "blunder"),
    (0.15, "mistake"),
    (0.06, "inaccuracy"),
)


@dataclass(frozen=True)
class DecisionReview:
    """The verdict on one decision: what was played, what the bot preferred, the cost."""

    index: int
    seat: int
    played: str
    best: str
    reason: Reason
    severity: Severity
    #: Win share lost against the best move (0 when the played move was the best).
    cost: float = 0.0
    #: Mean deal score lost against the best move, in the game's own units.
    score_cost: float = 0.0
    played_share: float | None = None
    best_share: float | None = None
    played_score: float | None = None
    best_score: float | None = None
    #: (action text, win share, simulations) of every move the search tried, best first.
    alternatives: tuple[tuple[str, float, int], ...] = field(default=())

    @property
    def flagged(self) -> bool:
        return self.severity in ("inaccuracy", "mistake", "blunder")


def severity_of(cost: float) -> Severity:
    for threshold, name in THRESHOLDS:
        if cost >= threshold:
            return name
    return "good"


def review_decision(
    state: GameState, played: Action | str, bot: SearchBot, index: int
) -> DecisionReview:
    """Judge ``played`` in ``state`` (before it was applied) for the seat to act."""
    seat = state.current_player
    if seat is None:
        raise ValueError("nobody is to act in this position")
    text = played.text if isinstance(played, Action) else str(played)
    legal = state.legal_actions()
    if len(legal) == 1:
        return DecisionReview(index, seat, text, text, Reason("The only possible move."), "forced")
    result = bot.run(state, seat, decision_seed(bot.seed, state, seat))
    return verdict(result, legal, index, seat, text)


def verdict(
    result: SearchResult, legal: list[Action], index: int, seat: int, played: str
) -> DecisionReview:
    """The review of ``played`` from a search's root statistics."""
    hint = describe(result, legal)
    best = hint.action.text
    best_stats = result.stats.get(best)
    mine = result.stats.get(played)
    best_share = best_score = played_share = played_score = None
    if best_stats is not None and best_stats.visits:
        best_share = best_stats.top / best_stats.visits
        best_score = best_stats.score / best_stats.visits
    if mine is not None and mine.visits:
        played_share = mine.top / mine.visits
        played_score = mine.score / mine.visits
    cost = score_cost = 0.0
    severity: Severity = "best" if played == best else "good"
    if played != best and best_share is not None and played_share is not None:
        cost = max(0.0, best_share - played_share)
        severity = severity_of(cost)
    if played != best and best_score is not None and played_score is not None:
        score_cost = max(0.0, best_score - played_score)
    return DecisionReview(
        index,
        seat,
        played,
        best,
        hint.reason,
        severity,
        cost=cost,
        score_cost=score_cost,
        played_share=played_share,
        best_share=best_share,
        played_score=played_score,
        best_score=best_score,
        alternatives=hint.alternatives,
    )


def decisions(
    start: GameState, actions: Iterable[tuple[int, str]], seat: int
) -> Iterator[tuple[int, GameState, str]]:
    """(history index, position before the move, move) for each of ``seat``'s decisions.

    ``start`` is the position at the start of the deal and ``actions`` the deal's moves as
    (seat, text) with their history indices counted from ``start``; the positions are
    independent clones, so they can be searched in other threads.
    """
    position = start.clone()
    for index, (actor, text) in enumerate(actions):
        if actor == seat:
            yield index, position.clone(), text
        position.apply(text)


def costliest(reviews: Sequence[DecisionReview], count: int = 3) -> list[DecisionReview]:
    """The flagged decisions that cost most, most expensive first (at most ``count``)."""
    flagged = [r for r in reviews if r.flagged]
    flagged.sort(key=lambda r: (-r.cost, -r.score_cost, r.index))
    return flagged[:count]
