"""Par for a whole match: what ``strong`` would have made of the person's cards over a match.

Why: in a game whose deals form a race to a goal (1001: the first to 1001 points), a deal's
points count only towards who gets there first, and near the goal a player rightly gives up
points to finish or to stop the other. A deal's par (:mod:`engine.coach.par`) says how well
each deal was played; what the match is played for needs two more figures, read per match:

* **The match's par points** are the sum of its deals' pars, with the deals' errors combined
  (independent replays: the half-widths add in squares). It is the per-deal par added up, so
  the person's difference over the match is exactly the sum of the differences shown after
  each deal, and each deal keeps its luck cancelled (the same cards, the real score at its
  start). Whole-match replays could not give it: a replayed match ends a deal earlier or
  later than the real one, so its points would count other cards than the person's.
* **The match won** can only come from whole matches: it depends on how every deal's play
  moved the running score and so which cards the later deals bring to whom and when the
  goal is reached. Each replay plays the match again from its first deal: every real deal
  with the very cards dealt then (a deal's cards come from the match seed and its number,
  :func:`engine.dealing.deal_rng`, whatever was played before), ``strong`` in the person's
  seat, the other seats at their levels, every bot knowing the replayed running score (the
  bots' rewards are match-aware, ``Hooks.match_value``); deals beyond the real ones are the
  ones the same seed deals, so a replay is a match the person could have had. Its outcome is
  the seat's share of the match won (1, 0, or split on a tie); their mean is the share
  ``strong`` wins with the person's cards, with a Wilson 95 % interval (a handful of
  replays that all agree must not read as certain, as the normal approximation would).

The replays stop by :class:`engine.coach.par.StopRule` on that interval's half-width, after
at least ``MATCH_MIN_RUNS``, at ``MATCH_MAX_RUNS`` or after ``MATCH_CPU_BUDGET`` CPU
seconds; the number of replays is part of the answer ("in 7 of 10 replays"). Deterministic:
the bots' seeds come from the match, the replay's number and the seat. Which games: those
whose coach profile says ``match_par`` (a fact beside the game, never a list of ids here).
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass

from engine.bots.hooks import hooks_for
from engine.bots.rewards import seat_outcomes
from engine.coach.par import Checkpoint, Par, StopRule, deal_start, rounded, seat_bots
from engine.coach.profile import profile_for
from engine.contract import GameState

#: Whole-match replays at least (before the interval is trusted) and at most.
MATCH_MIN_RUNS = 4
MATCH_MAX_RUNS = 10
#: The Wilson 95 % half-width of the share won at which the replays stop.
MATCH_TARGET = 0.15
#: CPU seconds a match's replays may cost before they stop with the interval they have.
MATCH_CPU_BUDGET = 600.0
#: A replayed match that has not ended after this many times the real one's deals (and a
#: few more) is a fault, not a long match: the rules end every race in a few dozen deals.
DEAL_CAP_FACTOR = 10
DEAL_CAP_EXTRA = 20
#: The 95 % normal quantile.
Z = 1.96


def has_match_par(game: str) -> bool:
    """Whether ``game``'s par is read per match too (its coach profile's ``match_par``)."""
    return profile_for(game).match_par


def match_share(state: GameState, seat: int) -> float:
    """``seat``'s share of the finished match won: 1, 0, or split with the sides tied first.

    Read by the game's own reading of a finished match (``Hooks.match_value``, as the bots'
    rewards read it) where it has one, else by the match totals (lower is better where the
    last deal says so). ValueError if the match is not over."""
    if not state.is_over:
        raise ValueError("the match is not over")
    hook = hooks_for(state.spec.id).match_value
    values = None if hook is None else hook(state)
    if values is not None:
        scores, sign = [float(v) for v in values], 1.0
    else:
        result = state.deal_result()
        lower = result is not None and bool(result.detail.get("lower_is_better"))
        scores, sign = [float(t) for t in state.totals()], -1.0 if lower else 1.0
    return seat_outcomes(scores, state.teams, sign)[0][seat]


def share_half_width(outcomes: Sequence[float]) -> float:
    """The Wilson 95 % half-width of the mean of shares in [0, 1] (NaN without any).

    Why Wilson: after 4 replays all won, the normal approximation says ± 0; Wilson says the
    share is somewhere from 51 % to 100 %, which is what 4 replays know."""
    low, high = share_interval(outcomes)
    return (high - low) / 2


def share_interval(outcomes: Sequence[float]) -> tuple[float, float]:
    """The Wilson 95 % interval of the mean share won ((NaN, NaN) without any outcome)."""
    n = len(outcomes)
    if n == 0:
        return math.nan, math.nan
    p = sum(outcomes) / n
    z2 = Z * Z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def replay_seed(game: str, seed: int, run: int, seat: int) -> int:
    """The seed of ``seat``'s bot in whole-match replay ``run``: stable across processes,
    never one of a deal's par replays (``engine.coach.par.bot_seed``)."""
    text = f"par-match:{game}:{seed}:{run}:{seat}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=6).digest(), "big")


