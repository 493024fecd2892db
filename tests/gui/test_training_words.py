"""What the result panel and the review say of par and accuracy is what the numbers say."""

from __future__ import annotations

import dataclasses
import math

import pytest

import i18n
from engine.coach.accuracy import Accuracy
from engine.coach.match_par import MatchPar
from engine.coach.par import Par
from engine.coach.progress import Point
from gui.coach import training_words as words


def _par(score: float, par: float, error: float, unit: str = "points", runs: int = 4) -> Par:
    """A par whose replays differ (they agree only where the error is nought)."""
    spread = 0.0 if error == 0 else 1.0
    outcomes = tuple(par + spread * (-1) ** i for i in range(runs))
    return Par("bolachen", 0, 0, unit, score, par, error, runs, outcomes)


@pytest.mark.parametrize(
    ("score", "par", "error", "expected"),
    [
        (12.0, 0.0, 3.0, "You scored 12 more than a strong player would have with these cards."),
        (-2.0, 1.5, 1.0, "You scored 3.5 less than a strong player would have with these cards."),
        (2.0, 1.0, 1.5, "You scored about what a strong player would have with these cards."),
        (1.0, 1.0, math.nan, "You scored about what a strong player would have with these cards."),
    ],
)
def test_the_sentence_counts_the_difference_only_beyond_the_error(
    score: float, par: float, error: float, expected: str
) -> None:
    assert words.par_sentence(_par(score, par, error)) == expected


def test_marks_are_counted_the_right_way_round() -> None:
    # Kaschlan's value is minus the marks: -1 (one mark) against par -3 (three marks).
    p = _par(-1.0, -3.0, 0.5, unit="marks")
    assert words.par_sentence(p) == (
        "You took 2.0 fewer marks than a strong player would have with these cards."
    )
    assert words.par_line(p).startswith("Par (strong with your cards): 3.0 ± 0.5 marks")


def test_the_par_line_states_the_error_and_the_replays() -> None:
    assert words.par_line(_par(0, -4.25, 1.2)) == (
        "Par (strong with your cards): −4.2 ± 1.2 points, from 4 replays."
    )
    assert words.par_line(_par(0, math.nan, math.nan, runs=0)) == (
        "Par could not be worked out for this deal."
    )


def test_the_accuracy_line() -> None:
    line = words.accuracy_line(Accuracy(8, 6, 6.4), "points")
    assert line == (
        "Accuracy: 75 % of your 8 decisions best or good; 0.8 points lost per decision."
    )
    assert "only possible" in words.accuracy_line(Accuracy(0, 0, 0.0), "points")


@pytest.mark.parametrize("language", ["de", "pl"])
def test_german_and_polish_read_the_numbers_with_a_decimal_comma(qapp, language) -> None:
    i18n.install(qapp, language)
    line = words.par_line(_par(0, -4.25, 1.2))
    assert "−4,2 ± 1,2" in line and "4.2" not in line
    assert "3,5" in words.par_sentence(_par(-2.0, 1.5, 1.0))
    assert "0,8" in words.accuracy_line(Accuracy(8, 6, 6.4), "points")
    assert "2,5" in words.cost_line("x", 2.5, "points")
    assert "1,5" in words.margin_line(1.5, "marks")
    assert words.mean_band(Point(0, 0.5, -10.28, 11.28)) == "+0,5 ± 10,8"
    # Within the error the sentence says "about the same", whatever the language's comma.
    assert words.par_sentence(_par(1.04, 1.0, math.nan)) == words.par_sentence(_par(2.0, 1.0, 1.5))


def test_english_reads_the_numbers_with_a_point() -> None:
    assert words.mean_band(Point(0, 0.5, -10.28, 11.28)) == "+0.5 ± 10.8"
    assert words.mean_band(Point(3, 3.0, 3.0, 3.0)) == "+3.0"  # one deal: no band yet


def test_the_short_line_says_the_same_figures() -> None:
    acc = Accuracy(11, 7, 9.3)
    assert words.short_line(_par(-12.25, 3.5, 1.24), acc, "points") == (
        "Par: +3.5 ± 1.2, you: −12 · Accuracy: 64\u00a0%"
    )
    marks = _par(-1.0, -3.0, 0.5, unit="marks")
    assert words.short_line(marks, None, "marks") == "Par: 3.0 ± 0.5 marks, you: 1.0"
    assert words.short_line(None, acc, "points", pending=True) == (
        "Par: being worked out… · Accuracy: 64\u00a0%"
    )
    assert words.short_line(None, Accuracy(0, 0, 0.0), "points") == ""


