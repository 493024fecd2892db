"""Game ▸ Statistics… shows each game's training (issue 43 item 3): the Training window's
figures read from the same record, in the chosen language's numbers, and old statistics
files or a missing or damaged training file still open the dialog."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

import engine
import i18n
from engine.coach.accuracy import Accuracy
from engine.coach.glicko import Rating
from engine.coach.progress import DealEntry
from engine.coach.puzzle_set import load
from gui.coach.training_summary import headers
from gui.coach.training_window import TrainingWindow
from gui.storage import ENV_HOME, UserPaths
from gui.storage.statistics import Statistics
from gui.storage.statistics_dialog import StatisticsDialog
from gui.storage.training_store import Training
from tests.gui.test_persistence import Table

TODAY = dt.date(2026, 3, 1)
COLUMNS = ("deals", "accuracy", "lost", "luck", "rating", "solved", "due")


def _deal(k: int, score: float, par: float | None, acc: Accuracy) -> DealEntry:
    return DealEntry(
        "bolachen", "m", k, 0, "2026-02-01T10:00:00+00:00", "points", score, par, 1.0, 3, acc
    )


def _record() -> Training:
    record = Training()
    record.deals = [
        _deal(0, 10, 4, Accuracy(4, 3, 2.0)),  # +6
        _deal(1, 2, 7, Accuracy(4, 4, 0.0)),  # -5
        _deal(2, 1, None, Accuracy(2, 0, 6.4)),  # par not known yet
    ]
    record.ratings["bolachen"] = Rating(1612.4, 80.0)
    record.answers["bolachen"] = (5, 3)
    record.add_puzzle(load("bolachen")[0], TODAY)
    return record


def _cells(dialog: StatisticsDialog, game: str) -> dict[str, str]:
    page = dialog.training_page
    assert page is not None
    row = list(engine.GAMES).index(game)
    return {name: page.model.cell(row, c + 1) for c, name in enumerate(COLUMNS)}


def test_the_tab_shows_the_training_windows_figures(qtbot) -> None:
    dialog = StatisticsDialog(Statistics(), training=_record(), today=TODAY)
    qtbot.addWidget(dialog)
    assert dialog.tabs.count() == 3 and dialog.tabs.tabText(2) == "Training"
    cells = _cells(dialog, "bolachen")
    # Accuracy (0.75 + 1 + 0) / 3; lost (0.5 + 0 + 3.2) / 3; luck +6 and -5: mean 0.5 with
    # the band 1.96 * stdev / sqrt(2) = 1.96 * 7.778 / 1.414 = 10.78.
    assert cells == {
        "deals": "2",
        "accuracy": "58 %",
        "lost": "1.2",
        "luck": "+0.5 ± 10.8",
        "rating": "1612 ± 160",
        "solved": "3 of 5",
        "due": "1",
    }
    untried = _cells(dialog, "kaschlan")
    assert untried == dict.fromkeys(COLUMNS, "–") | {"deals": "0", "due": "0"}


@pytest.mark.parametrize(("language", "word"), [("de", "von"), ("pl", "z")])
def test_the_figures_read_with_a_decimal_comma(qtbot, qapp, language, word) -> None:
    i18n.install(qapp, language)
    dialog = StatisticsDialog(Statistics(), training=_record(), today=TODAY)
    qtbot.addWidget(dialog)
    cells = _cells(dialog, "bolachen")
    assert (cells["lost"], cells["luck"]) == ("1,2", "+0,5 ± 10,8")
    assert cells["solved"] == f"3 {word} 5"
    assert dialog.tabs.tabText(2) != "Training" or language == "de"


def test_without_a_training_record_there_is_no_tab(qtbot) -> None:
    dialog = StatisticsDialog(Statistics())
    qtbot.addWidget(dialog)
    assert dialog.tabs.count() == 2 and dialog.training_page is None


@pytest.fixture
def paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> UserPaths:
    monkeypatch.setenv(ENV_HOME, str(tmp_path))
    return UserPaths.default()


@pytest.fixture
def table(qtbot, paths: UserPaths) -> Iterator[Table]:
    t = Table(qtbot, paths)
    yield t
    t.close_all()


OLD_STATISTICS = {
    "kartentisch": "statistics",
    "version": 1,
    "games": {
        "kaschlan": {
            "played": 2,
            "won": 1,
            "lost": 1,
            "drawn": 0,
            "best": 0,
            "worst": 3,
            "lower_is_better": True,
            "last_played": "2025-05-01T18:00:00+00:00",
        }
    },
    "recorded": ["abc"],
}


#: A training file from before the puzzle counts were kept.
OLD_TRAINING = json.dumps({k: v for k, v in Training().to_dict().items() if k != "answers"})


@pytest.mark.parametrize("training", [None, "{cut", OLD_TRAINING])
def test_an_old_statistics_file_opens_whatever_the_training_file(
    table: Table, paths: UserPaths, training: str | None
) -> None:
    paths.ensure()
    paths.statistics_path.write_text(json.dumps(OLD_STATISTICS), "utf-8")
    if training is not None:
        paths.training_path.write_text(training, "utf-8")
    _window, persistence = table.open(answer_resume=False)
    dialog = persistence.statistics_dialog()
    row = dialog.game_ids().index("kaschlan")
    assert dialog.model.cell(row, 1) == "2"  # the old file's counts
    assert _cells(dialog, "kaschlan") == dict.fromkeys(COLUMNS, "–") | {"deals": "0", "due": "0"}
    damaged = training == "{cut"
    assert any("training record" in m for m in persistence.messages) is damaged


def test_the_button_opens_the_training_window_on_the_chosen_game(
    table: Table, paths: UserPaths, qtbot
) -> None:
    window, persistence = table.open(answer_resume=False)
    dialog = persistence.statistics_dialog()
    page = dialog.training_page
    assert page is not None and not page.button.isHidden()
    row = list(engine.GAMES).index("scharwenzel")
    rect = page.table.visualRect(page.model.index(row, 2))
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(page.button, Qt.MouseButton.LeftButton)
    assert dialog.result() == StatisticsDialog.DialogCode.Accepted
    training = window.learning.training_window
    assert isinstance(training, TrainingWindow) and training.isVisible()
    assert training.game == "scharwenzel"


def _widest_record() -> Training:
    """Every game with its figures at their widest: 120 deals, a two-digit band, a rating
    of four digits with a three-digit band, puzzles solved in four digits."""
    record = Training()
    for game in engine.GAMES:
        record.deals += [
            DealEntry(game, "m", k, 0, "2026-02-01T10:00:00+00:00", "points",
                      150.0 if k % 2 else -180.0, 0.0, 1.0, 3, Accuracy(7, 3, 12.3456))
            for k in range(120)
        ]  # fmt: skip
        record.ratings[game] = Rating(1612.4, 180.0)
        record.answers[game] = (1234, 1000)
    return record


@pytest.mark.parametrize("language", ["en", "de", "pl"])
@pytest.mark.parametrize("width", [1024, 760])
def test_the_tab_fits_a_small_screen_with_every_figure_in_view(
    qtbot, qapp, language: str, width: int
) -> None:
    """The dialog at a 1024×600 screen's available size, and at the 760 pixels it was given
    on a smaller one (where the German table scrolled sideways): no horizontal scroll bar,
    every figure and every line of every heading whole, each heading's full name its tooltip."""
    if language != "en":
        i18n.install(qapp, language)
    dialog = StatisticsDialog(Statistics(), training=_widest_record(), today=TODAY)
    qtbot.addWidget(dialog)
    dialog.resize(width, 560)
    dialog.tabs.setCurrentIndex(2)
    dialog.show()
    qtbot.waitExposed(dialog)
    page = dialog.training_page
    assert page is not None
    table, model = page.table, page.model
    qtbot.waitUntil(lambda: table.horizontalHeader().length() >= table.viewport().width())
    assert table.horizontalScrollBar().maximum() == 0
    assert table.horizontalHeader().length() == table.viewport().width()  # the width shared
    cells = table.fontMetrics()
    heading = table.horizontalHeader().fontMetrics()
    for c in range(model.columnCount()):
        room = table.columnWidth(c)
        for r in range(model.rowCount()):
            assert cells.horizontalAdvance(model.cell(r, c)) < room, model.cell(r, c)
        label = model.headerData(c, Qt.Orientation.Horizontal)
        assert all(heading.horizontalAdvance(line) < room for line in label.split("\n")), label
        full = model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        assert full == headers()[c] and "\n" not in full
