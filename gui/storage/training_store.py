"""The person's training in the per-user data folder: deals with par and accuracy, puzzles.

Layout (version 1), ``training.json`` beside ``statistics.json``::

    {"kartentisch": "training", "version": 1,
     "deals": [<engine.coach.progress.DealEntry JSON>, …],           # oldest first, a
                                                                   # deal's replays after it
     "puzzles": [{"puzzle": <engine.coach.puzzle.Puzzle JSON>,
                  "schedule": <engine.coach.repetition.Schedule JSON>}, …],
     "ratings": {"bolachen": {"rating": 1500, "rd": 350, "volatility": 0.06}, …},
     "tried": {"bolachen": ["<built-in puzzle id>", …]},             # the last few tried
     "ideas": {"wins-cheaply": <engine.reasons.Reason JSON>, …},     # an example of each
     "answers": {"bolachen": {"tries": 12, "solved": 9}},             # puzzles tried, solved
     "matches": [<engine.coach.match_entry.MatchEntry JSON>, …]}     # oldest first

A file written before "answers" or "matches" were kept loads with none yet.

Why a file of its own: the statistics file's layout stays as it was (old statistics files
still load), and a damaged training file loses only the training. As every per-user file:
written atomically under its lock; a file that cannot be used is set aside as
``.corrupt-*`` with a message and training starts afresh; a damaged entry is left out with a
warning and the original kept before the next write replaces it.
"""

from __future__ import annotations

import copy
import datetime as dt
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.coach.glicko import Rating
from engine.coach.match_entry import MatchEntry
from engine.coach.progress import DealEntry
from engine.coach.puzzle import Puzzle
from engine.coach.repetition import Schedule
from engine.reasons import Reason, reason_from_json, reason_to_json
from gui.storage.atomic import (
    StorageError,
    kept_copy_message,
    read_json_object,
    set_aside,
    write_json_atomic,
)
from gui.storage.lock import locked
from i18n import plurals

MARKER = "training"
VERSION = 1
#: Deals and mistakes' puzzles kept (the oldest go first).
KEEP_DEALS = 2000
KEEP_PUZZLES = 500
#: Built-in puzzles remembered as tried per game (not offered again soon).
KEEP_TRIED = 50
#: Finished matches whose par is kept (the oldest go first).
KEEP_MATCHES = 200


@dataclass
class Training:
    """Everything the Training window shows and changes."""

    deals: list[DealEntry] = field(default_factory=list)
    #: Puzzle id -> the mistake's puzzle and its schedule (oldest first).
    puzzles: dict[str, tuple[Puzzle, Schedule]] = field(default_factory=dict)
    ratings: dict[str, Rating] = field(default_factory=dict)
    tried: dict[str, list[str]] = field(default_factory=dict)
    #: An example sentence of each idea key missed (kept; the Training window lists the ideas
    #: by name, engine.coach.ideas.names).
    ideas: dict[str, Reason] = field(default_factory=dict)
    #: Game -> (puzzles tried, solved), built-in and the person's own alike (Statistics).
    answers: dict[str, tuple[int, int]] = field(default_factory=dict)
    #: Match id -> a finished match's par, complete or still being worked out (oldest first).
    matches: dict[str, MatchEntry] = field(default_factory=dict)
    #: Loaded from a file some of whose entries were left out (not saved).
    damaged: bool = field(default=False, compare=False)

    def rating(self, game: str) -> Rating:
        return self.ratings.get(game, Rating())

    def note_answer(self, game: str, solved: bool) -> None:
        """Count one try of a puzzle of ``game``."""
        tries, done = self.answers.get(game, (0, 0))
        self.answers[game] = (tries + 1, done + int(solved))

    def add_deal(self, entry: DealEntry) -> bool:
        """Keep ``entry`` (replacing the same play's earlier entry: par arrives after the
        accuracy; another play of the deal is kept beside it). False if nothing changed."""
        for i, old in enumerate(self.deals):
            if (old.key, old.play) == (entry.key, entry.play):
                if old == entry:
                    return False
                self.deals[i] = entry
                return True
        self.deals.append(entry)
        del self.deals[:-KEEP_DEALS]
        return True

    def add_puzzle(self, puzzle: Puzzle, today: dt.date) -> bool:
        """Keep a mistake's puzzle, due today; False if it is kept already."""
        if puzzle.id in self.puzzles:
            return False
        self.puzzles[puzzle.id] = (puzzle, Schedule(today))
        while len(self.puzzles) > KEEP_PUZZLES:
            del self.puzzles[next(iter(self.puzzles))]
        return True

    def set_match(self, entry: MatchEntry) -> bool:
        """Keep ``entry`` in place of its match's earlier one; False if nothing changed."""
        if self.matches.get(entry.match) == entry:
            return False
        self.matches[entry.match] = entry
        while len(self.matches) > KEEP_MATCHES:
            del self.matches[next(iter(self.matches))]
        return True

    def pending_matches(self) -> list[MatchEntry]:
        """The matches whose par is not complete yet, oldest first."""
        return [m for m in self.matches.values() if not m.complete]

    def due(self, game: str, today: dt.date) -> list[Puzzle]:
        """The game's puzzles due today, the longest waiting first."""
        found = [(s.due, p.id, p) for p, s in self.puzzles.values() if p.game == game]
        return [p for due, _id, p in sorted(found) if self.puzzles[p.id][1].is_due(today)]

    def to_dict(self) -> dict[str, Any]:
        return {
            "kartentisch": MARKER,
            "version": VERSION,
            "deals": [e.to_json() for e in self.deals],
            "puzzles": [
                {"puzzle": p.to_json(), "schedule": s.to_json()} for p, s in self.puzzles.values()
            ],
            "ratings": {g: r.to_json() for g, r in sorted(self.ratings.items())},
            "tried": {g: list(ids) for g, ids in sorted(self.tried.items())},
            "ideas": {k: reason_to_json(r) for k, r in sorted(self.ideas.items())},
            "answers": {g: {"tries": t, "solved": s} for g, (t, s) in sorted(self.answers.items())},
            "matches": [m.to_json() for m in self.matches.values()],
        }


