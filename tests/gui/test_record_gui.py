"""The table takes trick ends, trick winners, face-down moves, undo and the result history
from the engine's match record, never from comparing observations."""

from __future__ import annotations

import random

import engine
from gui.controller import GameController, result_rows
from gui.table.scene import _table_cleared
from tests.gui.conftest import perform, start, wait_for_person


def _until_trick_ends(state: engine.GameState, rng: random.Random) -> tuple[dict, dict, dict]:
    """Random play until an action ends a trick: (observation before, after, the effect)."""
    while True:
        before = state.observation(0)
        state.apply(rng.choice(state.legal_actions()))
        event = state.events()[-1]
        for effect in event["effects"]:
            if effect["kind"] in ("trick", "bout_over"):
                return before, state.observation(0), dict(effect)


def test_the_trick_winner_comes_from_the_event():
    state = engine.game("scharwenzel").new_game(seed=3)
    before, after, effect = _until_trick_ends(state, random.Random(3))
    cleared = _table_cleared(before, after)
    assert cleared == effect and cleared["winner"] == state.current_player
    assert after["last_trick"] == effect["cards"]
    # Going back (an undo) or staying put is no new trick.
    assert _table_cleared(after, before) is None
    assert _table_cleared(after, after) is None


def test_a_kaschlan_bout_clears_the_table_without_a_winner():
    state = engine.game("kaschlan").new_game(players=2, seed=3)
    before, after, effect = _until_trick_ends(state, random.Random(1))
    assert effect["kind"] == "bout_over"
    assert _table_cleared(before, after) == effect and "winner" not in effect


def test_the_scene_sweeps_the_trick_to_the_winner_from_the_event(window, qtbot):
    start(window, qtbot, "tausendundeins", seed=5)
    state = window.controller.state.clone()
    before, after, effect = _until_trick_ends(state, random.Random(5))
    scene = window.scene
    scene.duration = 200
    scene.set_observation(before)
    scene.set_observation(after)
    assert scene._shown_trick == after["last_trick"]
    assert scene._trick_winner == effect["winner"]


def test_controller_pauses_after_a_trick_and_reports_each_event(qtbot):
    c = GameController(move_delay_ms=10)
    seen: list[tuple[dict, int]] = []
    c.event_applied.connect(lambda e: seen.append((e, c._extra_pause)))
    c.new_game("tausendundeins", 2, {}, 4, ["random"])
    c.levels[0] = "random"
    c._advance()
    qtbot.waitUntil(lambda: len(seen) >= 6, timeout=10000)
    c.shutdown()
    ends = 0
    for event, pause in seen[:6]:
        assert event == c.state.observation(0)["events"][event["index"]]
        trick = any(x["kind"] == "trick" for x in event["effects"])
        assert pause == (20 if trick else 0)
        ends += trick
    assert ends == 3  # two-hand 1001: every second card ends a trick


def test_status_bar_names_a_face_down_move_without_its_card(window, qtbot):
    """A bot's exchange in Chapanka is face down: the controller's event gives the person
    its public form, and the status bar shows that, never the card."""
    c = window.controller
    shown: list[tuple[dict, str]] = []
    # Connected after the window's own slot: sees the message that slot has just shown.
    c.event_applied.connect(lambda e: shown.append((e, window.statusBar().currentMessage())))
    for seed in range(1, 30):
        shown.clear()
        start(window, qtbot, "chapanka", seed=seed)
        for event, message in shown:
            full = c.state.events()[event["index"]]
            if event["seat"] != 0 and full["action"].startswith("exchange "):
                assert event["action"] == event["public"] == "exchange ??"
                assert "face down" in message
                assert full["action"].split()[1] not in message
                return
    raise AssertionError("no bot exchanged a card in 30 deals")


def test_undo_goes_back_into_a_finished_deal_and_its_result_row_goes(window, qtbot):
    start(window, qtbot, "bolachen", seed=2)
    c = window.controller
    rng = random.Random(2)
    while c.state.current_player is not None:
        perform(window, qtbot, rng.choice(c.legal_texts()))
        wait_for_person(window, qtbot)
    assert len(c.results) == 1 and c.results == result_rows(c.state)
    last_mine = c.state.last_decision(0)
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: len(c.state.history) <= last_mine, timeout=5000)
    assert not c.state.deal_over and c.results == []
    assert c.state.current_player == 0 or c.thinking_seat is not None
