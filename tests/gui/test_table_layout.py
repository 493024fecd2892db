"""The table's layout on small and large windows with the largest hands each game deals.

Why: at 1024×600 the person's name plate, pushed above a long hand, sat on the lower side
seat's plate (Kaschlan with five players, Scharwenzel's lesson at 1024×560), and
Scharwenzel's dealer among six covered the person's last card (issue 45 item 12).
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, QSizeF

import engine
import i18n
from gui.main_window import MainWindow
from tests.gui.conftest import wait_for_person

#: (game, players, options, the largest hand the person may hold at that table).
LARGEST_HANDS = [
    ("kaschlan", 2, {"pack": 52}, 18),
    ("kaschlan", 5, {}, 12),
    ("tausendundeins", 2, {}, 12),
    ("tausendundeins", 3, {"mode": "russeln"}, 10),
    ("bolachen", 3, {}, 12),
    ("scharwenzel", 4, {}, 8),
    ("scharwenzel", 6, {}, 6),
    ("scharwenzel", 8, {}, 4),
    ("chapanka", 4, {}, 12),
]
SIZES = [(1024, 520), (1024, 600), (1600, 1000)]
SUITS = "CDHS"
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")


def _plate_box(plate) -> QRectF:
    return QRectF(plate.pos(), QSizeF(*plate.size))


def _with_hand(obs: dict, size: int) -> dict:
    """``obs`` with the person holding ``size`` cards (their own first) and every other
    seat as many: the largest hands the game deals, drawn on today's table."""
    own = list(obs["hand"])
    more = [r + s for s in SUITS for r in RANKS if r + s not in own]
    shown = dict(obs)
    shown["hand"] = (own + more)[:size]
    shown["hand_sizes"] = [size] * int(obs["players"])
    shown["table"] = []
    return shown


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize(("game", "players", "options", "hand"), LARGEST_HANDS)
def test_no_name_plate_covers_another_or_the_hand(
    window: MainWindow, qtbot, qapp, language, game, players, options, hand
) -> None:
    if language != "en":
        i18n.install(qapp, language)
    window.controller.new_game(game, players, dict(options), 1, "random")
    wait_for_person(window, qtbot)
    obs = _with_hand(dict(window.controller.state.observation(0)), hand)
    scene = window.scene
    for size in SIZES:
        window.resize(*size)
        qtbot.waitUntil(lambda s=size: window.size().width() == s[0], timeout=5000)
        window.view.fit_scene()
        scene.set_observation(obs)
        plates = {seat: _plate_box(p) for seat, p in scene.plates.items() if p.isVisible()}
        assert len(plates) == players, (size, plates)
        for (a, box_a), (b, box_b) in itertools.combinations(plates.items(), 2):
            assert not box_a.intersects(box_b), (size, engine.game(game).id, a, b, box_a, box_b)
        cards = [scene.item(code).sceneBoundingRect() for code in obs["hand"]]
        area = scene.sceneRect()
        assert all(area.contains(card) for card in cards), (size, area, cards)
        for seat, box in plates.items():
            assert not any(box.intersects(card) for card in cards), (size, seat, box, cards[:3])
        # Each card shows at least a quarter of itself: its rank and suit stay readable.
        lefts = sorted(card.left() for card in cards)
        steps = [b - a for a, b in itertools.pairwise(lefts)]
        assert min(steps) >= cards[0].width() * 0.25 - 0.5, (size, steps)


def test_the_keys_hint_takes_at_most_two_lines_at_1024(window: MainWindow, qtbot) -> None:
    """The strip under the table gave its words two sevenths of its width: beside one button
    the keys hint took three lines at 1024×600 (and the empty table's words too)."""
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.size().width() == 1024, timeout=5000)
    window.controller.new_game("scharwenzel", 4, {}, 1, "random")
    wait_for_person(window, qtbot)
    prompt = window.panel.prompt
    assert prompt.text().startswith("Keys:"), prompt.text()
    qtbot.waitUntil(lambda: prompt.height() <= prompt.fontMetrics().lineSpacing() * 2 + 6)


def test_six_polish_bid_buttons_fit_a_1024_screen(window: MainWindow, qtbot, qapp) -> None:
    """Four Polish Brand bids a row made the window 1070 px wide at 1024×600."""
    from tests.gui.coach_fakes import FakeAnalyst

    i18n.install(qapp, "pl")
    window.learning.service.use_analyst(FakeAnalyst())
    window.resize(1024, 600)
    assert window.learning.start_guided("bolachen", "random")
    wait_for_person(window, qtbot)
    window.controller.play("claim")
    c = window.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and len(c.legal_texts()) == 6, timeout=10000)
    qtbot.waitUntil(lambda: len(window.panel.buttons) == 6)
    window.resize(1024, 600)
    assert window.minimumSizeHint().width() <= 1024
    qtbot.waitUntil(lambda: window.width() == 1024, timeout=5000)
    # The buttons are laid out after the window's resize is handled (a full run on a busy
    # machine once read them a step early): wait for the layout, never past 5 s.
    qtbot.waitUntil(
        lambda: all(
            b.isVisible() and b.width() >= b.sizeHint().width() for b in window.panel.buttons
        ),
        timeout=5000,
    )
