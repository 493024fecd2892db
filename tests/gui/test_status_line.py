"""A long status message is cut with "…" and shown whole in a tooltip (issue 45 item 3).

Why: Qt's status bar cut the coach's hint at its edge ("…once it is g" at 1280 px) with no
sign that more was said and no way to read the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from tests.gui.coach_fakes import FakeAnalyst
from tests.gui.conftest import start


def _drawn(bar) -> str:
    shown = getattr(bar, "shown_text", None)
    return shown() if shown is not None else bar.currentMessage()


def test_a_hint_longer_than_the_line_ends_in_an_ellipsis_with_all_of_it_a_tooltip(
    window, qtbot
) -> None:
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.width() == 1024, timeout=5000)
    window.learning.service.use_analyst(FakeAnalyst())
    start(window, qtbot, "bolachen", seed=4)
    bar = window.statusBar()
    whole = "Hint: Pass. " + "Keep your long suit for the play once it is good. " * 4
    window.show_status(whole)
    assert bar.currentMessage() == whole  # what was said, for tests and screen readers
    drawn = _drawn(bar)
    assert drawn != whole and drawn.endswith("…"), drawn
    assert bar.fontMetrics().horizontalAdvance(drawn) <= bar.width()
    assert bar.toolTip() == whole
    # Wider, more of it shows; a short message has no tooltip.
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: len(_drawn(bar)) > len(drawn), timeout=5000)
    window.show_status("Hint: Pass.")
    assert _drawn(bar) == "Hint: Pass." and bar.toolTip() == ""
    window.show_status(whole)
    window.resize(1024, 600)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(20, bar.height() // 2))
    assert bar.currentMessage() == whole


def test_the_coach_s_hint_goes_through_it(window, qtbot) -> None:
    window.resize(1024, 600)
    window.learning.service.use_analyst(FakeAnalyst())
    start(window, qtbot, "bolachen", seed=4)
    window.controller.hint_requested.emit()
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Hint:"), timeout=20000)
    assert bar.toolTip() in ("", bar.currentMessage())
    # It stays while its frame and "Enter plays it" hold (it went after 8 s, the frame not).
    assert not bar.fades()
    window.show_status("Anna plays KS")
    assert bar.fades()  # other messages go by themselves


def test_a_new_match_does_not_show_the_last_match_s_message(window, qtbot) -> None:
    """Kaschlan's "Only possible move: Decline" stayed under Scharwenzel's first deal."""
    start(window, qtbot, "kaschlan", 3, seed=5)
    window.show_status("Only possible move: Decline")
    window.controller.new_game("scharwenzel", 4, {}, 1, "random")
    assert window.statusBar().currentMessage() != "Only possible move: Decline"
