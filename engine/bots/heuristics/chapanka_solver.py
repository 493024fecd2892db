"""Chapanka's facts for the shared exact solvers (:mod:`engine.bots.trick_solver`,
:mod:`engine.bots.maxn_solver`).

Why here: the search is the same for every trick game; Chapanka's own part is this: follow
suit, no trumps (rules §2, §7), card points, the side payments of each trick (aces and the
Kinal discarded, the Kinal forced, with their doublings and the pot, §7) and the settlement
of the stake (§9, with the Pancerola's override, §6). The value solved for is the solving
seat's counters from now to the end of the deal (the match's last deal shares the pot), in
quarter counters so that a quarter of the pot stays whole.

Four players each play for themselves: ``strong`` and the referee solve by max^n, each
player minding his own counters (:meth:`ChapankaDeal.payoffs`, every seat's). The two-sided
search (:meth:`ChapankaDeal.score`, the solving seat's) reads the others as one side against
the seat ("paranoid"): what the seat can make whatever the others do, a lower bound of what
it makes against players who mind only their own counters; ``strong`` with that reading did
worse against its older self than without an exact endgame (docs/bots.md).

The solver is used only where nothing of §8 can happen any more (two seats have won a trick,
or the ninth trick is past with no Chapanka on), and not while a Pancerola may still renounce
(tricks 1-9 of a deal with a Pancerola's right, §6): :func:`open_deal` gives None there.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, cast

from engine.bots.trick_solver import OpenDeal, card_bits, mask_of
from engine.games.chapanka import (
    CHAPANKA_TRICKS,
    KINAL,
    NEXT_SEAT,
    PACK,
    PANCEROLA_LAST_FREE_TRICK,
    PAYING_CARDS,
    PHASE_PLAY,
    PLAYERS,
    POINTS,
    POWER,
    SUIT,
    TRICKS,
    settlement,
    stake_of,
    trick_side_payments,
)

BIT: dict[str, int] = card_bits(PACK)
CARD: dict[int, str] = {b: c for c, b in BIT.items()}
_SUIT_MASK: dict[str, int] = {s: mask_of([c for c in PACK if SUIT[c] == s], BIT) for s in "SHDC"}
_SUIT_OF_BIT: dict[int, str] = {BIT[c]: SUIT[c] for c in PACK}
_POWER_OF_BIT: dict[int, int] = {BIT[c]: POWER[c] for c in PACK}
_POINTS_OF_BIT: dict[int, int] = {BIT[c]: POINTS[c] for c in PACK}
_PAYING: int = mask_of(sorted(PAYING_CARDS), BIT)
_KINAL: int = BIT[KINAL]
_GROUPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted((BIT[c] for c in PACK if SUIT[c] == s), key=lambda b: -_POWER_OF_BIT[b]))
    for s in "SHDC"
)
#: Cards merge only within a worth: the zero-point cards together, each point card (and
#: each paying card: an ace, the Kinal) in a class of its own.
_KLASS: dict[int, int] = {
    BIT[c]: (i + 1 if POINTS[c] or c in PAYING_CARDS else 0) for i, c in enumerate(PACK)
}
#: Four quarters to a counter (the pot is shared in quarters at the match's end).
QUARTERS = 4


class ChapankaDeal:
    """One open Chapanka deal's facts; ``tally`` is (points per seat, the trick's number,
    the pot, whether the committed Pancerola has taken a trick)."""

    players = PLAYERS
    groups = _GROUPS
    klass = _KLASS

    def __init__(
        self,
        seat: int,
        order: Sequence[int],
        stake: int,
        pancerola: int | None,
        kinal_pot: bool,
        last_deal: bool,
    ) -> None:
        self.seat = seat
        self.side = tuple(0 if s == seat else 1 for s in range(PLAYERS))
        self.order = tuple(order)
        self.stake = stake
        self.pancerola = pancerola
        self.kinal_pot = kinal_pot
        self.last_deal = last_deal
        #: Lead high cards first: a trick's taker is who pays, so this orders by power.
        self.strength = {b: _POWER_OF_BIT[b] + 4 * _POINTS_OF_BIT[b] for b in _KLASS}

    def next_seat(self, seat: int) -> int:
        return NEXT_SEAT[seat]

    def allowed(self, hand: int, trick: tuple[int, ...], tally: Hashable) -> int:
        if not trick:
            return hand
        same = hand & _SUIT_MASK[_SUIT_OF_BIT[trick[0]]]
        return same if same else hand

    def winner(self, trick: tuple[int, ...]) -> int:
        best = 0
        best_card = trick[0]
        suit = _SUIT_OF_BIT[best_card]
        for i in range(1, len(trick)):
            card = trick[i]
            if _SUIT_OF_BIT[card] == suit and _POWER_OF_BIT[card] > _POWER_OF_BIT[best_card]:
                best, best_card = i, card
        return best

    def score(
        self, tally: Hashable, seats: tuple[int, ...], trick: tuple[int, ...], winner: int,
        last: bool,
    ) -> tuple[Hashable, int, int | None]:  # fmt: skip
        new, gains, finals = self.payoffs(tally, seats, trick, winner, last)
        seat = self.seat
        return new, gains[seat], None if finals is None else finals[seat]

    def payoffs(
        self, tally: Hashable, seats: tuple[int, ...], trick: tuple[int, ...], winner: int,
        last: bool,
    ) -> tuple[Hashable, tuple[int, ...], tuple[int, ...] | None]:  # fmt: skip
        """Every seat's quarters from ``trick`` (its side payments and the pot's moves) and,
        after the last trick, from the settlement and the match's shared pot."""
        points, trick_no, pot, broken = cast("tuple[tuple[int, ...], int, int, bool]", tally)
        won = list(points)
        won[winner] += sum(_POINTS_OF_BIT[c] for c in trick)
        if winner == self.pancerola:
            broken = True
        gains = [0] * PLAYERS
        if any(c & _PAYING for c in trick):
            plays = tuple(zip(seats, (CARD[c] for c in trick), strict=True))
            payments, effect = trick_side_payments(plays, winner, trick_no == TRICKS)
            for payer, payee, amount, _why in payments:
                gains[payer] -= QUARTERS * int(amount)
                gains[payee] += QUARTERS * int(amount)
            if effect is not None and self.kinal_pot:
                kind, who = effect
                if kind == "take":
                    gains[who] += QUARTERS * pot
                    pot = 0
                else:
                    gains[who] -= QUARTERS * pot
                    pot *= 2
        new = (tuple(won), trick_no + 1, pot, broken)
        if trick_no < TRICKS:
            return new, tuple(gains), None
        payer, payee, amount, _why = settlement(
            won, self.order, self.stake, self.pancerola, self.pancerola is not None and broken
        )
        share = pot if self.last_deal else 0  # quarters: pot / 4 counters to every seat
        finals = [share] * PLAYERS
        finals[payee] += QUARTERS * int(amount)
        finals[payer] -= QUARTERS * int(amount)
        return new, tuple(gains), tuple(finals)


