"""The rules dialog opens at a reading size (issue #45 item 29): most of the screen's height
and about 90 characters wide, within the screen."""

from __future__ import annotations

from gui.dialogs.rules import RulesDialog


def test_the_rules_open_large_enough_to_read(qtbot) -> None:
    dialog = RulesDialog("kaschlan", "en")
    qtbot.addWidget(dialog)
    room = dialog.screen().availableGeometry()
    chars = dialog.browser.fontMetrics().averageCharWidth()
    assert dialog.height() >= 0.8 * room.height()
    assert dialog.width() >= min(80 * chars, 0.85 * room.width())
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
