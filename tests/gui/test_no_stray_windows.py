"""A widget taken out of a shown window never becomes a window of its own (gui/discard.py).

Why: the decision strip rebuilt twice before the event loop ran (two turns in a row) left
the first strip's buttons to Qt's queued show, unparented by then: each flashed up as a
top-level window and took the activation from the main window. The keyboard focus was gone
(tests/gui/test_focus_after_panels.py failed about one run in seven, with no focus widget).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from gui.interaction import HumanTurn


class WindowsShown(QObject):
    """Every widget shown as a window while installed on the application."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        shown = event.type() == QEvent.Type.Show and isinstance(watched, QWidget)
        if shown and watched.isWindow():
            self.shown.append(type(watched).__name__)
        return False


@pytest.fixture
def windows_shown(qapp) -> Iterator[WindowsShown]:
    spy = WindowsShown()
    qapp.installEventFilter(spy)
    yield spy
    qapp.removeEventFilter(spy)


def test_the_strip_rebuilt_twice_at_once_shows_no_button_as_a_window(
    window, qtbot, windows_shown
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    panel = window.panel
    first = HumanTurn(["pass", "bid 100", "bid 110"], ["7C"], [])
    panel.show_turn(first, "Bid", game="tausendundeins")
    panel.show_turn(HumanTurn(["take", "pass"], ["7C"], []), "Take?", game="tausendundeins")
    # Qt's queued shows of both strips run in order: the second strip shown, the first done.
    qtbot.waitUntil(lambda: all(b.isVisible() for b in panel.buttons))
    assert windows_shown.shown == []
    assert window.isActiveWindow()
    assert QApplication.activeWindow() is window
