"""Menu keys that the platform's standard keys leave empty (pytest-qt, offscreen)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from gui.dialogs.settings import SettingsDialog
from gui.main_window import MainWindow


def test_ctrl_comma_opens_the_preferences(window: MainWindow, qtbot) -> None:
    """Linux has no standard Preferences key, so Ctrl+, must be given explicitly, and the
    key pressed in the window opens the Preferences dialog."""
    assert QKeySequence("Ctrl+,") in window.act_settings.shortcuts()
    opened: list[str] = []

    def close_it() -> None:
        dialog = QApplication.activeModalWidget()
        opened.append(type(dialog).__name__)
        if dialog is not None:
            dialog.close()

    QTimer.singleShot(0, close_it)
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    assert opened == [SettingsDialog.__name__]