def _tr(text: str) -> str:
    return QCoreApplication.translate("TrainingStore", text)


def _counted(text: str, n: int) -> str:
    """A counted phrase of context "TrainingStore" (Qt picks the plural form for ``n``)."""
    return plurals.english(QCoreApplication.translate("TrainingStore", text, None, n), n)


def load_training(path: str | os.PathLike[str]) -> tuple[Training, list[str]]:
    """The training and the messages to show; never raises."""
    try:
        data = read_json_object(path)
        _check_document(path, data)
    except FileNotFoundError:
        return Training(), []
    except StorageError as exc:
        headline = _tr("The training record could not be used.")
        then = _tr("The training record starts afresh.")
        return Training(), [set_aside(exc, headline, then)]
    training = Training()
    bad = 0
    for raw in _list(data.get("deals")):
        try:
            training.add_deal(DealEntry.from_json(raw))
        except ValueError:
            bad += 1
    for raw in _list(data.get("puzzles")):
        try:
            puzzle = Puzzle.from_json(raw["puzzle"])
            schedule = Schedule.from_json(raw["schedule"])
        except (ValueError, KeyError, TypeError):
            bad += 1
            continue
        training.puzzles[puzzle.id] = (puzzle, schedule)
    ratings = data.get("ratings", {})
    for game, raw in ratings.items() if isinstance(ratings, dict) else [(None, None)]:
        try:
            training.ratings[str(game)] = Rating.from_json(raw)
        except ValueError:
            bad += 1
    tried = data.get("tried", {})
    if isinstance(tried, dict):
        for game, ids in tried.items():
            if isinstance(ids, list):
                training.tried[str(game)] = [i for i in ids if isinstance(i, str)][-KEEP_TRIED:]
    ideas = data.get("ideas", {})
    if isinstance(ideas, dict):
        for key, raw in ideas.items():
            try:
                training.ideas[str(key)] = reason_from_json(raw)
            except (ValueError, KeyError, TypeError, AttributeError):
                bad += 1
    answers = data.get("answers", {})
    for game, raw in answers.items() if isinstance(answers, dict) else [("", None)]:
        try:
            training.answers[str(game)] = _answers(raw)
        except ValueError:
            bad += 1
    for raw in _list(data.get("matches", [])):
        try:
            training.set_match(MatchEntry.from_json(raw))
        except ValueError:
            bad += 1
    warnings = []
    if bad:
        warnings.append(
            _counted("%n damaged entry(ies) of the training record were left out.", bad)
        )
    training.damaged = bool(warnings)
    return training, warnings


def _list(value: object) -> list[Any]:
    return value if isinstance(value, list) else [None]


def _answers(raw: object) -> tuple[int, int]:
    """(tries, solved) of an "answers" entry; ValueError on anything else."""
    if not isinstance(raw, dict):
        raise ValueError("an answers entry is an object")
    tries, solved = raw.get("tries"), raw.get("solved")
    if not (isinstance(tries, int) and isinstance(solved, int)) or isinstance(tries, bool):
        raise ValueError("counts are whole numbers")
    if isinstance(solved, bool) or not 0 <= solved <= tries:
        raise ValueError("counts out of range")
    return tries, solved


def _check_document(path: str | os.PathLike[str], data: dict[str, Any]) -> None:
    if data.get("kartentisch") != MARKER:
        raise StorageError(path, _tr("is not a Kartentisch training file"))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise StorageError(
            path, _tr("has an unknown training version {version}").format(version=repr(version))
        )
    if version > VERSION:
        raise StorageError(
            path,
            _tr(
                "was written by a newer Kartentisch (training version {version}; this version "
                "reads up to {supported})"
            ).format(version=version, supported=VERSION),
        )


def update_training(
    path: str | os.PathLike[str], change: Callable[[Training], bool]
) -> tuple[Training, list[str]]:
    """Load, ``change`` (True: something changed) and save, under the file's lock so another
    running instance's change made in between is not overwritten. Never raises: a failure
    is a message."""
    training, messages = Training(), list[str]()
    try:
        with locked(path):
            training, messages = load_training(path)
            changed = copy.deepcopy(training)
            if change(changed):
                if training.damaged:
                    messages.append(kept_copy_message(path))
                write_json_atomic(path, changed.to_dict())
                training = changed
    except StorageError as exc:
        error = exc
    except OSError as exc:  # the lock could not be taken
        error = StorageError(path, exc.strerror or str(exc))
    else:
        return training, messages
    messages.append(_tr("The training record could not be saved: {error}").format(error=error))
    return training, messages
