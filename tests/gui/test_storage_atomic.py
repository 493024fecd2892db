"""Atomic writes, careful reads, quarantine and the per-user paths (no Qt needed)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from gui.storage import atomic
from gui.storage.atomic import (
    StorageError,
    quarantine,
    read_json,
    read_json_object,
    remove_stale_temp_files,
    set_aside,
    write_json_atomic,
    write_text_atomic,
)
from gui.storage.lock import TORN_AGE_S, is_free, is_torn, lock_path
from gui.storage.paths import ENV_HOME, UserPaths

ROOT = Path(__file__).resolve().parents[2]


# --- paths ----------------------------------------------------------------------------------


def test_paths_from_env_var_keep_the_real_home_clean(tmp_path: Path) -> None:
    paths = UserPaths.default({ENV_HOME: str(tmp_path)})
    assert paths.settings_path == tmp_path / "config" / "settings.json"
    assert paths.saves_dir == tmp_path / "data" / "saves"
    assert paths.autosave_path.parent == paths.statistics_path.parent == tmp_path / "data"
    assert paths.card_cache_dir.parent == tmp_path / "cache"
    paths.ensure()
    assert paths.saves_dir.is_dir() and paths.config_dir.is_dir() and paths.cache_dir.is_dir()


def test_paths_default_to_platformdirs_with_the_app_name() -> None:
    paths = UserPaths.default({})
    for folder in (paths.config_dir, paths.data_dir, paths.cache_dir):
        assert "kartentisch" in str(folder).lower()
    assert paths.config_dir != paths.cache_dir


# --- writing and reading --------------------------------------------------------------------


def test_write_and_read_round_trip_leaves_no_temp_file(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "x.json"
    data = {"ä": [1, 2.5, None, True], "text": "Grün ♣"}
    write_json_atomic(target, data)
    write_json_atomic(target, {**data, "again": 1})
    assert read_json(target) == {**data, "again": 1}
    assert sorted(p.name for p in target.parent.iterdir()) == ["x.json"]


def test_write_refuses_what_is_not_json_and_keeps_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "x.json"
    write_json_atomic(target, {"a": 1})
    for bad in ({"a": float("nan")}, {"a": object()}):
        with pytest.raises(StorageError, match="not JSON"):
            write_json_atomic(target, bad)
    assert read_json(target) == {"a": 1}


def test_write_over_a_folder_says_so_and_touches_nothing(tmp_path: Path) -> None:
    target = tmp_path / "x.json"
    target.mkdir()
    (target / "inside").write_text("keep")
    with pytest.raises(StorageError, match="folder"):
        write_text_atomic(target, "{}")
    assert (target / "inside").read_text() == "keep"
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_missing_file_is_file_not_found(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_json(tmp_path / "nothing.json")


@pytest.mark.parametrize(
    ("content", "phrase"),
    [
        (b"", "is empty"),
        (b"  \n", "is empty"),
        (b'{"a": [1, 2', "cut off"),
        (b'{"a": "unfinished', "cut off"),
        (b"hello world", "not valid JSON"),
        (b'{"a": NaN}', "not valid JSON"),
        (b"\x00\x01\x02garbage\xff", "binary"),
        (b"\xff\xfe{}", "binary"),
        (b"[" * 5000 + b"]" * 5000, "nested too deeply"),
        (b'{"a":' * 100 + b"1" + b"}" * 100, "nested too deeply"),
    ],
)
def test_bad_content_is_refused_in_plain_words(tmp_path: Path, content: bytes, phrase: str) -> None:
    target = tmp_path / "bad.json"
    target.write_bytes(content)
    with pytest.raises(StorageError, match=phrase) as info:
        read_json(target)
    assert info.value.path == target
    assert str(info.value).startswith(f"The file {target} ")


def test_an_array_where_an_object_belongs(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    target.write_text("[1, 2]")
    with pytest.raises(StorageError, match="JSON list where an object was expected"):
        read_json_object(target)


def test_symlink_is_not_followed(tmp_path: Path) -> None:
    real = tmp_path / "elsewhere.json"
    real.write_text('{"secret": 1}')
    link = tmp_path / "x.json"
    link.symlink_to(real)
    with pytest.raises(StorageError, match="symbolic link"):
        read_json(link)
    moved = quarantine(link)
    assert moved.is_symlink() and not os.path.lexists(link)
    assert real.read_text() == '{"secret": 1}'


def test_folder_and_huge_file_are_refused(tmp_path: Path) -> None:
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(StorageError, match="folder"):
        read_json(tmp_path / "dir.json")
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(atomic.MAX_BYTES + 1)  # sparse: costs no disk
    with pytest.raises(StorageError, match="too large"):
        read_json(huge)


# --- quarantine -----------------------------------------------------------------------------


def test_quarantine_never_overwrites(tmp_path: Path) -> None:
    when = datetime(2025, 5, 1, 18, 30, 5)
    names = []
    for n in range(3):
        target = tmp_path / "settings.json"
        target.write_text(f"broken {n}")
        names.append(quarantine(target, now=when).name)
        assert not target.exists()
    assert names == [
        "settings.json.corrupt-20250501-183005",
        "settings.json.corrupt-20250501-183005-1",
        "settings.json.corrupt-20250501-183005-2",
    ]
    assert [(tmp_path / n).read_text() for n in names] == ["broken 0", "broken 1", "broken 2"]


def test_quarantine_moves_a_folder_and_set_aside_explains(tmp_path: Path) -> None:
    target = tmp_path / "autosave.json"
    target.mkdir()
    (target / "child").write_text("kept")
    try:
        read_json(target)
    except StorageError as exc:
        message = set_aside(exc, "The autosave could not be used.", "Nothing is resumed.")
    assert message.startswith(f"The autosave could not be used. The file {target} is a folder")
    assert "is a folder" in message and "Nothing is resumed." in message
    (moved,) = tmp_path.iterdir()
    assert moved.name.startswith("autosave.json.corrupt-") and moved.name in message
    assert (moved / "child").read_text() == "kept"


HOLDER = r"""
import sys
from gui.storage.lock import locked
with locked(sys.argv[1]):
    print("held", flush=True)
    sys.stdin.readline()
