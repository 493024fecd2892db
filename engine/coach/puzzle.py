"""A puzzle: one decision where one move is clearly best, "find the best move".

Why puzzles come from the review: every mistake the review finds is forgotten after the deal;
kept as a puzzle (the table as the seat saw it, the answer, the coach's idea, what the played
move cost) it can be practised until it sticks (:mod:`engine.coach.repetition`). Built-in
puzzles (:mod:`engine.coach.puzzle_set`) are made the same way from self-play positions.

A puzzle is only made where the answer is unambiguous: the analyst's best move is ahead of
*every* other move beyond its thresholds and noise (no other option "good"), so a puzzle
with two equally good answers is never made, and :func:`judge` re-checks that at the
review's depth.

The position is stored as the engine's own save of the match up to the decision (the rules
replay it, so a puzzle file cannot smuggle in a position the rules would not reach); only the
seat's observation of it is ever shown.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from engine.coach.analyst import DEEP_SAMPLES, Analysis, analyse
from engine.contract import GameState
from engine.reasons import Reason, reason_from_json, reason_to_json
from engine.registry import load_data

Source = Literal["mistake", "builtin"]
#: Verdicts of a played move from which the review's decision becomes a puzzle.
PUZZLE_VERDICTS: frozenset[str] = frozenset(("mistake", "blunder"))
#: A puzzle's rating from how often the weaker bots miss it (Glicko scale): a puzzle every
#: bot solves is rated ``EASIEST``, one ``easy`` and ``normal`` always miss ``HARDEST``.
EASIEST = 1000.0
HARDEST = 2000.0


@dataclass(frozen=True)
class Puzzle:
    """One puzzle; ``save`` is the engine save of the match up to the decision."""

    game: str
    seat: int
    save: Mapping[str, Any]
    answer: str
    #: The answer's lead over the second-best move, in the game's unit, and its paired
    #: standard error (at the depth it was judged at).
    margin: float
    margin_se: float
    unit: str
    #: The coach's main idea behind the answer (key and words), None where it has no words.
    idea: str | None = None
    idea_reason: Reason | None = None
    source: Source = "builtin"
    #: A mistake's puzzle: the move the person played and what it cost (the game's unit).
    played: str | None = None
    cost: float | None = None
    #: Per bot level, the share of tries that missed the answer (built-in puzzles).
    misses: Mapping[str, float] = field(default_factory=dict)
    #: Each move's loss against the answer (the game's unit) at the depth it was judged at,
    #: so a wrong answer can be told what it cost. Empty in puzzles stored before it was
    #: kept: then only the margin (every other move is at least that far behind) is known.
    losses: Mapping[str, float] = field(default_factory=dict)

    @property
    def id(self) -> str:
        """Stable across processes: the game, the seat and the position."""
        text = json.dumps([self.game, self.seat, self.save], sort_keys=True)
        return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()

    @property
    def rating(self) -> float:
        """The puzzle's rating for choosing puzzles near a solver's rating: from the weaker
        bots' misses; a mistake's puzzle (no bots asked) sits in the middle."""
        shares = [self.misses[k] for k in ("easy", "normal") if k in self.misses]
        miss = sum(shares) / len(shares) if shares else 0.5
        return EASIEST + (HARDEST - EASIEST) * miss

    def position(self) -> GameState:
        """The match at the decision; ValueError if the save does not lead to the seat's turn."""
        try:
            state = load_data(dict(self.save))
        except ValueError as exc:
            raise ValueError(f"puzzle {self.id}: {exc}") from None
        if state.current_player != self.seat:
            raise ValueError(f"puzzle {self.id}: seat {self.seat} is not to act in its position")
        if self.answer not in {a.text for a in state.legal_actions()}:
            raise ValueError(f"puzzle {self.id}: its answer {self.answer!r} is not legal")
        return state

    def is_solved_by(self, move: str) -> bool:
        return move == self.answer

    def loss_of(self, move: str) -> float | None:
        """What ``move`` loses against the answer where that was kept (0 for the answer;
        None for a puzzle stored with its margin only)."""
        if move == self.answer:
            return 0.0
        return self.losses.get(move)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "game": self.game,
            "seat": self.seat,
            "save": dict(self.save),
            "answer": self.answer,
            "margin": _round(self.margin),
            "margin_se": _round(self.margin_se),
            "unit": self.unit,
            "idea": self.idea,
            "idea_reason": None if self.idea_reason is None else reason_to_json(self.idea_reason),
            "source": self.source,
            "rating": round(self.rating, 1),
        }
        if self.played is not None:
            out["played"] = self.played
            out["cost"] = None if self.cost is None else _round(self.cost)
        if self.misses:
            out["misses"] = {k: round(v, MISSES_PLACES) for k, v in sorted(self.misses.items())}
        if self.losses:
            out["losses"] = {k: _round(v) for k, v in sorted(self.losses.items())}
        return out

    @classmethod
    def from_json(cls, data: Any) -> Puzzle:
        """ValueError on anything :meth:`to_json` cannot have written (not replayed here:
        :meth:`position` checks the position when the puzzle is shown)."""
        if not isinstance(data, dict):
            raise ValueError("a puzzle is an object")
        try:
            source = data.get("source", "builtin")
            if source not in ("mistake", "builtin"):
                raise ValueError(f"unknown source {source!r}")
            reason = data.get("idea_reason")
            cost = data.get("cost")
            puzzle = cls(
                str(data["game"]),
                int(data["seat"]),
                dict(data["save"]),
                str(data["answer"]),
                float(data["margin"]),
                float(data["margin_se"]),
                str(data["unit"]),
                None if data.get("idea") is None else str(data["idea"]),
                None if reason is None else reason_from_json(reason),
                source,
                None if data.get("played") is None else str(data["played"]),
                None if cost is None else float(cost),
                {str(k): float(v) for k, v in dict(data.get("misses", {})).items()},
                {str(k): float(v) for k, v in dict(data.get("losses", {})).items()},
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ValueError(f"not a puzzle: {exc}") from None
        if "id" in data and data["id"] != puzzle.id:
            raise ValueError(f"not a puzzle: its id {data['id']!r} does not match its position")
        if not math.isfinite(puzzle.margin) or puzzle.margin <= 0:
            raise ValueError("not a puzzle: its margin is not positive")
        if not all(math.isfinite(v) and v >= 0 for v in puzzle.losses.values()):
            raise ValueError("not a puzzle: a move's loss is not a finite value of at least 0")
        return puzzle


def _round(x: float) -> float:
    """Four decimals (what the JSON keeps), so a puzzle equals itself read back."""
    return round(x, 4) + 0.0


def clear_best(analysis: Analysis) -> bool:
    """The analyst's best move is ahead of every other beyond its thresholds and noise: no
    other option is "good" (as good as the best, as far as can be told)."""
    if analysis.forced:
        return False
    return all(o.verdict not in ("best", "good") for o in analysis.options[1:])


def from_analysis(
    state: GameState,
    analysis: Analysis,
    *,
    source: Source = "builtin",
    played: str | None = None,
) -> Puzzle | None:
    """The puzzle of the decision ``state`` is at (the seat to act, before its move), or None
    where the answer is not unambiguous. ``state`` is not changed."""
    if not clear_best(analysis) or state.current_player != analysis.seat:
        return None
    best = analysis.best
    second = analysis.options[1]
    idea = best.ideas[0] if best.ideas else None
    cost = None
    if played is not None:
        cost = _round(analysis.option(played).loss)
    return Puzzle(
        state.spec.id,
        analysis.seat,
        json.loads(state.to_json()),
        best.action,
        _round(second.loss),
        _round(second.loss_se),
        analysis.unit,
        None if idea is None else idea.key,
        None if idea is None else idea.reason,
        source,
        played,
        cost,
        losses={o.action: _round(o.loss) for o in analysis.options},
    )


def from_review(state: GameState, index: int, analysis: Analysis, played: str) -> Puzzle | None:
    """The puzzle of a person's reviewed decision (history index ``index`` of ``state``), or
    None unless the review judged ``played`` a mistake or a blunder and the best move is
    clearly ahead of every other."""
    if analysis.option(played).verdict not in PUZZLE_VERDICTS:
        return None
    position = state.clone()
    position.rewind_to(index)
    return from_analysis(position, analysis, source="mistake", played=played)


@dataclass(frozen=True)
class Judgement:
    """A fresh look at a stored puzzle: does its answer still stand alone?"""

    confirmed: bool
    best: str
    margin: float
    analysis: Analysis


def judge(puzzle: Puzzle, samples: int = DEEP_SAMPLES) -> Judgement:
    """Re-judge ``puzzle`` at the review's depth: confirmed if the analyst's best move is the
    answer and it is clearly ahead of every other move. By flat playouts at every decision,
    as the built-in puzzles were mined (``analyse(flat=True)``): before card play the coach
    now asks strong's search, by which those puzzles are yet to be judged again."""
    state = puzzle.position()
    analysis = analyse(state, puzzle.seat, samples=samples, flat=True)
    margin = analysis.options[1].loss if len(analysis.options) > 1 else 0.0
    confirmed = analysis.best.action == puzzle.answer and clear_best(analysis)
    return Judgement(confirmed, analysis.best.action, margin, analysis)


#: Places the stored misses keep (:meth:`Puzzle.to_json`).
MISSES_PLACES = 4


def with_misses(puzzle: Puzzle, misses: Mapping[str, float]) -> Puzzle:
    """``puzzle`` with the bots' ``misses``, rounded as they are stored: a set is written in
    rating order, and the order must be the one its file reads back in."""
    return replace(puzzle, misses={k: round(v, MISSES_PLACES) for k, v in misses.items()})
