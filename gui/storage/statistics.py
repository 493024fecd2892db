"""Statistics per game: matches played, won, lost, drawn, best and worst result.

Layout (version 1)::

    {"kartentisch": "statistics", "version": 1,
     "games": {"kaschlan": {"played": 3, "won": 1, "lost": 1, "drawn": 1, "best": 0,
                            "worst": 2, "lower_is_better": true,
                            "last_played": "2025-05-01T18:00:00+00:00"}},
     "recorded": ["<match key>", ...]}

Who won: the sides are the engine's ``teams``; a side's score is its seats' mean total, read
the other way round in games where lower is better (Kaschlan marks the loser; the last
deal's detail says ``lower_is_better``). Seat 0 — the person at the table — has won if its
side is alone in first place, drawn if it shares first place, lost otherwise. Best and worst
are seat 0's own final totals, in the game's direction.

``recorded`` keeps the keys of the last matches counted, so a match finished twice (an undo
after the last move, a reloaded finished save) is only counted once.
"""

from __future__ import annotations

import copy
import hashlib
import math
import os
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QCoreApplication

import engine
from gui.storage.atomic import (
    StorageError,
    kept_copy_message,
    read_json_object,
    set_aside,
    write_json_atomic,
)
from gui.storage.lock import locked

MARKER = "statistics"
STATISTICS_VERSION = 1
KEEP_RECORDED = 200
OUTCOMES = ("won", "lost", "drawn")


def outcome(
    totals: list[float],
    teams: tuple[tuple[int, ...], ...] | list[list[int]],
    lower_is_better: bool = False,
    seat: int = 0,
) -> str:
    """``won``, ``lost`` or ``drawn`` for ``seat``'s side (see the module docstring)."""
    sign = -1.0 if lower_is_better else 1.0
    sides = [sign * sum(totals[s] for s in team) / len(team) for team in teams if team]
    mine = next(i for i, team in enumerate(t for t in teams if t) if seat in team)
    best = max(sides)
    if sides[mine] < best:
        return "lost"
    return "drawn" if sides.count(best) > 1 else "won"


@dataclass
class GameRecord:
    """One game's counters; ``best``/``worst`` are None until a match is finished."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    best: float | None = None
    worst: float | None = None
    lower_is_better: bool = False
    last_played: str = ""

    def add(self, result: str, score: float, lower_is_better: bool, when: str) -> None:
        self.played += 1
        setattr(self, result, getattr(self, result) + 1)
        self.lower_is_better = lower_is_better

        def better(a: float, b: float) -> bool:
            return a < b if lower_is_better else a > b

        if self.best is None or better(score, self.best):
            self.best = score
        if self.worst is None or better(self.worst, score):
            self.worst = score
        self.last_played = when

    @property
    def win_rate(self) -> float | None:
        """Share of matches won, None before the first match."""
        return self.won / self.played if self.played else None

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """ValueError naming what is wrong; the counters must add up."""
        if not isinstance(data, dict):
            raise ValueError(
                QCoreApplication.translate("StatisticsStore", "it is not a set of counters")
            )
        counts = {}
        for key in ("played", "won", "lost", "drawn"):
            value = data.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(
                    QCoreApplication.translate(
                        "StatisticsStore", "'{key}' is not a whole number of matches"
                    ).format(key=key)
                )
            counts[key] = value
        if counts["won"] + counts["lost"] + counts["drawn"] != counts["played"]:
            raise ValueError(
                QCoreApplication.translate(
                    "StatisticsStore", "won, lost and drawn do not add up to the matches played"
                )
            )
        scores = {}
        for key in ("best", "worst"):
            value = data.get(key)
            if value is not None and (
                isinstance(value, bool)
                or not isinstance(value, int | float)
                or not math.isfinite(value)
            ):
                raise ValueError(
                    QCoreApplication.translate("StatisticsStore", "'{key}' is not a score").format(
                        key=key
                    )
                )
            scores[key] = value
        lower = data.get("lower_is_better", False)
        last = data.get("last_played", "")
        if not isinstance(lower, bool) or not isinstance(last, str):
            raise ValueError(
                QCoreApplication.translate("StatisticsStore", "its details have the wrong types")
            )
        return cls(**counts, **scores, lower_is_better=lower, last_played=last)


@dataclass
class Statistics:
    """All games' records plus the keys of the matches already counted."""

    games: dict[str, GameRecord] = field(default_factory=dict)
    recorded: list[str] = field(default_factory=list)
    #: Loaded from a file some of whose values were reset (not saved; see record_match).
    damaged: bool = field(default=False, compare=False)

    def record(self, state: engine.GameState, when: str | None = None) -> str | None:
        """Count a finished match; its outcome, or None if not over or already counted."""
        if not state.is_over:
            return None
        key = match_key(state)
        if key in self.recorded:
            return None
        result = state.deal_result()
        lower = bool(result is not None and result.detail.get("lower_is_better"))
        totals = [float(t) for t in state.totals()]
        got = outcome(totals, state.teams, lower)
        record = self.games.setdefault(state.spec.id, GameRecord())
        record.add(got, _tidy(totals[0]), lower, when or _now_iso())
        self.recorded = [*self.recorded, key][-KEEP_RECORDED:]
        return got

    def to_dict(self) -> dict[str, Any]:
        return {
            "kartentisch": MARKER,
            "version": STATISTICS_VERSION,
            "games": {gid: rec.to_dict() for gid, rec in self.games.items()},
            "recorded": list(self.recorded),
        }


