"""Scharwenzel's facts for the shared exact solver (:mod:`engine.bots.trick_solver`).

Why here: the search is the same for every trick game; Scharwenzel's own part is this: a
card follows the suit it belongs to *in play* (the matadors are trumps, rules §2, §5), there
is no duty to trump or to head, two teams of alternate seats (§1), and the hand ends at the
first majority (§6). The value solved for is the one the search and the coach judge a deal by
(``heuristics.scharwenzel.deal_value``, the coach's margin): per team, a thread won in this
deal times ``thread`` race points plus the deal's points (§7: the majority's ``V`` and the
Bock bank, 2 more *für die ersten*, the matadors), the solving seat's team's minus the
other's; a game is won at 24 race points (§8); hooks of a Tout lost earlier in the deal count
as threads, as ``deal_value`` counts them. A clean majority is taken as "stop": a Tout
attempt (announced, or after "go on") is not solved (:func:`open_deal` gives None while one
is played).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any, cast

from engine.bots.trick_solver import OpenDeal, card_bits, mask_of
from engine.games.scharwenzel import FIRST_TRICKS_BONUS, FULL_PACK, GAME_POINTS, PLAYING, hooks_for
from engine.tricks import trick_winner

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
        race: tuple[int, int] = (0, 0),
        matadors: tuple[int | None, int] = (None, 0),
        thread: float = 0.0,
        hooks: tuple[int, int] = (0, 0),
    ) -> None:
        self.players = players
        self.seat = seat
        self.team = seat % 2
        self.side = tuple(0 if s % 2 == self.team else 1 for s in range(players))
        self.trump = trump
        self.stake = stake
        self.race = race
        self.matadors = matadors
        self.thread = thread
        self.hooks = hooks
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
        return trick_winner(trick, self._suit, self._power, self.trump)

    def score(
        self, tally: Hashable, seats: tuple[int, ...], trick: tuple[int, ...], winner: int,
        last: bool,
    ) -> tuple[Hashable, int, int | None]:  # fmt: skip
        counts = list(cast("tuple[int, int]", tally))
        team = winner % 2
        counts[team] += 1
        new = (counts[0], counts[1])
        if counts[team] == self.majority:
            award = self.stake + (FIRST_TRICKS_BONUS if counts[1 - team] == 0 else 0)
            return new, 0, self.value(team, award)
        if counts[0] + counts[1] == self.tricks:
            return new, 0, self.value(None, 0)  # Bock
        return new, 0, None

    def value(self, majority: int | None, award: int) -> int:
        """The deal's value for the solving team when ``majority`` (None: Bock) wins
        ``award`` points: race points and threads as ``deal_value`` counts them."""
        points = [0, 0]
        if majority is not None:
            points[majority] += award
        team, count = self.matadors
        if team is not None:
            points[team] += count
        race = [self.race[0] + points[0], self.race[1] + points[1]]
        worth = [float(p) + self.thread * h for p, h in zip(points, self.hooks, strict=True)]
        game = game_winner(race, majority)
        if game is not None:
            worth[game] += self.thread * (2 if race[1 - game] == 0 else 1)
        mine = self.team
        return round(worth[mine] - worth[1 - mine])


def _hooks(events: list[dict[str, Any]]) -> tuple[int, int]:
    """The hooks the deal's Tout attempts so far give each team (§7)."""
    hooks = [0, 0]
    for event in events:
        hooks_for(event, hooks)
    return hooks[0], hooks[1]


def game_winner(race: list[int], majority: int | None) -> int | None:
    """The team that wins a game with these race points (rules §8; the game's own rule,
    ``ScharwenzelState._game_winner``): 24 or more, both over: more points, then the
    majority team."""
    p0, p1 = race
    if p0 < GAME_POINTS and p1 < GAME_POINTS:
        return None
    if p0 != p1:
        return 0 if p0 > p1 else 1
    return majority if majority is not None else 0


def open_deal(
    state: Any, seat: int, thread: float = 0.0
) -> tuple[ScharwenzelDeal, OpenDeal] | None:
    """The solver's view of ``state`` (every hand as it lies) for ``seat``, or None outside
    card play or while a Tout is attempted; ``thread``: race points a thread counts for."""
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
        (state.team_points[0], state.team_points[1]),
        state.matadors,
        thread,
        _hooks(state.tout_events),
    )
    deal = OpenDeal(
        tuple(mask_of(h, BIT) for h in state.hands),
        state.leader,
        tuple(BIT[c] for c in state.trick),
        (state.team_tricks[0], state.team_tricks[1]),
    )
    return game, deal


__all__ = ["BIT", "CARD", "ScharwenzelDeal", "game_winner", "open_deal"]
