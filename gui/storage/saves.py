"""Saved games and the autosave: the engine's save plus what only the table knows.

Layout (save format version 1)::

    {"kartentisch": "save", "version": 1,
     "meta": {"name": "Sunday", "game": "kaschlan", "players": 4, "options": {...},
              "seed": 7, "saved_at": "2025-05-01T18:00:00+00:00", "totals": [0, 1, 0, 0],
              "deal_no": 2, "moves": 61, "is_over": false,
              "levels": [null, "normal", "easy", "strong"], "bot_seeds": [null, 218, 219, 220],
              "seat_names": ["Anna", "", "", ""], "match_id": "3f2a…",
              "learn": {"on": true, "lesson": 0}},
     "state": {<the engine's to_json() object>}}

Why this shape: ``state`` is the engine's own save (``python -m engine replay`` reads such a
file directly), and loading replays every action through the rules, so an edited file can
never smuggle in an impossible position. ``meta`` repeats the set-up and the score so the
Open dialog can list saves without replaying them, and adds the bots' levels and seeds,
because a bot's decisions are a function of its seed and what it sees: with the same seeds
a resumed match continues exactly as it would have. On opening, the metadata must agree
with the replayed state, otherwise the file is refused as edited or damaged.

``learn`` says what learn mode was doing, so a resumed lesson keeps its title, introduction and
advice: ``on`` (learn mode was on) and ``lesson``, the index of the guided lesson being played
among its game's (``engine.guided.lessons``), or null. It is optional like ``match_id`` (a
file without it resumes with learn mode off); a value that cannot be used is dropped, not the
save; older versions ignore it.

``match_id`` names the match across undo, saving, opening and resuming, so the statistics
count each of its deals once (:mod:`gui.storage.statistics`). It is optional: a file
without it (written before it existed) is resumed under one derived from its moves, the same
every time the file is read (``GameController.resume``); older versions ignore it.

The autosaves are saves of this layout too, one per game (``autosave-<game>.json``, see
:meth:`gui.storage.paths.UserPaths.autosave_for`); the single ``autosave.json`` of earlier
versions becomes the autosave of its game at the next start (:func:`migrate_single_autosave`).

The ``meta`` part, its checks and its comparison with the replayed state are
gui/storage/save_meta.py's (:class:`SaveMeta`). Messages for the user are translated where they
are made (context ``Saves``).

Older layouts (version 0) are migrated on reading: a bare engine save (``format``/``deals``
at the top), and the first GUI wrapper ``{"kartentisch": 1, "saved": …, "meta": {"levels":
…}, "engine": {…}}`` written by the first GUI (its ``gui/savefile.py`` is gone; its files
are still read).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

import engine
from engine import jsondoc
from engine.registry import load_data
from gui.storage.atomic import (
    StorageError,
    fsync_dir,
    read_json_object,
    set_aside,
    write_json_atomic,
)
from gui.storage.lock import locked
from gui.storage.paths import UserPaths
from gui.storage.save_meta import (
    LEVELS,
    SaveEntry,
    SaveMeta,
    default_bot_seeds,
    is_iso,
    learn_record,
)

# A save's description is gui/storage/save_meta.py's; its names are known from here as well.
__all__ = ["SaveEntry", "SaveMeta", "default_bot_seeds", "learn_record"]

MARKER = "save"
SAVE_VERSION = 1
SUFFIX = ".json"
#: The name whose lock guards choosing a new save's file name (see :func:`save_game`).
NAMES_LOCK = "save-names"
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(10))} | {
    f"LPT{i}" for i in range(10)
}


class SaveFileError(StorageError):
    """A save that cannot be used; ``str()`` says why in plain words."""


class NewerSaveError(SaveFileError):
    """A save written by a newer Kartentisch: not damaged, so it is left where it is."""


# --- writing --------------------------------------------------------------------------------


def write_save(path: str | os.PathLike[str], state: engine.GameState, meta: SaveMeta) -> None:
    """Write ``state`` with ``meta`` atomically (:class:`StorageError` if it cannot)."""
    write_json_atomic(path, save_document(state, meta))


def save_document(state: engine.GameState, meta: SaveMeta) -> dict[str, Any]:
    """The JSON document of a save: a snapshot, independent of later moves."""
    problems = meta.disagreements(state)
    if problems:
        raise ValueError(f"the description does not match the match: {'; '.join(problems)}")
    return {
        "kartentisch": MARKER,
        "version": SAVE_VERSION,
        "meta": meta.to_dict(),
        "state": json.loads(state.to_json()),
    }


def save_game(
    folder: str | os.PathLike[str],
    name: str,
    state: engine.GameState,
    levels: list[str | None] | None = None,
    bot_seeds: list[int | None] | None = None,
    seat_names: list[str] | None = None,
    learn: dict[str, Any] | None = None,
) -> Path:
    """Ctrl+S: save under a new file named after ``name`` in ``folder``; return its path."""
    meta = SaveMeta.from_state(state, levels, bot_seeds, seat_names, name=name, learn=learn)
    # Choosing a free name and writing it is one step for every running instance: otherwise
    # two instances saving under one name pick the same file and one save is lost.
    names = Path(folder) / NAMES_LOCK
    try:
        with locked(names):
            path = new_save_path(folder, meta.name)
            write_save(path, state, meta)
    except StorageError:
        raise
    except OSError as exc:  # the lock could not be taken: name the file that was meant
        reason = QCoreApplication.translate("Saves", "cannot be written: {reason}")
        meant = new_save_path(folder, meta.name)
        raise StorageError(meant, reason.format(reason=exc.strerror or exc)) from None
    return path


def new_save_path(folder: str | os.PathLike[str], name: str) -> Path:
    """A file name from the save's name that works on every platform and is not taken."""
    slug = re.sub(r"[^\w\-]+", "-", name.strip(), flags=re.UNICODE).strip("-._")[:60] or "save"
    if slug.upper() in _RESERVED:
        slug = f"_{slug}"
    folder = Path(folder)
    path = folder / f"{slug}{SUFFIX}"
    n = 2
    while os.path.lexists(path):
        path = folder / f"{slug}-{n}{SUFFIX}"
        n += 1
    return path


