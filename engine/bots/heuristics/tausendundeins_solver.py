"""Exact play of a two-hand 1001 deal whose cards are all known: alpha-beta on bitmasks.

Why: once the stock is used up (the strict phase, rules §5), the two hands of a two-hand deal
hold every card not yet played, so the seat knows the other hand exactly (24 cards: its own
eight, the other eight, the eight played). The rest of the deal is a perfect-information game,
and a small alpha-beta search plays it perfectly where the ISMCTS playouts only estimate it.
Before that (the last tricks of the free phase) the same solver scores a *determinization*
(a guessed other hand and stock order): averaging over several samples is Perfect Information
Monte Carlo (PIMC), which the bot uses only when few cards remain.

The value solved for is the deal score of one seat minus the other's (card points plus
marriages, §4, §6), with the no-trick rule: a seat's marriage points count only once it wins
a trick, so marriages declared without a trick are held as "pending" and credited on its
first trick. There is no last-trick bonus (§6). The match total does not enter: callers use
the solver only where neither seat can reach the goal in this deal.

Cards are the game's bitmasks (``engine.games.tausendundeins.BIT``: suit k owns bits
8k..8k+7, the ace lowest), so "the higher cards of a suit" is a mask below the card's bit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.games.tausendundeins import (
    BIT,
    ORDER_VALUES,
    PARTNER,
    POINTS,
    SUIT,
    SUIT_ORDER,
)

#: Per card bit: its points, its suit index (0..3), its code.
_PTS: dict[int, int] = {BIT[c]: POINTS[c] for c in BIT}
_SUIT: dict[int, int] = {BIT[c]: SUIT_ORDER.index(SUIT[c]) for c in BIT}
_CODE: dict[int, str] = {b: c for c, b in BIT.items()}
#: Per card bit of a king or queen: the bit of the other half of its marriage.
_PARTNER: dict[int, int] = {BIT[c]: BIT[p] for c, p in PARTNER.items()}
_SMASK: tuple[int, ...] = tuple(0xFF << (8 * k) for k in range(4))
#: Search windows never leave this range (a deal holds at most 120 + 280 + 280 points).
INF = 10_000


class Solver:
    """Alpha-beta with a transposition table; one instance per position family.

    ``values``: marriage value per suit index, or None for ``order`` scoring. ``nodes``
    counts the tricks searched (for measurements). The table is keyed by everything the rest
    of the deal depends on, so one solver may be reused for the moves of one position.
    """

    def __init__(self, values: Sequence[int] | None, stock: tuple[int, ...] = ()) -> None:
        self.values = None if values is None else tuple(values)
        self.stock = stock
        #: Per position: (lower bound, upper bound, the lead that was best or cut off).
        self.table: dict[tuple[Any, ...], tuple[int, int, int]] = {}
        self._lead_lists: dict[tuple[int, int, int], tuple[tuple[int, int, int, int], ...]] = {}
        self._reply_lists: dict[tuple[int, int, int], tuple[tuple[int, int, bool], ...]] = {}
        self.nodes = 0

    def _marriage_value(self, suit: int, count: int) -> int:
        if self.values is None:
            return ORDER_VALUES[count] if count < len(ORDER_VALUES) else 0
        return self.values[suit]

    # The leader's value of the rest of the deal: its future points minus the other's.
    def lead_value(
        self,
        h_l: int,
        h_f: int,
        spos: int,
        trump: int,
        count: int,
        won_l: bool,
        won_f: bool,
        pend_l: int,
        pend_f: int,
        alpha: int,
        beta: int,
    ) -> int:
        if not h_l:
            return 0
        key = (h_l, h_f, spos, trump, count, won_l, won_f, pend_l, pend_f)
        table = self.table
        bounds = table.get(key)
        first = 0
        if bounds is not None:
            lo, hi, first = bounds
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = -INF, INF
        self.nodes += 1
        a0 = alpha
        best = -INF
        best_card = 0
        leads = self._lead_lists.get((h_l, trump, count))
        if leads is None:
            leads = self._leads(h_l, trump, count)
        if first:  # the lead that was best here before (an earlier, narrower window) first
            leads = tuple(t for t in leads if t[0] == first) + tuple(
                t for t in leads if t[0] != first
            )
        for card, new_trump, gain, new_count in leads:
            if won_l:
                g, p = gain, pend_l
            else:
                g, p = 0, pend_l + gain
            v = self.follow_value(
                h_l ^ card, h_f, card, spos, new_trump, new_count, won_l, won_f, p, pend_f,
                max(alpha, best) - g, beta - g,
            ) + g  # fmt: skip
            if v > best:
                best = v
                best_card = card
                if best >= beta:
                    break
        if best <= a0:
            hi = best
        elif best >= beta:
            lo = best
        else:
            lo = hi = best
        table[key] = (lo, hi, best_card)
        return best

    def _leads(self, hand: int, trump: int, count: int) -> tuple[tuple[int, int, int, int], ...]:
        """(card bit, trump after it, marriage points, marriages after) per lead, the
        likeliest good ones first: marriages (dearest first), then high cards (memoised)."""
        out: list[tuple[int, int, int, int]] = []
        marriages: list[tuple[int, int, int, int]] = []
        m = hand
        partner = _PARTNER
        while m:
            b = m & -m
            m ^= b
            out.append((b, trump, 0, count))
            p = partner.get(b)
            if p is not None and hand & p:
                s = _SUIT[b]
                marriages.append((b, s, self._marriage_value(s, count), count + 1))
        marriages.sort(key=lambda t: -t[2])
        # Within a suit the bits run ace first, so ``out`` is already high-to-low per suit.
        out.sort(key=lambda t: (-_PTS[t[0]], t[0]))
        found = tuple(marriages + out)
        self._lead_lists[(hand, trump, count)] = found
        return found

    def follow_value(
        self,
        h_l: int,
        h_f: int,
        card: int,
        spos: int,
        trump: int,
        count: int,
        won_l: bool,
        won_f: bool,
        pend_l: int,
        pend_f: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The leader's value once he has led ``card`` (already out of ``h_l``): the
        follower picks the reply that is worst for the leader."""
        stock = self.stock
        free = spos < len(stock)
        ls = _SUIT[card]
        allowed = h_f
        if not free:
            same = h_f & _SMASK[ls]
            if same:
                higher = same & (card - 1)
                allowed = higher if higher else same
            elif trump >= 0 and h_f & _SMASK[trump]:
                allowed = h_f & _SMASK[trump]
        replies = self._reply_lists.get((allowed, card, trump))
        if replies is None:
            replies = self._replies(allowed, card, trump)
        lead_pts = _PTS[card]
        worst = INF
        for pts, b, wins in replies:
            points = lead_pts + pts
            nf = h_f ^ b
            nl = h_l
            nspos = spos
            if free:
                top, second = stock[spos], stock[spos + 1]
                nspos = spos + 2
                if wins:
                    nf |= top
                    nl |= second
                else:
                    nl |= top
                    nf |= second
            if wins:
                # The follower takes the trick (and his pending marriages count from now).
                g = points + (pend_f if not won_f else 0)
                lo = -g - min(beta, worst)
                hi = -g - alpha
                v = -g - self.lead_value(
                    nf, nl, nspos, trump, count, True, won_l, 0, pend_l if not won_l else 0,
                    lo, hi,
                )  # fmt: skip
            else:
                g = points + (pend_l if not won_l else 0)
                v = g + self.lead_value(
                    nl, nf, nspos, trump, count, True, won_f, 0, pend_f if not won_f else 0,
                    alpha - g, min(beta, worst) - g,
                )  # fmt: skip
            if v < worst:
                worst = v
                if worst <= alpha:
                    break
        return worst

    def _replies(self, allowed: int, card: int, trump: int) -> tuple[tuple[int, int, bool], ...]:
        """(points, card bit, takes the trick) per allowed reply to ``card``: the cards that
        take it first, cheapest first, then the cheapest losing cards (memoised)."""
        ls = _SUIT[card]
        ranked = []
        m = allowed
        while m:
            b = m & -m
            m ^= b
            s = _SUIT[b]
            wins = (s == ls and b < card) or (s == trump and ls != trump)
            ranked.append((0 if wins else 1, _PTS[b], b, wins))
        ranked.sort()
        found = tuple((pts, b, wins) for _order, pts, b, wins in ranked)
        self._reply_lists[(allowed, card, trump)] = found
        return found


