"""``strong``'s own search as the coach's valuation of the decisions ``strong`` searches.

Why: at an auction, a contract, a card call, an exchange or naming trumps, the analyst's flat
playouts follow each option by the playout policy and its rules of thumb, with no tree: no
seat answers the option as it would if it thought. ``strong`` searches those decisions (its
ISMCTS, where the others' replies are chosen in the tree), and against the independent
referee the coach lost about a point a decision more than ``strong`` in Bolachen, at such
decisions (issue #44 item 6; docs/bots.md). In card play the flat playouts valued each card
by 400 playouts where ``strong`` searches thousands of iterations of a tree; in Kaschlan the
coach made twice ``strong``'s clear errors. So wherever ``strong`` searches (and does not
solve, nor narrow the moves by a root rule) the coach asks that very search: the
game's ``strong`` configuration (playout policy, likelihood, reward, root rules) at
``strong``'s iteration budget (the play-time samples; a deeper look searches
proportionally longer), split into parts as ``strong`` splits it over its workers, with
no time cap, seeded by the position, so the same question gets the same answer. The
options are ranked as ``strong`` ranks them (most visited first, ties by mean reward, then
the legal order: ``ismcts.best_action``), so the coach's best move *is* ``strong``'s move
at that seed and budget.

The figures the coach states are read off the same search: every simulated deal is scored
in the analyst's unit for the deciding seat (its value and whether it was won) and filed
under the root option it began with. The options' simulations are not paired (each its
own deals) and the tree chooses how often each option is simulated, so a difference is
judged against the unpaired standard error (Welch's).
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from engine.bots import MAX_WORKERS, STRONG_WORKERS, search_config, strong_budget
from engine.bots.ismcts import SearchConfig, SearchResult, root_moves, search
from engine.bots.parallel import in_pool, pack_state, split_jobs, unpack_state
from engine.coach.profile import profile_for
from engine.contract import DealResult, GameState

#: (value, win) of one simulated deal for the deciding seat, in the analyst's unit.
Outcome = tuple[float, float]
#: How a finished simulated deal is read for the deciding seat (the analyst's ``_outcome``).
Reader = Callable[[GameState], Outcome]
#: A simulation cut short (``MAX_ROLLOUT_STEPS``) counts as the analyst counts it: even.
CUT_SHORT: Outcome = (0.0, 0.5)


@dataclass(frozen=True)
class Searched:
    """The search's answer: the options in ``strong``'s order and each one's outcomes."""

    #: Every legal option's text, ``strong``'s choice first.
    ranked: tuple[str, ...]
    #: Per option, the outcome of each simulated deal that began with it.
    outcomes: dict[str, list[Outcome]]
    #: Iterations run (simulated deals).
    iterations: int


def strongs_way(state: GameState, seat: int) -> Literal["search"] | frozenset[str] | None:
    """How the coach follows ``strong`` at this decision, asked once per answer (the root
    rule it reads can be dear: Kaschlan's two-hand endgame):

    - ``"search"``: it asks ``strong``'s search. The coach follows ``strong`` here
      (:func:`_follows_strong`), ``strong`` does not play it by exact solves
      (``CoachProfile.solves``: the coach solves there too) and no root rule of ``strong``'s
      removes moves (then ``strong`` would not have searched every option).
    - the moves ``strong``'s root rules keep, where they set some aside: the coach ranks
      those first, in ``strong``'s order, and values every option by flat playouts. Not
      where ``strong`` solves: there the coach's exact values beat a rule of thumb (1001's
      rule declares a marriage with the queen, where the solves show the king a few points
      better).
    - None elsewhere: the coach's own values (exact solves, or flat playouts)."""
    if not _follows_strong(state, seat) or solved_here(state, seat):
        return None
    kept = root_moves(state, seat, search_config(state.spec.id))
    return "search" if kept is None else kept


def searched_here(state: GameState, seat: int) -> bool:
    """Whether the coach asks ``strong``'s search at this decision (:func:`strongs_way`)."""
    return strongs_way(state, seat) == "search"


def ruled_here(state: GameState, seat: int) -> frozenset[str] | None:
    """The moves ``strong``'s root rules keep where they narrow the coach's choice
    (:func:`strongs_way`); None elsewhere."""
    way = strongs_way(state, seat)
    return way if isinstance(way, frozenset) else None


def solved_here(state: GameState, seat: int) -> bool:
    """Whether ``strong`` plays this decision by exact solves (``CoachProfile.solves``)."""
    solves = profile_for(state.spec.id).solves
    return solves is not None and solves(state, seat)


def _follows_strong(state: GameState, seat: int) -> bool:
    """The decision's phase is one of the game's ``CoachProfile.searched_phases``."""
    phases = profile_for(state.spec.id).searched_phases
    return bool(phases) and str(state.observation(seat).get("phase")) in phases


