"""1001 (Tausendundeins, Kiautschou): the two-player marriage game, with the three-player
modes three-hand 1001 (McLeod) and Russeln. Rules: ``docs/rules/tausendundeins.md``.

Action grammar
--------------
``play <card>``
    Lead or follow with a card, e.g. ``play 10H``.
``marry <card>``
    Lead the king or queen of a pair you hold and declare the marriage: that suit becomes
    trumps at once, from this trick on, e.g. ``marry QC``. Only the player on lead may marry.
``bid <n>`` (modes ``three_hand``, ``russeln``)
    Bid n points, a multiple of 10, higher than the bid before (at least 40 in three-hand,
    10 in Russeln; at most 400, the most a deal can give).
``pass`` (modes ``three_hand``, ``russeln``)
    Drop out of the auction.
``discard <card> <card>`` (mode ``three_hand``)
    The declarer, holding the talon, lays two cards away face down. The canonical text lists
    the two cards in hand order (clubs, spades, hearts, diamonds; A 10 K Q J 9 8 7), so each
    pair has one text; the cards may be typed in either order.

Options (§9, §11): ``marriage_scoring`` (``suit``/``order``), ``face_bottom_card``,
``pack`` (24/32), ``mode`` (``two_hand``/``three_hand``/``russeln``) and ``target`` (Russeln's
winning total). ``pack`` and ``face_bottom_card`` only concern the two-hand game and
``target`` only Russeln; in other modes they are recorded but have no effect.

Seats: seat ``s + 1`` is the left neighbour of ``s``; forehand sits left of the dealer and
receives the first packet. Two players: the deal alternates; three players: it passes left.
The first dealer is drawn from the seed; every deal is shuffled and cut (the non-dealer's cut
of §1, ``engine.dealing.deck_for_deal``). A test deck (``deck=``) is dealt uncut, top card
first: two hands 3, 2, 3 (32 cards: 3, 3) forehand first, the rest is the stock, top first;
three-hand 3 each, 2 to the talon, 3 each; Russeln 3, 2, 3.

Observation ``detail``
    ``mode``, ``trump``, ``marriages`` (``[{"seat", "suit", "points"}]`` in the order
    declared, points as credited when declared), ``card_points`` (taken so far, per seat),
    ``play_phase`` (``free``/``strict``, None outside the play), ``stock`` (cards left),
    ``bottom_card`` (the face-up bottom card with ``face_bottom_card``, else None) and
    ``bottom_card_in_stock``, ``last_trick_winner``, ``marriage_scoring``,
    ``marriage_values``, ``goal`` (1001, or Russeln's target). Three players add ``bids``
    (``[{"seat", "bid"}]``, bid None for a pass), ``high_bid``, ``high_bidder``, ``min_bid``,
    ``declarer``, ``bid`` and ``my_discards`` (the declarer's own two discards, None for the
    others). A lead that declared a marriage has ``"marriage": true`` in ``table``.

Deal result ``detail``
    ``card_points``, ``marriage_points`` (after the no-trick rule), ``marriages`` (with
    ``counted``), ``tricks``, ``scores``, ``totals``, ``match_over``, ``winner``; when the
    match ends ``shortfall`` per seat (points short of the goal) and, two hands, ``loser``
    and ``stake`` (§7). Three players add ``declarer``, ``bid``, ``made``, ``raw_totals``,
    ``rounded``, ``discard_points`` and ``thrown_in``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from engine.actions import Action, IllegalAction
from engine.auction import Auction
from engine.cards import RANK_OF, SUIT_OF, pack, parse_card
from engine.contract import ContractResult, DealResult, GameSpec, GameState, Observation
from engine.dealing import deal_packets, deck_for_deal, match_rng, packet_rounds
from engine.events import Effect, make_effect
from engine.games.tausendundeins_words import WORDS
from engine.options import Option
from engine.reasons import SuitWord
from engine.sampling import redeal
from engine.scoresheet import ScoreSheet
from engine.seats import side_of
from engine.tricks import CLOCKWISE, TrickRules, beats, complete_trick, legal_plays, trick_winner

GAME_ID = "tausendundeins"

# --- card tables ----------------------------------------------------------------------------

#: Display and canonical order of the suits: the German order clubs > spades > hearts > diamonds.
SUIT_ORDER = "CSHD"
_RANK_POWER = {"A": 8, "10": 7, "K": 6, "Q": 5, "J": 4, "9": 3, "8": 2, "7": 1}
_RANK_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}
_ALL = pack(32)

SUIT: dict[str, str] = {c: SUIT_OF[c] for c in _ALL}
POWER: dict[str, int] = {c: _RANK_POWER[RANK_OF[c]] for c in _ALL}
POINTS: dict[str, int] = {c: _RANK_POINTS.get(RANK_OF[c], 0) for c in _ALL}
#: Display order (suits C S H D, each A 10 K Q J 9 8 7): hands, legal lists, discard texts.
ORD: dict[str, int] = {c: 10 * SUIT_ORDER.index(SUIT[c]) + 8 - POWER[c] for c in _ALL}
_ord = ORD.__getitem__
#: The other half of a marriage: K <-> Q of the same suit.
PARTNER: dict[str, str] = {}
for _s in SUIT_ORDER:
    PARTNER["K" + _s], PARTNER["Q" + _s] = "Q" + _s, "K" + _s

PLAY: dict[str, Action] = {c: Action(f"play {c}") for c in _ALL}
MARRY: dict[str, Action] = {c: Action(f"marry {c}") for c in PARTNER}

# Hands are bitmasks: suit k of SUIT_ORDER owns bits 8k..8k+7, ace lowest, then 10 K Q J 9 8 7,
# so reading the bits upward gives the hand in display order. Per-suit tables turn the eight
# bits of one suit into the matching card codes or actions at the cost of a lookup.
BIT: dict[str, int] = {c: 1 << (8 * SUIT_ORDER.index(SUIT[c]) + 8 - POWER[c]) for c in _ALL}
CODE_AT: dict[int, str] = {b: c for c, b in BIT.items()}
SUIT_MASK: dict[str, int] = {s: 0xFF << (8 * k) for k, s in enumerate(SUIT_ORDER)}


def _suit_tables(make: Callable[[str, list[str]], T]) -> list[tuple[T, ...]]:
    """Per suit, the value of ``make`` for each of the 256 sets of that suit's cards."""
    tables = []
    for k, suit in enumerate(SUIT_ORDER):
        cards = [CODE_AT[1 << (8 * k + j)] for j in range(8)]
        tables.append(
            tuple(make(suit, [cards[j] for j in range(8) if bits >> j & 1]) for bits in range(256))
        )
    return tables


