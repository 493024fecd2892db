"""Statistics per game: matches and deals played, won, lost, contracts, and the match history.

Layout (version 2)::

    {"kartentisch": "statistics", "version": 2,
     "games": {"bolachen": {"played": 3, "won": 1, "lost": 1, "drawn": 1, "best": 4,
                            "worst": -6, "lower_is_better": false,
                            "last_played": "2025-05-01T18:00:00+00:00",
                            "deals": 36, "deal_points": -8, "contracts_made": 5,
                            "contracts_lost": 2}},
     "recorded": ["<match id>", ...],
     "deals_counted": {"<match id>": 11, ...},
     "history": [{"when": "…", "game": "bolachen", "players": 3, "levels": [null, "easy", …],
                  "names": ["Anna", "", ""], "totals": [4, -2, -2], "outcome": "won",
                  "winners": [0], "deals": 12, "lower_is_better": false}, …]}

Version 1 (before deals were counted) is read as version 2 with no deals and no history;
the next count writes version 2.

Who won: the sides are the engine's ``teams``; a side's score is its seats' mean total, read
the other way round in games where lower is better (Kaschlan marks the loser; the last
deal's detail says ``lower_is_better``). Seat 0 — the person at the table — has won if its
side is alone in first place, drawn if it shares first place, lost otherwise. Best and worst
are seat 0's own final totals, in the game's direction.

Deals: every finished deal counts, so the statistics fill from the first deal on, not only
after a whole match. Per game: the deals, seat 0's points summed over them (the mean per
deal is the sum over the count, in the game's own units: marks in Kaschlan, threads and
hooks in Scharwenzel), and the contracts seat 0's side made and lost
(:mod:`gui.storage.contracts`).

Counting once. A match is named by its match id (``GameController.match_id``: new for each
new game, kept by undo, rewinds, saves, the autosave and resuming). **A deal counts the
first time it is finished, keyed by match id and deal number**: ``deals_counted`` keeps, for
the last matches, the highest deal number counted, and a deal of that match whose number is
not higher is not counted again. So undoing the last move of a finished deal and finishing
it again (differently or not), rewinding to an earlier deal (the review's "Replay this
deal"), or resuming an autosave or a save at a finished deal never counts a deal twice; the
first result stands. A match counts once in the same way: ``recorded`` keeps the ids (and,
from version 1, fingerprints) of the last matches counted, and each counted match adds an
entry to ``history``, the newest last, the last :data:`KEEP_HISTORY` kept.
"""

from __future__ import annotations

import copy
import hashlib
import math
import os
from collections.abc import Callable
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
from gui.storage.contracts import contract_outcome
from gui.storage.lock import locked
from i18n import plurals

MARKER = "statistics"
STATISTICS_VERSION = 2
#: The versions this one reads (1: before deals and history were kept).
READABLE_VERSIONS = (1, 2)
KEEP_RECORDED = 200
#: Matches whose counted deals are remembered (a match is rarely resumed after 200 others).
KEEP_MATCHES = 200
#: Finished matches kept in the history shown in the Statistics dialog.
KEEP_HISTORY = 200
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
    deals: int = 0
    deal_points: float = 0
    contracts_made: int = 0
    contracts_lost: int = 0

    def add_deal(self, score: float, contract: str | None, when: str) -> None:
        """Count one finished deal: seat 0's score of it and its contract, if any."""
        self.deals += 1
        self.deal_points = _tidy(self.deal_points + score)
        if contract == "made":
            self.contracts_made += 1
        elif contract == "lost":
            self.contracts_lost += 1
        self.last_played = when

    @property
    def mean_per_deal(self) -> float | None:
        """Seat 0's mean score per deal, None before the first deal."""
        return self.deal_points / self.deals if self.deals else None

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
        counts: dict[str, int] = {}
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
        scores: dict[str, float | None] = {}
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
        deals: dict[str, int] = {}
        for key in ("deals", "contracts_made", "contracts_lost"):
            value = data.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(
                    QCoreApplication.translate(
                        "StatisticsStore", "'{key}' is not a whole number of deals"
                    ).format(key=key)
                )
            deals[key] = value
        if deals["contracts_made"] + deals["contracts_lost"] > deals["deals"]:
            raise ValueError(
                QCoreApplication.translate("StatisticsStore", "there are more contracts than deals")
            )
        points = data.get("deal_points", 0)
        if not _is_number(points):
            raise ValueError(
                QCoreApplication.translate("StatisticsStore", "'{key}' is not a score").format(
                    key="deal_points"
                )
            )
        return cls(
            **counts,
            best=scores["best"],
            worst=scores["worst"],
            lower_is_better=lower,
            last_played=last,
            **deals,
            deal_points=_tidy(points),
        )


