"""F6 and Shift+F6 take the keyboard from one area of the main window to the next: the
table (its decision strip and the deal's result with it), then each dock in sight.

Why: while the deal's result is up, Tab and Shift+Tab go round its buttons, as in a dialog
(gui/panels.py, ``DealResultPanel.focusNextPrevChild``), so the score sheet beside it, and
the moves, were out of the keyboard's reach until the next deal. F6 is the key GNOME, KDE
and Windows programs use to move between the panes of a window; the menus stay on Alt and
their letters (Alt+G the Game menu).

An area is entered at its first widget that takes Tab (or its focus proxy); the window says
which areas are in sight (gui/focus_chain.py: a dock tabbed behind another is not); a
floating dock is a window of its own and is made the active window first. The search for
that first widget stops at it: no walk over all the window's widgets (see
gui/focus_chain.py on why not).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

#: The keys, forward and back.
NEXT_PANE = QKeySequence(Qt.Key.Key_F6)
PREVIOUS_PANE = QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_F6)


def entry(area: QWidget) -> QWidget | None:
    """Where the keyboard enters ``area``: its focus proxy, else the first widget inside it,
    in the order of its children (depth first), that takes Tab, is enabled and shown.

    Why not Qt's focus chain: a widget put into a dock or a layout after it was made keeps
    its old place in the chain (the score sheet came after the menu bar), so the chain does
    not start an area where the area starts."""
    proxy = area.focusProxy()
    if proxy is not None:
        return proxy
    for child in area.children():
        if not isinstance(child, QWidget) or child.isWindow() or not child.isVisible():
            continue
        if child.focusPolicy() & Qt.FocusPolicy.TabFocus and child.isEnabled():
            return child
        inner = entry(child)
        if inner is not None:
            return inner
    return None


def step(window: QMainWindow, areas: Sequence[QWidget], forward: bool) -> QWidget | None:
    """Move the keyboard from the area that has it to the next of ``areas`` (back: the one
    before) with a widget to take it; that widget, or None where no other area could."""
    count = len(areas)
    focus = QApplication.focusWidget() or window.focusWidget()
    here = next(
        (i for i, area in enumerate(areas) if focus is not None and area.isAncestorOf(focus)),
        None,
    )
    move = 1 if forward else -1
    if here is None:  # the keyboard in none of them (the docks' tab bar): the first or last
        order = list(range(count)) if forward else list(reversed(range(count)))
    else:
        order = [(here + move * k) % count for k in range(1, count)]
    for i in order:
        area = areas[i]
        target = entry(area)
        if target is None:
            continue
        area.window().activateWindow()  # the main window, or a floating dock's own
        target.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return target
    return None


def install(window: QMainWindow, areas: Callable[[], Sequence[QWidget]]) -> tuple[QAction, QAction]:
    """F6 and Shift+F6 on ``window`` (Qt keeps a window's keys working over its floating
    docks); ``areas`` gives the areas in order at each press."""
    actions = []
    for keys, forward in ((NEXT_PANE, True), (PREVIOUS_PANE, False)):
        action = QAction(window)
        action.setShortcut(keys)
        action.triggered.connect(lambda _=False, f=forward: step(window, areas(), f))
        window.addAction(action)
        actions.append(action)
    return actions[0], actions[1]