_CODES = _suit_tables(lambda suit, cards: tuple(cards))
_PLAYS = _suit_tables(lambda suit, cards: tuple(PLAY[c] for c in cards))
_LEADS = _suit_tables(
    lambda suit, cards: (
        tuple(PLAY[c] for c in cards)
        + (
            tuple(MARRY[c] for c in cards if c in PARTNER)
            if {"K" + suit, "Q" + suit} <= set(cards)
            else ()
        )
    )
)
_C0, _C1, _C2, _C3 = _CODES
_P0, _P1, _P2, _P3 = _PLAYS
_L0, _L1, _L2, _L3 = _LEADS


T = TypeVar("T")


def codes_of(mask: int) -> tuple[str, ...]:
    """The cards of a hand bitmask, in display order."""
    return _C0[mask & 255] + _C1[mask >> 8 & 255] + _C2[mask >> 16 & 255] + _C3[mask >> 24]


def mask_of(cards: Iterable[str]) -> int:
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


MAX_BID = 400
BID: dict[int, Action] = {n: Action(f"bid {n}") for n in range(10, MAX_BID + 1, 10)}
PASS = Action("pass")


def _discard_pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if ORD[a] < ORD[b] else (b, a)


DISCARD: dict[tuple[str, str], Action] = {}
for _i, _a in enumerate(_ALL):
    for _b in _ALL[_i + 1 :]:
        _p = _discard_pair(_a, _b)
        DISCARD[_p] = Action(f"discard {_p[0]} {_p[1]}")

# --- modes and options ------------------------------------------------------------------------

TWO_HAND, THREE_HAND, RUSSELN = "two_hand", "three_hand", "russeln"

#: Marriage values by suit: Hülsemann's (two-hand and three-hand) and Russeln's Préférence order.
SUIT_VALUES = {"C": 100, "S": 80, "H": 60, "D": 40}
RUSSELN_VALUES = {"H": 100, "D": 80, "S": 60, "C": 40}
#: ``order`` scoring: the 1st, 2nd, 3rd, 4th marriage of the deal.
ORDER_VALUES = (40, 60, 80, 100)
GOAL = 1001

OPTIONS: dict[str, Option] = {
    "marriage_scoring": Option(
        "suit",
        ("suit", "order"),
        "Marriage values: suit = clubs 100, spades 80, hearts 60, diamonds 40 (Russeln: "
        "hearts 100, diamonds 80, spades 60, clubs 40); order = 40, 60, 80, 100 for the "
        "1st to 4th marriage of the deal.",
    ),
    "face_bottom_card": Option(
        False, (False, True), "Two-hand game: the bottom card of the stock lies face up."
    ),
    "pack": Option(
        24,
        (24, 32),
        "Two-hand game: 24 cards (A 10 K Q J 9, 8 each) or 32 cards (adds 8 and 7; 6 each, "
        "stock 20).",
    ),
    "mode": Option(
        TWO_HAND,
        (TWO_HAND, THREE_HAND, RUSSELN),
        "two_hand: the classic game for 2; three_hand: McLeod's three-hand 1001 (20 cards, "
        "auction, talon); russeln: the Austrian three-player game (24 cards, auction).",
    ),
    "target": Option(1000, (500, 1000, 1500, 2000), "Russeln: the total that wins the match."),
}


