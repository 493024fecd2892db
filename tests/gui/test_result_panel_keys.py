"""Enter and Space on the result panel press the button the panel shows as focused, and the
match's result stays up when its New game dialog is cancelled.

Why: after Tab onto *Review deal…* the panel still framed *New game…* as its default while
Space opened the review and Enter did nothing; and Enter on *New game…* hid the match's
result before the dialog, so Esc in the dialog left the table with no word of who had won.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from gui.dialogs.new_game import NewGameDialog
from gui.panels import DealResultPanel
from tests import toss
from tests.gui.conftest import play_deal, start
from tests.toss.games import toss as toygame

OVER = {"deal_no": 0, "is_over": True, "scores": [3, 4], "totals": [3, 4], "detail": {}}


@pytest.fixture
def panel(qtbot) -> DealResultPanel:
    """The result panel of a finished match, alone in an active window."""
    panel = DealResultPanel()
    qtbot.addWidget(panel)
    panel.show_result(dict(OVER), ["You", "Anna"], "french")
    qtbot.waitExposed(panel)
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.next_button)
    return panel


def test_the_focused_button_is_the_one_drawn_as_the_default(panel, qtbot) -> None:
    assert panel.next_button.text() == "New game…"
    assert panel.next_button.isDefault() and not panel.review_button.isDefault()
    qtbot.keyClick(panel.next_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.review_button
    assert panel.review_button.isDefault() and not panel.next_button.isDefault()
    qtbot.keyClick(panel.review_button, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is panel.next_button
    assert panel.next_button.isDefault() and not panel.review_button.isDefault()


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_enter_and_space_press_the_focused_button_only(panel, qtbot, key) -> None:
    pressed: list[str] = []
    panel.review_requested.connect(lambda: pressed.append("review"))
    panel.new_game_requested.connect(lambda: pressed.append("new game"))
    panel.next_deal_requested.connect(lambda: pressed.append("next deal"))
    panel.review_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(panel.review_button, key)
    assert pressed == ["review"]
    # The review opened; back from it, the keys go to the panel's default again.
    assert QApplication.focusWidget() is panel.next_button and panel.next_button.isDefault()
    qtbot.keyClick(panel.next_button, key)
    assert pressed == ["review", "new game"]


@pytest.fixture
def toy_game() -> Iterator[None]:
    """The toy game of tests/toss: a one-deal match over in a few moves."""
    toss.register()
    yield
    toss.unregister()


def test_the_result_stays_when_the_new_game_dialog_is_cancelled(
    toy_game, window, qtbot, monkeypatch
) -> None:
    """Through the real window: Enter on *New game…*, then Esc in the dialog."""
    asked: list[bool] = []

    def cancel(_dialog: QDialog) -> QDialog.DialogCode:
        asked.append(True)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", cancel)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    start(window, qtbot, toygame.GAME_ID, players=3, seed=5, options={"deals": 1})
    play_deal(window, qtbot, random.Random(3))
    result = window.result_panel
    qtbot.waitUntil(result.isVisible, timeout=5000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is result.next_button)
    qtbot.keyClick(result.next_button, Qt.Key.Key_Return)
    assert asked == [True]
    assert result.isVisible() and result.title.text() == "The match is over"
    assert window.controller.state.is_over