@dataclass
class MatchEntry:
    """One finished match in the history: when, what, who, how it ended."""

    when: str
    game: str
    players: int
    levels: list[str | None]
    names: list[str]
    totals: list[float]
    outcome: str
    winners: list[int]
    deals: int
    lower_is_better: bool = False

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)

    @classmethod
    def from_dict(cls, data: Any) -> MatchEntry:
        """ValueError if any field is missing or of the wrong kind."""
        wrong = ValueError(
            QCoreApplication.translate("StatisticsStore", "a finished match is damaged")
        )
        if not isinstance(data, dict):
            raise wrong
        try:
            entry = cls(
                when=data["when"],
                game=data["game"],
                players=data["players"],
                levels=list(data["levels"]),
                names=list(data["names"]),
                totals=list(data["totals"]),
                outcome=data["outcome"],
                winners=list(data["winners"]),
                deals=data["deals"],
                lower_is_better=data.get("lower_is_better", False),
            )
        except (KeyError, TypeError):
            raise wrong from None
        n = entry.players
        if not (
            isinstance(entry.when, str)
            and isinstance(entry.game, str)
            and _is_count(n)
            and 1 <= n <= 16
            and len(entry.levels) == len(entry.names) == len(entry.totals) == n
            and all(lv is None or isinstance(lv, str) for lv in entry.levels)
            and all(isinstance(name, str) for name in entry.names)
            and all(_is_number(t) for t in entry.totals)
            and entry.outcome in OUTCOMES
            and all(_is_count(w) and w < n for w in entry.winners)
            and _is_count(entry.deals)
            and isinstance(entry.lower_is_better, bool)
        ):
            raise wrong
        return entry


