"""German suits are offered only for games whose pack a German-suited pack has (no 2-5),
and the pattern choice says why where they are not."""

from __future__ import annotations

import cardart
from gui import names
from gui.dialogs.settings import SettingsDialog
from gui.settings import Settings


def test_german_suits_are_not_offered_for_chapanka(qtbot):
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    german = list(cardart.PATTERNS).index("german")
    chapanka = dialog.pattern_combos["chapanka"]  # plays with the 2 to 5 (48 cards)
    assert not chapanka.model().item(german).isEnabled()
    assert "2 to 5" in chapanka.toolTip()
    for game in ("kaschlan", "bolachen", "scharwenzel", "tausendundeins"):
        combo = dialog.pattern_combos[game]
        assert combo.model().item(german).isEnabled(), game
        assert combo.toolTip() == ""


def test_patterns_are_named_after_what_they_are():
    assert "Berlin" in names.pattern_name("french")
    assert "Bavarian" in names.pattern_name("german")
    assert cardart.pattern_fits("german", ["AH", "6C", "10S", "QD"])
    assert not cardart.pattern_fits("german", ["AH", "5C"])
    assert cardart.pattern_fits("french", ["2C"])
