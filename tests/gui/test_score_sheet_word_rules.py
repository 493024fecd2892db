"""A right-click (or F1) on a line of the score sheet's facts opens that line's rule, not
every rule the facts touch (issue #45 item 29)."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint

from gui import word_help
from gui.main_window import MainWindow
from tests.gui.conftest import play_deal, start


def test_each_fact_line_opens_its_own_rule(window: MainWindow, qtbot) -> None:
    start(window, qtbot, "scharwenzel", players=4, seed=3)
    play_deal(window, qtbot, random.Random(3))
    label = window.score.info
    every = word_help._widget_rules(label)
    assert len(every) > 2
    text_lines = label.text().split("<br>")
    found: dict[int, list[str]] = {}
    for y in range(0, label.height(), 2):
        line = word_help.line_at(label, QPoint(10, y))
        if line is not None:
            found[line] = word_help._widget_rules_at(label, QPoint(10, y))
    assert len(found) >= len(text_lines) - 1
    bidder = next(i for i, t in enumerate(text_lines) if t.startswith("Bidder:"))
    assert found[bidder] == word_help.rules_of("scharwenzel", [("detail", "bidder")])
    assert all(len(rules) < len(every) for i, rules in found.items() if i >= 2)
