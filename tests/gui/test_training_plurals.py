"""The coach's counted sentences take the plural form their number needs: "from 1 replays"
and "in 1 of 1 replays" read wrong, and Polish has three forms (1 powtórka; 2–4, 22–24
powtórki; 5–21, 25 … powtórek; here in the genitive after "z": powtórki, powtórek)."""

from __future__ import annotations

import pytest

import i18n
from engine.coach.accuracy import Accuracy
from engine.coach.match_par import MatchPar
from engine.coach.par import Par
from gui.coach import training_words as words

COUNTS = (1, 2, 5, 22)

#: "… from N replays." in each language, by N ("none": no catalog installed, English).
REPLAYS = {
    "none": {
        1: "from 1 replay.",
        2: "from 2 replays.",
        5: "from 5 replays.",
        22: "from 22 replays.",
    },
    "en": {1: "from 1 replay.", 2: "from 2 replays.", 5: "from 5 replays.", 22: "from 22 replays."},
    "de": {
        1: "aus 1 Wiederholung.",
        2: "aus 2 Wiederholungen.",
        5: "aus 5 Wiederholungen.",
        22: "aus 22 Wiederholungen.",
    },
    "pl": {1: "z 1 powtórki.", 2: "z 2 powtórek.", 5: "z 5 powtórek.", 22: "z 22 powtórek."},
}

#: "… won the match in {wins} of N replays" in each language, by N (wins: 1).
MATCH = {
    "none": {1: "in 1 of 1 replay;", 2: "in 1 of 2 replays;", 5: "in 1 of 5 replays;"},
    "en": {1: "in 1 of 1 replay;", 2: "in 1 of 2 replays;", 5: "in 1 of 5 replays;"},
    "de": {
        1: "in 1 von 1 Wiederholung gewonnen",
        2: "in 1 von 2 Wiederholungen gewonnen",
        5: "in 1 von 5 Wiederholungen gewonnen",
    },
    "pl": {1: "w 1 z 1 powtórki;", 2: "w 1 z 2 powtórek;", 5: "w 1 z 5 powtórek;"},
}
for _lang, _by_n in MATCH.items():
    _by_n[22] = _by_n[5].replace("5", "22")

#: "of your N decisions" in each language, by N.
DECISIONS = {
    "none": {1: "of your 1 decision best", 2: "of your 2 decisions best"},
    "en": {1: "of your 1 decision best", 2: "of your 2 decisions best"},
    "de": {1: "Ihrer 1 Entscheidung beste", 2: "Ihrer 2 Entscheidungen beste"},
    "pl": {1: "z twojej 1 decyzji", 2: "z twoich 2 decyzji"},
}
for _lang, _by_n in DECISIONS.items():
    _by_n[5] = _by_n[2].replace("2", "5")
    _by_n[22] = _by_n[2].replace("2", "22")


def _language(qapp, lang: str) -> None:
    if lang != "none":
        i18n.install(qapp, lang)


def _par(runs: int, game: str = "bolachen", unit: str = "points") -> Par:
    """A par from ``runs`` replays that differ (so no "the same in all" sentence)."""
    outcomes = tuple(3.0 + i for i in range(runs))
    return Par(game, 0, 0, unit, 1.0, 3.0, 1.2, runs, outcomes)


def _match(replays: int) -> MatchPar:
    """A match the person won whose strong player won one of ``replays`` replays."""
    deal = Par("tausendundeins", 0, 0, "points", 1.0, 1.0, 1.0, 4, (1.0,) * 4)
    outcomes = (1.0,) + (0.0,) * (replays - 1)
    return MatchPar("tausendundeins", 0, "points", (deal,), 1.0, outcomes, (7,) * replays)


@pytest.mark.parametrize("lang", sorted(REPLAYS))
@pytest.mark.parametrize("n", COUNTS)
def test_the_par_line_counts_its_replays_in_the_right_form(qapp, lang: str, n: int) -> None:
    _language(qapp, lang)
    expected = REPLAYS[lang][n]
    assert words.par_line(_par(n)).endswith(expected)
    assert words.par_line(_par(n, "kaschlan", "marks")).endswith(expected)
    # A race's line says the same of its replays (1001: margins over the opponent).
    assert words.par_line(_par(n, "tausendundeins")).endswith(expected)


@pytest.mark.parametrize("lang", sorted(MATCH))
@pytest.mark.parametrize("n", COUNTS)
def test_the_match_sentence_counts_its_replays_in_the_right_form(qapp, lang: str, n: int) -> None:
    _language(qapp, lang)
    assert MATCH[lang][n] in words.match_won(_match(n))


@pytest.mark.parametrize("lang", sorted(DECISIONS))
@pytest.mark.parametrize("n", COUNTS)
def test_the_accuracy_line_counts_the_decisions_in_the_right_form(qapp, lang: str, n: int) -> None:
    _language(qapp, lang)
    accuracy = Accuracy(n, n, 0.0)
    for unit in ("points", "marks"):
        assert DECISIONS[lang][n] in words.accuracy_line(accuracy, unit)
