"""The analyst's sentence on a move, worded from its figures (engine/coach/analyst.py): how
often as a phrase a player says ("in almost every deal", never "about 10 in 10"), and for
Kaschlan's marks plainly as losing the game, with the move and the best one told apart."""

from __future__ import annotations

import pytest

from engine.coach.analyst import OFTEN, Analysis, OptionValue, often


def _analysis(unit: str, *options: tuple[str, float, float, str]) -> Analysis:
    """Options as (action, value, win_chance, verdict), best first."""
    best_value = options[0][1]
    return Analysis(
        game="kaschlan" if unit == "marks" else "tausendundeins",
        seat=0,
        samples=400,
        unit=unit,
        options=tuple(
            OptionValue(a, v, w, best_value - v, 0.01, 0.0, 0.01, verdict)
            for a, v, w, verdict in options
        ),
    )


@pytest.mark.parametrize(
    ("chance", "phrase"),
    [
        (0.0, "in almost no deal"),
        (0.04, "in almost no deal"),
        (0.06, "in about 1 deal of 10"),
        (0.5, "in about 5 deals of 10"),
        (0.949, "in about 9 deals of 10"),
        (0.96, "in almost every deal"),
        (1.0, "in almost every deal"),
    ],
)
def test_how_often_is_a_phrase_with_its_own_number(chance: float, phrase: str) -> None:
    assert often(chance) == phrase


def test_the_ends_are_almost_always_and_almost_never() -> None:
    analysis = _analysis(
        "points",
        ("play AH", 20.0, 0.98, "best"),
        ("play 9H", 19.0, 0.97, "good"),
        ("play KS", -40.0, 0.02, "blunder"),
    )
    said = [str(analysis.say(o.action)) for o in analysis.options]
    assert said[0] == "Wins in almost every deal and gains about 20 points a deal."
    assert said[1] == "As good as play AH, as far as can be told: both win in almost every deal."
    assert said[2] == (
        "Costs about 60 points a deal against play AH: this move wins in almost no deal, "
        "play AH in almost every deal."
    )
    for text in said:
        assert "in 10" not in text and "about 0" not in text and "about 10" not in text


@pytest.mark.parametrize("chance", [k / 20 for k in range(21)])
def test_every_share_is_worded_without_a_number_left_open(chance: float) -> None:
    analysis = _analysis("points", ("play AH", 1.0, chance, "best"))
    text = str(analysis.say("play AH"))
    assert "{" not in text and text.startswith("Wins in ")
    assert analysis.say("play AH").params["often"] in OFTEN


def test_kaschlan_says_how_often_the_move_loses_the_game() -> None:
    """Issue #45 item 22: "Takes the mark in about 2 of 10 deals" read like a good outcome,
    and "As good as X, as far as can be told: … X in about 2." garbled the comparison."""
    analysis = _analysis(
        "marks",
        ("attack 8H", -0.2, 0.8, "best"),
        ("attack 9C", -0.22, 0.78, "good"),
        ("attack KS", -0.4, 0.6, "good"),
        ("take", -0.7, 0.3, "blunder"),
    )
    said = [str(analysis.say(o.action)) for o in analysis.options]
    assert said[0] == (
        "With this move you lose the game, and take a mark, in about 2 deals of 10; nothing "
        "else does better."
    )
    assert said[1] == (
        "As good as attack 8H, as far as can be told: with either you lose the game in about "
        "2 deals of 10."
    )
    assert said[2] == (
        "As good as attack 8H, as far as can be told: with this move you lose the game in "
        "about 4 deals of 10, with attack 8H in about 2 deals of 10."
    )
    assert said[3] == (
        "Worse than attack 8H: with this move you lose the game in about 7 deals of 10, with "
        "attack 8H in about 2 deals of 10."
    )
    assert not any("Takes the mark" in text for text in said)
