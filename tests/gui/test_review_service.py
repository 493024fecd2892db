"""Decisions are judged in a worker thread as they are made, and a rewind drops stale ones."""

from __future__ import annotations

import threading

import engine
from engine.bots import make
from gui.coach.review_analyst import ReviewAnalyst


def _positions(count: int):
    """(position before, move, history index) of seat 0's first ``count`` decisions."""
    state = engine.game("tausendundeins").new_game(seed=4)
    bot = make("random", state.spec, seed=2)
    found = []
    while len(found) < count:
        seat = state.current_player
        move = bot.choose(state, seat).text
        if seat == 0:
            found.append((state.clone(), move, len(state.history)))
        state.apply(move)
    return found


def test_each_decision_is_judged_off_the_gui_thread(qtbot) -> None:
    analyst = ReviewAnalyst(iterations=60)
    positions = _positions(2)
    with qtbot.waitSignal(analyst.idle, timeout=60000):
        for position, move, index in positions:
            analyst.submit(position, move, index, seed=1)
    assert sorted(analyst.reviews) == [i for _p, _m, i in positions]
    for position, move, index in positions:
        review = analyst.reviews[index]
        assert review.played == move
        assert review.best in [a.text for a in position.legal_actions()]
    assert threading.get_ident() not in analyst.worker_threads
    analyst.shutdown()


def test_a_rewind_forgets_the_verdicts_after_it(qtbot) -> None:
    analyst = ReviewAnalyst(iterations=40)
    positions = _positions(3)
    with qtbot.waitSignal(analyst.idle, timeout=60000):
        for position, move, index in positions:
            analyst.submit(position, move, index, seed=1)
    cut = positions[1][2]
    analyst.forget_from(cut)
    assert sorted(analyst.reviews) == [positions[0][2]]
    analyst.shutdown()
