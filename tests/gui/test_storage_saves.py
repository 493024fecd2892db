"""Saved games and the autosave: round trips at every step, resume, migration, bad files."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

import engine
import engine.bots
from engine.__main__ import main as engine_cli
from gui.storage import saves
from gui.storage.atomic import MAX_BYTES
from gui.storage.saves import (
    SaveMeta,
    clear_autosave,
    list_saves,
    new_save_path,
    open_save,
    read_autosave,
    read_save,
    save_game,
    write_autosave,
    write_save,
)


@pytest.fixture
def no_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    """Durability is the kill test's business; here thousands of saves must be quick."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def play_random(state: engine.GameState, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if state.is_over:
            return
        if state.deal_over:
            state.next_deal()
            continue
        state.apply(rng.choice(state.legal_actions()))


def new_state(game: str, seed: int = 3, players: int | None = None) -> engine.GameState:
    spec = engine.game(game)
    return spec.new_game(players=players or spec.default_players or spec.players[0], seed=seed)


def finished_state(game: str, seed: int = 3) -> engine.GameState:
    state = new_state(game, seed)
    play_random(state, random.Random(seed), 100_000)
    assert state.is_over
    return state


def assert_same_match(a: engine.GameState, b: engine.GameState) -> None:
    assert a.to_json() == b.to_json()
    assert [a.observation(s) for s in range(a.players)] == [
        b.observation(s) for s in range(b.players)
    ]
    assert a.legal_actions() == b.legal_actions()
    assert a.totals() == b.totals()


# --- round trips ----------------------------------------------------------------------------


@pytest.mark.parametrize("game", engine.GAMES)
def test_save_and_load_at_every_step_of_random_deals(
    tmp_path: Path, game: str, no_fsync: None
) -> None:
    spec = engine.game(game)
    path = tmp_path / "x.json"
    counts = sorted({spec.default_players or spec.players[0], spec.players[-1]})
    for players, seed in [(counts[0], 11), (counts[-1], 12)]:
        try:
            state = spec.new_game(players=players, seed=seed)
        except ValueError:
            continue  # a count the default options do not allow
        rng = random.Random(seed)
        levels = [None] + ["random"] * (players - 1)
        deals_left = 2
        while True:
            meta = SaveMeta.from_state(state, levels, name=f"{game} {seed}")
            write_save(path, state, meta)
            loaded, loaded_meta = read_save(path)
            assert_same_match(state, loaded)
            assert loaded_meta == meta
            if state.is_over:
                break
            if state.deal_over:
                deals_left -= 1
                if not deals_left:
                    break
                state.next_deal()
                continue
            state.apply(rng.choice(state.legal_actions()))


def test_metadata_describes_the_match(tmp_path: Path) -> None:
    state = new_state("kaschlan", seed=7, players=4)
    play_random(state, random.Random(1), 25)
    path = save_game(
        tmp_path,
        "Sunday: evening/with Otto",
        state,
        ["random", "easy", "normal", None],
        seat_names=["Ada", "Bo", "Cy", "Di"],
    )
    assert path.name == "Sunday-evening-with-Otto.json"
    _state, meta = read_save(path)
    assert (meta.game, meta.players, meta.seed) == ("kaschlan", 4, 7)
    assert meta.name == "Sunday: evening/with Otto"
    assert meta.moves == 25 and meta.deal_no == state.deal_no
    assert meta.totals == state.totals()
    assert meta.levels == ["random", "easy", "normal", None]
    assert meta.bot_seeds == [7 * 31, 7 * 31 + 1, 7 * 31 + 2, None]
    assert meta.seat_names == ["Ada", "Bo", "Cy", "Di"]
    assert meta.saved_datetime.tzinfo is not None


def test_new_save_path_is_safe_and_unique(tmp_path: Path) -> None:
    assert new_save_path(tmp_path, "../../etc/passwd").parent == tmp_path
    assert new_save_path(tmp_path, "CON").name == "_CON.json"
    assert new_save_path(tmp_path, "  ").name == "save.json"
    assert new_save_path(tmp_path, "Grüne Partie").name == "Grüne-Partie.json"
    (tmp_path / "a.json").write_text("{}")
    assert new_save_path(tmp_path, "a").name == "a-2.json"


