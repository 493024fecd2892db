"""Par for a finished deal: what ``strong`` would have made with the person's cards.

Why: in card games luck hides skill, so a deal's score alone says little about how well it
was played. Duplicate bridge answers by having others play the same cards; here the same deal
(the same cards dealt, the same dealer) is played again with ``strong`` in the person's seat
and every other seat at the level it had, several times with different bot seeds, and the
mean of those replays is the deal's **par**. ``score - par`` is the luck-corrected result
("you scored 12 more than a strong player would have with these cards"); the deal's luck is
in both and cancels.

The replays stop when the mean is known to ``target`` (a 95 % half-width in the analyst's
unit) or when ``max_runs`` replays or ``cpu_budget`` seconds are spent, whichever comes
first; the error reached is part of the answer, so a budget that ran out is never hidden.

Values are the analyst's (:func:`engine.coach.analyst.deal_outcome`): the game's own unit,
higher better for the seat's side (Kaschlan: minus the marks), so par speaks the same unit as
the review's losses. Deterministic: every bot seed is made from the deal and the replay's
number, and the search levels get an iteration budget (no time cap).
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.bots import level_iterations, make
from engine.bots.players import Bot
from engine.bots.playing import mean_ci
from engine.coach.analyst import deal_outcome
from engine.contract import GameState

#: Replays before the error is trusted at all, and at most.
MIN_RUNS = 3
MAX_RUNS = 12
#: The 95 % half-width, in the analyst's unit, at which the replays stop.
TARGET = 2.0
#: CPU seconds one deal's par may cost before it stops with the error it has.
CPU_BUDGET = 120.0
#: The level a seat without a recorded level (a person) is replayed with.
DEFAULT_LEVEL = "normal"
#: Between replays the caller may wait (the GUI pauses while a bot searches) or give up.
Checkpoint = Callable[[], bool]


@dataclass(frozen=True)
class Par:
    """One deal's par for one seat; values in the analyst's unit, higher better."""

    game: str
    deal: int
    seat: int
    unit: str
    #: What the person's own play gave.
    score: float
    #: The mean of the replays with ``strong`` in the seat, and its 95 % half-width (NaN with
    #: fewer than two replays).
    par: float
    error: float
    runs: int
    #: The replays' outcomes in order (reproducible: the same deal gives the same list).
    outcomes: tuple[float, ...]
    #: CPU seconds the replays took (a measure, not part of the JSON's promise).
    cpu: float = 0.0

    @property
    def unanimous(self) -> bool:
        """Every replay (two or more) gave the same value: the error is nought because they
        agreed, which a "± 0" would misread as certainty."""
        return self.runs >= 2 and len(set(self.outcomes)) == 1

    @property
    def difference(self) -> float:
        """The luck-corrected score: positive where the person did better than par."""
        return self.score - self.par

    def to_json(self) -> dict[str, object]:
        """Rounded so equal answers print equal; the CPU time is left out (it varies)."""
        return {
            "game": self.game,
            "deal": self.deal,
            "seat": self.seat,
            "unit": self.unit,
            "score": rounded(self.score),
            "par": None if math.isnan(self.par) else rounded(self.par),
            "error": None if math.isnan(self.error) else rounded(self.error),
            "difference": None if math.isnan(self.par) else rounded(self.difference),
            "runs": self.runs,
            "outcomes": [rounded(x) for x in self.outcomes],
        }


def rounded(x: float) -> float:
    """Four decimals, and never ``-0.0`` (equal answers print equal)."""
    return round(x, 4) + 0.0


def deal_start(state: GameState, deal: int) -> GameState:
    """A copy of ``state`` at the moment finished deal ``deal`` was dealt."""
    if not 0 <= deal < state.deals_finished:
        raise ValueError(f"deal {deal} is not finished (deals finished: {state.deals_finished})")
    start = state.clone()
    start.rewind_to(state.deal_starts[deal])
    return start


def deal_moves(state: GameState, deal: int) -> list[tuple[int, str]]:
    """The moves of finished deal ``deal`` as (seat, text), in order."""
    bounds = [*state.deal_starts, len(state.history)]
    return list(state.history[bounds[deal] : bounds[deal + 1]])


def played_score(state: GameState, deal: int, seat: int) -> float:
    """What the recorded play of deal ``deal`` gave ``seat``, in the analyst's unit."""
    replay = deal_start(state, deal)
    for _seat, text in deal_moves(state, deal):
        replay.apply(text)
    return deal_outcome(replay, seat)[0]


def bot_seed(game: str, seed: int, deal: int, run: int, seat: int) -> int:
    """The seed of ``seat``'s bot in replay ``run`` of a deal: stable across processes."""
    text = f"par:{game}:{seed}:{deal}:{run}:{seat}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=6).digest(), "big")