def iterations_for(game: str, samples: int, play_samples: int) -> int:
    """The search's iterations for an analysis of ``samples``: ``strong``'s budget at the
    play-time samples (``play_samples``), proportionally more or fewer otherwise."""
    return max(1, strong_budget(game) * samples // play_samples)


#: Whether this process may run the search's parts in the shared worker pool
#: (:func:`spread_over_workers`).
_SPREAD = False


def spread_over_workers(enabled: bool) -> None:
    """Let this process run the coach's search parts in a shared pool of ``strong``'s
    worker count (``engine.bots.parallel``) instead of one after the other.

    Why a switch of the process and not of the question: the answer does not depend on it
    (the parts and their seeds are fixed, :func:`search_options`), only how long it takes.
    Only a process that has the cores to itself may spread: the coach's play-time worker
    (asked while no bot thinks), or ``scripts/coach_measures.py --spread``. The review's
    background worker must not: it is paused with a signal while a bot thinks, and the
    pool's processes would not be."""
    global _SPREAD
    _SPREAD = enabled


def search_options(
    state: GameState, seat: int, seed: int, iterations: int, read: Reader
) -> Searched:
    """Run ``strong``'s search for ``seat`` with ``iterations`` from ``seed``; ``read``
    scores a finished simulated deal for the seat (and must pickle, as a module's function
    or a ``functools.partial`` of one, where the parts run in worker processes).

    The search is split as ``strong`` splits it over its processes on a machine of
    ``MAX_WORKERS`` cores or more (``parallel.split_jobs``): each part grows its own tree
    from its own seed and the root statistics are summed, so the coach's first option is
    that ``strong``'s move at that seed and budget, on any machine, and the parts may run
    side by side (:func:`spread_over_workers`)."""
    jobs = split_jobs(seed, iterations, MAX_WORKERS)
    if _SPREAD and STRONG_WORKERS > 1:  # one core: a pool would only add a process
        packed = pack_state(state)
        parts = in_pool(
            [(_search_part_packed, (packed, seat, s, its, read)) for s, its in jobs],
            lambda: [_search_part(state, seat, s, its, read) for s, its in jobs],
            STRONG_WORKERS,
        )
    else:
        parts = [_search_part(state, seat, s, its, read) for s, its in jobs]
    result = SearchResult()
    outcomes: dict[str, list[Outcome]] = {a.text: [] for a in state.legal_actions()}
    for part_result, part_outcomes in parts:
        result.merge(part_result)
        for text, found in part_outcomes.items():
            outcomes[text].extend(found)

    def preference(index_text: tuple[int, str]) -> tuple[int, float, int]:
        index, text = index_text
        stats = result.stats.get(text)
        if stats is None or not stats.visits:
            return (0, 0.0, index)
        return (-stats.visits, -stats.reward / stats.visits, index)

    ranked = tuple(t for _i, t in sorted(enumerate(outcomes), key=preference))
    return Searched(ranked, outcomes, result.iterations)


def _search_part(
    state: GameState, seat: int, seed: int, iterations: int | None, read: Reader
) -> tuple[SearchResult, dict[str, list[Outcome]]]:
    """One part of :func:`search_options`: its root statistics and, per root option, the
    outcome of each simulated deal that began with it (a deal cut short counts as
    :data:`CUT_SHORT`, so an option has one outcome per visit)."""
    config = search_config(state.spec.id)
    root = len(state.history)
    outcomes: dict[str, list[Outcome]] = {a.text: [] for a in state.legal_actions()}

    def record(sample: GameState) -> None:
        outcomes[sample.history[root][1]].append(read(sample))

    result = search(state, seat, random.Random(seed), iterations, None, _recording(config, record))
    result.tree = None
    for text, found in outcomes.items():
        stats = result.stats.get(text)
        missing = (stats.visits if stats is not None else 0) - len(found)
        found.extend([CUT_SHORT] * missing)
    return result, outcomes


def _search_part_packed(
    packed: tuple[str, Any], seat: int, seed: int, iterations: int | None, read: Reader
) -> tuple[SearchResult, dict[str, list[Outcome]]]:
    """:func:`_search_part` in a worker process (the state travels packed)."""
    return _search_part(unpack_state(packed), seat, seed, iterations, read)


def _recording(config: SearchConfig, record: Callable[[GameState], None]) -> SearchConfig:
    """``config`` whose readings of a finished simulated deal also ``record`` it, each deal
    once, and change nothing: the search's reward reads a deal that ends the match by
    ``match_value`` (when it says so) and every other one by ``deal_value`` (or the
    scores)."""
    deal_value = config.deal_value
    match_value = config.match_value

    def value(state: GameState, result: DealResult) -> Sequence[float]:
        record(state)
        return result.scores if deal_value is None else deal_value(state, result)

    def match(state: GameState) -> Sequence[float] | None:
        found = match_value(state) if match_value is not None else None
        if found is not None:
            record(state)
        return found

    return dataclasses.replace(
        config, deal_value=value, match_value=None if match_value is None else match
    )


def mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def unpaired(best: Sequence[float], other: Sequence[float]) -> tuple[float, float]:
    """Mean of ``best`` minus mean of ``other`` and its standard error (Welch's), each
    option's variance from its own simulations; an option simulated fewer than twice is
    given the larger of the two variances (or the whole spread of both), never none."""
    var_best, var_other = _variance(best), _variance(other)
    spread = _variance([*best, *other])
    if var_best is None:
        var_best = max(var_other or 0.0, spread or 0.0)
    if var_other is None:
        var_other = max(var_best, spread or 0.0)
    se = math.sqrt(var_best / max(1, len(best)) + var_other / max(1, len(other)))
    return mean(best) - mean(other), se


def _variance(xs: Sequence[float]) -> float | None:
    n = len(xs)
    if n < 2:
        return None
    m = mean(xs)
    return sum((x - m) ** 2 for x in xs) / (n - 1)
