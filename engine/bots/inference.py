"""Policy-based inference: weigh an imagined deal by how likely the others' moves were in it.

Why (issue #44 item 2): a deal the search imagines for the seat (``state.determinize``) keeps
every hard fact (voids shown, cards seen), but not what the other seats' *choices* say. A
seat that led a low club from a hand the sample gives A K Q of clubs played unlike any good
player would; that sample should count less. Rebstock, Solinas, Buro & Sturtevant (2019,
"Policy-based inference in trick-taking card games") weigh each sampled world by the product
of the probabilities a model of play gives the moves each seat made, and resample by these
weights. This module is that method once for every game.

The model is the game's own playout policy (``Hooks.rollout``) made soft: the probability of
the observed move is ``(1 - EPSILON) * [the policy chose it] + EPSILON / |legal|``, the
policy asked without its playout noise. The moves are replayed in each sampled world: for
every public move another seat made in the current deal, the state just before it (the real
past state, read once per decision and cached on the state) gets the sample's hands as they
were then (the hand now plus the cards that seat has shown playing since; the seat's own
hand as it was), and the policy is asked there. A game gives only how a state takes other
hands in place (``Hooks.put_hands``); lists of lists of card codes need nothing
(:func:`put_list_hands`). The hands are put into one copy of the past state per move (and
thread), not a fresh copy per reading: a world is weighed by replaying every move read, and
the copies were most of the weighing's cost; a move's probability is kept by the hands it
was read with (:attr:`Observed.readings`).

A move after which its mover got cards unseen (a draw from the stock in Kaschlan and 1001)
is read through a few guesses of which of its sampled cards those were. Not read: face-down
moves (discards). Cards taken from the table (Kaschlan) are named by public moves
and taken out of the hand as it was. Measured in docs/bots.md ("Inference from play").
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.actions import Action
from engine.cards import codes_of_mask, mask_of_codes
from engine.contract import GameState

#: The soft policy's share of "any legal move": high enough that a world where a seat did
#: several things the policy would not still keeps some weight (the players the bots meet
#: are not the policy), measured with ``python -m engine.bots.inference_measure``.
EPSILON = 0.8

#: The probability given to a move that is not legal in the sampled world (the sampler keeps
#: the hard facts, so this is rare: a card a seat got since, read as held then).
ILLEGAL = 1e-3

#: A search weighs a new world at each of its first :data:`MIN_POOL` iterations and then
#: at every ``POOL_SHARE``-th (up to :data:`POOL`): a search of few simulations, or one
#: stopped by the time cap, would otherwise pay more for the weighing than for the search.
POOL_SHARE = 16
MIN_POOL = 16

#: Worlds in the pool exact play (``engine.bots.pimc``) draws its few deals from.
EXACT_POOL = 64

#: Guesses of which cards a seat drew since a move that are averaged over, at most.
SUBSETS = 3

#: Worlds drawn and weighed once per decision, from which every iteration of a search
#: takes its deal by weight (:func:`weighted_pool`).
POOL = 128

#: Give a state other hands in place: after ``put_hands(state, hands)`` seat ``s`` of
#: ``state`` holds the cards ``hands[s]`` (a set of cards as one integer,
#: ``engine.cards.mask_of_codes``; None: the hand it holds, untouched), and nothing the
#: state cached from its old hands (its legal moves) is left.
PutHands = Callable[[Any, "Sequence[int | None]"], None]
#: A playout policy (``engine.bots.ismcts.RolloutPolicy``).
Policy = Callable[[GameState, Sequence[Action], random.Random], Action | None]


def put_list_hands(state: Any, hands: Sequence[int | None]) -> None:
    """``PutHands`` for a game that keeps ``state.hands`` as lists of card codes (sorted by
    code, so the same cards give the same state)."""
    state.hands = [
        old if new is None else sorted(codes_of_mask(new))
        for old, new in zip(state.hands, hands, strict=True)
    ]
    state._legal = None


class Steady(random.Random):
    """The generator a policy is asked with when its move's probability is read: never
    below the policy's noise threshold, so the policy gives its own move every time.
    Every draw but ``getrandbits`` goes through :meth:`random`, so one instance is as good
    as a fresh one (the policies draw nothing else)."""

    def random(self) -> float:
        return 0.999999


#: The one generator a policy is read with (it holds no state worth a fresh one).
STEADY = Steady(0)


@dataclass(frozen=True)
class Observed:
    """One public move of another seat in the current deal, as the model replays it."""

    #: The real state just before the move (read only: hands are put into a copy of it,
    #: :meth:`probe`).
    before: GameState
    mover: int
    text: str
    #: How many cards the mover got unseen since (drawn from the stock): some of its
    #: sampled cards it did not hold at the move, which ones is averaged over.
    unseen: int
    #: Per seat, the cards it has shown playing from this move on (this move included), as
    #: one integer (``engine.cards.mask_of_codes``); and every card but those it was seen
    #: to get since (taken from the table: cards a public move named), which it did not
    #: hold at the move. A world's hand at the move is ``now & kept | showed``.
    showed: tuple[int, ...]
    kept: tuple[int, ...]
    #: The move's probability by model and hands, as read so far: the worlds of a pool
    #: often put the same hands at a move (measured: 56 % of Kaschlan's readings at four
    #: players), since most of what a seat held then it has shown playing since. Each
    #: value is a function of its key, so threads may share it.
    readings: dict[tuple[Any, ...], float] = field(
        default_factory=dict, compare=False, hash=False, repr=False
    )
    #: Per thread, the copy of ``before`` the model puts each world's hands into: a copy
    #: per reading was most of the weighing's cost, and the observed moves of a position
    #: are shared by its clones, which a coach and a bot may weigh at once.
    _local: threading.local = field(
        default_factory=threading.local, compare=False, hash=False, repr=False
    )

    def probe(self) -> GameState:
        """This thread's copy of ``before``, whose hands the model replaces at will."""
        state: GameState | None = getattr(self._local, "state", None)
        if state is None:
            state = self._local.state = self.before.clone()
        return state

    def __getstate__(self) -> dict[str, Any]:
        # A worker process gets the moves without what this process read or copied.
        d = self.__dict__.copy()
        del d["readings"], d["_local"]
        return d

    def __setstate__(self, d: dict[str, Any]) -> None:
        self.__dict__.update(d, readings={}, _local=threading.local())