def marriage_values(state: Any) -> tuple[int, ...] | None:
    """Per suit index the marriage value of ``state`` (None with ``order`` scoring)."""
    if state.by_order:
        return None
    return tuple(state.suit_values[s] for s in SUIT_ORDER)


def applicable(state: Any) -> bool:
    """Whether the solver can play ``state``: a two-hand deal in card play, and no seat able
    to reach the match goal in this deal (the solver knows deal scores, not the match)."""
    if getattr(state, "three", True) or state.deal_over or state.current_player is None:
        return False
    if state.phase != 2:  # PH_PLAY
        return False
    rest = sum(POINTS[c] for c in state.pack) - sum(state.points)
    most = rest + 280
    totals = state.sheet.totals
    return all(totals[s] + state.points[s] + most < state.goal for s in range(2))


def move_values(state: Any, seat: int) -> dict[str, int]:
    """Per legal move of ``seat`` (to act in ``state``, whose hidden cards are taken as they
    lie: a real perfect-information position or a determinization) the final deal score of
    ``seat`` minus the other's, both playing perfectly from then on."""
    other = 1 - seat
    marriages = state.marriages
    won = (state.tricks_won[0] > 0, state.tricks_won[1] > 0)
    counted = [0, 0]
    pending = [0, 0]
    for s, _suit, value, _card in marriages:
        if won[s]:
            counted[s] += value
        else:
            pending[s] += value
    base = state.points[seat] + counted[seat] - state.points[other] - counted[other]
    stock = tuple(BIT[c] for c in state.stock[state.stock_pos :])
    solver = Solver(marriage_values(state), stock)
    trump = -1 if state.trump is None else SUIT_ORDER.index(state.trump)
    count = len(marriages)
    h_me, h_ot = state.masks[seat], state.masks[other]
    out: dict[str, int] = {}
    if state.trick:  # the seat follows: its reply decides the trick
        card = BIT[state.trick[0]]
        for action in state.legal_actions():
            b = BIT[action.words[1]]
            v = _follow_one(solver, h_ot, h_me, card, b, trump, count, won, pending, seat, other)
            out[action.text] = base + v
        return out
    for action in state.legal_actions():
        code = action.words[1]
        b = BIT[code]
        new_trump, new_count, gain = trump, count, 0
        if action.verb == "marry":
            new_trump = SUIT_ORDER.index(SUIT[code])
            gain = solver._marriage_value(new_trump, count)
            new_count = count + 1
        if won[seat]:
            g, p = gain, pending[seat]
        else:
            g, p = 0, pending[seat] + gain
        v = g + solver.follow_value(
            h_me ^ b, h_ot, b, 0, new_trump, new_count, won[seat], won[other], p,
            pending[other], -INF, INF,
        )  # fmt: skip
        out[action.text] = base + v
    return out


