"""Which games exist, how to get one, and how to load a saved match.

Loading replays the save through the rules with the loop rewinding uses too
(``GameState._play_through``).
"""

from __future__ import annotations

from typing import Any

from engine import homes, jsondoc
from engine.contract import SAVE_FORMAT, GameSpec, GameState, SaveError


def _built_in() -> dict[str, GameSpec]:
    """The games of the built-in rules package (:mod:`engine.homes`), in their ``order``."""
    specs = [m.SPEC for m in homes.built_in_modules()]
    for spec in specs:
        if not isinstance(spec, GameSpec):
            raise TypeError(f"engine.games.{spec!r}: SPEC is not a GameSpec")
    return {s.id: s for s in sorted(specs, key=lambda s: (s.order, s.id))}


_BUILT_IN: dict[str, GameSpec] = _built_in()
#: The built-in games, in the order menus list them (each game's ``GameSpec.order``).
GAMES: tuple[str, ...] = tuple(_BUILT_IN)
_SPECS: dict[str, GameSpec] = dict(_BUILT_IN)


def game(game_id: str) -> GameSpec:
    """The GameSpec for ``game_id``; KeyError naming the known games otherwise."""
    spec = _SPECS.get(game_id)
    if spec is None:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAMES)}")
    return spec


def known() -> tuple[str, ...]:
    """Every game known now: the built-in ones and those registered since, each in its
    ``order`` (what the start screen offers)."""
    return tuple(sorted(_SPECS, key=lambda gid: (_SPECS[gid].order, gid)))


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


def register(spec: GameSpec, root: str | None = None) -> None:
    """Make a game defined outside ``engine.games`` (a test's toy game, a plug-in) known to
    :func:`game` and :func:`load`; it brings its own rules and vocabulary, so the GUI can
    show it without an edit. ``root`` is the package holding its other layers' modules by
    the rule of :mod:`engine.homes` (``<root>.bots.heuristics.<id>``, ``<root>.coach.games.<id>``);
    without one it has only the generic bots and coach. ``GAMES`` (the built-in list the
    menus offer) is unchanged."""
    known = _SPECS.get(spec.id)
    if spec.id in _BUILT_IN or (known is not None and known is not spec):
        raise ValueError(f"a game with the id {spec.id!r} is already registered")
    if root is not None:
        homes.set_root(spec.id, root)
    _SPECS[spec.id] = spec


def unregister(game_id: str) -> None:
    """Forget a game added with :func:`register` (built-in games stay)."""
    if game_id not in _BUILT_IN:
        _SPECS.pop(game_id, None)
        homes.forget(game_id)
