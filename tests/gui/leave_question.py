"""Answering the "Leave the unfinished match?" question from a test.

The question is a modal box with its own event loop, so a test answers it from a timer that
runs inside that loop: :func:`answer_leave_question` arms a timer that clicks the box's
Leave or Cancel button as soon as the box is open, and records the box's texts.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer

from gui.main_window import MainWindow


class LeaveAnswer:
    """Clicks Leave (``leave=True``) or Cancel in the next question of ``window``."""

    def __init__(self, window: MainWindow, leave: bool) -> None:
        self.window = window
        self.leave = leave
        #: (text, informative text, leave button text) of each question answered.
        self.asked: list[tuple[str, str, str]] = []
        self.timer = QTimer(window)
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._click)
        self.timer.start()

    def _click(self) -> None:
        box = self.window.leave_box
        if box is None or not box.isVisible():
            return
        self.timer.stop()
        self.asked.append((box.text(), box.informativeText(), box.leave_button.text()))
        (box.leave_button if self.leave else box.cancel_button).click()

    def stop(self) -> None:
        self.timer.stop()


def answer_leave_question(window: MainWindow, leave: bool) -> LeaveAnswer:
    return LeaveAnswer(window, leave)
