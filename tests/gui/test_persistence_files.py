"""The issue's file tests at program level: whole matches saved at every step, a save process
killed mid-write, run-only settings, and what a ``--screenshot`` run leaves on disk."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import cardart
import engine
from gui.storage.overrides import RunOnlyStorage
from gui.storage.paths import ENV_HOME, UserPaths
from gui.storage.saves import SaveMeta, read_save, read_save_meta, write_autosave, write_save
from gui.storage.settings_store import JsonSettingsStorage, load_settings, save_settings

ROOT = Path(__file__).resolve().parents[2]


def random_match(game: str, seed: int) -> tuple[engine.GameState, random.Random]:
    spec = engine.game(game)
    return spec.new_game(players=spec.default_players or spec.players[0], seed=seed), random.Random(
        seed
    )


def step(state: engine.GameState, rng: random.Random) -> None:
    if state.deal_over:
        state.next_deal()
    else:
        state.apply(rng.choice(state.legal_actions()))


# --- whole matches --------------------------------------------------------------------------


@pytest.mark.parametrize("game", engine.GAMES)
def test_a_whole_random_match_saved_and_loaded_at_every_step(
    tmp_path: Path, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # durability is the kill test's business
    state, rng = random_match(game, seed=41)
    levels = [None] + ["easy"] * (state.players - 1)
    path = tmp_path / "match.json"
    steps = 0
    while True:
        meta = SaveMeta.from_state(state, levels, name=f"step {steps}")
        write_save(path, state, meta)
        loaded, loaded_meta = read_save(path)
        assert loaded.to_json() == state.to_json()
        assert loaded.observation(0) == state.observation(0)
        assert [a.text for a in loaded.legal_actions()] == [a.text for a in state.legal_actions()]
        assert loaded_meta == meta == read_save_meta(path)
        if state.is_over:
            break
        step(state, rng)
        steps += 1
    assert loaded_meta.is_over and steps == len(state.history) + state.deal_no


# --- a save process killed mid-write --------------------------------------------------------

SAVER = r"""
import json, random, sys
import cardart
import engine
from gui.storage.saves import SaveMeta, write_save
path = sys.argv[1]
spec = engine.game("kaschlan")
state = spec.new_game(players=4, seed=3)
rng = random.Random(3)
snapshots = []
while not state.is_over:
    if state.deal_over:
        state.next_deal()
    else:
        state.apply(rng.choice(state.legal_actions()))
    snapshots.append((state.clone(), SaveMeta.from_state(state)))
i = 0
while True:
    snap, meta = snapshots[i % len(snapshots)]
    write_save(path, snap, meta)
    print(i, flush=True)
    i += 1
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_save_killed_with_sigkill_mid_write_is_always_readable(tmp_path: Path) -> None:
    target = tmp_path / "autosave.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    seen_moves = set()
    for kill_after in (1, 3, 7, 2, 5, 11):
        proc = subprocess.Popen(
            [sys.executable, "-c", SAVER, str(target)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        assert proc.stdout is not None
        for _ in range(kill_after):
            assert proc.stdout.readline().strip().isdigit(), "the saver stopped early"
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        state, meta = read_save(target)  # never torn: a whole old or a whole new save
        assert meta.moves == len(state.history)
        seen_moves.add(meta.moves)
    assert len(seen_moves) > 1  # the kills landed at different writes
    leftovers = [p.name for p in tmp_path.iterdir() if p != target]
    # Only a killed writer's temporary file, and its lock file if the kill landed while it
    # was held (QLockFile takes over such a stale lock by its process id).
    assert all(
        n == ".autosave.json.lock" or (n.startswith(".autosave.json.") and n.endswith(".tmp"))
        for n in leftovers
    )


# --- settings for this run only -------------------------------------------------------------


def test_run_only_changes_stay_off_the_file_until_the_user_makes_them_theirs(
    tmp_path: Path,
) -> None:
    from gui.settings import Settings

    path = tmp_path / "settings.json"
    save_settings(path, {**load_settings(path)[0], "animation_speed": "slow"})
    storage = RunOnlyStorage(JsonSettingsStorage(path))
    settings = Settings(storage)
    with storage.for_this_run():
        settings.set_animation_speed("off")
        settings.set_pattern("kaschlan", "german")
    assert settings.animation_speed() == "off" and settings.pattern("kaschlan") == "german"
    settings.set_player_name("Ala")  # a change of the user's own, saved with the others kept
    on_disk = load_settings(path)[0]
    assert on_disk["player_name"] == "Ala"
    assert on_disk["animation_speed"] == "slow" and on_disk["patterns"] == {}
    settings.set_animation_speed("fast")  # the user changes a run-only setting: now it counts
    assert load_settings(path)[0]["animation_speed"] == "fast"


def test_read_only_storage_never_writes(tmp_path: Path) -> None:
    from gui.settings import Settings

    path = tmp_path / "settings.json"
    save_settings(path, load_settings(path)[0])
    before = path.read_bytes()
    settings = Settings(RunOnlyStorage(JsonSettingsStorage(path), read_only=True))
    settings.set_language("de")
    settings.set_window_geometry(b"\x01\x02")
    assert settings.language() == "de" and path.read_bytes() == before


# --- a whole program run --------------------------------------------------------------------


def run_app(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        ENV_HOME: str(home),
        "QT_QPA_PLATFORM": "offscreen",
        "LANGUAGE": "en",  # a first start follows the system's language: make it English
        "LC_ALL": "C.UTF-8",
        "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
    }
    return subprocess.run(
        [sys.executable, "-m", "gui.app", *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_a_screenshot_run_reports_a_corrupt_settings_file_and_changes_nothing_else(
    tmp_path: Path,
) -> None:
    paths = UserPaths.from_base(tmp_path)
    paths.ensure()
    paths.settings_path.write_bytes(b'{"kartentisch": "settings", "version": 1, "settings": {')
    unfinished, rng = random_match("bolachen", seed=5)
    for _ in range(9):
        step(unfinished, rng)
    write_autosave(paths.autosave_path, unfinished)
    autosave = paths.autosave_path.read_bytes()
    shot = tmp_path / "shot.png"
    args = ("--seed", "2", "--bots", "random", "--moves", "2")  # no --game: offer skipped
    done = run_app(tmp_path, *args, "--speed", "slow", "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr
    assert "The settings could not be used" in done.stderr and "cut off" in done.stderr
    (kept,) = paths.config_dir.glob("settings.json.corrupt-*")
    assert kept.read_bytes().endswith(b'"settings": {')
    assert shot.read_bytes().startswith(b"\x89PNG")
    assert not paths.settings_path.exists()  # read-only run: nothing of the user's written
    assert paths.autosave_path.read_bytes() == autosave  # neither resumed nor replaced
    assert not paths.statistics_path.exists()
    # the card cache is in the cache dir
    assert any(paths.card_cache_dir.rglob("*" + cardart.cache.EXT))


def test_a_settings_problem_at_start_is_told_in_the_language_chosen(tmp_path: Path) -> None:
    paths = UserPaths.from_base(tmp_path)
    paths.ensure()
    settings = {"language": "de", "language_chosen": True, "default_difficulty": "godlike"}
    document = {"kartentisch": "settings", "version": 1, "settings": settings}
    paths.settings_path.write_text(json.dumps(document), encoding="utf-8")
    shot = tmp_path / "shot.png"
    done = run_app(tmp_path, "--game", "bolachen", "--seed", "2", "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr
    # Made while the settings were loaded, before the window: German all the same.
    assert "Die Einstellung 'default_difficulty'" in done.stderr, done.stderr
    assert "The setting" not in done.stderr
