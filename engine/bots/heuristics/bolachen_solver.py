"""Bolachen's facts for the shared exact solver (:mod:`engine.bots.trick_solver`).

Why here: the search is the same for every trick game; what is Bolachen's own is only this:
follow suit, else trump in a Brand (rules §7), the declarer alone against the two defenders,
and the hand's early end and value (§8, §9): a Brand is won at six tricks and lost at five
for the defenders, a Bettel lost at the declarer's first trick, a Mord at his first lost
trick. The value solved for is the solving seat's deal score (declarer ±2v, defender ∓v).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, cast

from engine.bots.trick_solver import OpenDeal, card_bits, mask_of
from engine.cards import SUIT_OF
from engine.games.bolachen import PACK, PLAYERS, PLAYING, POWER, settled
from engine.tricks import trick_winner

BIT: dict[str, int] = card_bits(PACK)
CARD: dict[int, str] = {b: c for c, b in BIT.items()}
_SUIT_MASK: dict[str, int] = {s: mask_of([c for c in PACK if SUIT_OF[c] == s], BIT) for s in "SHDC"}
_SUIT_OF_BIT: dict[int, str] = {BIT[c]: SUIT_OF[c] for c in PACK}
_POWER_OF_BIT: dict[int, int] = {BIT[c]: POWER[c] for c in PACK}
#: Per suit its cards, highest first (the follow groups: no card changes suit in Bolachen).
_GROUPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted((BIT[c] for c in PACK if SUIT_OF[c] == s), key=lambda b: -_POWER_OF_BIT[b]))
    for s in "SHDC"
)
_KLASS: dict[int, int] = dict.fromkeys(BIT.values(), 0)  # cards carry no points (§2)
_NEXT: tuple[int, ...] = tuple((s + 1) % PLAYERS for s in range(PLAYERS))


class BolachenDeal:
    """One open Bolachen deal's facts; ``tally`` is (declarer's tricks, defenders')."""

    players = PLAYERS
    groups = _GROUPS
    klass = _KLASS

    def __init__(self, declarer: int, contract: str, trump: str | None, value: int, seat: int):
        self.declarer = declarer
        self.contract = contract
        self.trump = trump
        self.value = value
        self.seat = seat
        self.side = tuple(0 if (s == declarer) == (seat == declarer) else 1 for s in range(PLAYERS))
        self._trump_mask = _SUIT_MASK[trump] if trump is not None else 0
        self.strength = {
            b: _POWER_OF_BIT[b] + (20 if _SUIT_OF_BIT[b] == trump else 0) for b in _KLASS
        }
        #: The solving seat's score when the declarer wins; minus it when he loses.
        self._win = 2 * value if seat == declarer else -value

    def next_seat(self, seat: int) -> int:
        return _NEXT[seat]

    def allowed(self, hand: int, trick: tuple[int, ...], tally: Hashable) -> int:
        if not trick:
            return hand
        same = hand & _SUIT_MASK[_SUIT_OF_BIT[trick[0]]]
        if same:
            return same
        trumps = hand & self._trump_mask
        return trumps if trumps else hand

    def winner(self, trick: tuple[int, ...]) -> int:
        return trick_winner(trick, _SUIT_OF_BIT, _POWER_OF_BIT, self.trump)

    def score(
        self, tally: Hashable, seats: tuple[int, ...], trick: tuple[int, ...], winner: int,
        last: bool,
    ) -> tuple[Hashable, int, int | None]:  # fmt: skip
        mine, theirs = cast("tuple[int, int]", tally)
        if winner == self.declarer:
            mine += 1
        else:
            theirs += 1
        won = settled(self.contract, mine, theirs)
        if won is None:
            return (mine, theirs), 0, None
        return (mine, theirs), 0, self._win if won else -self._win


def open_deal(state: Any, seat: int) -> tuple[BolachenDeal, OpenDeal] | None:
    """The solver's view of ``state`` (every hand as it lies: a real deal or a guessed one)
    for ``seat``, or None outside card play."""
    if state.phase != PLAYING or state.current_player is None or state.declarer is None:
        return None
    declarer = state.declarer
    game = BolachenDeal(declarer, state.contract, state.trump, state._value(), seat)
    mine = state.won[declarer]
    deal = OpenDeal(
        tuple(mask_of(h, BIT) for h in state.hands),
        state.leader,
        tuple(BIT[c] for c in state.trick),
        (mine, sum(state.won) - mine),
    )
    return game, deal


__all__ = ["BIT", "CARD", "BolachenDeal", "open_deal"]
