"""Accuracy is read off the review's own verdicts (never a second opinion)."""

from __future__ import annotations

import random

import pytest

import engine
from engine.coach.accuracy import Accuracy, accuracy_of
from engine.coach.analyst import Analysis, OptionValue
from engine.coach.ideas import Idea
from engine.reasons import Reason
from engine.review import DecisionReview, review_deal


def _review(severity: str, cost: float, best_ideas: tuple[str, ...] = ()) -> DecisionReview:
    ideas = tuple(Idea(k, Reason(k)) for k in best_ideas)
    best = OptionValue("play AS", 3.0, 0.6, 0, 0, 0, 0, "best", ideas)
    other = OptionValue("play 7S", 3.0 - cost, 0.5, cost, 0.1, 0.1, 0.01, "good")
    analysis = Analysis("chapanka", 0, 400, "points", (best, other))
    return DecisionReview(
        0,
        0,
        "play 7S",
        "play AS",
        Reason("x"),
        severity,
        score_cost=cost,  # type: ignore[arg-type]
        analysis=analysis,
    )


def test_share_and_loss_count_only_the_non_forced_decisions() -> None:
    reviews = [
        _review("forced", 0.0),
        _review("best", 0.0),
        _review("good", 0.4),
        _review("mistake", 3.0, ("wins-cheaply",)),
        _review("blunder", 6.0, ("keeps-the-ace", "draws-trumps")),
    ]
    acc = accuracy_of(reviews)
    assert acc.decisions == 4 and acc.accurate == 2
    assert acc.share == pytest.approx(0.5)
    assert acc.lost_per_decision == pytest.approx((0.4 + 3.0 + 6.0) / 4)
    assert acc.missed_ideas == ("wins-cheaply", "keeps-the-ace", "draws-trumps")


def test_only_forced_moves_have_no_share() -> None:
    acc = accuracy_of([_review("forced", 0.0)])
    assert acc.share is None and acc.lost_per_decision is None


def test_it_agrees_with_a_real_review() -> None:
    state = engine.game("chapanka").new_game(seed=3)
    rng = random.Random(3)
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
    reviews = review_deal(state, 0, samples=24)
    acc = accuracy_of(reviews)
    judged = [r for r in reviews if r.severity != "forced"]
    assert acc.decisions == len(judged)
    assert acc.accurate == sum(r.severity in ("best", "good") for r in judged)
    assert acc.lost == pytest.approx(sum(r.score_cost for r in judged))


def test_round_trip_and_rubbish() -> None:
    acc = Accuracy(5, 3, 2.5, ("a", "b"))
    assert Accuracy.from_json(acc.to_json()) == acc
    for bad in (None, {"decisions": 2, "accurate": 3, "lost": 0}, {"decisions": "x"}):
        with pytest.raises(ValueError):
            Accuracy.from_json(bad)
