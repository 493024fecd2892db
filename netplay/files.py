"""The server's table files: written atomically and durably, read with the engine's careful
JSON reader.

Why its own small writer: the GUI's (``gui.storage.atomic``) speaks Qt, which the server must
not import. A table is written to a temporary file in the same folder, flushed, fsynced,
``os.replace``-d over the old one, and then the folder itself is fsynced: only then is the
rename on disk, so a killed server (or a power cut) leaves either the old or the new file and
a move acknowledged after :func:`write_json` returned is never lost.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from engine import jsondoc

#: How the temporary files of :func:`write_json` end (the stale ones are removed at start).
TEMP_SUFFIX = ".tmp"


def write_json(path: Path, data: Any) -> None:
    """Replace ``path`` with ``data`` as JSON, all or nothing, on disk when it returns."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX: the directory entry is data of its own)."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def check_writable(folder: Path) -> None:
    """Raise OSError (or NotADirectoryError) unless tables can be saved under ``folder``:
    made if missing, then a probe file written, fsynced and removed, as a save would."""
    if folder.exists() and not folder.is_dir():
        raise NotADirectoryError(f"{folder} is not a folder")
    tables = folder / "tables"
    tables.mkdir(parents=True, exist_ok=True)
    probe = tables / ".probe"
    write_json(probe, {"probe": True})
    probe.unlink()


def remove_stale_temps(folder: Path) -> list[Path]:
    """Delete the temporary files a killed writer left in ``folder``; the paths removed."""
    removed: list[Path] = []
    if not folder.is_dir():
        return removed
    for path in folder.glob(f"*{TEMP_SUFFIX}"):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
            removed.append(path)
    return removed


def read_json(path: Path) -> Any:
    """The JSON value of ``path`` (``engine.jsondoc``: size, depth and kind checked)."""
    return jsondoc.read(path)


def set_aside(path: Path) -> Path:
    """Move a file that cannot be read out of the way (never delete it); the new path."""
    target = path.with_name(path.name + ".unreadable")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.unreadable{n}")
    os.replace(path, target)
    return target
