"""The review's verdict on one of the person's decisions, taken from the analyst's answers.

Why a record of its own: the review window shows the deeper look, and when that look
disagrees with what the person was told during play (the hint, learn mode), it must say so
and why ("with more deals looked at, …"), never silently contradict the advice. The record
keeps both answers' facts; :mod:`gui.coach.words` words them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from engine.coach import Analysis, Idea, OptionValue, Verdict
from engine.reasons import Reason

FLAGGED: frozenset[str] = frozenset({"inaccuracy", "mistake", "blunder"})


EarlierCase = Literal["followed", "advised", "looked-good", "looked-bad"]


@dataclass(frozen=True)
class Earlier:
    """How the play-time analysis (what the hint and learn mode said) differs from the
    deeper look: ``case`` says which way.

    * ``followed`` — the person played the advice, which the deeper look now flags;
    * ``advised`` — the advice (``best``, not played) is now flagged;
    * ``looked-good`` — the played move looked as good as the best, and is now flagged;
    * ``looked-bad`` — the played move was flagged, and is as good as the best after all.
    """

    case: EarlierCase
    best: str
    #: The deals the play-time analysis looked at (:func:`looked_at`).
    samples: int


@dataclass(frozen=True)
class DecisionVerdict:
    """What one decision was worth, as the deepest analysis of it says."""

    index: int
    seat: int
    played: str
    best: str
    severity: Verdict
    #: The deals the deepest analysis looked at (:func:`looked_at`).
    samples: int
    #: The analyst's sentence on the played move, in a player's words.
    say: Reason | None = None
    #: The played and the best move's win chances; value lost in the game's unit.
    played_chance: float | None = None
    best_chance: float | None = None
    loss: float = 0.0
    win_loss: float = 0.0
    unit: str = ""
    #: What a good player would name behind the best move.
    best_ideas: tuple[Idea, ...] = field(default=())
    #: The advice during play, when the deeper look turned it down.
    earlier: Earlier | None = None
    #: What the played card gave away in its trick, next to the best move ("your 9H let
    #: the trick go to 10H; KH would have taken it"); filled once the trick is on record.
    gave_away: Reason | None = None

    @property
    def flagged(self) -> bool:
        return self.severity in FLAGGED


def judge(
    index: int, seat: int, played: str, deep: Analysis, play: Analysis | None = None
) -> DecisionVerdict:
    """The verdict on ``played`` (history index ``index``) from the ``deep`` analysis of the
    position before it; ``play`` is the play-time analysis of the same decision."""
    best = deep.best
    mine = _option(deep, played)
    severity: Verdict = mine.verdict if mine is not None else "good"
    if len(deep.options) == 1:
        severity = "forced"
    earlier = None
    if play is not None and play.samples < deep.samples and len(play.options) > 1:
        earlier = _earlier(play, deep, played)
    say: Reason | None
    try:
        say = deep.say(played)
    except (KeyError, NotImplementedError):
        say = None
    return DecisionVerdict(
        index,
        seat,
        played,
        best.action,
        severity,
        looked_at(deep),
        say=say,
        played_chance=mine.win_chance if mine is not None else None,
        best_chance=best.win_chance,
        loss=mine.loss if mine is not None else 0.0,
        win_loss=mine.win_loss if mine is not None else 0.0,
        unit=deep.unit,
        best_ideas=best.ideas,
        earlier=earlier,
    )


def costliest(verdicts: Sequence[DecisionVerdict], count: int = 3) -> list[DecisionVerdict]:
    """The flagged decisions that cost most, most expensive first (at most ``count``)."""
    flagged = [v for v in verdicts if v.flagged]
    flagged.sort(key=lambda v: (-v.win_loss, -v.loss, v.index))
    return flagged[:count]


def looked_at(analysis: Analysis) -> int:
    """The sampled deals an analysis looked at, as the review says it: the deals played
    (fewer than the budget at a wide decision, the search's simulated deals before card
    play), or the budget where the answer does not say (a hand-made or older analysis)."""
    return analysis.deals or analysis.samples


def _earlier(play: Analysis, deep: Analysis, played: str) -> Earlier | None:
    advised = play.best.action
    advised_now = _option(deep, advised)
    mine_then, mine_now = _option(play, played), _option(deep, played)
    if advised_now is not None and advised_now.verdict in FLAGGED:
        case: EarlierCase = "followed" if advised == played else "advised"
        return Earlier(case, advised, looked_at(play))
    if mine_then is None or mine_now is None:
        return None
    if mine_now.verdict in FLAGGED and mine_then.verdict not in FLAGGED:
        return Earlier("looked-good", advised, looked_at(play))
    if mine_then.verdict in FLAGGED and mine_now.verdict not in FLAGGED:
        return Earlier("looked-bad", advised, looked_at(play))
    return None


def _option(analysis: Analysis, action: str) -> OptionValue | None:
    try:
        return analysis.option(action)
    except KeyError:
        return None