def _players_for(options: dict[str, Any]) -> tuple[int, ...]:
    return (2,) if options["mode"] == TWO_HAND else (3,)


def _pack_for(players: int, options: dict[str, Any]) -> Sequence[str]:
    mode = options["mode"]
    if mode == THREE_HAND:
        return pack(20)
    if mode == RUSSELN:
        return pack(24)
    return pack(options["pack"])


def _cards_text(cards: Sequence[str]) -> str:
    return ", ".join(sorted(cards, key=_ord))


#: Memo of the strict-phase answer of ``legal_plays``, a pure function of the cards of the led
#: suit and of trumps in hand, the trick so far and the trump suit. Random play meets about
#: 16 000 different keys in 160 000 strict-phase decisions; the memo is emptied when full.
_OBLIGED: dict[tuple[Any, ...], tuple[Action, ...]] = {}
_OBLIGED_MAX = 1 << 16


def _obliged(
    key: tuple[Any, ...], bound: int, trick: list[str], trump: str | None
) -> tuple[Action, ...]:
    cards = legal_plays(
        codes_of(bound), trick, SUIT, POWER, trump, head=True, must_trump=True, overtrump=True
    )
    found = tuple(PLAY[c] for c in cards)
    if len(_OBLIGED) >= _OBLIGED_MAX:
        _OBLIGED.clear()
    _OBLIGED[key] = found
    return found


# --- the state ----------------------------------------------------------------------------------

PH_BID, PH_DISCARD, PH_PLAY, PH_OVER = range(4)
#: The one phase encoding (engine.vocabulary.PhaseCodes): numbers here, keys in observations.
PHASES = WORDS.phase_codes("bidding", "exchange", "play", "deal_over")


