"""The (game, players, options) cases the shared engine tests run: every registered game with
its default options at every seat count, and every option value one at a time."""

from __future__ import annotations

from typing import Any

import engine

#: Every key of the typed observation schema (engine.contract.Observation), events included.
REQUIRED_OBSERVATION_KEYS = set(engine.Observation.__required_keys__)


def _allowed_players(spec: engine.GameSpec, options: dict[str, Any]) -> tuple[int, ...]:
    resolved = engine.contract.resolve_options(spec.options, options)
    return spec.players_for(resolved) if spec.players_for else spec.players


def _values_to_try(option: engine.Option) -> list[Any]:
    others = [c for c in option.choices if c != option.default]
    if len(others) <= 4:
        return others
    return [others[0], others[-1]]


def cases() -> list[tuple[str, int, dict[str, Any]]]:
    out: list[tuple[str, int, dict[str, Any]]] = []
    for gid in engine.GAMES:
        spec = engine.game(gid)
        for players in _allowed_players(spec, {}):
            out.append((gid, players, {}))
        for name, option in spec.options.items():
            for value in _values_to_try(option):
                opts = {name: value}
                try:
                    allowed = _allowed_players(spec, opts)
                except ValueError:
                    continue
                out.append((gid, allowed[-1], opts))
    return out


def case_id(case: tuple[str, int, dict[str, Any]]) -> str:
    gid, players, opts = case
    extra = ",".join(f"{k}={v}" for k, v in opts.items())
    return f"{gid}-{players}p" + (f"-{extra}" if extra else "")
