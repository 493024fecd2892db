"""Typed user settings behind a tiny storage interface.

The GUI reads and writes settings only through :class:`Settings`, which emits
``changed(key)`` so that views can react live (a new card pattern re-renders the table at
once). Where the values are kept is the storage's business, behind the one :class:`Storage`
protocol: the program uses the per-user JSON file (:mod:`gui.storage.settings_store`, wrapped
by :mod:`gui.storage.overrides` for run-only changes); tests use :class:`MemoryStorage`.
"""

from __future__ import annotations

import copy
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

import engine

LANGUAGES = ("en", "de", "pl")
LEVELS = ("random", "easy", "normal", "strong")
#: Animation speed names and the delay between two moves they give, in milliseconds.
SPEEDS = {"off": 0, "fast": 250, "normal": 550, "slow": 1000}
#: How long a finished trick (or Kaschlan bout) stays on the table, in milliseconds: None
#: until the person clicks or presses a key (the default: nothing vanishes unread), else a
#: pause. "none" keeps only the move animation's short pause (tests, benchmarks, bot matches);
#: the settings dialog offers it only when it is already chosen.
TRICK_HOLDS: dict[str, int | None] = {"click": None, "1s": 1000, "2s": 2000, "3s": 3000, "none": 0}
#: When a decision with a single possible move plays itself (after a short pause, said in the
#: status line): "learn" only in learn mode (the default: a learner is shown the move, an
#: experienced player keeps his own rhythm), "always", or "off".
FORCED_MOVES = ("learn", "always", "off")


def traditional_pattern(game_id: str) -> str:
    """The pattern a game is traditionally played with (its vocabulary's ``pattern``);
    French-suited for a game that is not known or names none."""
    try:
        vocab = engine.game(game_id).vocabulary
    except KeyError:
        return "french"
    return vocab.pattern if vocab is not None else "french"


class Storage(Protocol):
    """Where settings live: load the whole dict, save the whole dict."""

    def load(self) -> dict[str, Any]: ...

    def save(self, data: dict[str, Any]) -> None: ...


class MemoryStorage:
    """Keeps the settings in memory only: for tests and benchmarks, which must not touch the
    user's file."""

    def __init__(self, data: dict[str, Any] | None = None) -> None:
        self._data = copy.deepcopy(data or {})

    def load(self) -> dict[str, Any]:
        return copy.deepcopy(self._data)

    def save(self, data: dict[str, Any]) -> None:
        self._data = copy.deepcopy(data)


DEFAULTS: dict[str, Any] = {
    "language": "en",
    "patterns": {},
    "card_back": "",
    "animation_speed": "normal",
    "trick_hold": "click",
    #: Judge each of the person's decisions in the background, for the deal review.
    "review_analysis": True,
    "default_difficulty": "normal",
    #: Per game: whether its last new match was started in learn mode (the New-game dialog's
    #: Learn tick starts from it).
    "learn_games": {},
    "forced_moves": "learn",
    "player_name": "",
    "last_new_game": {},
    "window_geometry": b"",
    "window_state": b"",
}


class Settings(QObject):
    """Typed getters and setters; every change is saved and announced by ``changed(key)``."""

    changed = Signal(str)

    def __init__(self, storage: Storage | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._storage: Storage = storage if storage is not None else MemoryStorage()
        loaded = self._storage.load()
        self._data: dict[str, Any] = {**copy.deepcopy(DEFAULTS), **loaded}

    # --- generic ------------------------------------------------------------------------------

    def get(self, key: str) -> Any:
        return copy.deepcopy(self._data.get(key, DEFAULTS.get(key)))

    def set(self, key: str, value: Any) -> None:
        if self._data.get(key) == value:
            return
        self._data[key] = copy.deepcopy(value)
        self._storage.save(self._data)
        self.changed.emit(key)

    # --- typed accessors ----------------------------------------------------------------------

    def language(self) -> str:
        lang = self.get("language")
        return lang if lang in LANGUAGES else "en"

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; allowed: {', '.join(LANGUAGES)}")
        self.set("language", lang)

    def pattern(self, game_id: str) -> str:
        """The card pattern for a game: the user's choice or the game's tradition."""
        chosen = self.get("patterns").get(game_id)
        return chosen or traditional_pattern(game_id)

    def set_pattern(self, game_id: str, pattern: str) -> None:
        patterns = self.get("patterns")
        if patterns.get(game_id) == pattern:
            return
        patterns[game_id] = pattern
        self._data["patterns"] = patterns
        self._storage.save(self._data)
        self.changed.emit("patterns")

    def card_back(self) -> str:
        return str(self.get("card_back") or "")

    def set_card_back(self, style: str) -> None:
        self.set("card_back", style)

    def animation_speed(self) -> str:
        speed = self.get("animation_speed")
        return speed if speed in SPEEDS else "normal"

    def set_animation_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}; allowed: {', '.join(SPEEDS)}")
        self.set("animation_speed", speed)

    def move_delay_ms(self) -> int:
        """Pause between two moves at the chosen speed (0 = animations off)."""
        return SPEEDS[self.animation_speed()]

    def trick_hold(self) -> str:
        hold = self.get("trick_hold")
        return hold if hold in TRICK_HOLDS else "click"

    def set_trick_hold(self, hold: str) -> None:
        if hold not in TRICK_HOLDS:
            raise ValueError(f"unknown trick hold {hold!r}; allowed: {', '.join(TRICK_HOLDS)}")
        self.set("trick_hold", hold)

    def trick_hold_ms(self) -> int | None:
        """How long a finished trick stays: None until acknowledged, 0 no hold, else ms."""
        return TRICK_HOLDS[self.trick_hold()]

    def default_difficulty(self) -> str:
        level = self.get("default_difficulty")
        return level if level in LEVELS else "normal"

    def set_default_difficulty(self, level: str) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; allowed: {', '.join(LEVELS)}")
        self.set("default_difficulty", level)

    def learn_game(self, game_id: str) -> bool:
        """Whether ``game_id`` is being learned: its last match was started in learn mode."""
        return bool((self.get("learn_games") or {}).get(game_id, False))

    def set_learn_game(self, game_id: str, on: bool) -> None:
        games = dict(self.get("learn_games") or {})
        games[game_id] = bool(on)
        self.set("learn_games", games)

    def forced_moves(self) -> str:
        value = self.get("forced_moves")
        return value if value in FORCED_MOVES else "learn"

    def set_forced_moves(self, value: str) -> None:
        if value not in FORCED_MOVES:
            raise ValueError(f"unknown choice {value!r}; allowed: {', '.join(FORCED_MOVES)}")
        self.set("forced_moves", value)

    def plays_forced_moves(self, learning: bool) -> bool:
        """Whether a single possible move plays itself now (``learning``: learn mode is on)."""
        choice = self.forced_moves()
        return choice == "always" or (choice == "learn" and learning)

    def player_name(self) -> str:
        return str(self.get("player_name") or "")

    def set_player_name(self, name: str) -> None:
        self.set("player_name", name.strip())

    def last_new_game(self) -> dict[str, Any]:
        return dict(self.get("last_new_game") or {})

    def set_last_new_game(self, choices: dict[str, Any]) -> None:
        self.set("last_new_game", dict(choices))

    def window_geometry(self) -> bytes:
        return bytes(self.get("window_geometry") or b"")

    def set_window_geometry(self, geometry: bytes) -> None:
        self.set("window_geometry", bytes(geometry))

    def window_state(self) -> bytes:
        return bytes(self.get("window_state") or b"")

    def set_window_state(self, state: bytes) -> None:
        self.set("window_state", bytes(state))
