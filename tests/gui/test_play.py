"""A whole deal of every registered game, played through the table's own widgets."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

import engine
from gui.language import Language
from tests.gui.conftest import perform_by_keys, play_deal, prefer_new_verbs, start

#: (game, players, options, seed, decisions the person must make through the widgets); the
#: person prefers decision kinds not used yet, and the seeds are chosen so that every kind of
#: decision of every game comes up at least once.
CASES = [
    ("kaschlan", 3, {}, 11, {"attack", "reinforce", "add", "beat", "take", "decline"}),
    ("tausendundeins", 2, {}, 11, {"play", "marry"}),
    ("tausendundeins", 3, {"mode": "three_hand"}, 1, {"bid", "discard", "play"}),
    ("bolachen", 3, {}, 1, {"bid", "claim", "contract", "call", "discard", "give", "play"}),
    ("scharwenzel", 4, {}, 11, {"bid", "tout", "play"}),
    ("chapanka", 4, {}, 1, {"exchange", "play"}),
    ("chapanka", 4, {}, 11, {"discard", "play"}),
]


def test_the_cases_cover_every_game():
    assert {case[0] for case in CASES} == set(engine.GAMES)


@pytest.mark.parametrize(("game", "players", "options", "seed", "decisions"), CASES)
def test_whole_deal_through_the_gui(window, qtbot, game, players, options, seed, decisions):
    start(window, qtbot, game, players=players, seed=seed, options=options)
    verbs = play_deal(window, qtbot, random.Random(5), choose=prefer_new_verbs)
    assert decisions <= verbs
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert not window.scene.prompt.isVisible(), "the prompt peeked out under the result"
    panel_rect = window.result_panel.geometry()
    for chip in window.scene.chips:  # no text on the table is cut off by the panel's edge
        shown = window.view.mapFromScene(chip.sceneBoundingRect()).boundingRect()
        assert not (chip.isVisible() and shown.intersects(panel_rect)), chip.text
    assert window.score.model.rowCount() >= 2  # one deal row plus totals
    # Partners share a score: the deal result shows teams, like the score sheet.
    panel = window.result_panel.model
    headers = [
        str(panel.headerData(c, Qt.Orientation.Horizontal)).replace("\n", " ")  # compact: wrapped
        for c in range(panel.columnCount())
    ]
    if game == "scharwenzel":
        assert headers == ["", "Your team", "Opponents"]
    else:
        assert headers == ["", *window.seat_names[:players]]
    # The score sheet is as tall as its rows: no empty grid below the totals.
    sheet = window.score.sheet
    rows = sum(sheet.rowHeight(r) for r in range(window.score.model.rowCount()))
    qtbot.waitUntil(lambda: sheet.viewport().height() <= rows, timeout=5000)
    # So is the deal's result: slack showed the grid's lines running on like another row.
    table = window.result_panel.table
    result_rows = sum(table.rowHeight(r) for r in range(table.model().rowCount()))
    assert table.viewport().height() == result_rows
    # "Next deal" starts the next hand (unless the match ended with this deal).
    if not window.controller.state.is_over:
        before = window.controller.state.deal_no
        qtbot.mouseClick(window.result_panel.next_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.controller.state.deal_no == before + 1, timeout=5000)
        assert not window.result_panel.isVisible()
        assert window.scene.prompt.isVisible()


def test_a_whole_deal_by_keyboard_alone(window, qtbot):
    """Kaschlan heads-up has every kind of card decision: attack with a selection, beat a
    table card, add, reinforce, and the take / decline buttons."""
    start(window, qtbot, "kaschlan", players=2, seed=3)
    window.view.setFocus()
    verbs = play_deal(window, qtbot, random.Random(8), perform=perform_by_keys)
    assert {"attack", "beat"} <= verbs


def test_a_small_window_s_result_panel_cuts_off_no_text_on_the_table(window, qtbot):
    window.resize(1024, 600)
    start(window, qtbot, "bolachen", seed=11)
    play_deal(window, qtbot, random.Random(5), choose=prefer_new_verbs)
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    panel_rect = window.result_panel.geometry()
    cut = [
        chip.text
        for chip in window.scene.chips
        if chip.isVisible()
        and window.view.mapFromScene(chip.sceneBoundingRect()).boundingRect().intersects(panel_rect)
    ]
    assert cut == []


def test_eight_seats_in_a_small_window_cut_no_header_and_keep_the_sheet_readable(
    window, qtbot, qapp
):
    Language(qapp, window.settings, parent=window)
    window.settings.set_language("pl")  # "Twoja drużyna": the longest team header
    window.resize(1024, 600)
    start(window, qtbot, "scharwenzel", players=8, seed=2)
    play_deal(window, qtbot, random.Random(5))
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    table = window.result_panel.table
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(1, table.model().columnCount()):
        text = str(table.model().headerData(column, Qt.Orientation.Horizontal))
        assert text.replace("\n", " ") in ("Twoja drużyna", "Przeciwnicy")
        needed = max(metrics.horizontalAdvance(line) for line in text.splitlines())
        assert header.sectionSize(column) >= needed, text
    plates = [window.view.mapFromScene(r).boundingRect() for r in window.scene.player_rects()]
    assert not any(window.result_panel.geometry().intersects(p) for p in plates)
    sheet = window.score.sheet
    rows = sum(sheet.rowHeight(r) for r in range(window.score.model.rowCount()))
    assert sheet.viewport().height() >= rows, "the score sheet hid its totals behind a scroll bar"


def test_five_seats_in_a_small_window_show_the_whole_result_table(window, qtbot, qapp):
    Language(qapp, window.settings, parent=window)
    window.settings.set_language("pl")
    window.resize(1024, 600)
    start(window, qtbot, "kaschlan", players=5, seed=4)
    play_deal(window, qtbot, random.Random(5))
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    table = window.result_panel.table
    rows = sum(table.rowHeight(r) for r in range(table.model().rowCount()))
    # Every column and row in view: scroll bars had hidden the last seat and a row.
    assert table.horizontalHeader().length() <= table.viewport().width()
    assert rows <= table.viewport().height()