def observed_moves(real: GameState, seat: int) -> list[Observed]:
    """Every public move of a seat other than ``seat`` in the current deal, oldest first,
    with the real state before it: worked out once per position (``position_memo``).

    Where its mover got cards unseen since (a draw from the stock), the model averages over
    which of its sampled cards were those (:data:`SUBSETS`). Only the number of cards got
    and the cards named by public moves are read, both public."""
    return real.position_memo("_observed_moves", lambda: _observed(real, seat), seat)


def _observed(real: GameState, seat: int) -> list[Observed]:
    start = real.deal_starts[-1]
    visible = real.visible_history(seat, start)
    if not any(who != seat for who, _text in visible):
        return []
    n = real.players
    replay = real.clone()
    replay.rewind_to(start)
    befores: list[GameState] = []
    #: Per step: the mover, the cards it showed, and per seat the cards got, split into
    #: public (named by a public move before) and how many unseen.
    steps: list[tuple[int, frozenset[str], list[frozenset[str]], list[int]]] = []
    named: set[str] = set()
    for (who, text), (_who, seen) in zip(real.history[start:], visible, strict=True):
        old = [frozenset(replay.hand(s)) for s in range(n)]
        befores.append(replay.clone())
        public = seen == text
        # The cards of a public text that the mover held: the cards it showed.
        showed = frozenset(w for w in text.split()[1:] if w in old[who]) if public else frozenset()
        if public:
            named.update(text.split()[1:])
        replay.apply(text)
        got_public: list[frozenset[str]] = []
        unseen: list[int] = []
        for s in range(n):
            gained = frozenset(replay.hand(s)) - old[s]
            got_public.append(frozenset(gained & named))
            unseen.append(len(gained - named))
        steps.append((who, showed, got_public, unseen))
    out: list[Observed] = []
    for i, ((who, text), (_w, seen)) in enumerate(zip(real.history[start:], visible, strict=True)):
        if who == seat or seen != text:
            continue
        shown = [set[str]() for _ in range(n)]
        got = [set[str]() for _ in range(n)]
        for mover, showed, got_public, _unseen in steps[i:]:
            shown[mover] |= showed
            for s in range(n):
                got[s] |= got_public[s]
        out.append(
            Observed(
                befores[i],
                who,
                text,
                sum(step[3][who] for step in steps[i:]),
                tuple(mask_of_codes(x) for x in shown),
                tuple(~mask_of_codes(x) for x in got),
            )
        )
    return out


