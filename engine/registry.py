"""Which games exist, how to get one, and how to load a saved match.

Loading replays the save through the rules with the loop rewinding uses too
(``GameState._play_through``).
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from engine import jsondoc
from engine.contract import SAVE_FORMAT, GameSpec, GameState, SaveError

ALL_GAME_IDS: tuple[str, ...] = (
    "kaschlan",
    "tausendundeins",
    "bolachen",
    "scharwenzel",
    "chapanka",
)


def _available() -> tuple[str, ...]:
    return tuple(
        gid for gid in ALL_GAME_IDS if importlib.util.find_spec(f"engine.games.{gid}") is not None
    )


GAMES: tuple[str, ...] = _available()
_SPECS: dict[str, GameSpec] = {}


def game(game_id: str) -> GameSpec:
    """The GameSpec for ``game_id``; KeyError naming the known games otherwise."""
    spec = _SPECS.get(game_id)
    if spec is None:
        if game_id not in GAMES:
            raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAMES)}")
        spec = importlib.import_module(f"engine.games.{game_id}").SPEC
        _SPECS[game_id] = spec
    return spec


def load(text: str | bytes) -> GameState:
    """Rebuild a match from ``to_json()`` text by replaying it through the rules.

    Any fault raises :class:`SaveError`: the text is parsed by the one JSON reader
    (:mod:`engine.jsondoc`), whose error is worded here as the save's.
    """
    try:
        data = jsondoc.parse(text)
    except jsondoc.DocumentError as exc:
        raise SaveError(f"the save {exc}") from None
    return load_data(data)


def load_data(data: Any) -> GameState:
    """:func:`load` for a save already parsed (a GUI save holds it inside its own JSON)."""
    if not isinstance(data, dict):
        raise SaveError("the save is not a JSON object")
    fmt = data.get("format")
    if fmt != SAVE_FORMAT:
        raise SaveError(
            f"unknown save format version {fmt!r}; this program reads version {SAVE_FORMAT}"
        )
    missing = [k for k in ("game", "players", "seed", "options", "deals") if k not in data]
    if missing:
        raise SaveError(f"the save lacks {', '.join(missing)}")
    try:
        spec = game(data["game"])
    except (KeyError, TypeError) as exc:
        raise SaveError(str(exc).strip('"')) from None
    options = data["options"]
    deals = data["deals"]
    if not isinstance(options, dict) or not isinstance(deals, list):
        raise SaveError("the save's options or deals have the wrong shape")
    try:
        state = spec.new_game(
            players=data["players"], seed=data["seed"], options=options, deck=data.get("deck")
        )
    except ValueError as exc:
        raise SaveError(f"the save's set-up is invalid: {exc}") from None
    state._play_through(deals)
    return state


def register(spec: GameSpec) -> None:
    """Make a game defined outside ``engine.games`` (a test's toy game, a plug-in) known to
    :func:`game` and :func:`load`; it brings its own rules and vocabulary, so the GUI can
    show it without an edit. ``GAMES`` (the built-in list the menus offer) is unchanged."""
    known = _SPECS.get(spec.id)
    if spec.id in ALL_GAME_IDS or (known is not None and known is not spec):
        raise ValueError(f"a game with the id {spec.id!r} is already registered")
    _SPECS[spec.id] = spec


def unregister(game_id: str) -> None:
    """Forget a game added with :func:`register` (built-in games stay)."""
    if game_id not in ALL_GAME_IDS:
        _SPECS.pop(game_id, None)
