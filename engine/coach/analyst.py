"""The one analyst: every option of a decision scored on the same sampled deals.

Why this shape: the coach used to run three short searches (hint, learn mode, review) that
each drew their own deals, and they disagreed by more than the verdicts they printed. Here

- the hidden cards are drawn ``samples`` times from what the seat knows
  (``state.determinize``), each sample ``k`` from a seed made of the position and ``k`` alone,
  so the same question gets the same answer and a deeper look (more samples) starts with the
  very deals the quick look used;
- in each sample *every* legal option is applied and the deal is played out by the bots'
  playout policy with the *same* random stream (common random numbers), so the difference
  between two options is measured on identical deals and its noise is far below the noise of
  either value (the paired standard error is what the verdicts are judged against);
- a verdict is given only where the loss exceeds both a threshold (in the game's unit and in
  win chance) and about two paired standard errors; otherwise the move is "good": as good as
  the best, as far as can be told.

Before card play (the auction, the contract, the card call, the exchange, naming trumps: the
game's ``CoachProfile.searched_phases``) the options are valued by ``strong``'s own search
instead, ranked as ``strong`` ranks them (:mod:`engine.coach.searched`, issue #44 item 6).

docs/coach.md says the same for players and reviewers of the figures.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from engine.actions import Action
from engine.bots import search_config
from engine.bots.heuristics import for_game
from engine.bots.ismcts import LIKELIHOOD_TRIES, MAX_ROLLOUT_STEPS, RolloutPolicy, SearchConfig
from engine.bots.sampling import SeatRandom
from engine.coach.exact import Exact, exact_deals, exact_for
from engine.coach.ideas import Idea, telling_ideas
from engine.coach.profile import profile_for
from engine.coach.searched import (
    Searched,
    iterations_for,
    search_options,
    strongs_way,
    unpaired,
)
from engine.contract import GameState
from engine.reasons import Reason, reason_from_json, reason_to_json
from engine.seats import side_of

#: "good" means: as good as the best, as far as can be told (loss within threshold or noise).
Verdict = Literal["forced", "best", "good", "inaccuracy", "mistake", "blunder"]
#: What put the options in their order: their values (flat playouts, exact solves),
#: ``strong``'s search, or ``strong``'s root rules (then its search among the moves they keep)
#: with the values from flat playouts (:mod:`engine.coach.searched`).
Ranking = Literal["value", "search", "rule"]
_VERDICTS: frozenset[str] = frozenset(
    ("forced", "best", "good", "inaccuracy", "mistake", "blunder")
)

#: Sampled deals at play time (hint, learn mode): an answer within about 1 s on a shared
#: 2-core machine for a typical decision of every game (scripts/coach_measures.py).
PLAY_SAMPLES = 400
#: Sampled deals of the review's deeper look (a superset of the play-time ones).
DEEP_SAMPLES = 1600

#: Decisions with more options than this (Bolachen's discard: up to 66 pairs) get
#: proportionally fewer samples, so that an answer costs about as many playouts as one with
#: this many options; never fewer than ``MIN_SAMPLES`` (the verdicts then say "good" more
#: often: the noise is larger, never ignored).
WIDE = 10
MIN_SAMPLES = 24

#: A difference counts only when it is larger than this many paired standard errors.
NOISE_Z = 2.0
#: Win chance lost from which a move is an inaccuracy, a mistake, a blunder (chess sites'
#: small / medium / large loss).
WIN_THRESHOLDS: tuple[float, float, float] = (0.06, 0.15, 0.30)
#: The same three steps in each game's own unit are its ``CoachProfile.thresholds``; whether
#: an option is worth the side's points ahead of the others (a race) its ``margin``; whether
#: the rules of thumb play the auction and the exchange out its ``choose_before_play``
#: (``engine.coach.games.<game>``).

_LEVELS: tuple[Verdict, Verdict, Verdict] = ("inaccuracy", "mistake", "blunder")
_RANK: dict[str, int] = {"good": 0, "inaccuracy": 1, "mistake": 2, "blunder": 3}


@dataclass(frozen=True)
class OptionValue:
    """One legal move, valued from the deciding seat's side (higher is better for it)."""

    action: str
    #: Mean outcome in the game's own unit, signed so that higher is better for the seat
    #: (Kaschlan: minus the loser marks).
    value: float
    #: Share of sampled deals in which the seat (its team) wins the deal / makes the contract.
    win_chance: float
    #: ``best.value - value`` (0 for the best) and the standard error of that paired difference.
    loss: float
    loss_se: float
    #: Win chance lost against the best move, and its paired standard error.
    win_loss: float
    win_loss_se: float
    verdict: Verdict
    #: The ideas a good player would name for this move, each checked true in the position.
    ideas: tuple[Idea, ...] = field(default=())


