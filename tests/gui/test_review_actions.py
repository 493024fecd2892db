"""The review's way back into the game, played in the real window (issue 31, item 13): a whole
deal played through the widgets, its result, the review opened from the result panel, then
"Replay this deal" or Undo — and the deal played on to a result counted once."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gui.coach.review_window import ReviewWindow
from gui.main_window import MainWindow
from tests.gui.conftest import play_deal, start, wait_for_person


def _finish_deal(window: MainWindow, qtbot, seed: int) -> None:
    play_deal(window, qtbot, random.Random(seed))
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)


def _open_review(window: MainWindow, qtbot) -> ReviewWindow:
    qtbot.mouseClick(window.result_panel.review_button, Qt.MouseButton.LeftButton)
    review = window.learning.review
    assert isinstance(review, ReviewWindow) and review.isVisible()
    return review


def test_replay_this_deal_deals_the_same_cards_again_and_counts_the_deal_once(
    window, qtbot
) -> None:
    start(window, qtbot, "tausendundeins", seed=11)
    c = window.controller
    deal_no = c.state.deal_no
    start_index = c.state.deal_starts[deal_no]
    dealt = c.state.clone()
    dealt.rewind_to(start_index)
    _finish_deal(window, qtbot, 11)
    assert len(c.results) == 1
    review = _open_review(window, qtbot)
    qtbot.mouseClick(review.replay_button, Qt.MouseButton.LeftButton)
    assert not review.isVisible()
    # Back at the start of that deal with the same cards; its result is gone again.
    assert c.state.deal_no == deal_no and not c.state.deal_over
    assert len(c.state.history) == start_index
    assert sorted(c.state.hand(0)) == sorted(dealt.hand(0))
    assert c.results == []
    assert not window.result_panel.isVisible()
    wait_for_person(window, qtbot)
    # The replayed deal is played out through the window and counted once.
    _finish_deal(window, qtbot, 12)
    assert len(c.results) == 1 and c.state.deal_no == deal_no


def test_undo_after_a_review_takes_back_the_last_decision_and_play_goes_on(window, qtbot) -> None:
    start(window, qtbot, "bolachen", players=3, seed=4)
    c = window.controller
    _finish_deal(window, qtbot, 4)
    assert len(c.results) == 1
    decision = c.state.last_decision(0)
    assert decision is not None
    review = _open_review(window, qtbot)
    review.close()
    QApplication.processEvents()
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    # The person's last decision is to be made again; the deal's result is taken back.
    assert len(c.state.history) == decision
    assert not c.state.deal_over and c.results == []
    assert not window.result_panel.isVisible()
    wait_for_person(window, qtbot)
    assert c.is_human_turn()
    assert window.input.turn is not None and window.input.turn.legal
    _finish_deal(window, qtbot, 5)
    assert len(c.results) == 1


def test_replay_this_deal_takes_the_deal_off_the_match_graph_at_once(window, qtbot) -> None:
    """The graph under the score sheet follows the rewound match, not the next deal's end:
    the replayed deal's old result left the sheet but stayed on the graph."""
    start(window, qtbot, "tausendundeins", seed=11)
    graph = window.learning.graph
    _finish_deal(window, qtbot, 11)
    assert graph.deals() == 1
    review = _open_review(window, qtbot)
    qtbot.mouseClick(review.replay_button, Qt.MouseButton.LeftButton)
    assert window.controller.results == []
    assert graph.deals() == 0
