"""The result panel's default frame never lies: it is drawn on the button Enter presses, and
on none while Enter presses none; the keyboard goes round the panel's buttons.

Why: Shift+Tab from *Next deal* took the keyboard out of the panel (to the table, Tab on to
the score sheet, whose table keeps Tab for its cells and never gave it back) while *Next
deal* stayed framed as the default, and Enter there did nothing.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QPushButton

from gui.main_window import MainWindow
from gui.panels import DealResultPanel
from tests import toss
from tests.gui.conftest import play_deal, start
from tests.toss.games import toss as toygame


@pytest.fixture
def toy_game() -> Iterator[None]:
    """The toy game of tests/toss: a two-deal match, each deal over in a few moves."""
    toss.register()
    yield
    toss.unregister()


@pytest.fixture
def result_up(toy_game, window: MainWindow, qtbot) -> DealResultPanel:
    """The real window after the first of two deals, active, its result panel up."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    start(window, qtbot, toygame.GAME_ID, players=3, seed=5, options={"deals": 2})
    play_deal(window, qtbot, random.Random(3))
    panel = window.result_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.next_button)
    return panel


def framed(panel: DealResultPanel) -> list[QPushButton]:
    return [b for b in (panel.review_button, panel.next_button) if b.isDefault()]


@pytest.mark.parametrize(
    ("key", "modifier"),
    [
        (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier),
        (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
    ],
)
def test_tab_and_shift_tab_go_round_the_panel(result_up, qtbot, key, modifier) -> None:
    panel = result_up
    seen = []
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), key, modifier)
        focus = QApplication.focusWidget()
        assert focus in (panel.review_button, panel.next_button), focus
        assert framed(panel) == [focus]
        seen.append(focus)
    assert seen == [panel.review_button, panel.next_button] * 2


def test_no_frame_where_enter_presses_nothing(result_up, window, qtbot) -> None:
    """A click into the score sheet takes the keyboard there (from *Review deal…*): no
    button is framed, and Enter there starts no deal."""
    panel = result_up
    qtbot.keyClick(panel.next_button, Qt.Key.Key_Tab)
    assert framed(panel) == [panel.review_button]
    sheet = window.score.sheet
    sheet.setFocus(Qt.FocusReason.MouseFocusReason)
    assert QApplication.focusWidget() is sheet
    assert framed(panel) == []
    qtbot.keyClick(sheet, Qt.Key.Key_Return)
    assert panel.isVisible() and window.controller.state.deal_no == 0
    # Back on the panel by a click, its button is framed again.
    panel.next_button.setFocus(Qt.FocusReason.MouseFocusReason)
    assert framed(panel) == [panel.next_button]


def test_enter_on_the_table_presses_the_framed_next_deal(result_up, window, qtbot) -> None:
    """A click on the felt takes the keyboard to the table: Next deal stays framed, and Enter
    there goes on to the next deal."""
    panel = result_up
    window.view.setFocus(Qt.FocusReason.MouseFocusReason)
    assert QApplication.focusWidget() is window.view
    assert framed(panel) == [panel.next_button]
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.deal_no == 1, timeout=5000)
    assert not panel.isVisible()


def test_a_held_enter_on_the_table_does_not_press_next_deal(result_up, window, qtbot) -> None:
    """The key held down to play the last card repeats: that is no sign the person has read
    the result."""
    panel = result_up
    window.view.setFocus(Qt.FocusReason.MouseFocusReason)
    repeat = QKeyEvent(
        QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True
    )
    QApplication.sendEvent(window.view, repeat)
    assert panel.isVisible() and window.controller.state.deal_no == 0


def test_the_frame_follows_a_disabled_review(result_up, qtbot) -> None:
    """Review disabled (a network table before the match ends): Tab keeps to Next."""
    panel = result_up
    panel.review_button.setEnabled(False)
    qtbot.keyClick(panel.next_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.next_button
    assert framed(panel) == [panel.next_button]