@dataclass
class Statistics:
    """All games' records plus the keys of the matches already counted."""

    games: dict[str, GameRecord] = field(default_factory=dict)
    recorded: list[str] = field(default_factory=list)
    #: match id -> the highest deal number of that match already counted (oldest first).
    deals_counted: dict[str, int] = field(default_factory=dict)
    #: The finished matches, oldest first (the last KEEP_HISTORY).
    history: list[MatchEntry] = field(default_factory=list)
    #: Loaded from a file some of whose values were reset (not saved; see record_match).
    damaged: bool = field(default=False, compare=False)

    def record(
        self,
        state: engine.GameState,
        when: str | None = None,
        match_id: str = "",
        levels: list[str | None] | None = None,
        names: list[str] | None = None,
    ) -> str | None:
        """Count a finished match and add it to the history; its outcome, or None if it is
        not over or already counted (by ``match_id``, or without one by its fingerprint)."""
        if not state.is_over:
            return None
        fingerprint = match_key(state)
        if fingerprint in self.recorded or (match_id and match_id in self.recorded):
            return None
        result = state.deal_result()
        lower = bool(result is not None and result.detail.get("lower_is_better"))
        totals = [float(t) for t in state.totals()]
        got = outcome(totals, state.teams, lower)
        stamp = when or _now_iso()
        record = self.games.setdefault(state.spec.id, GameRecord())
        record.add(got, _tidy(totals[0]), lower, stamp)
        self.recorded = [*self.recorded, match_id or fingerprint][-KEEP_RECORDED:]
        n = state.players
        self.history = [
            *self.history,
            MatchEntry(
                when=stamp,
                game=state.spec.id,
                players=n,
                levels=(list(levels) if levels and len(levels) == n else [None] + [""] * (n - 1)),
                names=list(names) if names and len(names) == n else [""] * n,
                totals=[_tidy(t) for t in totals],
                outcome=got,
                winners=winners(totals, state.teams, lower),
                deals=state.deals_finished,
                lower_is_better=lower,
            ),
        ][-KEEP_HISTORY:]
        return got

    def record_seat_match(
        self,
        game: str,
        seat: int,
        totals: list[float],
        teams: Any,
        lower: bool,
        deals: int,
        match_id: str,
        names: list[str],
        levels: list[str | None],
        when: str | None = None,
    ) -> str | None:
        """Count a finished match played at ``seat`` of a network table (no engine state
        here, only the totals): its outcome for that seat's side, or None if counted before.
        The history entry lists the seats from the person's on, so that its first seat is
        the person's, as in every other entry."""
        n = len(totals)
        if not match_id or match_id in self.recorded or not 0 <= seat < n:
            return None
        sides = [list(t) for t in teams] if teams else [[s] for s in range(n)]
        got = outcome([float(t) for t in totals], sides, lower, seat)
        stamp = when or _now_iso()
        record = self.games.setdefault(game, GameRecord())
        record.add(got, _tidy(float(totals[seat])), lower, stamp)
        self.recorded = [*self.recorded, match_id][-KEEP_RECORDED:]
        order = [(seat + k) % n for k in range(n)]
        won = winners([float(t) for t in totals], sides, lower)
        self.history = [
            *self.history,
            MatchEntry(
                when=stamp,
                game=game,
                players=n,
                levels=[None, *(levels[s] if s < len(levels) else "" for s in order[1:])],
                names=[names[s] if s < len(names) else "" for s in order],
                totals=[_tidy(float(totals[s])) for s in order],
                outcome=got,
                winners=sorted(order.index(w) for w in won),
                deals=deals,
                lower_is_better=lower,
            ),
        ][-KEEP_HISTORY:]
        return got

    def record_deal(
        self, state: engine.GameState, deal_no: int, match_id: str, when: str | None = None
    ) -> bool:
        """Count finished deal ``deal_no`` of the match ``match_id`` unless a deal of that
        match with this number or a higher one was counted before (module docstring)."""
        if deal_no < 0 or deal_no >= state.deals_finished or not match_id:
            return False
        deal = state.deal_record(deal_no)
        result = deal["result"]
        if result is None:
            return False
        return self.record_seat_deal(
            state.spec.id,
            deal_no,
            match_id,
            0,
            list(result["scores"]),
            dict(result["detail"]),
            state.teams,
            when,
        )

    def record_seat_deal(
        self,
        game: str,
        deal_no: int,
        match_id: str,
        seat: int,
        scores: list[float],
        detail: dict[str, Any],
        teams: Any,
        when: str | None = None,
    ) -> bool:
        """Count a finished deal from its result as ``seat`` sees it: at a network table the
        person sits at any seat and has no engine state of the match, only the deal's result
        (module docstring: once per match id and deal number)."""
        if deal_no < 0 or not match_id or not 0 <= seat < max(1, len(scores)):
            return False
        done = self.deals_counted.get(match_id)
        if done is not None and deal_no <= done:
            return False
        contract = contract_outcome(game, detail, teams, seat)
        record = self.games.setdefault(game, GameRecord())
        record.add_deal(_tidy(float(scores[seat])) if scores else 0, contract, when or _now_iso())
        if detail.get("lower_is_better"):
            record.lower_is_better = True
        self.deals_counted.pop(match_id, None)
        self.deals_counted[match_id] = deal_no
        while len(self.deals_counted) > KEEP_MATCHES:
            del self.deals_counted[next(iter(self.deals_counted))]
        return True

    def to_dict(self) -> dict[str, Any]:
        return {
            "kartentisch": MARKER,
            "version": STATISTICS_VERSION,
            "games": {gid: rec.to_dict() for gid, rec in self.games.items()},
            "recorded": list(self.recorded),
            "deals_counted": dict(self.deals_counted),
            "history": [entry.to_dict() for entry in self.history],
        }


