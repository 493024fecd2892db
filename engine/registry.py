"""Which games exist, how to get one, and how to load a saved match."""

from __future__ import annotations

import importlib
import importlib.util
import json
from typing import Any

from engine.contract import SAVE_FORMAT, GameSpec, GameState

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


class SaveError(ValueError):
    """A save text that cannot be loaded; the message says what is wrong in plain words."""


def load(text: str | bytes) -> GameState:
    """Rebuild a match from ``to_json()`` text by replaying it through the rules."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SaveError(f"the save is not valid JSON (it may be truncated): {exc}") from None
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
    return _replay(state, deals)


def _replay(state: GameState, deals: list[Any]) -> GameState:
    for deal_index, actions in enumerate(deals):
        if not isinstance(actions, list):
            raise SaveError(f"deal {deal_index + 1} of the save is not a list of actions")
        if deal_index > 0:
            if not state.deal_over or state.is_over:
                raise SaveError(
                    f"the save starts deal {deal_index + 1} before deal {deal_index} ended"
                )
            state.next_deal()
        for step, text in enumerate(actions):
            if not isinstance(text, str):
                raise SaveError(f"deal {deal_index + 1}, move {step + 1} is not text: {text!r}")
            try:
                state.apply(text)
            except ValueError as exc:
                raise SaveError(
                    f"deal {deal_index + 1}, move {step + 1} ('{text}') is impossible: {exc}"
                ) from None
    return state
