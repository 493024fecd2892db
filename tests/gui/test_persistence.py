"""The per-user files wired into the real window: settings, Ctrl+S/Ctrl+O, resume, statistics.

Every test runs with ``KARTENTISCH_HOME`` in ``tmp_path``; a "restart" is a new window with a
new :class:`Persistence` on the same folder.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog

import cardart
import engine
from gui.dialogs.settings import SettingsDialog
from gui.main_window import MainWindow
from gui.persistence import Persistence, user_settings_storage
from gui.pixmaps import CardPixmaps
from gui.settings import Settings
from gui.storage import ENV_HOME, UserPaths
from gui.storage.open_dialog import OpenGameDialog
from gui.storage.saves import SaveMeta, read_save, write_autosave, write_save
from gui.storage.statistics import load_statistics
from tests.gui.leave_question import answer_leave_question


@pytest.fixture
def paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> UserPaths:
    monkeypatch.setenv(ENV_HOME, str(tmp_path))
    return UserPaths.default()


class Table:
    """Opens windows like ``gui.app.main`` does and closes them all at the end."""

    def __init__(self, qtbot, paths: UserPaths) -> None:
        self.qtbot = qtbot
        self.paths = paths
        self.windows: list[MainWindow] = []
        self.persistences: list[Persistence] = []

    def open(self, answer_resume: bool | None = None) -> tuple[MainWindow, Persistence]:
        storage = user_settings_storage(self.paths)
        settings = Settings(storage)
        settings.set_animation_speed("off")
        settings.set_trick_hold("none")  # the bots play on after a trick (test_tricks.py)
        window = MainWindow(settings, pixmaps=CardPixmaps(self.paths.card_cache_dir))
        self.qtbot.addWidget(window)
        persistence = Persistence(window.hooks, self.paths, storage)
        window.use_storage(persistence)
        if answer_resume is not None:
            persistence.ask_resume = lambda _meta: answer_resume
        window.show()
        self.qtbot.waitExposed(window)
        self.windows.append(window)
        self.persistences.append(persistence)
        return window, persistence

    def close_all(self) -> None:
        for window in self.windows:
            window.controller.shutdown()
            window.close()


@pytest.fixture
def table(qtbot, paths: UserPaths) -> Iterator[Table]:
    t = Table(qtbot, paths)
    yield t
    t.close_all()


def wait_for_person(window: MainWindow, qtbot) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.is_human_turn() or c.state.current_player is None, timeout=15000)


def play_moves(window: MainWindow, qtbot, rng: random.Random, moves: int) -> list[str]:
    """The person's next ``moves`` decisions at random; the texts played."""
    c = window.controller
    played = []
    for _ in range(moves):
        wait_for_person(window, qtbot)
        if c.state.current_player is None:
            break
        text = rng.choice(c.legal_texts())
        before = len(c.state.history)
        c.play(text)
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
        played.append(text)
    wait_for_person(window, qtbot)
    return played


def start(window: MainWindow, qtbot, game: str, seed: int, levels: str = "random") -> None:
    spec = engine.game(game)
    window.controller.new_game(game, spec.default_players or spec.players[0], {}, seed, levels)
    wait_for_person(window, qtbot)


# --- settings -------------------------------------------------------------------------------


def test_settings_changed_in_the_gui_are_in_the_file_and_applied_by_a_new_window(
    table: Table, qtbot, paths: UserPaths
) -> None:
    window, _p = table.open()
    start(window, qtbot, "kaschlan", seed=2)
    window.pattern_actions["fourcolor"].trigger()
    back = cardart.BACKS[-1]
    window.back_actions[back].trigger()
    dialog = SettingsDialog(window.settings, window)
    dialog.difficulty.setCurrentIndex(dialog.difficulty.findData("strong"))
    dialog.player_name.setText("Otto")
    dialog.player_name.editingFinished.emit()
    dialog.close()
    window.resize(760, 690)  # within the offscreen screen (800 × 800)
    window.close()

    saved = json.loads(paths.settings_path.read_text(encoding="utf-8"))["settings"]
    assert saved["patterns"]["kaschlan"] == "fourcolor"
    assert saved["card_back"] == back
    assert saved["default_difficulty"] == "strong"
    assert saved["player_name"] == "Otto"
    assert saved["window_geometry"]["$bytes"]

    again, _p2 = table.open()
    assert (again.size().width(), again.size().height()) == (760, 690)
    assert again.settings.default_difficulty() == "strong"
    assert again.back_actions[back].isChecked()
    start(again, qtbot, "kaschlan", seed=2)
    assert again.pattern_actions["fourcolor"].isChecked()
    assert again.seat_names[0] == "Otto"


