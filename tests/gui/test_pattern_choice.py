"""German suits are offered only for games whose pack a German-suited pack has (no 2-5),
and the pattern choice says why where they are not."""

from __future__ import annotations

import cardart
from gui import names
from gui.dialogs.settings import SettingsDialog
from gui.packs import FALLBACK_PATTERN, shown_pattern
from gui.settings import Settings
from tests.gui.conftest import start


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


def test_the_pattern_menu_and_the_table_never_show_german_suits_for_chapanka(window, qtbot):
    # A choice stored before the rule, or typed on the command line, must not draw a 2 of
    # Bells that no German-suited pack has: the table falls back to French suits.
    window.settings.set_pattern("chapanka", "german")
    start(window, qtbot, "chapanka", seed=3)
    german = window.pattern_actions["german"]
    assert not german.isEnabled() and "2 to 5" in german.toolTip()
    assert window.display()[0] == "french"
    assert window.pattern_actions["french"].isChecked()
    assert window.controller.card_pattern == "french"


def test_the_pattern_menu_offers_german_suits_where_the_pack_has_them(window, qtbot):
    start(window, qtbot, "bolachen", seed=3)
    german = window.pattern_actions["german"]
    assert german.isEnabled() and "2 to 5" not in german.toolTip()
    german.trigger()
    assert window.display()[0] == "german"


def test_shown_pattern_falls_back_for_an_unknown_or_unfit_choice():
    assert shown_pattern("german", "chapanka") == FALLBACK_PATTERN
    assert shown_pattern("german", "scharwenzel", players=6) == "german"
    assert shown_pattern("no-such-pattern", "bolachen") == FALLBACK_PATTERN
    assert shown_pattern("fourcolor", "chapanka") == "fourcolor"
