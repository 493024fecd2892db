"""Chapanka (1930 rules): a Polish four-player trick-avoidance game of the Reversis family.

The specification is ``docs/rules/chapanka.md``; section numbers below refer to it.

Seats and direction
    Four fixed seats 0–3. Play, dealing and the deal all pass to the right, anticlockwise:
    from seat ``s`` to seat ``s - 1`` (``engine.seats.right_of``). With dealer ``d`` the turn
    order is first hand ``d-1``, second hand ``d-2`` (opposite the dealer), third hand
    ``d-3``, dealer ``d``; the first hand deals next. The first dealer is found by dealing a
    shuffled pack face up, one card at a time anticlockwise from a random seat, until ``JH``
    appears (``engine.dealing.match_rng``).

Action grammar (§13)
    ``exchange <card>``  first, second and third hand in turn: lay ``<card>`` face down on the
                         discard pile and take the top card of the talon;
    ``keep``             decline the exchange;
    ``discard <card>``   the dealer lays one of his twelve cards away (then the talon cards
                         nobody took join the discard pile: always four discards);
    ``play <card>``      play a card to the trick.

A test deck (``deck=``) is dealt from its first card: packets of 5, 5 and 1 to each seat in
turn order, one more card to the dealer, then three cards to the talon, whose first card is
its top card.

Counters
    Every seat has a counter balance (``totals()``), moved by the antes, the side payments of
    §7, the settlement of §9 and the Chapanka payments of §8. The pot stays on the table from
    deal to deal and is shared equally when the match ends, so totals may end in quarters.
    A deal's ``DealResult.scores`` are the balance changes of that deal (antes included), so
    the rows of a match add up to ``totals()``.

Observation ``detail``
    ``pot``, ``antes`` (per seat, this deal), ``payments`` (this deal's money movements, each
    ``{"from", "to", "amount", "why", "trick"}``; ``from``/``to`` are seats or ``"pot"``),
    ``points`` (card points taken per seat), ``discards`` (how many lie face down),
    ``my_discard`` (the card this seat laid away, or None), ``exchanged`` (per seat: True,
    False or None while undecided), ``pancerola`` (the committed seat or None),
    ``pancerola_right`` (whether *this* seat holds a Pancerola), ``pancerola_broken``,
    ``chapanka`` (the seat on a Chapanka after trick 9, or None), ``trick_no``,
    ``turn_order``, ``kinal_pot``, ``match_deals`` and, once the deal is over, ``result``
    (the deal result detail, which reveals the four discards).

Open point of the rules, decided here: when a Chapanka is lost in a trick that also carries
side payments, the side payments (including a ``kinal_pot`` pot movement) are settled first,
then the Chapanka loss (its pot doubling uses the pot as it then stands).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from operator import sub
from typing import Any

from engine.actions import Action, IllegalAction
from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF, pack, sort_hand
from engine.contract import DealResult, GameSpec, GameState, HiddenDraw, Observation
from engine.dealing import deal_packets, deck_for_deal, match_rng, packet_rounds, shuffled
from engine.games.chapanka_words import WORDS
from engine.options import Option
from engine.reasons import SuitWord
from engine.sampling import Redealer
from engine.scoresheet import ScoreSheet
from engine.seats import opposite, right_of
from engine.seats import turn_order as seats_in_turn
from engine.tricks import TrickRules, card_points, note_trick, rank_points

PLAYERS = 4
TRICKS = 11
PACK: tuple[str, ...] = pack(48)
PACK_SET = frozenset(PACK)
KINAL = "JH"
ACES = frozenset(c for c in PACK if RANK_OF[c] == "A")
#: Cards that can cause a side payment; a trick without one needs no payment check.
PAYING_CARDS = ACES | {KINAL}
POINTS: dict[str, int] = rank_points({"A": 4, "K": 3, "Q": 2, "J": 1}, PACK)
POWER: dict[str, int] = {c: NATURAL_VALUE[RANK_OF[c]] for c in PACK}
SUIT: dict[str, str] = {c: SUIT_OF[c] for c in PACK}
#: Per suit, each card's power if it is of that suit, else 0 (every power is above 0): the
#: suit and the power a trick is decided by in one lookup (a card of another suit never
#: wins: there are no trumps). The search's playout loop reads it too.
POWER_IN: dict[str, dict[str, int]] = {
    suit: {c: POWER[c] if SUIT[c] == suit else 0 for c in PACK} for suit in "SHDC"
}

ANTE_DEALER = 3
ANTE_OTHER = 2
STAKE_BONUS = 4
CHAPANKA_FROM_OPPOSITE = 32
CHAPANKA_FROM_OTHER = 16
CHAPANKA_LOST = {10: 16, 11: 32}
CHAPANKA_TRICKS = 9
PANCEROLA_LAST_FREE_TRICK = 9
#: Aces and Kinal that make a Pancerola (see :func:`paying_cards_held`).
PANCEROLA_CARDS = 4

#: The seat after each seat in the direction of play (to the right, anticlockwise).
NEXT_SEAT: tuple[int, ...] = tuple(right_of(s, PLAYERS) for s in range(PLAYERS))
#: The seats of a trick in play order, by its leader.
TRICK_SEATS: tuple[tuple[int, ...], ...] = tuple(
    tuple(seats_in_turn(leader, PLAYERS, step=-1)) for leader in range(PLAYERS)
)

EXCHANGE = {c: Action(f"exchange {c}") for c in PACK}
DISCARD = {c: Action(f"discard {c}") for c in PACK}
PLAY = {c: Action(f"play {c}") for c in PACK}
#: The play action of a card, as a C-level callable for ``map`` on the hot path.
PLAY_OF = PLAY.__getitem__
KEEP = Action("keep")
VERBS = ("exchange", "keep", "discard", "play")

PHASE_EXCHANGE, PHASE_DISCARD, PHASE_PLAY, PHASE_OVER = range(4)
#: The one phase encoding (engine.vocabulary.PhaseCodes): numbers here, keys in observations.
PHASES = WORDS.phase_codes("exchange", "discard", "play", "deal_over")

#: A payment: (payer, payee, amount, why); payer/payee are seats or "pot".
Payment = tuple[Any, Any, float, str]
#: What a seat cannot see in one position (``ChapankaState._hidden_places``): the other
#: seats, the hidden discards' indexes, the seats that may hold a Pancerola in a sample with
#: the aces and Kinal each played, and the sampler.
_HiddenPlaces = tuple[tuple[int, ...], list[int], tuple[tuple[int, int], ...], Redealer[str]]


# --- pure rules, testable on their own --------------------------------------------------------


def turn_order(dealer: int) -> list[int]:
    """First, second and third hand, then the dealer: anticlockwise from the dealer's right."""
    return seats_in_turn(right_of(dealer, PLAYERS), PLAYERS, step=-1)