def winners(
    totals: list[float],
    teams: tuple[tuple[int, ...], ...] | list[list[int]],
    lower_is_better: bool = False,
) -> list[int]:
    """The seats of the side(s) in first place (several when they share it)."""
    sign = -1.0 if lower_is_better else 1.0
    sides = [team for team in teams if team]
    means = [sign * sum(totals[s] for s in team) / len(team) for team in sides]
    best = max(means)
    return sorted(s for team, mean in zip(sides, means, strict=True) if mean == best for s in team)


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
    counted = data.get("deals_counted", {})
    if isinstance(counted, dict):
        stats.deals_counted = {str(k): v for k, v in counted.items() if _is_count(v)}
        while len(stats.deals_counted) > KEEP_MATCHES:
            del stats.deals_counted[next(iter(stats.deals_counted))]
    history = data.get("history", [])
    if not isinstance(history, list):
        history = [None]
    bad = 0
    for raw in history[-KEEP_HISTORY:]:
        try:
            stats.history.append(MatchEntry.from_dict(raw))
        except ValueError:
            bad += 1
    if bad:
        warnings.append(
            _counted_store(
                "%n finished match(es) of the history were damaged and were left out.", bad
            )
        )
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
    if version not in READABLE_VERSIONS or isinstance(version, bool):
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
    path: str | os.PathLike[str],
    state: engine.GameState,
    match_id: str = "",
    levels: list[str | None] | None = None,
    names: list[str] | None = None,
) -> tuple[Statistics, str | None, list[str]]:
    """At match end: load, count the match, save. Returns (statistics, outcome or None,
    messages); never raises (a failed write becomes a message)."""
    return _update(path, lambda stats: stats.record(state, None, match_id, levels, names))


def record_deal(
    path: str | os.PathLike[str], state: engine.GameState, deal_no: int, match_id: str
) -> tuple[Statistics, bool, list[str]]:
    """At a deal's end: load, count the deal (once, see the module docstring), save. Returns
    (statistics, whether it was counted, messages); never raises."""
    stats, got, messages = _update(
        path, lambda stats: "counted" if stats.record_deal(state, deal_no, match_id) else None
    )
    return stats, got is not None, messages


def record_seat_deal(
    path: str | os.PathLike[str],
    game: str,
    deal_no: int,
    match_id: str,
    seat: int,
    scores: list[float],
    detail: dict[str, Any],
    teams: Any,
) -> tuple[Statistics, bool, list[str]]:
    """:func:`record_deal` for a network seat: from the deal's result, for ``seat``."""
    stats, got, messages = _update(
        path,
        lambda stats: (
            "counted"
            if stats.record_seat_deal(game, deal_no, match_id, seat, scores, detail, teams)
            else None
        ),
    )
    return stats, got is not None, messages


def record_seat_match(
    path: str | os.PathLike[str],
    game: str,
    seat: int,
    totals: list[float],
    teams: Any,
    lower: bool,
    deals: int,
    match_id: str,
    names: list[str],
    levels: list[str | None],
) -> tuple[Statistics, str | None, list[str]]:
    """:func:`record_match` for a network seat: from the match's totals, for ``seat``."""
    return _update(
        path,
        lambda stats: stats.record_seat_match(
            game, seat, totals, teams, lower, deals, match_id, names, levels
        ),
    )


def _update(
    path: str | os.PathLike[str], count: Callable[[Statistics], str | None]
) -> tuple[Statistics, str | None, list[str]]:
    """Load, ``count``, and save if it counted something (under the file's lock)."""
    stats, messages = Statistics(), list[str]()
    try:
        # Read, count and write as one step, so another running instance's count made in
        # between is not overwritten.
        with locked(path):
            stats, messages = load_statistics(path)
            counted = copy.deepcopy(stats)
            got = count(counted)
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


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _counted_store(text: str, n: int) -> str:
    """A counted phrase of context "StatisticsStore" (see ``gui.storage.atomic._counted``)."""
    return plurals.english(QCoreApplication.translate("StatisticsStore", text, None, n), n)


def _now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")
