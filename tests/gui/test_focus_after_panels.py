"""After the result panel the keyboard is the hand's again (issue 45 item 4).

Why: the Next button had the focus; hidden, Qt handed the focus to the next widget in the
chain, a score-sheet cell, and the next deal's number keys and Enter played no card until a
mouse click.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import start, wait_for_person


def test_the_next_deal_is_played_by_keys_after_the_result_panel(window, qtbot) -> None:
    start(window, qtbot, "scharwenzel", 8, seed=3, options={"match_target": 10})
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    c = window.controller
    rng = random.Random(5)
    while c.state.current_player is not None:
        wait_for_person(window, qtbot)
        if c.state.current_player is None:
            break
        before = len(c.state.history)
        c.play(rng.choice(c.legal_texts()))
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
    panel = window.result_panel
    qtbot.waitUntil(panel.isVisible, timeout=10000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.next_button)
    qtbot.keyClick(panel.next_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.state.deal_no == 1, timeout=5000)
    wait_for_person(window, qtbot)
    assert QApplication.focusWidget() is window.view, QApplication.focusWidget()
    # The keys reach the hand: a number key picks a card, wherever the focus went.
    while not any(t.startswith("play") for t in c.legal_texts()):
        before = len(c.state.history)
        c.play(rng.choice(c.legal_texts()))
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
        wait_for_person(window, qtbot)
    before = len(c.state.history)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_1)
    assert window.input.focus == window.input.obs["hand"][0]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)


def test_enter_goes_on_to_the_next_deal_after_the_review(window, qtbot) -> None:
    """Found by the real-window play-test of issue 43: the review opened by a click on *Review
    deal…* and closed again, Enter did nothing (the Review button kept the focus, and takes
    no Enter); the panel's default button is *Next deal*."""
    from tests.gui.conftest import play_deal

    start(window, qtbot, "bolachen", 3, seed=4)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    c = window.controller
    play_deal(window, qtbot, random.Random(4))
    panel = window.result_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    qtbot.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
    review = window.learning.review
    assert review is not None and review.isVisible()
    qtbot.keyClick(review, Qt.Key.Key_Escape)
    assert not review.isVisible()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.next_button)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.state.deal_no == 1, timeout=5000)
