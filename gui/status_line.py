"""The status bar: a message too long for one line ends in "…", its whole text a tooltip and a
click away.

Why: Qt's status bar cuts a long message at its edge with no sign that more was said; the
coach's hint ("…once it is g" at 1280 px) and learn mode's longer advice were lost that way
(issue 45 item 3).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QStatusBar, QToolTip, QWidget

#: Room kept free at the right end: the size grip and the message's own margins.
RESERVED_PX = 28


class StatusLine(QStatusBar):
    """A status bar whose messages are elided to its width, the whole message kept."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clearMessage)

    def showMessage(self, message: str, timeout: int | None = 0) -> None:  # noqa: N802
        """Show ``message`` (cut to the width with "…") for ``timeout`` ms (0: until the next)."""
        self._full = message
        self._timer.stop()
        self._show_elided()
        if timeout:
            self._timer.start(timeout)

    def withdraw(self, message: str) -> None:
        """Clear ``message`` if it is still the one shown: a hint goes with its turn, a
        message shown after it (a bot's move) stays."""
        if message and self._full == message:
            self.clearMessage()

    def clearMessage(self) -> None:  # noqa: N802
        self._full = ""
        self._timer.stop()
        self.setToolTip("")
        super().clearMessage()

    def fades(self) -> bool:
        """Whether the message shown goes by itself after a while (the hint's does not)."""
        return self._timer.isActive()

    def currentMessage(self) -> str:  # noqa: N802
        """The whole message shown now, however it is cut on screen."""
        return self._full if super().currentMessage() else ""

    def shown_text(self) -> str:
        """The message as it is painted (ending in "…" when cut)."""
        return super().currentMessage()

    def is_cut(self) -> bool:
        return bool(self._full) and self.shown_text() != self._full

    def _show_elided(self) -> None:
        width = max(40, self.width() - RESERVED_PX)
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width)
        self.setToolTip(self._full if shown != self._full else "")
        super().showMessage(shown, 0)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._full:
            self._show_elided()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """A click on a cut message shows all of it."""
        if self.is_cut():
            QToolTip.showText(self.mapToGlobal(QPoint(0, 0)), self._full, self)
        super().mousePressEvent(event)
