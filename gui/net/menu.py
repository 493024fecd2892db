"""Game ▸ Host table… and Game ▸ Join table… in the main window's menu.

Why installed from outside (gui/app.py) rather than built by the main window: the network
table's window is a main window itself (gui/net/network_window.py), so the main window must
not import this package, or the two would import each other.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction


class NetworkMenu(QObject):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.act_host = QAction(window)
        self.act_join = QAction(window)
        self.act_host.triggered.connect(lambda _=False: self.host())
        self.act_join.triggered.connect(lambda _=False: self.join())
        menu = window.game_menu
        actions = menu.actions()
        # After Save (and the statistics), before Undo: with the other ways to a match.
        after = actions.index(window.act_undo) if window.act_undo in actions else len(actions)
        before = actions[after] if after < len(actions) else None
        if before is not None:
            menu.insertSeparator(before)
        else:
            menu.addSeparator()
        menu.insertAction(before, self.act_host)
        menu.insertAction(before, self.act_join)
        window.network_menu = self
        window.installEventFilter(self)
        self.retranslate()

    def host(self) -> None:
        from gui.net.hosting import host_table

        host_table(self.window)

    def join(self) -> None:
        from gui.net.hosting import join_table

        join_table(self.window)

    def retranslate(self) -> None:
        self.act_host.setText(self.tr("&Host table…"))
        self.act_join.setText(self.tr("&Join table…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().eventFilter(watched, event)
