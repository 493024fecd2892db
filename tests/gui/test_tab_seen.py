"""Tab and Shift+Tab go round the controls the person can see (gui/focus_chain.py).

Why: the docks tabbed behind the current one (Moves, Learn behind the score sheet) are not
hidden by Qt but parked outside the window; Tab from the score sheet went into them and the
keyboard focus seemed to vanish for three presses.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QWidget

from gui.main_window import MainWindow
from tests.gui.conftest import start


def docks(window: MainWindow) -> dict[str, QDockWidget]:
    return {
        "score": window.score_dock,
        "moves": window.learning.log_dock,
        "learn": window.learning.learn_dock,
    }


def on_screen(widget: QWidget, window: MainWindow) -> bool:
    """The widget's rectangle, in window coordinates, overlaps the window's."""
    corner = widget.mapTo(window, QPoint(0, 0))
    return widget.isVisible() and window.rect().intersects(widget.rect().translated(corner))


def tab_round(window: MainWindow, qtbot, forward: bool) -> list[QWidget]:
    """Press Tab (or Shift+Tab) from the focus widget until the focus is back there; the
    widgets the focus went to, in order (fails if it never comes back)."""
    first = QApplication.focusWidget()
    assert first is not None
    reached: list[QWidget] = []
    for _ in range(40):
        here = QApplication.focusWidget()
        assert here is not None, f"the focus vanished after {reached}"
        if forward:
            qtbot.keyClick(here, Qt.Key.Key_Tab)
        else:
            qtbot.keyClick(here, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        now = QApplication.focusWidget()
        assert now is not None, f"the focus vanished after {reached}"
        if now is first:
            return reached
        reached.append(now)
    raise AssertionError(f"the focus never came back: {reached}")


@pytest.mark.parametrize("forward", [True, False], ids=["tab", "shift-tab"])
@pytest.mark.parametrize("front", ["score", "moves"])
def test_tab_reaches_only_what_the_person_sees(window, qtbot, front: str, forward: bool) -> None:
    start(window, qtbot, "bolachen", 3, seed=4)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    all_docks = docks(window)
    assert window.tabifiedDockWidgets(window.score_dock), "the docks are tabbed together"
    all_docks[front].raise_()
    qtbot.waitUntil(lambda: on_screen(all_docks[front], window))
    behind = [dock for name, dock in all_docks.items() if name != front]
    assert not any(on_screen(dock, window) for dock in behind), "Qt parks them outside"
    first = {"score": window.score.sheet, "moves": window.learning.log.view}[front]
    first.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first)

    reached = tab_round(window, qtbot, forward)

    hidden = [w for w in reached if any(dock.isAncestorOf(w) for dock in behind)]
    assert not hidden, f"Tab went into a dock behind the {front} tab: {hidden}"
    unseen = [w for w in reached if not on_screen(w, window)]
    assert not unseen, f"Tab went to widgets outside the window: {unseen}"
    # The round is the window's visible controls: the table and the decision buttons.
    assert window.view in reached
    assert any(button in reached for button in window.panel.buttons)


def test_tab_leaves_a_dock_whose_tab_went_behind(window, qtbot) -> None:
    """The focus left in the Moves tree when the score sheet's tab is chosen (by a click on
    the tab): Tab goes on to a control the person sees, not to the Learn dock behind."""
    start(window, qtbot, "bolachen", 3, seed=4)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    moves = window.learning.log_dock
    moves.raise_()
    qtbot.waitUntil(lambda: on_screen(moves, window))
    tree = window.learning.log.view
    tree.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tree)
    window.score_dock.raise_()
    qtbot.waitUntil(lambda: not on_screen(moves, window))
    for key, modifier in (
        (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier),
    ):
        tree.setFocus(Qt.FocusReason.OtherFocusReason)
        qtbot.keyClick(tree, key, modifier)
        now = QApplication.focusWidget()
        assert now is not None and on_screen(now, window), now


def test_the_keyboard_reaches_a_dock_behind_through_its_tab(window, qtbot) -> None:
    """Passed over by Tab, the Moves dock is still the keyboard's: Tab reaches the docks'
    tab bar, an arrow key brings the Moves tab to the front, and Shift+Tab goes into it."""
    from PySide6.QtWidgets import QTabBar

    start(window, qtbot, "bolachen", 3, seed=4)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.score_dock.raise_()
    qtbot.waitUntil(lambda: on_screen(window.score_dock, window))
    window.score.sheet.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.score.sheet)
    qtbot.keyClick(window.score.sheet, Qt.Key.Key_Tab)
    bar = QApplication.focusWidget()
    assert isinstance(bar, QTabBar), bar
    moves = window.learning.log_dock
    while not on_screen(moves, window):
        before = bar.currentIndex()
        qtbot.keyClick(bar, Qt.Key.Key_Right)
        assert bar.currentIndex() != before, "the arrow keys never show the Moves tab"
    qtbot.keyClick(bar, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is window.learning.log.view


def test_a_plain_dock_window_steps_past_its_parked_dock(qtbot) -> None:
    """The base on its own (no game, the window never activated: Qt steps from the window's
    focus widget all the same): two line edits in tabbed docks, the back one is passed."""
    from PySide6.QtWidgets import QLineEdit, QPushButton

    from gui.focus_chain import DockFocusWindow, parked

    win = DockFocusWindow()
    qtbot.addWidget(win)
    win.setCentralWidget(button := QPushButton("table"))
    front, back = QDockWidget("front", win), QDockWidget("back", win)
    front.setWidget(front_edit := QLineEdit())
    back.setWidget(back_edit := QLineEdit())
    for dock in (front, back):
        win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    win.tabifyDockWidget(front, back)
    front.raise_()
    win.resize(600, 400)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: parked(back, win) and not parked(front, win))
    for key, modifier in (
        (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier),
    ):
        seen = []
        front_edit.setFocus()
        for _ in range(6):
            qtbot.keyClick(win.focusWidget(), key, modifier)
            seen.append(win.focusWidget())
        assert back_edit not in seen, seen
        assert button in seen and front_edit in seen, seen
