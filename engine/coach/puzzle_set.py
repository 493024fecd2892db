"""The built-in puzzles of each game, and choosing a puzzle near a solver's rating.

Why stored: a puzzle is found by judging self-play positions at the review's depth
(scripts/mine_puzzles.py), far too slow to do while a person waits; the answers ship as one
JSON file per game beside this module (``puzzle_data/<game>.json``) and a test re-judges
every one of them. A puzzle's difficulty is how often the ``easy`` and ``normal`` bots miss
it (:func:`misses`), its rating follows from that (:attr:`Puzzle.rating`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import replace
from importlib import resources
from importlib.resources.abc import Traversable

from engine.bots import make
from engine.coach.ideas import ideas_for
from engine.coach.par import bot_seed, iterations
from engine.coach.puzzle import Puzzle

#: The package folder of the stored puzzles.
DATA = "puzzle_data"


def load(game: str) -> list[Puzzle]:
    """The built-in puzzles of ``game`` (empty where none are stored), in file order.
    ValueError naming the file on a damaged entry (a shipped file is never set aside)."""
    return read(resources.files("engine.coach").joinpath(DATA), game)


def read(folder: Traversable, game: str) -> list[Puzzle]:
    """The puzzles of ``game`` in a puzzle folder (the shipped one, or the miner's target)."""
    source = folder.joinpath(f"{game}.json")
    if not source.is_file():
        return []
    data = json.loads(source.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get("puzzles"), list):
        raise ValueError(f"{DATA}/{game}.json: not a puzzle file")
    out = []
    for number, entry in enumerate(data["puzzles"]):
        try:
            puzzle = Puzzle.from_json(entry)
        except ValueError as exc:
            raise ValueError(f"{DATA}/{game}.json, puzzle {number}: {exc}") from None
        if puzzle.game != game:
            raise ValueError(f"{DATA}/{game}.json, puzzle {number}: of another game")
        out.append(worded_today(puzzle))
    return out


def worded_today(puzzle: Puzzle) -> Puzzle:
    """The puzzle with its idea in the engine's words of today, where the idea still holds.

    Why: a sentence is kept in a puzzle file as its English template, and a template
    reworded since the puzzle was mined ("{held} cards" became "{held} card(s)", counted per
    language) has no translation: the play-test saw most Scharwenzel ideas in English in the
    German window. The idea is the same (its key), only its wording is asked again of the
    game's catalogue in the puzzle's position; one the catalogue no longer finds keeps the
    stored words."""
    if puzzle.idea is None:
        return puzzle
    try:
        found = ideas_for(puzzle.position(), puzzle.seat, puzzle.answer)
    except (KeyError, ValueError):
        return puzzle
    for idea in found:
        if idea.key == puzzle.idea:
            return replace(puzzle, idea_reason=idea.reason)
    return puzzle


def dump(puzzles: Sequence[Puzzle]) -> str:
    """The text of a puzzle file (what :func:`load` reads), sorted by rating then id so a
    re-mined set differs only where puzzles differ."""
    ordered = sorted(puzzles, key=lambda p: (p.rating, p.id))
    return json.dumps({"puzzles": [p.to_json() for p in ordered]}, indent=1, sort_keys=True)


def misses(puzzle: Puzzle, level: str, tries: int, scale: float = 1.0) -> float:
    """The share of ``tries`` bots of ``level`` (each with its own seed) that do not play the
    answer (search levels at ``scale`` times their budget)."""
    state = puzzle.position()
    missed = 0
    for k in range(tries):
        its = iterations(level, puzzle.game, scale) if level in ("normal", "strong") else None
        seed = bot_seed(puzzle.game, state.seed, state.deal_no, 1000 + k, puzzle.seat)
        bot = make(level, state.spec, seed=seed, iterations=its, workers=1)
        try:
            move = bot.choose(state.clone(), puzzle.seat).text
        finally:
            bot.close()
        missed += 0 if puzzle.is_solved_by(move) else 1
    return missed / tries


def nearest(puzzles: Iterable[Puzzle], rating: float, skip: Iterable[str] = ()) -> Puzzle | None:
    """The puzzle rated closest to ``rating`` (ties: the lower id), leaving out the ids in
    ``skip`` (puzzles just tried); None if none is left."""
    left = set(skip)
    candidates = [p for p in puzzles if p.id not in left]
    if not candidates:
        return None
    return min(candidates, key=lambda p: (abs(p.rating - rating), p.id))
