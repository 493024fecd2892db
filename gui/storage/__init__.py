"""Per-user storage of Kartentisch: settings, saved games, autosave and statistics.

Pure Python (no Qt) except the two dialogs, so the storage can be tested and used without a
display. Every file is JSON with a format marker and a version, written atomically
(:mod:`gui.storage.atomic`); a file that cannot be used is moved aside with a message in
plain words and the program carries on with defaults.

The usual entry point is :class:`UserPaths` (where the files live) plus one module per kind
of file: :mod:`~gui.storage.settings_store`, :mod:`~gui.storage.saves`,
:mod:`~gui.storage.statistics`.
"""

from gui.storage.atomic import StorageError, quarantine, read_json, write_json_atomic
from gui.storage.paths import ENV_HOME, UserPaths

__all__ = [
    "ENV_HOME",
    "StorageError",
    "UserPaths",
    "quarantine",
    "read_json",
    "write_json_atomic",
]
