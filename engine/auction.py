"""Ascending auctions: the bidding mechanics of 1001's three-hand modes, Bolachen and
Scharwenzel, written once.

Bids are any comparable values (ints, tuples); the game decides which bids exist and what
they mean, the auction decides whose turn it is, whether a bid is high enough and when
bidding is over.

- ``single_round``: every seat speaks exactly once (Scharwenzel).
- otherwise elimination: a pass drops the seat for good, the turn goes round the seats still
  in, and bidding ends when one seat is left holding the highest bid (1001, Bolachen's
  duels), or when all have passed.
- ``priority_holds``: a seat earlier in ``order`` may *hold* — bid the same value as a later
  seat's standing bid (Bolachen's positional priority, Skat's "hold").
"""

from __future__ import annotations

from typing import Any


class Auction:
    __slots__ = (
        "order",
        "single_round",
        "priority_holds",
        "active",
        "turn",
        "high",
        "bidder",
        "spoken",
        "calls",
    )

    def __init__(
        self,
        order: list[int],
        *,
        single_round: bool = False,
        priority_holds: bool = False,
        standing: tuple[int, Any] | None = None,
        first: int | None = None,
    ) -> None:
        self.order = list(order)
        self.single_round = single_round
        self.priority_holds = priority_holds
        self.active = list(order)
        self.bidder: int | None = standing[0] if standing else None
        self.high: Any = standing[1] if standing else None
        self.spoken: set[int] = set()
        self.calls: list[tuple[int, Any]] = []  # (seat, bid) with bid None for a pass
        self.turn: int | None = first if first is not None else self.order[0]

    def copy(self) -> Auction:
        new = Auction.__new__(Auction)
        new.order = self.order
        new.single_round = self.single_round
        new.priority_holds = self.priority_holds
        new.active = list(self.active)
        new.turn = self.turn
        new.high = self.high
        new.bidder = self.bidder
        new.spoken = set(self.spoken)
        new.calls = list(self.calls)
        return new

    # --- queries ---------------------------------------------------------------------------

    @property
    def done(self) -> bool:
        return self.turn is None

    @property
    def winner(self) -> int | None:
        """The seat that won (None while bidding goes on, or when everyone passed)."""
        return self.bidder if self.turn is None else None

    def may_hold(self, seat: int) -> bool:
        return (
            self.priority_holds
            and self.bidder is not None
            and self.bidder != seat
            and self.order.index(seat) < self.order.index(self.bidder)
        )

    def is_high_enough(self, seat: int, bid: Any) -> bool:
        if self.high is None:
            return True
        if bid == self.high:
            return self.may_hold(seat)
        return bool(bid > self.high)

    # --- calls -----------------------------------------------------------------------------

    def bid(self, seat: int, bid: Any) -> None:
        if seat != self.turn:
            raise ValueError(f"seat {seat} is not to bid now")
        if not self.is_high_enough(seat, bid):
            raise ValueError(f"bid {bid!r} does not beat {self.high!r}")
        self.high, self.bidder = bid, seat
        self.calls.append((seat, bid))
        self.spoken.add(seat)
        self._advance(seat)

    def pass_(self, seat: int) -> None:
        if seat != self.turn:
            raise ValueError(f"seat {seat} is not to bid now")
        self.calls.append((seat, None))
        self.spoken.add(seat)
        if not self.single_round:
            self.active.remove(seat)
        self._advance(seat)

    def _advance(self, seat: int) -> None:
        order = self.order
        if self.single_round:
            i = order.index(seat) + 1
            self.turn = order[i] if i < len(order) else None
            return
        active = self.active
        if not active or (len(active) == 1 and self.bidder == active[0]):
            self.turn = None
            return
        if len(active) == 1:
            self.turn = active[0]  # nobody has bid yet: the last seat in may still bid
            return
        i = order.index(seat)
        for k in range(1, len(order) + 1):
            candidate = order[(i + k) % len(order)]
            if candidate in active:
                self.turn = candidate
                return
