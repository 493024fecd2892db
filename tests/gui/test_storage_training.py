"""The training record: atomic JSON in the data folder, damaged files and entries handled."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import engine
from engine.coach.accuracy import Accuracy
from engine.coach.glicko import Rating
from engine.coach.match_entry import MatchEntry
from engine.coach.progress import DealEntry
from engine.coach.puzzle import Puzzle
from engine.coach.repetition import after_try
from gui.storage.paths import UserPaths
from gui.storage.training_store import Training, load_training, update_training

TODAY = dt.date(2026, 3, 1)


def _entry(deal: int, par: float | None = None) -> DealEntry:
    return DealEntry(
        "bolachen",
        "m",
        deal,
        0,
        "2026-03-01T10:00:00+00:00",
        "points",
        4.0,
        par,
        None if par is None else 1.0,
        3,
        Accuracy(3, 2, 1.5, ("x",)),
    )


def _puzzle(seed: int) -> Puzzle:
    state = engine.game("chapanka").new_game(seed=seed)
    answer = state.legal_actions()[0].text
    return Puzzle(
        "chapanka",
        state.current_player or 0,
        json.loads(state.to_json()),
        answer,
        2.0,
        0.5,
        "points",
        source="mistake",
        played="x",
        cost=3.0,
    )


def test_the_file_lives_in_the_data_folder(tmp_path: Path) -> None:
    paths = UserPaths.from_base(tmp_path)
    assert paths.training_path.parent == paths.statistics_path.parent


def test_everything_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "training.json"

    def change(t: Training) -> bool:
        t.add_deal(_entry(0))
        t.add_deal(_entry(0, par=1.0))  # par arrives later: the same deal, replaced
        t.add_deal(_entry(1))
        t.add_puzzle(_puzzle(3), TODAY)
        t.ratings["chapanka"] = Rating(1560.5, 200.0, 0.06)
        t.tried["chapanka"] = ["abc"]
        t.note_answer("chapanka", True)
        t.note_answer("chapanka", False)
        return True

    written, messages = update_training(path, change)
    assert messages == []
    loaded, messages = load_training(path)
    assert messages == [] and loaded == written
    assert [e.par for e in loaded.deals] == [1.0, None]
    assert loaded.rating("chapanka").rating == 1560.5
    assert loaded.rating("kaschlan") == Rating()
    assert loaded.answers == {"chapanka": (2, 1)}
    assert json.loads(path.read_text("utf-8"))["kartentisch"] == "training"


def test_missed_puzzles_are_due_again_on_schedule_after_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "training.json"
    puzzle = _puzzle(3)
    update_training(path, lambda t: t.add_puzzle(puzzle, TODAY))
    loaded, _ = load_training(path)
    assert [p.id for p in loaded.due("chapanka", TODAY)] == [puzzle.id]

    def missed(t: Training) -> bool:
        p, s = t.puzzles[puzzle.id]
        t.puzzles[puzzle.id] = (p, after_try(s, False, TODAY))
        return True

    update_training(path, missed)
    again, _ = load_training(path)  # as after a restart
    assert again.due("chapanka", TODAY) == []
    assert [p.id for p in again.due("chapanka", TODAY + dt.timedelta(days=1))] == [puzzle.id]


def test_a_damaged_file_is_set_aside_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / "training.json"
    path.write_text("{cut", "utf-8")
    training, messages = load_training(path)
    assert training == Training() and len(messages) == 1
    assert "could not be used" in messages[0]
    assert not path.exists() and list(tmp_path.glob("training.json.corrupt-*"))


def test_a_newer_file_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "training.json"
    path.write_text(json.dumps({"kartentisch": "training", "version": 99}), "utf-8")
    training, messages = load_training(path)
    assert training == Training() and "newer" in messages[0]


def test_damaged_entries_are_left_out_and_the_original_kept(tmp_path: Path) -> None:
    path = tmp_path / "training.json"
    update_training(path, lambda t: t.add_deal(_entry(0)) and t.add_puzzle(_puzzle(3), TODAY))
    data = json.loads(path.read_text("utf-8"))
    data["deals"].append({"game": "bolachen"})
    data["puzzles"].append({"puzzle": {}, "schedule": {}})
    path.write_text(json.dumps(data), "utf-8")
    training, messages = load_training(path)
    assert len(training.deals) == 1 and len(training.puzzles) == 1
    assert len(messages) == 1 and "2" in messages[0]
    _t, messages = update_training(path, lambda t: t.add_deal(_entry(5)))
    assert any("kept" in m for m in messages)
    assert list(tmp_path.glob("training.json.corrupt-*"))


def test_a_file_from_before_the_puzzle_counts_loads_with_none_counted(tmp_path: Path) -> None:
    path = tmp_path / "training.json"
    update_training(path, lambda t: t.add_deal(_entry(0)))
    data = json.loads(path.read_text("utf-8"))
    del data["answers"]
    path.write_text(json.dumps(data), "utf-8")
    training, messages = load_training(path)
    assert messages == [] and len(training.deals) == 1 and training.answers == {}


def test_a_damaged_puzzle_count_is_left_out(tmp_path: Path) -> None:
    path = tmp_path / "training.json"
    update_training(path, lambda t: t.note_answer("bolachen", True) or True)
    data = json.loads(path.read_text("utf-8"))
    data["answers"]["kaschlan"] = {"tries": 1, "solved": 2}
    path.write_text(json.dumps(data), "utf-8")
    training, messages = load_training(path)
    assert training.answers == {"bolachen": (1, 1)} and len(messages) == 1


def _match_entry(match: str) -> MatchEntry:
    """A finished one-game Kaschlan match's par, one replay made."""
    state = engine.game("kaschlan").new_game(players=3, seed=4, options={"match_games": 1})
    while state.current_player is not None:
        state.apply(state.legal_actions()[0])
    begun = MatchEntry.begin(state, match, 0, [None, "normal", "normal"], "2026-03-01T10:00Z")
    return begun.with_replays((1.0,), (1,), 2.0, False)


def test_a_match_par_round_trips_and_old_files_have_none(tmp_path: Path) -> None:
    path = tmp_path / "training.json"
    update_training(path, lambda t: t.add_deal(_entry(0)))
    training, messages = load_training(path)
    assert messages == [] and training.matches == {}  # written before matches were kept
    entry = _match_entry("m")
    update_training(path, lambda t: t.set_match(entry))
    training, messages = load_training(path)
    assert messages == [] and training.matches == {"m": entry}
    assert training.pending_matches() == [entry]
    update_training(path, lambda t: t.set_match(entry.completed()))
    training, _messages = load_training(path)
    assert training.pending_matches() == [] and training.matches["m"].complete


def test_a_damaged_match_entry_is_left_out(tmp_path: Path) -> None:
    path = tmp_path / "training.json"
    update_training(path, lambda t: t.set_match(_match_entry("m")))
    data = json.loads(path.read_text("utf-8"))
    data["matches"].append({"game": "kaschlan", "won": 3})
    path.write_text(json.dumps(data), "utf-8")
    training, messages = load_training(path)
    assert list(training.matches) == ["m"] and len(messages) == 1
