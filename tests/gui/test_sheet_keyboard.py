"""Tab leaves a read-only table (the score sheet, a deal's result, the statistics) as in a
native dialog; the arrow keys move within it.

Why: a QTableView keeps Tab for its cells by default, so once a click had put the focus in
the score sheet, Tab and Shift+Tab only walked its cells and the keyboard could not leave it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QTableView, QVBoxLayout, QWidget

from gui.grid_model import GridModel, read_only_view
from gui.score_panel import ScorePanel


def _between(qtbot, make) -> tuple[QWidget, QPushButton, QTableView, QPushButton]:
    """A window: a button, the table ``make(parent)`` returns (inside its own widget), a
    button; shown and active, so the focus moves as a person sees it."""
    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    before = QPushButton("before", box)
    layout.addWidget(before)
    holder, sheet = make(box)
    layout.addWidget(holder)
    after = QPushButton("after", box)
    layout.addWidget(after)
    box.show()
    qtbot.waitExposed(box)
    box.activateWindow()
    qtbot.waitUntil(box.isActiveWindow)
    return box, before, sheet, after


def _score_panel(parent: QWidget) -> tuple[QWidget, QTableView]:
    panel = ScorePanel(parent)
    panel.set_match("Kaschlan", ["You", "Anna", "Bruno"], "french")
    panel.set_observation({"totals": [3, 5, 1]})
    panel.set_results([{"scores": [1, 2, 0]}, {"scores": [2, 3, 1]}])
    return panel, panel.sheet


def _result_table(parent: QWidget) -> tuple[QWidget, QTableView]:
    model = GridModel(parent)
    model.set_grid(["You", "Anna"], ["Deal 1", "Total"], [["1", "2"], ["1", "2"]], (1,))
    view = read_only_view(model, parent)
    return view, view


def _click_first_cell(qtbot, sheet: QTableView) -> None:
    cell = sheet.visualRect(sheet.model().index(0, 0)).center()
    qtbot.mouseClick(sheet.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    qtbot.waitUntil(sheet.hasFocus)


def _check_tab_leaves(qtbot, make) -> None:
    _box, before, sheet, after = _between(qtbot, make)
    _click_first_cell(qtbot, sheet)
    start = sheet.currentIndex()
    # The arrows move within the table and keep the focus there.
    qtbot.keyClick(sheet, Qt.Key.Key_Down)
    assert sheet.hasFocus() and sheet.currentIndex().row() == start.row() + 1
    qtbot.keyClick(sheet, Qt.Key.Key_Right)
    assert sheet.hasFocus() and sheet.currentIndex().column() == start.column() + 1
    # Tab goes on to the next control, Shift+Tab back to the one before.
    qtbot.keyClick(sheet, Qt.Key.Key_Tab)
    qtbot.waitUntil(after.hasFocus)
    _click_first_cell(qtbot, sheet)
    qtbot.keyClick(sheet, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(before.hasFocus)
    assert QApplication.focusWidget() is before


def test_tab_leaves_the_score_sheet(qtbot):
    _check_tab_leaves(qtbot, _score_panel)


def test_tab_leaves_a_read_only_table(qtbot):
    _check_tab_leaves(qtbot, _result_table)
