"""Deal review: the analyst's deeper look at each of a person's decisions of a deal.

Why a thin layer over :mod:`engine.coach.analyst`: hint, learn mode and review used to run
their own short searches and contradicted each other. Now the review asks the same analyst as
the hint, only with more sampled deals (``DEEP_SAMPLES``), and when it is handed the analysis
made at play time it *extends* those samples instead of drawing new ones; where the deeper
look changes the play-time verdict it says so (``DecisionReview.revised``). The analyst starts
from the position *as the person knew it* (``determinize(seat)``), so the advice never uses
cards the person could not have known, even though the review later shows every hand.

A decision's cost is the win chance the person's move lost against the analyst's best move
and the same difference in the game's own unit; a verdict is given only where the loss is
beyond noise (see docs/coach.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.actions import Action
from engine.cards import sort_hand
from engine.coach.analyst import DEEP_SAMPLES, WIN_THRESHOLDS, Analysis, Verdict, analyse
from engine.coach.ideas.review import gave_away
from engine.contract import GameState
from engine.reasons import Reason

#: The verdict scale (the analyst's).
Severity = Verdict

#: Win share lost from which a move counts as an inaccuracy, a mistake, a blunder (the
#: analyst's steps, largest first).
THRESHOLDS: tuple[tuple[float, Severity], ...] = (
    (WIN_THRESHOLDS[2], "blunder"),
    (WIN_THRESHOLDS[1], "mistake"),
    (WIN_THRESHOLDS[0], "inaccuracy"),
)


@dataclass(frozen=True)
class DecisionReview:
    """The verdict on one decision: what was played, what the analyst preferred, the cost."""

    index: int
    seat: int
    played: str
    best: str
    #: The played move's verdict in a player's words (``Analysis.say``).
    reason: Reason
    severity: Severity
    #: Win share lost against the best move (0 when the played move was the best).
    cost: float = 0.0
    #: Mean deal value lost against the best move, in the game's own units.
    score_cost: float = 0.0
    played_share: float | None = None
    best_share: float | None = None
    played_score: float | None = None
    best_score: float | None = None
    #: (action text, win share, sampled deals) of every move, best first.
    alternatives: tuple[tuple[str, float, int], ...] = ()
    #: The analyst's whole answer (None only for hand-made reviews in tests).
    analysis: Analysis | None = None
    #: "With more deals looked at, …" when the deeper look changed the play-time verdict.
    revised: Reason | None = None
    #: What the played card gave away ("your 9H let the trick go to 10H; KH would have
    #: taken it"), for a flagged card play whose trick the record shows finished.
    gave_away: Reason | None = None

    @property
    def flagged(self) -> bool:
        return self.severity in ("inaccuracy", "mistake", "blunder")


def severity_of(cost: float) -> Severity:
    """The step of a win-share loss alone (noise aside): for displays of a known cost."""
    for threshold, name in THRESHOLDS:
        if cost >= threshold:
            return name
    return "good"


def review_decision(
    state: GameState,
    played: Action | str,
    index: Any,
    *old: Any,
    samples: int = DEEP_SAMPLES,
    previous: Analysis | None = None,
) -> DecisionReview:
    """Judge ``played`` in ``state`` (before it was applied) for the seat to act; ``index``
    is the decision's history index.

    ``previous`` is the analysis the hint or learn mode made of this very decision at play
    time: its samples are the first of the deeper look's, and a changed verdict is said.
    The old call ``review_decision(state, played, bot, index)`` still works (the bot is
    ignored: the analyst decides) until every caller has moved on.
    """
    if old:
        index = old[0]
    if isinstance(index, bool) or not isinstance(index, int):
        raise ValueError(f"index must be a history index, not {index!r}")
    seat = state.current_player
    if seat is None:
        raise ValueError("nobody is to act in this position")
    text = played.text if isinstance(played, Action) else str(played)
    analysis = analyse(state, seat, samples=samples, previous=previous)
    return from_analysis(analysis, index, text)


def from_analysis(analysis: Analysis, index: int, played: str) -> DecisionReview:
    """The review of ``played`` read off the analyst's answer for its decision."""
    best = analysis.best
    mine = analysis.option(played)
    severity: Severity = mine.verdict
    if mine is not best and severity == "best":  # pragma: no cover - the analyst never says so
        severity = "good"
    return DecisionReview(
        index,
        analysis.seat,
        played,
        best.action,
        analysis.say(played),
        severity,
        cost=max(0.0, mine.win_loss),
        score_cost=max(0.0, mine.loss),
        played_share=mine.win_chance,
        best_share=best.win_chance,
        played_score=mine.value,
        best_score=best.value,
        alternatives=tuple((o.action, o.win_chance, analysis.deals) for o in analysis.options),
        analysis=analysis,
        revised=analysis.revision(played),
    )