def iterations(level: str, game: str, scale: float) -> int | None:
    """The iteration budget of a search level at ``scale`` times its default (None: a level
    without a search budget)."""
    full = level_iterations(level, game) if level in ("strong", "normal", "easy") else None
    return None if full is None else max(1, round(full * scale))


def seat_bots(
    start: GameState,
    seat: int,
    levels: Sequence[str | None],
    scale: float,
    seeds: Sequence[int],
) -> list[Bot]:
    """The replay's players: ``strong`` in ``seat``, every other seat at its recorded level
    (``DEFAULT_LEVEL`` for a person), search levels at ``scale`` times their iteration
    budget in one process (reproducible), seat ``s`` seeded with ``seeds[s]``."""
    game = start.spec.id
    bots = []
    for s in range(start.players):
        level = "strong" if s == seat else (levels[s] or DEFAULT_LEVEL)
        its = iterations(level, game, scale) if level in ("strong", "normal") else None
        bots.append(make(level, start.spec, seed=seeds[s], iterations=its, workers=1))
    return bots


def replay_once(
    start: GameState,
    seat: int,
    levels: Sequence[str | None],
    run: int,
    deal: int,
    scale: float = 1.0,
) -> float:
    """One replay of the deal from ``start`` with ``strong`` in ``seat``; its value there."""
    game = start.spec.id
    bots = seat_bots(
        start,
        seat,
        levels,
        scale,
        [bot_seed(game, start.seed, deal, run, s) for s in range(start.players)],
    )
    play = start.clone()
    try:
        while play.current_player is not None:
            actor = play.current_player
            play.apply(bots[actor].choose(play, actor))
    finally:
        for bot in bots:
            bot.close()
    return deal_outcome(play, seat)[0]


def half_width(values: Sequence[float]) -> float:
    """The 95 % half-width of the mean of ``values`` (NaN with fewer than two): the
    tournaments' own interval, so par and the bots' figures are read alike."""
    return mean_ci(list(values))[1]


def par_of_deal(
    state: GameState,
    deal: int,
    seat: int,
    levels: Sequence[str | None],
    *,
    target: float = TARGET,
    min_runs: int = MIN_RUNS,
    max_runs: int = MAX_RUNS,
    cpu_budget: float = CPU_BUDGET,
    scale: float = 1.0,
    checkpoint: Checkpoint | None = None,
) -> Par:
    """The par of finished deal ``deal`` of ``state`` for ``seat``.

    ``levels`` is each seat's bot level as it was (None for a person: replayed at
    ``DEFAULT_LEVEL``); ``scale`` multiplies the search levels' budgets (tests, benches).
    ``checkpoint`` is called before each replay; False stops the replays there (the answer
    then has the runs made so far). ValueError on a deal that is not finished or a bad seat.
    """
    if not 0 <= seat < state.players:
        raise ValueError(f"seat {seat} is not at this table of {state.players}")
    if len(levels) != state.players:
        raise ValueError(f"{len(levels)} levels for {state.players} seats")
    if not 1 <= min_runs <= max_runs:
        raise ValueError(f"runs must satisfy 1 <= min_runs <= max_runs, not {min_runs}, {max_runs}")
    start = deal_start(state, deal)
    score = played_score(state, deal, seat)
    outcomes: list[float] = []
    began = time.process_time()
    rule = StopRule(target, min_runs, max_runs, cpu_budget)
    while not rule.done(outcomes, time.process_time() - began):
        if checkpoint is not None and not checkpoint():
            break
        outcomes.append(replay_once(start, seat, levels, len(outcomes), deal, scale))
    return make_par(state, deal, seat, score, outcomes, time.process_time() - began)


def make_par(
    state: GameState, deal: int, seat: int, score: float, outcomes: Sequence[float], cpu: float
) -> Par:
    """The answer from the replays' outcomes (NaN par without any)."""
    from engine.coach.profile import profile_for

    par = sum(outcomes) / len(outcomes) if outcomes else math.nan
    return Par(
        state.spec.id,
        deal,
        seat,
        profile_for(state.spec.id).unit,
        score,
        par,
        half_width(outcomes),
        len(outcomes),
        tuple(outcomes),
        cpu,
    )


@dataclass(frozen=True)
class StopRule:
    """When the replays stop: the error reached ``target`` after at least ``min_runs``, or
    ``max_runs`` replays, or ``cpu_budget`` seconds (checked after ``min_runs``). ``error``
    is the 95 % half-width of the outcomes' mean (a match's wins use another,
    :func:`engine.coach.match_par.share_half_width`)."""

    target: float = TARGET
    min_runs: int = MIN_RUNS
    max_runs: int = MAX_RUNS
    cpu_budget: float = CPU_BUDGET
    error: Callable[[Sequence[float]], float] = half_width

    def done(self, outcomes: Sequence[float], cpu: float) -> bool:
        n = len(outcomes)
        if n >= self.max_runs:
            return True
        if n < self.min_runs:
            return False
        return self.error(outcomes) <= self.target or cpu >= self.cpu_budget
