"""The result panel says why at every size: at 1024×600 it fell back to its most compact form
and a Polish Scharwenzel 4:4 tie showed 0 : 0 with no reason (the deal's value goes into the
Bock), Chapanka "11 / −2 / −1 / −8" with none either; Kaschlan's drawn game read "Drawn game:
yes" with no sentence."""

from __future__ import annotations

import random

import pytest

import engine
import i18n
from gui import detail_lines, names, result_reasons
from gui.main_window import MainWindow
from gui.panels import DealResultPanel
from tests.gui.conftest import play_deal, start

#: Every form the placement may choose (gui/result_overlay.py's steps), the smallest last.
STEPS = [(False, False, False), (True, False, True), (True, False, False), (True, True, False)]

TIE = {
    "deal_no": 0,
    "scores": [0, 0],
    "totals": [0, 0],
    "is_over": False,
    "detail": {
        "trump": "D",
        "game_value": 2,
        "tricks_per_team": [4, 4],
        "majority_team": None,
        "fuer_die_ersten": False,
        "bock": True,
        "bock_bank": 2,
        "points": [0, 0],
    },
}


@pytest.mark.parametrize("step", STEPS)
@pytest.mark.parametrize("language", ["en", "pl"])
def test_a_tie_says_why_at_every_size(qapp, qtbot, step, language) -> None:
    i18n.install(qapp, language)
    panel = DealResultPanel()
    qtbot.addWidget(panel)
    panel.set_compact(*step)
    panel.show_result(
        TIE, ["You", "Anna", "Bruno", "Clara"], "french", [[0, 2], [1, 3]], "scharwenzel"
    )
    tied = names.explanation("scharwenzel", "detail", "bock")
    assert language == "en" or tied != names.vocabulary("scharwenzel").detail("bock").explain
    assert panel.why.isVisible()
    assert panel.why.text().splitlines()[0] == tied
    # Said once: not again among the other details.
    assert tied not in panel.extra.text()


def _chapanka_results(deals: int) -> list[dict]:
    found = []
    for seed in range(deals):
        state = engine.game("chapanka").new_game(players=4, seed=seed, options={})
        rng = random.Random(seed)
        while state.current_player is not None:
            state.apply(rng.choice(state.legal_actions()))
        result = state.deal_result()
        assert result is not None
        found.append(dict(result.detail))
    return found


def test_chapanka_says_who_paid_whom_and_why_and_it_is_true() -> None:
    seats = ["You", "Anna", "Bruno", "Clara"]
    settled = 0
    for detail in _chapanka_results(12):
        lines = result_reasons.why_lines("chapanka", detail, seats)
        settlement = detail.get("settlement")
        if settlement is not None and settlement["why"] == "settlement":
            points = detail["points"]
            payer, winner = settlement["payer"], settlement["winner"]
            # What the line claims: the most card points pays the fewest.
            assert points[payer] == max(points) and points[winner] == min(points)
            assert lines[0] == (
                "The stake goes from the most card points to the fewest: "
                f"{seats[payer]} → {seats[winner]} {settlement['stake']}."
            )
            settled += 1
        # Every payment is told, with its amount, between the right two.
        text = "\n".join(lines)
        for payment in detail["payments"]:
            payer = seats[payment["from"]] if payment["from"] != "pot" else "the pot"
            payee = seats[payment["to"]] if payment["to"] != "pot" else "the pot"
            assert f"{payer} → {payee} {payment['amount']:g}" in text, (payment, text)
    assert settled


def test_a_drawn_kaschlan_game_is_a_sentence_not_a_yes() -> None:
    seats = ["You", "Anna", "Bruno"]
    drawn = {"loser": None, "draw": True, "marks": [0, 0, 0]}
    went_out = "The last players went out together: nobody lost."
    assert result_reasons.why_lines("kaschlan", drawn, seats) == [went_out]
    assert detail_lines.detail_lines("kaschlan", drawn, seats)[0] == went_out
    lost = {"loser": 1, "draw": False, "marks": [0, 1, 0]}
    assert result_reasons.why_lines("kaschlan", lost, seats) == []
    assert not any(
        "Drawn game" in line for line in detail_lines.detail_lines("kaschlan", lost, seats)
    )


def test_the_smallest_table_keeps_a_why_line(window: MainWindow, qtbot) -> None:
    """A real Chapanka deal at 1024×600: the compact panel still says why the figures are."""
    window.resize(1024, 600)
    start(window, qtbot, "chapanka", players=4, seed=0)
    play_deal(window, qtbot, random.Random(0))
    panel = window.result_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert panel.compact, "the table is small enough for the compact panel"
    assert panel.why.isVisible()
    assert panel.why.text().startswith("The stake goes from the most card points to the fewest")