def match_key(state: engine.GameState) -> str:
    """A short fingerprint of a whole match (set-up and every move)."""
    return hashlib.sha256(state.to_json().encode("utf-8")).hexdigest()[:20]


def load_statistics(path: str | os.PathLike[str]) -> tuple[Statistics, list[str]]:
    """The statistics and the messages to show; never raises.

    A file that cannot be used is moved aside and counting starts afresh; one game's damaged
    record is reset with a warning and the others are kept.
    """
    try:
        data = read_json_object(path)
        _check_document(path, data)
    except FileNotFoundError:
        return Statistics(), []
    except StorageError as exc:
        headline = QCoreApplication.translate(
            "StatisticsStore", "The statistics could not be used."
        )
        then = QCoreApplication.translate("StatisticsStore", "The statistics start afresh.")
        return Statistics(), [set_aside(exc, headline, then)]
    stats = Statistics()
    warnings: list[str] = []
    for gid, raw in data["games"].items():
        try:
            stats.games[str(gid)] = GameRecord.from_dict(raw)
        except ValueError as exc:
            warnings.append(
                QCoreApplication.translate(
                    "StatisticsStore",
                    "The statistics of {game} were damaged ({error}) and were reset.",
                ).format(game=gid, error=exc)
            )
    recorded = data.get("recorded", [])
    if isinstance(recorded, list):
        stats.recorded = [k for k in recorded if isinstance(k, str)][-KEEP_RECORDED:]
    stats.damaged = bool(warnings)
    return stats, warnings


def _check_document(path: str | os.PathLike[str], data: dict[str, Any]) -> None:
    if data.get("kartentisch") != MARKER:
        raise StorageError(
            path,
            QCoreApplication.translate("StatisticsStore", "is not a Kartentisch statistics file"),
        )
    version = data.get("version")
    if (
        isinstance(version, int)
        and not isinstance(version, bool)
        and version > (STATISTICS_VERSION)
    ):
        reason = QCoreApplication.translate(
            "StatisticsStore",
            "was written by a newer Kartentisch (statistics version {version}; "
            "this version reads up to {supported})",
        )
        raise StorageError(path, reason.format(version=version, supported=STATISTICS_VERSION))
    if version != STATISTICS_VERSION:
        reason = QCoreApplication.translate(
            "StatisticsStore", "has an unknown statistics version {version}"
        )
        raise StorageError(path, reason.format(version=repr(version)))
    if not isinstance(data.get("games"), dict):
        raise StorageError(
            path, QCoreApplication.translate("StatisticsStore", "lacks its per-game records")
        )


def save_statistics(path: str | os.PathLike[str], stats: Statistics) -> None:
    """Write atomically; :class:`StorageError` if that fails."""
    write_json_atomic(path, stats.to_dict())


def record_match(
    path: str | os.PathLike[str], state: engine.GameState
) -> tuple[Statistics, str | None, list[str]]:
    """At match end: load, count the match, save. Returns (statistics, outcome or None,
    messages); never raises (a failed write becomes a message)."""
    stats, messages = Statistics(), []
    try:
        # Read, count and write as one step, so another running instance's count made in
        # between is not overwritten.
        with locked(path):
            stats, messages = load_statistics(path)
            counted = copy.deepcopy(stats)
            got = counted.record(state)
            if got is not None:
                if stats.damaged:  # keep the damaged original before it is replaced
                    messages.append(kept_copy_message(path))
                save_statistics(path, counted)
                stats = counted
    except StorageError as exc:
        error = exc
    except OSError as exc:  # the lock could not be taken
        error = StorageError(path, _cannot_lock(exc))
    else:
        return stats, got, messages
    messages.append(
        QCoreApplication.translate(
            "StatisticsStore", "The statistics could not be saved: {error}"
        ).format(error=error)
    )
    return stats, None, messages


def _cannot_lock(exc: OSError) -> str:
    return QCoreApplication.translate("StatisticsStore", "cannot be locked: {reason}").format(
        reason=exc.strerror or exc
    )


def _tidy(value: float) -> float:
    return int(value) if float(value).is_integer() else value


def _now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")
