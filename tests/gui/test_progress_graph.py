"""A progress graph says what runs left to right, its labels stay off its title, and a
negative number carries the true minus sign (found by the real-window play-test of issue 43)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics

import i18n
from engine.coach.progress import running
from gui.coach.progress_graph import ProgressGraph
from gui.numbers import MINUS, decimal


@pytest.fixture
def graph(qtbot) -> ProgressGraph:
    widget = ProgressGraph()
    widget.title = "Your score minus par (luck taken out)"
    widget.set_points(running([-7.94, 3.0, -2.5, 12.0, -4.0]))
    widget.resize(320, 150)
    qtbot.addWidget(widget)
    return widget


def test_the_deals_are_numbered_under_the_graph(graph) -> None:
    plan = graph.plan(QFontMetrics(graph.font()))
    texts = [label.text for label in plan.deals]
    assert texts[:2] == ["1", "5"] and "your deals" in texts
    first, last = plan.deals[0].rect, plan.deals[1].rect
    assert first.top() >= plan.area.bottom() and last.top() >= plan.area.bottom()
    assert first.center().x() < last.center().x()
    assert all(label.rect.bottom() <= graph.height() for label in plan.deals)


@pytest.mark.parametrize("size", [(320, 150), (180, 110), (900, 260)])
def test_no_label_overlaps_the_title_or_another(graph, size) -> None:
    graph.resize(*size)
    plan = graph.plan(QFontMetrics(graph.font()))
    labels = [label.rect for label in (*plan.values, *plan.deals)]
    assert labels, "the graph has points: it has labels"
    for i, rect in enumerate(labels):
        assert not rect.intersects(plan.title)
        assert not any(rect.intersects(other) for other in labels[i + 1 :])


def test_the_value_axis_writes_a_true_minus_sign(graph) -> None:
    plan = graph.plan(QFontMetrics(graph.font()))
    low = plan.values[-1].text
    assert low.startswith(MINUS) and "-" not in low


@pytest.mark.parametrize("language", ["en", "de", "pl"])
def test_every_shown_number_has_the_true_minus_sign(qapp, language) -> None:
    i18n.install(qapp, language)
    point = "." if language == "en" else ","
    assert decimal(-7.94) == f"{MINUS}7{point}9"
    assert decimal(-2.5, 1, signed=True) == f"{MINUS}2{point}5"
    assert decimal(3.0, 1, signed=True) == f"+3{point}0"
    # A value that rounds to zero is no negative number.
    assert decimal(-0.04, 1, signed=True) == f"+0{point}0"
