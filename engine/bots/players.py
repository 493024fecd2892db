"""The bot classes behind ``engine.bots.make``: random, heuristic and search players.

Every bot reads a position only through ``state.observation(seat)``, ``state.legal_actions()``
and ``state.determinize(seat, rng)``; it never looks at another hand. Its random choices are
seeded from the bot's seed and a digest of what the seat sees, so the same bot in the same
visible position always decides the same way (whatever the hidden cards are, whatever it was
asked before), and ``hint`` and ``choose`` agree.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from engine.actions import Action
from engine.bots import parallel
from engine.bots.ismcts import (
    EndgameValue,
    Node,
    SearchConfig,
    SearchResult,
    best_action,
    root_moves,
    search,
)
from engine.bots.pimc import ExactPlay, decided
from engine.bots.reuse import position_key, reuse_from
from engine.contract import GameSpec, GameState
from engine.reasons import Reason


@dataclass(frozen=True)
class Hint:
    """A suggested move with the reason a person can read and the bot's estimate.

    ``reason`` is a :class:`~engine.reasons.Reason` (an English template and its values), so
    that the GUI shows it in the person's language; ``str(hint.reason)`` is the English.

    ``win_share``: the share of simulated deals in which this move ended with the seat (or its
    team) on top, ties split; ``mean_score``: the seat's mean deal score in those simulations.
    Both are None when the bot did not simulate (random, heuristic, a forced move).
    """

    action: Action
    reason: Reason
    win_share: float | None = None
    mean_score: float | None = None
    #: Other moves considered, best first: (action text, win share, simulations).
    alternatives: tuple[tuple[str, float, int], ...] = field(default=())


def decision_seed(seed: int, state: GameState, seat: int) -> int:
    """A seed for one decision: the bot's seed mixed with everything the seat can see."""
    if state.current_player != seat:
        raise ValueError(f"seat {seat} is not to act (current player: {state.current_player})")
    # The deal's events are left out: they retell what the rest shows, and leaving them out
    # keeps every bot's choices what they were before the match record existed.
    obs = {k: v for k, v in state.observation(seat).items() if k != "events"}
    legal = [a.text for a in state.legal_actions()]
    text = json.dumps([seed, seat, obs, legal], sort_keys=True, default=_stable)
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def _stable(value: Any) -> Any:
    """JSON for what an observation should not hold but might: sets in a fixed order (their
    own order changes with each process's hash seed), anything else as text."""
    if isinstance(value, set | frozenset):
        return sorted(value, key=repr)
    return str(value)


class Bot:
    """Base class: ``choose`` is the move of ``hint``; ``close`` releases shared workers."""

    level = "bot"

    def __init__(self, spec: GameSpec, seed: int) -> None:
        self.spec = spec
        self.seed = seed

    def hint(self, state: GameState, seat: int) -> Hint:
        raise NotImplementedError

    def choose(self, state: GameState, seat: int) -> Action:
        return self.hint(state, seat).action

    def close(self) -> None:
        """Nothing to release by default (worker pools are shared and stopped at exit)."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.level} {self.spec.id} seed={self.seed}>"


class RandomBot(Bot):
    """Any legal move with equal chance: the yardstick every other level must beat."""

    level = "random"

    def hint(self, state: GameState, seat: int) -> Hint:
        legal = state.legal_actions()
        rng = random.Random(decision_seed(self.seed, state, seat))
        action = rng.choice(legal)
        reason = Reason("A random choice among {count} possible moves.", count=len(legal))
        return Hint(action, reason)


class HeuristicBot(Bot):
    """The game's rules of thumb, with an occasional random slip to stay beatable."""

    level = "easy"

    def __init__(self, spec: GameSpec, seed: int, module: ModuleType, noise: float) -> None:
        super().__init__(spec, seed)
        self.module = module
        self.noise = noise

    def hint(self, state: GameState, seat: int) -> Hint:
        legal = state.legal_actions()
        rng = random.Random(decision_seed(self.seed, state, seat))
        if len(legal) > 1 and rng.random() < self.noise:
            action = rng.choice(legal)
            return Hint(action, Reason("A hunch (the easy level sometimes plays on instinct)."))
        action, reason = self.module.choose(state.observation(seat), legal, rng)
        if action not in legal:  # a heuristic bug must never make an illegal move
            return Hint(legal[0], Reason("The first possible move."))
        return Hint(action, reason)


