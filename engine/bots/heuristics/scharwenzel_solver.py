"""Scharwenzel's facts for the shared exact solver (:mod:`engine.bots.trick_solver`).

Why here: the search is the same for every trick game; Scharwenzel's own part is this: a
card follows the suit it belongs to *in play* (the matadors are trumps, rules §2, §5), there
is no duty to trump or to head, two teams of alternate seats (§1), and the hand ends at the
first majority (§6). The value solved for is the deal's win points for the solving seat's
team minus the other's (§7): the majority team's ``V`` plus the Bock bank, plus 2 *für die
ersten*; a tie (Bock) is 0. Matadors do not depend on the play and are left out. A clean
majority is taken as "stop": a Tout attempt (announced, or after "go on") is not solved
(:func:`open_deal` gives None while one is played).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from engine.bots.trick_solver import OpenDeal, card_bits, mask_of
from engine.games.scharwenzel import FIRST_TRICKS_BONUS, FULL_PACK, PLAYING

BIT: dict[str, int] = card_bits(FULL_PACK)
CARD: dict[int, str] = {b: c for c, b in BIT.items()}


class ScharwenzelDeal:
    """One open Scharwenzel deal's facts; ``tally`` is (team 0's tricks, team 1's)."""

    klass: dict[int, int]

    def __init__(
        self,
        players: int,
        pack: tuple[str, ...],
        suit_of: Mapping[str, str],
        power: Mapping[str, int],
        trump: str,
        stake: int,
        seat: int,
    ) -> None:
        self.players = players
        self.seat = seat
        self.team = seat % 2
        self.side = tuple(0 if s % 2 == self.team else 1 for s in range(players))
        self.trump = trump
        self.stake = stake
        self.tricks = len(pack) // players
        self.majority = self.tricks // 2 + 1
        suits = sorted({suit_of[c] for c in pack})
        self._suit = {BIT[c]: suit_of[c] for c in pack}
        self._power = {BIT[c]: power[c] for c in pack}
        self._suit_mask = {s: mask_of([c for c in pack if suit_of[c] == s], BIT) for s in suits}
        self.groups = tuple(
            tuple(sorted((BIT[c] for c in pack if suit_of[c] == s), key=lambda b: -self._power[b]))
            for s in suits
        )
        self.klass = dict.fromkeys(self._suit, 0)  # cards carry no points (§2)
        self.strength = {
            b: self._power[b] + (100 if self._suit[b] == trump else 0) for b in self._suit
        }

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    def allowed(self, hand: int, trick: tuple[int, ...], tally: Hashable) -> int:
        if not trick:
            return hand
        same = hand & self._suit_mask[self._suit[trick[0]]]
        return same if same else hand

    def winner(self, trick: tuple[int, ...]) -> int:
        suit, power, trump = self._suit, self._power, self.trump
        best = 0
        best_card = trick[0]
        best_suit = suit[best_card]
        for i in range(1, len(trick)):
            card = trick[i]
            s = suit[card]
            if s == best_suit:
                if power[card] > power[best_card]:
                    best, best_card = i, card
            elif s == trump:
                best, best_card, best_suit = i, card, s
        return best

    def score(
        self, tally: Hashable, seats: tuple[int, ...], trick: tuple[int, ...], winner: int,
        last: bool,
    ) -> tuple[Hashable, int | None]:  # fmt: skip
        counts = list(tally)  # type: ignore[call-overload]
        team = winner % 2
        counts[team] += 1
        new = (counts[0], counts[1])
        if counts[team] == self.majority:
            won = self.stake + (FIRST_TRICKS_BONUS if counts[1 - team] == 0 else 0)
            return new, won if team == self.team else -won
        if counts[0] + counts[1] == self.tricks:
            return new, 0  # Bock
        return new, None


def open_deal(state: Any, seat: int) -> tuple[ScharwenzelDeal, OpenDeal] | None:
    """The solver's view of ``state`` (every hand as it lies) for ``seat``, or None outside
    card play or while a Tout is attempted."""
    if state.phase != PLAYING or state.current_player is None or state.tout_team is not None:
        return None
    game = ScharwenzelDeal(
        state.players,
        tuple(state.pack),
        state.suit_of,
        state.power,
        state.trump,
        state.game_value + state.bock_bank,
        seat,
    )
    deal = OpenDeal(
        tuple(mask_of(h, BIT) for h in state.hands),
        state.leader,
        tuple(BIT[c] for c in state.trick),
        (state.team_tricks[0], state.team_tricks[1]),
    )
    return game, deal


__all__ = ["BIT", "CARD", "ScharwenzelDeal", "open_deal"]