def test_the_engine_cli_replays_a_gui_save(tmp_path: Path, capsys) -> None:
    state = new_state("bolachen")
    play_random(state, random.Random(2), 40)
    path = save_game(tmp_path, "cli", state)
    assert engine_cli(["replay", str(path)]) == 0
    assert f"seed {state.seed}" in capsys.readouterr().out


# --- resume ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game", engine.GAMES)
def test_resume_after_restart_continues_exactly_bots_included(tmp_path: Path, game: str) -> None:
    state = new_state(game, seed=21)
    levels: list[str | None] = [None] + ["random", "easy"] * state.players
    levels = levels[: state.players]
    seeds = saves.default_bot_seeds(state.seed, levels)
    rng = random.Random(5)
    bots = {
        s: engine.bots.make(levels[s], state.spec, seed=seeds[s]) for s in range(1, state.players)
    }
    play_random(state, rng, 30)
    if state.deal_over and not state.is_over:
        state.next_deal()
    autosave = tmp_path / "data" / "autosave.json"
    write_autosave(autosave, state, levels, seeds, ["Me", *[""] * (state.players - 1)])

    # "Restart": only the file is left.
    found, messages = read_autosave(Path(str(autosave)))
    assert messages == [] and found is not None
    resumed, meta = found
    assert_same_match(state, resumed)
    assert meta.levels == levels and meta.bot_seeds == seeds
    resumed_bots = {
        s: engine.bots.make(meta.levels[s], resumed.spec, seed=meta.bot_seeds[s])
        for s in range(1, resumed.players)
    }
    # Both continue in lockstep: the person's moves from one rng, the bots from their seeds.
    for _ in range(40):
        if state.current_player is None:
            if state.is_over:
                break
            state.next_deal()
            resumed.next_deal()
            continue
        seat = state.current_player
        if seat == 0:
            move = rng.choice(state.legal_actions())
            other = move
        else:
            move = bots[seat].choose(state, seat)
            other = resumed_bots[seat].choose(resumed, seat)
        assert move == other
        state.apply(move)
        resumed.apply(other)
    assert_same_match(state, resumed)


