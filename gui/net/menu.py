"""Game ▸ Host table… and Game ▸ Join table… in the main window's menu.

Why installed from outside (gui/app.py) rather than built by the main window: the network
table's window is a main window itself (gui/net/network_window.py), so the main window must
not import this package, or the two would import each other. It is given the window as a
:class:`~gui.net.home.Home` and hands its two actions back (:meth:`menu_entries`) for the
window to place.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction

from gui.net.home import Home
from gui.window_hooks import MenuEntries


class NetworkMenu(QObject):
    def __init__(self, home: Home) -> None:
        window = home.hooks.window
        super().__init__(window)
        self.home = home
        self.act_host = QAction(window)
        self.act_join = QAction(window)
        self.act_host.triggered.connect(lambda _=False: self.host())
        self.act_join.triggered.connect(lambda _=False: self.join())
        window.installEventFilter(self)
        self.retranslate()

    def menu_entries(self) -> MenuEntries:
        """After Save (and the statistics), before Undo: with the other ways to a match."""
        return MenuEntries(before_undo=(self.act_host, self.act_join))

    def host(self) -> None:
        from gui.net.hosting import host_table  # the network table loads when first opened

        host_table(self.home)

    def join(self) -> None:
        from gui.net.hosting import join_table

        join_table(self.home)

    def retranslate(self) -> None:
        self.act_host.setText(self.tr("&Host table…"))
        self.act_join.setText(self.tr("&Join table…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.home.hooks.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().eventFilter(watched, event)
