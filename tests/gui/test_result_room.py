"""The result panel with par and accuracy covers no player at 1024×600 (issue 43): in every
Scharwenzel and Kaschlan player count, in Polish (the longest words), also when par arrives
after the panel was placed (it grows and is placed again)."""

from __future__ import annotations

import json
import random

import pytest

import engine
from engine.coach.accuracy import Accuracy
from engine.coach.par import Par
from engine.coach.plays import play_of
from gui.language import Language
from gui.main_window import MainWindow


def last_move_is_mine(game: str, players: int, seed: int) -> tuple[engine.GameState, str]:
    """A random first deal just before its last move, which is seat 0's (the person's)."""
    spec = engine.game(game)
    while True:
        state = spec.new_game(players=players, seed=seed)
        rng = random.Random(seed)
        while True:
            move = rng.choice(state.legal_actions()).text
            probe = engine.load(state.to_json())
            probe.apply(move)
            if probe.deal_over:
                break
            state.apply(move)
        if state.current_player == 0:
            return engine.load(json.dumps(json.loads(state.to_json()))), move
        seed += 1


def _par(game: str, unit: str) -> Par:
    if unit == "marks":
        return Par(game, 0, 0, unit, -1.0, -3.0, 1.24, 8, (-2.0, -4.0) * 4)
    return Par(game, 0, 0, unit, -12.25, 3.5, 1.24, 8, (2.5, 4.5) * 4)


@pytest.mark.parametrize(
    ("game", "players"),
    [("scharwenzel", n) for n in (4, 6, 8)] + [("kaschlan", n) for n in (2, 3, 4, 5)],
)
def test_the_result_panel_with_par_covers_no_player_at_1024x600(
    window: MainWindow, qtbot, qapp, game: str, players: int
) -> None:
    Language(qapp, window.settings, parent=window)
    window.settings.set_language("pl")
    window.resize(1024, 600)
    state, last = last_move_is_mine(game, players, seed=3)
    c = window.controller
    c.resume(state, [None] + ["random"] * (players - 1))
    c.play(last)
    panel = window.result_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    coach = window.learning.training
    unit = "marks" if game == "kaschlan" else "points"
    key = (c.match_id, 0, play_of(c.state, 0))
    # Par and accuracy arrive after the panel was placed, as from the background replays.
    coach.pars[key] = _par(game, unit)
    coach.accuracies[key] = Accuracy(11, 7, 9.3)
    coach._refresh_panel(c.match_id, 0)
    assert panel.training.isVisible() and "64" in panel.training.text()
    assert "± 1,2" in panel.training.text()  # the figures in Polish numbers, short or not
    shown = panel.geometry()
    assert window.view.rect().contains(shown)
    for rect in window.scene.player_rects():
        plate = window.view.mapFromScene(rect).boundingRect()
        assert not shown.intersects(plate), (shown.getRect(), plate.getRect())
