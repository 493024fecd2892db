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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.review import DecisionReview

#: Verdicts that count as accurate: as good as the best, as far as can be told.
ACCURATE: frozenset[str] = frozenset(("best", "good"))
FLAGGED: frozenset[str] = frozenset(("inaccuracy", "mistake", "blunder"))


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


#: One judged decision as accuracy reads it: (verdict, value lost in the game's unit, the idea
#: keys of the best move).
Judged = tuple[str, float, tuple[str, ...]]


def accuracy_from(judged: Iterable[Judged]) -> Accuracy:
    """The accuracy of a deal's judged decisions (forced moves left out); the ideas of the
    best move count as missed where the played move was flagged."""
    decisions = accurate = 0
    lost = 0.0
    missed: list[str] = []
    for verdict, loss, ideas in judged:
        if verdict == "forced":
            continue
        decisions += 1
        lost += max(0.0, loss)
        if verdict in ACCURATE:
            accurate += 1
        elif verdict in FLAGGED:
            missed.extend(ideas)
    return Accuracy(decisions, accurate, lost, tuple(missed))


def accuracy_of(reviews: Sequence[DecisionReview]) -> Accuracy:
    """The accuracy of a deal from the engine's review (``engine.review.review_deal``)."""
    return accuracy_from(
        (
            r.severity,
            r.score_cost,
            tuple(i.key for i in r.analysis.best.ideas) if r.analysis is not None else (),
        )
        for r in reviews
    )
