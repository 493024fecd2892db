"""The inference measure (``python -m engine.bots.inference_measure``, issue #44 item 2)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.bots import inference_measure
from engine.bots.hooks import Hooks


def _state() -> Any:
    for seed in range(1, 50):
        state = inference_measure.position("bolachen", seed)
        if state is not None:
            return state
    raise AssertionError("no position")


def test_a_flat_likelihood_weighs_as_uniform(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(inference_measure, "hooks_for", lambda _g: Hooks(likelihood=lambda *a: 0.5))
    scores, n, _ess = inference_measure.score(_state(), 40, 3)
    (ll_u, right_u), (ll_w, right_w) = scores["uniform"], scores["signals"]
    assert n > 0
    assert ll_w == pytest.approx(ll_u) and right_w == pytest.approx(right_u)
    assert 0.0 < right_u < 1.0 and ll_u < 0.0


def test_a_likelihood_that_knows_the_truth_scores_higher(monkeypatch: pytest.MonkeyPatch) -> None:
    """Weighting the samples by how many hidden cards they place right must raise both the
    log-likelihood of the true cards and the share placed right: the measure rewards
    inference that points at the real deal."""
    state = _state()
    seat = state.current_player
    truth = {c: s for s in range(state.players) if s != seat for c in state.hand(s)}

    def knows(_real: Any, sample: Any, _seat: int) -> float:
        right = sum(1 for c in sample.hand((seat + 1) % 3) if truth.get(c) == (seat + 1) % 3)
        return float(right) ** 4

    monkeypatch.setattr(inference_measure, "hooks_for", lambda _g: Hooks(likelihood=knows))
    scores, _n, _ess = inference_measure.score(state, 60, 3)
    (ll_u, right_u), (ll_w, right_w) = scores["uniform"], scores["signals"]
    assert ll_w > ll_u and right_w > right_u


def test_the_agreement_counts_the_decisions_where_the_model_chose_the_players_move(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Players who are the model agree with it at every decision with a choice; players
    who move at random do not always."""
    import random as _random

    from engine.bots.hooks import hooks_for
    from engine.bots.inference import STEADY

    policy = hooks_for("kaschlan").rollout
    assert policy is not None

    class Player:
        def __init__(self, pick: Any) -> None:
            self.pick = pick

        def choose(self, state: Any, seat: int) -> Any:
            return self.pick(state, state.legal_actions())

    def as_model(_level: str, _spec: Any, **_kw: Any) -> Player:
        return Player(lambda state, legal: policy(state, legal, STEADY))

    monkeypatch.setattr(inference_measure, "make", as_model)
    same = inference_measure.agreement("kaschlan", "normal", 2, 4)
    assert same and all(n == agreed > 0 for n, agreed in same.values())
    assert set(same) >= {"attack", "beat"}

    def at_random(_level: str, _spec: Any, **_kw: Any) -> Player:
        rng = _random.Random(0)
        return Player(lambda state, legal: legal[rng.randrange(len(legal))])

    monkeypatch.setattr(inference_measure, "make", at_random)
    other = inference_measure.agreement("kaschlan", "normal", 2, 4)
    assert sum(a for _n, a in other.values()) < sum(n for n, _a in other.values())
