"""Tab and Shift+Tab pass over the docks tabbed behind the current one.

Why: Qt does not hide a dock whose tab is not the current one (Moves and Learn behind the
score sheet); it parks it outside the window, at about (-600, -600). To Qt it stays visible,
so its widgets stayed in the Tab chain: Tab from the score sheet went to the Moves tree, the
Learn panel's check box and its scroll area, and the keyboard focus seemed to vanish for
three presses.

How (:class:`DockFocusWindow`, the main window's base): Qt chooses the next widget by its
own rules (focus proxies, compound widgets, the platform's "Tab to all controls"); while its
choice lies in a parked dock, it is asked again from there, within the same key press. The
cost: a parked widget holds the focus for that instant (a screen reader may start to name
it). Only the focus widget and the window's own docks are looked at: walking the whole focus
chain from Python gave every internal widget (scroll bars, headers) a wrapper, and shiboken
6.11 handed such a wrapper, stale once its widget was gone, to a new widget at the same
address, and crashed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QChildEvent, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from gui import pane_keys
from gui.dock_tabs import name_dock_tab_bar


def parked(dock: QDockWidget, window: QWidget) -> bool:
    """Whether ``dock`` is docked in ``window`` but lies wholly outside it (its tab is not the
    current one). A floating dock is a window of its own, and seen."""
    return not dock.isFloating() and not dock.geometry().intersects(window.rect())


def in_parked_dock(widget: QWidget, window: QWidget, docks: Sequence[QDockWidget]) -> bool:
    return any(dock.isAncestorOf(widget) and parked(dock, window) for dock in docks)


def step_past_parked(
    window: QWidget,
    docks: Sequence[QDockWidget],
    qt_step: Callable[[bool], bool],
    forward: bool,
) -> bool:
    """Move the focus as ``qt_step`` (Qt's ``focusNextPrevChild``) does, on past the widgets
    of parked docks; what ``qt_step`` answers (whether the focus could move at all).

    When every other widget lies in a parked dock, the focus stays where Qt's last step left
    it (there is nowhere seen to go)."""
    start = window.focusWidget()  # the window's, active or not (Qt steps from it)
    passed: list[QWidget] = []
    while qt_step(forward):
        now = window.focusWidget()
        if now is None or not in_parked_dock(now, window, docks):
            return True
        if now is start or now in passed:
            return True  # round the whole chain: only parked widgets besides the start
        passed.append(now)
    return False


class DockFocusWindow(QMainWindow):
    """A main window whose Tab and Shift+Tab pass over its parked docks, whose F6 and
    Shift+F6 go from area to area, and whose docks' tab bar has a name.

    It knows its docks by :meth:`addDockWidget` (every dock of the window comes through
    it), not by searching its children (see the module docstring)."""

    _docks: tuple[QDockWidget, ...] = ()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: F6 and Shift+F6: the keyboard to the next area, the one before (gui/pane_keys.py).
        self.next_pane, self.previous_pane = pane_keys.install(self, self.panes)

    def panes(self) -> list[QWidget]:
        """The areas F6 goes round: the table (the central widget), then each dock in sight."""
        central = self.centralWidget()
        docks = [d for d in self._docks if d.isVisible() and not parked(d, self)]
        return ([central] if central is not None else []) + docks

    def addDockWidget(  # noqa: N802
        self,
        area: Qt.DockWidgetArea,
        dockwidget: QDockWidget,
        orientation: Qt.Orientation | None = None,
        /,
    ) -> None:
        if dockwidget not in self._docks:
            self._docks = (*self._docks, dockwidget)
        if orientation is None:
            super().addDockWidget(area, dockwidget)
        else:
            super().addDockWidget(area, dockwidget, orientation)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002
        return step_past_parked(self, self._docks, super().focusNextPrevChild, next)

    def childEvent(self, event: QChildEvent) -> None:  # noqa: N802
        """The docks' tab bar, which Tab reaches, gets a name (gui/dock_tabs.py)."""
        super().childEvent(event)
        if event.polished():
            name_dock_tab_bar(event.child())
