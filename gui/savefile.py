"""Saved games on disk: the engine's save text plus a little GUI metadata, written atomically.

The engine's ``to_json()`` is the real save; the wrapper adds what only the table knows
(opponents' levels and names). Writing goes through a temporary file in the same folder,
flushed and fsynced, then ``os.replace``: a crash mid-write never leaves half a save behind.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import engine

WRAPPER_FORMAT = 1


class SaveFileError(ValueError):
    """A save file that cannot be read or written; the message is for people."""


def write_save(path: str | os.PathLike[str], engine_json: str, meta: dict[str, Any]) -> None:
    """Write the match atomically: temp file in the same folder, fsync, then replace."""
    target = Path(path)
    data = {
        "kartentisch": WRAPPER_FORMAT,
        "saved": datetime.now(UTC).isoformat(timespec="seconds"),
        "meta": meta,
        "engine": json.loads(engine_json),
    }
    text = json.dumps(data, indent=1, ensure_ascii=False)
    folder = target.parent if str(target.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def read_save(path: str | os.PathLike[str]) -> tuple[engine.GameState, dict[str, Any]]:
    """Load a save written by :func:`write_save` (or a bare engine save).

    Raises :class:`SaveFileError` with the engine's plain-words reason when it cannot load.
    """
    try:
        raw = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveFileError(str(exc)) from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise SaveFileError(f"the file is not a saved game (not valid JSON): {exc}") from None
    meta: dict[str, Any] = {}
    if isinstance(data, dict) and "engine" in data:
        meta = data.get("meta") if isinstance(data.get("meta"), dict) else {}
        text = json.dumps(data["engine"])
    else:
        text = raw
    try:
        state = engine.load(text)
    except engine.SaveError as exc:
        raise SaveFileError(str(exc)) from None
    return state, meta
