"""The table takes trick ends, trick winners, face-down moves, undo and the result history
from the engine's match record, never from comparing observations."""

from __future__ import annotations

import random

import engine
from gui.controller import GameController, result_rows
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


def _finished_tricks(game: str, players: int, seed: int, qtbot) -> tuple[GameController, list]:
    """A bots' match in a bare controller until its first finished trick (or bout), with
    every ``trick_finished`` report and the observation the table had just been given."""
    c = GameController()
    seen: list[dict] = []
    reports: list[tuple[dict, list, bool, int]] = []
    c.state_changed.connect(seen.append)
    c.trick_finished.connect(lambda e, plays, held: reports.append((e, plays, held, len(seen))))
    c.new_game(game, players, {}, seed, ["random"] * (players - 1))
    c.levels[0] = "random"
    c._advance()
    qtbot.waitUntil(lambda: bool(reports) and len(seen) > reports[0][3], timeout=10000)
    c.shutdown()
    # Each report with the observation that followed it (the table draws the trick from it).
    return c, [(e, plays, held, seen[n]) for e, plays, held, n in reports]


def test_the_trick_winner_comes_from_the_event(qtbot):
    c, reports = _finished_tricks("scharwenzel", 4, 3, qtbot)
    cleared, plays, held, after = reports[0]
    event = next(e for e in c.state.events() if cleared in e["effects"])
    assert cleared["kind"] == "trick" and not held  # bots alone: nobody waits
    # The effect is the engine's own, reported just before the observation that follows it.
    assert after["events"][-1]["index"] == event["index"]
    assert cleared["winner"] == after["current_player"]
    assert after["last_trick"] == cleared["cards"] == plays


def test_a_kaschlan_bout_clears_the_table_without_a_winner(qtbot):
    _c, reports = _finished_tricks("kaschlan", 2, 3, qtbot)
    effect, plays, _held, after = reports[0]
    assert effect["kind"] == "bout_over" and "winner" not in effect
    assert not after["table"] and plays == after["last_trick"] and plays


def test_the_scene_sweeps_the_trick_to_the_winner_from_the_event(window, qtbot):
    start(window, qtbot, "tausendundeins", seed=5)
    state = window.controller.state.clone()
    before, after, effect = _until_trick_ends(state, random.Random(5))
    scene = window.scene
    scene.configure(
        pattern=scene.pattern,
        back=scene.back,
        letters=scene.letters,
        language=scene.language,
        seat_names=scene.seat_names,
        duration_ms=200,
    )
    scene.set_observation(before)
    scene.set_observation(after)
    # Observations alone start nothing: going back (an undo) or forth is no new trick.
    assert scene.tricks.finished_plays() is None
    scene.set_observation(before)
    # The controller's report goes straight to the table's trick display.
    window.controller.trick_finished.emit(effect, after["last_trick"], False)
    scene.set_observation(after)
    assert scene.tricks.finished_plays() == after["last_trick"]
    assert {str(p["card"]) for p in after["last_trick"]} <= set(scene.cards)  # on the table
    assert scene.tricks.sweep_to == effect["winner"]
    assert scene.tricks.timer.isActive()  # a moment's look, then swept to the winner
    assert before["table"]
    scene.set_observation(before)  # cards on the table again end the look at once
    assert scene.tricks.finished_plays() is None and not scene.tricks.timer.isActive()


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