def test_autosave_life_cycle(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    assert read_autosave(path) == (None, [])
    state = new_state("scharwenzel")
    play_random(state, random.Random(3), 10)
    write_autosave(path, state)
    assert read_autosave(path)[0] is not None
    clear_autosave(path)
    assert not path.exists()
    clear_autosave(path)  # twice is fine
    done = finished_state("scharwenzel")
    write_autosave(path, state)
    write_autosave(path, done)  # the match ended: nothing to resume
    assert not path.exists()
    write_save(path, done, SaveMeta.from_state(done))  # e.g. written by a crash just before
    assert read_autosave(path) == (None, [])
    assert not path.exists()


# --- older layouts --------------------------------------------------------------------------


def test_version_0_bare_engine_save_is_migrated(tmp_path: Path) -> None:
    state = new_state("tausendundeins")
    play_random(state, random.Random(4), 30)
    path = tmp_path / "old.json"
    path.write_text(state.to_json())
    loaded, meta = read_save(path)
    assert_same_match(state, loaded)
    assert meta.levels == [None] + ["normal"] * (state.players - 1)
    assert meta.totals == state.totals()
    assert [e.path for e in list_saves(tmp_path)] == [path]


def test_version_0_prototype_wrapper_is_migrated(tmp_path: Path) -> None:
    state = new_state("chapanka")
    play_random(state, random.Random(4), 30)
    path = tmp_path / "proto.json"
    doc = {
        "kartentisch": 1,
        "saved": "2024-12-24T18:00:00+00:00",
        "meta": {"levels": [None, "easy", "strong", "random"]},
        "engine": json.loads(state.to_json()),
    }
    path.write_text(json.dumps(doc))
    loaded, meta = read_save(path)
    assert_same_match(state, loaded)
    assert meta.levels == [None, "easy", "strong", "random"]
    assert meta.saved_at == "2024-12-24T18:00:00+00:00"


def test_state_may_be_stored_as_a_string(tmp_path: Path) -> None:
    state = new_state("kaschlan")
    play_random(state, random.Random(4), 12)
    path = tmp_path / "s.json"
    write_save(path, state, SaveMeta.from_state(state))
    doc = json.loads(path.read_text())
    doc["state"] = json.dumps(doc["state"])
    path.write_text(json.dumps(doc))
    assert_same_match(state, read_save(path)[0])


# --- bad files ------------------------------------------------------------------------------


def good_document() -> dict:
    state = new_state("kaschlan", seed=5, players=3)
    play_random(state, random.Random(6), 20)
    meta = SaveMeta.from_state(state, name="good")
    return {
        "kartentisch": "save",
        "version": 1,
        "meta": meta.to_dict(),
        "state": json.loads(state.to_json()),
    }


def edited(change) -> bytes:
    doc = good_document()
    change(doc)
    return json.dumps(doc).encode()


def _set(doc: dict, keys: str, value) -> None:
    *path, last = keys.split(".")
    for key in path:
        doc = doc[key]
    doc[last] = value


def _impossible_move(doc: dict) -> None:
    doc["state"]["deals"][0][3] = "play AS AS"


GOOD = json.dumps(good_document()).encode()

#: kind -> (content, words the message must contain)
BAD_SAVES = {
    "truncated": (GOOD[: len(GOOD) // 2], "cut off"),
    "empty": (b"", "is empty"),
    "binary garbage": (random.Random(1).randbytes(500), "binary"),
    "not UTF-8": (b"\xff\xfe" + GOOD, "binary"),
    "not JSON": (b"this is my shopping list", "not valid JSON"),
    "JSON array": (b"[1, 2, 3]", "JSON list where an object was expected"),
    "NaN": (GOOD.replace(b'"players": 3', b'"players": NaN', 1), "not valid JSON"),
    "wrong format version": (edited(lambda d: _set(d, "version", 0)), "unknown save format"),
    "format version text": (edited(lambda d: _set(d, "version", "1")), "unknown save format"),
    "unknown game": (
        edited(lambda d: (_set(d, "state.game", "skat"), _set(d, "meta.game", "skat"))),
        "unknown game 'skat'",
    ),
    "impossible move": (edited(_impossible_move), "is impossible"),
    "engine format": (edited(lambda d: _set(d, "state.format", 99)), "unknown save format"),
    "deals wrong type": (edited(lambda d: _set(d, "state.deals", "all")), "wrong shape"),
    "move wrong type": (edited(lambda d: _set(d, "state.deals", [[1, 2]])), "is not text"),
    "players wrong type": (
        edited(lambda d: (_set(d, "meta.players", "3"), _set(d, "state.players", "3"))),
        "wrong or missing 'players'",
    ),
    "seed wrong type": (edited(lambda d: _set(d, "state.seed", [5])), "set-up is invalid"),
    "unknown bot level": (edited(lambda d: _set(d, "meta.levels", [None, "god", "easy"])), "level"),
    "levels too short": (edited(lambda d: _set(d, "meta.levels", [None])), "'levels' for 3"),
    "meta missing": (edited(lambda d: d.pop("meta")), "lacks its game or its description"),
    "meta null": (edited(lambda d: _set(d, "meta", None)), "lacks its description"),
    "meta not an object": (edited(lambda d: _set(d, "meta", [1])), "not a set of named values"),
    "totals edited": (edited(lambda d: _set(d, "meta.totals", [0, 0, -100])), "different match"),
    "moves edited": (edited(lambda d: _set(d, "meta.moves", 2)), "different match"),
    "seed differs": (edited(lambda d: _set(d, "meta.seed", 6)), "different match"),
    "date unreadable": (edited(lambda d: _set(d, "meta.saved_at", "yesterday")), "date"),
    "huge nesting": (
        b'{"kartentisch": "save", "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
        "nested too deeply",
    ),
    "other Kartentisch file": (b'{"kartentisch": "settings", "version": 1}', "not a saved game"),
    "foreign JSON": (b'{"name": "a recipe", "eggs": 3}', "not a Kartentisch saved game"),
}


@pytest.mark.parametrize("kind", list(BAD_SAVES))
def test_bad_save_is_reported_and_kept(tmp_path: Path, kind: str) -> None:
    content, phrase = BAD_SAVES[kind]
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    found, message = open_save(path)
    assert found is None and message is not None
    assert phrase in message, message
    assert message.startswith(f"The saved game could not be used. The file {path} ")
    (moved,) = tmp_path.glob("bad.json.corrupt-*")
    assert moved.read_bytes() == content and moved.name in message
    assert not path.exists()


def test_future_version_is_reported_and_left_in_place(tmp_path: Path) -> None:
    path = tmp_path / "new.json"
    content = edited(lambda d: _set(d, "version", 2))
    path.write_bytes(content)
    found, message = open_save(path)
    assert found is None and "newer Kartentisch (save format 2" in message
    problems: list[str] = []
    assert list_saves(tmp_path, problems) == []
    assert len(problems) == 1 and "newer Kartentisch" in problems[0]
    assert path.read_bytes() == content


def test_symlink_directory_and_huge_file_in_place_of_a_save(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    secret = outside / "secret.json"
    secret.write_bytes(GOOD)
    saves_dir = tmp_path / "saves"
    saves_dir.mkdir()
    (saves_dir / "link.json").symlink_to(secret)
    (saves_dir / "folder.json").mkdir()
    with open(saves_dir / "huge.json", "wb") as handle:
        handle.truncate(MAX_BYTES + 10)
    for name, phrase in [("link", "symbolic link"), ("folder", "is a folder"), ("huge", "large")]:
        found, message = open_save(saves_dir / f"{name}.json")
        assert found is None and phrase in message
    assert secret.read_bytes() == GOOD
    assert sorted(p.name.split(".corrupt-")[0] for p in saves_dir.iterdir()) == [
        "folder.json",
        "huge.json",
        "link.json",
    ]


def test_list_saves_skips_reports_and_sets_aside_bad_files(tmp_path: Path) -> None:
    states = []
    for i, game in enumerate(("kaschlan", "bolachen", "chapanka")):
        state = new_state(game, seed=i)
        play_random(state, random.Random(i), 15)
        meta = SaveMeta.from_state(state, name=game, saved_at=f"2025-0{i + 1}-01T10:00:00+00:00")
        write_save(tmp_path / f"{game}.json", state, meta)
        states.append(state)
    (tmp_path / "broken.json").write_text("{")
    (tmp_path / "edited.json").write_bytes(edited(lambda d: _set(d, "meta.seed", 99)))
    (tmp_path / "notes.txt").write_text("not a save, not ours")
    (tmp_path / ".kaschlan.json.x.tmp").write_text("{")
    problems: list[str] = []
    entries = list_saves(tmp_path, problems)
    assert [e.meta.name for e in entries] == ["chapanka", "bolachen", "kaschlan"]  # newest first
    assert [e.meta.totals for e in entries] == [s.totals() for s in reversed(states)]
    assert len(problems) == 2
    assert any("broken.json" in p and "cut off" in p for p in problems)
    assert any("edited.json" in p and "different match" in p for p in problems)
    assert len(list(tmp_path.glob("*.corrupt-*"))) == 2
    assert (tmp_path / "notes.txt").exists()
    assert list_saves(tmp_path / "missing") == []


# --- autosave off the GUI thread ------------------------------------------------------------


def test_background_autosaver_keeps_the_latest_state(tmp_path: Path) -> None:
    from gui.storage.autosaver import BackgroundAutosaver

    path = tmp_path / "autosave.json"
    saver = BackgroundAutosaver(path)
    state = new_state("kaschlan", seed=8)
    rng = random.Random(8)
    levels = [None] + ["easy"] * (state.players - 1)
    for _ in range(60):
        play_random(state, rng, 1)
        saver.submit(state, levels)
    assert saver.flush(timeout=30)
    found, messages = read_autosave(path)
    assert messages == [] and found is not None
    assert_same_match(state, found[0])
    assert found[1].levels == levels
    saver.clear()
    assert saver.close(timeout=30)
    assert not path.exists()
    with pytest.raises(RuntimeError):
        saver.submit(state)


def test_background_autosaver_reports_failures_and_carries_on(tmp_path: Path) -> None:
    from gui.storage.autosaver import BackgroundAutosaver

    path = tmp_path / "autosave.json"
    path.mkdir()
    errors: list[str] = []
    saver = BackgroundAutosaver(path, on_error=errors.append)
    state = new_state("bolachen")
    saver.submit(state)
    assert saver.flush(timeout=30)
    assert len(errors) == 1 and "could not be saved automatically" in errors[0]
    path.rmdir()
    saver.submit(state)
    assert saver.close(timeout=30)
    assert read_autosave(path)[0] is not None
    done = finished_state("bolachen")
    saver2 = BackgroundAutosaver(path)
    saver2.submit(done)  # the match is over: nothing to resume
    assert saver2.close(timeout=30)
    assert not path.exists()


# --- one autosave per game (issue 17 item 2) ---------------------------------------------------


def test_the_autosaver_writes_each_games_file_and_skips_none(tmp_path: Path) -> None:
    from gui.storage.autosaver import BackgroundAutosaver
    from gui.storage.paths import UserPaths

    paths = UserPaths.from_base(tmp_path)
    saver = BackgroundAutosaver(paths.autosave_path)
    kaschlan, bolachen = new_state("kaschlan", seed=3), new_state("bolachen", seed=3)
    rng = random.Random(3)
    for _ in range(20):  # interleaved: a pending write of one game never drops the other's
        play_random(kaschlan, rng, 1)
        saver.submit(kaschlan, path=paths.autosave_for("kaschlan"), match_id="k")
        play_random(bolachen, rng, 1)
        saver.submit(bolachen, path=paths.autosave_for("bolachen"), match_id="b")
    assert saver.close(timeout=30)
    for state, match in ((kaschlan, "k"), (bolachen, "b")):
        found, _ = read_autosave(paths.autosave_for(state.spec.id))
        assert_same_match(state, found[0])
        assert found[1].match_id == match
    assert not paths.autosave_path.exists()
    assert sorted(e.meta.game for e in saves.list_autosaves(paths)) == ["bolachen", "kaschlan"]


def test_migrating_the_old_autosave_keeps_the_newer_and_the_older_beside_it(
    tmp_path: Path,
) -> None:
    from gui.storage.paths import UserPaths

    paths = UserPaths.from_base(tmp_path)
    paths.ensure()
    old, new = new_state("chapanka", seed=1), new_state("chapanka", seed=2)
    write_save(
        paths.autosave_path, old, SaveMeta.from_state(old, saved_at="2025-01-01T10:00:00+00:00")
    )
    write_save(
        paths.autosave_for("chapanka"),
        new,
        SaveMeta.from_state(new, saved_at="2025-02-01T10:00:00+00:00", match_id="x"),
    )
    legacy = paths.autosave_path.read_bytes()
    assert saves.migrate_single_autosave(paths) == []
    assert not paths.autosave_path.exists()
    assert read_save(paths.autosave_for("chapanka"))[1].match_id == "x"  # the newer stays
    (older,) = paths.data_dir.glob("autosave-chapanka.json.older-*")
    assert older.read_bytes() == legacy  # nothing lost
    assert saves.migrate_single_autosave(paths) == []  # nothing left to migrate


def test_a_damaged_per_game_autosave_is_reported_and_set_aside(tmp_path: Path) -> None:
    from gui.storage.paths import UserPaths

    paths = UserPaths.from_base(tmp_path)
    paths.ensure()
    paths.autosave_for("bolachen").write_text('{"kartentisch": "save", "version": 1, "me')
    problems: list[str] = []
    assert saves.list_autosaves(paths, problems) == []
    (message,) = problems
    assert "automatically saved match could not be used" in message and "cut off" in message
    (kept,) = paths.data_dir.glob("autosave-bolachen.json.corrupt-*")
    assert kept.name in message and not paths.autosave_for("bolachen").exists()


def test_a_save_with_a_huge_action_gives_a_short_message_with_one_full_stop(
    tmp_path: Path,
) -> None:
    doc = good_document()
    doc["state"]["deals"][0][3] = "play " + "X" * 1_000_000
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    found, message = open_save(path)
    assert found is None and message is not None
    assert "is impossible" in message
    assert len(message) < 1000  # was 2 MB: the action quoted twice in full
    assert ".." not in message  # "… or take.. It was kept" (issue 31 item 2)
    assert message.endswith(f"It was kept as {next(tmp_path.glob('huge.json.corrupt-*')).name}.")


def _state_as_string(inner: str) -> bytes:
    """A save whose game is a JSON *string* (as old files hold it) with ``inner`` in it."""
    doc = good_document()
    doc["state"] = inner
    return json.dumps(doc).encode()


#: The fuzzed saves of issue 31 item 1: their game, a JSON string, escaped every reader.
HOSTILE_STRING_STATES = {
    "deep nesting": _state_as_string("[" * 100_000 + "]" * 100_000),
    "5000-digit number": _state_as_string('{"format": 1, "seed": ' + "7" * 5000 + "}"),
    "deep inside an object": _state_as_string('{"game": ' + "[" * 5000 + "]" * 5000 + "}"),
}


@pytest.mark.parametrize("kind", list(HOSTILE_STRING_STATES))
def test_a_hostile_game_string_in_an_autosave_is_set_aside_at_start(
    tmp_path: Path, kind: str
) -> None:
    from gui.storage.paths import UserPaths

    content = HOSTILE_STRING_STATES[kind]
    paths = UserPaths.from_base(tmp_path)
    paths.ensure()
    paths.autosave_for("kaschlan").write_bytes(content)
    problems: list[str] = []
    assert saves.list_autosaves(paths, problems) == []  # no RecursionError / ValueError
    (message,) = problems
    assert "automatically saved match could not be used" in message
    (kept,) = paths.data_dir.glob("autosave-kaschlan.json.corrupt-*")
    assert kept.read_bytes() == content and kept.name in message


@pytest.mark.parametrize("kind", list(HOSTILE_STRING_STATES))
def test_a_hostile_game_string_in_a_named_save_is_listed_as_a_problem(
    tmp_path: Path, kind: str
) -> None:
    content = HOSTILE_STRING_STATES[kind]
    (tmp_path / "bad.json").write_bytes(content)
    problems: list[str] = []
    assert list_saves(tmp_path, problems) == []  # the Open dialog's listing
    (message,) = problems
    assert "bad.json could not be used" in message
    (kept,) = tmp_path.glob("bad.json.corrupt-*")
    assert kept.read_bytes() == content
    (tmp_path / "again.json").write_bytes(content)
    found, opened = open_save(tmp_path / "again.json")  # opening it directly
    assert found is None and opened is not None and "could not be used" in opened


def test_the_statistics_recorder_does_every_count_in_order(tmp_path: Path) -> None:
    from gui.storage.recorder import BackgroundRecorder
    from gui.storage.statistics import load_statistics, record_deal

    path = tmp_path / "statistics.json"
    reported: list[list[str]] = []
    recorder = BackgroundRecorder(reported.append)
    state = finished_state("bolachen", seed=4)
    for deal_no in range(state.deals_finished):
        snapshot = state.clone()
        recorder.submit(lambda s=snapshot, n=deal_no: record_deal(path, s, n, "m")[2])
    recorder.submit(lambda: ["something to tell"])
    assert recorder.close(timeout=60)
    stats, _ = load_statistics(path)
    assert stats.games["bolachen"].deals == state.deals_finished  # none skipped
    assert reported == [["something to tell"]]
    with pytest.raises(RuntimeError):
        recorder.submit(lambda: [])


def test_autosaves_of_one_second_list_the_later_written_first(tmp_path: Path) -> None:
    """``saved_at`` has whole seconds: of two games autosaved within one second the one
    written last is the last played (the start offers it), not the first by name."""
    from gui.storage.paths import UserPaths
    from gui.storage.saves import list_autosaves

    paths = UserPaths.from_base(tmp_path)
    paths.data_dir.mkdir(parents=True)
    stamp = "2026-11-24T12:00:00+00:00"
    for game, mtime in (("tausendundeins", 2_000), ("kaschlan", 1_000)):
        state = engine.game(game).new_game(seed=3)
        state.apply(state.legal_actions()[0])
        path = paths.autosave_for(game)
        write_autosave(path, state)
        data = json.loads(path.read_text(encoding="utf-8"))
        # The time is the metadata's: a top-level "saved_at" (as this test once wrote) is
        # ignored, so each file kept its real write time and the test failed whenever a new
        # second began between the two writes.
        data["meta"]["saved_at"] = stamp
        path.write_text(json.dumps(data), encoding="utf-8")
        os.utime(path, ns=(mtime * 10**9, mtime * 10**9))
    entries = list_autosaves(paths)
    assert [e.meta.saved_at for e in entries] == [stamp, stamp]  # the same second, truly
    assert [e.meta.game for e in entries] == ["tausendundeins", "kaschlan"]
