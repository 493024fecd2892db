"""The one analyst: deterministic, paired, verdicts only beyond noise, best first."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

import engine
from engine.coach import Analysis, analyse
from engine.coach import analyst as analyst_module
from engine.coach.analyst import NOISE_Z, WIDE, WIN_THRESHOLDS, _paired, budget, verdict_of
from engine.coach.searched import ruled_here, searched_here
from engine.contract import GameState

SMALL = 24


def _position(game: str, seed: int, moves: int, *, choice: bool = True) -> GameState:
    """The decision reached after ``moves`` random moves (the next one with a choice, or the
    next forced one when ``choice`` is False)."""
    state = engine.game(game).new_game(seed=seed)
    rng = random.Random(seed)
    done = 0
    while True:
        if state.current_player is None:
            state.next_deal()
            continue
        legal = state.legal_actions()
        if done >= moves and (len(legal) > 1) == choice:
            return state
        state.apply(rng.choice(legal))
        done += 1


POSITIONS = [(g, s, m) for g in engine.GAMES for s, m in ((1, 3), (2, 9))]


@pytest.mark.parametrize(("game", "seed", "moves"), POSITIONS)
def test_the_same_question_gets_the_same_answer(game: str, seed: int, moves: int) -> None:
    state = _position(game, seed, moves)
    first = analyse(state, samples=SMALL).to_json()
    again = analyse(state.clone(), samples=SMALL).to_json()
    assert json.dumps(first, sort_keys=True) == json.dumps(again, sort_keys=True)


@pytest.mark.parametrize(("game", "seed", "moves"), POSITIONS)
def test_options_best_first_and_nothing_scores_above_the_best(
    game: str, seed: int, moves: int
) -> None:
    state = _position(game, seed, moves)
    analysis = analyse(state, samples=SMALL)
    assert sorted(o.action for o in analysis.options) == sorted(
        a.text for a in state.legal_actions()
    )
    best = analysis.best
    assert best.verdict == "best" and best.loss == 0
    values = [o.value for o in analysis.options]
    # Where the coach follows strong, the options come in strong's order (test_coach_searched),
    # not by value: its search's, or its root rules' first.
    ranked_by_value = analysis.ranked_by == "value"
    assert ranked_by_value is not (
        searched_here(state, analysis.seat) or ruled_here(state, analysis.seat) is not None
    )
    if ranked_by_value:
        assert values == sorted(values, reverse=True)
    for option in analysis.options[1:]:
        assert option.verdict != "best"
        assert option.loss == pytest.approx(best.value - option.value)
        assert option.loss >= 0 or not ranked_by_value
        assert option.win_loss == pytest.approx(best.win_chance - option.win_chance)


@pytest.mark.parametrize(("game", "seed", "moves"), POSITIONS)
def test_a_verdict_is_given_only_beyond_noise(game: str, seed: int, moves: int) -> None:
    analysis = analyse(_position(game, seed, moves), samples=SMALL)
    for option in analysis.options[1:]:
        beyond = option.loss > NOISE_Z * option.loss_se
        if not beyond:
            assert option.verdict == "good"
        if option.verdict in ("inaccuracy", "mistake", "blunder"):
            assert beyond


def test_verdict_steps_need_both_the_threshold_and_two_standard_errors() -> None:
    small, medium, large = WIN_THRESHOLDS
    # A small loss of points beyond noise; the win chance decides the step.
    assert verdict_of("bolachen", 0.1, 0.01, large + 0.01, 0.01) == "blunder"
    assert verdict_of("bolachen", 0.1, 0.01, medium + 0.01, 0.01) == "mistake"
    assert verdict_of("bolachen", 0.1, 0.01, small + 0.01, 0.01) == "inaccuracy"
    # A large loss within two standard errors is noise: as good as the best.
    assert verdict_of("bolachen", 0.1, 0.01, large + 0.01, (large + 0.01) / 2) == "good"
    # Beyond noise but below the smallest step: good.
    assert verdict_of("bolachen", 0.1, 0.01, small / 2, 0.0) == "good"
    # Worth the same points as far as can be told: good, however much less often it wins.
    assert verdict_of("bolachen", 0.1, 0.1, large + 0.2, 0.01) == "good"
    # The game's own unit counts too (1001: 60 points a deal is a blunder).
    assert verdict_of("tausendundeins", 60.0, 5.0, 0.0, 0.0) == "blunder"


def test_a_copy_of_an_option_differs_by_nothing_with_no_noise() -> None:
    values = [3.0, -1.0, 0.0, 7.5, 2.0]
    assert _paired(values, list(values)) == (0.0, 0.0)
    # Paired: a constant shift is measured exactly, however noisy each value is.
    shift, noise = _paired(values, [v - 2 for v in values])
    assert shift == pytest.approx(2.0)
    assert noise == 0.0


def test_every_option_is_played_out_on_the_same_deals_with_the_same_random_stream(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _position("scharwenzel", 4, 8)  # early in the play: played out, not solved
    seat = state.current_player
    assert seat is not None
    assert len(state.hand(seat)) > 6  # the hand size from which strong and the coach solve
    seen: list[tuple[Any, ...]] = []
    real = analyst_module._play_out

    def spy(played: GameState, rollout: Any, rng: random.Random) -> None:
        others = tuple(tuple(sorted(played.hand(s))) for s in range(played.players) if s != seat)
        seen.append((others, rng.getstate()))
        real(played, rollout, rng)

    monkeypatch.setattr(analyst_module, "_play_out", spy)
    options = len(state.legal_actions())
    assert options > 1
    analyse(state, samples=5, flat=True)  # strong searches here: so would the coach
    assert len(seen) == 5 * options
    per_sample = [seen[k * options : (k + 1) * options] for k in range(5)]
    for rows in per_sample:
        assert len(set(rows)) == 1  # same hidden cards, same playout stream for every option
    assert len({rows[0] for rows in per_sample}) == 5  # and the samples differ


def test_a_forced_move_is_forced() -> None:
    state = _position("kaschlan", 3, 5, choice=False)
    assert len(state.legal_actions()) == 1
    analysis = analyse(state, samples=SMALL)
    assert analysis.forced and analysis.best.verdict == "forced"
    assert str(analysis.say(analysis.best.action)) == "The only possible move."


def test_kaschlan_marks_count_against_the_seat() -> None:
    analysis = analyse(_position("kaschlan", 5, 6), samples=SMALL)
    assert analysis.unit == "marks"
    for option in analysis.options:
        # At most one mark a deal: minus the chance of taking it, never a positive number.
        assert -1.0 <= option.value <= 0.0
        assert option.value == pytest.approx(option.win_chance - 1.0)
    assert "mark" in str(analysis.say(analysis.best.action))


def test_the_deeper_look_extends_the_play_time_samples() -> None:
    # flat playouts, as at Kaschlan's moves a root rule narrows and in the puzzles
    state = _position("bolachen", 2, 10)
    quick = analyse(state, samples=8, flat=True)
    deep = analyse(state, samples=20, previous=quick, flat=True)
    fresh = analyse(state, samples=20, flat=True)
    assert deep.to_json()["options"] == fresh.to_json()["options"]
    for option, row in zip(quick.options, quick.outcomes, strict=True):
        assert deep.outcomes[[o.action for o in deep.options].index(option.action)][:8] == row
    assert deep.earlier_samples == 8
    assert dict(deep.earlier) == {o.action: o.verdict for o in quick.options}


def test_the_deeper_look_says_when_it_changes_a_verdict() -> None:
    state = _position("chapanka", 1, 3)
    quick = analyse(state, samples=6)
    deep = analyse(state, samples=12, previous=quick)
    worst = deep.options[-1]
    same = dataclasses.replace(deep, earlier=((worst.action, worst.verdict),))
    assert same.revision(worst.action) is None
    flagged = dataclasses.replace(
        deep,
        options=(*deep.options[:-1], dataclasses.replace(worst, verdict="blunder")),
        earlier=((worst.action, "good"),),
    )
    revised = flagged.revision(worst.action)
    assert revised is not None and str(revised).startswith("With more deals looked at")
    cleared = dataclasses.replace(
        deep,
        options=(*deep.options[:-1], dataclasses.replace(worst, verdict="good")),
        earlier=((worst.action, "mistake"),),
    )
    assert "as good as the best" in str(cleared.revision(worst.action))


def test_an_earlier_analysis_of_another_decision_is_refused() -> None:
    one = analyse(_position("scharwenzel", 1, 3), samples=4)
    with pytest.raises(ValueError, match="another decision"):
        analyse(_position("scharwenzel", 2, 9), samples=8, previous=one)


def test_bad_questions_get_a_clear_error() -> None:
    state = _position("bolachen", 1, 3)
    other = (state.current_player or 0) + 1
    with pytest.raises(ValueError, match="not to act"):
        analyse(state, other % state.players, samples=4)
    with pytest.raises(ValueError, match="samples"):
        analyse(state, samples=0)


def test_say_compares_with_the_best_in_plain_words() -> None:
    analysis = analyse(_position("tausendundeins", 3, 10), samples=SMALL)
    best = analysis.best
    assert "{" not in str(analysis.say(best.action))
    for option in analysis.options[1:]:
        said = analysis.say(option.action)
        assert said.params["best"] == best.action  # the GUI shows it as a move label
        assert "{" not in str(said)


def test_the_answer_is_json() -> None:
    analysis = analyse(_position("chapanka", 2, 9), samples=SMALL)
    data = json.loads(json.dumps(analysis.to_json()))
    assert [o["action"] for o in data["options"]] == [o.action for o in analysis.options]
    assert isinstance(analysis, Analysis)


def test_1001_strict_phase_is_solved_exactly_on_every_sample() -> None:
    from engine.bots.heuristics import tausendundeins_solver as solver

    state = _position("tausendundeins", 4, 14)
    assert state.observation(0)["detail"]["play_phase"] == "strict"
    seat = state.current_player
    assert seat is not None
    analysis = analyse(state, samples=SMALL)
    exact = solver.move_outcomes(state, seat)  # the real deal: nothing is hidden any more
    for option in analysis.options:
        assert option.value == exact[option.action][0]
        assert option.loss_se == 0.0 and option.win_loss_se == 0.0


def test_a_wide_decision_plays_fewer_deals_for_the_same_budget() -> None:
    state = engine.game("kaschlan").new_game(seed=2)  # a defence with 14 ways
    rng = random.Random(2)
    while len(state.legal_actions()) <= WIDE:
        if state.current_player is None:
            state.next_deal()
            continue
        state.apply(rng.choice(state.legal_actions()))
    options = len(state.legal_actions())
    analysis = analyse(state, samples=200)
    assert analysis.samples == 200  # the budget asked for: what callers compare
    assert analysis.deals == budget(200, options) < 200
    assert all(len(row) == analysis.deals for row in analysis.outcomes)
    deeper = analyse(state, samples=400, previous=analysis)
    assert deeper.deals == budget(400, options) > analysis.deals
    assert deeper.earlier_samples == 200


def test_a_forced_move_keeps_the_budget_asked_for() -> None:
    analysis = analyse(_position("kaschlan", 3, 5, choice=False), samples=SMALL)
    assert (analysis.samples, analysis.deals) == (SMALL, 0)


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_the_answer_does_not_depend_on_cards_the_seat_cannot_see(game: str) -> None:
    from engine.bots.sampling import SeatRandom

    state = _position(game, 5, 7)
    seat = state.current_player
    assert seat is not None
    other = state.determinize(seat, SeatRandom(99))  # the same view, other hidden cards
    other.recording = True
    assert other.card_locations() != state.card_locations()
    first = json.dumps(analyse(state, samples=12).to_json())
    assert json.dumps(analyse(other, samples=12).to_json()) == first


@pytest.mark.parametrize(("game", "seed", "moves"), POSITIONS)
def test_an_analysis_read_back_from_its_json_says_the_same(
    game: str, seed: int, moves: int
) -> None:
    """What a network client rebuilds from the host's answer: the same options, verdicts,
    ideas (as sentences it can translate) and words."""
    analysis = analyse(_position(game, seed, moves), samples=SMALL)
    data = json.loads(json.dumps(analysis.to_json()))
    back = Analysis.from_json(data)
    assert back.to_json() == data
    assert [o.verdict for o in back.options] == [o.verdict for o in analysis.options]
    for mine, theirs in zip(back.options, analysis.options, strict=True):
        assert back.say(mine.action) == analysis.say(theirs.action)
        assert [i.reason for i in mine.ideas] == [i.reason for i in theirs.ideas]


def test_a_damaged_analysis_is_refused_with_a_clear_error() -> None:
    data = analyse(_position("scharwenzel", 1, 3), samples=SMALL).to_json()
    with pytest.raises(ValueError, match="not an analysis"):
        Analysis.from_json({**data, "options": []})
    with pytest.raises(ValueError, match="not a verdict"):
        Analysis.from_json({**data, "options": [{**data["options"][0], "verdict": "great"}]})
    with pytest.raises(ValueError, match="not an analysis"):
        Analysis.from_json({"game": "scharwenzel"})
