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
    PH_PLAY,
    POINTS,
    SUIT,
    SUIT_ORDER,
)

#: Per card bit: its points and its suit index (0..3).
_PTS: dict[int, int] = {BIT[c]: POINTS[c] for c in BIT}
_SUIT: dict[int, int] = {BIT[c]: SUIT_ORDER.index(SUIT[c]) for c in BIT}
#: Per card bit of a king or queen: the bit of the other half of its marriage.
_PARTNER: dict[int, int] = {BIT[c]: BIT[p] for c, p in PARTNER.items()}
_SMASK: tuple[int, ...] = tuple(0xFF << (8 * k) for k in range(4))
#: Beyond any value: a deal holds 120 card points and at most 280 for marriages.
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

    def marriage_value(self, suit: int, count: int) -> int:
        """What declaring ``suit`` is worth when ``count`` marriages were declared before."""
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
        follow = self.follow_value
        for card, new_trump, gain, new_count in leads:
            if won_l:
                v = follow(
                    h_l ^ card, h_f, card, spos, new_trump, new_count, won_l, won_f, pend_l,
                    pend_f, alpha - gain, beta - gain,
                ) + gain  # fmt: skip
            else:
                v = follow(
                    h_l ^ card, h_f, card, spos, new_trump, new_count, won_l, won_f,
                    pend_l + gain, pend_f, alpha, beta,
                )  # fmt: skip
            if v > best:
                best = v
                best_card = card
                if v >= beta:
                    break
                if v > alpha:
                    alpha = v
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
                marriages.append((b, s, self.marriage_value(s, count), count + 1))
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
        allowed = h_f
        if not free:
            same = h_f & _SMASK[_SUIT[card]]
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
        lead = self.lead_value
        # Pending marriage points a seat makes good when it wins its first trick.
        owed_f = 0 if won_f else pend_f
        owed_l = 0 if won_l else pend_l
        if free:
            top, second = stock[spos], stock[spos + 1]
            nspos = spos + 2
        else:
            top = second = 0
            nspos = spos
        for pts, b, wins in replies:
            if wins:
                # The follower takes the trick (and his pending marriages count from now).
                g = lead_pts + pts + owed_f
                v = -g - lead(
                    (h_f ^ b) | top, h_l | second, nspos, trump, count, True, won_l, 0, owed_l,
                    -g - beta, -g - alpha,
                )  # fmt: skip
            else:
                g = lead_pts + pts + owed_l
                v = g + lead(
                    h_l | top, (h_f ^ b) | second, nspos, trump, count, True, won_f, 0, owed_f,
                    alpha - g, beta - g,
                )  # fmt: skip
            if v < worst:
                worst = v
                if v <= alpha:
                    break
                if v < beta:
                    beta = v
        return worst

    # A best line, for the points each side makes along it (the hint's mean deal score):
    # knowing a position's exact value, each step takes the first move whose value, searched
    # in the window around it (cheap: the table holds most of it), is that value.
    def lead_line(
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
        value: int,
    ) -> tuple[int, int]:
        """(leader's, follower's) points from here on along a best line; ``value`` is the
        position's exact value for the leader."""
        if not h_l:
            return 0, 0
        leads = self._lead_lists.get((h_l, trump, count)) or self._leads(h_l, trump, count)
        for card, new_trump, gain, new_count in leads:
            g, p = (gain, pend_l) if won_l else (0, pend_l + gain)
            rest = h_l ^ card
            v = g + self.follow_value(
                rest, h_f, card, spos, new_trump, new_count, won_l, won_f, p, pend_f,
                value - 1 - g, value + 1 - g,
            )  # fmt: skip
            if v == value:
                mine, theirs = self.follow_line(
                    rest, h_f, card, spos, new_trump, new_count, won_l, won_f, p, pend_f, v - g
                )
                return g + mine, theirs
        raise AssertionError("no lead reaches the position's value")

    def follow_line(
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
        value: int,
    ) -> tuple[int, int]:
        """(leader's, follower's) points from the lead of ``card`` on along a best line;
        ``value``: the exact value for the leader."""
        for reply in self.replies(h_f, card, spos, trump):
            v, line = self.reply_line(
                h_l, h_f, card, reply, spos, trump, count, won_l, won_f, pend_l, pend_f, value
            )
            if v == value:
                return line
        raise AssertionError("no reply reaches the position's value")

    def replies(self, h_f: int, card: int, spos: int, trump: int) -> list[int]:
        """The follower's allowed replies to ``card`` (free phase: any card; strict phase:
        follow and head, else trump, rules §5)."""
        allowed = h_f
        if spos >= len(self.stock):
            same = h_f & _SMASK[_SUIT[card]]
            if same:
                higher = same & (card - 1)
                allowed = higher if higher else same
            elif trump >= 0 and h_f & _SMASK[trump]:
                allowed = h_f & _SMASK[trump]
        return [b for _pts, b, _wins in self._replies(allowed, card, trump)]

    def reply_line(
        self,
        h_l: int,
        h_f: int,
        card: int,
        reply: int,
        spos: int,
        trump: int,
        count: int,
        won_l: bool,
        won_f: bool,
        pend_l: int,
        pend_f: int,
        value: int | None,
    ) -> tuple[int, tuple[int, int]]:
        """The leader's exact value of the follower's ``reply`` to ``card`` and, if it equals
        ``value`` (None: always), the (leader's, follower's) points along a best line."""
        stock = self.stock
        ls, s = _SUIT[card], _SUIT[reply]
        wins = (s == ls and reply < card) or (s == trump and ls != trump)
        points = _PTS[card] + _PTS[reply]
        nf, nl, nspos = h_f ^ reply, h_l, spos
        if spos < len(stock):
            top, second = stock[spos], stock[spos + 1]
            nspos = spos + 2
            if wins:
                nf, nl = nf | top, nl | second
            else:
                nl, nf = nl | top, nf | second
        pl = 0 if won_l else pend_l
        pf = 0 if won_f else pend_f
        lo, hi = (-INF, INF) if value is None else (value - 1, value + 1)
        if wins:
            g = points + pf
            rest = self.lead_value(
                nf, nl, nspos, trump, count, True, won_l, 0, pl, -g - hi, -g - lo
            )
            v = -g - rest
            if value is not None and v != value:
                return v, (0, 0)
            f_pts, l_pts = self.lead_line(nf, nl, nspos, trump, count, True, won_l, 0, pl, rest)
            return v, (l_pts, g + f_pts)
        g = points + pl
        rest = self.lead_value(nl, nf, nspos, trump, count, True, won_f, 0, pf, lo - g, hi - g)
        v = g + rest
        if value is not None and v != value:
            return v, (0, 0)
        l_pts, f_pts = self.lead_line(nl, nf, nspos, trump, count, True, won_f, 0, pf, rest)
        return v, (g + l_pts, f_pts)

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
    if state.phase != PH_PLAY:
        return False
    rest = sum(POINTS[c] for c in state.pack) - sum(state.points)
    most = rest + 280
    totals = state.sheet.totals
    return all(totals[s] + state.points[s] + most < state.goal for s in range(2))


