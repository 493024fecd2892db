"""F6 and Shift+F6 move the keyboard between the table and the docks in sight
(gui/pane_keys.py), also while the deal's result is up and Tab goes round its buttons.

Why: with the result panel up, Tab and Shift+Tab stay on its buttons (as in a dialog), and
the score sheet beside it could not be reached by the keyboard until the next deal.
(The offscreen platform matches no shortcuts: the keys are asserted, the actions triggered.)
"""

from __future__ import annotations

import random
import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from gui.language import Language
from gui.main_window import MainWindow
from tests.gui.conftest import play_deal, start
from tests.gui.test_tab_seen import on_screen


def focus() -> QWidget | None:
    return QApplication.focusWidget()


def result_up(window: MainWindow, qtbot) -> None:
    start(window, qtbot, "bolachen", 3, seed=4)
    window.activateWindow()
    qtbot.waitActive(window)
    play_deal(window, qtbot, random.Random(4))
    panel = window.result_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    qtbot.waitUntil(lambda: focus() is panel.next_button)


def test_f6_and_shift_f6_are_the_keys(window: MainWindow) -> None:
    assert window.next_pane.shortcut() == QKeySequence(Qt.Key.Key_F6)
    assert window.previous_pane.shortcut() == QKeySequence("Shift+F6")
    assert {window.next_pane, window.previous_pane} <= set(window.actions())


def test_f6_reaches_the_score_sheet_from_the_result_and_comes_back(
    window: MainWindow, qtbot
) -> None:
    result_up(window, qtbot)
    panel = window.result_panel
    # Tab stays on the panel's buttons ...
    qtbot.keyClick(panel.next_button, Qt.Key.Key_Tab)
    assert focus() in (panel.review_button, panel.next_button)
    window.score_dock.raise_()
    qtbot.waitUntil(lambda: on_screen(window.score_dock, window))
    # ... F6 goes on to the score sheet beside it ...
    window.next_pane.trigger()
    assert focus() is window.score.sheet
    # ... and the moves and learn docks tabbed behind it are passed: F6 again is the table.
    window.next_pane.trigger()
    assert focus() is window.view
    assert panel.enter_target() is panel.next_button  # Enter there goes on, as framed
    window.previous_pane.trigger()
    assert focus() is window.score.sheet
    window.previous_pane.trigger()
    assert focus() is window.view
    deal = window.controller.state.deal_no
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.deal_no == deal + 1, timeout=5000)


def test_f6_enters_the_dock_brought_to_the_front(window: MainWindow, qtbot) -> None:
    result_up(window, qtbot)
    moves = window.learning.log_dock
    moves.raise_()
    qtbot.waitUntil(lambda: on_screen(moves, window))
    window.next_pane.trigger()
    now = focus()
    assert now is not None and moves.isAncestorOf(now), now


def test_every_menu_opens_with_alt_and_its_own_letter(window: MainWindow, qtbot, qapp) -> None:
    """The menus stay on Alt and their underlined letter in every language (the panel's
    buttons take none of those letters)."""
    Language(qapp, window.settings, parent=window)
    for lang in ("en", "de", "pl"):
        window.settings.set_language(lang)
        qtbot.waitUntil(lambda lang=lang: window.settings.language() == lang)
        titles = [a.text() for a in window.menuBar().actions() if a.menu() is not None]
        letters = [re.search(r"&(\w)", t) for t in titles]
        assert all(letters), titles
        keys = [m.group(1).lower() for m in letters if m is not None]
        assert len(set(keys)) == len(keys), titles
        panel = window.result_panel
        for button in (panel.next_button, panel.review_button):
            assert "&" not in button.text() and button.shortcut().isEmpty()
