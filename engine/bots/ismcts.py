"""Single-observer Information-Set Monte Carlo Tree Search over the engine contract.

Why this shape (Cowling, Powley & Whitehouse 2012, "SO-ISMCTS"): the searching seat cannot
see the other hands, so one tree is grown over *its information sets*. Every iteration draws a
fresh determinization (``state.determinize(seat, rng)``: the unseen cards redealt consistently
with what the seat has seen) and walks the tree using only the actions legal in that sample.
Because an action is not legal in every sample, selection uses *availability-aware* UCB: a
child's exploration term counts how often it was available, not how often its parent was
visited. Opponents' decisions live in the same tree and are chosen by UCB from their own point
of view, which makes them play reasonably instead of randomly.

Nothing here knows a game: it needs only ``legal_actions``, ``apply``, ``current_player``,
``determinize`` and ``deal_result``. A simulation stops at the end of the current deal.

Determinizations draw from a :class:`~engine.bots.sampling.SeatRandom`, which makes a game's
``determinize`` give the same sample for the same seed whatever the real hidden cards are, so
the search is a function of the seat's information set and its seed alone.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Protocol, runtime_checkable

from engine.actions import Action
from engine.bots.inference import PlayModel, weighted_pool
from engine.bots.rewards import DealValue, Evaluator, MatchValue
from engine.bots.sampling import SeatRandom
from engine.contract import GameState, HiddenDraw
from engine.reasons import Reason

#: A rollout policy: given a determinized state and its legal actions, pick one (or None to
#: let the search pick at random). It may read the sampled state freely: it is a guess.
RolloutPolicy = Callable[[GameState, Sequence[Action], random.Random], Action | None]


class PlayoutLoop(Protocol):
    """A game's own playout loop: ``loop(state, policy, rng, max_steps)`` plays a simulated
    deal to its end with ``policy``'s moves and stops after ``max_steps`` steps; True if the
    deal ended. It must draw from ``rng``, append to the history and change the state exactly
    as the search's step loop does with ``policy`` (so a seed gives the same simulations);
    it is only faster."""

    def __call__(
        self, state: GameState, policy: RolloutPolicy, rng: random.Random, max_steps: int
    ) -> bool: ...


@dataclass(frozen=True)
class FastPlayout:
    """A playout policy and the game's loop that plays it faster (``Hooks.playout``). The
    search runs ``loop`` only while its config's ``rollout`` is this very ``policy``: a level
    or a coach that plays out with another policy gets the step loop."""

    policy: RolloutPolicy
    loop: PlayoutLoop


#: How likely the public choices of the other seats are with a sample's hands, in [0, 1]:
#: ``likelihood(real, sample, seat)``. The sample is a determinized state, or, for a game
#: that draws its hidden cards first (:class:`StagedSampler`), the
#: :class:`~engine.contract.HiddenDraw`: such a game's likelihood reads only ``sample.hands``.
Likelihood = Callable[[GameState, Any, int], float]
#: Moves a good player never makes here, removed from the root before searching: given the
#: real state, its legal actions and the seat, the actions to keep (None: keep all).
Prune = Callable[[GameState, Sequence[Action], int], Sequence[Action] | None]
#: Why the only move ``Prune`` left is the one to play (a hint's reason), or None.
PruneReason = Callable[[GameState, Sequence[Action], int], Reason | None]
#: Whether the playout policy, not the tree, plays a sample's position below the root:
#: ``policy_plays(sample)``. Why: in a tree the other seats' bids are chosen by statistics
#: over every deal imagined for them, not by their cards, and the seat's own later choices
#: before play are averaged with their exploration; both pulled Bolachen's ``claim`` of a
#: seven-trump hand under ``pass`` (docs/bots.md, "Found: strong passes strong Bolachen
#: hands"). A module-level function, so a config carrying it pickles to the workers.
PolicyPlays = Callable[[GameState], bool]


class Endgame(Protocol):
    """Exact play where the game can compute it: ``endgame(state, seat, rng, seconds)`` gives
    per legal move text an :class:`EndgameValue` (the seat's share of won deals and mean score
    margin over the samples it solved), or None where it does not apply (the search decides
    instead). ``seconds``: the decision's time cap (None: a fixed, reproducible effort).

    ``part=(i, n)``: solve only every n-th of the samples the rng draws, from the i-th on, so
    that n worker processes given the same rng share one set of samples between them and
    their parts, merged (:func:`merge_endgame`), are the values one process would give (up
    to rounding)."""

    def __call__(
        self,
        state: GameState,
        seat: int,
        rng: random.Random,
        seconds: float | None,
        part: tuple[int, int] = (0, 1),
    ) -> dict[str, EndgameValue] | None: ...


#: How a search draws the deal of one iteration: ``sample(state, seat, rng)``.
Sampler = Callable[[GameState, int, random.Random], GameState]


@runtime_checkable
class StagedSampler(Protocol):
    """A game state that draws a determinization's hidden cards before building the sample.

    ``draw_hidden(seat, rng)`` consumes the generator exactly as ``determinize`` does, and
    ``sample_from(seat, drawn)`` builds that same sample without drawing: so weighing the
    drawn hands by the likelihood first, and building a state only for the draw kept, gives
    the samples of draw-build-weigh at the cost of one build per iteration.
    """

    def draw_hidden(self, seat: int, rng: random.Random) -> HiddenDraw: ...

    def sample_from(self, seat: int, drawn: HiddenDraw) -> GameState: ...


#: Samples drawn at most per iteration while weighing them by the likelihood; after that the
#: last one is kept (the evidence is soft: it may only make deals likelier, never impossible).
LIKELIHOOD_TRIES = 8

#: Safety net for games whose random play can wander (taking cards back in Kaschlan): a
#: rollout longer than this is scored as a draw rather than followed to the end.
MAX_ROLLOUT_STEPS = 3000


class Node:
    """Statistics of one action taken from an information set (the edge into this node).

    ``reward``, ``top`` and ``score`` are summed from the point of view of the seat that took
    the action (its reward, its share of first place, its deal score), so any node where the
    searching seat acts can later become the root of a reused tree with its statistics.
    """

    __slots__ = ("children", "visits", "reward", "avail", "top", "score")

    def __init__(self) -> None:
        # Keyed by action text: str hashes are cached in C, Action.__hash__ is Python code.
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 1
        self.top = 0.0
        self.score = 0.0

    def size(self) -> int:
        """Nodes in this subtree, itself included (for tests and measurements)."""
        count = 0
        stack = [self]
        while stack:
            node = stack.pop()
            count += 1
            stack.extend(node.children.values())
        return count


def descend(root: Node, moves: list[tuple[int, str]]) -> Node | None:
    """The node reached from ``root`` along ``moves`` (action texts as the seat saw them), or
    None where the tree has no such child (a move never simulated, a face-down move)."""
    node = root
    for _who, text in moves:
        child = node.children.get(text)
        if child is None:
            return None
        node = child
    return node


@dataclass
class ActionStats:
    """What the search learnt about one root action, summed over iterations."""

    visits: int = 0
    reward: float = 0.0
    top: float = 0.0
    score: float = 0.0

    def add(self, other: ActionStats) -> None:
        self.visits += other.visits
        self.reward += other.reward
        self.top += other.top
        self.score += other.score


@dataclass(frozen=True)
class EndgameValue:
    """One move's value from exact play (``SearchConfig.endgame``): over ``samples`` solved
    deals (one where nothing is hidden any more), the share the seat won (ties split), its
    mean final score margin over the other side and its mean final deal score, both sides
    playing perfectly."""

    share: float
    margin: float
    samples: int
    score: float = 0.0
    #: What the means are taken over: the samples' summed likelihood weights (merging).
    weight: float = 1.0


def merge_endgame(
    parts: Sequence[dict[str, EndgameValue] | None],
) -> dict[str, EndgameValue] | None:
    """The values of several parts of one endgame (``Endgame``'s ``part``) as one: each mean
    weighted by the weight behind it, the samples added. None if no part had a value."""
    found = [p for p in parts if p]
    if not found:
        return None
    out: dict[str, EndgameValue] = {}
    for text in found[0]:
        pieces = [p[text] for p in found if text in p]
        total = sum(v.weight for v in pieces)
        out[text] = EndgameValue(
            sum(v.share * v.weight for v in pieces) / total,
            sum(v.margin * v.weight for v in pieces) / total,
            sum(v.samples for v in pieces),
            sum(v.score * v.weight for v in pieces) / total,
            total,
        )
    return out


@dataclass
class SearchResult:
    """Per root action text its statistics, plus how many iterations were run."""

    stats: dict[str, ActionStats] = field(default_factory=dict)
    iterations: int = 0
    #: The searched tree (for reuse at the seat's next decision); not sent between processes.
    tree: Node | None = field(default=None, compare=False, repr=False)
    #: Simulations the statistics hold from a reused tree (counted before this search).
    reused: int = 0

    def merge(self, other: SearchResult) -> None:
        for text, st in other.stats.items():
            self.stats.setdefault(text, ActionStats()).add(st)
        self.iterations += other.iterations
        self.reused += other.reused


@dataclass
class SearchConfig:
    """Knobs of one search. ``exploration`` is the UCB constant for rewards in [0, 1]."""

    exploration: float = 0.7
    rank_weight: float = 0.5
    score_sign: float = 1.0
    rollout: RolloutPolicy | None = None
    deal_value: DealValue | None = None
    #: How likely the other seats' public choices (bids, contracts, passes) are with the hands
    #: of a sample, in [0, 1]: ``likelihood(real, sample, seat)``. Samples are kept with that
    #: probability (rejection), so the search sees deals in proportion to prior x likelihood.
    likelihood: Likelihood | None = None
    #: The game's reading of a finished match (a simulated deal that ends it is rewarded by
    #: the match result): ``rewards.MatchValue``.
    match_value: MatchValue | None = None
    #: Inference from play (:mod:`engine.bots.inference`): a model of the seats' play by
    #: which the deals are drawn from a weighted pool instead (the ``likelihood`` then
    #: weighs the pool too); None: fresh deals every iteration.
    inference: PlayModel | None = None
    #: Rules of thumb that remove root moves no good player makes (``Prune``).
    prune: Prune | None = None
    #: The rule's own words when it leaves a single move (``PruneReason``).
    prune_reason: PruneReason | None = None
    #: Exact play of the last tricks (``Endgame``), asked before searching; ``strong`` only.
    endgame: Endgame | None = None
    #: How an iteration gets its deal: ``sample(state, seat, rng)`` (None: the game's
    #: ``determinize``). The referees' all-seeing search gives every iteration the same,
    #: fully known deal (``engine.bots.suite``); a module-level function, so it pickles.
    sample: Sampler | None = None
    #: The game's faster loop for its playout policy (``FastPlayout``), used only while
    #: ``rollout`` is the policy it plays.
    playout: FastPlayout | None = None
    #: Positions below the root the playout policy plays instead of the tree
    #: (``PolicyPlays``); used only with a ``rollout``.
    policy_plays: PolicyPlays | None = None


def search(
    state: GameState,
    seat: int,
    rng: random.Random,
    iterations: int | None = None,
    seconds: float | None = None,
    config: SearchConfig | None = None,
    tree: Node | None = None,
) -> SearchResult:
    """Run ISMCTS for ``seat`` (who must be to act) and return the root statistics.

    With ``iterations`` the result depends only on the rng's seed (and ``tree``); with
    ``seconds`` (and no iterations) it runs until the time is up; with both, whichever ends
    first. ``tree`` is a node of an earlier search by the same seat, reached along the moves
    made since (:func:`descend`): its statistics are kept and grown (tree reuse). The
    searched tree is returned in ``result.tree``.
    """
    if iterations is None and seconds is None:
        raise ValueError("search needs an iteration or a time budget")
    config = config or SearchConfig()
    evaluator = Evaluator(
        config.score_sign, config.rank_weight, config.deal_value, config.match_value
    )
    root = tree if tree is not None else Node()
    allowed = root_moves(state, seat, config)
    # Only simulations of moves the root rules keep (a reused tree may hold others).
    reused = sum(
        child.visits for text, child in root.children.items() if allowed is None or text in allowed
    )
    deadline = None if seconds is None else time.perf_counter() + seconds
    limit = iterations if iterations is not None else 1 << 62
    done = 0
    c = config.exploration
    rollout = config.rollout
    deal_rng = SeatRandom(rng.getrandbits(64))
    draw = _sampler(state, seat, config)
    fast = config.playout
    if fast is not None and (rollout is None or fast.policy is not rollout):
        fast = None
    policy_plays = config.policy_plays if rollout is not None else None
    while done < limit:
        if deadline is not None and (done & 7) == 0 and time.perf_counter() >= deadline:
            break
        _iterate(rng, deal_rng, root, evaluator, c, rollout, draw, allowed, fast, policy_plays)
        done += 1
    result = SearchResult(iterations=done, tree=root, reused=reused)
    for text, child in root.children.items():
        if child.visits and (allowed is None or text in allowed):
            result.stats[text] = ActionStats(child.visits, child.reward, child.top, child.score)
    return result


def root_moves(state: GameState, seat: int, config: SearchConfig) -> frozenset[str] | None:
    """The texts of the root moves the search may choose among (None: every legal move):
    the game's ``prune`` rule applied to the real position."""
    if config.prune is None or state.current_player != seat:
        return None
    kept = config.prune(state, state.legal_actions(), seat)
    return None if kept is None else frozenset(a.text for a in kept)


#: Draws one iteration's deal from the search's deal generator.
_Draw = Callable[[SeatRandom], GameState]


def _sampler(state: GameState, seat: int, config: SearchConfig) -> _Draw:
    """How every iteration of this search draws its deal: the config's ``sample`` or the
    game's ``determinize``, each draw kept with the probability ``config.likelihood`` gives
    it (at most :data:`LIKELIHOOD_TRIES` redraws); with ``config.inference``, by weight from
    a pool of deals weighed by the others' moves (``inference.WeightedPool``). A
    :class:`StagedSampler` game is weighed on its drawn hands and builds one state per
    iteration; the same generator calls in the same order, so the same samples, as drawing
    whole states."""
    likelihood = config.likelihood
    if config.inference is not None and config.sample is None:
        pool = weighted_pool(state, seat, config.inference, likelihood)
        if pool is not None:
            return pool.draw
    if config.sample is not None:
        whole: Callable[[int, SeatRandom], GameState] = partial(config.sample, state)
    else:
        whole = state.determinize
    if likelihood is None:
        return partial(whole, seat)
    if config.sample is None and isinstance(state, StagedSampler):
        # Bound once a search: a state's attributes live in a dict of its own, where
        # CPython 3.11 finds a method by the generic lookup at every call.
        draw_hidden = state.draw_hidden
        sample_from = state.sample_from

        def draw_staged(deal_rng: SeatRandom) -> GameState:
            drawn = draw_hidden(seat, deal_rng)
            for _ in range(LIKELIHOOD_TRIES):
                if deal_rng.random() < likelihood(state, drawn, seat):
                    break
                drawn = draw_hidden(seat, deal_rng)
            return sample_from(seat, drawn)

        return draw_staged

    def draw_weighed(deal_rng: SeatRandom) -> GameState:
        d = whole(seat, deal_rng)
        for _ in range(LIKELIHOOD_TRIES):
            if deal_rng.random() < likelihood(state, d, seat):
                break
            d = whole(seat, deal_rng)
        return d

    return draw_weighed


#: ``math.log(n)`` for each count ``n`` (index 0 unused): a UCB value's ``log(avail)`` looked
#: up instead of computed, the same float (the table is made with ``math.log`` itself); grown
#: by :func:`_log_of` when a count passes its end.
_LOGS: list[float] = [0.0, 0.0]


def _log_of(n: int) -> float:
    """``math.log(n)`` for a count ``n`` >= 1, from :data:`_LOGS`, grown (to twice ``n``)
    where it ends before ``n``."""
    logs = _LOGS
    if n >= len(logs):
        logs.extend(math.log(i) for i in range(len(logs), 2 * n + 1))
    return logs[n]


def _iterate(
    rng: random.Random,
    deal_rng: SeatRandom,
    root: Node,
    evaluator: Evaluator,
    c: float,
    rollout: RolloutPolicy | None,
    draw: _Draw,
    allowed: frozenset[str] | None = None,
    fast: FastPlayout | None = None,
    policy_plays: PolicyPlays | None = None,
) -> None:
    d = draw(deal_rng)
    node = root
    path: list[tuple[Node, int]] = []
    sqrt = math.sqrt
    logs = _LOGS
    # ``legal_fast`` and ``apply_fast`` inlined as in :func:`play_out`: a sample caches no
    # legal list between its steps (each step clears it), so the game's list is asked
    # directly and each move noted and applied as ``apply_fast`` does.
    compute = d._compute_legal
    do = d._do
    history = d.history
    # Selection and expansion: walk while every legal action of this sample has a child.
    while True:
        player = d.current_player
        if player is None:
            break
        if policy_plays is not None and node is not root and policy_plays(d):
            break
        legal: Sequence[Action] = compute()
        if allowed is not None and node is root:
            legal = [a for a in legal if a.text in allowed]
        children = node.children
        untried = None
        best = None
        best_value = -1.0
        for action in legal:
            child = children.get(action.text)
            if child is None:
                if untried is None:
                    untried = [action]
                else:
                    untried.append(action)
                continue
            avail = child.avail + 1
            child.avail = avail
            if untried is None:
                # UCB with availability: reward / visits + c * sqrt(log(avail) / visits).
                visits = child.visits
                try:
                    log_avail = logs[avail]
                except IndexError:
                    log_avail = _log_of(avail)
                value = child.reward / visits + c * sqrt(log_avail / visits)
                if value > best_value:
                    best_value = value
                    best = action
        if untried is not None:
            action = untried[int(rng.random() * len(untried))] if len(untried) > 1 else untried[0]
            child = Node()
            children[action.text] = child
            path.append((child, player))
            history.append((player, action.text))
            d._legal = None
            do(action)
            break
        assert best is not None  # every legal action has a child here
        child = children[best.text]
        path.append((child, player))
        history.append((player, best.text))
        d._legal = None
        do(best)
        node = child
    # Rollout to the end of the deal.
    if fast is not None:
        fast.loop(d, fast.policy, rng, MAX_ROLLOUT_STEPS)
    else:
        play_out(d, rollout, rng, MAX_ROLLOUT_STEPS)
    if d.current_player is None:
        rewards, tops = evaluator(d)
        result = d.deal_result()
        scores: Sequence[float] = result.scores if result is not None else [0.0] * d.players
    else:
        rewards = [0.5] * d.players
        tops = [1.0 / d.players] * d.players
        scores = [0.0] * d.players
    for child, player in path:
        child.visits += 1
        child.reward += rewards[player]
        child.top += tops[player]
        child.score += scores[player]


def play_out(
    d: GameState, rollout: RolloutPolicy | None, rng: random.Random, max_steps: int
) -> bool:
    """The search's step loop: play ``d`` to the end of its deal, each move the policy's
    (None: a random legal move; a forced move draws nothing), at most ``max_steps`` steps
    past the first; True if the deal ended. What a :class:`PlayoutLoop` must equal."""
    steps = 0
    rand = rng.random
    # ``legal_fast`` and ``apply_fast`` inlined: a simulated state caches no legal list
    # between its steps, so the game's list is asked directly and each move applied as
    # ``apply_fast`` does (history, then ``_do``); the same moves, two calls fewer a step.
    compute = d._compute_legal
    do = d._do
    history = d.history
    while True:
        player = d.current_player
        if player is None:
            break
        legal = compute()
        n = len(legal)
        if n == 1:
            action = legal[0]
        else:
            chosen = rollout(d, legal, rng) if rollout is not None else None
            action = chosen if chosen is not None else legal[int(rand() * n)]
        history.append((player, action.text))
        d._legal = None  # as ``apply_fast``: a policy may have asked ``legal_fast``
        do(action)
        steps += 1
        if steps > max_steps:
            break
    return d.current_player is None


def play_step(d: GameState, seat: int, policy: RolloutPolicy, rng: random.Random) -> None:
    """One step of :func:`play_out` for ``seat``, the one to act: the policy's move (a
    forced move draws nothing), noted and applied as the step loop does. For a game's own
    :class:`PlayoutLoop`, on the steps it does not work out itself (bids, exchanges)."""
    legal = d._compute_legal()
    n = len(legal)
    if n == 1:
        action = legal[0]
    else:
        chosen = policy(d, legal, rng)
        action = chosen if chosen is not None else legal[int(rng.random() * n)]
    d.history.append((seat, action.text))
    d._legal = None
    d._do(action)


def best_action(result: SearchResult, legal: list[Action]) -> Action:
    """The most visited root action (ties: higher mean reward, then the legal order)."""
    best = legal[0]
    best_key: tuple[int, float] = (-1, -1.0)
    for action in legal:
        st = result.stats.get(action.text)
        if st is None or st.visits == 0:
            continue
        key = (st.visits, st.reward / st.visits)
        if key > best_key:
            best_key = key
            best = action
    return best
