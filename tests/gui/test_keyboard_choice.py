"""A card with two meanings, picked by keys, is chosen by keys too (1001: leading a king of a
pair is either a plain lead or a declared marriage). Found by the two-window test: a person
at the keyboard holding only the pair had no way on but Alt+digit."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tests.gui.conftest import press, start

#: Seed 7 deals the person, on lead, 10C QC 10S JS KH QH JH 9H: the hearts pair.
SEED, KING_KEY = 7, Qt.Key.Key_5


def lead_the_king_by_keys(window, qtbot) -> QPushButton:
    start(window, qtbot, "tausendundeins", 2, seed=SEED)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.input.obs["hand"][4] == "KH"
    press(window, qtbot, KING_KEY)
    press(window, qtbot, Qt.Key.Key_Return)
    assert window.input.turn.choices == ["play KH", "marry KH"]
    focused = QApplication.focusWidget()
    assert isinstance(focused, QPushButton)
    # The strip's buttons show on a queued call: Tab and Esc reach them once shown.
    qtbot.waitUntil(lambda: all(b.isVisible() for b in window.panel.buttons))
    return focused


def test_enter_again_takes_the_first_meaning(window, qtbot):
    focused = lead_the_king_by_keys(window, qtbot)
    assert focused.property("action") == "play KH"
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    assert window.controller.state.history[-1] == (0, "play KH")


def test_tab_reaches_the_marriage(window, qtbot):
    lead_the_king_by_keys(window, qtbot)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert focused.property("action") == "marry KH"
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    assert window.controller.state.history[-1] == (0, "marry KH")


def test_clearing_gives_the_keys_back_to_the_hand(window, qtbot):
    lead_the_king_by_keys(window, qtbot)
    # Esc is the clear button's shortcut (the offscreen platform matches no shortcuts, so
    # the button is pressed with Space, as Tab would reach it).
    clear = next(w for w in window.panel._entries if w.text() == "Clear selection")
    assert clear.shortcut().toString() == "Esc"
    clear.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(clear, Qt.Key.Key_Space)
    assert window.input.turn.choices == []
    assert QApplication.focusWidget() is window.view
    press(window, qtbot, Qt.Key.Key_8)
    press(window, qtbot, Qt.Key.Key_Return)
    assert window.controller.state.history[-1] == (0, "play 9H")


def test_a_click_leaves_the_keyboard_where_it_was(window, qtbot):
    from tests.gui.conftest import click_card

    start(window, qtbot, "tausendundeins", 2, seed=SEED)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    click_card(window, qtbot, "KH")
    assert window.input.turn.choices == ["play KH", "marry KH"]
    assert QApplication.focusWidget() is window.view