def test_the_short_line_in_polish(qapp) -> None:
    i18n.install(qapp, "pl")
    line = words.short_line(_par(-12.25, 3.5, 1.24), Accuracy(11, 7, 9.3), "points")
    assert line == "Par: +3,5 ± 1,2, ty: −12 · Dokładność: 64\u00a0%"


def _match(
    deals: list[tuple[float, float, float]], outcomes: list[float], won: float, unit: str = "points"
) -> MatchPar:
    pars = tuple(
        Par("tausendundeins", k, 0, unit, s, p, e, 4, (p,) * 4) for k, (s, p, e) in enumerate(deals)
    )
    return MatchPar("tausendundeins", 0, unit, pars, won, tuple(outcomes), (7,) * len(outcomes))


@pytest.mark.parametrize(
    ("outcomes", "won", "expected"),
    [
        (
            [1.0] * 7 + [0.0] * 3,
            1.0,
            "A strong player with your cards would have won the match in 7 of 10 replays; "
            "you won it.",
        ),
        (
            [0.0, 0.0, 1.0, 0.0],
            0.0,
            "A strong player with your cards would have won the match in 1 of 4 replays; "
            "you lost it.",
        ),
        (
            [0.5, 1.0, 0.0, 1.0],
            0.5,
            "A strong player with your cards would have won the match in 2.5 of 4 replays; "
            "you shared first place.",
        ),
    ],
)
def test_the_match_sentence_says_the_replays_won_and_the_persons_match(
    outcomes: list[float], won: float, expected: str
) -> None:
    assert words.match_won(_match([(1, 1, 1)], outcomes, won)) == expected


def test_no_match_sentence_before_a_replay() -> None:
    assert words.match_won(_match([(1, 1, 1)], [], 1.0)) == ""


def test_the_match_par_line_sums_the_deals(qapp) -> None:
    import i18n

    i18n.install(qapp, "en")  # the English catalog holds the plural forms
    # Par 120 + 95 = 215, error sqrt(36² + 48²) = 60; the person's 100 + 80 = 180.
    answer = _match([(100, 120, 36), (80, 95, 48)], [1.0] * 4, 1.0)
    assert words.match_par_line(answer) == (
        "Match par (strong with your cards, 2 deals): +215 ± 60 points; you: +180."
    )
    unknown = _match([(100, math.nan, math.nan), (80, 95, 48)], [1.0] * 4, 1.0)
    assert words.match_par_line(unknown) == (
        "The match's par could not be worked out: a deal has none."
    )
    marks = _match([(-1, -3, 0.5)], [1.0] * 4, 1.0, unit="marks")
    assert words.match_par_line(marks) == (
        "Match par (strong with your cards, 1 deal): 3.0 ± 0.5 marks; you: 1.0."
    )


@pytest.mark.parametrize(
    ("language", "line", "sentence"),
    [
        (
            "de",
            "Par der Partie (ein starker Spieler mit Ihren Karten, 7 Spiele): +215 ± 60 Punkte; "
            "Sie: +180.",
            "Ein starker Spieler mit Ihren Karten hätte die Partie in 7 von 10 Wiederholungen "
            "gewonnen; Sie haben sie gewonnen.",
        ),
        (
            "pl",
            "Par partii (silny gracz z twoimi kartami, 7 rozdań): +215 ± 60 pkt; ty: +180.",
            "Silny gracz z twoimi kartami wygrałby partię w 7 z 10 powtórek; ty ją wygrałeś.",
        ),
    ],
)
def test_the_match_par_in_german_and_polish(qapp, language: str, line: str, sentence: str) -> None:
    import i18n

    i18n.install(qapp, language)
    deals = [(100, 120, 36), (80, 95, 48)] + [(0, 0, 0)] * 5
    answer = _match(deals, [1.0] * 7 + [0.0] * 3, 1.0)
    assert words.match_par_line(answer) == line
    assert words.match_won(answer) == sentence
    shared = _match([(1, 1, 1)], [0.5, 1.0, 0.0, 1.0], 0.5)
    assert " 2,5 " in words.match_won(shared)  # a decimal comma


def test_replays_that_all_agreed_are_said_to_agree_not_given_plus_minus_nought(qapp) -> None:
    """Three identical replays read "± 0,0", as if par were certain (the play-test)."""
    par = Par("bolachen", 0, 0, "points", 0.0, 6.0, 0.0, 3, (6.0, 6.0, 6.0))
    assert words.par_line(par) == (
        "Par (strong with your cards): +6.0 points, the same in all 3 replays."
    )
    assert words.short_line(par, None, "points") == "Par: +6.0, you: +0.0"
    marks = Par("kaschlan", 0, 0, "marks", -1.0, -2.0, 0.0, 3, (-2.0, -2.0, -2.0))
    assert words.par_line(marks) == (
        "Par (strong with your cards): 2.0 marks, the same in all 3 replays."
    )
    for language, same in (("de", "in allen 3"), ("pl", "we wszystkich 3")):
        i18n.install(qapp, language)
        line = words.par_line(par)
        assert same in line and "±" not in line and "+6,0" in line


