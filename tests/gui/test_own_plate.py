"""The person's name plate stays put (play-test at 1024×600, Polish Scharwenzel lesson 2): on
the person's turn it sat beside a hand squeezed to half-card steps with the right third of
the table empty, on the others' turns above the hand, touching Anna's plate, and the hand
re-fanned every turn."""

from __future__ import annotations

import random
from typing import Any

import i18n
from gui.main_window import MainWindow
from gui.table.hands import HAND_FAN
from gui.table.seat_layer import PLATE_GAP
from tests.gui.conftest import wait_for_person


def test_the_person_s_plate_keeps_its_place_clear_of_the_others(
    window: MainWindow, qtbot, qapp
) -> None:
    i18n.install(qapp, "pl")
    window.resize(1024, 600)
    scene = window.scene
    seen: list[tuple[Any, ...]] = []

    def look(obs: dict) -> None:
        mine = scene.plates.get(scene.seats.me)
        if mine is None or obs.get("phase") != "play":
            return
        box = mine.sceneBoundingRect().adjusted(4, 4, -4, -4)  # the drawn box
        for seat, other in scene.plates.items():
            if seat != scene.seats.me:
                near = other.sceneBoundingRect().adjusted(4, 4, -4, -4)
                grown = near.adjusted(-PLATE_GAP + 1, -PLATE_GAP + 1, PLATE_GAP - 1, PLATE_GAP - 1)
                assert not box.intersects(grown), (obs.get("current_player"), box, near)
        xs = scene.hands.laid_out_xs()
        step = xs[1] - xs[0] if len(xs) > 1 else None
        seen.append((obs.get("current_player"), round(box.y()), step))

    scene.observation_shown.connect(look)
    assert window.learning.start_guided("scharwenzel", "random")
    window.learning._start_lesson(1)  # lesson 2: playing for the partner, four players
    c = window.controller
    rng = random.Random(1)
    while not c.state.deal_over:
        wait_for_person(window, qtbot)
        if c.state.deal_over:
            break
        before = len(c.state.history)
        c.play(rng.choice(c.legal_texts()))
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
    assert {turn for turn, _y, _s in seen} >= {0, 1, 2, 3}, seen
    # One place, whoever's turn it is.
    assert len({y for _t, y, _s in seen}) == 1, seen
    # The fan as open as the table allows, never half-card steps.
    card_w = scene.geo.card_w
    assert all(s is None or s >= card_w * HAND_FAN * 0.95 for _t, _y, s in seen), seen