def first_dealer(seed: int) -> int:
    """§1 Decision: deal a shuffled pack face up, one card at a time anticlockwise from a
    random seat; whoever receives the Kinal deals first."""
    rng = match_rng(seed)
    start = rng.randrange(PLAYERS)
    deck = shuffled(PACK, rng)
    return (start - deck.index(KINAL)) % PLAYERS


def has_pancerola(cards: Sequence[str]) -> bool:
    """§6: all four aces, or three aces and the Kinal (``cards``: distinct cards)."""
    return paying_cards_held(cards) >= PANCEROLA_CARDS


def paying_cards_held(cards: Iterable[str]) -> int:
    """How many of the four aces and the Kinal ``cards`` (distinct cards) hold. Four of
    these five are either all four aces or three and the Kinal: a Pancerola (§6), so a
    Pancerola is a count, which a sample works out for three hands at every simulation."""
    return len(PAYING_CARDS.intersection(cards))


def doubled(base: int, payer: int, payee: int, last_trick: bool) -> int:
    """§7: a side payment doubles between opposite seats and again in the last trick."""
    if opposite(payer, PLAYERS) == payee:
        base *= 2
    if last_trick:
        base *= 2
    return base


def trick_side_payments(
    plays: Sequence[tuple[int, str]], winner: int, last_trick: bool
) -> tuple[list[Payment], tuple[str, int] | None]:
    """The side payments of one finished trick (§7) and its ``kinal_pot`` effect.

    ``plays`` are ``(seat, card)`` in play order. Returns the seat-to-seat payments and
    ``("take", seat)`` when the Kinal was discarded, ``("double", seat)`` when it was forced,
    or None.
    """
    leader, lead_card = plays[0]
    led = SUIT[lead_card]
    payments: list[Payment] = []
    pot_effect: tuple[str, int] | None = None
    for seat, card in plays[1:]:
        if SUIT[card] != led:
            if card in ACES:
                base = 2 if card == "AD" else 1
                payments.append((winner, seat, doubled(base, winner, seat, last_trick), "ace"))
            elif card == KINAL:
                payments.append((winner, seat, doubled(1, winner, seat, last_trick), "kinal"))
                pot_effect = ("take", seat)
        elif card == KINAL:
            payments.append((seat, leader, doubled(2, seat, leader, last_trick), "kinal_forced"))
            for other, _card in plays:
                if other != seat and other != leader:
                    amount = doubled(1, other, leader, last_trick)
                    payments.append((other, leader, amount, "kinal_forced"))
            pot_effect = ("double", seat)
    return payments, pot_effect