def decisions(
    start: GameState, actions: Iterable[tuple[int, str]], seat: int
) -> Iterator[tuple[int, GameState, str]]:
    """(history index, position before the move, move) for each of ``seat``'s decisions.

    ``start`` is the position at the start of the deal and ``actions`` the deal's moves as
    (seat, text) with their history indices counted from ``start``; the positions are
    independent clones, so they can be analysed in other threads.
    """
    position = start.clone()
    for index, (actor, text) in enumerate(actions):
        if actor == seat:
            yield index, position.clone(), text
        position.apply(text)


def review_deal(
    state: GameState,
    seat: int,
    *,
    samples: int = DEEP_SAMPLES,
    played: Mapping[int, Analysis] | None = None,
) -> list[DecisionReview]:
    """Every decision of ``seat`` in the current (last) deal of ``state``, in order; the
    indices are the match history's. ``played`` maps a history index to the analysis made
    at play time, which the deeper look extends."""
    begin = state.deal_starts[-1]
    start = state.clone()
    start.rewind_to(begin)
    moves = state.history[begin:]
    out = []
    for offset, position, text in decisions(start, moves, seat):
        index = begin + offset
        earlier = (played or {}).get(index)
        review = review_decision(position, text, index, samples=samples, previous=earlier)
        if review.flagged:
            review = replace(review, gave_away=gave_away(state, index, review.best))
        out.append(review)
    return out


def costliest(reviews: Sequence[DecisionReview], count: int = 3) -> list[DecisionReview]:
    """The flagged decisions that cost most, most expensive first (at most ``count``)."""
    flagged = [r for r in reviews if r.flagged]
    flagged.sort(key=lambda r: (-r.cost, -r.score_cost, r.index))
    return flagged[:count]


def deal_frames(state: GameState, deal_no: int, seat: int = 0) -> list[dict[str, Any]]:
    """Every moment of deal ``deal_no`` of ``state`` for the review, as JSON-able dicts: all
    hands open (``hands``, one sorted list per seat), the cards in the middle (``table``,
    [seat, card] pairs), the ``move`` that led there and its ``mover`` and history ``index``
    (None for the deal as dealt), ``seat``'s observation at that moment without the event
    list (``obs``) and what the move caused (``effects``).

    Why in the engine: the local review window and a network seat's review (made by the host,
    sent when the deal is over) show the same frames, built once here. A finished deal is
    read from its record; the deal in progress (a look at the review itself) up to now.
    Every hand is open, so a caller shows this only for a deal that is over. ``state`` is
    not changed."""
    if not 0 <= deal_no < len(state.deal_starts):
        raise ValueError(f"there is no deal {deal_no} in this match")
    finished = deal_no < state.deals_finished
    events = state.deal_record(deal_no)["events"] if finished else state.events()
    position = state.clone()
    position.rewind_to(state.deal_starts[deal_no])
    frames = [_frame(position, seat, None)]
    for event in events:
        position.apply(event["action"])
        frames.append(_frame(position, seat, event))
    return frames


def _frame(position: GameState, seat: int, event: Mapping[str, Any] | None) -> dict[str, Any]:
    obs: dict[str, Any] = dict(position.observation(seat))
    obs.pop("events", None)  # every frame would carry its own copy of the deal's events
    table: list[Any] = list(obs.get("table") or [])
    return {
        "hands": [sort_hand(position.hand(s)) for s in range(position.players)],
        "table": [[int(t["seat"]), str(t["card"])] for t in table],
        "move": None if event is None else event["action"],
        "mover": None if event is None else event["seat"],
        "index": None if event is None else event["index"],
        "obs": obs,
        "effects": [] if event is None else list(event["effects"]),
    }
