"""Scharwenzel's result panel keeps its legend (issue #45 item 25): with eight rows it went
compact and dropped every row's meaning, and a deal of 4 points but 0 in "This deal" gave no
reason; now the other details make room first, and the Points row says why."""

from __future__ import annotations

import random

from engine.games import scharwenzel as sw
from gui.main_window import MainWindow
from tests.gui.conftest import play_deal, start


def test_scharwenzel_result_shows_what_each_row_counts(window: MainWindow, qtbot) -> None:
    start(window, qtbot, "scharwenzel", players=4, seed=3)
    play_deal(window, qtbot, random.Random(3))
    panel = window.result_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert panel.explain.isVisible(), "no legend under the figures"
    legend = panel.explain.text().splitlines()
    points = next(line for line in legend if line.startswith("Points:"))
    assert f"reaches {sw.GAME_POINTS} wins a game" in points
    shown = panel.geometry()
    for rect in window.scene.player_rects():
        assert not shown.intersects(window.view.mapFromScene(rect).boundingRect())
