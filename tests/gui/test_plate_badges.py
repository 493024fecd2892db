"""A plate with two role badges stays as wide as its name and facts: the badges take a second
row instead (found playing Kaschlan with four at 1024×600 in German: Clara's plate, "Geberin"
and "Verteidigerin" side by side, grew leftwards over the discard pile and its count,
"Ablage: 8" unreadable under it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSizeF

import i18n
from gui.main_window import MainWindow
from gui.table.nameplate import NamePlate
from tests.gui.conftest import wait_for_person


def _box(item) -> QRectF:
    return QRectF(item.pos(), QSizeF(*item.size))


@pytest.mark.parametrize("language", ["en", "de", "pl"])
def test_a_side_seats_two_roles_leave_the_discard_pile_free(
    window: MainWindow, qtbot, qapp, language
) -> None:
    i18n.install(qapp, language)
    window.controller.new_game("kaschlan", 4, {}, 1, "random")
    wait_for_person(window, qtbot)
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.size().width() == 1024, timeout=5000)
    window.view.fit_scene()
    obs = dict(window.controller.state.observation(0))
    right = 3  # the seat drawn at the right of the person at a table of four
    roles = [list(r) for r in obs.get("roles") or [[] for _ in range(4)]]
    roles[right] = ["dealer", "defender"]
    obs["roles"] = roles
    obs["talon"] = 16
    scene = window.scene
    scene.set_observation(obs)
    plate = scene.plates[right]
    assert len(plate.badges) == 2, plate.badges
    pile = scene.item("talon:0")
    assert pile is not None and pile.isVisible()
    chip = scene.talon_chip
    assert chip.isVisible() and chip.text, chip.text
    box = _box(plate)
    assert not box.intersects(pile.sceneBoundingRect()), (box, pile.sceneBoundingRect())
    assert not box.intersects(chip.sceneBoundingRect()), (box, chip.sceneBoundingRect())


def test_badges_wrap_to_the_width_of_name_and_facts(qapp) -> None:
    one = NamePlate(0)
    one.set_content("Clara", ["Dealer"], "5 cards · score 0", False, False, None, 14.0)
    two = NamePlate(0)
    two.set_content(
        "Clara", ["Geberin", "Verteidigerin"], "5 cards · score 0", False, False, None, 14.0
    )
    assert two.badge_rows == [["Geberin"], ["Verteidigerin"]]
    assert two.size[0] <= max(one.size[0], two.badge_widest + two.font_px * 1.2) + 0.5
    assert two.size[1] > one.size[1]  # one more row, grown upwards like wrapped facts
    assert two.wrapped_extra > one.wrapped_extra
    # Badges that fit beside each other stay on one row.
    wide = NamePlate(0)
    wide.set_content("Anna", ["A", "B"], "10 cards · tricks 1 · score 0", False, False, None, 14.0)
    assert wide.badge_rows == [["A", "B"]]
