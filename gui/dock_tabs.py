"""A name for the tab bar of the tabbed docks, for screen readers.

Why: Qt makes that tab bar itself (the score sheet, the moves and the learn panel tabbed
into one place) and gives it no accessible name; Tab reaches it (tests/gui/test_tab_seen.py),
and a screen reader said only "tab bar". Qt may make another one whenever the docks are
rearranged, so every tab bar the main window gets is named as it is polished
(:func:`name_dock_tab_bar`, called by the window), and named again at each language change.

Known limit: Qt 6.11's accessible interface of a tab bar answers the current tab's text as
the bar's name and does not read the widget's accessible name; until Qt does, a screen
reader hears the current tab there (tests/gui/test_dock_tab_name.py pins that behaviour).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QTabBar

# The property that marks a tab bar already named (and watched for language changes).
NAMED = "kartentisch_dock_tabs_named"


def dock_tabs_name() -> str:
    return QCoreApplication.translate("DockTabs", "Side panels")


class _Renamer(QObject):
    """Names its tab bar again when the language changes."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and isinstance(watched, QTabBar):
            watched.setAccessibleName(dock_tabs_name())
        return False


def name_dock_tab_bar(child: QObject) -> None:
    """Name ``child`` if it is a tab bar of the window's docks (a tab bar among the window's
    own children: the one Qt makes for tabbed docks), once."""
    if not isinstance(child, QTabBar) or child.property(NAMED):
        return
    child.setProperty(NAMED, True)
    child.setAccessibleName(dock_tabs_name())
    child.installEventFilter(_Renamer(child))
