"""SKELETON (contract agreed between the coach's parts; the analyst helper fills it in).

Every option of one decision is scored on the *same* sampled deals (common random numbers),
so the noise of a difference between two moves is far below the noise of each value.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from engine.coach.ideas import Idea
from engine.contract import GameState
from engine.reasons import Reason

#: "good" means: as good as the best, as far as can be told (loss within threshold or noise).
Verdict = Literal["forced", "best", "good", "inaccuracy", "mistake", "blunder"]

#: Sampled deals at play time (hint, learn mode): an answer within about 1 s.
PLAY_SAMPLES = 48
#: Sampled deals of the review's deeper look (a superset of the play-time ones).
DEEP_SAMPLES = 192


@dataclass(frozen=True)
class OptionValue:
    """One legal move, valued from the deciding seat's side (higher is better for it)."""

    action: str
    #: Mean outcome in the game's own unit, signed so that higher is better for the seat
    #: (Kaschlan: minus the loser marks).
    value: float
    #: Share of sampled deals in which the seat (its team) wins the deal / makes the contract.
    win_chance: float
    #: ``best.value - value`` (0 for the best) and the standard error of that paired difference.
    loss: float
    loss_se: float
    #: Win chance lost against the best move, and its paired standard error.
    win_loss: float
    win_loss_se: float
    verdict: Verdict
    #: The ideas a good player would name for this move, each checked true in the position.
    ideas: tuple[Idea, ...] = field(default=())


@dataclass(frozen=True)
class Analysis:
    """The analyst's whole answer for one decision; options are ordered best first."""

    game: str
    seat: int
    samples: int
    #: The game's unit as a player says it: "points", "counters", "marks", "game points".
    unit: str
    options: tuple[OptionValue, ...]

    @property
    def best(self) -> OptionValue:
        return self.options[0]

    def option(self, action: str) -> OptionValue:
        for option in self.options:
            if option.action == action:
                return option
        raise KeyError(action)

    def say(self, action: str) -> Reason:
        """The verdict on ``action`` in a player's words (numbers as "about 7 times in 10")."""
        raise NotImplementedError

    def to_json(self) -> dict[str, Any]:
        raise NotImplementedError


def analyse(
    state: GameState,
    seat: int | None = None,
    *,
    samples: int = PLAY_SAMPLES,
    previous: Analysis | None = None,
) -> Analysis:
    """Score every legal move of ``seat`` (default: the seat to act) from what it knows.

    Seeded from the position (the seat's observation and the history), so the same question
    gets the same answer. ``previous`` (a smaller analysis of the same decision) is reused:
    the deeper look adds samples instead of drawing new ones.
    """
    raise NotImplementedError
