"""The server's table files: written atomically, read with the engine's careful JSON reader.

Why its own small writer: the GUI's (``gui.storage.atomic``) speaks Qt, which the server must
not import. A table is written to a temporary file in the same folder, flushed, fsynced and
``os.replace``-d over the old one, so a killed server leaves either the old or the new file.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from engine import jsondoc


def write_json(path: Path, data: Any) -> None:
    """Replace ``path`` with ``data`` as JSON, all or nothing."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
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