def test_a_corrupt_settings_file_and_autosave_are_reported_kept_and_the_window_opens(
    table: Table, qtbot, paths: UserPaths
) -> None:
    paths.ensure()
    paths.settings_path.write_bytes(b'{"kartentisch": "settings", "version": 1, "sett')
    paths.autosave_path.write_bytes(b"\x00\x01 not a save")
    window, persistence = table.open(answer_resume=True)
    assert not persistence.offer_resume()

    assert window.isVisible()
    assert persistence.message_box is not None and persistence.message_box.isVisible()
    settings_msg, autosave_msg = persistence.messages
    assert "The settings could not be used" in settings_msg and "cut off" in settings_msg
    assert "automatically saved match could not be used" in autosave_msg
    assert "binary" in autosave_msg
    (kept_settings,) = paths.config_dir.glob("settings.json.corrupt-*")
    (kept_autosave,) = paths.data_dir.glob("autosave.json.corrupt-*")
    assert kept_settings.name in settings_msg and kept_autosave.name in autosave_msg
    assert kept_autosave.read_bytes() == b"\x00\x01 not a save"
    assert window.settings.language() == "en"  # the defaults are used
    start(window, qtbot, "chapanka", seed=4)  # and the program carries on
    assert window.controller.state is not None


def test_a_failed_settings_write_is_shown_and_the_program_goes_on(
    table: Table, paths: UserPaths
) -> None:
    window, _p = table.open()
    paths.settings_path.unlink()
    paths.settings_path.mkdir()  # a folder in the way: the write must fail
    window.settings.set_player_name("Ewa")
    assert "The settings could not be saved" in window.statusBar().currentMessage()
    assert window.settings.player_name() == "Ewa" and paths.settings_path.is_dir()


# --- save and open --------------------------------------------------------------------------