def so_far(state: Any, seat: int) -> float:
    """The counters the deal has moved to ``seat`` so far (antes and side payments): the
    deal's score is this plus what the solver counts from now."""
    return float(state.balances[seat] - state.balances_at_deal_start[seat])


def open_deal(state: Any, seat: int) -> tuple[ChapankaDeal, OpenDeal] | None:
    """The solver's view of ``state`` (every hand as it lies) for ``seat``, or None where a
    Chapanka or a Pancerola's renounce may still come (see the module doc)."""
    if state.phase != PHASE_PLAY or state.current_player is None or state.chapanka is not None:
        return None
    trick_no = state.trick_no
    takers = sum(1 for n in state.tricks_won if n)
    if takers < 2 and trick_no <= CHAPANKA_TRICKS:
        return None
    if state.pancerola_right is not None and trick_no <= PANCEROLA_LAST_FREE_TRICK:
        return None
    pancerola = state.pancerola
    game = ChapankaDeal(
        seat,
        state.order,
        stake_of(state.discards),
        pancerola,
        bool(state.options["kinal_pot"]),
        state.deal_no + 1 >= state.options["match_deals"],
    )
    broken = pancerola is not None and state.tricks_won[pancerola] > 0
    # The pot matters while the Kinal may still move it, and to the match's last deal (shared):
    # elsewhere it is left out of the table's key.
    kinal_out = any(KINAL in taken for taken in state.won)
    pot = int(state.pot) if game.last_deal or not kinal_out else 0
    deal = OpenDeal(
        tuple(mask_of(h, BIT) for h in state.hands),
        state.leader,
        tuple(BIT[c] for c in state.table),
        (tuple(state.points), trick_no, pot, broken),
    )
    return game, deal


__all__ = ["BIT", "CARD", "QUARTERS", "ChapankaDeal", "open_deal", "so_far"]
