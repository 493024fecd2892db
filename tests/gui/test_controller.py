"""The controller: bots in workers, undo, illegal moves, resuming a saved match."""

from __future__ import annotations

import json
import random

from PySide6.QtCore import Qt

import engine
from gui.controller import GameController
from gui.interaction import parse
from gui.storage.saves import read_save, save_game
from gui.window_hooks import MenuEntries
from tests.gui.conftest import click_card, perform, start, visible_point, wait_for_person


def test_bots_never_think_on_the_gui_thread(qtbot):
    c = GameController(0)
    c.new_game("kaschlan", 4, {}, 3, ["random", "random", "random"])
    # Seat 0 is a bot too here: the whole first moves come from workers.
    c.levels[0] = "random"
    c._advance()
    qtbot.waitUntil(lambda: len(c.state.history) >= 6, timeout=10000)
    assert c.bot_threads
    assert c.gui_thread not in c.bot_threads
    c.shutdown()


def test_undo_restores_the_previous_decision_point(window, qtbot):
    start(window, qtbot, "chapanka", seed=4)
    c = window.controller
    rng = random.Random(2)
    for _ in range(3):  # get into the deal a little
        perform(window, qtbot, rng.choice(c.legal_texts()))
        wait_for_person(window, qtbot)
    before_obs = c.observation()
    before_legal = c.legal_texts()
    before_len = len(c.state.history)
    perform(window, qtbot, rng.choice(before_legal))
    qtbot.waitUntil(lambda: len(c.state.history) > before_len, timeout=5000)
    wait_for_person(window, qtbot)
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: len(c.state.history) == before_len, timeout=5000)
    assert c.observation() == before_obs
    assert c.legal_texts() == before_legal
    assert window.input.turn is not None


def test_illegal_click_is_refused_with_the_reason(window, qtbot):
    c = window.controller
    rng = random.Random(9)
    for seed in range(1, 40):
        start(window, qtbot, "chapanka", seed=seed)
        for _ in range(40):
            if c.state.current_player is None:
                break
            turn = window.input.turn
            dimmed = [code for code in turn.hand if not turn.playable(code)]
            if dimmed and any(a.verb == "play" for a in turn.legal):
                history = list(c.state.history)
                obs = c.observation()
                click_card(window, qtbot, dimmed[0])
                message = window.statusBar().currentMessage()
                assert message, "no reason shown"
                try:
                    c.state.clone().apply(f"play {dimmed[0]}")
                except engine.IllegalAction as exc:
                    assert message == str(exc)
                assert c.state.history == history
                assert c.observation() == obs
                return
            perform(window, qtbot, rng.choice(c.legal_texts()))
            wait_for_person(window, qtbot)
    raise AssertionError("never found a card that may not be played")


def test_not_your_turn_is_refused(qtbot):
    c = GameController(0)
    messages: list[str] = []
    c.error.connect(messages.append)
    c.play("play AS")
    assert messages


def test_save_and_resume_round_trip(window, qtbot, tmp_path):
    """A match saved through gui.storage.saves continues with the same moves, levels and
    bot seeds after ``resume`` (the path Ctrl+S / Ctrl+O take via gui.persistence)."""
    start(window, qtbot, "tausendundeins", seed=8)
    c = window.controller
    rng = random.Random(1)
    for _ in range(3):
        perform(window, qtbot, rng.choice(c.legal_texts()))
        wait_for_person(window, qtbot)
    levels = list(c.levels)
    seeds = [None if level is None else 4240 + seat for seat, level in enumerate(levels)]
    path = save_game(tmp_path, "match", c.state, levels, seeds)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["meta"]["game"] == "tausendundeins" and saved["state"]["game"] == "tausendundeins"
    assert not list(tmp_path.glob(".*.tmp"))
    history = list(c.state.history)
    c.new_game("kaschlan", 3, {}, 1, "random")
    wait_for_person(window, qtbot)
    state, meta = read_save(path)
    assert meta.levels == levels and meta.bot_seeds == seeds and seeds[1] == 4241
    c.resume(state, meta.levels, meta.bot_seeds)
    wait_for_person(window, qtbot)
    assert c.state.spec.id == "tausendundeins" and c.levels == levels
    assert c.state.history[: len(history)] == history
    assert c.bot_seed(1) == 4241


def test_without_storage_save_and_open_are_disabled(window, qtbot):
    """Files are only read and written through gui.persistence; without it nothing opens."""
    assert window.persistence is None
    assert not window.act_open.isEnabled() and not window.act_save.isEnabled()
    start(window, qtbot, "chapanka", seed=2)
    assert not window.act_save.isEnabled()
    window.open_game()
    window.save_game()  # no file dialog, no error: there is nowhere to save to

    class Storage:
        autosave_enabled = False

        def __init__(self) -> None:
            self.calls: list[str] = []

        def menu_entries(self) -> MenuEntries:
            return MenuEntries()

        def open_game(self) -> None:
            self.calls.append("open")

        def save_game(self) -> None:
            self.calls.append("save")

    storage = Storage()
    window.use_storage(storage)
    assert window.act_open.isEnabled() and window.act_save.isEnabled()
    window.act_open.trigger()
    window.act_save.trigger()
    assert storage.calls == ["open", "save"]
    window.use_storage(None)


def test_hint_highlights_the_suggested_card(window, qtbot):
    start(window, qtbot, "tausendundeins", seed=3)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=30000) as blocker:
        window.act_hint.trigger()
    action = blocker.args[0]
    assert action in window.controller.legal_texts()
    cards = parse(action).cards
    assert window.input.hinted == set(cards)
    if cards:
        assert window.scene.item(cards[0]).hinted
    assert "Hint" in window.statusBar().currentMessage()
    assert window.controller.gui_thread not in window.controller.bot_threads


def test_keyboard_plays_a_card(window, qtbot):
    c = window.controller
    rng = random.Random(4)
    start(window, qtbot, "chapanka", seed=2)
    for _ in range(30):
        turn = window.input.turn
        if turn is not None and any(a.verb == "play" for a in turn.legal):
            break
        perform(window, qtbot, rng.choice(c.legal_texts()))
        wait_for_person(window, qtbot)
    turn = window.input.turn
    hand = turn.hand
    target = next(code for code in hand if turn.playable(code))
    window.view.setFocus()
    index = hand.index(target)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # focus the first card
    for _ in range(index):
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.input.focus == target
    assert window.scene.item(target).focused
    before = len(c.state.history)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=3000)
    assert c.state.history[before] == (0, f"play {target}")


def test_kaschlan_beat_by_dragging_a_card_onto_the_table_card(window, qtbot):
    c = window.controller
    rng = random.Random(3)
    for seed in range(1, 30):
        start(window, qtbot, "kaschlan", players=2, seed=seed)
        for _ in range(60):
            if c.state.current_player is None:
                break
            beats = [t for t in c.legal_texts() if t.startswith("beat ")]
            if beats:
                _verb, target, card = beats[0].split()
                start_pt = visible_point(window, card)
                end_pt = window.view.mapFromScene(
                    window.scene.item(target).sceneBoundingRect().center()
                )
                viewport = window.view.viewport()
                before = len(c.state.history)
                qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start_pt)
                for step in range(1, 6):
                    qtbot.mouseMove(viewport, start_pt + (end_pt - start_pt) * step / 5)
                qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end_pt)
                qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=3000)
                assert c.state.history[before][0] == 0
                assert c.state.history[before][1].startswith(f"beat {target} ")
                return
            perform(window, qtbot, rng.choice(c.legal_texts()))
            wait_for_person(window, qtbot)
    raise AssertionError("the person never had to beat a card")
