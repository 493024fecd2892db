"""Accuracy of a deal: how many of a person's decisions the review found best or good.

Why read off the review: the person sees the review's verdicts; an accuracy computed by a
second search could contradict them (the coach's promise is one opinion, see docs/coach.md).
So both figures come from the very :class:`engine.review.DecisionReview` list the review
shows: the share of the non-forced decisions judged "best" or "good", and the mean value lost
per non-forced decision against the coach's best move, in the game's unit. The ideas of the
moves the person should have played (at flagged decisions) are counted too: the Training
window shows the ideas most often missed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.review import DecisionReview

#: Verdicts that count as accurate: as good as the best, as far as can be told.
ACCURATE: frozenset[str] = frozenset(("best", "good"))


@dataclass(frozen=True)
class Accuracy:
    """A deal's accuracy for one seat."""

    #: Non-forced decisions judged, and how many of them were best or good.
    decisions: int
    accurate: int
    #: Value lost over the non-forced decisions, in the game's unit (≥ 0).
    lost: float
    #: Idea keys of the best moves at flagged decisions (the ideas missed), in deal order.
    missed_ideas: tuple[str, ...] = ()

    @property
    def share(self) -> float | None:
        """Accurate share of the non-forced decisions (None: every decision was forced)."""
        return self.accurate / self.decisions if self.decisions else None

    @property
    def lost_per_decision(self) -> float | None:
        return self.lost / self.decisions if self.decisions else None

    def to_json(self) -> dict[str, object]:
        return {
            "decisions": self.decisions,
            "accurate": self.accurate,
            "lost": round(self.lost, 4) + 0.0,
            "missed_ideas": list(self.missed_ideas),
        }

    @classmethod
    def from_json(cls, data: object) -> Accuracy:
        """ValueError on anything :meth:`to_json` cannot have written."""
        if not isinstance(data, dict):
            raise ValueError("an accuracy is an object")
        try:
            decisions, accurate = int(data["decisions"]), int(data["accurate"])
            lost = float(data["lost"])
            ideas = tuple(str(k) for k in data.get("missed_ideas", []))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not an accuracy: {exc!r}") from None
        if not 0 <= accurate <= decisions or lost < 0:
            raise ValueError("not an accuracy: counts out of range")
        return cls(decisions, accurate, lost, ideas)


def accuracy_of(reviews: Sequence[DecisionReview]) -> Accuracy:
    """The accuracy of a deal from its review (forced moves left out)."""
    judged = [r for r in reviews if r.severity != "forced"]
    accurate = sum(1 for r in judged if r.severity in ACCURATE)
    lost = sum(r.score_cost for r in judged)
    missed: list[str] = []
    for r in judged:
        if r.flagged and r.analysis is not None:
            missed.extend(idea.key for idea in r.analysis.best.ideas)
    return Accuracy(len(judged), accurate, lost, tuple(missed))