def replay_match(
    state: GameState, seat: int, levels: Sequence[str | None], run: int, scale: float = 1.0
) -> tuple[float, int]:
    """Whole-match replay ``run`` of ``state``'s match with ``strong`` in ``seat``: (the
    seat's share of the match won, the deals it took). The same bots play every deal (they
    carry what they know of the match, as at the table)."""
    if not state.deals_finished:
        raise ValueError("the match has no finished deal")
    play = deal_start(state, 0)
    game = play.spec.id
    seeds = [replay_seed(game, play.seed, run, s) for s in range(play.players)]
    bots = seat_bots(play, seat, levels, scale, seeds)
    cap = DEAL_CAP_FACTOR * state.deals_finished + DEAL_CAP_EXTRA
    try:
        while True:
            while play.current_player is not None:
                actor = play.current_player
                play.apply(bots[actor].choose(play, actor))
            if play.is_over:
                break
            if play.deal_no + 1 >= cap:
                raise RuntimeError(f"a replay of the {game} match did not end in {cap} deals")
            play.next_deal()
    finally:
        for bot in bots:
            bot.close()
    return match_share(play, seat), play.deal_no + 1


@dataclass(frozen=True)
class MatchPar:
    """A finished match's par for one seat: its points from the deals' pars, and the share
    of whole-match replays ``strong`` won in the seat."""

    game: str
    seat: int
    unit: str
    #: Every deal's par, in order (the match's points are their sums).
    deals: tuple[Par, ...]
    #: The person's own share of the match won (1 won, 0 lost).
    won: float
    #: Per replay, ``strong``'s share of the match won, and the deals it took.
    outcomes: tuple[float, ...]
    lengths: tuple[int, ...]
    #: CPU seconds of the whole-match replays (a measure, not part of the JSON's promise).
    cpu: float = 0.0

    @property
    def score(self) -> float:
        """What the person's play gave over the match, in the analyst's unit."""
        return sum(p.score for p in self.deals)

    @property
    def par(self) -> float:
        """The sum of the deals' pars (NaN if a deal has none)."""
        return sum(p.par for p in self.deals) if self.deals else math.nan

    @property
    def error(self) -> float:
        """The 95 % half-width of :attr:`par`: the deals' replays are independent, so their
        half-widths add in squares (NaN if a deal's error is unknown)."""
        return math.sqrt(sum(p.error**2 for p in self.deals)) if self.deals else math.nan

    @property
    def difference(self) -> float:
        """The luck-corrected score of the match: the sum of the deals' differences."""
        return self.score - self.par

    @property
    def replays(self) -> int:
        return len(self.outcomes)

    @property
    def wins(self) -> float:
        """The replays ``strong`` won (a tied first place counts its share)."""
        return sum(self.outcomes)

    @property
    def share(self) -> float:
        """The share of the replays ``strong`` won (NaN without any)."""
        return self.wins / self.replays if self.outcomes else math.nan

    @property
    def interval(self) -> tuple[float, float]:
        """The Wilson 95 % interval of :attr:`share`."""
        return share_interval(self.outcomes)

    def to_json(self) -> dict[str, object]:
        """Rounded so equal answers print equal; the CPU time is left out (it varies)."""

        def number(x: float) -> float | None:
            return None if math.isnan(x) else rounded(x)

        low, high = self.interval
        return {
            "game": self.game,
            "seat": self.seat,
            "unit": self.unit,
            "deals": len(self.deals),
            "score": number(self.score),
            "par": number(self.par),
            "error": number(self.error),
            "difference": number(self.difference),
            "won": number(self.won),
            "replays": self.replays,
            "par_won": number(self.wins),
            "par_share": number(self.share),
            "par_share_interval": [number(low), number(high)],
            "outcomes": [rounded(x) for x in self.outcomes],
            "lengths": list(self.lengths),
        }


