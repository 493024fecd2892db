"""Game ▸ Training…: the graphs show the record's figures; puzzles solved by mouse and keys."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

import i18n
from engine.coach.accuracy import Accuracy
from engine.coach.glicko import Rating
from engine.coach.progress import DealEntry, accuracy_share, luck_corrected, series
from engine.coach.puzzle_set import load
from gui.coach.training_window import TrainingWindow
from tests.gui.conftest import start

TODAY = dt.date(2026, 3, 1)


def _deal(k: int, score: float, par: float, acc: Accuracy) -> DealEntry:
    return DealEntry(
        "chapanka", "m", k, 0, f"2026-02-0{k + 1}T10:00:00+00:00", "points", score, par, 1.0, 3, acc
    )


@pytest.fixture
def training_window(window, qtbot) -> TrainingWindow:
    coach = window.learning.training
    coach.today = lambda: TODAY
    record = coach.record
    record.deals = [
        _deal(0, 4, 6, Accuracy(5, 3, 4.0, ("stays-under",))),
        _deal(1, -2, 1, Accuracy(4, 4, 0.0)),
        _deal(2, 8, 3, Accuracy(6, 2, 9.0, ("stays-under", "keeps-kinal"))),
    ]
    mistake = replace(load("chapanka")[0], source="mistake", played="x", cost=2.5)
    record.add_puzzle(mistake, TODAY)
    win = window.learning.open_training("chapanka")
    assert isinstance(win, TrainingWindow)
    qtbot.waitExposed(win)
    return win


def test_the_graphs_and_lists_show_the_records_figures(training_window) -> None:
    deals = training_window.record.deals
    accuracy, _lost, luck = training_window.graphs
    assert accuracy.points == series(deals, "chapanka", accuracy_share)
    assert [p.value for p in luck.points] == [-2, -3, 5]
    assert luck.points == series(deals, "chapanka", luck_corrected)
    assert "deal 2: \u22123.0 against par" in training_window.worst.text()
    assert training_window.ideas.text().splitlines()[1].startswith("2× ")
    assert "Due today: 1" in training_window.due_label.text()


def test_a_missed_puzzle_by_keys_comes_back_tomorrow(training_window, qtbot) -> None:
    win = training_window
    qtbot.mouseClick(win.due_button, Qt.MouseButton.LeftButton)
    puzzle = win.view.puzzle
    assert puzzle is not None and puzzle.source == "mistake"
    rows = [
        win.view.moves.item(i).data(Qt.ItemDataRole.UserRole) for i in range(win.view.moves.count())
    ]
    wrong = next(i for i, text in enumerate(rows) if text != puzzle.answer)
    qtbot.keyClick(win.view.moves, Qt.Key(Qt.Key.Key_1 + wrong))
    qtbot.keyClick(win.view.moves, Qt.Key.Key_Return)
    assert win.view.feedback.text().startswith("Not this time")
    assert "cost about 2.5 points" in win.view.feedback.text()
    _p, schedule = win.record.puzzles[puzzle.id]
    assert schedule.tries == 1 and schedule.due == TODAY + dt.timedelta(days=1)
    assert win.record.rating("chapanka").rating < Rating().rating
    assert "Due today: 0" in win.due_label.text()


def test_a_built_in_puzzle_solved_by_mouse_raises_the_rating(training_window, qtbot) -> None:
    win = training_window
    qtbot.mouseClick(win.builtin_button, Qt.MouseButton.LeftButton)
    puzzle = win.view.puzzle
    assert puzzle is not None and puzzle.source == "builtin"
    moves = win.view.moves
    row = next(
        i
        for i in range(moves.count())
        if moves.item(i).data(Qt.ItemDataRole.UserRole) == puzzle.answer
    )
    rect = moves.visualItemRect(moves.item(row))
    qtbot.mouseClick(moves.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(win.view.answer_button, Qt.MouseButton.LeftButton)
    assert win.view.feedback.text().startswith("Right:")
    assert win.record.rating("chapanka").rating > Rating().rating
    assert win.record.tried["chapanka"] == [puzzle.id]
    qtbot.mouseClick(win.view.next_button, Qt.MouseButton.LeftButton)
    assert win.view.puzzle is not None and win.view.puzzle.id != puzzle.id


@pytest.mark.parametrize(("language", "word"), [("de", "Aufgaben"), ("pl", "Zadania")])
def test_the_window_speaks_the_language(training_window, qapp, qtbot, language, word) -> None:
    i18n.install(qapp, language)
    qtbot.waitUntil(lambda: training_window.tabs.tabText(1) == word)
    training_window.next_puzzle("builtin")
    assert training_window.view.answer_button.text() != "Answer"


@pytest.mark.parametrize("language", ["de", "pl"])
def test_the_windows_numbers_read_with_a_decimal_comma(
    training_window, qapp, qtbot, language
) -> None:
    win = training_window
    i18n.install(qapp, language)
    qtbot.waitUntil(lambda: win.tabs.tabText(1) != "Puzzles")
    assert "\u22123,0" in win.worst.text() and "3.0" not in win.worst.text()
    luck = win.graphs[2]
    assert (luck._label(-2.5), win.graphs[0]._label(0.5)) == ("\u22122,5", "50 %")
    qtbot.mouseClick(win.due_button, Qt.MouseButton.LeftButton)
    puzzle = win.view.puzzle
    assert puzzle is not None and puzzle.source == "mistake"
    wrong = next(
        i
        for i in range(win.view.moves.count())
        if win.view.moves.item(i).data(Qt.ItemDataRole.UserRole) != puzzle.answer
    )
    win.view.moves.setCurrentRow(wrong)
    qtbot.mouseClick(win.view.answer_button, Qt.MouseButton.LeftButton)
    assert "2,5" in win.view.feedback.text() and "2.5" not in win.view.feedback.text()


@pytest.mark.parametrize(
    ("language", "first", "second"),
    [
        ("en", "2× Stay under the trick's best card", "1× Keep the Kinal back"),
        ("de", "2× Unter der besten Karte des Stichs bleiben", "1× Den Kinal zurückhalten"),
        ("pl", "2× Zagrać pod najwyższą kartę lewy", "1× Zatrzymać kinala"),
    ],
)
def test_the_ideas_missed_are_named_in_the_language(
    training_window, qapp, qtbot, language, first, second
) -> None:
    """The idea's name, not an example sentence nor its key (issue 43: "the ideas you most
    often miss")."""
    if language != "en":
        i18n.install(qapp, language)
        qtbot.waitUntil(lambda: training_window.tabs.tabText(1) != "Puzzles")
    assert training_window.ideas.text().splitlines()[1:] == [first, second]


