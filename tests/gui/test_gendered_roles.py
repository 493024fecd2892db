"""Polish (and German) words a role by the player's gender (issue #45 item 26): Emma is the
"Rozdająca" who "Potasowała i rozdała", Bruno the "Rozdający"; the score sheet names a
woman's role alike and records a bid as what was said, not as an order."""

from __future__ import annotations

import re

import i18n
from gui import detail_lines, names
from gui.language import Language
from gui.main_window import MainWindow
from tests.gui.conftest import start


def test_role_words_take_the_players_gender(qapp) -> None:
    i18n.install(qapp, "pl")
    assert names.role_name("kaschlan", "dealer") == "Rozdający"
    assert names.role_name("kaschlan", "dealer", feminine=True) == "Rozdająca"
    assert names.role_name("scharwenzel", "bidder", feminine=True) == "Licytująca"
    i18n.install(qapp, "de")
    assert names.role_name("bolachen", "dealer", feminine=True) == "Geberin"
    i18n.install(qapp, "en")
    assert names.role_name("bolachen", "dealer", feminine=True) == "Dealer"


def test_who_is_a_woman_at_the_table() -> None:
    women = [n for n in names.default_seat_names(8) if names.is_feminine(n)]
    assert women == ["Anna", "Clara", "Emma", "Greta"]
    assert not names.is_feminine(names.default_seat_names(2)[0])  # the person: not guessed


def test_name_plates_word_a_womans_role_in_polish(window: MainWindow, qtbot, qapp) -> None:
    Language(qapp, window.settings, parent=window)
    window.settings.set_language("pl")
    checked = set()
    for seed in range(1, 12):
        start(window, qtbot, "kaschlan", players=4, seed=seed)
        for plate in window.scene.plates.values():
            if "Rozdająca" in plate.badges or "Rozdający" in plate.badges:
                woman = names.is_feminine(plate.name)
                expected = "Rozdająca" if woman else "Rozdający"
                assert expected in plate.badges, (plate.name, plate.badges)
                tip = plate.toolTip()
                assert ("Potasowała i rozdała" in tip) == woman, (plate.name, tip)
                checked.add(woman)
        if checked == {True, False}:
            break
    assert checked == {True, False}


def test_score_sheet_records_a_bid_as_a_statement_and_a_woman_bidder(qapp) -> None:
    i18n.install(qapp, "pl")
    seat_names = names.default_seat_names(4)
    detail = {"bidder": 1, "bid": "4 better"}
    lines = detail_lines.detail_lines("scharwenzel", detail, seat_names, "french", "pl")
    assert "Licytująca: Anna" in lines, lines
    bid = next(line for line in lines if line.startswith("Licytacja") or "4" in line)
    assert "Anna licytuje 4 lepiej" in bid, lines
    assert not re.search(r"\bLicytuj\b", " ".join(lines)), lines  # an order, not a record


def test_ones_own_bid_is_not_worded_in_the_third_person(qapp) -> None:
    seat_names = names.default_seat_names(4)
    lines = detail_lines.detail_lines("scharwenzel", {"bidder": 0, "bid": "4"}, seat_names)
    assert not any("You bids" in line for line in lines), lines
