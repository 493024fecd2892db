"""The settings file: versioned JSON with defaults, per-key checks and a migration.

Layout (version 1)::

    {"kartentisch": "settings", "version": 1,
     "settings": {"language": "de", "patterns": {"bolachen": "german"}, ...}}

Bytes (the window geometry and state Qt hands out) are stored as ``{"$bytes": "<base64>"}``.
Keys this module does not know are kept unchanged, so a setting added by a later part of the
GUI survives a round trip through an older check list.

Version 0 was the prototype's flat layout: the keys at the top level, one ``pattern`` for every
game, ``back`` / ``difficulty`` / ``name`` instead of the long names, the animation ``speed``
as a delay in milliseconds and the ``geometry`` as a bare base64 string. :func:`migrate`
turns it into version 1.

Why per key: one bad value (hand-edited, or written by a buggy build) should cost the user
that one setting, not all of them; the key is reset to its default with a warning.
"""

from __future__ import annotations

import base64
import binascii
import copy
import os
import unicodedata
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from gui.settings import DEFAULTS, FORCED_MOVES, LANGUAGES, LEVELS, SPEEDS, TRICK_HOLDS
from gui.storage.atomic import (
    StorageError,
    kept_copy_message,
    read_json_object,
    set_aside,
    write_json_atomic,
)

MARKER = "settings"
SETTINGS_VERSION = 1

MAX_NAME = 40


def _card_art() -> tuple[tuple[str, ...], tuple[str, ...]]:
    import cardart

    return tuple(cardart.PATTERNS), tuple(cardart.BACKS)


# --- per-key checks: return the clean value or raise ValueError with the reason --------------


def _one_of(choices: Callable[[], tuple[str, ...]] | tuple[str, ...]) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        allowed = choices() if callable(choices) else choices
        if not isinstance(value, str) or value not in allowed:
            raise ValueError(
                QCoreApplication.translate("SettingsStore", "allowed values are {values}").format(
                    values=", ".join(allowed)
                )
            )
        return value

    return check


def _check_patterns(value: Any) -> dict[str, str]:
    if not isinstance(value, dict):
        raise ValueError(
            QCoreApplication.translate("SettingsStore", "it must map games to card patterns")
        )
    patterns, _backs = _card_art()
    bad = [k for k, v in value.items() if not isinstance(v, str) or v not in patterns]
    if bad:
        raise ValueError(
            QCoreApplication.translate("SettingsStore", "unknown card pattern for {games}").format(
                games=", ".join(map(str, bad))
            )
        )
    return dict(value)


def _check_back(value: Any) -> str:
    _patterns, backs = _card_art()
    if not isinstance(value, str) or (value and value not in backs):
        raise ValueError(
            QCoreApplication.translate("SettingsStore", "allowed card backs are {backs}").format(
                backs=", ".join(backs)
            )
        )
    return value


