"""The line above a network table that says why play waits, for as long as it waits.

Why a banner and not the status line: the server's "paused" (it cannot save its moves) and a
friend's dropped connection were said in an 8-second status message; a player who looked
away came back to a table where nothing moved and nothing said why. The banner stays while
the state lasts and goes when play goes on (``resumed``, the friend back or played by the
stand-in bot) or the table is left.

What it says: why the table is paused, in the language shown now (worded from the cause the
server names, with the server's catalog :mod:`netplay.words`, so it follows a language
switch while it waits); else, for each friend whose connection dropped and whose
seat no bot plays yet, that the table waits for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLabel, QWidget


class Table(Protocol):
    """What the banner reads of the table (``gui.net.remote_controller.RemoteController``)."""

    @property
    def paused_message(self) -> str:
        """Why the table waits, in the language shown now ("" while it plays)."""
        ...

    seats: list[dict[str, Any]]
    my_seat: int
    #: the connection to the table (None once it is closed or lost)
    seat: Any

    def seat_names(self) -> list[str]: ...


def waiting_for(seats: Sequence[dict[str, Any]], me: int) -> list[int]:
    """The seats play may wait for: a person's (not this one's) whose connection dropped and
    whom no stand-in bot plays yet (an open seat is nobody's yet, and said elsewhere)."""
    return [
        i
        for i, s in enumerate(seats)
        if i != me
        and s.get("kind") == "person"
        and not s.get("connected")
        and not s.get("stand_in")
    ]


def banner_text(table: Table) -> str:
    """The banner's words now ("" when play does not wait, or the table is left or lost)."""
    if table.seat is None:
        return ""
    if table.paused_message:
        return table.paused_message
    names = table.seat_names()
    return " ".join(
        # The status line's words for the same news (gui/net/network_window.seat_news).
        QCoreApplication.translate(
            "NetworkWindow", "{name} has left the table: a bot plays for them after a short wait."
        ).format(name=names[i] if i < len(names) else str(i + 1))
        for i in waiting_for(table.seats, table.my_seat)
    )


class TableBanner(QLabel):
    """A bold, tinted line that is shown only while play waits (see the module docstring);
    :meth:`refresh` on every change of the table's pause or seats."""

    def __init__(self, table: Table, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.setObjectName("TableBanner")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Screen readers announce a change of an alert's text.
        self.setAccessibleName(QCoreApplication.translate("TableBanner", "Play waits"))
        self.setStyleSheet(
            "#TableBanner { background: #fff3c4; color: #3d2e00; border-bottom: 2px solid "
            "#b08d3a; padding: 6px; font-weight: bold; }"
        )
        self.hide()

    def refresh(self) -> None:
        text = banner_text(self.table)
        self.setText(text)
        self.setVisible(bool(text))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(QCoreApplication.translate("TableBanner", "Play waits"))
            self.refresh()
        super().changeEvent(event)
