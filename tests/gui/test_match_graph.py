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


def test_sides_with_equal_totals_are_drawn_side_by_side_not_one_over_the_other(qtbot) -> None:
    graph = MatchGraph()
    qtbot.addWidget(graph)
    graph.resize(320, 200)
    # Anna and Bruno are level all match; Clara is apart after the first deal.
    graph.set_series(
        [
            Series("Anna", (0, 10, 20)),
            Series("Bruno", (0, 10, 20)),
            Series("Clara", (0, -10, -20)),
        ]
    )
    for deal in (1, 2):
        anna, bruno = graph.point(0, deal), graph.point(1, deal)
        assert anna.x() == bruno.x()
        assert abs(anna.y() - bruno.y()) >= 2.5  # at least a line's width apart
    # A side not tied is drawn at its exact height.
    rect = graph.plot_rect()
    low, high = graph._value_ticks()[1]
    exact = rect.bottom() - rect.height() * (-20 - low) / (high - low)
    assert graph.point(2, 2).y() == exact
    # Both tied lines can be seen in the picture.
    image = graph.grab().toImage()
    middle = (graph.point(0, 1) + graph.point(0, 2)) / 2
    mid_bruno = (graph.point(1, 1) + graph.point(1, 2)) / 2
    seen = set()
    for point in (middle, mid_bruno):
        seen |= {
            image.pixelColor(int(point.x()), int(point.y()) + dy).name() for dy in range(-1, 2)
        }
    assert QColor(SIDE_COLOURS[0]).name() in seen
    assert QColor(SIDE_COLOURS[1]).name() in seen


def test_the_empty_graph_wraps_its_note_instead_of_cutting_it_off(qtbot) -> None:
    graph = MatchGraph()
    qtbot.addWidget(graph)
    # The Polish note in a dock narrower than the line it makes in one piece.
    note = "Wykres zaczyna się po pierwszym rozdaniu."
    graph.tr = lambda _text, *_count: note  # type: ignore[method-assign]
    width = graph.fontMetrics().horizontalAdvance(note) * 2 // 3
    graph.resize(width, 160)
    graph.set_series([])
    image = graph.grab().toImage()
    background = image.pixelColor(width // 2, 2)
    inked = [
        x
        for x in range(width)
        if any(image.pixelColor(x, y) != background for y in range(image.height()))
    ]
    assert inked, "the note is drawn"
    assert min(inked) > 0 and max(inked) < width - 1, "no letter runs into the edge"
