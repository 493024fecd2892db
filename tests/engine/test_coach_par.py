"""Par: the same cards replayed with ``strong`` in the person's seat, to a stated error."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

import engine
from engine.coach import par as par_module
from engine.coach.analyst import deal_outcome
from engine.coach.par import deal_start, par_of_deal, played_score
from engine.contract import GameState

#: A tiny search budget: the tests check the machinery, not the bots' strength.
SCALE = 0.02


def _played(game: str, seed: int, deals: int = 1) -> GameState:
    state = engine.game(game).new_game(seed=seed)
    rng = random.Random(seed)
    for k in range(deals):
        if k:
            state.next_deal()
        while state.current_player is not None:
            state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_played_score_is_the_deals_own_outcome() -> None:
    state = _played("chapanka", 2)
    assert played_score(state, 0, 1) == deal_outcome(state, 1)[0]


def test_the_replay_starts_from_the_same_cards() -> None:
    state = _played("scharwenzel", 4, deals=2)
    start = deal_start(state, 1)
    assert start.card_locations() == state.deal_record(1)["dealt"]
    assert start.deal_no == 1 and start.history == state.history[: state.deal_starts[1]]


def test_par_is_deterministic_and_reports_its_runs() -> None:
    state = _played("chapanka", 5)
    levels = [None, "easy", "easy", "easy"]
    first = par_of_deal(state, 0, 0, levels, scale=SCALE, max_runs=3, target=0.0)
    again = par_of_deal(state, 0, 0, levels, scale=SCALE, max_runs=3, target=0.0)
    assert first.to_json() == again.to_json()
    assert first.runs == 3 and len(first.outcomes) == 3
    assert first.par == pytest.approx(sum(first.outcomes) / 3)
    assert first.difference == pytest.approx(first.score - first.par)


def test_it_stops_at_the_target_error_or_the_run_budget() -> None:
    state = _played("chapanka", 5)
    levels = [None, "easy", "easy", "easy"]
    loose = par_of_deal(state, 0, 0, levels, scale=SCALE, min_runs=2, max_runs=6, target=1e9)
    assert loose.runs == 2
    tight = par_of_deal(state, 0, 0, levels, scale=SCALE, min_runs=2, max_runs=4, target=-1.0)
    assert tight.runs == 4 and tight.error == pytest.approx(par_module.half_width(tight.outcomes))


def test_strong_takes_the_seat_and_the_others_keep_their_levels(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made: list[tuple[str, int | None]] = []
    real = par_module.make

    def spy(level: str, spec: Any, **kwargs: Any) -> Any:
        made.append((level, kwargs.get("iterations")))
        return real(level, spec, **kwargs)

    monkeypatch.setattr(par_module, "make", spy)
    state = _played("chapanka", 5)
    par_of_deal(state, 0, 2, ["easy", None, "normal", "easy"], scale=SCALE, max_runs=1, min_runs=1)
    assert [level for level, _ in made] == ["easy", "normal", "strong", "easy"]
    assert made[2][1] == par_module.iterations("strong", "chapanka", SCALE)


def test_a_stopped_par_has_no_value() -> None:
    state = _played("chapanka", 5)
    stopped = par_of_deal(state, 0, 0, [None] * 4, scale=SCALE, checkpoint=lambda: False)
    assert stopped.runs == 0 and math.isnan(stopped.par)
    assert stopped.to_json()["par"] is None


@pytest.mark.parametrize(
    ("deal", "seat", "levels"),
    [(1, 0, [None] * 4), (0, 4, [None] * 4), (0, 0, [None] * 3)],
)
def test_bad_questions_are_refused(deal: int, seat: int, levels: list[str | None]) -> None:
    state = _played("chapanka", 5)
    with pytest.raises(ValueError):
        par_of_deal(state, deal, seat, levels, scale=SCALE)
