"""Kaschlan's two-player endgame, solved exactly.

Why: once the stock is empty and only two players hold cards, every card is accounted for
(rules §3, §7): the other player's hand is the pack minus one's own hand, the waste and the
table. The rest of the game is then a finite game of perfect information whose only result
is who is left holding cards (the Kaschlan), so it can be solved instead of sampled. A
sampling search judges endgame moves by random-ish continuations and misses the one attack
that wins; the solver does not.

The game always ends: an attacker never refills once the stock is empty, so a run of takes
is bounded by his hand, and a successful defence sends at least two cards to the waste.
Values are from one player's point of view: +1 the other is the Kaschlan, 0 a draw (both go
out in the same bout), -1 he is the Kaschlan. Positions are bitmasks of ``ALL_CODES`` (as in
``engine.games.kaschlan``); a bout is the attacker's cards (one rank, at most the defender's
hand size, §5.1, §6), the defender's own additions of that rank (§5.4) and the defence, in
which the defender beats any subset of the table cards one card each and takes the rest
(§5.5; the order of single beats does not change where the cards end up). The ``coachman``
option is not modelled (the solver declines such positions).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.actions import Action
from engine.cards import INDEX
from engine.games.kaschlan import (
    ADD,
    ATTACK,
    BEATERS,
    BIT,
    DECODE,
    DEFEND,
    K_ADD,
    K_ATTACK,
    K_BEAT,
    K_DECLINE,
    K_TAKE,
    RANK_MASK_OF,
    SUIT_IX,
    VALUE_IX,
    bit_indices,
)

#: Solver calls allowed per root question (beyond the memo); past it the position is left to
#: the search. Measured: most endgames need a few hundred calls, rare big ones many more.
NODE_BUDGET = 60_000
#: Memoised values kept at most (cleared past it); a value depends only on the two hands.
_MEMO_LIMIT = 400_000


class TooBig(Exception):
    """The position needs more than the node budget."""


def _subsets(group: int, largest: int) -> list[int]:
    """Non-empty subsets of ``group`` with at most ``largest`` cards, smallest first."""
    cards = bit_indices(group)
    out = []
    for pick in range(1, 1 << len(cards)):
        mask = 0
        for i, c in enumerate(cards):
            if pick >> i & 1:
                mask |= BIT[c]
        if mask.bit_count() <= largest:
            out.append(mask)
    out.sort(key=int.bit_count)
    return out


class Solver:
    """Exact values of two-player Kaschlan endgames for one trump suit."""

    def __init__(self, trump: str, budget: int = NODE_BUDGET) -> None:
        """``budget``: solver calls per question (``TooBig`` past it); the memo lives as long
        as the solver (one root question: see :func:`action_values`)."""
        self.trump = trump
        self.beaters = BEATERS[trump]
        self.budget = budget
        self.nodes = 0
        self.memo: dict[tuple[int, int], int] = {}
        # Cheap cards first: shedding low cards is usually best, which makes cut-offs early.
        self.order = [v + (20 if SUIT_IX[c] == trump else 0) for c, v in enumerate(VALUE_IX)]

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise TooBig

    def bout(self, a: int, d: int) -> int:
        """Value for the attacker ``a`` (to open a bout) against the defender ``d``."""
        key = (a, d)
        known = self.memo.get(key)
        if known is not None:
            return known
        self._tick()
        best = -1
        limit = min(4, d.bit_count())
        groups = []
        rest = a
        while rest:
            group = a & RANK_MASK_OF[(rest & -rest).bit_length() - 1]
            rest ^= group
            groups.append(group)
        groups.sort(key=lambda g: self.order[(g & -g).bit_length() - 1])
        for group in groups:
            rank = RANK_MASK_OF[(group & -group).bit_length() - 1]
            for x in _subsets(group, limit):
                v = -self.after_attack(a ^ x, d, x, rank)
                if v > best:
                    best = v
                    if best == 1:
                        break
            if best == 1:
                break
        if len(self.memo) > _MEMO_LIMIT:
            self.memo.clear()
        self.memo[key] = best
        return best

    def after_attack(self, a: int, d: int, table: int, rank: int) -> int:
        """Value for the defender ``d`` to add cards of ``rank`` or not, then defend."""
        best = self.defence(a, d, table)
        if best == 1:
            return 1
        group = d & rank
        if group:
            for y in _subsets(group, 4):
                v = self.defence(a, d ^ y, table | y)
                if v > best:
                    best = v
                    if best == 1:
                        break
        return best

    def defence(self, a: int, d: int, table: int) -> int:
        """Value for the defender ``d`` facing the unbeaten ``table`` (beat some, take rest)."""
        self._tick()
        best = -2
        for hand, took in self.outcomes(d, table):
            v = self.end_bout(a, hand, took)
            if v > best:
                best = v
                if best == 1:
                    break
        return best

    def outcomes(self, d: int, table: int) -> list[tuple[int, bool]]:
        """Every distinct (defender's hand after the bout, took) the defence can reach,
        beating everything first."""
        beaters = self.beaters
        cards = bit_indices(table)
        found: dict[int, bool] = {}

        def walk(i: int, hand: int, left: int) -> None:
            if i == len(cards):
                if left:
                    found.setdefault(hand | left, True)
                else:
                    found[hand] = False
                return
            y = cards[i]
            m = hand & beaters[y]
            while m:
                low = m & -m
                walk(i + 1, hand ^ low, left)
                m ^= low
            walk(i + 1, hand, left | BIT[y])

        walk(0, d, 0)
        done = [(h, t) for h, t in found.items() if not t]
        return done + [(h, t) for h, t in found.items() if t]

    def end_bout(self, a: int, d: int, took: bool) -> int:
        """Value for the defender once the bout is over (§5.6, §7 with two players)."""
        if took:
            return -1 if not a else -self.bout(a, d)
        if not a:
            return 0 if not d else -1
        if not d:
            return 1
        return self.bout(d, a)


def hands_in_view(state: Any, seat: int) -> tuple[int, int] | None:
    """(seat's hand, the other player's hand) when ``seat`` is one of exactly two players
    left in a two-player endgame, read from what the seat sees; else None.

    The other hand is the pack minus the seat's hand, the waste and the table: with the stock
    empty and everybody else out (their hands empty), that is every card he can hold.
    """
    if state.stock or state.coachman or state.phase not in (ATTACK, ADD, DEFEND):
        return None
    a, d = state.attacker, state.defender
    if seat not in (a, d):
        return None
    for s in range(state.players):
        if s not in (a, d) and not state.out[s]:
            return None
    pack = 0
    for code in state.pack:
        pack |= BIT[INDEX[code]]
    seen = state.hands[seat] | state.waste
    for _s, y, by in state.table:
        seen |= BIT[y]
        if by >= 0:
            seen |= BIT[by]
    return state.hands[seat], pack & ~seen


def action_values(state: Any, legal: Sequence[Action], seat: int) -> dict[str, int] | None:
    """Exact value of each legal action for ``seat`` (+1 win, 0 draw, -1 the Kaschlan), or
    None where the position is no two-player endgame or too big to solve in the budget."""
    view = hands_in_view(state, seat)
    if view is None:
        return None
    # A fresh solver: whether the budget suffices must depend on the position alone, not on
    # what earlier questions left in a memo (a bot decides the same in the same position).
    return _values(state, legal, view[0], view[1], Solver(state.trump))


def _values(
    state: Any, legal: Sequence[Action], mine: int, other: int, solver: Solver
) -> dict[str, int] | None:
    """The values of ``legal`` for the player to act holding ``mine`` against ``other``."""
    solver.nodes = 0
    unbeaten = 0
    for _s, y, by in state.table:
        if by < 0:
            unbeaten |= BIT[y]
    values: dict[str, int] = {}
    try:
        for action in legal:
            kind, mask, cards, _rank = DECODE[action.text]
            if state.phase == ATTACK:  # seat attacks the other
                if kind != K_ATTACK:
                    return None
                rank = RANK_MASK_OF[cards[0]]
                values[action.text] = -solver.after_attack(mine ^ mask, other, mask, rank)
            elif kind == K_DECLINE:  # the defender adds nothing (ADD phase)
                values[action.text] = solver.defence(other, mine, unbeaten)
            elif kind == K_ADD:
                values[action.text] = solver.defence(other, mine ^ mask, unbeaten | mask)
            elif kind == K_TAKE:
                values[action.text] = solver.end_bout(other, mine | unbeaten, True)
            elif kind == K_BEAT:
                y, x = cards
                hand, left = mine ^ BIT[x], unbeaten ^ BIT[y]
                if left:
                    values[action.text] = solver.defence(other, hand, left)
                else:
                    values[action.text] = solver.end_bout(other, hand, False)
            else:
                return None
    except TooBig:
        return None
    return values


def best_actions(state: Any, legal: Sequence[Action], seat: int) -> list[Action] | None:
    """The legal actions with the best exact value, or None (no endgame, too big, or every
    action is worth the same, so the search should choose among them)."""
    values = action_values(state, legal, seat)
    if not values:
        return None
    top = max(values.values())
    kept = [a for a in legal if values[a.text] == top]
    return None if len(kept) == len(legal) else kept


def is_endgame(state: Any) -> bool:
    """Whether the state's player to act is in a two-player endgame (see module doc)."""
    seat = state.current_player
    return seat is not None and hands_in_view(state, seat) is not None


__all__ = [
    "Solver",
    "TooBig",
    "action_values",
    "best_actions",
    "hands_in_view",
    "is_endgame",
]
