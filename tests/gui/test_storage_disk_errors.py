"""Disk errors are reported with their real cause and the file concerned (issue 31 item 3).

``QLockFile`` only says "permission error" or "unknown error"; these used to become EACCES
and EIO, so a full disk read "Input/output error". The real conditions (a full or read-only
disk, an immutable folder) need privileges to make, so each is made where it strikes: the
lock fails as QLockFile fails there, and the file system call fails as it does there.
"""

from __future__ import annotations

import errno
import os
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLockFile

import engine
from gui.storage import lock
from gui.storage.atomic import StorageError, write_json_atomic
from gui.storage.autosaver import BackgroundAutosaver
from gui.storage.saves import save_game


class _FailingLock:
    """A QLockFile on a disk where it cannot make its file."""

    LockError = QLockFile.LockError

    def __init__(self, _path: str) -> None:
        pass

    def setStaleLockTime(self, _ms: int) -> None:  # noqa: N802 - Qt's name
        pass

    def tryLock(self, _ms: int = 0) -> bool:  # noqa: N802 - Qt's name
        return False

    def error(self) -> QLockFile.LockError:
        return QLockFile.LockError.UnknownError


def _failing(code: int) -> Any:
    def fail(*_args: object, **_kwargs: object) -> Any:
        raise OSError(code, os.strerror(code))

    return fail


@pytest.fixture
def no_lock(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lock, "QLockFile", _FailingLock)


@pytest.mark.parametrize(
    ("where", "code"),
    [
        ("fsync", errno.ENOSPC),  # a full disk: the file is made, its content does not fit
        ("mkstemp", errno.EROFS),  # a read-only disk
        ("mkstemp", errno.EPERM),  # an immutable folder (chattr +i)
        ("mkstemp", errno.EACCES),  # a folder of somebody else's
    ],
    ids=["full disk", "read-only disk", "immutable folder", "no permission"],
)
def test_a_lock_that_cannot_be_made_reports_the_real_cause(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_lock: None, where: str, code: int
) -> None:
    target = tmp_path / "settings.json"
    if where == "fsync":
        monkeypatch.setattr(lock.os, "fsync", _failing(code))
    else:
        monkeypatch.setattr(lock.tempfile, "mkstemp", _failing(code))
    with pytest.raises(StorageError) as caught:
        write_json_atomic(target, {"a": 1})
    message = str(caught.value)
    assert os.strerror(code) in message, message
    assert str(target) in message
    if code != errno.EIO:
        assert os.strerror(errno.EIO) not in message
    assert list(tmp_path.iterdir()) == []  # no probe or lock file left behind


def test_ctrl_s_names_the_file_it_meant_to_write_not_the_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_lock: None
) -> None:
    monkeypatch.setattr(lock.os, "fsync", _failing(errno.ENOSPC))
    state = engine.game("kaschlan").new_game(seed=3)
    state.apply(random.Random(3).choice(state.legal_actions()))
    with pytest.raises(StorageError) as caught:
        save_game(tmp_path, "Sunday", state)
    assert caught.value.path == tmp_path / "Sunday.json"
    assert "Sunday.json" in str(caught.value)
    assert os.strerror(errno.ENOSPC) in str(caught.value)


def test_a_failing_autosave_is_reported_once_and_its_recovery_once(tmp_path: Path) -> None:
    told: list[str] = []
    recovered: list[Path] = []
    path = tmp_path / "autosave-kaschlan.json"
    path.mkdir()  # every write fails until it is gone
    saver = BackgroundAutosaver(path, told.append, recovered.append)
    state = engine.game("kaschlan").new_game(seed=3)
    rng = random.Random(3)
    try:
        for _ in range(8):
            state.apply(rng.choice(state.legal_actions()))
            saver.submit(state)
            assert saver.flush(10)
        assert len(told) == 1 and "not being kept" in told[0] and str(path) in told[0]
        path.rmdir()
        state.apply(rng.choice(state.legal_actions()))
        saver.submit(state)
        assert saver.flush(10)
        assert recovered == [path] and path.is_file()
        path.unlink()
        path.mkdir()  # failing again: told again, once
        for _ in range(3):
            state.apply(rng.choice(state.legal_actions()))
            saver.submit(state)
            assert saver.flush(10)
        assert len(told) == 2
    finally:
        saver.close()
