"""Exact play of a trick game whose cards are all known: alpha-beta on bitmasks, shared.

Why: in the last tricks of a deal a sampling search only estimates what a player who counts
the cards knows. Once a deal is *open* (every hand known: a real endgame, or one guessed
deal of Perfect Information Monte Carlo) the rest of it is a two-sided game, and alpha-beta
plays it perfectly. 1001's solver (``engine.bots.heuristics.tausendundeins_solver``) is built
for its stock and marriages; Bolachen, Scharwenzel and Chapanka share this one, and each game
gives only its own facts (:class:`TrickGame`): who may play what, who takes a trick, what the
deal is worth once it ends. The search is the same for all:

- **two sides**: the seat that solves and its partners maximise the value, the others
  minimise it (exact for a declarer against his defenders and for two teams; a game of four
  players each for himself, Chapanka, is solved by max^n, :mod:`engine.bots.maxn_solver`,
  which shares this module's helpers; read as two sides, the seat against a coalition of
  the others, it is only a lower bound of what the seat can make);
- **a transposition table** at each trick's start, keyed by the hands, the leader and the
  game's running count (``tally``), with lower and upper bounds and the best lead; what a
  trick pays at once (Chapanka's side payments) is added on the way back, out of the key;
- **equivalent cards merged**: of two cards of one hand, adjacent in their suit's order once
  the cards already played are left out and of one ``klass`` (the same worth), only the
  higher is tried; both give the same value;
- **move ordering**: the lead that was best before, then strong leads; a follower whose side
  holds the trick plays low, else the cheapest card that takes it first;
- **a node budget**: past it :class:`SolveBudget` is raised, so a caller never waits on a
  solve that does not fit its time (it searches instead).

Cards are bits of an int (the game numbers its pack); a hand is the union of its bits.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Protocol

#: Beyond any deal value a game gives.
INF = 1 << 30


class SolveBudget(Exception):
    """The solve needed more nodes than its budget allows."""


class TrickGame(Protocol):
    """One open deal's facts, as the solver needs them (a game builds one per solve)."""

    #: Seats at the table.
    players: int
    #: Per seat: 0 for the solving seat's side (maximises the value), 1 for the others.
    side: tuple[int, ...]
    #: Per follow group (a suit as it is played, trumps with their extra cards), its card
    #: bits from the highest to the lowest: every card of the pack in exactly one group.
    groups: tuple[tuple[int, ...], ...]
    #: Per card bit its worth class: adjacent cards of one hand merge only within a class.
    klass: dict[int, int]
    #: Per card bit a general strength (higher: likelier to take tricks), to order leads.
    strength: dict[int, int]

    def next_seat(self, seat: int) -> int:
        """Who plays after ``seat`` in a trick."""
        ...

    def allowed(self, hand: int, trick: tuple[int, ...], tally: Hashable) -> int:
        """The cards of ``hand`` that may be added to ``trick`` (empty: a lead)."""
        ...

    def winner(self, trick: tuple[int, ...]) -> int:
        """The index (in play order) of the card that takes the complete ``trick``."""
        ...

    def score(
        self, tally: Hashable, seats: tuple[int, ...], trick: tuple[int, ...], winner: int,
        last: bool,
    ) -> tuple[Hashable, int, int | None]:  # fmt: skip
        """The running count after ``trick`` (played by ``seats``, taken by seat ``winner``),
        what the trick itself gives the solving side at once (side payments; 0 in most
        games), and, if the deal ends with it (``last``: no cards are left), the rest of the
        deal's value for that side; else None. A deal's value is the sum of its tricks'
        gains and the final value: gains stay out of the table's key."""
        ...


@dataclass(frozen=True)
class OpenDeal:
    """A position with every card known: the hands, who led the trick in progress (or leads
    the next one), the cards of that trick in play order, the game's running count."""

    hands: tuple[int, ...]
    leader: int
    trick: tuple[int, ...]
    tally: Hashable


