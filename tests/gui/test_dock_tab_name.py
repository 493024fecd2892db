"""The tab bar of the tabbed docks has an accessible name (gui/dock_tabs.py).

Why: Tab reaches the bar Qt makes for the score sheet, the moves and the learn panel, and it
had no accessible name. (Qt 6.11's accessible interface of a tab bar answers the current
tab's text as its name whatever the widget's accessible name: the name is read here from
the widget, and that Qt behaviour is pinned below, so a Qt that honours the name is seen.)
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QDockWidget, QLabel, QTabBar

from gui.focus_chain import DockFocusWindow
from gui.language import Language
from gui.main_window import MainWindow
from tests.gui.test_language import translated


def dock_tab_bars(window: DockFocusWindow) -> list[QTabBar]:
    return [
        bar
        for bar in window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if bar.isVisible()
    ]


def interface_name(bar: QTabBar) -> str:
    interface = QAccessible.queryAccessibleInterface(bar)
    assert interface is not None
    return interface.text(QAccessible.Text.Name)


def test_the_docks_tab_bar_is_named_in_every_language(window: MainWindow, qtbot, qapp) -> None:
    Language(qapp, window.settings, parent=window)  # the catalogs follow the setting
    bars = dock_tab_bars(window)
    assert len(bars) == 1  # the score sheet, the moves and the learn panel
    bar = bars[0]
    assert bar.count() == 3
    assert bar.accessibleName() == "Side panels"
    for lang in ("de", "pl", "en"):
        window.settings.set_language(lang)
        expected = translated(lang, "DockTabs", "Side panels")
        assert expected and (lang == "en" or expected != "Side panels")
        # Qt posts the language change to the windows: it comes with the event loop.
        qtbot.waitUntil(lambda e=expected: bar.accessibleName() == e)
    # Qt's interface names the list by its current tab (see the module docstring).
    assert interface_name(bar) == bar.tabText(bar.currentIndex())


def test_a_tab_bar_made_later_is_named_too(qtbot) -> None:
    """Qt makes a new tab bar when docks are tabbed anew (the person rearranging them)."""
    win = DockFocusWindow()
    qtbot.addWidget(win)
    win.setCentralWidget(QLabel("table"))
    docks = [QDockWidget(title, win) for title in ("a", "b", "c", "d")]
    for dock in docks:
        win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    win.tabifyDockWidget(docks[0], docks[1])
    win.resize(600, 400)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: len(dock_tab_bars(win)) == 1)
    win.tabifyDockWidget(docks[2], docks[3])
    qtbot.waitUntil(lambda: len(dock_tab_bars(win)) == 2)
    assert [bar.accessibleName() for bar in dock_tab_bars(win)] == ["Side panels"] * 2