@dataclass(frozen=True)
class Analysis:
    """The analyst's whole answer for one decision; options are ordered best first."""

    game: str
    seat: int
    #: The budget asked for (``analyse(samples=…)``), whatever was played: compare this.
    samples: int
    #: The game's unit as a player says it: "points" or "marks" (Kaschlan, bad ones).
    unit: str
    options: tuple[OptionValue, ...]
    #: The position's seed (sample ``k`` is drawn from it and ``k`` alone).
    seed: int = 0
    #: Per option (in ``options`` order) its outcome in each sample: (value, win) pairs.
    #: Kept so that a deeper look can reuse them; not part of the JSON. Empty where the
    #: options were valued by ``strong``'s search (a deeper look searches anew).
    outcomes: tuple[tuple[tuple[float, float], ...], ...] = field(
        default=(), repr=False, compare=False
    )
    #: The verdicts of the smaller analysis this one deepened, per action (empty if none),
    #: and how many samples it had: :meth:`revision` tells when a verdict changed.
    earlier: tuple[tuple[str, Verdict], ...] = ()
    earlier_samples: int = 0
    #: Deals actually played: ``samples``, fewer for a decision with more than ``WIDE``
    #: options (:func:`budget`), the search's simulated deals where ``strong``'s search
    #: valued the options (:mod:`engine.coach.searched`), 0 for a forced move.
    deals: int = 0
    #: What ordered the options: the best is the best by value only where this is "value".
    ranked_by: Ranking = "value"

    @property
    def best(self) -> OptionValue:
        return self.options[0]

    @property
    def forced(self) -> bool:
        return len(self.options) == 1

    def option(self, action: str) -> OptionValue:
        for option in self.options:
            if option.action == action:
                return option
        raise KeyError(action)

    def say(self, action: str) -> Reason:
        """The verdict on ``action`` in a player's words (numbers as "about 7 in 10 deals").

        The best move's own sentence says how often it wins; any other move is compared with
        the best one, whose figures are never lower in the unit the options are ordered by.
        """
        option = self.option(action)
        if option.verdict == "forced":
            return Reason("The only possible move.")
        return _say(self, option)

    def revision(self, action: str) -> Reason | None:
        """ "With more deals looked at, …" when this deeper look judges ``action`` otherwise
        than the play-time analysis it deepened (None: same verdict, or no earlier one)."""
        before = dict(self.earlier).get(action)
        if before is None:
            return None
        now = self.option(action).verdict
        if _rank(now) == _rank(before):
            return None
        return _revised(now)

    def to_json(self) -> dict[str, Any]:
        """Everything but the per-sample outcomes, rounded so equal answers print equal."""
        return {
            "game": self.game,
            "seat": self.seat,
            "samples": self.samples,
            "deals": self.deals,
            "unit": self.unit,
            "seed": self.seed,
            "options": [
                {
                    "action": o.action,
                    "value": round(o.value, 4),
                    "win_chance": round(o.win_chance, 4),
                    "loss": round(o.loss, 4),
                    "loss_se": round(o.loss_se, 4),
                    "win_loss": round(o.win_loss, 4),
                    "win_loss_se": round(o.win_loss_se, 4),
                    "verdict": o.verdict,
                    "say": str(self.say(o.action)),
                    "ideas": [
                        {"key": i.key, "text": str(i.reason), "reason": reason_to_json(i.reason)}
                        for i in o.ideas
                    ],
                }
                for o in self.options
            ],
            "earlier": {a: v for a, v in self.earlier},
            "earlier_samples": self.earlier_samples,
            "ranked_by": self.ranked_by,
        }

    @classmethod
    def from_json(cls, data: Any) -> Analysis:
        """The analysis :meth:`to_json` wrote (e.g. the host's coach's, received over the
        network), so that a client judges and words it as it would its own. The per-sample
        outcomes are not kept, so it cannot be deepened further. ValueError on a value
        ``to_json`` cannot have written."""
        try:
            options = tuple(
                OptionValue(
                    str(o["action"]),
                    float(o["value"]),
                    float(o["win_chance"]),
                    float(o["loss"]),
                    float(o["loss_se"]),
                    float(o["win_loss"]),
                    float(o["win_loss_se"]),
                    _verdict(o["verdict"]),
                    tuple(
                        Idea(
                            str(i["key"]),
                            reason_from_json(i.get("reason") or {"template": i["text"]}),
                        )
                        for i in o.get("ideas", [])
                    ),
                )
                for o in data["options"]
            )
            earlier = tuple((str(a), _verdict(v)) for a, v in dict(data.get("earlier", {})).items())
            analysis = cls(
                str(data["game"]),
                int(data["seat"]),
                int(data["samples"]),
                str(data["unit"]),
                options,
                seed=int(data.get("seed", 0)),
                earlier=earlier,
                earlier_samples=int(data.get("earlier_samples", 0)),
                deals=int(data.get("deals", 0)),
                ranked_by=_ranking(data.get("ranked_by", "value")),
            )
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"not an analysis: {exc!r}") from None
        if not options:
            raise ValueError("not an analysis: it has no options")
        return analysis