def lowest_scorer(points: Sequence[int], seats: Sequence[int]) -> int:
    """Fewest points among ``seats`` (in turn order); a tie goes to the earliest seat."""
    best = seats[0]
    for seat in seats[1:]:
        if points[seat] < points[best]:
            best = seat
    return best


def highest_scorer(points: Sequence[int], seats: Sequence[int]) -> int:
    """Most points among ``seats`` (in turn order); in a tie the latest seat pays."""
    worst = seats[0]
    for seat in seats[1:]:
        if points[seat] >= points[worst]:
            worst = seat
    return worst


def settlement(
    points: Sequence[int],
    order: Sequence[int],
    stake: int,
    pancerola: int | None = None,
    pancerola_broken: bool = False,
) -> Payment:
    """§9 with the Pancerola override of §6: who pays the stake to whom."""
    if pancerola is None:
        return highest_scorer(points, order), lowest_scorer(points, order), stake, "settlement"
    others = [s for s in order if s != pancerola]
    if pancerola_broken:
        return pancerola, lowest_scorer(points, others), stake, "pancerola_broken"
    return highest_scorer(points, others), pancerola, stake, "pancerola"


def stake_of(discards: Sequence[str]) -> int:
    """§9: card points of the four discards plus 4."""
    return card_points(discards, POINTS) + STAKE_BONUS


def chapanka_made_payments(player: int) -> list[Payment]:
    """§8: the opposite seat pays 32, the other two 16 each (the pot is taken separately)."""
    payments: list[Payment] = []
    for seat in turn_order(player)[:-1]:
        if seat == opposite(player, PLAYERS):
            amount = CHAPANKA_FROM_OPPOSITE
        else:
            amount = CHAPANKA_FROM_OTHER
        payments.append((seat, player, amount, "chapanka"))
    return payments


def chapanka_lost_payment(player: int, taker: int, trick_no: int) -> Payment:
    """§8: 16 to the taker of trick 10, 32 for trick 11, doubled if the taker sits opposite."""
    amount = CHAPANKA_LOST[trick_no]
    if opposite(player, PLAYERS) == taker:
        amount *= 2
    return player, taker, amount, "chapanka_lost"


# --- the state ----------------------------------------------------------------------------------


