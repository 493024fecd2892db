"""A hint's "Enter plays it" leaves the status bar with the turn it was for (found playing by
keys in real windows): after the advised move was made (by Enter, or by itself when it was the
only one) the line still said "Hint: Decline (Enter plays it). The only possible move." while
the bots played, and under the result panel once the deal was over; Enter no longer played
anything. A message shown after the hint (a bot's move) stays."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gui.main_window import MainWindow
from gui.status_line import StatusLine
from tests.gui.conftest import press, start, wait_for_person


def _hint(window: MainWindow, qtbot) -> str:
    with qtbot.waitSignal(window.controller.hint_ready, timeout=30000) as blocker:
        window.act_hint.trigger()
    return str(blocker.args[0])


def test_the_hint_goes_with_the_move_it_advised(window: MainWindow, qtbot) -> None:
    start(window, qtbot, "kaschlan", players=2, seed=5)
    wait_for_person(window, qtbot)
    c = window.controller
    advised = _hint(window, qtbot)
    assert "Enter plays it" in window.statusBar().currentMessage()
    before = len(c.state.history)
    with qtbot.waitSignal(c.state_changed, timeout=5000):
        press(window, qtbot, Qt.Key.Key_Return)
    assert c.state.history[before] == (0, advised)
    assert window.input.hint_action == ""  # Enter would no longer play it …
    assert "Enter plays it" not in window.statusBar().currentMessage()  # … nor says it


def test_withdrawing_leaves_a_later_message(qtbot) -> None:
    line = StatusLine()
    qtbot.addWidget(line)
    line.showMessage("Hint: Play AS (Enter plays it).")
    line.showMessage("Anna plays KS")
    line.withdraw("Hint: Play AS (Enter plays it).")
    assert line.currentMessage() == "Anna plays KS"
    line.withdraw("Anna plays KS")
    assert line.currentMessage() == ""
