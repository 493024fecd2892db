"""Bolachen: three players, one declarer against two in Brand, Bettel or Mord.

Rules: ``docs/rules/bolachen.md``. Seats run clockwise (seat ``s + 1`` is the left neighbour of
``s``); the first dealer is drawn from the match seed and the deal passes to the left.

Action grammar (the seat to act is always ``current_player``):

==========================  ===============================================================
``claim`` / ``pass``        phase 1, FH then MH then the dealer: want to play or not. The
                            dealer may only ``claim`` when FH and MH both passed.
``bid brand <suit>``        phase 2 (two or three claimants): name a contract. Levels:
``bid bettel``              ``brand C`` 1, ``brand S`` 2, ``brand D`` 3, ``brand H`` 4,
``bid mord``                ``bettel`` 5, ``mord`` 6. A bid must be strictly higher than
                            the standing one; the earliest claimant must open with a bid.
``hold``                    the claimant with positional priority takes the standing level.
``drop``                    leave the competition.
``contract brand``          the declarer plays a Brand; he takes the dopper at once and
                            names its suit with ``trump`` after discarding (only offered
                            if his minimum level is a Brand).
``contract bettel``         the declarer plays Bettel or Mord (chosen before the dopper,
``contract mord``           which he has not seen; only levels >= his minimum are offered).
``call <card>``             Bettel/Mord: call a card the declarer does not hold. A defender
``nocall``                  holding it hands it over at once; ``nocall`` declines the call.
``give <card>``             the declarer's return card to the defender who gave the called
                            card (any card of his hand but the called one).
``discard <c1> <c2>``       the declarer's two discards after taking the dopper (canonical
                            order: pack order S H D C, ace first; any order is accepted).
``trump <suit>``            Brand: the trump suit, at least the declarer's minimum level.
``play <card>``             play a card to the trick.
==========================  ===============================================================

Scores are soft points (declarer +-2v, each defender -+v); in ``hard`` mode the deal result
also gives the money (points times ``tariff`` cents), the sheet keeps points. A match is
``match_deals`` hands, or, with ``target`` set, lasts until a hand leaves a total at
+-target or beyond (``match_deals`` is then ignored, as §10 says "instead").

Choices the rules leave to the program: the declarer may not give back the card he called
(that would be no exchange at all); the called card's holder hands it over without a move of
his own; Bettel and Mord have no trumps (rules §4).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from itertools import combinations, filterfalse
from operator import itemgetter
from typing import Any

from engine.actions import Action, IllegalAction
from engine.auction import Auction
from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF, pack, sort_hand
from engine.contract import ContractResult, DealResult, GameSpec, GameState, Observation
from engine.dealing import deal_packets, deck_for_deal, match_rng, packet_rounds
from engine.games.bolachen_words import WORDS
from engine.options import Option
from engine.reasons import SuitWord
from engine.sampling import Constraint, Redealer
from engine.scoresheet import ScoreSheet
from engine.seats import side_of
from engine.tricks import CLOCKWISE, TrickRules, complete_trick

PLAYERS = 3
PACK: tuple[str, ...] = pack(32)
POWER: dict[str, int] = {c: NATURAL_VALUE[RANK_OF[c]] for c in PACK}
TRICKS_PER_DEAL = 10

# --- contracts ------------------------------------------------------------------------------

BRAND_LEVEL: dict[str, int] = {"C": 1, "S": 2, "D": 3, "H": 4}
BETTEL, MORD = 5, 6
LEVELS = (1, 2, 3, 4, 5, 6)
LEVEL_KEY: dict[int, str] = {
    1: "brand C",
    2: "brand S",
    3: "brand D",
    4: "brand H",
    5: "bettel",
    6: "mord",
}
CONTRACT_MIN_LEVEL = {"brand": 1, "bettel": BETTEL, "mord": MORD}


def contract_key(level: int) -> str:
    """A level as the contract words of the vocabulary (``brand C``, ``mord``): what a
    refusal names, so the table shows it as its contract, translated, in its pattern. The
    names live in the vocabulary (bolachen_words), not in a second table here."""
    return LEVEL_KEY[level]


SUIT_BIT: dict[str, int] = {"S": 1, "H": 2, "D": 4, "C": 8}

# --- phases ---------------------------------------------------------------------------------

CLAIMING, AUCTION, CONTRACT, CALLING, GIVING, DISCARDING, TRUMP, PLAYING, OVER = range(9)
#: The one phase encoding (engine.vocabulary.PhaseCodes): several steps share a public key.
PHASES = WORDS.phase_codes(
    "bidding", "bidding", "contract", "call", "exchange", "exchange", "trump", "play", "deal_over"
)
FROM_DOPPER = -1

# --- interned actions -----------------------------------------------------------------------

CLAIM = Action("claim")
PASS = Action("pass")
HOLD = Action("hold")
DROP = Action("drop")
NOCALL = Action("nocall")
BID: dict[int, Action] = {lvl: Action(f"bid {LEVEL_KEY[lvl]}") for lvl in LEVELS}
LEVEL_OF_BID: dict[Action, int] = {a: lvl for lvl, a in BID.items()}
LEVEL_OF_BID_TEXT: dict[str, int] = {a.text: lvl for lvl, a in BID.items()}
CONTRACT_ACTION: dict[str, Action] = {c: Action(f"contract {c}") for c in CONTRACT_MIN_LEVEL}
CONTRACT_OF: dict[Action, str] = {a: c for c, a in CONTRACT_ACTION.items()}
PLAY: dict[str, Action] = {c: Action(f"play {c}") for c in PACK}
#: The play action of a card, as a C-level callable for ``map`` on the hot path.
PLAY_OF = PLAY.__getitem__
CALL: dict[str, Action] = {c: Action(f"call {c}") for c in PACK}
GIVE: dict[str, Action] = {c: Action(f"give {c}") for c in PACK}
TRUMP_ACTION: dict[str, Action] = {s: Action(f"trump {s}") for s in BRAND_LEVEL}
CARD_OF: dict[Action, str] = {}
for _table in (PLAY, CALL, GIVE):
    CARD_OF.update({a: c for c, a in _table.items()})
SUIT_OF_TRUMP_ACTION: dict[Action, str] = {a: s for s, a in TRUMP_ACTION.items()}


DISCARD: dict[tuple[str, str], Action] = {
    (a, b): Action(f"discard {a} {b}") for i, a in enumerate(PACK) for b in PACK[i + 1 :]
}
DISCARDED: dict[Action, tuple[str, str]] = {a: pair for pair, a in DISCARD.items()}
PACK_INDEX: dict[str, int] = {c: i for i, c in enumerate(PACK)}
#: A card's place in the pack, as a sort key.
PACK_ORDER = PACK_INDEX.__getitem__

# --- legal lists worked out once ------------------------------------------------------------
# A random deal of the bots' path is short (about 18 decisions), so a legal list that is the
# same for every deal with the same standing bid or minimum level is made here, not per step.

#: Per suit, whether a card is of it: a C-level filter for following suit and trumping.
IN_SUIT: dict[str, Callable[[str], bool]] = {
    s: frozenset(c for c in PACK if SUIT_OF[c] == s).__contains__ for s in BRAND_LEVEL
}


def _contract_allowed(contract: str, minimum: int) -> bool:
    """Whether ``contract`` is at or above the minimum level (a Brand counts as its best
    suit, Heart Brand, because the suit is named after the exchange)."""
    top = 4 if contract == "brand" else CONTRACT_MIN_LEVEL[contract]
    return top >= minimum


#: CONTRACTS_FROM[minimum]: the contracts the declarer may choose.
CONTRACTS_FROM: dict[int, tuple[Action, ...]] = {
    m: tuple(CONTRACT_ACTION[c] for c in CONTRACT_MIN_LEVEL if _contract_allowed(c, m))
    for m in LEVELS
}
#: TRUMPS_FROM[minimum]: the trump suits a Brand's declarer may name.
TRUMPS_FROM: dict[int, tuple[Action, ...]] = {
    m: tuple(TRUMP_ACTION[s] for s, lvl in BRAND_LEVEL.items() if lvl >= m) for m in LEVELS
}
#: BIDS_OVER[(standing, may hold)]: a claimant's calls; with no standing bid the opening
#: claimant must name a contract.
BIDS_OVER: dict[tuple[int | None, bool], tuple[Action, ...]] = {
    (None, False): tuple(BID[lvl] for lvl in LEVELS),
    **{
        (high, hold): ((HOLD,) if hold else ())
        + tuple(BID[lvl] for lvl in LEVELS if lvl > high)
        + (DROP,)
        for high in LEVELS
        for hold in (False, True)
    },
}


def _discard_key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if PACK_INDEX[a] < PACK_INDEX[b] else (b, a)


def _deal_schedule(dealer: int) -> list[tuple[Any, int]]:
    """Rules §3: 3 to each from FH, 2 to the dopper, then 4 and 3 to each."""
    order = [(dealer + i) % PLAYERS for i in (1, 2, 3)]
    return (
        packet_rounds(order, [3])
        + [("dopper", 2)]
        + packet_rounds(order, [4])
        + packet_rounds(order, [3])
    )


SCHEDULE: tuple[list[tuple[Any, int]], ...] = tuple(_deal_schedule(d) for d in range(PLAYERS))


def _deal_pickers(schedule: list[tuple[Any, int]]) -> tuple[itemgetter[Any], ...]:
    """Per target (seats 0-2, then the dopper) a getter of its deck positions under
    ``schedule``: dealing the positions once here makes each deal four C-level picks."""
    piles, _rest = deal_packets(range(len(PACK)), schedule)
    return tuple(itemgetter(*piles[target]) for target in (*range(PLAYERS), "dopper"))


DEAL_PICKERS: tuple[tuple[itemgetter[Any], ...], ...] = tuple(_deal_pickers(s) for s in SCHEDULE)
#: TRICK_SEATS[leader]: the seats of a trick in play order.
TRICK_SEATS = CLOCKWISE[PLAYERS]

# --- options --------------------------------------------------------------------------------

OPTIONS: dict[str, Option] = {
    "mord_value": Option(3, (3, 5), "Value of Mord: 3, or 5 (the '50 instead of 30' practice)."),
    "match_deals": Option(
        12, (1, 3, 6, 9, 12, 18, 24, 36), "Number of hands in a match (ignored with a target)."
    ),
    "target": Option(
        None,
        (None, 10, 20, 30, 50, 100),
        "End the match after the hand in which a total reaches +target or -target.",
    ),
    "score_mode": Option("soft", ("soft", "hard"), "Points on a sheet, or money by the tariff."),
    "tariff": Option(10, (1, 5, 10, 20, 50, 100), "Hard score: cents per game value."),
}


def _pack_for(players: int, options: dict[str, Any]) -> Sequence[str]:
    return PACK


class BolachenState(GameState):
    """One Bolachen match; the deal's state is kept in plain lists and ints for speed."""

    # --- set-up -----------------------------------------------------------------------------

    def _setup(self) -> None:
        self.sheet = ScoreSheet(PLAYERS)
        self.first_dealer = match_rng(self.seed).randrange(PLAYERS)
        self.result: DealResult | None = None

    def _start_deal(self) -> None:
        deal_no = self.deal_no
        self.dealer = (self.first_dealer + deal_no) % PLAYERS
        deck, _rng = deck_for_deal(PACK, self.seed, deal_no, self.initial_deck)
        first, second, third, dopper = DEAL_PICKERS[self.dealer]
        self.hands: list[list[str]] = [list(first(deck)), list(second(deck)), list(third(deck))]
        # Piles below that are never changed in place but replaced, so clones share them.
        self.dopper: list[str] = list(dopper(deck))
        self.dopper_seen: list[str] | None = None
        self.discards: list[str] = []
        self.calls: tuple[tuple[int, str], ...] = ()
        self.claimants: tuple[int, ...] = ()
        self.speaker = 0  # index into the FH, MH, D order during phase 1
        self.auction: Auction | None = None
        self.declarer: int | None = None
        self.min_level: int | None = None
        self.contract: str | None = None
        self.level: int | None = None
        self.trump: str | None = None
        self.called: str | None = None
        self.called_from: int | None = None
        self.returned: str | None = None
        self.trick: list[str] = []
        self.leader = 0
        self.last_trick: tuple[int, list[str]] | None = None  # (leader, cards), never mutated
        self.won = [0, 0, 0]
        self.taken: list[list[str]] = [[], [], []]
        self.voids = [0, 0, 0]
        self.phase = CLAIMING
        self.current_player = (self.dealer + 1) % PLAYERS

    # --- legal actions ----------------------------------------------------------------------

    def _legal_cards(self, seat: int, hand: list[str]) -> list[str]:
        """The cards of ``seat``'s ``hand`` it may play to the trick, in hand order (the
        hand itself where any card may be played): follow suit, else trump if one can. The
        card-level form of :meth:`_compute_legal`'s card play, which the search's playout
        loop (``engine.bots.trick_playout``) plays without actions."""
        trick = self.trick
        if trick:
            # ``legal_plays(..., must_trump=trump is not None)`` inlined (follow suit, else
            # trump if one can), C-level filters: this runs at most steps of a deal.
            cards = list(filter(IN_SUIT[SUIT_OF[trick[0]]], hand))
            if cards:
                return cards
            trump = self.trump
            if trump is not None:
                cards = list(filter(IN_SUIT[trump], hand))
                if cards:
                    return cards
        return hand

    def _compute_legal(self) -> Sequence[Action]:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase == PLAYING:
            hand = self.hands[seat]
            if self.trick:
                cards = self._legal_cards(seat, hand)
                if cards is not hand:
                    return tuple(map(PLAY_OF, cards))
            if len(hand) > 1:
                # Any card (a lead, or none to follow or trump): one C-level pick of the plays;
                # ``itemgetter`` gives a bare item, not a tuple, for a single card.
                plays: tuple[Action, ...] = itemgetter(*hand)(PLAY)
                return plays
            return tuple(map(PLAY_OF, hand))
        if phase == CLAIMING:
            if self.speaker == 2 and not self.claimants:
                return (CLAIM,)
            return (CLAIM, PASS)
        if phase == AUCTION:
            auction = self._bidding()
            high = auction.high
            return BIDS_OVER[high, high is not None and auction.may_hold(seat)]
        hand = self.hands[seat]
        if phase == CONTRACT:
            return CONTRACTS_FROM[self._minimum()]
        if phase == CALLING:
            return (NOCALL, *map(CALL.__getitem__, filterfalse(set(hand).__contains__, PACK)))
        if phase == GIVING:
            called = self.called
            assert called is not None
            return tuple(map(GIVE.__getitem__, filter(called.__ne__, hand)))
        if phase == DISCARDING:
            # Every pair in pack order: C-level pairs of the hand sorted by the pack (the 66
            # pairs of a 12-card hand were built one by one, a tenth of a random deal).
            return tuple(map(DISCARD.__getitem__, combinations(sorted(hand, key=PACK_ORDER), 2)))
        if phase == TRUMP:
            return TRUMPS_FROM[self._minimum()]
        return ()

    def _allows(self, contract: str) -> bool:
        """Whether ``contract`` is at or above the declarer's minimum level."""
        return _contract_allowed(contract, self._minimum())

    def _minimum(self) -> int:
        """The declarer's minimum level (known once the auction is over)."""
        level = self.min_level
        assert level is not None
        return level

    def _bidding(self) -> Auction:
        """The competition between claimants (phase 2)."""
        auction = self.auction
        assert auction is not None
        return auction

    def _declarer(self) -> int:
        """The declarer (known once the auction is over)."""
        seat = self.declarer
        assert seat is not None
        return seat

    # --- applying actions -------------------------------------------------------------------

    def _do(self, action: Action) -> None:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase == PLAYING:
            # The words, not a dict keyed by Action: its hash is a Python call.
            self._play(seat, action.words[1])
        elif phase == CLAIMING:
            self._claim_or_pass(seat, action)
        elif phase == AUCTION:
            self._bid(seat, action)
        elif phase == CONTRACT:
            self._choose_contract(action.words[1])
        elif phase == CALLING:
            self._call(None if action is NOCALL else action.words[1])
        elif phase == GIVING:
            self._give(action.words[1])
        elif phase == DISCARDING:
            self._discard(action.words[1:])  # the canonical pair, in pack order
        elif phase == TRUMP:
            self._name_trump(action.words[1])

    def _claim_or_pass(self, seat: int, action: Action) -> None:
        self.calls += ((seat, action.text),)
        if action is CLAIM:
            self.claimants += (seat,)
        if self.speaker < 2:
            self.speaker += 1
            self.current_player = (seat + 1) % PLAYERS
            return
        claimants = self.claimants
        if len(claimants) == 1:
            self._become_declarer(claimants[0], 1)
            return
        self.phase = AUCTION
        auction = self.auction = Auction(list(claimants[:2]), priority_holds=True)
        self.current_player = auction.turn

    def _bid(self, seat: int, action: Action) -> None:
        auction = self._bidding()
        self.calls += ((seat, action.text),)
        if action is DROP:
            auction.pass_(seat)
        elif action is HOLD:
            auction.bid(seat, auction.high)
        else:
            auction.bid(seat, LEVEL_OF_BID_TEXT[action.text])
        turn = auction.turn
        if turn is not None:  # ``not auction.done``, without a property call per bid
            self.current_player = turn
            return
        survivor, level = auction.bidder, auction.high  # the winner, now bidding is over
        assert survivor is not None and level is not None  # the opener must name a contract
        if len(self.claimants) == 3 and self.claimants[2] not in auction.order:
            # The dealer now competes against the survivor, who has priority over him.
            third = self.claimants[2]
            self.auction = Auction(
                [survivor, third], priority_holds=True, standing=(survivor, level), first=third
            )
            self.current_player = third
            return
        self._become_declarer(survivor, level)

    def _become_declarer(self, seat: int, min_level: int) -> None:
        self.declarer = seat
        self.min_level = min_level
        self.phase = CONTRACT
        self.current_player = seat

    def _choose_contract(self, contract: str) -> None:
        self.contract = contract
        # Here and below the record is checked before the call too: a state that keeps
        # none (a search's sample, a random deal) then pays no call for a note it drops.
        if self.recording:
            self._emit("contract", self.declarer, contract)
        if contract == "brand":
            self._take_dopper()
        else:
            self.level = CONTRACT_MIN_LEVEL[contract]
            self.phase = CALLING

    def _call(self, card: str | None) -> None:
        if card is None:
            self._take_dopper()
            return
        self.called = card
        for seat in range(PLAYERS):
            if card in self.hands[seat]:
                declarer = self._declarer()
                self.hands[seat].remove(card)
                self.hands[declarer].append(card)
                self.called_from = seat
                if self.recording:
                    self._emit("hand_over", seat, declarer, card)
                self.phase = GIVING
                return
        self.called_from = FROM_DOPPER
        self._take_dopper()

    def _give(self, card: str) -> None:
        receiver = self.called_from
        assert receiver is not None and receiver != FROM_DOPPER
        self.hands[self._declarer()].remove(card)
        self.hands[receiver].append(card)
        self.returned = card
        if self.recording:
            self._conceal("give ??", receiver)
        self._take_dopper()

    def _take_dopper(self) -> None:
        declarer = self._declarer()
        self.dopper_seen = self.dopper
        if self.recording:
            self._emit("draw", declarer, tuple(self.dopper), ())
        self.hands[declarer].extend(self.dopper)
        self.dopper = []
        self.phase = DISCARDING

    def _discard(self, pair: Sequence[str]) -> None:
        hand = self.hands[self._declarer()]
        for card in pair:
            hand.remove(card)
        self.discards = list(pair)
        if self.recording:
            self._conceal("discard ?? ??")
        if self.contract == "brand":
            self.phase = TRUMP
        else:
            self._start_play()

    def _name_trump(self, suit: str) -> None:
        self.trump = suit
        if self.recording:
            self._emit("trump", self.declarer, suit)
        self.level = BRAND_LEVEL[suit]
        self._start_play()

    def _start_play(self) -> None:
        self.phase = PLAYING
        self.leader = self.current_player = self._declarer()

    def _play(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        trick = self.trick
        if trick:
            led = SUIT_OF[trick[0]]
            suit = SUIT_OF[card]
            if suit != led:
                trump = self.trump
                shown = SUIT_BIT[led]
                if trump is not None and suit != trump:
                    shown |= SUIT_BIT[trump]
                self.voids[seat] |= shown
        trick.append(card)
        if len(trick) < PLAYERS:
            self.current_player = (seat + 1) % PLAYERS
            return
        leader = self.leader
        winner = complete_trick(self, TRICK_SEATS[leader], trick, SUIT_OF, POWER, self.trump)
        won = self.won
        won[winner] += 1
        self.taken[winner].extend(trick)
        self.last_trick = (leader, trick)
        self.trick = []
        self.leader = self.current_player = winner
        # True/False once the declarer has surely won/lost (rules §8), None while open.
        declarer = self.declarer
        assert declarer is not None and self.contract is not None
        mine = won[declarer]
        outcome = settled(self.contract, mine, won[0] + won[1] + won[2] - mine)
        if outcome is not None:
            self._settle(outcome)

    def _value(self) -> int:
        if self.contract == "brand":
            return 1
        return 2 if self.contract == "bettel" else int(self.options["mord_value"])

    def _settle(self, declarer_won: bool) -> None:
        value = self._value()
        sign = 1 if declarer_won else -1
        declarer, level = self._declarer(), self.level
        assert level is not None
        scores = [-sign * value] * PLAYERS
        scores[declarer] = 2 * sign * value
        self.sheet = self.sheet.copy()  # clones share the sheet until it changes
        self.sheet.add(scores)
        mine = self.won[declarer]
        detail: dict[str, Any] = {
            "declarer": self.declarer,
            "contract": self.contract,
            "level": self.level,
            "trump": self.trump,
            "value": value,
            "won": declarer_won,
            "tricks": list(self.won),
            "declarer_tricks": mine,
            "defender_tricks": sum(self.won) - mine,
            "tricks_played": sum(self.won),
            "called": self.called,
        }
        if self.options["score_mode"] == "hard":
            tariff = self.options["tariff"]
            detail["tariff"] = tariff
            detail["money"] = [s * tariff for s in scores]
        self.result = DealResult(tuple(scores), detail)
        self.phase = OVER
        self.current_player = None
        self.deal_over = True
        self.is_over = self._match_over()

    def _match_over(self) -> bool:
        target = self.options["target"]
        if target is None:
            return bool(self.deal_no + 1 >= self.options["match_deals"])
        return any(abs(t) >= target for t in self.sheet.totals)

    # --- reasons for refusals ---------------------------------------------------------------

    def parse_action(self, text: Any) -> Action:
        """Accept the two discards in either order: they are one decision."""
        action = super().parse_action(text)
        words = action.words
        if words[0] == "discard" and len(words) == 3 and all(w in PACK_INDEX for w in words[1:]):
            found = DISCARD.get(_discard_key(words[1], words[2]))
            if found is not None:
                return found
        return action

    def explain_illegal(self, action: Action) -> IllegalAction:
        if self.current_player is None:
            return super().explain_illegal(action)
        reason = self._reason(action)
        return reason if reason is not None else super().explain_illegal(action)

    def _reason(self, action: Action) -> IllegalAction | None:
        verb, args = action.words[0], action.words[1:]
        phase = self.phase
        expected = {
            CLAIMING: ("claim", "pass"),
            AUCTION: ("bid", "hold", "drop"),
            CONTRACT: ("contract",),
            CALLING: ("call", "nocall"),
            GIVING: ("give",),
            DISCARDING: ("discard",),
            TRUMP: ("trump",),
            PLAYING: ("play",),
        }[phase]
        if verb not in expected:
            return self._wrong_moment(verb, phase)
        handler = {
            CLAIMING: self._why_not_claim,
            AUCTION: self._why_not_bid,
            CONTRACT: self._why_not_contract,
            CALLING: self._why_not_call,
            GIVING: self._why_not_give,
            DISCARDING: self._why_not_discard,
            TRUMP: self._why_not_trump,
            PLAYING: self._why_not_play,
        }[phase]
        return handler(verb, args)

    def _wrong_moment(self, verb: str, phase: int) -> IllegalAction:
        if verb == "call" and phase >= CONTRACT and self.contract == "brand":
            return IllegalAction("A card is called only in Bettel or Mord, not in a Brand.")
        if verb == "pass" and phase == AUCTION:
            return IllegalAction("In the competition say 'drop' to leave it, not 'pass'.")
        what = {
            CLAIMING: "say 'claim' (play) or 'pass'",
            AUCTION: "bid a higher contract, 'hold' or 'drop'",
            CONTRACT: "choose the contract: 'contract brand', 'contract bettel' or 'contract mord'",
            CALLING: "call a card ('call <card>') or decline ('nocall')",
            GIVING: "give a card back to the defender ('give <card>')",
            DISCARDING: "discard two cards ('discard <card> <card>')",
            TRUMP: "name the trump suit ('trump <suit>')",
            PLAYING: "play a card ('play <card>')",
        }[phase]
        return IllegalAction("'{action}' is not possible now: {what}.", action=verb, what=what)

    def _why_not_claim(self, verb: str, args: tuple[str, ...]) -> IllegalAction | None:
        if args:
            return IllegalAction("Say just 'claim' or 'pass'.")
        if verb == "pass" and self.speaker == 2 and not self.claimants:
            return IllegalAction("Both other players passed: the dealer must play.")
        return None

    def _why_not_bid(self, verb: str, args: tuple[str, ...]) -> IllegalAction | None:
        auction = self._bidding()
        seat = self._mover()
        standing = contract_key(auction.high) if auction.high is not None else None
        if verb == "drop":
            if standing is None:
                return IllegalAction("You said 'play': name a contract first.")
            return IllegalAction("Say just 'drop'.") if args else None
        if verb == "hold":
            if standing is None:
                return IllegalAction("There is no bid to hold yet: name a contract.")
            if not auction.may_hold(seat):
                return IllegalAction(
                    "Only the player with positional priority may hold {standing}; "
                    "bid higher or drop.",
                    standing=standing,
                )
            return IllegalAction("Say just 'hold'.") if args else None
        level = LEVEL_OF_BID.get(Action(" ".join(("bid", *args))))
        if level is None:
            return IllegalAction("Bid 'brand <suit>' (C, S, D or H), 'bettel' or 'mord'.")
        if standing is None:
            return None
        if level == auction.high and auction.may_hold(seat):
            return IllegalAction("To take {standing} yourself say 'hold'.", standing=standing)
        if auction.high is not None and level <= auction.high:
            return IllegalAction(
                "Your bid must be higher than the standing {standing}.", standing=standing
            )
        return None

    def _why_not_contract(self, verb: str, args: tuple[str, ...]) -> IllegalAction | None:
        contract = args[0] if len(args) == 1 else None
        if contract not in CONTRACT_MIN_LEVEL:
            return IllegalAction("Choose 'contract brand', 'contract bettel' or 'contract mord'.")
        if not self._allows(contract):
            return IllegalAction(
                "Your minimum is {minimum}: play it or a higher contract.",
                minimum=contract_key(self._minimum()),
            )
        return None

    def _why_not_call(self, verb: str, args: tuple[str, ...]) -> IllegalAction | None:
        if verb == "nocall":
            return IllegalAction("Say just 'nocall'.") if args else None
        card = args[0] if len(args) == 1 else None
        if card not in POWER:
            return IllegalAction("Call one card of the pack, e.g. 'call AH'.")
        if card in self.hands[self._mover()]:
            return IllegalAction("You hold {card}: call a card you do not hold.", card=card)
        return None

    def _why_not_give(self, verb: str, args: tuple[str, ...]) -> IllegalAction | None:
        card = args[0] if len(args) == 1 else None
        if card not in POWER:
            return IllegalAction("Give one card of your hand, e.g. 'give 7C'.")
        if card == self.called:
            return IllegalAction("You cannot give back the card you called ({card}).", card=card)
        if card not in self.hands[self._mover()]:
            return IllegalAction("You do not hold {card}.", card=card)
        return None

    def _why_not_discard(self, verb: str, args: tuple[str, ...]) -> IllegalAction | None:
        if len(args) != 2 or not all(a in POWER for a in args):
            return IllegalAction("Discard exactly two cards, e.g. 'discard 7C 8C'.")
        if args[0] == args[1]:
            return IllegalAction("Discard two different cards.")
        hand = self.hands[self._mover()]
        for card in args:
            if card not in hand:
                return IllegalAction("You do not hold {card}.", card=card)
        return None

    def _why_not_trump(self, verb: str, args: tuple[str, ...]) -> IllegalAction | None:
        suit = args[0] if len(args) == 1 else None
        if suit not in BRAND_LEVEL:
            return IllegalAction("Name a suit: C, S, D or H.")
        if BRAND_LEVEL[suit] < self._minimum():
            return IllegalAction(
                "Your minimum is {minimum}: trumps must be that suit or a higher one.",
                minimum=contract_key(self._minimum()),
            )
        return None

    def _why_not_play(self, verb: str, args: tuple[str, ...]) -> IllegalAction | None:
        card = args[0] if len(args) == 1 else None
        if card not in POWER:
            return IllegalAction("Play one card of your hand, e.g. 'play 7C'.")
        hand = self.hands[self._mover()]
        if card not in hand:
            return IllegalAction("You do not hold {card}.", card=card)
        if not self.trick:
            return None
        led = SUIT_OF[self.trick[0]]
        if any(SUIT_OF[c] == led for c in hand):
            return IllegalAction("You must follow suit ({suit}).", suit=SuitWord(led))
        trump = self.trump
        if trump is not None and any(SUIT_OF[c] == trump for c in hand):
            return IllegalAction(
                "You cannot follow {led}: you must play a trump ({suit}).",
                led=SuitWord(led),
                suit=SuitWord(trump),
            )
        return None

    # --- what seats see ---------------------------------------------------------------------

    def hand(self, seat: int) -> list[str]:
        return list(self.hands[seat])

    def observation(self, seat: int) -> Observation:
        declarer = self.declarer
        return {
            **self._observation_header(seat),
            "phase": PHASES.key(self.phase),
            "hand": sort_hand(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "table": [
                {"seat": (self.leader + i) % PLAYERS, "card": c} for i, c in enumerate(self.trick)
            ],
            "last_trick": (
                None
                if self.last_trick is None
                else [
                    {"seat": (self.last_trick[0] + i) % PLAYERS, "card": c}
                    for i, c in enumerate(self.last_trick[1])
                ]
            ),
            "stock": 0,
            "talon": len(self.dopper) + len(self.discards),
            "trump": self.trump,
            "trump_card": None,
            "tricks": list(self.won) if self.phase >= PLAYING else None,
            "totals": self.totals(),
            "roles": self._roles(),
            "teams": [list(t) for t in self.teams],
            "deal_over": self.deal_over,
            "is_over": self.is_over,
            "detail": self._detail(seat, declarer),
        }

    def _roles(self) -> list[list[str]]:
        roles: list[list[str]] = [[], [], []]
        roles[(self.dealer + 1) % PLAYERS].append("forehand")
        roles[(self.dealer + 2) % PLAYERS].append("middlehand")
        roles[self.dealer].append("dealer")
        for seat in range(PLAYERS):
            if self.declarer is not None:
                roles[seat].append("declarer" if seat == self.declarer else "defender")
            elif seat in self.claimants:
                roles[seat].append("claimant")
        return roles

    def _detail(self, seat: int, declarer: int | None) -> dict[str, Any]:
        is_declarer = seat == declarer
        knows_return = is_declarer or seat == self.called_from
        mine = self.won[declarer] if declarer is not None else 0
        return {
            "claimants": list(self.claimants),
            "calls": [{"seat": s, "call": text} for s, text in self.calls],
            "standing": (
                LEVEL_KEY[self.auction.high]
                if self.auction is not None and self.auction.high is not None
                else None
            ),
            "min_level": self.min_level,
            "minimum": LEVEL_KEY[self.min_level] if self.min_level is not None else None,
            "declarer": declarer,
            "contract": self.contract,
            "level": self.level,
            "trump": self.trump,
            "called": self.called,
            "called_from": ("dopper" if self.called_from == FROM_DOPPER else self.called_from),
            "returned": self.returned if knows_return else None,
            "dopper": list(self.dopper_seen) if is_declarer and self.dopper_seen else None,
            "discards": list(self.discards) if is_declarer and self.discards else None,
            "declarer_tricks": mine,
            "defender_tricks": sum(self.won) - mine,
            "mord_value": self.options["mord_value"],
            "score_mode": self.options["score_mode"],
            "tariff": self.options["tariff"],
        }

    def card_locations(self) -> dict[str, list[str]]:
        places = {f"hand {s}": list(self.hands[s]) for s in range(PLAYERS)}
        places["dopper"] = list(self.dopper)
        places["discards"] = list(self.discards)
        places["trick"] = list(self.trick)
        for s in range(PLAYERS):
            places[f"won {s}"] = list(self.taken[s])
        return places

    def deal_result(self) -> DealResult | None:
        return self.result

    def totals(self) -> list[float]:
        return list(self.sheet.totals)

    # --- search support ---------------------------------------------------------------------

    def trick_rules(self) -> TrickRules:
        """The named trump suit, or none in a contract played without trumps; the declarer
        plays alone against the two others, and in a Bettel tries to lose every trick."""
        declarer = self.declarer
        if declarer is None:
            return TrickRules(SUIT_OF, POWER, self.trump, played=tuple(self.trick))
        defenders = tuple(seat for seat in range(self.players) if seat != declarer)
        return TrickRules(
            SUIT_OF,
            POWER,
            self.trump,
            played=tuple(self.trick),
            sides=((declarer,), defenders),
            avoiders=frozenset({declarer}) if self.contract == "bettel" else frozenset(),
        )

    def clone(self) -> BolachenState:
        new = BolachenState.__new__(BolachenState)
        d = new.__dict__
        d.update(self.__dict__)
        # Only what changes in place is copied: the sheet, the dopper, the discards and the
        # tuples of calls and claimants are replaced on change, never mutated, so are shared.
        self._copy_record(d)
        hands = self.hands
        new.hands = [hands[0][:], hands[1][:], hands[2][:]]
        taken = self.taken
        new.taken = [taken[0][:], taken[1][:], taken[2][:]]
        new.trick = self.trick[:]
        new.won = self.won[:]
        new.voids = self.voids[:]
        if self.auction is not None:
            new.auction = self.auction.copy()
        return new

    def _redeal_hidden(self, seat: int, rng: random.Random) -> BolachenState:
        """Redeal every card ``seat`` has not seen, keeping pile sizes, the voids each player
        has shown, the called card with the declarer (or in his discards), and what the
        declarer knows: the dopper, his discards and the card he gave to which defender."""
        new = self.clone()
        places, redealer = self.position_memo("_redealer", lambda: self._hidden_places(seat), seat)
        dealt = redealer.draw(rng)
        for (place, kept), cards in zip(places, dealt, strict=True):
            self._set_pile(new, place, kept + cards)
        if seat != self.declarer:
            new._refresh_private_records(seat, rng)
        return new

    def _hidden_places(self, seat: int) -> tuple[list[tuple[str, list[str]]], Redealer[str]]:
        """The places ``seat`` cannot see, each with the cards it keeps (the pinned return
        card), and the sampler of the rest: worked out once per position and seat, since a
        search samples the same position thousands of times and building the exact sampler
        costs more than a draw (the draws are the ones :func:`redeal` would make)."""
        pinned = self._pinned_cards(seat)
        places: list[str] = [f"hand {s}" for s in range(PLAYERS) if s != seat]
        if self.dopper:
            places.append("dopper")
        if self.discards and seat != self.declarer:
            places.append("discards")
        piles = {p: self._pile(p) for p in places}
        unknown = [c for p in places for c in piles[p] if c not in pinned]
        sizes = [len(piles[p]) - sum(1 for c in piles[p] if c in pinned) for p in places]
        allowed = [self._allowed_in(p) for p in places]
        kept = [(p, [c for c in piles[p] if c in pinned]) for p in places]
        return kept, Redealer(unknown, sizes, allowed)

    def _pinned_cards(self, seat: int) -> set[str]:
        """Cards in other places that ``seat`` knows exactly: the declarer's return card."""
        returned = self.returned
        if (
            seat == self.declarer
            and returned is not None
            and self.called_from is not None
            and returned in self.hands[self.called_from]
        ):
            return {returned}
        return set()

    def _pile(self, place: str) -> list[str]:
        if place == "dopper":
            return self.dopper
        if place == "discards":
            return self.discards
        return self.hands[int(place[5:])]

    @staticmethod
    def _set_pile(state: BolachenState, place: str, cards: list[str]) -> None:
        if place == "dopper":
            state.dopper = cards
        elif place == "discards":
            state.discards = cards
        else:
            state.hands[int(place[5:])] = cards

    def _allowed_in(self, place: str) -> Constraint | None:
        """The constraint of one place: the voids its owner has shown, and the called card,
        which everybody knows went to the declarer (it may since be among his discards)."""
        called = self.called
        if place == "discards":
            return None
        if place == "dopper":
            return None if called is None else called.__ne__
        owner = int(place[5:])
        voids = self.voids[owner]
        banned = called if owner != self.declarer else None
        if not voids and banned is None:
            return None

        def allowed(card: str) -> bool:
            return card != banned and not voids & SUIT_BIT[SUIT_OF[card]]

        return allowed

    def _refresh_private_records(self, seat: int, rng: random.Random) -> None:
        """Make the declarer's private records (dopper seen, return card) fit the new world.

        Only what ``seat`` knows may steer this: the receiver knows the return card, so it is
        kept; a third seat knows only that it is one of the cards the receiver has held since
        the exchange (his hand, now redealt, or a card he has played publicly), so it is drawn
        from those. The real return card is never read for a third seat.
        """
        if self.dopper_seen:  # only a declarer has seen the dopper
            pool = self.hands[self._declarer()] + self.discards
            keep = (
                [self.called] if self.called is not None and self.called_from == FROM_DOPPER else []
            )
            pool = [c for c in pool if c not in keep]
            self.dopper_seen = keep + rng.sample(pool, min(len(pool), 2 - len(keep)))
        receiver = self.called_from
        if self.returned is not None and receiver is not None and seat != receiver:
            self.returned = rng.choice(self._return_candidates(receiver))

    def _return_candidates(self, receiver: int) -> list[str]:
        """The cards the receiver may have got back, in pack order: his hand and the cards he
        has played since the exchange (public in the history of this deal)."""
        played = [
            text[5:]
            for who, text in self.history[self.deal_starts[-1] :]
            if who == receiver and text.startswith("play ")
        ]
        return sorted(self.hands[receiver] + played, key=PACK_INDEX.__getitem__)


def settled(contract: str, mine: int, theirs: int) -> bool | None:
    """True/False once the declarer of ``contract`` has surely won/lost with ``mine`` tricks
    against the defenders' ``theirs`` (rules §8), None while open: one rule for the game and
    for the exact solver, which plays on the counts alone."""
    if contract == "brand":
        if mine >= 6:
            return True
        return False if theirs >= 5 else None
    if contract == "bettel":
        if mine:
            return False
        return True if theirs == TRICKS_PER_DEAL else None
    if theirs:
        return False
    return True if mine == TRICKS_PER_DEAL else None


def contract_outcome(
    detail: Mapping[str, Any], teams: Sequence[Sequence[int]], seat: int = 0
) -> ContractResult | None:
    """The declarer's contract (docs/rules/bolachen.md §8), ``detail["won"]``; None when
    ``seat``'s side did not declare."""
    if detail.get("declarer") not in side_of(teams, seat) or not isinstance(
        detail.get("won"), bool
    ):
        return None
    return "made" if detail["won"] else "lost"


SPEC = GameSpec(
    id="bolachen",
    name="Bolachen",
    players=(PLAYERS,),
    options=OPTIONS,
    state_class=BolachenState,
    pack_for=_pack_for,
    default_players=PLAYERS,
    vocabulary=WORDS,
    contract_outcome=contract_outcome,
    order=3,
    short_match={"match_deals": 3},
)