# --- reading --------------------------------------------------------------------------------


def read_save(path: str | os.PathLike[str]) -> tuple[engine.GameState, SaveMeta]:
    """Rebuild the match of a save file and check its description against it.

    Raises ``FileNotFoundError`` if missing and :class:`SaveFileError` for anything else.
    """
    target = Path(path)
    document = _read_document(target)
    meta_data = document["meta"]
    checked = None if meta_data is None else _meta(target, meta_data)  # cheap checks first
    state = _replay(target, document["state"])
    if checked is None:  # migrated from version 0: describe the replayed state
        levels = document.get("levels")
        if levels is not None and len(levels) != state.players:
            levels = None
        meta = SaveMeta.from_state(state, levels, saved_at=document.get("saved_at"))
    else:
        meta = checked
        problems = meta.disagreements(state)
        if problems:
            raise SaveFileError(target, _different("; ".join(problems)))
    return state, meta


def read_save_meta(path: str | os.PathLike[str]) -> SaveMeta:
    """The description only, without replaying the match (fast, for listing).

    The cheap checks are done here (layout, types, set-up agrees with the engine part); the
    full check by replay happens when the save is opened.
    """
    target = Path(path)
    document = _read_document(target)
    if document["meta"] is None:
        return read_save(target)[1]
    meta = _meta(target, document["meta"])
    state = document["state"]
    if isinstance(state, str):
        try:
            state = jsondoc.parse(state)
        except jsondoc.DocumentError:
            reason = QCoreApplication.translate(
                "Saves", "holds a damaged game (not valid JSON inside)"
            )
            raise SaveFileError(target, reason) from None
    if not isinstance(state, dict):
        raise SaveFileError(target, QCoreApplication.translate("Saves", "holds no game"))
    for key in ("game", "players", "seed", "options"):
        if state.get(key) != getattr(meta, key):
            differs = QCoreApplication.translate("Saves", "{key} differs").format(key=key)
            raise SaveFileError(target, _different(differs))
    return meta