class ChapankaState(GameState):
    """One match of Chapanka; see the module docstring for the grammar and the detail keys."""

    def _setup(self) -> None:
        self.first_dealer = first_dealer(self.seed)
        self.balances: list[float] = [0] * PLAYERS
        self.pot: float = 0
        self.sheet = ScoreSheet(PLAYERS)

    # --- dealing --------------------------------------------------------------------------

    def _start_deal(self) -> None:
        dealer = (self.first_dealer - self.deal_no) % PLAYERS
        order = turn_order(dealer)
        self.dealer = dealer
        self.order = order
        self.balances_at_deal_start = list(self.balances)
        self._pay_antes()
        deck, _rng = deck_for_deal(PACK, self.seed, self.deal_no, self.initial_deck)
        schedule = packet_rounds(order, (5, 5, 1)) + [(dealer, 1), ("talon", 3)]
        piles, _rest = deal_packets(deck, schedule)
        self.hands: list[list[str]] = [piles[s] for s in range(PLAYERS)]
        self.talon: list[str] = piles["talon"]
        self.discards: list[str] = []
        self.discarded_by: list[int | None] = []
        self.exchanged: list[bool | None] = [None] * PLAYERS
        self.pancerola_right: int | None = None
        self.pancerola: int | None = None
        self.chapanka: int | None = None
        self.trick_no = 1
        self.table: list[str] = []
        self.leader = order[0]
        #: The previous trick as (leader, cards); the seats follow from the direction of play.
        self.last_trick: tuple[int, list[str]] | None = None
        self.won: list[list[str]] = [[] for _ in range(PLAYERS)]
        self.points = [0] * PLAYERS
        self.tricks_won = [0] * PLAYERS
        self.voids: list[set[str]] = [set() for _ in range(PLAYERS)]
        self.payments: list[dict[str, Any]] = []
        self.cancelled: list[dict[str, Any]] = []
        self.result: DealResult | None = None
        self.phase = PHASE_EXCHANGE
        self.current_player = order[0]

    def _pay_antes(self) -> None:
        """§3: the dealer puts 3 counters into the pot, everyone else 2."""
        antes = [ANTE_OTHER] * PLAYERS
        antes[self.dealer] = ANTE_DEALER
        for seat, amount in enumerate(antes):
            self.balances[seat] -= amount
        self.pot += sum(antes)
        self.antes = antes
        self.balances_at_play_start = list(self.balances)
        self.pot_at_play_start = self.pot

    # --- legal actions ----------------------------------------------------------------------

    def _compute_legal(self) -> Sequence[Action]:
        seat = self.current_player
        assert seat is not None
        hand = self.hands[seat]
        phase = self.phase
        if phase == PHASE_PLAY:
            return tuple(map(PLAY_OF, self._legal_cards(seat, hand)))
        if phase == PHASE_EXCHANGE:
            return [KEEP] + [EXCHANGE[c] for c in hand]
        return [DISCARD[c] for c in hand]

    def _legal_cards(self, seat: int, hand: list[str]) -> list[str]:
        """The cards of ``hand`` that ``seat`` may play now, in hand order (the hand itself
        where any card may be played): the play phase's legal moves. The search's playout
        loop (``heuristics.chapanka.card_step``) works the same rule out inline: a change
        here belongs there too (``tests/engine/test_chapanka_playout.py`` compares them)."""
        table = self.table
        if not table:
            return hand
        if self.pancerola_right == seat and self.trick_no <= PANCEROLA_LAST_FREE_TRICK:
            return hand  # §6: a Pancerola may renounce
        # Follow suit (``engine.tricks.legal_plays`` without trumps), inlined: this runs at
        # nearly every step of every simulated deal. A plain loop: in CPython 3.11 a
        # comprehension makes a function per call, and ``filter`` calls a method per card.
        led = SUIT[table[0]]
        same = []
        for card in hand:
            if SUIT[card] == led:
                same.append(card)
        return same or hand

    # --- applying actions -----------------------------------------------------------------

    def _do(self, action: Action) -> None:
        words = action.words
        if words[0] != "play":
            if words[0] == "discard":
                self._dealer_discard(words[1])
            else:
                self._exchange(words[1] if len(words) > 1 else None)
            return
        seat = self.current_player
        assert seat is not None
        self._play(seat, words[1])

    def _play(self, seat: int, card: str) -> None:
        """``seat``, the one to act, plays ``card`` (what ``_do`` does with a play). The
        search's playout (``heuristics.chapanka.card_step``) plays a card the same
        way inline: a change here belongs there too."""
        hand = self.hands[seat]
        table = self.table
        if table:
            led = SUIT[table[0]]
            if SUIT[card] != led:
                self._note_renounce(seat, led, hand)
        hand.remove(card)
        table.append(card)
        if len(table) == PLAYERS:
            finish_trick(self)
        else:
            self.current_player = NEXT_SEAT[seat]

    def _exchange(self, card: str | None) -> None:
        seat = self.current_player
        assert seat is not None
        if card is None:
            self.exchanged[seat] = False
        else:
            hand = self.hands[seat]
            hand.remove(card)
            self.discards.append(card)
            self.discarded_by.append(seat)
            drawn = self.talon.pop(0)
            hand.append(drawn)
            self.exchanged[seat] = True
            self._conceal("exchange ??")
            self._emit("draw", seat, (drawn,), ())
        position = self.order.index(seat) + 1
        self.current_player = self.order[position]
        if position == PLAYERS - 1:
            self.phase = PHASE_DISCARD

    def _dealer_discard(self, card: str) -> None:
        """§5.2–5.3: the dealer's discard, then the untaken talon cards join the pile."""
        dealer = self.dealer
        self.hands[dealer].remove(card)
        self.discards.append(card)
        self.discarded_by.append(dealer)
        self._conceal("discard ??")
        for leftover in self.talon:
            self.discards.append(leftover)
            self.discarded_by.append(None)
        self.talon = []
        for seat in range(PLAYERS):
            if has_pancerola(self.hands[seat]):
                self.pancerola_right = seat
        self.phase = PHASE_PLAY
        self.current_player = self.order[0]

    def _note_renounce(self, seat: int, led: str, hand: list[str]) -> None:
        """A card of another suit than the one led: a void shown, except by the seat with the
        right to a Pancerola, whose renounce while it still holds the suit is a Pancerola
        renounce (§6), public and committing the holder; a committed Pancerola's renounces
        in tricks 1–9 show nothing."""
        if self.pancerola_right == seat and self.trick_no <= PANCEROLA_LAST_FREE_TRICK:
            if self.pancerola == seat:
                return
            if any(SUIT[c] == led for c in hand):
                self.pancerola = seat
                self._emit("announce", seat, "pancerola")
                return
        self.voids[seat].add(led)

    def _finish_trick(self) -> None:
        table = self.table
        leader = self.leader
        first, second, third, fourth = table
        points = POINTS[first] + POINTS[second] + POINTS[third] + POINTS[fourth]
        # ``complete_trick``'s winner (``trick_winner`` without trumps) unrolled: the
        # highest card of the suit led, the others at power 0. Once a trick of every
        # simulated deal, where the shared function's two calls and loop cost more.
        power = POWER_IN[SUIT[first]]
        best, top = 0, power[first]
        if power[second] > top:
            best, top = 1, power[second]
        if power[third] > top:
            best, top = 2, power[third]
        if power[fourth] > top:
            best = 3
        seats = TRICK_SEATS[leader]
        winner = seats[best]
        if self.recording:
            note_trick(self, winner, seats, table, points)
        self.won[winner].extend(table)
        self.points[winner] += points
        self.tricks_won[winner] += 1
        self.last_trick = (leader, table)
        if not PAYING_CARDS.isdisjoint(table):
            plays = list(zip(TRICK_SEATS[leader], table, strict=True))
            settle_side_payments(self, plays, winner)
        self.table = []
        self.leader = winner
        trick_no = self.trick_no
        if self.chapanka is not None:
            if winner != self.chapanka:
                self._chapanka_lost(winner, trick_no)
                return
            if trick_no == TRICKS:
                self._chapanka_made()
                return
        elif trick_no == CHAPANKA_TRICKS and self.tricks_won[winner] == CHAPANKA_TRICKS:
            self.chapanka = winner
            self._emit("announce", winner, "chapanka")
        if trick_no == TRICKS:
            self._settle()
            return
        self.trick_no = trick_no + 1
        self.current_player = winner

    # --- money ------------------------------------------------------------------------------

    def _pay(self, payer: Any, payee: Any, amount: float, why: str, trick: int | None) -> None:
        """Move counters between seats and the pot, and write it down for the table."""
        if payer == "pot":
            self.pot -= amount
        else:
            self.balances[payer] -= amount
        if payee == "pot":
            self.pot += amount
        else:
            self.balances[payee] += amount
        self.payments.append(
            {"from": payer, "to": payee, "amount": amount, "why": why, "trick": trick}
        )

    def _settle_side_payments(self, plays: list[tuple[int, str]], winner: int) -> None:
        trick_no = self.trick_no
        payments, pot_effect = trick_side_payments(plays, winner, trick_no == TRICKS)
        for payer, payee, amount, why in payments:
            pay(self, payer, payee, amount, why, trick_no)
        if pot_effect is None or not self.options["kinal_pot"]:
            return
        kind, seat = pot_effect
        if kind == "take":
            self._pay("pot", seat, self.pot, "kinal_pot", trick_no)
        else:
            self._pay(seat, "pot", self.pot, "pot_doubled", trick_no)

    def _chapanka_lost(self, taker: int, trick_no: int) -> None:
        """§8: the loser pays the taker and doubles the pot; the deal ends at once."""
        player = self.chapanka
        assert player is not None
        self._pay(*chapanka_lost_payment(player, taker, trick_no), trick_no)
        self._pay(player, "pot", self.pot, "pot_doubled", trick_no)
        self._end_deal(
            {"chapanka": {"player": player, "made": False, "lost_in": trick_no}},
            stake_of(self.discards),
        )

    def _chapanka_made(self) -> None:
        """§8: side payments (and pot movements) of the deal are undone, then the player
        takes the pot and is paid 32 by the opposite seat and 16 by each other."""
        player = self.chapanka
        assert player is not None
        self.balances = list(self.balances_at_play_start)
        self.pot = self.pot_at_play_start
        self.cancelled = self.payments
        self.payments = []
        self._pay("pot", player, self.pot, "chapanka", TRICKS)
        for payment in chapanka_made_payments(player):
            self._pay(*payment, TRICKS)
        self._end_deal(
            {"chapanka": {"player": player, "made": True, "lost_in": None}},
            stake_of(self.discards),
        )

    def _settle(self) -> None:
        """§9: the stake goes from the highest to the lowest scorer, or as the Pancerola says."""
        stake = stake_of(self.discards)
        pancerola = self.pancerola
        broken = pancerola is not None and self.tricks_won[pancerola] > 0
        payer, payee, amount, why = settlement(self.points, self.order, stake, pancerola, broken)
        self._pay(payer, payee, amount, why, None)
        self._end_deal(
            {
                "settlement": {"payer": payer, "winner": payee, "stake": stake, "why": why},
                "chapanka": None,
            },
            stake,
        )

    def _end_deal(self, outcome: dict[str, Any], stake: int) -> None:
        """The deal's result (``stake``: :func:`stake_of` the discards, which the settlement
        has worked out already), the pot shared if the match ends."""
        last = self.deal_no + 1 >= self.options["match_deals"]
        if last and self.pot:
            share = self.pot / PLAYERS
            if share == int(share):
                share = int(share)
            for seat in range(PLAYERS):
                self._pay("pot", seat, share, "pot_shared", None)
        scores = tuple(map(sub, self.balances, self.balances_at_deal_start))
        self.sheet.add(scores)
        detail = {
            "discards": list(self.discards),
            "stake": stake,
            "points": list(self.points),
            "tricks": list(self.tricks_won),
            "pancerola": self.pancerola,
            "pancerola_broken": self._pancerola_broken(),
            "payments": list(self.payments),
            "cancelled_payments": list(self.cancelled),
            "pot": self.pot,
            "settlement": None,
            **outcome,
        }
        self.result = DealResult(scores, detail)
        self.phase = PHASE_OVER
        self.current_player = None
        self.deal_over = True
        self.is_over = last

    def _pancerola_broken(self) -> bool:
        return self.pancerola is not None and self.tricks_won[self.pancerola] > 0

    # --- why an action is refused -----------------------------------------------------------

    def explain_illegal(self, action: Action) -> IllegalAction:
        if self.current_player is None:
            return super().explain_illegal(action)
        verb, args = action.verb, action.args
        if verb not in VERBS:
            return IllegalAction(
                "Unknown action '{action}'. Chapanka's actions are: exchange <card>, keep, "
                "discard <card>, play <card>.",
                action=action.text,
            )
        if verb == "keep":
            if args:
                return IllegalAction("'keep' takes no card: it declines the exchange.")
            return self._explain_keep()
        if len(args) != 1:
            return IllegalAction("'{verb}' needs exactly one card, e.g. '{verb} 7C'.", verb=verb)
        card = args[0]
        if card not in PACK_SET:
            if RANK_OF.get(card) == "10":
                return IllegalAction("There are no tens in Chapanka's 48-card pack.")
            return IllegalAction(
                "'{card}' is not a card: write rank then suit, e.g. JH.", card=card
            )
        if verb == "play":
            return self._explain_play(card)
        if verb == "exchange":
            return self._explain_exchange(card)
        return self._explain_discard(card)

    def _explain_keep(self) -> IllegalAction:
        if self.phase == PHASE_DISCARD:
            return IllegalAction(
                "The dealer cannot keep: he holds 12 cards and must lay one away (discard <card>)."
            )
        return self._exchange_is_over()

    def _exchange_is_over(self) -> IllegalAction:
        return IllegalAction(
            "The exchange is over: each player exchanges at most one card, before play begins."
        )

    def _not_held(self, card: str) -> IllegalAction:
        return IllegalAction(
            "Seat {seat} does not hold {card}.", seat=self.current_player, card=card
        )

    def _explain_exchange(self, card: str) -> IllegalAction:
        if self.phase == PHASE_DISCARD:
            return IllegalAction(
                "The dealer does not exchange, and each player exchanges at most one card: "
                "the dealer now lays one of his 12 cards away (discard <card>)."
            )
        if self.phase != PHASE_EXCHANGE:
            return self._exchange_is_over()
        return self._not_held(card)

    def _explain_discard(self, card: str) -> IllegalAction:
        if self.phase == PHASE_EXCHANGE:
            return IllegalAction(
                "Only the dealer discards; seat {seat} may exchange one card (exchange <card>) "
                "or keep.",
                seat=self.current_player,
            )
        if self.phase != PHASE_DISCARD:
            return self._exchange_is_over()
        return self._not_held(card)

    def _explain_play(self, card: str) -> IllegalAction:
        seat = self._mover()
        if self.phase != PHASE_PLAY:
            who = (
                "the dealer must first discard"
                if self.phase == PHASE_DISCARD
                else ("the exchange is still going on")
            )
            return IllegalAction(
                "Play has not started: {who} (seat {seat} to act).", who=who, seat=seat
            )
        if card not in self.hands[seat]:
            if any(card in pile for pile in self.won) or card in self.table:
                return IllegalAction("{card} has already been played.", card=card)
            return IllegalAction(
                "It is seat {seat}'s turn (play passes to the right, anticlockwise), and {card} "
                "is not in seat {seat}'s hand.",
                seat=seat,
                card=card,
            )
        led = SUIT[self.table[0]]
        suit = SuitWord(led)
        if self.pancerola_right == seat:
            return IllegalAction(
                "From trick 10 on a Pancerola must follow suit too: play a {suit} card.",
                suit=suit,
            )
        return IllegalAction(
            "You must follow suit ({suit}): only a Pancerola may renounce, and only in tricks 1–9.",
            suit=suit,
        )

    # --- what the table shows -----------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        return {
            **self._observation_header(seat),
            "phase": PHASES.key(self.phase),
            "hand": sort_hand(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "table": [
                {"seat": s, "card": c}
                for s, c in zip(TRICK_SEATS[self.leader], self.table, strict=False)
            ],
            "last_trick": (
                None
                if self.last_trick is None
                else [
                    {"seat": s, "card": c}
                    for s, c in zip(
                        TRICK_SEATS[self.last_trick[0]], self.last_trick[1], strict=True
                    )
                ]
            ),
            "stock": 0,
            "talon": len(self.talon),
            "trump": None,
            "trump_card": None,
            "tricks": list(self.tricks_won) if self.phase in (PHASE_PLAY, PHASE_OVER) else None,
            "totals": self.totals(),
            "roles": self._roles(),
            "teams": [list(t) for t in self.teams],
            "deal_over": self.deal_over,
            "is_over": self.is_over,
            "detail": self._detail(seat),
        }

    def _roles(self) -> list[list[str]]:
        roles: list[list[str]] = [[] for _ in range(PLAYERS)]
        roles[self.dealer].append("dealer")
        roles[self.order[0]].append("forehand")
        if self.pancerola is not None:
            roles[self.pancerola].append("pancerola")
        if self.chapanka is not None:
            roles[self.chapanka].append("chapanka")
        return roles

    def _detail(self, seat: int) -> dict[str, Any]:
        own = [c for c, by in zip(self.discards, self.discarded_by, strict=True) if by == seat]
        return {
            "pot": self.pot,
            "antes": list(self.antes),
            "payments": [dict(p) for p in self.payments],
            "points": list(self.points),
            "discards": len(self.discards),
            "my_discard": own[0] if own else None,
            "exchanged": list(self.exchanged),
            "pancerola": self.pancerola,
            "pancerola_right": self.pancerola_right == seat,
            "pancerola_broken": self._pancerola_broken(),
            "chapanka": self.chapanka,
            "trick_no": self.trick_no if self.phase == PHASE_PLAY else None,
            "turn_order": list(self.order),
            "kinal_pot": self.options["kinal_pot"],
            "match_deals": self.options["match_deals"],
            "result": self.result.detail if self.result is not None else None,
        }

    def hand(self, seat: int) -> list[str]:
        return list(self.hands[seat])

    def card_locations(self) -> dict[str, list[str]]:
        places = {f"hand {s}": list(self.hands[s]) for s in range(PLAYERS)}
        places["talon"] = list(self.talon)
        places["discards"] = list(self.discards)
        places["table"] = list(self.table)
        for s in range(PLAYERS):
            places[f"won {s}"] = list(self.won[s])
        return places

    def deal_result(self) -> DealResult | None:
        return self.result

    def totals(self) -> list[float]:
        return list(self.balances)

    # --- search support -----------------------------------------------------------------------

    def trick_rules(self) -> TrickRules:
        """No trumps: the best card of the suit led wins; every seat tries to lose tricks."""
        return TrickRules(
            SUIT, POWER, None, played=tuple(self.table), avoiders=frozenset(range(self.players))
        )

    def clone(self) -> ChapankaState:
        return self._copy(list(map(list, self.hands)), list(self.talon))

    def _copy(self, hands: list[list[str]], talon: list[str]) -> ChapankaState:
        """A copy of this state holding ``hands`` and ``talon`` (lists it may change): a
        sample brings its own drawn hands and talon, which need no copy of the real ones."""
        new = object.__new__(ChapankaState)
        d = self.__dict__.copy()
        self._copy_record(d)
        d["balances"] = list(self.balances)
        d["hands"] = hands
        d["talon"] = talon
        d["discards"] = list(self.discards)
        d["discarded_by"] = list(self.discarded_by)
        d["exchanged"] = list(self.exchanged)
        d["table"] = list(self.table)
        d["won"] = list(map(list, self.won))  # C-level: no comprehension per sample
        d["points"] = list(self.points)
        d["tricks_won"] = list(self.tricks_won)
        d["voids"] = list(map(set, self.voids))
        d["payments"] = list(self.payments)
        d["sheet"] = self.sheet.copy()
        new.__dict__ = d
        return new

    def _redeal_hidden(self, seat: int, rng: random.Random) -> ChapankaState:
        """Redeal the other hands, the talon and the discards ``seat`` did not lay away itself,
        keeping every pile's size and the voids the others have shown; then work out again
        who may hold an unannounced Pancerola in the imagined deal."""
        new = self.clone()  # before the sampler is cached here, as it always was
        return self._filled(new, seat, self.draw_hidden(seat, rng))

    def draw_hidden(self, seat: int, rng: random.Random) -> HiddenDraw:
        """The hidden cards of a determinization for ``seat`` (the same draw as
        :meth:`determinize`), before any state is built: the search weighs the hands first."""
        others, _discards, _paying, redealer = self._hidden_for(seat)
        piles = redealer.draw(rng)
        hands = list(self.hands)
        for s, pile in zip(others, piles, strict=False):
            hands[s] = pile
        return HiddenDraw(hands, piles)

    def sample_from(self, seat: int, drawn: HiddenDraw) -> GameState:
        """The determinization for ``seat`` holding the hidden cards of ``drawn``: the drawn
        piles become its other hands and talon as they are (what :meth:`clone` then
        :meth:`_filled` make, without copying the real ones first)."""
        hands = drawn.hands.copy()
        hands[seat] = self.hands[seat].copy()
        new = self._copy(hands, drawn.piles[PLAYERS - 1])
        return self._as_sample(seat, self._fill_rest(new, seat, drawn.piles))

    def _filled(self, new: ChapankaState, seat: int, drawn: HiddenDraw) -> ChapankaState:
        """``new`` (a clone of this state) holding the hidden cards of ``drawn``."""
        piles = drawn.piles
        hands = new.hands
        for s, pile in zip(range(PLAYERS), drawn.hands, strict=True):
            if s != seat:
                hands[s] = pile
        new.talon = piles[PLAYERS - 1]
        return self._fill_rest(new, seat, piles)

    def _fill_rest(self, new: ChapankaState, seat: int, piles: list[list[str]]) -> ChapankaState:
        """``new``, already holding the drawn hands and talon (``piles``: the draw), given
        the drawn hidden discards and who may hold an unannounced Pancerola in it."""
        _others, hidden_discards, pancerola_seats, _redealer = self._hidden_for(seat)
        if hidden_discards:
            discards = new.discards
            for i, card in zip(hidden_discards, piles[PLAYERS], strict=True):
                discards[i] = card
        if self.phase == PHASE_PLAY and self.pancerola is None and self.pancerola_right != seat:
            new.pancerola_right = None
            hands = new.hands
            for s, played in pancerola_seats:
                if paying_cards_held(hands[s]) + played >= PANCEROLA_CARDS:
                    new.pancerola_right = s
        return new

    def _hidden_for(self, seat: int) -> _HiddenPlaces:
        """What ``seat`` cannot see in this position (:meth:`_hidden_places`), worked out once."""
        return self.position_memo("_redealer", lambda: self._hidden_places(seat), seat)

    def _hidden_places(self, seat: int) -> _HiddenPlaces:
        """What ``seat`` cannot see, worked out once per position (see ``_redeal_hidden``):
        the other seats, the indexes of the discards hidden from it, the seats that may hold
        a Pancerola in a sample (a sample works out again who may hold an unannounced one),
        each with the aces and Kinal it played this deal, and the sampler of the other hands,
        the talon and those discards (it draws exactly what ``redeal`` would). A seat whose
        played aces and Kinal and all of those still unseen make fewer than four can hold
        none in any sample: it is left out."""
        others = tuple(s for s in range(PLAYERS) if s != seat)
        reveal_all_discards = self.deal_over
        hidden_discards = [
            i for i, by in enumerate(self.discarded_by) if by != seat and not reveal_all_discards
        ]
        unknown = [c for s in others for c in self.hands[s]]
        unknown += self.talon
        unknown += [self.discards[i] for i in hidden_discards]
        sizes = [len(self.hands[s]) for s in others] + [len(self.talon), len(hidden_discards)]
        allowed = [self._void_filter(s) for s in others] + [None, None]
        redealer = Redealer(unknown, sizes, allowed)
        unseen = paying_cards_held(unknown)
        played = self._played_this_deal()
        pancerola_seats = tuple(
            (s, paying_cards_held(played[s]))
            for s in others
            if paying_cards_held(played[s]) + unseen >= PANCEROLA_CARDS
        )
        return others, hidden_discards, pancerola_seats, redealer

    def _played_this_deal(self) -> list[list[str]]:
        """Each seat's cards played this deal, read back from the history."""
        played: list[list[str]] = [[] for _ in range(PLAYERS)]
        for seat, text in self.history[self.deal_starts[-1] :]:
            if text.startswith("play "):
                played[seat].append(text[5:])
        return played

    def _void_filter(self, seat: int) -> Callable[[str], bool] | None:
        voids = self.voids[seat]
        if not voids:
            return None
        frozen = frozenset(voids)
        return lambda card: SUIT[card] not in frozen


# The state's steps a search's playout takes at every trick, as module functions: a search
# sample keeps its attributes in a dict of its own (a copy), and there CPython 3.11 finds a
# method by the generic lookup at every call, some 200 instructions (callgrind), where a
# module's name is a cached lookup (issue #44 item 7). The very methods, so the same steps.
finish_trick = ChapankaState._finish_trick
settle_side_payments = ChapankaState._settle_side_payments
pay = ChapankaState._pay

SPEC = GameSpec(
    id="chapanka",
    name="Chapanka",
    players=(PLAYERS,),
    options={
        "kinal_pot": Option(
            True, (True, False), "Kinal discarded wins the pot; Kinal forced doubles the pot."
        ),
        "match_deals": Option(8, (1, 4, 8, 12, 16, 20, 24), "Number of deals in a match."),
    },
    state_class=ChapankaState,
    pack_for=lambda players, options: PACK,
    default_players=PLAYERS,
    vocabulary=WORDS,
    direction=-1,  # docs/rules/chapanka.md s1: play, dealing and the deal pass to the right
    order=5,
    short_match={"match_deals": 4},
)
