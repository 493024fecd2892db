"""The result panel follows a language switch in every word, the seats' names included."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from gui import names
from gui.language import Language
from gui.main_window import MainWindow
from tests.gui.conftest import play_deal, start


def _headers(window: MainWindow) -> list[str]:
    model = window.result_panel.model
    return [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]


def test_the_result_columns_name_you_in_the_new_language(window, qtbot, qapp) -> None:
    Language(qapp, window.settings, parent=window)
    start(window, qtbot, "tausendundeins", players=2, seed=3)
    play_deal(window, qtbot, random.Random(3))
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    you_en = names.default_seat_names(2)[0]
    assert you_en in _headers(window)
    window.settings.set_language("de")
    qtbot.waitUntil(lambda: window.seat_names[0] != you_en, timeout=3000)
    you_de = window.seat_names[0]
    assert you_de in _headers(window), _headers(window)
    assert you_en not in _headers(window)


def test_the_match_graph_names_the_sides_in_the_new_language(window, qtbot, qapp) -> None:
    """Found by a Tab round of the window in Polish: the graph's legend under the score sheet
    still said "You" (it was redrawn before the seats were renamed)."""
    Language(qapp, window.settings, parent=window)
    start(window, qtbot, "tausendundeins", players=2, seed=3)
    play_deal(window, qtbot, random.Random(3))
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    you_en = names.default_seat_names(2)[0]
    assert you_en in [s.name for s in window.learning.graph.series()]
    window.settings.set_language("pl")
    qtbot.waitUntil(lambda: window.seat_names[0] != you_en, timeout=3000)
    legend = [s.name for s in window.learning.graph.series()]
    assert legend == [header for header, _seat in window.score.columns()]
    assert window.seat_names[0] in legend, legend