def list_saves(
    folder: str | os.PathLike[str], problems: list[str] | None = None, set_bad_aside: bool = True
) -> list[SaveEntry]:
    """The readable saves in ``folder``, newest first; never raises.

    A bad file is left out, its reason appended to ``problems`` and (``set_bad_aside``) moved
    aside. A save from a newer Kartentisch is left in place: it is not damaged, only not
    readable by this version.
    """
    entries: list[SaveEntry] = []
    try:
        paths = sorted(Path(folder).iterdir())
    except FileNotFoundError:
        return []
    except OSError as exc:
        if problems is not None:
            problems.append(
                QCoreApplication.translate(
                    "Saves", "The saved games could not be listed: {reason}"
                ).format(reason=exc.strerror or exc)
            )
        return []
    for path in paths:
        if path.name.startswith(".") or not path.name.endswith(SUFFIX):
            continue
        try:
            entries.append(SaveEntry(path, read_save_meta(path)))
        except FileNotFoundError:
            continue
        except StorageError as exc:
            if not set_bad_aside or isinstance(exc, NewerSaveError):
                message = QCoreApplication.translate(
                    "Saves", "The saved game {name} cannot be opened: {error}"
                ).format(name=path.name, error=exc)
            else:
                headline = QCoreApplication.translate(
                    "Saves", "The saved game {name} could not be used."
                ).format(name=path.name)
                message = set_aside(exc, headline)
            if problems is not None:
                problems.append(message)
    # saved_at has whole seconds: saves within one second go by the file's time.
    entries.sort(key=lambda e: (e.meta.saved_datetime, _mtime_ns(e.path)), reverse=True)
    return entries


def open_save(
    path: str | os.PathLike[str], autosave: bool = False
) -> tuple[tuple[engine.GameState, SaveMeta] | None, str | None]:
    """Open a save for play; a bad one is moved aside. Returns (state and meta, or None;
    the message to show, or None). ``autosave`` words the messages for the autosave."""
    try:
        return read_save(path), None
    except FileNotFoundError:
        return None, QCoreApplication.translate(
            "Saves", "The saved game {name} no longer exists."
        ).format(name=Path(path).name)
    except NewerSaveError as exc:
        if autosave:
            text = QCoreApplication.translate(
                "Saves", "The automatically saved match cannot be opened: {error}"
            )
        else:
            text = QCoreApplication.translate("Saves", "The saved game cannot be opened: {error}")
        return None, text.format(error=exc)
    except StorageError as exc:
        if autosave:
            return None, set_aside(
                exc,
                QCoreApplication.translate(
                    "Saves", "The automatically saved match could not be used."
                ),
            )
        return None, set_aside(
            exc, QCoreApplication.translate("Saves", "The saved game could not be used.")
        )