class SearchBot(Bot):
    """ISMCTS with an iteration or time budget, in-process or root-parallel in workers."""

    def __init__(
        self,
        level: str,
        spec: GameSpec,
        seed: int,
        iterations: int | None,
        seconds: float | None,
        workers: int,
        config: SearchConfig,
        reuse: bool = False,
    ) -> None:
        super().__init__(spec, seed)
        self.level = level
        self.iterations = iterations
        self.seconds = seconds
        self.workers = max(1, workers)
        self.config = config
        self.reuse = reuse
        self._cache: tuple[Any, Hint] | None = None
        self.last_result: SearchResult | None = None
        #: Per seat: the tree of its last search and the position it was searched at, so the
        #: next decision can start from the subtree the moves since then lead to.
        self._trees: dict[int, tuple[tuple[Any, ...], Node]] = {}
        self._token = f"{id(self):x}-{random.getrandbits(32):x}"

    def close(self) -> None:
        """Stop the shared worker processes now (the next search would start them again)."""
        if self.workers > 1:
            parallel.shutdown()

    def warm_up(self) -> None:
        """Start the worker processes ahead of the first decision (optional)."""
        if self.workers > 1:
            parallel.warm_up(self.workers)

    def run(self, state: GameState, seat: int, seed: int) -> SearchResult:
        """The raw search statistics for this position (merged over the workers).

        With ``reuse``, a search in this process starts from the subtree of its previous
        search for the seat that the moves since then lead to (the seat's own move and the
        others' replies, as the seat saw them); workers keep their own trees, but only for
        time-capped searches (which are not reproducible anyway), since which worker gets
        which tree is up to the pool.
        """
        w = self.workers
        key = position_key(state, seat) if self.reuse else None
        if w == 1:
            tree = self._reused_tree(seat, key) if key is not None else None
            result = search(
                state, seat, random.Random(seed), self.iterations, self.seconds, self.config, tree
            )
            if key is not None and result.tree is not None:
                self._trees[seat] = (key, result.tree)
            result.tree = None
            return result
        jobs = parallel.split_jobs(seed, self.iterations, w)
        seeds = [s for s, _its in jobs]
        its = [i for _s, i in jobs]
        reuse = None
        if key is not None and self.seconds is not None:
            reuse = (f"{self._token}/{seat}", key, seed)
        return parallel.parallel_search(state, seat, seeds, its, self.seconds, self.config, reuse)

    def _endgame(self, state: GameState, seat: int, seed: int) -> dict[str, EndgameValue] | None:
        """The game's exact endgame values, the solves shared among the workers."""
        endgame = self.config.endgame
        assert endgame is not None
        if self.workers == 1:
            return endgame(state, seat, random.Random(seed), self.seconds)
        values = parallel.parallel_endgame(
            state, seat, seed, self.seconds, self.config, self.workers
        )
        # Exact play on the shared solver leaves a tie at the top to the search; each worker
        # saw only its part of the guessed deals, so the tie is judged on the merged values.
        play = getattr(endgame, "__self__", None)
        if values is not None and isinstance(play, ExactPlay) and not decided(values):
            return None
        return values

    def _reused_tree(self, seat: int, key: tuple[Any, ...]) -> Node | None:
        found = self._trees.pop(seat, None)
        return None if found is None else reuse_from(found[0], found[1], key)

    def hint(self, state: GameState, seat: int) -> Hint:
        legal = state.legal_actions()
        if len(legal) == 1:
            return Hint(legal[0], Reason("The only possible move."))
        seed = decision_seed(self.seed, state, seat)
        if self._cache is not None and self._cache[0] == seed:
            return self._cache[1]
        allowed = root_moves(state, seat, self.config)
        if allowed is not None:
            legal = [a for a in legal if a.text in allowed]
            if len(legal) == 1:
                explain = self.config.prune_reason
                reason = None if explain is None else explain(state, legal, seat)
                return Hint(legal[0], reason or Reason("The only move a good player makes here."))
        if self.config.endgame is not None:
            values = self._endgame(state, seat, seed)
            if values is not None and any(a.text in values for a in legal):
                hint = describe_endgame(values, legal, self.config.rank_weight)
                self._cache = (seed, hint)
                return hint
        result = self.run(state, seat, seed)
        self.last_result = result
        hint = describe(result, legal)
        self._cache = (seed, hint)
        return hint


def describe(result: SearchResult, legal: list[Action]) -> Hint:
    """The chosen move and a reason built from the search statistics."""
    action = best_action(result, legal)
    ranked = sorted(
        ((text, st) for text, st in result.stats.items() if st.visits),
        key=lambda item: -item[1].visits,
    )
    alternatives = tuple((text, st.top / st.visits, st.visits) for text, st in ranked)
    st = result.stats.get(action.text)
    if st is None or st.visits == 0:
        return Hint(action, Reason("No simulation finished; the first possible move."))
    share = st.top / st.visits
    mean = st.score / st.visits
    simulated = result.iterations + result.reused
    others = [alt for alt in alternatives if alt[0] != action.text]
    if others:
        reason = Reason(
            "In {deals} simulated deals this move came out on top {share:.0%} of the time "
            "(mean deal score {mean:+.1f}). Next best: {other} ({other_share:.0%}).",
            deals=simulated,
            share=share,
            mean=mean,
            other=others[0][0],
            other_share=others[0][1],
        )
    else:
        reason = Reason(
            "In {deals} simulated deals this move came out on top {share:.0%} of the time "
            "(mean deal score {mean:+.1f}).",
            deals=simulated,
            share=share,
            mean=mean,
        )
    return Hint(action, reason, share, mean, alternatives)


def endgame_utility(value: EndgameValue, scale: float, rank_weight: float) -> float:
    """A move's worth from exact play, read like a simulated deal's reward
    (``rewards.Evaluator``): ``rank_weight`` for winning the deal, the rest for the margin,
    scaled by the largest margin among the moves."""
    return rank_weight * value.share + (1.0 - rank_weight) * (0.5 + 0.5 * value.margin / scale)


def describe_endgame(
    values: dict[str, EndgameValue], legal: list[Action], rank_weight: float
) -> Hint:
    """The move exact play found best (ties: the legal order) and why."""
    moves = [a for a in legal if a.text in values]
    scale = max(1.0, max(abs(values[a.text].margin) for a in moves))
    ranked = sorted(
        moves, key=lambda a: -endgame_utility(values[a.text], scale, rank_weight)
    )  # sorted is stable: equal moves keep the legal order
    best = ranked[0]
    value = values[best.text]
    alternatives = tuple((a.text, values[a.text].share, values[a.text].samples) for a in ranked)
    if value.samples == 1:
        reason = Reason(
            "Every card is known now: played out exactly, this move is the best and ends "
            "the deal with a margin of {margin:+.0f} points.",
            margin=value.margin,
        )
    else:
        reason = Reason(
            "Played out exactly in {deals} guessed deals, this move won {share:.0%} of them "
            "(mean margin {margin:+.1f} points).",
            deals=value.samples,
            share=value.share,
            margin=value.margin,
        )
    return Hint(best, reason, value.share, value.score, alternatives)
