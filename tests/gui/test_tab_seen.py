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
    policy = window.learning.log.view.focusPolicy()
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
    # The widgets behind keep their own focus policy (a click still focuses them).
    assert window.learning.log.view.focusPolicy() == policy


def test_a_widget_scrolled_out_of_view_still_lies_in_the_window(qtbot) -> None:
    """The scroll area brings the focused widget into view, so Tab must still reach a
    button scrolled away; a widget parked outside its parent does not lie in the window."""
    from PySide6.QtWidgets import QPushButton, QScrollArea

    from gui.focus_chain import lies_in_window

    area = QScrollArea()
    qtbot.addWidget(area)
    content = QWidget()
    content.resize(200, 3000)
    far = QPushButton("far", content)
    far.move(10, 2800)
    area.setWidget(content)
    area.resize(220, 120)
    parked = QPushButton("parked", area)
    parked.move(-600, -600)
    area.show()
    qtbot.waitExposed(area)
    assert far.visibleRegion().isEmpty(), "scrolled out of view"
    assert lies_in_window(far)
    assert not lies_in_window(parked)
