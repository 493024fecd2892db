"""Learn mode's guided lessons: each game has a short series, and each lesson's deal number,
replayed from its seed, really shows the rule it was chosen for."""

from __future__ import annotations

import pytest

import engine
from engine.guided import decision, has_property, judge, lessons, promised

ALL = [(game, i) for game in engine.GAMES for i in range(len(lessons(game)))]


def test_every_game_has_a_short_guided_series() -> None:
    for game in engine.GAMES:
        series = lessons(game)
        assert 2 <= len(series) <= 4, game
        assert len({lesson.seed for lesson in series}) == len(series), game
        for lesson in series:
            assert lesson.game == game and lesson.players in engine.game(game).players
            assert lesson.title.strip() and lesson.intro.strip()
            assert callable(lesson.shows) and callable(lesson.promise)


@pytest.mark.parametrize(("game", "index"), ALL)
def test_each_lesson_deal_has_its_property(game: str, index: int) -> None:
    lesson = lessons(game)[index]
    assert has_property(lesson), f"{game} deal {lesson.seed} does not show {lesson.shows.__name__}"


@pytest.mark.parametrize(("game", "index"), ALL)
def test_a_property_is_a_choice_not_every_deal(game: str, index: int) -> None:
    """Most deal numbers lack the property: the search chose, it did not take any."""
    lesson = lessons(game)[index]
    check = lesson.shows
    spec = engine.game(game)
    without = [
        seed for seed in range(1, 41) if not check(spec.new_game(players=lesson.players, seed=seed))
    ]
    assert len(without) >= 10, (check.__name__, len(without))


def test_kaschlan_lessons_show_their_rule_in_the_replayed_first_bout() -> None:
    from engine.coach.games.kaschlan import bout_end as _bout_end
    from engine.coach.games.kaschlan import first_bout as _first_bout

    simple, adding, queen, taking = lessons("kaschlan")
    events = _first_bout(simple.start())
    assert events[0]["seat"] == 0 and len(events[0]["action"].split()) == 2
    assert _bout_end(events)["took"] is False
    verbs = [e["action"].split()[0] for e in _first_bout(adding.start())]
    assert "reinforce" in verbs or "add" in verbs
    assert "QD" in queen.start().hand(0)
    end = _bout_end(_first_bout(taking.start()))
    assert end["defender"] == 0 and end["took"] is True


@pytest.mark.parametrize(("game", "index"), ALL)
def test_the_coach_rates_each_promised_move_best_beyond_noise(game: str, index: int) -> None:
    """A lesson that says "attack with both" must not meet a hint or a review that attacks
    with one: at the decision the lesson teaches, judged at the review's depth (1600 sampled
    deals), the coach's best move keeps the promise and every move that breaks it loses
    beyond ``NOISE_Z`` paired standard errors (the promise is a real choice there)."""
    from engine.coach import DEEP_SAMPLES

    lesson = lessons(game)[index]
    state = decision(lesson)
    assert state is not None and state.current_player == 0
    if lesson.phase:
        assert state.observation(0)["phase"] == lesson.phase
    found = judge(lesson)
    assert found is not None, f"{game} {index + 1}: the promise is no choice there"
    assert found.samples == DEEP_SAMPLES
    assert found.holds, (
        f"{game} lesson {index + 1} (deal {lesson.seed}) promises {found.promised}; the coach's "
        f"best: {found.best}, {found.margin:.3f} ± {found.noise:.3f} ahead of {found.rival}"
    )


def test_the_bolachen_auction_lesson_makes_the_person_bid() -> None:
    """Lesson 1 teaches the auction: the person chooses to play (not the dealer's duty after
    two passes), meets a competitor and must name a contract; the introduction says why the
    deal may stop before the tenth trick."""
    from engine.actions import Action
    from engine.coach.games.bolachen import auction
    from engine.guided import reach as _reach

    lesson = lessons("bolachen")[0]
    assert lesson.shows is auction
    assert promised(lesson, decision(lesson)) == ["claim"]
    first = decision(lesson)
    assert first is not None
    assert {a.text for a in first.legal_actions()} == {"claim", "pass"}
    assert "dealer" not in first.observation(0)["roles"][0]
    first.apply(Action("claim"))
    competition = _reach(first, "bidding")
    assert competition is not None
    assert any(a.verb == "bid" for a in competition.legal_actions())
    assert "stops as soon as the outcome is certain" in lesson.intro
    for suit in ("Acorns", "Leaves", "Bells", "Hearts"):
        assert suit in lesson.intro


def test_the_kaschlan_taking_lesson_takes_only_the_unbeaten_cards() -> None:
    intro = lessons("kaschlan")[3].intro
    assert "take them all" not in intro and "unbeaten" in intro
