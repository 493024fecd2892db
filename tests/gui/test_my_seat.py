"""The person may sit at any seat (issue 34: a network player is seated where the host put
them): the controller shows that seat's observation and turn, and the table draws that seat
at the bottom with the others following it in seat order, clockwise (bottom, left, top,
right)."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from gui.main_window import MainWindow
from gui.table.layout import geometry_for
from tests.gui.conftest import shown_window, wait_for_person


@pytest.fixture
def seated(qtbot) -> Iterator[MainWindow]:
    """A window whose person sits at seat 2 of a four-seat Scharwenzel."""
    for win in shown_window(
        qtbot, {"animation_speed": "off", "review_analysis": False, "trick_hold": "none"}
    ):
        win.controller.my_seat = 2
        win.controller.new_game("scharwenzel", 4, {}, 5, ["random", "random", None, "random"])
        wait_for_person(win, qtbot)
        yield win


def test_geometry_turns_the_table_to_the_bottom_seat() -> None:
    g = geometry_for(1280, 800, 4, bottom=2)
    assert [g.place(s) for s in range(4)] == [2, 3, 0, 1]
    bottom = g.seat_anchor(2)
    left, top, right = g.seat_anchor(3), g.seat_anchor(0), g.seat_anchor(1)
    assert bottom == geometry_for(1280, 800, 4).seat_anchor(0)
    assert left[0] < bottom[0] < right[0]
    assert top[1] < left[1] < bottom[1]
    assert top[1] < right[1] < bottom[1]
    assert g.seat_direction(2) == (0.0, 1.0)
    # The trick card of the bottom seat lies below the middle, the top seat's above it.
    middle_of = {s: g.trick_position(s)[1] + g.table_h / 2 for s in (0, 2)}
    assert middle_of[2] > g.center[1] > middle_of[0]


def test_controller_speaks_for_its_seat(seated: MainWindow) -> None:
    c = seated.controller
    obs = c.observation()
    assert obs is not None and obs["seat"] == 2
    assert obs["hand"] == c.state.observation(2)["hand"]
    if c.state.current_player == 2:
        assert c.is_human_turn()
        assert c.legal_texts() == [a.text for a in c.state.legal_actions()]
    else:
        assert not c.is_human_turn() and c.legal_texts() == []


def test_table_draws_seat_two_at_the_bottom(seated: MainWindow) -> None:
    scene = seated.scene
    obs = seated.controller.observation()
    assert scene.me == 2
    # The hand at the bottom is seat 2's: its face-up cards are the observation's hand.
    hand_items = [scene.item(code) for code in obs["hand"]]
    assert all(item is not None and item.code == item.key for item in hand_items)
    hand_top = min(item.pos().y() for item in hand_items if item is not None)
    assert hand_top == pytest.approx(scene.geo.hand_top, abs=scene.geo.card_h * 0.25)
    # Nobody's face-down fan is drawn for seat 2; the other three have one each.
    backs = {key.split(":")[0] for key in scene.cards if key.startswith("back")}
    assert backs == {"back0", "back1", "back3"}
    # The name plates: seat 2 lowest, then clockwise seat 3 (left), 0 (top), 1 (right).
    centre = {s: scene.plates[s].sceneBoundingRect().center() for s in range(4)}
    assert centre[2].y() == max(p.y() for p in centre.values())
    assert centre[0].y() == min(p.y() for p in centre.values())
    assert centre[3].x() < centre[0].x() < centre[1].x()
    cx, cy = scene.geo.center
    angles = [math.atan2(centre[s].y() - cy, centre[s].x() - cx) for s in (2, 3, 0, 1)]
    # In screen coordinates (y down) clockwise as seen from above is a rising angle here:
    # bottom (+90°) → left (180°) → top (-90°, i.e. 270°) → right (0°, i.e. 360°).
    unwrapped = [a % (2 * math.pi) for a in angles]
    unwrapped = [a if a >= unwrapped[0] else a + 2 * math.pi for a in unwrapped]
    assert unwrapped == sorted(unwrapped)


def test_the_move_log_speaks_to_the_persons_own_seat(qtbot) -> None:
    import random

    import engine
    from gui.coach.learning import log_groups

    st = engine.game("chapanka").new_game(players=4, seed=3, options={})
    rng = random.Random(1)
    for _ in range(12):
        st.apply(rng.choice(st.legal_actions()).text)
    names_ = ["Anna", "Bruno", "You", "Dieter"]
    groups = log_groups("chapanka", st.events(2), names_, "french", "en", me=2)
    lines = [(entry.event, entry.text) for g in groups for entry in g.entries]
    seat_of = {e["index"]: e["seat"] for e in st.events(2)}
    moves = [(i, text) for i, text in lines if not text.startswith(("You draw", "Anna draws"))]
    assert moves
    for index, text in moves:
        assert text.startswith("You ") == (seat_of[index] == 2), text
