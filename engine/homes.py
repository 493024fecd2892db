"""Where a game's facts live, layer by layer, and the one rule that finds them.

Why: a finished game used to be entered in ten tables keyed by its id across nine files
(issue #40), and its plug-ins were found three ways. Now each layer holds one module per
game, named by the game's id inside that layer's package of the game's *root* package:

=========  ===============================  ==============================================
layer      module                           what it defines
=========  ===============================  ==============================================
rules      ``<root>.games.<id>``            ``SPEC``: a ``GameSpec`` whose ``vocabulary``
                                            (``<root>.games.<id>_words``) holds the words,
                                            the start screen's emblem and blurb and the
                                            traditional card pattern
bots       ``<root>.bots.heuristics.<id>``  ``HOOKS``: an ``engine.bots.hooks.Hooks``
coach      ``<root>.coach.games.<id>``      ``PROFILE``: an ``engine.coach.profile.CoachProfile``
=========  ===============================  ==============================================

The built-in games' root is ``engine``; a game defined elsewhere (a plug-in, the tests' sixth
game) names its root when it is registered (:func:`engine.registry.register`). A layer
module a game lacks means the layer's generic behaviour. Nothing else lists the games.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from types import ModuleType

#: The root package of the games that ship with the program.
BUILT_IN = "engine"
#: Each layer's package inside a root.
RULES = "games"
BOTS = "bots.heuristics"
COACH = "coach.games"
LAYERS: tuple[str, ...] = (RULES, BOTS, COACH)

_roots: dict[str, str] = {}


def root(game_id: str) -> str:
    """The package under which ``game_id``'s layer modules live."""
    return _roots.get(game_id, BUILT_IN)


def set_root(game_id: str, package: str) -> None:
    """Let a game defined outside the engine be found under ``package`` (by the same rule)."""
    if not package or package.startswith(".") or package.endswith("."):
        raise ValueError(f"{package!r} is not a package name")
    _roots[game_id] = package


def forget(game_id: str) -> None:
    """Undo :func:`set_root` (built-in games are never forgotten)."""
    _roots.pop(game_id, None)


def module_name(layer: str, game_id: str) -> str:
    """The name of ``game_id``'s module in ``layer`` (whether it exists or not)."""
    if layer not in LAYERS:
        raise ValueError(f"unknown layer {layer!r}; layers: {', '.join(LAYERS)}")
    return f"{root(game_id)}.{layer}.{game_id}"


def find(layer: str, game_id: str) -> ModuleType | None:
    """``game_id``'s module in ``layer``, or None where the game has none (generic then)."""
    name = module_name(layer, game_id)
    try:
        found = importlib.util.find_spec(name)
    except ModuleNotFoundError:  # the root has no package for this layer at all
        return None
    return importlib.import_module(name) if found is not None else None


def built_in_modules() -> list[ModuleType]:
    """Every module of the built-in rules package that defines a game (has ``SPEC``)."""
    package = importlib.import_module(f"{BUILT_IN}.{RULES}")
    modules = (
        importlib.import_module(f"{package.__name__}.{info.name}")
        for info in pkgutil.iter_modules(package.__path__)
        if not info.name.startswith("_")
    )
    return [m for m in modules if hasattr(m, "SPEC")]
