"""Kartentisch's rules engine: pure Python, standard library only.

See ``engine.contract`` for the public contract shared by the GUI, the bots, the CLI and the
tests; each game lives in ``engine.games`` and registers a ``GameSpec`` named ``SPEC``.
"""

from engine.actions import Action, IllegalAction
from engine.contract import DealResult, GameSpec, GameState, Observation, SaveError
from engine.events import DealRecord, Effect, Event
from engine.options import Option
from engine.registry import GAMES, game, load

__all__ = [
    "GAMES",
    "Action",
    "DealRecord",
    "DealResult",
    "Effect",
    "Event",
    "GameSpec",
    "GameState",
    "IllegalAction",
    "Observation",
    "Option",
    "SaveError",
    "game",
    "load",
]