"""


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}


@contextmanager
def _another_instance_holding(target: Path) -> Iterator[None]:
    """Another running Kartentisch holds ``target``'s lock for the block."""
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(target)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=_env(),
        cwd=ROOT,
    )
    assert holder.stdout is not None and holder.stdin is not None
    try:
        assert holder.stdout.readline().strip() == "held"
        yield
    finally:
        holder.stdin.write("\n")
        holder.stdin.close()
        holder.wait()
        holder.stdout.close()


def test_temp_files_of_a_killed_writer_go_at_the_next_start_unless_another_instance_writes(
    tmp_path: Path,
) -> None:
    left = tmp_path / ".x.json.abc123.tmp"  # a writer of x.json was killed a moment ago
    busy = tmp_path / ".y.json.def456.tmp"  # another instance is writing y.json right now
    other = tmp_path / "x.json"
    for p in (left, busy, other):
        p.write_text("{}")
    with _another_instance_holding(tmp_path / "y.json"):
        assert remove_stale_temp_files(tmp_path) == 1
        assert not left.exists() and busy.exists() and other.exists()
    assert remove_stale_temp_files(tmp_path) == 1  # that instance has finished: now it goes
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith(".lock")) == ["x.json"]


def test_a_file_that_cannot_be_moved_aside_says_so_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "settings.json"
    target.write_text("")

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic.os, "link", refuse)
    monkeypatch.setattr(atomic.os, "rename", refuse)
    try:
        read_json(target)
    except StorageError as exc:
        message = set_aside(exc, "The settings could not be used.")
    assert message.count("moved aside") == 1, message
    assert message.endswith("It could not be moved aside either: Permission denied.")
    assert target.exists()


