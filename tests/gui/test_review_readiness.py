"""The review's deeper look runs whenever no bot searches: paused from the moment a bot starts
thinking, running again as soon as it has chosen, through the move delay before its move is
shown (issue 30, item 1: the verdicts are ready when the deal ends)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from gui.main_window import MainWindow
from tests.gui.conftest import shown_window, start, wait_for_person


@pytest.fixture
def slow_window(qtbot) -> Iterator[MainWindow]:
    # A long move delay (the "slow" speed): a bot's move is shown a second after it chose.
    yield from shown_window(
        qtbot, {"animation_speed": "slow", "review_analysis": False, "trick_hold": "none"}
    )


def test_the_background_waits_for_a_bot_s_search_and_not_for_its_move_delay(
    slow_window, qtbot
) -> None:
    window = slow_window
    controller = window.controller
    service = window.learning.service
    # (what happened, the background paused then, a bot searching then)
    seen: list[tuple[str, bool, bool]] = []

    def note(what: str) -> None:
        seen.append((what, service.paused, controller.searching))

    controller.bot_thinking.connect(lambda _seat: note("thinking"))
    controller.bot_search_ended.connect(lambda: note("chosen"))
    controller.action_applied.connect(lambda seat, _t: note("bot moved") if seat else None)
    start(window, qtbot, "scharwenzel", seed=3)
    rng = random.Random(3)
    while sum(what == "bot moved" for what, _p, _s in seen) < 3:
        assert controller.state.current_player is not None, "the deal ended too soon"
        controller.play(rng.choice(controller.legal_texts()))
        wait_for_person(window, qtbot, timeout=30000)
    thinking = [(p, s) for what, p, s in seen if what == "thinking"]
    moved = [(p, s) for what, p, s in seen if what == "bot moved"]
    assert thinking and all(paused and searching for paused, searching in thinking)
    # Each bot's move is shown a second after its search ended: the background ran meanwhile.
    assert moved and all(not paused and not searching for paused, searching in moved)
