"""Issue 17 items 2 and 10 in the real window: leaving an unfinished match asks first, one
autosave per game (each resumable after a restart, the old single autosave migrated), and the
statistics count every finished deal once and keep the history of finished matches.

Every test runs with ``KARTENTISCH_HOME`` in ``tmp_path``; a "restart" is a new window with a
new :class:`Persistence` on the same folder (see tests/gui/test_persistence.py).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

import engine
from gui.dialogs.new_game import NewGameDialog
from gui.main_window import MainWindow
from gui.storage import ENV_HOME, UserPaths
from gui.storage.contracts import contract_outcome
from gui.storage.saves import read_save, write_autosave
from gui.storage.statistics import load_statistics
from tests.gui.leave_question import answer_leave_question
from tests.gui.test_persistence import Table, play_moves, start, wait_for_person


@pytest.fixture
def paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> UserPaths:
    monkeypatch.setenv(ENV_HOME, str(tmp_path))
    return UserPaths.default()


@pytest.fixture
def table(qtbot, paths: UserPaths) -> Iterator[Table]:
    t = Table(qtbot, paths)
    yield t
    t.close_all()


def choose_in_new_game_dialog(monkeypatch: pytest.MonkeyPatch, game: str, seed: int) -> None:
    """Game ▸ New's dialog answers OK with ``game`` (its other fields as the dialog has them)."""
    spec = engine.game(game)
    choices = {
        "game": game,
        "players": spec.default_players or spec.players[0],
        "options": {},
        "seed": seed,
        "levels": ["random"] * ((spec.default_players or spec.players[0]) - 1),
    }
    monkeypatch.setattr(NewGameDialog, "exec", lambda _self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(NewGameDialog, "choices", lambda _self: dict(choices))


# --- item 2: the question --------------------------------------------------------------------


def test_game_new_asks_before_leaving_an_unfinished_match_and_cancel_keeps_it(
    table: Table, qtbot, paths: UserPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, persistence = table.open()
    start(window, qtbot, "kaschlan", seed=3)
    play_moves(window, qtbot, random.Random(3), 2)
    c = window.controller
    before, match = c.state.to_json(), c.match_id
    choose_in_new_game_dialog(monkeypatch, "bolachen", seed=5)

    answer = answer_leave_question(window, leave=False)
    window.act_new.trigger()
    answer.stop()
    ((text, more, button),) = answer.asked
    assert "Kaschlan" in text and "not finished" in text
    assert "Game ▸ Resume" in more and button == "Leave match"
    assert c.state.to_json() == before and c.match_id == match  # Cancel: nothing changed

    answer = answer_leave_question(window, leave=True)
    window.act_new.trigger()
    answer.stop()
    assert len(answer.asked) == 1
    wait_for_person(window, qtbot)
    assert c.state.spec.id == "bolachen" and c.match_id != match
    assert persistence.flush()
    kept, _meta = read_save(paths.autosave_for("kaschlan"))
    assert kept.to_json() == before  # the left match stays resumable

    # Untouched (the person has not moved yet) or finished: no question.
    choose_in_new_game_dialog(monkeypatch, "chapanka", seed=6)
    answer = answer_leave_question(window, leave=False)
    window.act_new.trigger()
    answer.stop()
    assert answer.asked == [] and c.state.spec.id == "chapanka"


def test_a_new_match_of_the_same_game_says_it_replaces_that_games_autosave(
    table: Table, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, _persistence = table.open()
    start(window, qtbot, "scharwenzel", seed=7)
    play_moves(window, qtbot, random.Random(7), 1)
    choose_in_new_game_dialog(monkeypatch, "scharwenzel", seed=8)
    answer = answer_leave_question(window, leave=False)
    window.act_new.trigger()
    answer.stop()
    ((_text, more, button),) = answer.asked
    assert "one automatic save per game" in more and button == "Abandon match"


# --- item 2: one autosave per game -----------------------------------------------------------


def test_two_games_unfinished_matches_can_both_be_resumed_after_a_restart(
    table: Table, qtbot, paths: UserPaths
) -> None:
    first, old = table.open()
    start(first, qtbot, "kaschlan", seed=11)
    play_moves(first, qtbot, random.Random(11), 2)
    kaschlan = first.controller.state.to_json()
    answer = answer_leave_question(first, leave=True)
    assert first.confirm_leave_match("tausendundeins")
    answer.stop()
    start(first, qtbot, "tausendundeins", seed=12)
    play_moves(first, qtbot, random.Random(12), 2)
    thousand = first.controller.state.to_json()
    assert old.flush()
    first.close()

    second, new = table.open(answer_resume=True)
    assert new.offer_resume()  # the last played game's match
    c = second.controller
    wait_for_person(second, qtbot)
    assert c.state.to_json() == thousand

    second.game_menu.aboutToShow.emit()
    entries = {act.data(): act for act in new.resume_actions}
    assert set(entries) == {"kaschlan", "tausendundeins"}
    assert new.resume_menu.menuAction().isEnabled()
    assert not entries["tausendundeins"].isEnabled()  # that one is on the table
    assert "Kaschlan: deal 1" in entries["kaschlan"].text()
    answer = answer_leave_question(second, leave=True)
    entries["kaschlan"].trigger()
    answer.stop()
    assert len(answer.asked) == 1  # the resumed 1001 match is unfinished: asked first
    wait_for_person(second, qtbot)
    assert c.state.to_json() == kaschlan
    assert new.flush()
    assert read_save(paths.autosave_for("tausendundeins"))[0].to_json() == thousand


def test_the_old_single_autosave_becomes_its_games_autosave(
    table: Table, qtbot, paths: UserPaths
) -> None:
    paths.ensure()
    old_state = engine.game("chapanka").new_game(players=4, seed=9)
    rng = random.Random(9)
    while old_state.current_player != 0 or not old_state.history:
        old_state.apply(rng.choice(old_state.legal_actions()))
    write_autosave(paths.autosave_path, old_state, [None, "easy", "easy", "easy"])
    document = paths.autosave_path.read_bytes()
    window, persistence = table.open(answer_resume=True)
    assert persistence.offer_resume()
    assert not paths.autosave_path.exists()
    assert paths.autosave_for("chapanka").read_bytes() == document  # kept, nothing lost
    assert window.controller.state.to_json() == old_state.to_json()
    assert persistence.messages == []
    window.game_menu.aboutToShow.emit()
    assert [act.data() for act in persistence.resume_actions] == ["chapanka"]


def headers(model) -> list[str]:
    """Column headers as one line each (long ones are shown on two lines)."""
    return [
        model.headerData(c, Qt.Orientation.Horizontal).replace("\n", " ")
        for c in range(model.columnCount())
    ]


# --- item 10: deals in the statistics ----------------------------------------------------------


def finish_deal(window: MainWindow, rng: random.Random) -> None:
    """Everyone at the table is a person here: play random legal moves to the deal's end."""
    c = window.controller
    while c.state.current_player is not None:
        c.play(rng.choice(c.state.legal_actions()).text)


def people_at_the_table(table: Table, qtbot, game: str, seed: int):
    window, persistence = table.open()
    spec = engine.game(game)
    state = spec.new_game(players=spec.default_players or spec.players[0], seed=seed)
    window.controller.resume(state, [None] * state.players, match_id=f"test-{game}-{seed}")
    return window, persistence


def test_five_finished_deals_show_five_deals_and_the_mean_in_the_statistics(
    table: Table, qtbot, paths: UserPaths
) -> None:
    window, persistence = people_at_the_table(table, qtbot, "bolachen", seed=4)
    c = window.controller
    rng = random.Random(4)
    for deal in range(5):
        if deal:
            c.next_deal()
        finish_deal(window, rng)
    assert c.state.deals_finished == 5 and not c.state.is_over
    scores = [c.state.deal_record(n)["result"]["scores"][0] for n in range(5)]
    outcomes = [
        contract_outcome("bolachen", c.state.deal_record(n)["result"]["detail"], c.state.teams)
        for n in range(5)
    ]
    assert persistence.flush()  # the counts are written on a worker thread
    stats, problems = load_statistics(paths.statistics_path)
    record = stats.games["bolachen"]
    assert problems == [] and record.played == 0  # no match is finished yet
    assert record.deals == 5 and record.mean_per_deal == pytest.approx(sum(scores) / 5)
    assert record.contracts_made == outcomes.count("made")
    assert record.contracts_lost == outcomes.count("lost")

    dialog = persistence.statistics_dialog()
    qtbot.addWidget(dialog)
    model = dialog.model
    row = dialog.game_ids().index("bolachen")
    header = headers(model)
    cells = dict(zip(header, (model.cell(row, col) for col in range(len(header))), strict=True))
    assert cells["Played"] == "0" and cells["Deals"] == "5"
    assert cells["Mean per deal"] == f"{sum(scores) / 5:.1f}"
    assert cells["Contracts made"] == str(outcomes.count("made"))
    kaschlan = dialog.game_ids().index("kaschlan")  # no contracts in Kaschlan: a dash
    assert model.cell(kaschlan, header.index("Contracts made")) == "–"


def test_undoing_and_finishing_the_same_deal_again_does_not_count_it_twice(
    table: Table, qtbot, paths: UserPaths
) -> None:
    window, persistence = people_at_the_table(table, qtbot, "tausendundeins", seed=6)
    c = window.controller
    rng = random.Random(6)
    finish_deal(window, rng)
    first = c.state.deal_record(0)["result"]["scores"][0]

    def counted() -> tuple[int, float]:
        assert all(p.flush() for p in table.persistences)
        record = load_statistics(paths.statistics_path)[0].games["tausendundeins"]
        return record.deals, record.deal_points

    assert counted() == (1, first)
    c.undo()  # after the deal ended: back to the last decision, then finish it again
    assert not c.state.deal_over
    finish_deal(window, random.Random(99))
    assert counted() == (1, first)
    c.rewind_to(c.state.deal_starts[0])  # the review's "Replay this deal"
    finish_deal(window, random.Random(7))
    assert counted() == (1, first)
    assert persistence.flush()  # an autosave at the deal's end, resumed after a restart
    persistence.close()  # the first instance has ended: a running one keeps its match
    again, _p2 = table.open(answer_resume=True)
    assert _p2.offer_resume() and again.controller.state.deal_over
    assert counted() == (1, first)
    again.controller.next_deal()
    finish_deal(again, rng)
    assert counted()[0] == 2  # the next deal counts


def test_the_history_shows_a_finished_match(table: Table, qtbot, paths: UserPaths) -> None:
    from tests.gui.test_persistence import one_move_from_the_end

    window, persistence = table.open()
    state, last = one_move_from_the_end("kaschlan", seed=31)
    c = window.controller
    levels = [None] + ["easy"] * (state.players - 1)
    before_end = state.to_json()

    def finish() -> None:
        c.resume(engine.load(before_end), levels, match_id="history-test")
        with qtbot.waitSignal(c.match_finished, timeout=10000):
            if c.is_human_turn():
                c.play(last)

    finish()
    totals = c.state.totals()
    dialog = persistence.statistics_dialog()
    qtbot.addWidget(dialog)
    model = dialog.history_model
    assert model.rowCount() == 1 and not dialog.history_empty.isVisibleTo(dialog)
    header = headers(model)
    row = dict(zip(header, (model.cell(0, col) for col in range(len(header))), strict=True))
    assert row["Game"] == "Kaschlan" and row["Date"]
    assert row["Players"].startswith("You, Anna (Easy)")
    assert row["Final score"] == " : ".join(str(int(t)) for t in totals)
    assert row["Your result"] in ("Won", "Lost", "Drawn")
    assert row["Deals"] == str(c.state.deals_finished)
    assert persistence.flush()
    (entry,) = load_statistics(paths.statistics_path)[0].history
    assert entry.game == "kaschlan" and entry.deals == c.state.deals_finished
    # The same match finished again (its save opened again) adds no second entry.
    finish()
    assert persistence.flush()
    assert len(load_statistics(paths.statistics_path)[0].history) == 1