def _verdict(value: Any) -> Verdict:
    if value not in _VERDICTS:
        raise ValueError(f"not a verdict: {value!r}")
    return value  # type: ignore[no-any-return]


def _ranking(value: Any) -> Ranking:
    if value not in ("value", "search", "rule"):
        raise ValueError(f"not a ranking: {value!r}")
    return value  # type: ignore[no-any-return]


def _rank(verdict: str) -> int:
    """ "best" and "good" are one rank: both mean "as good as the best, as far as can be told"."""
    return _RANK.get(verdict, 0)


def analyse(
    state: GameState,
    seat: int | None = None,
    *,
    samples: int = PLAY_SAMPLES,
    previous: Analysis | None = None,
    flat: bool = False,
) -> Analysis:
    """Score every legal move of ``seat`` (default: the seat to act) from what it knows.

    Seeded from the position (the seat's observation and the history), so the same question
    gets the same answer. ``previous`` (a smaller analysis of the same decision) is reused:
    the deeper look adds samples instead of drawing new ones. ``flat``: flat playouts even
    where ``strong``'s search would value the options (the built-in puzzles were mined and
    are judged so).
    """
    if seat is None:
        seat = state.current_player
    if seat is None or state.current_player != seat:
        raise ValueError(f"seat {seat} is not to act (current player: {state.current_player})")
    if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
        raise ValueError(f"samples must be a positive whole number, not {samples!r}")
    game = state.spec.id
    unit = profile_for(game).unit
    legal = state.legal_actions()
    seed = position_seed(state, seat)
    if len(legal) == 1:
        only = OptionValue(legal[0].text, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, "forced")
        return Analysis(game, seat, samples, unit, (only,), seed)
    texts = [a.text for a in legal]
    ranked_by: Ranking = "value"
    way = None if flat else strongs_way(state, seat)
    if way == "search":
        _check_previous(previous, seed, seat, texts)
        found = _searched(state, seat, seed, samples)
        options = _judge(state, seat, game, texts, found.outcomes, found.ranked)
        kept: tuple[tuple[tuple[float, float], ...], ...] = ()
        deals = found.iterations
        ranked_by = "search"
    else:
        deals = exact_deals(game, state, budget(samples, len(texts)))
        outcomes = _reuse(previous, seed, seat, texts, deals)
        config = search_config(game)
        config.rollout = playout_policy(game, config.rollout)
        exact = exact_for(game)
        memo: dict[Any, dict[str, tuple[float, float]] | None] = {}
        for k in range(len(outcomes[texts[0]]), deals):
            row = _sample(state, seat, legal, seed, k, config, exact, memo)
            for text, outcome in zip(texts, row, strict=True):
                outcomes[text].append(outcome)
        ruled = way if isinstance(way, frozenset) else None
        if ruled is None:
            options = _judge(state, seat, game, texts, outcomes)
        else:
            order = _strongs_order(state, seat, seed, samples, ruled, texts, outcomes)
            options = _judge(state, seat, game, texts, outcomes, ruled=order)
            ranked_by = "rule"
        kept = tuple(tuple(outcomes[o.action]) for o in options)
    earlier: tuple[tuple[str, Verdict], ...] = ()
    earlier_samples = 0
    if previous is not None and previous.samples < samples:
        earlier = tuple((o.action, o.verdict) for o in previous.options)
        earlier_samples = previous.samples
    return Analysis(
        game,
        seat,
        samples,
        unit,
        tuple(options),
        seed,
        kept,
        earlier,
        earlier_samples,
        deals,
        ranked_by,
    )


