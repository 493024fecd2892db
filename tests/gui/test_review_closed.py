"""A closed review window lets go (found by the real-window play-test of issue 43): it kept
redrawing its deal at every verdict of the coach, and once another match was at the table it
asked that match for a deal it does not have ("there is no deal 2 in this match", printed at
every verdict until the program ended)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from gui.coach.review_window import ReviewWindow
from tests.gui.conftest import play_deal, start


def test_a_closed_review_follows_the_verdicts_no_more(window, qtbot, monkeypatch) -> None:
    start(window, qtbot, "bolachen", players=3, seed=4)
    play_deal(window, qtbot, random.Random(4))
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    qtbot.mouseClick(window.result_panel.review_button, Qt.MouseButton.LeftButton)
    review = window.learning.review
    assert isinstance(review, ReviewWindow) and review.isVisible()
    redrawn: list[int] = []
    real = review.set_deal
    monkeypatch.setattr(review, "set_deal", lambda n, f: (redrawn.append(n), real(n, f)))
    window.learning.reviewer.analysed.emit(0)
    assert redrawn == [0]  # open: it follows the verdicts
    qtbot.keyClick(review, Qt.Key.Key_Escape)
    assert not review.isVisible()
    start(window, qtbot, "scharwenzel", players=4, seed=5)
    window.learning.reviewer.analysed.emit(0)
    assert redrawn == [0]