class TausendundeinsState(GameState):
    """A match of 1001 in any mode.

    Hands are bitmasks (``BIT``); ``log`` keeps every finished trick of the deal as
    ``(leader, cards, trump, winner)``, from which the won piles, the last trick and
    the voids a seat has shown are read when they are needed (never on the hot path).
    """

    # ---- set-up ------------------------------------------------------------------------------

    def _setup(self) -> None:
        opts = self.options
        self.mode: str = opts["mode"]
        self.three: bool = self.mode != TWO_HAND
        self.pack: tuple[str, ...] = tuple(_pack_for(self.players, opts))
        self.by_order: bool = opts["marriage_scoring"] == "order"
        self.suit_values = RUSSELN_VALUES if self.mode == RUSSELN else SUIT_VALUES
        self.face_bottom: bool = bool(opts["face_bottom_card"]) and not self.three
        self.min_bid = 40 if self.mode == THREE_HAND else 10
        # Two hands: 1001 or more (§7); three-hand: "exceeds 1000" (§10); Russeln: target.
        self.goal = int(opts["target"]) if self.mode == RUSSELN else GOAL
        self.sheet = ScoreSheet(self.players)
        self.first_dealer = match_rng(self.seed).randrange(self.players)
        self.result: DealResult | None = None
        self.winner: int | None = None

    def _start_deal(self) -> None:
        n = self.players
        self.dealer = dealer = (self.first_dealer + self.deal_no) % n
        self.forehand = fh = (dealer + 1) % n
        # deck_for_deal shuffles and has the pack cut (the non-dealer cuts, §1).
        deck, _rng = deck_for_deal(self.pack, self.seed, self.deal_no, self.initial_deck)
        order = [(fh + i) % n for i in range(n)]
        if self.mode == THREE_HAND:
            schedule = [*packet_rounds(order, [3]), ("talon", 2), *packet_rounds(order, [3])]
        elif self.mode == TWO_HAND and len(self.pack) == 32:
            schedule = packet_rounds(order, [3, 3])
        else:
            schedule = packet_rounds(order, [3, 2, 3])
        piles, rest = deal_packets(deck, schedule)
        self.masks: list[int] = [mask_of(piles[s]) for s in range(n)]
        self.talon: list[str] = list(piles.get("talon", ()))
        self.discards: list[str] = []
        self.stock: list[str] = rest  # top first; replaced, never changed in place
        self.stock_len = len(rest)
        self.stock_pos = 0
        self.trick: list[str] = []
        self.leader = fh
        self.trump: str | None = None
        self.marriages: list[tuple[int, str, int, str]] = []  # (seat, suit, points, card led)
        self.points = [0] * n
        self.tricks_won = [0] * n
        self.log: list[tuple[int, list[str], str | None, int]] = []
        self.declarer: int | None = None
        self.bid: int | None = None
        self.deal_over = False
        self.current_player = fh
        if self.three:
            self.auction: Auction | None = Auction(order)
            self.phase = PH_BID
        else:
            self.auction = None
            self.phase = PH_PLAY

    # ---- legal actions -----------------------------------------------------------------------

    def _compute_legal(self) -> Sequence[Action]:
        seat = self.current_player
        assert seat is not None
        if self.phase == PH_PLAY:
            m = self.masks[seat]
            trick = self.trick
            if not trick:  # the leader: any card, and "marry" for the K or Q of a pair
                return _L0[m & 255] + _L1[m >> 8 & 255] + _L2[m >> 16 & 255] + _L3[m >> 24]
            if self.three or self.stock_pos >= self.stock_len:
                # Strict phase (§5) and every trick of the three-player modes (§10, §11):
                # follow and head, else trump (overtrumping if possible), else any card.
                # Only cards of the led suit and trumps can be obliged, so legal_plays is
                # asked about those alone; if there are none, every card may be played.
                trump = self.trump
                bound = m & SUIT_MASK[SUIT[trick[0]]]
                if trump is not None:
                    bound |= m & SUIT_MASK[trump]
                if bound:
                    key = (bound, trump, *trick)
                    found = _OBLIGED.get(key)
                    if found is None:
                        found = _obliged(key, bound, trick, trump)
                    return found
            return _P0[m & 255] + _P1[m >> 8 & 255] + _P2[m >> 16 & 255] + _P3[m >> 24]
        if self.phase == PH_BID:
            high = self._bidding().high
            low = self.min_bid if high is None else max(self.min_bid, high + 10)
            return [PASS, *(BID[b] for b in range(low, MAX_BID + 1, 10))]
        if self.phase == PH_DISCARD:
            hand = codes_of(self.masks[seat])
            return [DISCARD[(a, b)] for i, a in enumerate(hand) for b in hand[i + 1 :]]
        return []

    # ---- applying ---------------------------------------------------------------------------

    def _do(self, action: Action) -> None:
        words = action.words
        verb = words[0]
        seat = self.current_player
        assert seat is not None
        if verb == "play" or verb == "marry":
            self._play(seat, words[1], verb == "marry")
        elif verb == "bid":
            self._bidding().bid(seat, int(words[1]))
            self._after_call()
        elif verb == "pass":
            self._bidding().pass_(seat)
            self._after_call()
        else:  # discard
            self.masks[seat] ^= BIT[words[1]] | BIT[words[2]]
            self.discards = [words[1], words[2]]
            self._conceal("discard ?? ??")
            self.phase = PH_PLAY
            self.leader = seat

    def _bidding(self) -> Auction:
        """The auction of a three-player deal (two hands have none)."""
        auction = self.auction
        assert auction is not None
        return auction

    def _after_call(self) -> None:
        auction = self._bidding()
        if not auction.done:
            self.current_player = auction.turn
            return
        winner = auction.winner
        if winner is None:  # all three passed: the hand is thrown in (§10, §11)
            self._emit("contract", None, None)
            self._throw_in()
            return
        self.declarer = winner
        self.bid = auction.high
        self.leader = winner
        self.current_player = winner
        self._emit("contract", winner, f"bid {auction.high}")
        if self.mode == THREE_HAND:
            self._emit("draw", winner, tuple(self.talon), ())
            self.masks[winner] |= mask_of(self.talon)
            self.talon = []
            self.phase = PH_DISCARD
        else:
            self.phase = PH_PLAY

    def _play(self, seat: int, card: str, marry: bool) -> None:
        self.masks[seat] ^= BIT[card]
        trick = self.trick
        if marry:
            suit = SUIT[card]
            self.trump = suit  # at once, for the trick being led (§4)
            count = len(self.marriages)
            value = ORDER_VALUES[count] if self.by_order else self.suit_values[suit]
            self.marriages.append((seat, suit, value, card))
            self._emit("marriage", seat, suit, value)
            self._emit("trump", seat, suit)
        trick.append(card)
        n = self.players
        if len(trick) < n:
            self.current_player = seat + 1 if seat + 1 < n else 0
            return
        # The trick is complete.
        leader = self.leader
        trump = self.trump
        pos = self.stock_pos
        points = 0
        for c in trick:
            points += POINTS[c]
        # The finished trick's list goes to the log and the record as it is, never changed.
        winner = complete_trick(self, CLOCKWISE[n][leader], trick, SUIT, POWER, trump, points)
        self.log.append((leader, trick, trump, winner))
        self.trick = []
        self.points[winner] += points
        self.tricks_won[winner] += 1
        masks = self.masks
        if pos < self.stock_len:
            # Free phase: the winner draws the top card of the stock, then the loser.
            stock = self.stock
            masks[winner] |= BIT[stock[pos]]
            masks[1 - winner] |= BIT[stock[pos + 1]]
            self.stock_pos = pos + 2
            if self.recording:  # both draws in one note, read by _effects_of
                self._fx.append((len(self.history) - 1, "draws", (winner, pos, stock)))
        if masks[winner]:
            self.leader = self.current_player = winner
        else:
            self._end_deal()

    def _effects_of(self, kind: str, values: tuple[Any, ...]) -> list[Effect]:
        """The free phase's two draws are noted at once (every trick): the winner draws the
        top card, the loser the next; the face-up bottom card is seen by all."""
        if kind != "draws":
            return super()._effects_of(kind, values)
        winner, pos, stock = values  # the deal's stock: replaced, never changed in place
        first, second = stock[pos], stock[pos + 1]
        bottom = len(stock) - 1 if self.face_bottom else -1
        return [
            make_effect("draw", (winner, (first,), (first,) if pos == bottom else ())),
            make_effect("draw", (1 - winner, (second,), (second,) if pos + 1 == bottom else ())),
        ]

    # ---- end of a deal ----------------------------------------------------------------------

    def _marriage_points(self) -> list[int]:
        """Marriage points per seat; none for a seat that won no trick (§4 no-trick rule)."""
        out = [0] * self.players
        for seat, _suit, value, _card in self.marriages:
            if self.tricks_won[seat]:
                out[seat] += value
        return out

    def _finish(self, scores: list[int], detail: dict[str, Any]) -> None:
        self.sheet.add(scores)
        totals = self.sheet.totals
        self.phase = PH_OVER
        self.current_player = None
        self.deal_over = True
        winner = self._match_winner(totals)
        detail["scores"] = list(scores)
        detail["totals"] = list(totals)
        detail["match_over"] = winner is not None
        detail["winner"] = winner
        if winner is not None:
            self.is_over = True
            self.winner = winner
            goal = self.goal
            shortfall = [0 if s == winner else max(0, goal - totals[s]) for s in range(len(totals))]
            detail["shortfall"] = shortfall
            if not self.three:
                # §7: the loser pays one unit per point he is short of 1001.
                loser = 1 - winner
                detail["loser"] = loser
                detail["stake"] = shortfall[loser]
        self.result = DealResult(tuple(scores), detail)

    def _match_winner(self, totals: Sequence[float]) -> int | None:
        """§7, §10, §11: who has won the match after this deal, if anyone.

        The highest total among those at the goal wins; equal highest totals: the declarer of
        the deal if he is one of them (three players), otherwise another deal is played."""
        reached = [s for s in range(self.players) if totals[s] >= self.goal]
        if not reached:
            return None
        best = max(totals[s] for s in reached)
        top = [s for s in reached if totals[s] == best]
        if len(top) == 1:
            return top[0]
        if self.three and self.declarer in top:
            return self.declarer
        return None

    def _base_detail(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "dealer": self.dealer,
            "forehand": self.forehand,
            "card_points": list(self.points),
            "tricks": list(self.tricks_won),
        }

    def _end_deal(self) -> None:
        marriage_points = self._marriage_points()
        detail = self._base_detail()
        detail["marriage_points"] = marriage_points
        detail["marriages"] = [
            {"seat": s, "suit": suit, "points": v, "counted": bool(self.tricks_won[s])}
            for s, suit, v, _c in self.marriages
        ]
        raw = [p + m for p, m in zip(self.points, marriage_points, strict=True)]
        if not self.three:
            self._finish(raw, detail)  # §6: card points + marriages, no last-trick bonus
            return
        if self.mode == THREE_HAND:
            rounded = [(x + 5) // 10 * 10 for x in raw]  # nearest 10, a 5 rounds up
        else:
            rounded = [(x + 9) // 10 * 10 for x in raw]  # Russeln: up to the next 10
        scores = list(rounded)
        decl, bid = self.declarer, self.bid
        assert decl is not None and bid is not None  # three players: the auction made them
        made = rounded[decl] >= bid
        if not made:
            scores[decl] = -bid
        detail.update(
            {
                "declarer": decl,
                "bid": self.bid,
                "made": made,
                "raw_totals": raw,
                "rounded": rounded,
                "discard_points": sum(POINTS[c] for c in self.discards),
                "thrown_in": False,
            }
        )
        self._finish(scores, detail)

    def _throw_in(self) -> None:
        detail = self._base_detail()
        detail.update(
            {
                "marriage_points": [0] * self.players,
                "marriages": [],
                "declarer": None,
                "bid": None,
                "thrown_in": True,
            }
        )
        self._finish([0] * self.players, detail)

    # ---- action text and reasons ----------------------------------------------------------

    def parse_action(self, text: Any) -> Action:
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("Cannot read {text!r} as an action.", text=text)
        words = text.split()
        verb = words[0].lower()
        args = words[1:]
        if verb in ("play", "marry"):
            if len(args) != 1:
                raise IllegalAction(
                    "Write '{verb}' followed by one card, e.g. '{verb} QC'.", verb=verb
                )
            return Action.read(f"{verb} {self._card(args[0])}")
        if verb == "bid":
            if len(args) != 1 or not args[0].isdigit():
                raise IllegalAction("Write 'bid' followed by a number, e.g. 'bid 60'.")
            return Action.read(f"bid {int(args[0])}")
        if verb == "pass":
            if args:
                raise IllegalAction("'pass' takes nothing after it.")
            return PASS
        if verb == "discard":
            if len(args) != 2:
                raise IllegalAction("Discard exactly two cards, e.g. 'discard 9S JD'.")
            a, b = self._card(args[0]), self._card(args[1])
            if a == b:
                raise IllegalAction("Discard two different cards, not {card} twice.", card=a)
            pair = _discard_pair(a, b)
            return Action.read(f"discard {pair[0]} {pair[1]}")
        raise IllegalAction(
            "'{verb}' is not an action in 1001; the actions are: {verbs}.",
            verb=verb,
            verbs="play, marry, bid, pass, discard" if self.three else "play, marry",
        )

    @staticmethod
    def _card(word: str) -> str:
        try:
            return parse_card(word)
        except ValueError as exc:
            raise IllegalAction("{problem}", problem=str(exc)) from None

    def explain_illegal(self, action: Action) -> IllegalAction:
        if self.current_player is None:
            return super().explain_illegal(action)
        reason = self._reason(action)
        return reason if reason is not None else super().explain_illegal(action)

    def _reason(self, action: Action) -> IllegalAction | None:
        verb, args = action.words[0], action.words[1:]
        phase = self.phase
        seat = self.current_player
        assert seat is not None  # explain_illegal answers only while somebody is to act
        hand = codes_of(self.masks[seat])
        if verb in ("bid", "pass", "discard") and not self.three:
            return IllegalAction("There is no bidding, talon or discard in the two-player game.")
        if verb in ("bid", "pass"):
            if phase != PH_BID:
                return IllegalAction("The auction is over.")
            if verb == "pass":
                return None
            bid = int(args[0])
            high = self._bidding().high
            if bid % 10:
                return IllegalAction("A bid must be a multiple of 10.")
            if bid < self.min_bid:
                return IllegalAction("The lowest bid is {min}.", min=self.min_bid)
            if bid > MAX_BID:
                return IllegalAction(
                    "The highest possible bid is {max}: a deal cannot give more.", max=MAX_BID
                )
            if high is not None and bid <= high:
                return IllegalAction("Your bid must be higher than {high}.", high=high)
            return None
        if verb == "discard":
            if phase != PH_DISCARD:
                if self.mode != THREE_HAND:
                    return IllegalAction("Only three-hand 1001 has a talon and a discard.")
                return IllegalAction(
                    "Only the declarer discards, after the auction, once he has taken the talon."
                )
            missing = [c for c in args if c not in hand]
            if missing:
                return IllegalAction("You do not hold {cards}.", cards=_cards_text(missing))
            return None
        # play / marry
        if phase == PH_BID:
            return IllegalAction("The auction is on: bid or pass.")
        if phase == PH_DISCARD:
            return IllegalAction("First discard two cards, e.g. 'discard 9S JD'.")
        card = args[0]
        if card not in hand:
            return IllegalAction("You do not hold {card}.", card=card)
        if verb == "marry":
            if card not in PARTNER:
                return IllegalAction(
                    "A marriage is declared by leading the king or queen of the pair, e.g. "
                    "'marry K{suit}'.",
                    suit=SUIT[card],
                )
            if self.trick or PARTNER[card] not in hand:
                return IllegalAction(
                    "You can only declare a marriage when you lead and hold both K and Q of "
                    "that suit."
                )
            return None
        if not self.trick:
            return None
        allowed = [a.words[1] for a in self.legal_actions()]
        return self._follow_reason(hand, allowed)

    def _follow_reason(self, hand: Sequence[str], allowed: list[str]) -> IllegalAction:
        """Which obligation (§5 strict phase; §10, §11 every trick) a refused card breaks."""
        trick = self.trick
        led = SUIT[trick[0]]
        trump = self.trump
        prefix = "From the first trick" if self.three else "In the strict phase"
        cards = _cards_text(allowed)
        best = trick[trick_winner(trick, SUIT, POWER, trump)]
        if any(SUIT[c] == led for c in hand):
            if any(SUIT[c] == led and beats(c, best, SUIT, POWER, trump) for c in hand):
                return IllegalAction(
                    "{prefix} you must head the trick: play {cards}.", prefix=prefix, cards=cards
                )
            return IllegalAction(
                "{prefix} you must follow suit ({suit}): play {cards}.",
                prefix=prefix,
                suit=SuitWord(led),
                cards=cards,
            )
        if (
            SUIT[best] == trump
            and trump != led
            and any(beats(c, best, SUIT, POWER, trump) for c in allowed)
        ):
            return IllegalAction(
                "{prefix} you must overtrump when you cannot follow suit: play {cards}.",
                prefix=prefix,
                cards=cards,
            )
        return IllegalAction(
            "{prefix} you must trump when you cannot follow suit: play {cards}.",
            prefix=prefix,
            cards=cards,
        )

    # ---- views -------------------------------------------------------------------------------

    def hand(self, seat: int) -> list[str]:
        return list(codes_of(self.masks[seat]))

    def _roles(self) -> list[list[str]]:
        roles: list[list[str]] = [[] for _ in range(self.players)]
        roles[self.dealer].append("dealer")
        roles[self.forehand].append("forehand")
        if self.three:
            roles[(self.forehand + 1) % 3].append("middlehand")
            if self.declarer is not None:
                for s in range(3):
                    roles[s].append("declarer" if s == self.declarer else "defender")
            elif self.auction is not None:
                for s in range(3):
                    if s in self.auction.spoken and s not in self.auction.active:
                        roles[s].append("out")
        return roles

    def observation(self, seat: int) -> Observation:
        n = self.players
        stock_left = self.stock_len - self.stock_pos
        bottom = self.stock[-1] if self.face_bottom and self.stock else None
        table = []
        for i, card in enumerate(self.trick):
            entry: dict[str, Any] = {"seat": (self.leader + i) % n, "card": card}
            if i == 0 and any(m[3] == card for m in self.marriages):
                entry["marriage"] = True  # the lead declared a marriage
            table.append(entry)
        last = last_winner = None
        if self.log:
            lead, cards, _trump, last_winner = self.log[-1]
            last = [{"seat": (lead + i) % n, "card": c} for i, c in enumerate(cards)]
        if self.phase == PH_PLAY:
            play_phase = "strict" if self.three or stock_left == 0 else "free"
        else:
            play_phase = None
        detail: dict[str, Any] = {
            "mode": self.mode,
            "trump": self.trump,
            "marriages": [
                {"seat": s, "suit": suit, "points": v} for s, suit, v, _c in self.marriages
            ],
            "card_points": list(self.points),
            "play_phase": play_phase,
            "stock": stock_left,
            "bottom_card": bottom,
            "bottom_card_in_stock": bottom is not None and stock_left > 0,
            "last_trick_winner": last_winner,
            "marriage_scoring": "order" if self.by_order else "suit",
            "marriage_values": list(ORDER_VALUES) if self.by_order else dict(self.suit_values),
            "goal": self.goal,
        }
        if self.three:
            auction = self._bidding()
            detail.update(
                {
                    "bids": [{"seat": s, "bid": b} for s, b in auction.calls],
                    "high_bid": auction.high,
                    "high_bidder": auction.bidder,
                    "min_bid": self.min_bid,
                    "declarer": self.declarer,
                    "bid": self.bid,
                    "my_discards": list(self.discards) if seat == self.declarer else None,
                }
            )
        return {
            **self._observation_header(seat),
            "phase": PHASES.key(self.phase),
            "hand": list(codes_of(self.masks[seat])),
            "hand_sizes": [m.bit_count() for m in self.masks],
            "table": table,
            "last_trick": last,
            "stock": stock_left,
            "talon": len(self.talon) + len(self.discards),
            "trump": self.trump,
            "trump_card": bottom if stock_left > 0 else None,
            "tricks": list(self.tricks_won),
            "totals": list(self.sheet.totals),
            "roles": self._roles(),
            "teams": [list(t) for t in self.teams],
            "deal_over": self.deal_over,
            "is_over": self.is_over,
            "detail": detail,
        }

    def card_locations(self) -> dict[str, list[str]]:
        n = self.players
        places = {f"hand {s}": list(codes_of(m)) for s, m in enumerate(self.masks)}
        places["stock"] = self.stock[self.stock_pos :]
        places["talon"] = list(self.talon)
        places["discards"] = list(self.discards)
        places["table"] = list(self.trick)
        won: list[list[str]] = [[] for _ in range(n)]
        for _leader, cards, _trump, winner in self.log:
            won[winner].extend(cards)
        for s in range(n):
            places[f"won {s}"] = won[s]
        return places

    def deal_result(self) -> DealResult | None:
        return self.result

    def totals(self) -> list[float]:
        return list(self.sheet.totals)

    # ---- search support -------------------------------------------------------------------

    def trick_rules(self) -> TrickRules:
        """Trumps are the suit of the latest marriage (from the trick it was declared in)."""
        return TrickRules(SUIT, POWER, self.trump, played=tuple(self.trick))

    def clone(self) -> TausendundeinsState:
        new = object.__new__(TausendundeinsState)
        d = self.__dict__.copy()
        new.__dict__ = d
        self._copy_record(d)
        d["sheet"] = self.sheet.copy()
        d["masks"] = self.masks.copy()
        d["trick"] = self.trick.copy()
        d["marriages"] = self.marriages.copy()
        d["points"] = self.points.copy()
        d["tricks_won"] = self.tricks_won.copy()
        d["log"] = self.log.copy()
        # talon, discards and stock are replaced, never changed in place: shared safely.
        if self.auction is not None:
            d["auction"] = self.auction.copy()
        return new

    def exclusions(self) -> tuple[frozenset[str], ...]:
        """Cards each seat has shown it cannot hold, by failing to follow, head or trump in a
        trick with obligations (the strict phase; every trick of the three-player modes).
        Hands only shrink once obligations apply, so these stay true for the rest of the deal.
        Worked out once per position (a search samples one position thousands of times)."""
        return self.position_memo(
            "_exclusions", lambda: tuple(frozenset(s) for s in self._find_exclusions())
        )

    def _find_exclusions(self) -> list[set[str]]:
        n = self.players
        out: list[set[str]] = [set() for _ in range(n)]
        free = 0 if self.three else self.stock_len // 2  # tricks of the free phase
        records: list[tuple[int, Sequence[str], str | None, bool]] = [
            (r[0], r[1], r[2], i >= free) for i, r in enumerate(self.log)
        ]
        if self.trick:
            strict = self.three or self.stock_pos >= self.stock_len
            records.append((self.leader, tuple(self.trick), self.trump, strict))
        pack_cards = self.pack

        def beating(suit: str, best: str, trump: str | None) -> list[str]:
            return [c for c in pack_cards if SUIT[c] == suit and beats(c, best, SUIT, POWER, trump)]

        for leader, cards, trump, strict in records:
            if not strict:
                continue
            led = SUIT[cards[0]]
            for i in range(1, len(cards)):
                seat = (leader + i) % n
                card = cards[i]
                before = cards[:i]
                best = before[trick_winner(before, SUIT, POWER, trump)]
                suit = SUIT[card]
                if suit == led:
                    if not beats(card, best, SUIT, POWER, trump):
                        out[seat].update(beating(led, best, trump))
                    continue
                out[seat].update(c for c in pack_cards if SUIT[c] == led)
                if trump is None or trump == led:
                    continue
                if suit == trump:
                    if not beats(card, best, SUIT, POWER, trump):
                        out[seat].update(beating(trump, best, trump))
                else:
                    out[seat].update(c for c in pack_cards if SUIT[c] == trump)
        return out

    def known_holdings(self, seat: int) -> list[list[str]]:
        """Cards ``seat`` knows to be in each other hand: the partner of a declared marriage
        not played yet, and the face-up bottom card once drawn."""
        n = self.players
        masks = self.masks
        known: list[list[str]] = [[] for _ in range(n)]
        for m, _suit, _v, card in self.marriages:
            partner = PARTNER[card]
            if m != seat and masks[m] & BIT[partner]:
                known[m].append(partner)
        if self.face_bottom and self.stock and self.stock_pos >= self.stock_len:
            bottom = self.stock[-1]
            for s in range(n):
                if s != seat and masks[s] & BIT[bottom] and bottom not in known[s]:
                    known[s].append(bottom)
        return known

    def _redeal_hidden(self, seat: int, rng: random.Random) -> TausendundeinsState:
        new = self.clone()
        if self.deal_over:
            return new
        n = self.players
        known = self.known_holdings(seat)
        excluded = self.exclusions()
        unknown: list[str] = []
        sizes: list[int] = []
        allowed: list[Any] = []
        others = [s for s in range(n) if s != seat]
        for s in others:
            pinned = known[s]
            free = [c for c in codes_of(self.masks[s]) if c not in pinned]
            unknown.extend(free)
            sizes.append(len(free))
            ex = excluded[s]
            allowed.append((lambda c, ex=ex: c not in ex) if ex else None)
        rest = self.stock[self.stock_pos :]
        bottom: list[str] = []
        if self.face_bottom and rest:
            bottom = [rest[-1]]  # face up: everyone knows it is the last card of the stock
            rest = rest[:-1]
        hidden_discards = self.discards if self.declarer != seat else []
        for pile in (rest, self.talon, hidden_discards):
            unknown.extend(pile)
            sizes.append(len(pile))
            allowed.append(None)
        piles = redeal(unknown, sizes, allowed, rng)
        for s, pile in zip(others, piles, strict=False):
            new.masks[s] = mask_of(known[s]) | mask_of(pile)
        k = len(others)
        new.stock = self.stock[: self.stock_pos] + piles[k] + bottom
        new.talon = piles[k + 1]
        if hidden_discards:
            new.discards = piles[k + 2]
        return new


def contract_outcome(
    detail: Mapping[str, Any], teams: Sequence[Sequence[int]], seat: int = 0
) -> ContractResult | None:
    """The declarer's bid with three players (docs/rules/tausendundeins.md §10, §11),
    ``detail["made"]``; None for a thrown-in deal, a two-hand deal (no bid) or when ``seat``'s
    side did not declare."""
    if detail.get("thrown_in") or detail.get("declarer") not in side_of(teams, seat):
        return None
    if not isinstance(detail.get("made"), bool):
        return None
    return "made" if detail["made"] else "lost"


SPEC = GameSpec(
    id=GAME_ID,
    name="1001 (Tausendundeins)",
    players=(2, 3),
    options=OPTIONS,
    state_class=TausendundeinsState,
    pack_for=_pack_for,
    default_players=2,
    players_for=_players_for,
    vocabulary=WORDS,
    contract_outcome=contract_outcome,
    order=2,
    short_match={"target": 500},
)