def budget(samples: int, options: int) -> int:
    """The samples a decision with ``options`` moves gets for a budget of ``samples``."""
    if options <= WIDE:
        return samples
    return min(samples, max(MIN_SAMPLES, samples * WIDE // options))


def playout_policy(game: str, rollout: RolloutPolicy | None) -> RolloutPolicy | None:
    """The game's playout policy, with its rules of thumb before the play where the policy
    leaves those steps to chance (``CoachProfile.choose_before_play``)."""
    module = for_game(game)
    choose = getattr(module, "choose", None)
    if not profile_for(game).choose_before_play or rollout is None or choose is None:
        return rollout
    inner = rollout
    rules = choose

    def policy(state: GameState, legal: Sequence[Action], rng: random.Random) -> Action | None:
        chosen = inner(state, legal, rng)
        if chosen is None and state.current_player is not None:
            obs = state.observation(state.current_player)
            if obs["phase"] != "play":
                action: Action = rules(obs, list(legal), rng)[0]
                return action
        return chosen

    return policy


def position_seed(state: GameState, seat: int) -> int:
    """A seed from everything ``seat`` knows here: its observation (without the events, which
    retell the rest) and the deal's moves as it saw them. Not Python's ``hash()``, which
    changes with every process."""
    obs = {k: v for k, v in state.observation(seat).items() if k != "events"}
    seen = state.visible_history(seat, state.deal_starts[-1])
    legal = [a.text for a in state.legal_actions()]
    text = json.dumps(
        [state.spec.id, state.players, seat, obs, seen, legal], sort_keys=True, default=_stable
    )
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def _stable(value: Any) -> Any:
    if isinstance(value, set | frozenset):
        return sorted(value, key=repr)
    return str(value)


def _sample_seeds(seed: int, k: int) -> tuple[int, int]:
    """The seeds of sample ``k``: one for the hidden cards, one for the playouts."""
    digest = hashlib.blake2b(f"{seed}:{k}".encode(), digest_size=16).digest()
    return int.from_bytes(digest[:8], "big"), int.from_bytes(digest[8:], "big")


def _reuse(
    previous: Analysis | None, seed: int, seat: int, texts: list[str], samples: int
) -> dict[str, list[tuple[float, float]]]:
    """The per-sample outcomes of ``previous`` (same decision) up to ``samples``, per move."""
    outcomes: dict[str, list[tuple[float, float]]] = {t: [] for t in texts}
    _check_previous(previous, seed, seat, texts)
    if previous is None or not previous.outcomes:
        return outcomes
    for option, row in zip(previous.options, previous.outcomes, strict=True):
        outcomes[option.action] = list(row[:samples])
    return outcomes


def _check_previous(previous: Analysis | None, seed: int, seat: int, texts: list[str]) -> None:
    """ValueError unless ``previous`` (if any) is an analysis of this very decision."""
    if previous is None:
        return
    if previous.seed != seed or previous.seat != seat:
        raise ValueError("the earlier analysis is of another decision")
    if sorted(o.action for o in previous.options) != sorted(texts):
        raise ValueError("the earlier analysis is of another decision")


def _searched(state: GameState, seat: int, seed: int, samples: int) -> Searched:
    """``strong``'s search at this decision (:mod:`engine.coach.searched`): its budget at
    the play-time samples, seeded by the position, every simulated deal read as
    :func:`_outcome` reads a played-out one."""
    game = state.spec.id
    config = search_config(game)
    iterations = iterations_for(game, samples, PLAY_SAMPLES)
    seed_of_search = _sample_seeds(seed, -1)[1]
    read = functools.partial(_outcome, seat=seat, config=config)  # pickles: parts may run apart
    return search_options(state, seat, seed_of_search, iterations, read)


def _strongs_order(
    state: GameState,
    seat: int,
    seed: int,
    samples: int,
    ruled: frozenset[str],
    texts: Sequence[str],
    outcomes: dict[str, list[tuple[float, float]]],
) -> list[str]:
    """The options in ``strong``'s order where its root rules keep only ``ruled``: the one
    move a rule leaves, or those it keeps as its search ranks them; then the moves set aside,
    by their values (why: the coach's best is ``strong``'s move, issue #44 item 6)."""
    kept = [t for t in texts if t in ruled]
    if len(kept) > 1:
        kept = [t for t in _searched(state, seat, seed, samples).ranked if t in ruled]
    rest = [t for t in texts if t not in ruled]
    value = {t: _mean([v for v, _w in outcomes[t]]) for t in rest}
    win = {t: _mean([w for _v, w in outcomes[t]]) for t in rest}
    return kept + sorted(rest, key=lambda t: (-value[t], -win[t]))  # stable: then legal order


def _sample(
    state: GameState,
    seat: int,
    legal: Sequence[Action],
    seed: int,
    k: int,
    config: SearchConfig,
    exact: Exact | None = None,
    memo: dict[Any, dict[str, tuple[float, float]] | None] | None = None,
) -> list[tuple[float, float]]:
    """Sample ``k``: one deal consistent with what ``seat`` knows, every option played out in
    it with the same random stream, or solved exactly where the game can (``exact``; ``memo``
    keeps the solutions per card layout, since late samples often repeat the real deal).
    Returns (value, win) per option, in ``legal`` order."""
    if memo is None:
        memo = {}
    deal_seed, play_seed = _sample_seeds(seed, k)
    deal_rng = SeatRandom(deal_seed)
    sample = state.determinize(seat, deal_rng)
    if config.likelihood is not None:
        # As the search does: keep a deal with the likelihood of the others' public choices.
        for _ in range(LIKELIHOOD_TRIES):
            if deal_rng.random() < config.likelihood(state, sample, seat):
                break
            sample = state.determinize(seat, deal_rng)
    if exact is not None:
        key = tuple(sorted((k, tuple(v)) for k, v in sample.card_locations().items()))
        solved = memo.get(key)
        if solved is None:
            solved = memo[key] = exact(sample, seat)
        if solved is not None and all(a.text in solved for a in legal):
            return [solved[a.text] for a in legal]
    moves = {a.text: a for a in sample.legal_fast()}
    out = []
    for action in legal:
        play = sample.clone()
        move = moves.get(action.text)
        if move is None:  # the seat's own moves never depend on the hidden cards
            raise RuntimeError(f"{action.text!r} is not legal in a sample of this position")
        play.apply_fast(move)
        _play_out(play, config.rollout, random.Random(play_seed))
        out.append(_outcome(play, seat, config))
    return out


def _play_out(state: GameState, rollout: RolloutPolicy | None, rng: random.Random) -> None:
    """Play the deal to its end with the game's playout policy (random where it has none)."""
    steps = 0
    while state.current_player is not None and steps <= MAX_ROLLOUT_STEPS:
        legal = state.legal_fast()
        if len(legal) == 1:
            action = legal[0]
        else:
            chosen = rollout(state, legal, rng) if rollout is not None else None
            action = chosen if chosen is not None else legal[int(rng.random() * len(legal))]
        state.apply_fast(action)
        steps += 1


def _outcome(state: GameState, seat: int, config: SearchConfig) -> tuple[float, float]:
    """(value, win) of a played-out deal for ``seat``'s side: value in the game's unit, higher
    better; win 1, 0 or 0.5 (an even deal). A deal cut short counts as even."""
    result = state.deal_result()
    if state.current_player is not None or result is None:
        return 0.0, 0.5
    scores = result.scores if config.deal_value is None else config.deal_value(state, result)
    side = sorted(side_of(state.teams, seat))
    mine = sum(scores[s] for s in side) / len(side)
    if result.detail.get("lower_is_better"):
        return -mine, 1.0 if mine <= 0 else 0.0
    if profile_for(state.spec.id).margin:
        others = [t for t in state.teams if seat not in t]
        theirs = sum(sum(scores[s] for s in t) / len(t) for t in others) / max(1, len(others))
        value = mine - theirs
    else:
        value = mine
    return float(value), 1.0 if value > 0 else 0.0 if value < 0 else 0.5


def deal_outcome(state: GameState, seat: int) -> tuple[float, float]:
    """(value, win) of a finished deal for ``seat``, in the analyst's unit (measures, tests)."""
    return _outcome(state, seat, search_config(state.spec.id))


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _paired(best: Sequence[float], other: Sequence[float]) -> tuple[float, float]:
    """Mean of ``best - other`` over the samples and its standard error."""
    diffs = [b - o for b, o in zip(best, other, strict=True)]
    n = len(diffs)
    mean = _mean(diffs)
    if n < 2:
        return mean, 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def _level(loss: float, se: float, steps: tuple[float, float, float]) -> int:
    """0 (good) to 3 (blunder): the largest step the loss passes that is also beyond noise."""
    if loss <= NOISE_Z * se:
        return 0
    level = 0
    for i, step in enumerate(steps):
        if loss >= step:
            level = i + 1
    return level


def verdict_of(
    game: str, loss: float, loss_se: float, win_loss: float, win_loss_se: float
) -> Verdict:
    """The verdict on a move that is not the best: the larger of the two scales' steps, each
    counted only where the loss is beyond ``NOISE_Z`` paired standard errors.

    The options are ordered by value, so a move whose value the samples cannot tell from the
    best one's is "good" whatever its win chance: otherwise a move that was best at play time
    could be flagged by the review only because a move of equal value wins more often (a safe
    and a bold line worth the same points). Measured: 3 of the 5 such flags in 984 decisions.
    """
    if loss <= 0 or loss <= NOISE_Z * loss_se:
        return "good"
    level = max(
        _level(loss, loss_se, profile_for(game).thresholds),
        _level(win_loss, win_loss_se, WIN_THRESHOLDS),
    )
    return "good" if level == 0 else _LEVELS[level - 1]


def _judge(
    state: GameState,
    seat: int,
    game: str,
    texts: list[str],
    outcomes: dict[str, list[tuple[float, float]]],
    searched: Sequence[str] | None = None,
    *,
    ruled: Sequence[str] | None = None,
) -> list[OptionValue]:
    """Options best first (by value, then win chance, then the legal order), each judged
    against the best on the same samples; or, from ``strong``'s search, in its order
    (``searched``) and against the best on each option's own simulations (unpaired); or in
    ``strong``'s order under its root rules (``ruled``) and against the best on the same
    samples."""
    value = {t: _mean([v for v, _w in outcomes[t]]) for t in texts}
    win = {t: _mean([w for _v, w in outcomes[t]]) for t in texts}
    compare = _paired
    if searched is not None:
        ranked = list(searched)
        compare = unpaired
    elif ruled is not None:
        ranked = list(ruled)
    else:
        order = sorted(range(len(texts)), key=lambda i: (-value[texts[i]], -win[texts[i]], i))
        ranked = [texts[i] for i in order]
    top = ranked[0]
    top_values = [v for v, _w in outcomes[top]]
    top_wins = [w for _v, w in outcomes[top]]
    options = []
    told = telling_ideas(state, seat, ranked)
    for text in ranked:
        ideas = told[text]
        if text == top:
            options.append(OptionValue(text, value[text], win[text], 0, 0, 0, 0, "best", ideas))
            continue
        loss, loss_se = compare(top_values, [v for v, _w in outcomes[text]])
        win_loss, win_se = compare(top_wins, [w for _v, w in outcomes[text]])
        verdict = verdict_of(game, loss, loss_se, win_loss, win_se)
        options.append(
            OptionValue(
                text, value[text], win[text], loss, loss_se, win_loss, win_se, verdict, ideas
            )
        )
    return options


def _tenths(chance: float) -> int:
    """A share as "about n in 10"."""
    return int(math.floor(chance * 10 + 0.5))


#: How often, by tenths: a whole phrase each, so that every language words its own number
#: and plural ("in about 1 deal of 10", "in 2 deals"), and the ends say "almost" instead of
#: the odd "about 10 in 10" (a share rounded to 0 or 10 tenths is rarely a certainty).
OFTEN = (
    "in almost no deal",
    "in about 1 deal of 10",
    "in about 2 deals of 10",
    "in about 3 deals of 10",
    "in about 4 deals of 10",
    "in about 5 deals of 10",
    "in about 6 deals of 10",
    "in about 7 deals of 10",
    "in about 8 deals of 10",
    "in about 9 deals of 10",
    "in almost every deal",
)


def often(chance: float) -> str:
    """A share of deals as the player says it: "in about 7 deals of 10", "in almost every
    deal" (a phrase of :data:`OFTEN`, translated as a whole)."""
    return OFTEN[min(10, max(0, _tenths(chance)))]


def _amount(x: float) -> float | int:
    """A number as a player says it: whole above 10, else to a tenth."""
    return int(math.floor(abs(x) + 0.5)) if abs(x) >= 10 else round(abs(x), 1)


def _say(analysis: Analysis, option: OptionValue) -> Reason:
    """One sentence per verdict: the move's own figure first, then the best move's, each
    frequency a whole phrase of :data:`OFTEN`; where both round alike, one phrase for both."""
    if analysis.unit == "marks":
        return _say_marks(analysis, option)
    best = analysis.best
    mine, theirs = OFTEN.index(often(option.win_chance)), OFTEN.index(often(best.win_chance))
    if option is best:
        if best.value >= 0:
            return Reason(
                "Wins {often} and gains about {points} points a deal.",
                often=OFTEN[mine],
                points=_amount(best.value),
            )
        if any(o.value > best.value for o in analysis.options) and analysis.ranked_by == "rule":
            # strong's root rules chose it (engine.coach.searched): the flat playouts may
            # value another move higher.
            return Reason(
                "Wins {often} and loses about {points} points a deal; the strong computer "
                "player prefers it.",
                often=OFTEN[mine],
                points=_amount(best.value),
            )
        if any(o.value > best.value for o in analysis.options):
            # Ranked by strong's search (engine.coach.searched), whose reward counts the
            # deals won as well as the points: another move may lose fewer points.
            return Reason(
                "Wins {often} and loses about {points} points a deal; the search prefers it, "
                "counting the deals won as well as the points.",
                often=OFTEN[mine],
                points=_amount(best.value),
            )
        return Reason(
            "Wins {often} and loses about {points} points a deal; nothing else does better.",
            often=OFTEN[mine],
            points=_amount(best.value),
        )
    if option.verdict == "good":
        if mine == theirs:
            return Reason(
                "As good as {best}, as far as can be told: both win {often}.",
                best=best.action,
                often=OFTEN[mine],
            )
        return Reason(
            "As good as {best}, as far as can be told: this move wins {often}, {best} "
            "{best_often}.",
            best=best.action,
            often=OFTEN[mine],
            best_often=OFTEN[theirs],
        )
    if mine == theirs:
        return Reason(
            "Costs about {points} points a deal against {best}, though both win {often}.",
            best=best.action,
            points=_amount(option.loss),
            often=OFTEN[mine],
        )
    return Reason(
        "Costs about {points} points a deal against {best}: this move wins {often}, {best} "
        "{best_often}.",
        best=best.action,
        points=_amount(option.loss),
        often=OFTEN[mine],
        best_often=OFTEN[theirs],
    )


def _say_marks(analysis: Analysis, option: OptionValue) -> Reason:
    """Kaschlan counts marks, one for each game lost: the sentences say how often the move
    loses the game, so that a number of deals never reads like a good outcome."""
    best = analysis.best
    mine = OFTEN.index(often(1 - option.win_chance))
    theirs = OFTEN.index(often(1 - best.win_chance))
    if option is best:
        if any(o.win_chance > best.win_chance for o in analysis.options):
            # Ranked by strong's search or rules (engine.coach.searched), not by the figures.
            return Reason(
                "With this move you lose the game, and take a mark, {often}; the strong "
                "computer player prefers it.",
                often=OFTEN[mine],
            )
        return Reason(
            "With this move you lose the game, and take a mark, {often}; nothing else does better.",
            often=OFTEN[mine],
        )
    if option.verdict == "good":
        if mine == theirs:
            return Reason(
                "As good as {best}, as far as can be told: with either you lose the game {often}.",
                best=best.action,
                often=OFTEN[mine],
            )
        return Reason(
            "As good as {best}, as far as can be told: with this move you lose the game "
            "{often}, with {best} {best_often}.",
            best=best.action,
            often=OFTEN[mine],
            best_often=OFTEN[theirs],
        )
    if mine == theirs:
        return Reason(
            "Worse than {best}, though with either you lose the game {often}.",
            best=best.action,
            often=OFTEN[mine],
        )
    return Reason(
        "Worse than {best}: with this move you lose the game {often}, with {best} {best_often}.",
        best=best.action,
        often=OFTEN[mine],
        best_often=OFTEN[theirs],
    )


def _revised(now: Verdict) -> Reason:
    """The deeper look's word when it changes a verdict (one template per verdict, so each
    language can phrase it whole)."""
    if now == "blunder":
        return Reason("With more deals looked at, this move now counts as a blunder.")
    if now == "mistake":
        return Reason("With more deals looked at, this move now counts as a mistake.")
    if now == "inaccuracy":
        return Reason("With more deals looked at, this move now counts as an inaccuracy.")
    return Reason("With more deals looked at, this move is as good as the best after all.")