class TrickSolver:
    """Alpha-beta over one open deal's game (one instance per deal, reused for its moves).

    ``nodes`` counts the plays searched; ``budget`` (None: unbounded) caps them."""

    def __init__(self, game: TrickGame, budget: int | None = None) -> None:
        self.game = game
        self.budget = budget if budget is not None else INF
        self.nodes = 0
        self.table: dict[tuple[tuple[int, ...], int, Hashable], tuple[int, int, int]] = {}
        self._seats: dict[int, tuple[int, ...]] = {}
        everything = 0
        for group in game.groups:
            for bit in group:
                everything |= bit
        self._pack = everything

    # --- the public answers -------------------------------------------------------------------

    def value(self, deal: OpenDeal) -> int:
        """The deal's exact value for the solving side, both sides playing perfectly."""
        return self._play(deal.hands, deal.leader, deal.trick, deal.tally, -INF, INF)

    def move_values(self, deal: OpenDeal) -> dict[int, int]:
        """Per card the player to act may play, the exact value after playing it (an
        equivalent card gets the value of the one tried for it)."""
        seat = self._to_act(deal)
        hand = deal.hands[seat]
        legal = self.game.allowed(hand, deal.trick, deal.tally)
        out: dict[int, int] = {}
        for card in bits_of(legal):
            hands = without(deal.hands, seat, card)
            out[card] = self._after(hands, deal.leader, deal.trick + (card,), deal.tally, -INF, INF)
        return out

    def _to_act(self, deal: OpenDeal) -> int:
        seat = deal.leader
        for _ in deal.trick:
            seat = self.game.next_seat(seat)
        return seat

    # --- the search ---------------------------------------------------------------------------

    def trick_seats(self, leader: int) -> tuple[int, ...]:
        found = self._seats.get(leader)
        if found is None:
            seats = [leader]
            for _ in range(self.game.players - 1):
                seats.append(self.game.next_seat(seats[-1]))
            found = self._seats[leader] = tuple(seats)
        return found

    def _lead(
        self, hands: tuple[int, ...], leader: int, tally: Hashable, alpha: int, beta: int
    ) -> int:
        """A trick's start: the table's bounds first, then the search (bounds stored)."""
        key = (hands, leader, tally)
        bounds = self.table.get(key)
        first = 0
        if bounds is not None:
            lo, hi, first = bounds
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        else:
            lo, hi = -INF, INF
        a0, b0 = alpha, beta
        value, best = self._search(hands, leader, (), tally, alpha, beta, first)
        if value <= a0:
            hi = value
        elif value >= b0:
            lo = value
        else:
            lo = hi = value
        self.table[key] = (lo, hi, best)
        return value

    def _play(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], tally: Hashable,
        alpha: int, beta: int,
    ) -> int:  # fmt: skip
        if not trick:
            return self._lead(hands, leader, tally, alpha, beta)
        return self._search(hands, leader, trick, tally, alpha, beta, 0)[0]

    def _search(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], tally: Hashable,
        alpha: int, beta: int, first: int,
    ) -> tuple[int, int]:  # fmt: skip
        """(value, the card that gave it) with the player to act choosing."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise SolveBudget(f"more than {self.budget} nodes")
        game = self.game
        seat = self.trick_seats(leader)[len(trick)]
        hand = hands[seat]
        legal = game.allowed(hand, trick, tally)
        moves = self._ordered(self.distinct(legal, hands, trick), trick, leader, seat, first)
        maximise = game.side[seat] == 0
        best = -INF if maximise else INF
        best_card = moves[0]
        after = self._after
        for card in moves:
            v = after(without(hands, seat, card), leader, trick + (card,), tally, alpha, beta)
            if maximise:
                if v > best:
                    best, best_card = v, card
                    if v > alpha:
                        alpha = v
            elif v < best:
                best, best_card = v, card
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return best, best_card

    def _after(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], tally: Hashable,
        alpha: int, beta: int,
    ) -> int:  # fmt: skip
        """The value once a card is added to ``trick``: the trick settled when complete."""
        game = self.game
        if len(trick) < game.players:
            return self._search(hands, leader, trick, tally, alpha, beta, 0)[0]
        seats = self.trick_seats(leader)
        winner = seats[game.winner(trick)]
        last = not any(hands)
        tally, gain, final = game.score(tally, seats, trick, winner, last)
        if final is not None:
            return gain + final
        if last:
            raise ValueError("the game gave no value for a deal with no cards left")
        return gain + self._lead(hands, winner, tally, alpha - gain, beta - gain)

    def distinct(self, legal: int, hands: tuple[int, ...], trick: tuple[int, ...]) -> list[int]:
        """The legal cards less those equivalent to a higher one tried (see module doc)."""
        present = 0
        for hand in hands:
            present |= hand
        for card in trick:
            present |= card
        klass = self.game.klass
        out: list[int] = []
        for group in self.game.groups:
            run = False  # the previous card still present is legal here (the same hand)
            run_klass = -1
            for bit in group:
                if not present & bit:
                    continue
                if legal & bit:
                    k = klass[bit]
                    if not (run and run_klass == k):
                        out.append(bit)
                    run, run_klass = True, k
                else:
                    run = False
        return out

    def _ordered(
        self, moves: list[int], trick: tuple[int, ...], leader: int, seat: int, first: int
    ) -> list[int]:
        """Likely good moves first (see module doc); ``first``: the table's best lead."""
        strength = self.game.strength
        if not trick:
            moves.sort(key=lambda b: -strength[b])
        else:
            game = self.game
            holder = self.trick_seats(leader)[game.winner(trick)]
            if game.side[holder] == game.side[seat]:
                moves.sort(key=lambda b: strength[b])
            else:
                n = len(trick)
                moves.sort(key=lambda b: (game.winner(trick + (b,)) != n, strength[b]))
        if first and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        return moves


def bits_of(mask: int) -> list[int]:
    """The single cards of a hand ``mask``, lowest bit first."""
    out = []
    while mask:
        bit = mask & -mask
        out.append(bit)
        mask ^= bit
    return out


def without(hands: tuple[int, ...], seat: int, card: int) -> tuple[int, ...]:
    """The hands once ``seat`` has played ``card`` (hands are values: keys of the table)."""
    return hands[:seat] + (hands[seat] ^ card,) + hands[seat + 1 :]


def card_bits(pack: Sequence[str]) -> dict[str, int]:
    """Per card of ``pack`` its bit (the pack's order)."""
    return {card: 1 << i for i, card in enumerate(pack)}


def mask_of(cards: Sequence[str], bits: dict[str, int]) -> int:
    """The union of the cards' bits."""
    mask = 0
    for card in cards:
        mask |= bits[card]
    return mask


__all__ = [
    "INF",
    "OpenDeal",
    "SolveBudget",
    "TrickGame",
    "TrickSolver",
    "bits_of",
    "card_bits",
    "mask_of",
    "without",
]
