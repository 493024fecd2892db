"""Perfect Information Monte Carlo over the shared exact solver: the hooks a trick game gets.

Why: once few tricks remain, ``strong`` plays better by solving guessed deals exactly than by
sampling playouts (1001's last tricks, issue #32; issue #44 item 1). The solving is the same
for every game on :mod:`engine.bots.trick_solver`, so it lives here once; a game states only
how its state reads as an open deal (``open_deal``), its unit, and from how many cards in
hand its solves fit ``strong``'s time (measured, docs/bots.md). From one :class:`ExactPlay`
it gets:

- ``endgame`` (``Hooks.endgame``, ``strong`` only): per legal move the mean over guessed
  deals (``state.determinize``, weighted by the game's ``likelihood`` of the others' moves,
  or drawn from a pool weighed by them, ``inference``)
  of its exact value, the solves shared among the workers (``part``), stopped at half the
  time cap (:data:`CAP_SHARE`);
- ``open_solve`` (``Hooks.open_solve``, the referee): one open deal's exact values;
- ``exact`` (``CoachProfile.exact``): the coach scores a sample's options as strong does
  where strong solves (issue #44 item 6).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from engine.bots.inference import EXACT_POOL, PlayModel, weighted_pool
from engine.bots.ismcts import EndgameValue, Likelihood
from engine.bots.maxn_solver import EachForHimself, MaxnSolver
from engine.bots.sampling import SeatRandom
from engine.bots.trick_solver import OpenDeal, SolveBudget, TrickGame, TrickSolver
from engine.contract import GameState

#: The coach solves one in this many of the deals it would play out (the quick look's 400
#: become 25, the review's 1600 become 100, as many as ``strong`` solves and more).
COACH_SHARE = 16

#: Mean values closer than this are a tie. Where the best moves tie against perfect play
#: (every move loses a Brand whatever the defenders hold), the one that leaves the others
#: most room to go wrong is best, which only the search sees: a Bolachen suite position
#: (index 25) where all three leads lose by perfect play but two of them win a tenth of the
#: deals against the referee's players was missed by taking the first of the tied moves.
TIE = 1e-9

#: The share of the decision's time cap the solves may take: where they tie (:data:`TIE`)
#: or a solve passes its budget, the search runs after them with its own cap, so such a
#: decision takes at most 1.5 times the cap instead of twice.
CAP_SHARE = 0.5

#: How a game reads a state (its hands as they lie) as an open deal for ``seat``, or None
#: where its solver does not apply.
OpenDealOf = Callable[[Any, int], "tuple[TrickGame, OpenDeal] | None"]


@dataclass(frozen=True)
class ExactPlay:
    """A trick game's exact play: its facts reader and where and how much it solves."""

    open_deal: OpenDealOf
    #: Per card bit its name (the action is ``play <card>``).
    card: dict[int, str]
    #: Solver values per point of the game's deal score (Chapanka counts quarters).
    unit: int = 1
    #: Per table size, ``strong`` solves once the seat holds at most this many cards: where
    #: the solves fit its time cap (``python -m engine.bots.solver_bench``, docs/bots.md).
    hand_cards: Mapping[int, int] = field(default_factory=dict)
    #: Guessed deals solved per decision (shared among the workers; the time cap may stop
    #: sooner, after at least one).
    samples: int = 16
    #: Nodes one solve may take: a solve past it leaves the decision to the search.
    budget: int = 200_000
    likelihood: Likelihood | None = None
    #: Inference from play: the guessed deals are drawn by weight from a pool weighed by
    #: the others' moves (and the ``likelihood``), :mod:`engine.bots.inference`.
    inference: PlayModel | None = None
    #: What the deal has given the seat already, in the game's unit, where the solver
    #: counts only what is still to come (Chapanka's counters); None: nothing.
    so_far: Callable[[Any, int], float] | None = None
    #: The players each play for themselves (Chapanka): the deal is solved by max^n
    #: (:mod:`engine.bots.maxn_solver`; the game gives every seat's payoffs), not by the
    #: two-sided alpha-beta, and it has no two sides whose play the referee's perfectly
    #: played leaves could take (:mod:`.independent_referee`).
    each_for_himself: bool = False

    def solves(self, state: Any, seat: int) -> bool:
        """Whether ``strong`` solves here: the seat holds few enough cards."""
        return len(state.hand(seat)) <= self.hand_cards.get(state.players, 0)

    def solver(self, game: TrickGame, budget: int | None) -> TrickSolver | MaxnSolver:
        """The solver of one open deal: max^n where each plays for himself, else the two
        sides' alpha-beta."""
        if self.each_for_himself:
            return MaxnSolver(cast(EachForHimself, game), budget)
        return TrickSolver(game, budget)

    def values(self, sample: Any, seat: int) -> dict[str, float] | None:
        """Per legal move of ``seat`` in the open deal ``sample``, its exact value in the
        game's deal-score unit; None where the solver does not apply or the budget ends."""
        try:
            return self._solve(sample, seat)
        except SolveBudget:
            return None

    def _solve(self, sample: Any, seat: int) -> dict[str, float] | None:
        """As :meth:`values`, but a solve past the budget raises :class:`SolveBudget`."""
        found = self.open_deal(sample, seat)
        if found is None:
            return None
        game, deal = found
        solved = self.solver(game, self.budget).move_values(deal)
        base = 0.0 if self.so_far is None else self.so_far(sample, seat)
        return {f"play {self.card[b]}": base + v / self.unit for b, v in solved.items()}

    def open_solve(self, sample: GameState, seat: int) -> dict[str, EndgameValue] | None:
        """The referee's values of one open deal (as one sample)."""
        solved = self.values(sample, seat)
        if solved is None:
            return None
        return {text: EndgameValue(_won(v), v, 1, v) for text, v in solved.items()}

    def exact(self, sample: GameState, seat: int) -> dict[str, tuple[float, float]] | None:
        """The coach's scorer (``CoachProfile.exact``): per move (value, win), solved only
        where ``strong`` solves (:meth:`solves`)."""
        if not self.solves(sample, seat):
            return None
        solved = self.values(sample, seat)
        if solved is None:
            return None
        return {text: (v, _won(v)) for text, v in solved.items()}

    def exact_deals(self, state: Any, deals: int) -> int:
        """How many of the coach's ``deals`` sampled deals are solved at ``state``: one in
        ``COACH_SHARE`` where strong solves (a solve costs about a hundred playouts), all of
        them (played out) elsewhere."""
        seat = state.current_player
        if seat is None or not self.solves(state, seat) or self.open_deal(state, seat) is None:
            return deals
        return max(1, deals // COACH_SHARE)

    def endgame(
        self,
        state: Any,
        seat: int,
        rng: random.Random,
        seconds: float | None = None,
        part: tuple[int, int] = (0, 1),
    ) -> dict[str, EndgameValue] | None:
        """``Hooks.endgame``: PIMC over ``samples`` guessed deals (see the module doc); None
        where ``strong`` does not solve (:meth:`solves`), the solver does not apply or a
        solve passes its budget, or the best moves tie (:func:`decided`; a worker's part,
        ``part[1] > 1``, is not judged alone: the merged parts are, in ``strong``): the
        search decides. A guessed deal the solver does not play (one with a Pancerola's
        right, Chapanka §6) is skipped."""
        if not self.solves(state, seat) or self.open_deal(state, seat) is None:
            return None
        deal_rng = SeatRandom(rng.getrandbits(64))
        sums: dict[str, list[float]] = {}
        total = 0.0
        deadline = None if seconds is None else time.perf_counter() + CAP_SHARE * seconds
        longest = 0.0
        solved = 0
        index, parts = part
        pool = None
        if self.inference is not None:
            pool = weighted_pool(state, seat, self.inference, self.likelihood, EXACT_POOL)
            if pool is not None:
                pool.fill(deal_rng)
        for drawn in range(self.samples):
            if deadline is not None and solved and time.perf_counter() + longest >= deadline:
                break
            sample = state.determinize(seat, deal_rng) if pool is None else pool.draw(deal_rng)
            if drawn % parts != index:
                continue
            weight = (
                1.0
                if pool is not None or self.likelihood is None
                else self.likelihood(state, sample, seat)
            )
            if weight <= 0.0:
                continue
            began = time.perf_counter()
            try:
                values = self._solve(sample, seat)
            except SolveBudget:
                return None  # a solve that does not fit: the search decides
            if values is None:
                continue  # a deal the solver does not play (a Pancerola's right guessed)
            longest = max(longest, time.perf_counter() - began)
            solved += 1
            total += weight
            for text, v in values.items():
                acc = sums.setdefault(text, [0.0, 0.0])
                acc[0] += weight * _won(v)
                acc[1] += weight * v
        if total <= 0.0:
            return None
        found = {
            text: EndgameValue(share / total, mean / total, solved, mean / total, total)
            for text, (share, mean) in sums.items()
        }
        if parts == 1 and not decided(found):
            return None  # perfect play cannot tell the best moves apart: the search can
        return found  # a worker's part: the tie is judged once the parts are merged


def decided(values: dict[str, EndgameValue]) -> bool:
    """Whether exact play ranks one move first: the best mean value is ahead of the next by
    more than :data:`TIE` (one move alone is decided)."""
    means = sorted((v.margin for v in values.values()), reverse=True)
    return len(means) < 2 or means[0] - means[1] >= TIE


def _won(value: float) -> float:
    """The deal counted as won, split or lost by the sign of its value."""
    return 1.0 if value > 0 else 0.5 if value == 0 else 0.0


__all__ = ["ExactPlay", "OpenDealOf", "decided"]