def delete_save(path: str | os.PathLike[str]) -> None:
    """Delete a save the user chose to delete (the Open dialog asks first)."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        reason = QCoreApplication.translate("Saves", "cannot be deleted: {reason}")
        raise StorageError(path, reason.format(reason=exc.strerror or exc)) from None


def _read_document(target: Path) -> dict[str, Any]:
    """The file as a version-1 document (older layouts migrated); meta None = derive it."""
    try:
        data = read_json_object(target)
    except StorageError as exc:
        raise SaveFileError(exc.path, exc.reason) from None
    return migrate(target, data)


def migrate(target: Path, data: dict[str, Any]) -> dict[str, Any]:
    """Bring a save document to version 1; SaveFileError if it is not a save at all.

    Version 0 comes in two shapes: the bare engine save and the first GUI wrapper. Neither
    has the full description, so ``meta`` is None and :func:`read_save` derives it from the
    replayed state (keeping the wrapper's bot levels and date).
    """
    marker = data.get("kartentisch")
    if marker == MARKER:
        version = data.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
            reason = QCoreApplication.translate(
                "Saves",
                "was written by a newer Kartentisch (save format {version}; "
                "this version reads up to {supported})",
            )
            raise NewerSaveError(target, reason.format(version=version, supported=SAVE_VERSION))
        if version != SAVE_VERSION:
            reason = QCoreApplication.translate(
                "Saves", "has an unknown save format version {version}"
            )
            raise SaveFileError(target, reason.format(version=repr(version)))
        if "state" not in data or "meta" not in data:
            raise SaveFileError(
                target, QCoreApplication.translate("Saves", "lacks its game or its description")
            )
        if data["meta"] is None:
            raise SaveFileError(
                target, QCoreApplication.translate("Saves", "lacks its description")
            )
        return data
    if marker == 1 and "engine" in data:  # version 0: the first GUI wrapper
        old_meta = data.get("meta")
        if not isinstance(old_meta, dict):
            old_meta = {}
        levels = old_meta.get("levels")
        saved = data.get("saved")
        return {
            "kartentisch": MARKER,
            "version": SAVE_VERSION,
            "meta": None,
            "levels": _migrated_levels(levels),
            "saved_at": saved if isinstance(saved, str) and is_iso(saved) else None,
            "state": data["engine"],
        }
    if marker is None and "deals" in data and "format" in data:  # version 0: bare engine save
        return {"kartentisch": MARKER, "version": SAVE_VERSION, "meta": None, "state": data}
    if marker is not None:
        reason = QCoreApplication.translate(
            "Saves", "is not a saved game (it is a Kartentisch {kind} file)"
        )
        raise SaveFileError(target, reason.format(kind=repr(marker)))
    raise SaveFileError(
        target, QCoreApplication.translate("Saves", "is not a Kartentisch saved game")
    )


def _migrated_levels(levels: Any) -> list[str | None] | None:
    if isinstance(levels, list) and all(lv is None or lv in LEVELS for lv in levels):
        return levels
    return None


def _replay(target: Path, state: Any) -> engine.GameState:
    if not isinstance(state, dict | str):
        raise SaveFileError(target, QCoreApplication.translate("Saves", "holds no game"))
    try:
        rebuilt = engine.load(state) if isinstance(state, str) else load_data(state)
    except engine.SaveError as exc:
        reason = QCoreApplication.translate("Saves", "holds a game that cannot be rebuilt: {error}")
        raise SaveFileError(target, reason.format(error=exc)) from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as exc:
        reason = QCoreApplication.translate(
            "Saves", "holds a game that cannot be rebuilt ({error})"
        )
        raise SaveFileError(target, reason.format(error=f"{type(exc).__name__}: {exc}")) from None
    return rebuilt


def _meta(target: Path, data: Any) -> SaveMeta:
    try:
        return SaveMeta.from_dict(data)
    except ValueError as exc:
        reason = QCoreApplication.translate("Saves", "is damaged: {error}")
        raise SaveFileError(target, reason.format(error=exc)) from None


# --- the autosave ---------------------------------------------------------------------------


def write_autosave(
    path: str | os.PathLike[str],
    state: engine.GameState,
    levels: list[str | None] | None = None,
    bot_seeds: list[int | None] | None = None,
    seat_names: list[str] | None = None,
    match_id: str = "",
) -> None:
    """Keep the running match for resuming (after every action); a finished match is
    removed instead, since there is nothing left to resume."""
    if state.is_over:
        clear_autosave(path)
        return
    meta = SaveMeta.from_state(state, levels, bot_seeds, seat_names, match_id=match_id)
    write_save(path, state, meta)


def read_autosave(
    path: str | os.PathLike[str],
) -> tuple[tuple[engine.GameState, SaveMeta] | None, list[str]]:
    """At start: the unfinished match to offer for resuming, or None; plus messages.

    A damaged autosave is moved aside with a message; a finished one is removed.
    """
    target = Path(path)
    if not os.path.lexists(target):
        return None, []
    found, message = open_save(target, autosave=True)
    if found is None:
        return None, [message] if message else []
    state, _meta = found
    if state.is_over:
        clear_autosave(target)
        return None, []
    return found, []


def list_autosaves(
    paths: UserPaths,
    problems: list[str] | None = None,
    skip: Callable[[Path], bool] | None = None,
) -> list[SaveEntry]:
    """The unfinished matches kept in the per-game autosaves, newest first; never raises.

    Only the games this version knows are looked at (an autosave of a game from a newer
    version is left alone); each game may have several (one per instance that played it at
    the same time, :mod:`gui.storage.slots`); those ``skip`` names (another running instance
    writes them) are left alone. A bad file is moved aside with its reason in ``problems``;
    a finished match is removed. The full check (a replay) happens when one is resumed.
    """
    entries: list[SaveEntry] = []
    slots = [(gid, path) for gid in engine.GAMES for path in paths.autosave_slots(gid)]
    for game_id, path in slots:
        if skip is not None and skip(path):
            continue
        try:
            meta = read_save_meta(path)
            if meta.game != game_id:
                differs = QCoreApplication.translate("Saves", "{key} differs").format(key="game")
                raise SaveFileError(path, _different(differs))
        except FileNotFoundError:
            continue
        except NewerSaveError as exc:
            if problems is not None:
                problems.append(
                    QCoreApplication.translate(
                        "Saves", "The automatically saved match cannot be opened: {error}"
                    ).format(error=exc)
                )
            continue
        except StorageError as exc:
            headline = QCoreApplication.translate(
                "Saves", "The automatically saved match could not be used."
            )
            message = set_aside(exc, headline)
            if problems is not None:
                problems.append(message)
            continue
        if meta.is_over:
            try:
                clear_autosave(path)
            except StorageError as exc:
                if problems is not None:
                    problems.append(str(exc))
            continue
        entries.append(SaveEntry(path, meta))
    # saved_at has whole seconds: saves within one second go by the file's time.
    entries.sort(key=lambda e: (e.meta.saved_datetime, _mtime_ns(e.path)), reverse=True)
    return entries


def migrate_single_autosave(paths: UserPaths) -> list[str]:
    """Make the single ``autosave.json`` of earlier versions the autosave of its game.

    Nothing is lost: a damaged file is moved aside with a message (as every autosave is); if
    that game already has an autosave, the newer of the two becomes the game's and the
    other is kept beside it as ``<name>.older-<time>``. Returns the messages to show.
    """
    legacy = paths.autosave_path
    if not os.path.lexists(legacy):
        return []
    try:
        with locked(legacy):
            return _migrate_locked(paths, legacy)
    except OSError as exc:  # a lock that cannot be taken: try again at the next start
        reason = QCoreApplication.translate("Saves", "cannot be moved: {reason}")
        return [str(StorageError(legacy, reason.format(reason=exc.strerror or exc)))]


def _migrate_locked(paths: UserPaths, legacy: Path) -> list[str]:
    found, message = open_save(legacy, autosave=True)
    if found is None:
        return [message] if message else []
    state, meta = found
    if state.is_over:
        clear_autosave(legacy)
        return []
    target = paths.autosave_for(meta.game)
    with locked(target):
        if os.path.lexists(target):
            try:
                theirs: datetime | None = read_save_meta(target).saved_datetime
            except StorageError:
                theirs = None  # unreadable: kept beside, under the name that says so
            if theirs is not None and theirs >= meta.saved_datetime:
                _keep_older(legacy, target.name)
                fsync_dir(legacy.parent)
                return []
            _keep_older(target)
        os.replace(legacy, target)
        fsync_dir(legacy.parent)
    return []


def _keep_older(path: Path, name: str | None = None) -> Path:
    """Rename ``path`` to ``<name>.older-<time>`` (never over an existing file)."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = f"{name or path.name}.older-{stamp}"
    for n in range(1000):
        candidate = path.with_name(base if n == 0 else f"{base}-{n}")
        if not os.path.lexists(candidate):
            os.rename(path, candidate)
            return candidate
    raise OSError(f"too many older copies of {path.name}")


def clear_autosave(path: str | os.PathLike[str]) -> None:
    """Forget the autosave (match finished, or the user declined to resume)."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        reason = QCoreApplication.translate("Saves", "cannot be removed: {reason}")
        raise StorageError(path, reason.format(reason=exc.strerror or exc)) from None


# --- small helpers --------------------------------------------------------------------------


def _different(problems: str) -> str:
    return QCoreApplication.translate(
        "Saves", "describes a different match than its moves: {problems}"
    ).format(problems=problems)


def _mtime_ns(path: Path) -> int:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return 0