def _check_name(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(QCoreApplication.translate("SettingsStore", "it must be text"))
    clean = "".join(ch for ch in value if unicodedata.category(ch)[0] != "C").strip()
    return clean[:MAX_NAME]


def _check_dict(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError(
            QCoreApplication.translate("SettingsStore", "it must be a set of named values")
        )
    return value


class Repaired(ValueError):
    """A check kept the usable part of a value: ``value`` is it, ``str()`` what was dropped."""

    def __init__(self, value: Any, problems: list[str]) -> None:
        self.value = value
        super().__init__("; ".join(problems))


#: The largest seed the New-game dialog offers (a Qt spin box holds a 32-bit int).
MAX_SEED = 2_147_483_647


def _check_last_new_game(value: Any) -> dict[str, Any]:
    """The New-game dialog's remembered choices, each field checked against the games.

    Why each field: the program starts the remembered game and the dialog fills itself from
    it, so an unknown game id or a seed that is text made every start exit or Game ▸ New
    raise (issue 17). A bad field is dropped (the dialog then uses its default) and named in
    the warning; the good ones are kept.
    """
    import engine

    last = _check_dict(value)
    clean: dict[str, Any] = {}
    problems: list[str] = []

    def bad(field: str) -> None:
        problems.append(
            QCoreApplication.translate("SettingsStore", "'{field}' is {value}").format(
                field=field, value=_short(last[field])
            )
        )

    spec = None
    if "game" in last:
        game = last["game"]
        if isinstance(game, str) and game in engine.GAMES:
            spec = engine.game(game)
            clean["game"] = game
        else:
            bad("game")
    for field in ("players", "levels"):
        if field in last and spec is None and "game" in last:
            continue  # they belong to the game just dropped
        if field not in last:
            continue
        item = last[field]
        if field == "players":
            ok = _whole(item) and (spec is None or item in tuple(spec.players))
        else:
            ok = (
                isinstance(item, list)
                and len(item) < 16
                and all(isinstance(lv, str) and lv in LEVELS for lv in item)
            )
        if ok:
            clean[field] = item
        else:
            bad(field)
    if "seed" in last:
        if _whole(last["seed"]) and 0 <= last["seed"] <= MAX_SEED:
            clean["seed"] = last["seed"]
        else:
            bad("seed")
    if "options" in last:
        options = _check_options(last["options"], problems)
        if options is not None:
            clean["options"] = options
        else:
            bad("options")
    if problems:
        raise Repaired(clean, problems)
    return clean


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_options(value: Any, problems: list[str]) -> dict[str, dict[str, Any]] | None:
    """Per game, the options whose name and value the game knows; None if not a mapping."""
    import engine

    if not isinstance(value, dict):
        return None
    clean: dict[str, dict[str, Any]] = {}
    for game, chosen in value.items():
        if not (isinstance(game, str) and game in engine.GAMES and isinstance(chosen, dict)):
            problems.append(
                QCoreApplication.translate("SettingsStore", "the options of {game}").format(
                    game=_short(game)
                )
            )
            continue
        known = engine.game(game).options
        kept = {}
        for name, choice in chosen.items():
            option = known.get(name)
            if option is not None and any(
                choice == c and type(choice) is type(c) for c in option.choices
            ):
                kept[name] = choice
            else:
                problems.append(
                    QCoreApplication.translate(
                        "SettingsStore", "the option {name} = {value} of {game}"
                    ).format(name=_short(name), value=_short(choice), game=game)
                )
        clean[game] = kept
    return {g: o for g, o in clean.items() if o}


def _check_learn_games(value: Any) -> dict[str, bool]:
    """Game id -> learn mode on; ids of games this version lacks are kept (a later version
    may have them), values that are not true/false are dropped."""
    games = _check_dict(value)
    clean = {k: v for k, v in games.items() if isinstance(k, str) and isinstance(v, bool)}
    if len(clean) != len(games):
        raise Repaired(clean, [_short(k) for k in games if k not in clean])
    return clean


def _check_bytes(value: Any) -> bytes:
    if not isinstance(value, bytes | bytearray):
        raise ValueError(QCoreApplication.translate("SettingsStore", "it must be binary data"))
    return bytes(value)


CHECKS: dict[str, Callable[[Any], Any]] = {
    "language": _one_of(LANGUAGES),
    "patterns": _check_patterns,
    "card_back": _check_back,
    "animation_speed": _one_of(tuple(SPEEDS)),
    "trick_hold": _one_of(tuple(TRICK_HOLDS)),
    "default_difficulty": _one_of(LEVELS),
    "learn_games": _check_learn_games,
    "forced_moves": _one_of(FORCED_MOVES),
    "player_name": _check_name,
    "last_new_game": _check_last_new_game,
    "window_geometry": _check_bytes,
    "window_state": _check_bytes,
}


def validate(values: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """Defaults filled in, each known key checked; a bad key is reset with a warning."""
    clean = copy.deepcopy(DEFAULTS)
    warnings: list[str] = []
    for key, value in values.items():
        check = CHECKS.get(key)
        if check is None:
            clean[key] = value
            continue
        try:
            clean[key] = check(value)
        except Repaired as exc:
            clean[key] = exc.value
            warnings.append(
                QCoreApplication.translate(
                    "SettingsStore",
                    "The setting '{key}' had unusable parts ({error}); "
                    "they were reset to their defaults.",
                ).format(key=key, error=exc)
            )
        except ValueError as exc:
            warnings.append(
                QCoreApplication.translate(
                    "SettingsStore",
                    "The setting '{key}' had an unusable value ({value}: {error}); "
                    "it was reset to its default.",
                ).format(key=key, value=_short(value), error=exc)
            )
    return clean, warnings


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "…"


# --- file layout ----------------------------------------------------------------------------


def _encode(values: dict[str, Any]) -> dict[str, Any]:
    return {
        k: {"$bytes": base64.b64encode(bytes(v)).decode("ascii")}
        if isinstance(v, bytes | bytearray)
        else v
        for k, v in values.items()
    }


def _decode(values: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in values.items():
        if isinstance(v, dict) and set(v) == {"$bytes"}:
            try:
                v = base64.b64decode(str(v["$bytes"]), validate=True)
            except (binascii.Error, ValueError):
                v = "(damaged binary data)"  # a str: the key's check then resets it
        out[k] = v
    return out


def _speed_name(delay: Any) -> str:
    if isinstance(delay, bool) or not isinstance(delay, int | float):
        return str(DEFAULTS["animation_speed"])
    return min(SPEEDS, key=lambda name: abs(SPEEDS[name] - delay))


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring a settings document of any older version to the current layout.

    Version 0 → 1: nest the values under ``settings``; one ``pattern`` for all games becomes a
    ``patterns`` entry per game; the short names get their long ones; the speed in
    milliseconds becomes the nearest named speed; the base64 geometry becomes bytes.
    """
    version = data.get("version", 0) if "kartentisch" not in data else data.get("version")
    if version == 0:
        import engine

        old = {k: v for k, v in data.items() if k != "version"}
        new: dict[str, Any] = {}
        renames = {"back": "card_back", "difficulty": "default_difficulty", "name": "player_name"}
        for key, value in old.items():
            if key == "pattern":
                new["patterns"] = {gid: value for gid in engine.GAMES}
            elif key == "speed":
                new["animation_speed"] = _speed_name(value)
            elif key == "geometry":
                new["window_geometry"] = {"$bytes": value} if isinstance(value, str) else value
            else:
                new[renames.get(key, key)] = value
        data = {"kartentisch": MARKER, "version": 1, "settings": new}
    return data


def load_settings(path: str | os.PathLike[str]) -> tuple[dict[str, Any], list[str]]:
    """The settings (defaults filled in) and the warnings to show; never raises.

    A missing file gives the defaults silently. A file that cannot be used at all is moved
    aside (see :func:`~gui.storage.atomic.quarantine`) and the defaults are used.
    """
    try:
        data = read_json_object(path)
        data = _check_document(path, data)
    except FileNotFoundError:
        return copy.deepcopy(DEFAULTS), []
    except StorageError as exc:
        headline = QCoreApplication.translate("SettingsStore", "The settings could not be used.")
        then = QCoreApplication.translate("SettingsStore", "The default settings are used.")
        return copy.deepcopy(DEFAULTS), [set_aside(exc, headline, then)]
    return validate(_decode(data["settings"]))


def peek_settings(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The settings as :func:`load_settings` would give them, but without touching the file
    or making any message; the defaults if it cannot be used. Never raises.

    Why: the messages about a damaged file are made while it is loaded, in the language
    installed at that moment; the program looks here first for the language to install, so
    that a German user reads them in German (issue 31 item 6).
    """
    try:
        data = _check_document(path, read_json_object(path))
        return validate(_decode(data["settings"]))[0]
    except (OSError, StorageError, ValueError, TypeError, KeyError):
        return copy.deepcopy(DEFAULTS)


def _check_document(path: str | os.PathLike[str], data: dict[str, Any]) -> dict[str, Any]:
    marker = data.get("kartentisch")
    if marker is not None and marker != MARKER:
        reason = QCoreApplication.translate(
            "SettingsStore", "is not a settings file (it is marked {marker})"
        )
        raise StorageError(path, reason.format(marker=_short(marker)))
    data = migrate(data)
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SETTINGS_VERSION:
        reason = QCoreApplication.translate(
            "SettingsStore",
            "was written by a newer Kartentisch (settings version {version}; "
            "this version reads up to {supported})",
        )
        raise StorageError(path, reason.format(version=version, supported=SETTINGS_VERSION))
    if version != SETTINGS_VERSION:
        reason = QCoreApplication.translate(
            "SettingsStore", "has an unknown settings version {version}"
        )
        raise StorageError(path, reason.format(version=_short(version)))
    if not isinstance(data.get("settings"), dict):
        raise StorageError(path, QCoreApplication.translate("SettingsStore", "lacks its settings"))
    return data


def save_settings(path: str | os.PathLike[str], values: dict[str, Any]) -> None:
    """Write the settings atomically; :class:`StorageError` if that fails."""
    document = {"kartentisch": MARKER, "version": SETTINGS_VERSION, "settings": _encode(values)}
    write_json_atomic(path, document)


class JsonSettingsStorage:
    """The persistent storage behind ``gui.settings.Settings`` (its ``Storage`` protocol).

    ``load()`` returns the dict and keeps what went wrong in ``warnings`` for the window to
    show once it is up. ``save()`` never raises into a Qt slot: a failed write is added to
    ``warnings`` and passed to ``on_error`` (e.g. the status bar).
    """

    def __init__(
        self, path: str | os.PathLike[str], on_error: Callable[[str], None] | None = None
    ) -> None:
        self.path = path
        self.on_error = on_error
        self.warnings: list[str] = []
        #: Values of the file on disk were reset: copy it aside before it is replaced.
        self._damaged = False

    def load(self) -> dict[str, Any]:
        existed = os.path.lexists(self.path)
        values, warnings = load_settings(self.path)
        self.warnings.extend(warnings)
        # Warnings with the file still in place: single values were reset (a wholly
        # unusable file has been moved aside already).
        self._damaged = bool(warnings) and existed and os.path.lexists(self.path)
        return values

    def save(self, data: dict[str, Any]) -> None:
        try:
            if self._damaged:
                kept = kept_copy_message(self.path)
                self._damaged = False
                self.warnings.append(kept)
                if self.on_error is not None:
                    self.on_error(kept)
            save_settings(self.path, data)
        except StorageError as exc:
            message = QCoreApplication.translate(
                "SettingsStore", "The settings could not be saved: {error}"
            ).format(error=exc)
            self.warnings.append(message)
            if self.on_error is not None:
                self.on_error(message)