def test_ctrl_s_and_ctrl_o_round_trip_through_the_window(
    table: Table, qtbot, paths: UserPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, persistence = table.open()
    assert window.act_save.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert window.act_open.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    start(window, qtbot, "tausendundeins", seed=8, levels="easy")
    rng = random.Random(8)
    play_moves(window, qtbot, rng, 4)
    c = window.controller
    saved_json, saved_levels = c.state.to_json(), list(c.levels)
    persistence.ask_save_name = lambda default: "Sunday evening"
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    (path,) = paths.saves_dir.glob("*.json")
    state, meta = read_save(path)
    assert state.to_json() == saved_json and meta.name == "Sunday evening"
    assert meta.levels == saved_levels and meta.bot_seeds == [None, 8 * 31 + 1]

    play_moves(window, qtbot, rng, 3)
    assert c.state.to_json() != saved_json
    shown: list[list[str]] = []

    def choose_first(dialog: OpenGameDialog) -> int:
        model = dialog.table.model()
        shown.append([model.cell(0, col) for col in range(model.columnCount())])
        dialog.table.selectRow(0)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(OpenGameDialog, "exec", choose_first)
    answer = answer_leave_question(window, leave=True)
    qtbot.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    answer.stop()
    (asked,) = answer.asked  # the running match was unfinished: asked first
    assert "1001" in asked[0] and "one automatic save per game" in asked[1]
    name, game, players, _date, _score = shown[0]
    assert (name, game, players) == ("Sunday evening", "1001 (Tausendundeins)", "You, Computer")
    assert c.state.to_json() == saved_json and c.levels == saved_levels


def test_a_bad_save_is_reported_kept_and_the_match_goes_on(
    table: Table, qtbot, paths: UserPaths
) -> None:
    window, persistence = table.open()
    start(window, qtbot, "bolachen", seed=3)
    before = window.controller.state.to_json()
    bad = paths.saves_dir / "edited.json"
    state = engine.game("kaschlan").new_game(players=3, seed=1)
    write_save(bad, state, SaveMeta.from_state(state, name="edited"))
    document = json.loads(bad.read_text())
    document["state"]["deals"] = [["play AS AS"]]
    bad.write_text(json.dumps(document))
    assert not persistence.open_path(bad)
    (message,) = persistence.messages
    assert "cannot be rebuilt" in message
    (kept,) = paths.saves_dir.glob("edited.json.corrupt-*")
    assert json.loads(kept.read_text()) == document and not bad.exists()
    assert window.controller.state.to_json() == before


# --- autosave and resume --------------------------------------------------------------------


@pytest.mark.parametrize("game", ["kaschlan", "scharwenzel"])
def test_resume_after_restart_gives_an_equal_state_and_the_bots_continue_the_same(
    table: Table, qtbot, paths: UserPaths, game: str
) -> None:
    first, old = table.open()
    start(first, qtbot, game, seed=21, levels="easy")
    play_moves(first, qtbot, random.Random(1), 3)
    assert old.flush()
    assert paths.autosave_for(game).exists()
    old.close()  # a restart: the first instance has ended (a running one keeps its match)

    second, new = table.open(answer_resume=True)
    assert new.offer_resume()
    wait_for_person(second, qtbot)
    a, b = first.controller, second.controller
    assert b.state.to_json() == a.state.to_json()
    assert b.levels == a.levels
    assert [b.bot_seed(s) for s in range(b.state.players)] == [
        a.bot_seed(s) for s in range(a.state.players)
    ]
    for step in range(4):  # the same person's moves: the bots must answer the same way
        if a.state.current_player is None:
            break
        text = random.Random(step).choice(a.legal_texts())
        for window, c in ((first, a), (second, b)):
            before = len(c.state.history)
            c.play(text)
            qtbot.waitUntil(lambda c=c, n=before: len(c.state.history) > n, timeout=5000)
            wait_for_person(window, qtbot)
        assert b.state.to_json() == a.state.to_json()


def test_resumed_bots_use_the_seeds_of_the_save(table: Table, qtbot, paths: UserPaths) -> None:
    import engine.bots

    spec = engine.game("chapanka")
    state = spec.new_game(players=4, seed=9)
    rng = random.Random(2)
    while state.current_player != 0 or not state.history:
        state.apply(rng.choice(state.legal_actions()))
    paths.ensure()
    levels = [None, "random", "random", "random"]
    write_autosave(paths.autosave_for("chapanka"), state, levels, bot_seeds=[None, 501, 502, 503])
    window, persistence = table.open(answer_resume=True)
    assert persistence.offer_resume()
    c = window.controller
    assert [c.bot_seed(s) for s in (1, 2, 3)] == [501, 502, 503]
    reference = c.state.clone()
    text = c.legal_texts()[0]
    reference.apply(text)
    c.play(text)
    wait_for_person(window, qtbot)
    while reference.current_player not in (0, None):  # what bots with those seeds must do
        seat = reference.current_player
        reference.apply(engine.bots.make("random", spec, seed=500 + seat).choose(reference, seat))
    assert c.state.to_json() == reference.to_json()


def test_no_autosave_before_the_person_acts_and_a_declined_offer_keeps_the_file(
    table: Table, qtbot, paths: UserPaths
) -> None:
    first, old = table.open()
    start(first, qtbot, "kaschlan", seed=5)
    assert old.flush() and not paths.autosave_for("kaschlan").exists()
    play_moves(first, qtbot, random.Random(3), 2)
    assert old.flush()
    kept = paths.autosave_for("kaschlan").read_bytes()
    old.close()  # a restart: the first instance has ended (a running one keeps its file)

    second, new = table.open(answer_resume=False)
    assert not new.offer_resume()
    start(second, qtbot, "kaschlan", seed=6)
    assert new.flush() and paths.autosave_for("kaschlan").read_bytes() == kept
    play_moves(second, qtbot, random.Random(4), 1)
    assert new.flush()
    state, _meta = read_save(paths.autosave_for("kaschlan"))
    assert state.to_json() == second.controller.state.to_json()


def test_closing_the_window_finishes_the_autosave(table: Table, qtbot, paths: UserPaths) -> None:
    window, persistence = table.open()
    start(window, qtbot, "scharwenzel", seed=12)
    play_moves(window, qtbot, random.Random(5), 2)
    window.close()
    assert not persistence.autosaver._thread.is_alive()
    state, _meta = read_save(paths.autosave_for("scharwenzel"))
    assert state.to_json() == window.controller.state.to_json()


# --- statistics -----------------------------------------------------------------------------


def one_move_from_the_end(game: str, seed: int) -> tuple[engine.GameState, str]:
    """A random match just before its last action, and that action."""
    spec = engine.game(game)
    state = spec.new_game(players=spec.default_players or spec.players[0], seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        if state.deal_over:
            state.next_deal()
        else:
            state.apply(rng.choice(state.legal_actions()))
    data = json.loads(state.to_json())
    last = data["deals"][-1].pop()
    return engine.load(json.dumps(data)), last


@pytest.mark.parametrize("game", ["kaschlan", "tausendundeins"])
def test_a_finished_match_updates_the_statistics_and_clears_the_autosave(
    table: Table, qtbot, paths: UserPaths, game: str
) -> None:
    window, persistence = table.open()
    state, last = one_move_from_the_end(game, seed=31)
    c = window.controller
    c.resume(state, [None] * state.players)  # everyone at this table is a person
    assert persistence.flush() and paths.autosave_for(game).exists()
    with qtbot.waitSignal(c.match_finished, timeout=5000):
        c.play(last)
    assert persistence.flush() and not paths.autosave_for(game).exists()
    stats, problems = load_statistics(paths.statistics_path)
    record = stats.games[game]
    mine = c.state.totals()[0]
    assert not problems and record.played == 1 and record.won + record.lost + record.drawn == 1
    assert record.best == record.worst == mine
    assert record.lower_is_better is (game == "kaschlan")
    dialog = persistence.statistics_dialog()
    row = dialog.game_ids().index(game)
    assert dialog.table.model().cell(row, 1) == "1"
    assert persistence.act_statistics in window.game_menu.actions()


def test_a_failing_autosave_is_told_once_and_marked_until_it_works_again(
    table: Table, qtbot, paths: UserPaths
) -> None:
    window, persistence = table.open()
    blocked = paths.autosave_for("bolachen")
    blocked.mkdir(parents=True)  # a folder where the autosave goes: every write fails
    start(window, qtbot, "bolachen", seed=4)
    play_moves(window, qtbot, random.Random(4), 6)
    assert persistence.flush(10)
    qtbot.waitUntil(lambda: persistence.not_kept is not None, timeout=5000)
    told = [m for m in persistence.messages if "not being kept" in m]
    assert len(told) == 1, persistence.messages  # once, not once per move
    assert str(blocked) in told[0] and "folder" in told[0]  # which file, and why
    assert persistence.message_box is not None and persistence.message_box.isVisible()
    assert persistence.not_kept.isVisible()
    blocked.rmdir()
    play_moves(window, qtbot, random.Random(5), 1)
    assert persistence.flush(10)
    qtbot.waitUntil(lambda: persistence.not_kept is None, timeout=5000)
    assert blocked.is_file()
    assert len([m for m in persistence.messages if "not being kept" in m]) == 1


def test_two_instances_playing_one_game_keep_both_matches(
    table: Table, qtbot, paths: UserPaths
) -> None:
    """Two windows (as two running instances) play Bolachen at once: each keeps its own
    autosave, neither is offered the other's live match, and both can be resumed later
    (issue 31 item 7: only the last writer's match used to survive)."""
    first, first_files = table.open(answer_resume=False)
    start(first, qtbot, "bolachen", seed=4)
    play_moves(first, qtbot, random.Random(4), 3)
    second, second_files = table.open(answer_resume=True)
    assert second_files.offer_resume() is False  # the first's match is live: not offered
    start(second, qtbot, "bolachen", seed=9)
    play_moves(second, qtbot, random.Random(9), 3)
    for files in (first_files, second_files):
        assert files.flush(10)
    kept = paths.autosave_slots("bolachen")
    assert len(kept) == 2
    ids = {read_save(p)[1].match_id for p in kept}
    assert ids == {first.controller.match_id, second.controller.match_id}
    # The first instance's Resume menu does not offer the second's live match either.
    first_files.refresh_resume_menu()
    assert [a.isEnabled() for a in first_files.resume_actions] == [False]  # its own, on table
    table.close_all()
    for files in (first_files, second_files):
        files.close()
    third, third_files = table.open(answer_resume=False)
    entries = third_files.unfinished_autosaves()
    assert {e.meta.match_id for e in entries} == ids
    older = next(e for e in entries if e.meta.match_id == first.controller.match_id)
    assert third_files.resume_autosave("bolachen", older.path)
    assert third.controller.match_id == first.controller.match_id
    play_moves(third, qtbot, random.Random(5), 1)
    assert third_files.flush(10)
    assert len(paths.autosave_slots("bolachen")) == 2  # it went on in its own file
    assert read_save(older.path)[1].match_id == first.controller.match_id