@dataclass(frozen=True)
class PlayModel:
    """A model of how the seats play (the game's policy, softened) and how a state of the
    game takes imagined hands."""

    policy: Policy
    put_hands: PutHands = put_list_hands
    epsilon: float = EPSILON
    #: Read only the others' last this many moves (None: all of the deal). The weighing's
    #: cost grows with the moves read: at four players a Kaschlan search with every move
    #: read cost 1.52 times one without, with the last 12 and a pool of 64 worlds 1.08;
    #: since the weighing reads each world's hands as integers into one copy of each past
    #: state, every move read costs 1.10 (docs/bots.md, "Inference from play").
    recent: int | None = None
    #: Worlds a search's pool weighs at most (:class:`WeightedPool`).
    pool: int = POOL

    def log_weight(self, real: GameState, sample: Any, seat: int) -> float:
        """The log-probability of every observed move of the others in the current deal
        (the last :attr:`recent` of them), replayed with ``sample``'s hands (a
        determinization, or anything with ``hand(s)`` or ``hands``), under the soft policy."""
        moves = observed_moves(real, seat)
        if self.recent is not None:
            moves = moves[max(0, len(moves) - self.recent) :]
        if not moves:
            return 0.0
        now = [mask_of_codes(h) for h in _hands_of(sample, real.players)]
        total = 0.0
        for index, seen in enumerate(moves):
            # The seat's own hand is the one ``before`` holds, the real one.
            kept, showed = seen.kept, seen.showed
            hands: list[int | None] = [
                None if s == seat else now[s] & kept[s] | showed[s] for s in range(real.players)
            ]
            if not seen.unseen:
                total += math.log(self.move_probability(seen, hands))
                continue
            # Which of the mover's cards it drew since is unknown: average over guesses,
            # which the hands read here decide (with the move's index, the guesses' seed).
            key = (index, self.policy, self.epsilon, *hands)
            p = seen.readings.get(key)
            if p is None:
                p = seen.readings[key] = self._guessed(seen, index, now[seen.mover], hands)
            total += math.log(p)
        return total

    def _guessed(self, seen: Observed, index: int, now: int, hands: list[int | None]) -> float:
        """The move's probability averaged over guesses of the cards its mover drew since
        (``now``: the mover's hand in the world)."""
        mover = seen.mover
        kept = now & seen.kept[mover]
        drawable = sorted(codes_of_mask(kept & ~seen.showed[mover]))
        k = min(seen.unseen, len(drawable))
        guesses = _subsets(drawable, k, index)
        guessed = list(hands)
        p = 0.0
        for drawn in guesses:
            guessed[mover] = kept & ~mask_of_codes(drawn) | seen.showed[mover]
            p += self.move_probability(seen, guessed)
        return p / len(guesses)

    def move_probability(self, seen: Observed, hands: list[int | None]) -> float:
        """The soft policy's probability of the observed move with these hands (read once
        per model and hands: :attr:`Observed.readings`)."""
        key = (self.policy, self.epsilon, *hands)
        known = seen.readings.get(key)
        if known is None:
            known = seen.readings[key] = self._read(seen, hands)
        return known

    def _read(self, seen: Observed, hands: list[int | None]) -> float:
        state = seen.probe()
        self.put_hands(state, hands)
        legal = state.legal_fast()
        if not any(a.text == seen.text for a in legal):
            return ILLEGAL
        if len(legal) == 1:
            return 1.0
        return self.probability(state, legal, seen)

    def probability(self, state: GameState, legal: Sequence[Action], seen: Observed) -> float:
        """The observed move's probability among ``legal`` (two or more, the move one of
        them) in ``state``, the world's hands put in: the soft policy's. A model of play
        that gives probabilities of its own overrides this."""
        n = len(legal)
        choice = self.policy(state, legal, STEADY)
        if choice is None:
            return 1.0 / n
        eps = self.epsilon
        return 1.0 - eps + eps / n if choice.text == seen.text else eps / n


def _subsets(cards: list[str], k: int, seed: int) -> list[frozenset[str]]:
    """The ``k``-card subsets of ``cards``, or :data:`SUBSETS` of them drawn with a
    generator seeded by ``seed`` where there are more (the same for the same cards)."""
    if math.comb(len(cards), k) <= SUBSETS:
        return [frozenset(c) for c in itertools.combinations(cards, k)]
    rng = random.Random(seed)
    return [frozenset(rng.sample(cards, k)) for _ in range(SUBSETS)]