def match_rule(
    target: float = MATCH_TARGET,
    min_runs: int = MATCH_MIN_RUNS,
    max_runs: int = MATCH_MAX_RUNS,
    cpu_budget: float = MATCH_CPU_BUDGET,
) -> StopRule:
    """The stop rule of a match's replays: on the Wilson half-width of the share won."""
    return StopRule(target, min_runs, max_runs, cpu_budget, share_half_width)


def check_pars(deals: int, seat: int, pars: Sequence[Par]) -> None:
    """ValueError unless ``pars`` are ``seat``'s pars of a match's ``deals`` deals, in order."""
    if [p.deal for p in pars] != list(range(deals)):
        raise ValueError(f"the match par needs the pars of all {deals} deals")
    if any(p.seat != seat for p in pars):
        raise ValueError(f"the deals' pars are not seat {seat}'s")


def make_match_par(
    state: GameState,
    seat: int,
    pars: Sequence[Par],
    outcomes: Sequence[float],
    lengths: Sequence[int],
    cpu: float,
) -> MatchPar:
    """The answer from the deals' pars and the whole-match replays made.

    ValueError unless the match is over and ``pars`` are the seat's pars of its every deal,
    in order."""
    if not state.is_over:
        raise ValueError("the match is not over")
    check_pars(state.deals_finished, seat, pars)
    if len(outcomes) != len(lengths):
        raise ValueError("one length per replay")
    return MatchPar(
        state.spec.id,
        seat,
        profile_for(state.spec.id).unit,
        tuple(pars),
        match_share(state, seat),
        tuple(outcomes),
        tuple(lengths),
        cpu,
    )


def par_of_match(
    state: GameState,
    seat: int,
    levels: Sequence[str | None],
    pars: Sequence[Par],
    *,
    rule: StopRule | None = None,
    scale: float = 1.0,
    checkpoint: Checkpoint | None = None,
) -> MatchPar:
    """The par of ``state``'s finished match for ``seat``, given its deals' pars (from
    :func:`engine.coach.par.par_of_deal`): the whole-match replays are made here, until
    ``rule`` (default :func:`match_rule`) says enough. ``checkpoint`` is asked before each
    replay; False stops there. ValueError on a match that is not over, a bad seat or levels.
    """
    if not 0 <= seat < state.players:
        raise ValueError(f"seat {seat} is not at this table of {state.players}")
    if len(levels) != state.players:
        raise ValueError(f"{len(levels)} levels for {state.players} seats")
    make_match_par(state, seat, pars, (), (), 0.0)  # the checks, before any CPU is spent
    rule = rule or match_rule()
    outcomes: list[float] = []
    lengths: list[int] = []
    began = time.process_time()
    while not rule.done(outcomes, time.process_time() - began):
        if checkpoint is not None and not checkpoint():
            break
        share, length = replay_match(state, seat, levels, len(outcomes), scale)
        outcomes.append(share)
        lengths.append(length)
    return make_match_par(state, seat, pars, outcomes, lengths, time.process_time() - began)
