"""What a save says about its match besides the engine state: :class:`SaveMeta`, checked.

The ``meta`` part of a save file (its layout: gui/storage/saves.py): the set-up, the score,
the bots' levels and seeds, the seat names, the match id and what learn mode was doing.
:meth:`SaveMeta.from_dict` checks every field's type and range (a hand-edited or damaged file
is refused with the first bad field named, context ``Saves``); :meth:`SaveMeta.disagreements`
compares it with the replayed state.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

import engine
from i18n import plurals

LEVELS = ("random", "easy", "normal", "strong")
MAX_NAME = 80
MAX_MATCH_ID = 64


def _counted(text: str, n: int) -> str:
    """A counted phrase of context "Saves" (see ``gui.storage.atomic._counted`` for why)."""
    return plurals.english(QCoreApplication.translate("Saves", text, None, n), n)


def learn_record(value: Any, game: str) -> dict[str, Any]:
    """``value`` as a save's ``learn`` field, or {} if it cannot be used (see the module
    docstring): learn mode on or off, and a lesson index that names one of ``game``'s."""
    if not isinstance(value, dict) or not isinstance(value.get("on"), bool):
        return {}
    lesson = value.get("lesson")
    from engine.guided import lessons

    if not (
        isinstance(lesson, int)
        and not isinstance(lesson, bool)
        and 0 <= lesson < len(lessons(game))
        and value["on"]
    ):
        lesson = None
    return {"on": value["on"], "lesson": lesson}


def default_bot_seeds(seed: int, levels: list[str | None]) -> list[int | None]:
    """The seeds the GameController gives its bots (``seed * 31 + seat``), None for people."""
    return [None if level is None else seed * 31 + seat for seat, level in enumerate(levels)]


@dataclass
class SaveMeta:
    """What the table knows about a match besides the engine state (see module docstring)."""

    game: str
    players: int
    options: dict[str, Any]
    seed: int
    totals: list[float]
    deal_no: int
    moves: int
    is_over: bool
    levels: list[str | None]
    bot_seeds: list[int | None]
    seat_names: list[str]
    name: str = ""
    saved_at: str = field(default_factory=lambda: now_iso())
    match_id: str = ""
    #: Learn mode at the table: {"on": bool, "lesson": int | None}, or {} (module docstring).
    learn: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_state(
        cls,
        state: engine.GameState,
        levels: list[str | None] | None = None,
        bot_seeds: list[int | None] | None = None,
        seat_names: list[str] | None = None,
        name: str = "",
        saved_at: str | None = None,
        match_id: str = "",
        learn: dict[str, Any] | None = None,
    ) -> SaveMeta:
        """Metadata describing ``state``; levels default to one human and ``normal`` bots."""
        n = state.players
        levels = list(levels) if levels is not None else [None] + ["normal"] * (n - 1)
        return cls(
            game=state.spec.id,
            players=n,
            options=dict(state.options),
            seed=state.seed,
            totals=[number(t) for t in state.totals()],
            deal_no=state.deal_no,
            moves=len(state.history),
            is_over=bool(state.is_over),
            levels=levels,
            bot_seeds=list(bot_seeds)
            if bot_seeds is not None
            else default_bot_seeds(state.seed, levels),
            seat_names=list(seat_names) if seat_names is not None else [""] * n,
            name=name.strip()[:MAX_NAME],
            saved_at=saved_at or now_iso(),
            match_id=match_id,
            learn=learn_record(learn, state.spec.id),
        )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> SaveMeta:
        """Check every field's type; ValueError naming the first bad one."""
        if not isinstance(data, dict):
            raise ValueError(
                QCoreApplication.translate("Saves", "its description is not a set of named values")
            )
        need = {
            "game": str,
            "players": int,
            "options": dict,
            "seed": int,
            "totals": list,
            "deal_no": int,
            "moves": int,
            "is_over": bool,
            "levels": list,
            "bot_seeds": list,
            "seat_names": list,
            "name": str,
            "saved_at": str,
        }
        for key, kind in need.items():
            value = data.get(key)
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise ValueError(
                    QCoreApplication.translate(
                        "Saves", "its description has a wrong or missing '{key}'"
                    ).format(key=key)
                )
        n = data["players"]
        if not 1 <= n <= 16:
            raise ValueError(
                QCoreApplication.translate(
                    "Saves", "its description has an impossible number of players ({n})"
                ).format(n=n)
            )
        for key in ("totals", "levels", "bot_seeds", "seat_names"):
            if len(data[key]) != n:
                raise ValueError(
                    _counted("its description has {count} '{key}' for %n player(s)", n).format(
                        count=len(data[key]), key=key
                    )
                )
        if not all(is_number(t) for t in data["totals"]):
            raise ValueError(
                QCoreApplication.translate(
                    "Saves", "its description has scores that are not numbers"
                )
            )
        if not all(level is None or level in LEVELS for level in data["levels"]):
            raise ValueError(
                QCoreApplication.translate(
                    "Saves", "its description has an unknown computer player level"
                )
            )
        if not all(
            s is None or (isinstance(s, int) and not isinstance(s, bool)) for s in data["bot_seeds"]
        ):
            raise ValueError(
                QCoreApplication.translate(
                    "Saves", "its description has bot seeds that are not whole numbers"
                )
            )
        if not all(isinstance(s, str) for s in data["seat_names"]):
            raise ValueError(
                QCoreApplication.translate(
                    "Saves", "its description has player names that are not text"
                )
            )
        try:
            datetime.fromisoformat(data["saved_at"])
        except ValueError:
            raise ValueError(
                QCoreApplication.translate("Saves", "its description has an unreadable date")
            ) from None
        match_id = data.get("match_id", "")
        if not isinstance(match_id, str) or len(match_id) > MAX_MATCH_ID:
            raise ValueError(
                QCoreApplication.translate(
                    "Saves", "its description has a wrong or missing '{key}'"
                ).format(key="match_id")
            )
        learn = learn_record(data.get("learn"), data["game"])
        return cls(**{key: data[key] for key in need}, match_id=match_id, learn=learn)

    @property
    def saved_datetime(self) -> datetime:
        """The save time as an aware datetime (UTC); show it with ``.astimezone()``."""
        when = datetime.fromisoformat(self.saved_at)
        return when if when.tzinfo else when.replace(tzinfo=UTC)

    def disagreements(self, state: engine.GameState) -> list[str]:
        """Where this description and the replayed state differ (empty: they agree)."""
        actual = SaveMeta.from_state(state, self.levels, self.bot_seeds, self.seat_names)
        problems = []
        for key in ("game", "players", "seed", "options", "deal_no", "moves", "is_over"):
            if getattr(self, key) != getattr(actual, key):
                problems.append(
                    QCoreApplication.translate(
                        "Saves", "{key} is {saved} but the moves give {replayed}"
                    ).format(
                        key=key, saved=repr(getattr(self, key)), replayed=repr(getattr(actual, key))
                    )
                )
        if len(self.totals) != len(actual.totals) or not all(
            math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
            for a, b in zip(self.totals, actual.totals, strict=False)
        ):
            problems.append(
                QCoreApplication.translate(
                    "Saves", "the score is {saved} but the moves give {replayed}"
                ).format(saved=self.totals, replayed=actual.totals)
            )
        return problems


@dataclass(frozen=True)
class SaveEntry:
    """One row of the Open dialog: a readable save's path and description."""

    path: Path
    meta: SaveMeta


# --- small helpers --------------------------------------------------------------------------


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def is_iso(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


def is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def number(value: Any) -> int | float:
    return int(value) if isinstance(value, int) or float(value).is_integer() else float(value)