def test_a_lock_file_left_empty_by_a_killed_process_does_not_block_writes(
    tmp_path: Path,
) -> None:
    # QLockFile creates the file and then writes its owner's id: a kill in between leaves
    # an empty lock file that QLockFile alone never calls stale (CI hit it: 15 s, then an error).
    target = tmp_path / "autosave.json"
    torn = lock_path(target)
    torn.write_bytes(b"")
    assert not is_torn(torn), "a just-created lock may still get its owner's id"
    old = torn.stat().st_mtime - 10
    os.utime(torn, (old, old))
    assert is_torn(torn)
    write_text_atomic(target, "{}")
    assert json.loads(target.read_text()) == {}


def test_a_torn_lock_held_by_a_live_process_is_not_taken(tmp_path: Path) -> None:
    target = tmp_path / "y.json"
    with _another_instance_holding(target):
        lock_file = lock_path(target)
        lock_file.write_bytes(b"")  # looks torn, but its native lock is still held
        old = lock_file.stat().st_mtime - 10
        os.utime(lock_file, (old, old))
        assert not is_free(target)
        assert lock_file.exists()


# --- a process killed while writing ---------------------------------------------------------

WRITER = r"""
import json, sys
from gui.storage.atomic import write_text_atomic
path = sys.argv[1]
# Encoded once, so the loop's time is spent writing and a kill lands mid-write.
texts = [json.dumps({"which": k, "cards": [k] * 200_000}) for k in ("A", "B")]
i = 0
while True:
    write_text_atomic(path, texts[i % 2])
    print(i, flush=True)
    i += 1
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_write_killed_at_any_point_leaves_the_old_or_the_new_file(tmp_path: Path) -> None:
    target = tmp_path / "autosave.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    expected = [{"which": k, "cards": [k] * 200_000} for k in ("A", "B")]
    for kill_after in (1, 2, 3, 1, 2, 3):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        assert proc.stdout is not None
        for _ in range(kill_after):
            line = proc.stdout.readline()
            assert line.strip().isdigit(), "the writer stopped early"
        # Reading while the writer is busy shows a reader never sees a torn file, and gives
        # the writer time to be in the middle of its next write when the kill comes.
        assert read_json(target) in expected
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        data = read_json(target)
        assert data in expected
    leftovers = [p for p in tmp_path.iterdir() if p.name != "autosave.json"]
    assert all(p.name.startswith(".autosave.json.") for p in leftovers)
    assert all(p.name.endswith((".tmp", ".lock", ".rmlock")) for p in leftovers)
    # The next start comes seconds later: by then a lock file the last kill left without
    # its owner's id counts as torn (gui.storage.lock.TORN_AGE_S).
    lock_file = lock_path(target)
    if lock_file.exists():
        later = lock_file.stat().st_mtime - 2 * TORN_AGE_S
        os.utime(lock_file, (later, later))
    # The killed writers' locks are free, so the next start removes their temporary files.
    remove_stale_temp_files(tmp_path)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    json.loads(target.read_text())


class _German(QTranslator):
    """Translates a few storage messages, to show they are looked up when they are made."""

    WORDS = {
        ("Storage", "The file {path} {reason}."): "Die Datei {path} {reason}.",
        ("Storage", "is empty"): "ist leer",
        ("Storage", "It was kept as {name}."): "Sie wurde als {name} aufbewahrt.",
        ("SettingsStore", "The settings could not be used."): "Die Einstellungen sind unbrauchbar.",
        ("SettingsStore", "The default settings are used."): "Es gelten die Voreinstellungen.",
    }

    def translate(  # noqa: D102 - Qt's virtual
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return self.WORDS.get((context, source), "")

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


def test_storage_messages_go_through_the_installed_translator(qapp, tmp_path: Path) -> None:
    from gui.storage.settings_store import load_settings

    path = tmp_path / "settings.json"
    path.write_text("  \n")
    translator = _German()
    assert QCoreApplication.installTranslator(translator)
    try:
        _values, warnings = load_settings(path)
    finally:
        QCoreApplication.removeTranslator(translator)
    (moved,) = tmp_path.iterdir()
    assert warnings == [
        f"Die Einstellungen sind unbrauchbar. Die Datei {path} ist leer."
        f" Sie wurde als {moved.name} aufbewahrt. Es gelten die Voreinstellungen."
    ]
