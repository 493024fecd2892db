"""The match graph: running totals per side drawn from the score sheet's deal results."""

from __future__ import annotations

from PySide6.QtGui import QColor

from gui.match_graph import SIDE_COLOURS, MatchGraph, Series, nice_step, series_from_results


def _results(*totals: list[float]) -> list[dict]:
    return [{"scores": [], "totals": list(t)} for t in totals]


def test_series_start_at_zero_and_follow_the_totals_of_each_column() -> None:
    results = _results([10, -5, 0, 0], [25, -5, 3, 0])
    # Partners share one column: the sheet reads seat 0 for team 1 and seat 1 for team 2.
    series = series_from_results(results, [("Us", 0), ("Them", 1)])
    assert series == [Series("Us", (0.0, 10.0, 25.0)), Series("Them", (0.0, -5.0, -5.0))]


def test_grid_steps_are_round_numbers() -> None:
    assert nice_step(100) == 50
    assert nice_step(7) == 2
    assert nice_step(0.3) == 0.1
    assert nice_step(1234) == 500


def test_higher_total_is_drawn_higher_and_in_its_side_colour(qtbot) -> None:
    graph = MatchGraph()
    qtbot.addWidget(graph)
    graph.resize(320, 200)
    graph.set_series([Series("Anna", (0, 30, 60)), Series("Ben", (0, -20, -10))])
    assert graph.deals() == 2
    # Screen y grows downwards: the leader's last point is above the other's.
    assert graph.point(0, 2).y() < graph.point(1, 2).y()
    # Later deals lie further right.
    assert graph.point(0, 1).x() < graph.point(0, 2).x()
    image = graph.grab().toImage()
    point = graph.point(0, 2).toPoint()
    found = {
        image.pixelColor(point.x() + dx, point.y() + dy).name()
        for dx in range(-2, 3)
        for dy in range(-2, 3)
    }
    assert QColor(SIDE_COLOURS[0]).name() in found


def test_the_points_stay_inside_the_widget_for_many_players(qtbot) -> None:
    graph = MatchGraph()
    qtbot.addWidget(graph)
    graph.resize(230, 180)
    names = ["You", "Anna", "Bartosz", "Clara", "Dieter"]
    graph.set_series([Series(n, (0, i * 7 - 10, i * -3 + 4)) for i, n in enumerate(names)])
    rect = graph.rect()
    for side in range(5):
        for deal in range(3):
            assert rect.contains(graph.point(side, deal).toPoint())
    # The wrapped legend leaves the lines their own space.
    assert graph.plot_rect().bottom() < graph.height() - 2 * graph.fontMetrics().height()


def test_screen_readers_hear_the_totals(qtbot) -> None:
    graph = MatchGraph()
    qtbot.addWidget(graph)
    graph.set_series([Series("You", (0, 12)), Series("Anna", (0, -12))], lower_is_better=True)
    description = graph.accessibleDescription()
    assert "You 12" in description and "Anna -12" in description
    assert "Lower totals are better." in description
