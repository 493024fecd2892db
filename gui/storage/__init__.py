"""Per-user storage of Kartentisch: settings, saved games, autosave and statistics.

Only QtCore below the two dialogs (translated messages, :class:`QLockFile`, the autosave
thread), so the storage can be tested and used without a display. Every file is JSON with a
format marker and a version, written atomically (:mod:`gui.storage.atomic`) under a lock
beside it (:mod:`gui.storage.lock`, so two running instances lose nothing); a file that cannot
be used is moved aside as ``.corrupt-*`` with a message in plain words, and the program
carries on with defaults.

The usual entry point is :class:`UserPaths` (where the files live) plus one module per kind
of file: :mod:`~gui.storage.settings_store`, :mod:`~gui.storage.saves` (named saves and the
autosave, written by :mod:`~gui.storage.autosaver` off the GUI thread),
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