def _hands_of(sample: Any, players: int) -> list[list[str]]:
    """Each seat's hand in a sample (a state, or a staged draw with ``hands``)."""
    hands = getattr(sample, "hands", None)
    if isinstance(hands, list) and hands and isinstance(hands[0], list):
        return hands
    return [sample.hand(s) for s in range(players)]


def normalised(log_weights: Sequence[float]) -> list[float]:
    """Weights proportional to ``exp(log_weights)``, the largest 1 (no underflow)."""
    if not log_weights:
        return []
    top = max(log_weights)
    return [math.exp(w - top) for w in log_weights]


def effective_size(weights: Sequence[float]) -> float:
    """Kish's effective sample size of weighted samples: how many equal samples they are
    worth (all equal: their number; one dominating: 1)."""
    total = sum(weights)
    squares = sum(w * w for w in weights)
    return total * total / squares if squares > 0 else 0.0


class WeightedPool:
    """Sampling-importance-resampling for a search: the pool grows by a fresh world, weighed
    once (its weight depends only on it and the history), at each of the first
    :data:`MIN_POOL` draws and then at every :data:`POOL_SHARE`-th, up to ``size``; every
    draw takes a world of the pool so far by weight, a copy, since a search plays it on. So
    the weighing costs at most a :data:`POOL_SHARE`-th of the draws whatever the search's
    budget (a time cap included), and a short search pays only for the worlds it drew."""

    def __init__(
        self,
        state: GameState,
        seat: int,
        model: PlayModel,
        likelihood: Callable[[GameState, Any, int], float] | None = None,
        size: int | None = None,
    ) -> None:
        self.state = state
        self.seat = seat
        self.model = model
        self.likelihood = likelihood
        self.size = model.pool if size is None else size
        self.worlds: list[GameState] = []
        self.logs: list[float] = []
        self._cumulative: list[float] | None = None
        self.draws = 0

    def weigh(self, world: GameState) -> float:
        """A world's log-weight: the model's, plus the game's hand-set signals."""
        lw = self.model.log_weight(self.state, world, self.seat)
        if self.likelihood is not None:
            lw += math.log(max(self.likelihood(self.state, world, self.seat), 1e-12))
        return lw

    def draw(self, rng: random.Random) -> GameState:
        self.draws += 1
        if len(self.worlds) < min(self.size, MIN_POOL + self.draws // POOL_SHARE):
            world = self.state.determinize(self.seat, rng)
            self.worlds.append(world)
            self.logs.append(self.weigh(world))
            self._cumulative = list(itertools.accumulate(normalised(self.logs)))
        cumulative = self._cumulative
        assert cumulative is not None
        i = bisect.bisect_right(cumulative, rng.random() * cumulative[-1])
        return self.worlds[min(i, len(self.worlds) - 1)].clone()

    def fill(self, rng: random.Random) -> None:
        """Draw and weigh the whole pool now (a few draws, as exact play takes, should come
        from a full pool, not from the first worlds drawn)."""
        while len(self.worlds) < self.size:
            world = self.state.determinize(self.seat, rng)
            self.worlds.append(world)
            self.logs.append(self.weigh(world))
        self._cumulative = list(itertools.accumulate(normalised(self.logs)))

    def weights(self) -> list[float]:
        """The pool's weights so far, the largest 1."""
        return normalised(self.logs)


def weighted_pool(
    state: GameState,
    seat: int,
    model: PlayModel,
    likelihood: Callable[[GameState, Any, int], float] | None = None,
    size: int | None = None,
) -> WeightedPool | None:
    """The pool a search for ``seat`` draws its deals from (:class:`WeightedPool`, at most
    ``size`` worlds: the model's :attr:`PlayModel.pool` unless given), or None where no
    other seat has made a move the model reads in this deal (nothing to weigh by: the
    search draws fresh deals as before)."""
    if not observed_moves(state, seat):
        return None
    return WeightedPool(state, seat, model, likelihood, size)


__all__ = [
    "EPSILON",
    "POOL",
    "Observed",
    "PlayModel",
    "WeightedPool",
    "effective_size",
    "put_list_hands",
    "normalised",
    "observed_moves",
    "weighted_pool",
]