def _follow_one(
    solver: Solver,
    h_lead: int,
    h_me: int,
    card: int,
    reply: int,
    trump: int,
    count: int,
    won: tuple[bool, bool],
    pending: list[int],
    me: int,
    leader: int,
) -> int:
    """The follower's (``me``) value of the rest of the deal after replying ``reply`` to
    ``card``: this trick's points and the perfectly played rest."""
    stock = solver.stock
    ls, s = _SUIT[card], _SUIT[reply]
    wins = (s == ls and reply < card) or (s == trump and ls != trump)
    points = _PTS[card] + _PTS[reply]
    nm, nl = h_me ^ reply, h_lead
    spos = 0
    if stock:
        spos = 2
        if wins:
            nm |= stock[0]
            nl |= stock[1]
        else:
            nl |= stock[0]
            nm |= stock[1]
    pm = pending[me] if not won[me] else 0
    pl = pending[leader] if not won[leader] else 0
    if wins:
        g = points + pm
        return g + solver.lead_value(
            nm, nl, spos, trump, count, True, won[leader], 0, pl, -INF, INF
        )
    g = points + pl
    return -g - solver.lead_value(nl, nm, spos, trump, count, True, won[me], 0, pm, -INF, INF)


__all__ = ["Solver", "applicable", "move_values"]
