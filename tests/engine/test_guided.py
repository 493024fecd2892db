"""Learn mode's guided lessons: each game has a short series, and each lesson's deal number,
replayed from its seed, really shows the rule it was chosen for."""

from __future__ import annotations

import pytest

import engine
from engine.guided import LESSONS, PROPERTIES, has_property, lessons

ALL = [(game, i) for game, series in LESSONS.items() for i in range(len(series))]


def test_every_game_has_a_short_guided_series() -> None:
    for game in engine.GAMES:
        series = lessons(game)
        assert 2 <= len(series) <= 4, game
        assert len({lesson.seed for lesson in series}) == len(series), game
        for lesson in series:
            assert lesson.game == game and lesson.players in engine.game(game).players
            assert lesson.title.strip() and lesson.intro.strip()
            assert lesson.shows in PROPERTIES


@pytest.mark.parametrize(("game", "index"), ALL)
def test_each_lesson_deal_has_its_property(game: str, index: int) -> None:
    lesson = LESSONS[game][index]
    assert has_property(lesson), f"{game} deal {lesson.seed} does not show {lesson.shows}"


@pytest.mark.parametrize(("game", "index"), ALL)
def test_a_property_is_a_choice_not_every_deal(game: str, index: int) -> None:
    """Most deal numbers lack the property: the search chose, it did not take any."""
    lesson = LESSONS[game][index]
    check = PROPERTIES[lesson.shows]
    spec = engine.game(game)
    without = [
        seed for seed in range(1, 41) if not check(spec.new_game(players=lesson.players, seed=seed))
    ]
    assert len(without) >= 10, (lesson.shows, len(without))


def test_kaschlan_lessons_show_their_rule_in_the_replayed_first_bout() -> None:
    from engine.guided import _bout_end, _first_bout

    simple, adding, queen, taking = LESSONS["kaschlan"]
    events = _first_bout(simple.start())
    assert events[0]["seat"] == 0 and len(events[0]["action"].split()) == 2
    assert _bout_end(events)["took"] is False
    verbs = [e["action"].split()[0] for e in _first_bout(adding.start())]
    assert "reinforce" in verbs or "add" in verbs
    assert "QD" in queen.start().hand(0)
    end = _bout_end(_first_bout(taking.start()))
    assert end["defender"] == 0 and end["took"] is True