def move_values(state: Any, seat: int) -> dict[str, int]:
    """Per legal move of ``seat`` (to act in ``state``, whose hidden cards are taken as they
    lie: a real perfect-information position or a determinization) the final deal score of
    ``seat`` minus the other's, both playing perfectly from then on."""
    return {text: margin for text, (margin, _mine, _theirs) in move_outcomes(state, seat).items()}


def move_outcomes(state: Any, seat: int) -> dict[str, tuple[int, int, int]]:
    """Per legal move of ``seat``: (final margin, ``seat``'s final deal score, the other's),
    both playing perfectly (the scores along one best line; the margin is exact)."""
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
    now = (state.points[seat] + counted[seat], state.points[other] + counted[other])
    stock = tuple(BIT[c] for c in state.stock[state.stock_pos :])
    solver = Solver(marriage_values(state), stock)
    trump = -1 if state.trump is None else SUIT_ORDER.index(state.trump)
    count = len(marriages)
    h_me, h_ot = state.masks[seat], state.masks[other]
    out: dict[str, tuple[int, int, int]] = {}
    for action in state.legal_actions():
        code = action.words[1]
        b = BIT[code]
        if state.trick:  # the seat follows: its reply decides the trick
            _v, (theirs, mine) = solver.reply_line(
                h_ot, h_me, BIT[state.trick[0]], b, 0, trump, count, won[other], won[seat],
                pending[other], pending[seat], None,
            )  # fmt: skip
        else:
            new_trump, new_count, gain = trump, count, 0
            if action.verb == "marry":
                new_trump = SUIT_ORDER.index(SUIT[code])
                gain = solver.marriage_value(new_trump, count)
                new_count = count + 1
            g, p = (gain, pending[seat]) if won[seat] else (0, pending[seat] + gain)
            v = solver.follow_value(
                h_me ^ b, h_ot, b, 0, new_trump, new_count, won[seat], won[other], p,
                pending[other], -INF, INF,
            )  # fmt: skip
            mine, theirs = solver.follow_line(
                h_me ^ b, h_ot, b, 0, new_trump, new_count, won[seat], won[other], p,
                pending[other], v,
            )  # fmt: skip
            mine += g
        final = (now[0] + mine, now[1] + theirs)
        out[action.text] = (final[0] - final[1], final[0], final[1])
    return out


__all__ = ["Solver", "applicable", "move_outcomes", "move_values"]
