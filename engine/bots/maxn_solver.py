"""Exact play of an open trick game where every player plays for himself: max^n.

Why: the shared alpha-beta solver (:mod:`engine.bots.trick_solver`) is exact for two sides.
Chapanka's four players each mind their own counters; read as two sides (the seat against a
coalition of the others, "paranoid") the solve is a lower bound that makes the seat play as
if the others would give up their own counters to hurt it, and ``strong`` with that endgame
did worse against its older self than without it (docs/bots.md). Here each player, at his
turn, picks the card best for *himself* (Luckhardt and Irani's max^n): a value is one figure
per seat, and the seat's own figure is what its move is worth. Where a player's cards are
worth the same to him, he picks the one worst for the solving seat (a cautious reading of the
others' indifference; :func:`first`, one fixed rule, so the solve is repeatable).

Shared with the two-sided solver: the open deal's form (:class:`OpenDeal`), the game's facts
(who may play what, who takes a trick), equivalent cards merged (of two cards adjacent in
their suit and of one worth class, only one is tried), a table at each trick's start, and the
node budget. What differs: no pruning (a vector value has no bounds to cut on), and the game
gives every seat's payoff (:class:`EachForHimself`).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol

from engine.bots.trick_solver import (
    OpenDeal,
    SolveBudget,
    TrickGame,
    TrickSolver,
    bits_of,
    without,
)

#: One figure per seat, in the game's unit.
Payoffs = tuple[int, ...]


class EachForHimself(TrickGame, Protocol):
    """A trick game that can say what a trick and the deal's end give every seat."""

    #: The seat the solve is for (ties among another player's cards go against it).
    seat: int

    def payoffs(
        self, tally: Hashable, seats: tuple[int, ...], trick: tuple[int, ...], winner: int,
        last: bool,
    ) -> tuple[Hashable, Payoffs, Payoffs | None]:  # fmt: skip
        """As :meth:`TrickGame.score`, but per seat: the running count after ``trick``,
        what the trick gives each seat at once, and (if the deal ends) the rest of the
        deal's value for each seat; else None."""
        ...


class MaxnSolver:
    """Max^n over one open deal (one instance per deal and solving seat, reused)."""

    def __init__(self, game: EachForHimself, budget: int | None = None) -> None:
        self.game = game
        # The two-sided solver's helpers (who plays in a trick, equivalent cards) serve here
        # unchanged; its search is not used.
        self._shared = TrickSolver(game, budget)
        self.table: dict[tuple[tuple[int, ...], int, Hashable], Payoffs] = {}

    @property
    def nodes(self) -> int:
        """Plays searched so far."""
        return self._shared.nodes

    def move_values(self, deal: OpenDeal) -> dict[int, int]:
        """Per card the player to act may play, the solving seat's value after it."""
        seat = self._to_act(deal)
        legal = self.game.allowed(deal.hands[seat], deal.trick, deal.tally)
        own = self.game.seat
        out: dict[int, int] = {}
        for card in bits_of(legal):
            hands = without(deal.hands, seat, card)
            out[card] = self._after(hands, deal.leader, deal.trick + (card,), deal.tally)[own]
        return out

    def value(self, deal: OpenDeal) -> Payoffs:
        """Every seat's value of the deal from here, each playing for himself."""
        if not deal.trick:
            return self._lead(deal.hands, deal.leader, deal.tally)
        return self._search(deal.hands, deal.leader, deal.trick, deal.tally)

    def _to_act(self, deal: OpenDeal) -> int:
        return self._shared.trick_seats(deal.leader)[len(deal.trick)]

    def _lead(self, hands: tuple[int, ...], leader: int, tally: Hashable) -> Payoffs:
        key = (hands, leader, tally)
        found = self.table.get(key)
        if found is None:
            found = self.table[key] = self._search(hands, leader, (), tally)
        return found

    def _search(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], tally: Hashable
    ) -> Payoffs:
        shared = self._shared
        shared.nodes += 1
        if shared.nodes > shared.budget:
            raise SolveBudget(f"more than {shared.budget} nodes")
        seat = shared.trick_seats(leader)[len(trick)]
        legal = self.game.allowed(hands[seat], trick, tally)
        own = self.game.seat
        best: Payoffs | None = None
        for card in shared.distinct(legal, hands, trick):
            v = self._after(without(hands, seat, card), leader, trick + (card,), tally)
            if (
                best is None
                or v[seat] > best[seat]
                or (v[seat] == best[seat] and first(v, best, own))
            ):
                best = v
        if best is None:
            raise ValueError("a player to act has no card to play")
        return best

    def _after(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], tally: Hashable
    ) -> Payoffs:
        game = self.game
        if len(trick) < game.players:
            return self._search(hands, leader, trick, tally)
        seats = self._shared.trick_seats(leader)
        winner = seats[game.winner(trick)]
        last = not any(hands)
        tally, gains, final = game.payoffs(tally, seats, trick, winner, last)
        if final is None:
            if last:
                raise ValueError("the game gave no value for a deal with no cards left")
            final = self._lead(hands, winner, tally)
        return tuple(g + f for g, f in zip(gains, final, strict=True))


def first(v: Payoffs, than: Payoffs, own: int) -> bool:
    """Of two outcomes a player values alike, whether he picks ``v``: the one worse for the
    solving seat ``own``, then the smaller outcome in seat order (a full order: the value
    does not depend on which of two such cards is tried first)."""
    return v[own] < than[own] or (v[own] == than[own] and v < than)


__all__ = ["EachForHimself", "MaxnSolver", "Payoffs", "first"]