def test_a_puzzle_due_is_offered_as_the_window_opens(training_window) -> None:
    """Found by the play-test: "Due today: 2" over an empty "No puzzle to show."."""
    puzzle = training_window.view.puzzle
    assert puzzle is not None and puzzle.source == "mistake"
    assert training_window.view.moves.count() > 0


def test_another_game_never_shows_the_last_games_puzzle(training_window) -> None:
    """Found by the play-test: a Scharwenzel puzzle stayed on screen under "Bolachen"."""
    win = training_window
    assert win.view.puzzle is not None and win.view.puzzle.game == "chapanka"
    win.game_box.setCurrentIndex(win.game_box.findData("bolachen"))
    assert win.view.puzzle is None
    assert win.view.heading.text() == "No puzzle to show."
    win.game_box.setCurrentIndex(win.game_box.findData("chapanka"))
    assert win.view.puzzle is not None and win.view.puzzle.game == "chapanka"


def test_a_puzzle_is_drawn_in_the_pattern_of_its_own_game(window, qtbot) -> None:
    """Found by the play-test: a Bolachen puzzle came in the French suits of the Scharwenzel
    match at the table, though Bolachen was played in German suits; a pattern chosen for
    Bolachen while the puzzle is up redraws it at once."""
    start(window, qtbot, "scharwenzel", 4, seed=3)
    window.settings.set_pattern("scharwenzel", "french")
    window.settings.set_pattern("bolachen", "german")
    coach = window.learning.training
    coach.today = lambda: TODAY
    with_ace = next(
        p
        for p in load("bolachen")
        if any(a.text == "play AC" for a in p.position().legal_actions())
    )
    mistake = replace(with_ace, source="mistake", played="x", cost=1.0)
    assert any(a.text == "play AC" for a in mistake.position().legal_actions())
    coach.record.add_puzzle(mistake, TODAY)
    win = window.learning.open_training("bolachen")
    assert isinstance(win, TrainingWindow)
    assert win.view.puzzle is not None and win.view.puzzle.game == "bolachen"
    assert win.view.display()[0] == "german"
    assert any("Acorns" in win.view.moves.item(i).text() for i in range(win.view.moves.count()))
    window.settings.set_pattern("bolachen", "french")
    assert win.view.display()[0] == "french"
    assert not any("Acorns" in win.view.moves.item(i).text() for i in range(win.view.moves.count()))


def test_the_move_answered_stays_marked_in_another_language(training_window, qapp, qtbot) -> None:
    """Found by the play-test: after the switch to German the list marked its first row, not
    the move the person had answered (the feedback under it spoke of that move)."""
    win = training_window
    win.next_puzzle("builtin")
    moves = win.view.moves
    assert moves.count() > 1
    qtbot.keyClick(moves, Qt.Key.Key_2)
    qtbot.keyClick(moves, Qt.Key.Key_Return)
    chosen = win.view.chosen
    assert chosen is not None
    i18n.install(qapp, "de")
    qtbot.waitUntil(lambda: win.view.answer_button.text() != "Answer")
    assert moves.currentRow() == 1
    assert moves.currentItem().data(Qt.ItemDataRole.UserRole) == chosen