@pytest.mark.parametrize(
    ("score", "par", "error", "expected"),
    [
        # 1.96 shown "2.0", the difference 2.04 shown "2.0": "2.0 less" beside "± 2.0" read as
        # beyond the error; on the figures shown it is within it.
        (0.0, 2.04, 1.96, "You scored about what a strong player would have with these cards."),
        (0.0, 2.14, 1.96, "You scored 2.1 less than a strong player would have with these cards."),
        # Shown whole from 10 on: 10.4 reads "10", as its error 10.2 does.
        (10.4, 0.0, 10.2, "You scored about what a strong player would have with these cards."),
    ],
)
def test_the_sentence_judges_on_the_figures_shown(
    score: float, par: float, error: float, expected: str
) -> None:
    p = _par(score, par, error)
    assert words.par_sentence(p) == expected
    assert f"± {words.amount(error)}" in words.par_line(p)


def _played_1001(seed: int) -> tuple[Par, tuple[float, ...]]:
    """A 1001 deal played at random, its Par (par and error made up, the score the deal's
    own as the coach records it) and the deal's points per seat as the score sheet shows."""
    import random

    import engine
    from engine.coach.par import played_score

    state = engine.game("tausendundeins").new_game(seed=seed)
    rng = random.Random(seed)
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
    result = state.deal_result()
    assert result is not None
    score = played_score(state, 0, 0)
    outcomes = tuple(-49.0 + (-1) ** i for i in range(12))
    return Par("tausendundeins", 0, 0, "points", score, -49.0, 53.0, 12, outcomes), tuple(
        result.scores
    )


def test_1001s_par_line_says_both_figures_are_margins_over_the_opponent() -> None:
    """The play-test: "Par −49 … you scored 135 less" beside "This deal: 18" read as two
    scores of the same kind; par and the figure compared with it are margins."""
    par, scores = _played_1001(2)
    margin = scores[0] - scores[1]
    assert par.score == margin  # what the line calls the person's margin is one, truly
    line = words.par_line(par, [[0], [1]])
    assert line == (
        f"Your margin over your opponent: {words.signed(margin)} points; a strong player's "
        "with your cards (par): −49 ± 53, from 12 replays."
    )
    diff = margin + 49
    larger = "larger" if diff > 0 else "smaller"
    assert words.par_sentence(par) == (
        f"Your margin is {words.amount(diff)} points {larger} than a strong player's would "
        "have been."
    )
    assert words.short_line(par, None, "points") == (
        f"Margin: par −49 ± 53, you {words.signed(margin)}"
    )


def test_the_margin_names_whom_it_is_over() -> None:
    par, _scores = _played_1001(2)
    assert words.par_line(par).startswith("Your margin over your opponent: ")
    three = words.par_line(par, [[0], [1], [2]])
    assert three.startswith("Your margin over your opponents' average: ")
    scharwenzel = dataclasses.replace(par, game="scharwenzel")
    assert words.par_line(scharwenzel, [[0, 2], [1, 3]]).startswith(
        "Your side's margin over the other side: "
    )
    # A game whose value is the deal's own points says nothing of a margin.
    assert words.par_line(dataclasses.replace(par, game="bolachen")).startswith("Par (strong")
    within = dataclasses.replace(par, score=-20.0)  # 29 from par, inside its ± 53
    assert words.par_sentence(within) == (
        "Your margin is about what a strong player's would have been."
    )


@pytest.mark.parametrize(
    ("language", "start", "sentence"),
    [
        ("de", "Ihr Abstand zum Gegner: +18 Punkte; der eines starken Spielers", "67 Punkte über"),
        ("pl", "Twoja przewaga nad przeciwnikiem: +18 pkt; silnego gracza", "o 67 pkt większa"),
    ],
)
def test_the_margin_in_german_and_polish(qapp, language: str, start: str, sentence: str) -> None:
    i18n.install(qapp, language)
    par, _scores = _played_1001(2)
    par = dataclasses.replace(par, score=18.0)
    assert words.par_line(par, [[0], [1]]).startswith(start)
    assert "(Par): −49 ± 53" in words.par_line(par) or "(par): −49 ± 53" in words.par_line(par)
    assert sentence in words.par_sentence(par)
