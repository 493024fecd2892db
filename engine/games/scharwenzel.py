"""Scharwenzel (Schipper-Schrill): the Fehmarn partnership plain-trick game.

Rules: ``docs/rules/scharwenzel.md``. Two teams sit alternately: team 0 "Wir" holds the even seats
(the human at seat 0), team 1 "Ihr" the odd seats. The first dealer is the last seat, so seat 0
is forehand of the first deal; the deal passes to the left after every hand.

Action grammar
--------------
``bid <n>``         "I hold ``n`` cards of one suit other than clubs" (``n`` >= 3, true of the
                    hand: a card counts for its printed suit).
``bid <n> better``  "I hold ``n`` clubs"; beats ``bid <n>``, loses to ``bid <n+1>``.
``pass``            speak without bidding (every seat speaks once, forehand first).
``trump <suit>``    the highest bidder after a plain bid names a suit other than clubs in which
                    he holds at least ``n`` cards. After a "better" bid clubs are trumps at once;
                    when everyone passed, clubs are trumps (single game) and play starts.
``tout``/``no-tout`` the highest bidder, once trumps are named and before the first card.
``play <card>``     follow the led suit if you can; permanent trumps (``QC QS`` and the jacks)
                    belong to the trump suit, never to their printed suit.
``stop``/``go-on``  the winner of the trick that gave his team a clean majority (the opponents
                    have no trick yet): score now, or play on for an unannounced Tout.
``go on`` and ``no tout`` are read as ``go-on`` and ``no-tout``.

Scores
------
``totals()`` is each seat's team's threads plus hooks: that is what decides the match (first to
``match_target``). ``deal_result().scores`` is the same quantity gained in that deal, so the
deal results add up to the totals. The 24-point race, the Bock bank, the points of the deal and
the matadors are in ``deal_result().detail`` and in ``observation()["detail"]``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from engine.actions import Action, IllegalAction
from engine.auction import Auction
from engine.cards import RANK_OF, SUIT_OF, pack
from engine.contract import (
    ContractResult,
    DealResult,
    GameSpec,
    GameState,
    HiddenDraw,
    Observation,
)
from engine.dealing import deal_packets, deck_for_deal, packet_rounds
from engine.games.scharwenzel_words import WORDS
from engine.options import Option
from engine.reasons import SuitWord
from engine.sampling import Constraint, Redealer
from engine.scoresheet import ScoreSheet
from engine.seats import alternating_teams, side_of, turn_order
from engine.tricks import CLOCKWISE, TrickRules, complete_trick, deal_tricks

GAME_ID = "scharwenzel"
TEAM_NAMES = ("Wir", "Ihr")
GAME_POINTS = 24
MIN_BID = 3
DOUBLE_VALUE = 4
SINGLE_VALUE = 2
FIRST_TRICKS_BONUS = 2

BIDDING, NAMING, ANNOUNCING, PLAYING, DECIDING, OVER = range(6)
#: The one phase encoding (engine.vocabulary.PhaseCodes): numbers here, keys in observations.
PHASES = WORDS.phase_codes("bidding", "trump", "tout", "play", "stop_or_go_on", "deal_over")

PLAIN_POWER = {"A": 14, "K": 13, "Q": 12, "J": 11, "10": 10, "9": 9, "8": 8, "7": 7, "6": 6}
DISPLAY_SUITS = "CSHD"

# --- card tables, built once per trump suit ----------------------------------------------

FULL_PACK = pack(36)


def matador_order(trump: str) -> tuple[str, ...]:
    """The seven matadors, highest first: Olsch, Nillje, Basta and the four jacks."""
    return ("QC", "7" + trump, "QS", "JC", "JS", "JH", "JD")


def _play_suits(trump: str) -> dict[str, str]:
    """Card -> the suit it belongs to in play: matadors join the trump suit."""
    table = {c: SUIT_OF[c] for c in FULL_PACK}
    for card in matador_order(trump):
        table[card] = trump
    return table


def _powers(trump: str) -> dict[str, int]:
    """Card -> strength within its play suit; matadors above every other trump."""
    table = {c: PLAIN_POWER[RANK_OF[c]] for c in FULL_PACK}
    for place, card in enumerate(matador_order(trump)):
        table[card] = 100 - place
    return table


#: ``matador_order`` per trump suit (a sample's matadors are counted once per simulation).
MATADOR_ORDER: dict[str, tuple[str, ...]] = {t: matador_order(t) for t in "SHDC"}
SUIT_IN_PLAY: dict[str, dict[str, str]] = {t: _play_suits(t) for t in "SHDC"}
POWER: dict[str, dict[str, int]] = {t: _powers(t) for t in "SHDC"}


def trump_cards(trump: str, pack_size: int = 32) -> list[str]:
    """Every trump of the pack, highest first (rules §2's table)."""
    suit_of, power = SUIT_IN_PLAY[trump], POWER[trump]
    cards = [c for c in pack(pack_size) if suit_of[c] == trump]
    return sorted(cards, key=lambda c: -power[c])


def plain_suit_cards(suit: str, trump: str, pack_size: int = 32) -> list[str]:
    """The cards of a plain (non-trump) suit, highest first."""
    suit_of, power = SUIT_IN_PLAY[trump], POWER[trump]
    cards = [c for c in pack(pack_size) if suit_of[c] == suit]
    return sorted(cards, key=lambda c: -power[c])


# --- bids --------------------------------------------------------------------------------


def bid_value(n: int, better: bool) -> int:
    """Bids compare as 3 < 3 better < 4 < 4 better < …: a clubs bid beats a plain one of the
    same length and loses to any longer one."""
    return 2 * n + (1 if better else 0)


def bid_text(value: int) -> str:
    n, better = divmod(value, 2)
    return f"{n} better" if better else str(n)


MAX_BID = 9
BID_ACTIONS: dict[int, Action] = {
    bid_value(n, b): Action(f"bid {bid_text(bid_value(n, b))}")
    for n in range(MIN_BID, MAX_BID + 1)
    for b in (False, True)
}
PASS = Action("pass")
TOUT = Action("tout")
NO_TOUT = Action("no-tout")
STOP = Action("stop")
GO_ON = Action("go-on")
TRUMP_ACTIONS = {s: Action(f"trump {s}") for s in "SHDC"}
PLAY = {c: Action(f"play {c}") for c in FULL_PACK}
#: The play action of a card, as a C-level callable for ``map`` on the hot path.
PLAY_OF = PLAY.__getitem__
GRAMMAR = "bid <n>, bid <n> better, pass, trump <suit>, tout, no-tout, play <card>, stop, go-on"


def printed_counts(cards: Sequence[str]) -> dict[str, int]:
    """How many cards of each printed suit: what a bid talks about."""
    counts = dict.fromkeys("SHDC", 0)
    for card in cards:
        counts[SUIT_OF[card]] += 1
    return counts


def longest_plain(counts: dict[str, int]) -> int:
    return max(counts["S"], counts["H"], counts["D"])


def pack_size(players: int) -> int:
    """32 cards for four or eight players, 36 (with the sixes) for six."""
    return 36 if players == 6 else 32


def packets_for(players: int) -> tuple[int, ...]:
    """§3: four players get 3, 2, 3 cards; six or eight players get packets of 2."""
    return (3, 2, 3) if players == 4 else (2,) * (pack_size(players) // players // 2)


def _deal_places_table() -> dict[tuple[int, int], tuple[tuple[int, ...], ...]]:
    """For each seat count and forehand: which deck positions each seat receives. Dealing a
    deck of positions once with the shared packet mechanics saves that work on every deal."""
    table: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {}
    for players in (4, 6, 8):
        positions = list(range(pack_size(players)))
        for forehand in range(players):
            schedule = packet_rounds(turn_order(forehand, players), packets_for(players))
            piles, _rest = deal_packets(positions, schedule)
            table[players, forehand] = tuple(tuple(piles[s]) for s in range(players))
    return table


DEAL_PLACES = _deal_places_table()


def deal_places(players: int, forehand: int) -> tuple[tuple[int, ...], ...]:
    return DEAL_PLACES[players, forehand]


def matadors_of(hands: Sequence[Sequence[str]], trump: str) -> tuple[int | None, int]:
    """(team, count) of the matadors in the dealt hands: 3 for Olsch, Nillje and Basta held by
    one team, +1 for each jack following in unbroken order; (None, 0) if no team has the three."""
    # The cards of each team as one set (C-level unions).
    held = (set().union(*hands[0::2]), set().union(*hands[1::2]))
    return matadors_by(lambda card: 0 if card in held[0] else 1 if card in held[1] else None, trump)


def matadors_by(holder: Callable[[str], int | None], trump: str) -> tuple[int | None, int]:
    """:func:`matadors_of` given the team (seats 0, 2, … or 1, 3, …) that was dealt a card
    (None: neither): a search's sample asks only about the few matadors, the known ones
    from a table and the drawn ones from its piles, instead of joining whole hands."""
    order = MATADOR_ORDER[trump]
    team = holder(order[0])
    if team is None or holder(order[1]) != team or holder(order[2]) != team:
        return None, 0
    count = 3
    for card in order[3:]:
        if holder(card) != team:
            break
        count += 1
    return team, count


class _Hidden(NamedTuple):
    """What a determinization needs of one position for one seat (worked out once: a
    search samples the same position thousands of times)."""

    #: The seats whose hands the seat cannot see (each gets a redealt pile).
    others: list[int]
    #: Each seat's cards played this deal.
    played: list[list[str]]
    #: The sampler of the hidden hands (None: no hidden hand left).
    redealer: Redealer[str] | None
    #: The team dealt each matador a sample keeps (played, or in a hand not redealt).
    known: dict[str, int]
    #: The matadors a sample draws (in the piles; under this position's trumps).
    drawn_matadors: frozenset[str]
    #: The team of each seat of ``others`` (so, of each drawn pile).
    pile_teams: tuple[int, ...]


# --- the state ---------------------------------------------------------------------------


class ScharwenzelState(GameState):
    """A Scharwenzel match: several deals, a 24-point race per game, threads and hooks."""

    def _setup(self) -> None:
        n = self.players
        self.teams = alternating_teams(n)
        self.pack = pack(pack_size(n))
        self.tricks_in_deal = len(self.pack) // n  # one trick per card in a hand
        self.majority = self.tricks_in_deal // 2 + 1
        self.match_target = self.options["match_target"]
        self.sheet = ScoreSheet(n, self.teams)
        self.team_points = [0, 0]
        self.bock_bank = 0
        self.threads = [0, 0]
        self.hooks = [0, 0]
        self.games_won: list[dict[str, Any]] = []
        self.last_result: DealResult | None = None
        self.match_winner: int | None = None

    # --- dealing --------------------------------------------------------------------------

    def _start_deal(self) -> None:
        n = self.players
        self.dealer = (n - 1 + self.deal_no) % n
        self.forehand = (self.dealer + 1) % n
        deck, _rng = deck_for_deal(self.pack, self.seed, self.deal_no, self.initial_deck)
        self.hands: list[list[str]] = [
            [deck[i] for i in places] for places in deal_places(n, self.forehand)
        ]
        self.auction = Auction(turn_order(self.forehand, n), single_round=True)
        self.phase = BIDDING
        self.current_player = self.forehand
        self.trump: str | None = None
        self.bidder: int | None = None
        self.high_bid: int | None = None
        self.game_value = SINGLE_VALUE
        self.suit_of = SUIT_IN_PLAY["C"]
        self.power = POWER["C"]
        self.tout_announced = False
        self.tout_team: int | None = None
        self.attempt_announced = False
        self.tout_events: list[dict[str, Any]] = []
        self.tout_won = False
        self.trick: list[str] = []
        self.leader = self.forehand
        self.led = ""
        self.last_trick: tuple[int, list[str]] | None = None
        self.won: list[list[str]] = [[], []]
        self.team_tricks = [0, 0]
        self.seat_tricks = [0] * n
        self.tricks_played = 0
        self.majority_team: int | None = None
        self.clean_majority = False
        self.matadors: tuple[int | None, int] = (None, 0)

    # --- legal actions --------------------------------------------------------------------

    def _compute_legal(self) -> Sequence[Action]:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase == PLAYING:
            return tuple(map(PLAY_OF, self._legal_cards(seat, self.hands[seat])))
        if phase == BIDDING:
            return self._legal_bids(seat)
        if phase == NAMING:
            return [TRUMP_ACTIONS[s] for s in self._nameable_suits(seat)]
        if phase == ANNOUNCING:
            return [TOUT, NO_TOUT]
        if phase == DECIDING:
            return [STOP, GO_ON]
        return []

    def _legal_cards(self, seat: int, hand: list[str]) -> list[str]:
        """The cards of the mover's ``hand`` it may play to the trick, in hand order (the
        hand itself where any card may be played): the legal moves of the card play, which
        the search's playout loop (``engine.bots.trick_playout``) plays without their
        actions. ``seat`` is the mover (the trick games' common signature)."""
        if self.trick:
            suit_of, led = self.suit_of, self.led
            same = []  # a plain loop: in CPython 3.11 a comprehension is a call
            for card in hand:
                if suit_of[card] == led:
                    same.append(card)
            if same:
                return same
        return hand

    def _legal_bids(self, seat: int) -> list[Action]:
        high = -1 if self.auction.high is None else self.auction.high
        counts = printed_counts(self.hands[seat])
        plain, clubs = longest_plain(counts), counts["C"]
        out = []
        for n in range(MIN_BID, max(plain, clubs) + 1):
            if n <= plain and bid_value(n, False) > high:
                out.append(BID_ACTIONS[bid_value(n, False)])
            if n <= clubs and bid_value(n, True) > high:
                out.append(BID_ACTIONS[bid_value(n, True)])
        out.append(PASS)
        return out

    def _bid_length(self) -> int:
        """How many cards of one suit the highest bid said its bidder holds."""
        assert self.high_bid is not None
        return self.high_bid // 2

    def _nameable_suits(self, seat: int) -> list[str]:
        need = self._bid_length()
        counts = printed_counts(self.hands[seat])
        return [s for s in "SHD" if counts[s] >= need]

    # --- applying actions -----------------------------------------------------------------

    def _do(self, action: Action) -> None:
        words = action.words
        verb = words[0]
        seat = self.current_player
        assert seat is not None
        if verb == "play":  # the hot path: most steps of a deal are plays
            self._play(seat, words[1])
        elif verb == "bid":
            self.auction.bid(seat, bid_value(int(words[1]), len(words) == 3))
            self._after_call()
        elif verb == "pass":
            self.auction.pass_(seat)
            self._after_call()
        elif verb == "trump":
            self._name_trumps(words[1], seat)
            self.phase = ANNOUNCING
        elif verb == "tout" or verb == "no-tout":
            self.tout_announced = verb == "tout"
            if self.tout_announced:
                self._emit("announce", seat, "tout")
            self._start_play()
        elif verb == "stop":
            self._end_deal()
        else:  # go-on
            self.tout_team = seat % 2
            self.attempt_announced = False
            self.phase = PLAYING

    def _play(self, seat: int, card: str) -> None:
        """``seat`` plays ``card`` to the trick (what ``_do`` does with a play; the search's
        playout loop calls it with the card, without the action)."""
        self.hands[seat].remove(card)
        trick = self.trick
        trick.append(card)
        if len(trick) < self.players:
            if len(trick) == 1:
                self.led = self.suit_of[card]
            self.current_player = (seat + 1) % self.players
        else:
            self._finish_trick()

    def _after_call(self) -> None:
        auction = self.auction
        if not auction.done:
            self.current_player = auction.turn
            return
        winner = auction.winner
        if winner is None:
            self._emit("contract", None, None)
            self._name_trumps("C", None)
            self._start_play()
            return
        assert auction.high is not None
        self.bidder = winner
        self.high_bid = auction.high
        self.current_player = winner
        self._emit("contract", winner, bid_text(auction.high))
        if auction.high % 2:
            self._name_trumps("C", winner)
            self.game_value = DOUBLE_VALUE
            self.phase = ANNOUNCING
        else:
            self.phase = NAMING

    def _name_trumps(self, suit: str, seat: int | None) -> None:
        self._emit("trump", seat, suit)
        self.trump = suit
        self.suit_of = SUIT_IN_PLAY[suit]
        self.power = POWER[suit]

    def _start_play(self) -> None:
        trump = self.trump
        assert trump is not None  # named, or clubs when everybody passed
        self.matadors = matadors_of(self.hands, trump)
        if self.tout_announced and self.bidder is not None:
            self.tout_team = self.bidder % 2
            self.attempt_announced = True
        self.phase = PLAYING
        self.leader = self.current_player = self.forehand

    def _finish_trick(self) -> None:
        n = self.players
        trick = self.trick
        seats = CLOCKWISE[n][self.leader]
        winner = complete_trick(self, seats, trick, self.suit_of, self.power, self.trump)
        self.last_trick = (self.leader, trick)
        team = winner % 2
        self.won[team].extend(trick)
        self.trick = []
        self.team_tricks[team] += 1
        self.seat_tricks[winner] += 1
        self.tricks_played += 1
        self.leader = self.current_player = winner
        if self.tout_team is None:
            self._check_majority(team, winner)
        else:
            self._check_tout(team, winner)

    def _check_majority(self, team: int, winner: int) -> None:
        """§6: the hand ends at a majority; a clean one lets the trick's winner decide."""
        if self.team_tricks[team] == self.majority:
            self.majority_team = team
            if self.team_tricks[1 - team] == 0:
                self.clean_majority = True
                self.phase = DECIDING
                self.current_player = winner
            else:
                self._end_deal()
        elif self.tricks_played == self.tricks_in_deal:
            self._end_deal()  # a tie: Bock

    def _check_tout(self, team: int, winner: int) -> None:
        """§6: a Tout attempt ends at the first trick the opponents win, or when won."""
        attempting = self.tout_team
        assert attempting is not None  # called only while a Tout is played
        if team == attempting:
            if self.team_tricks[team] == self.majority:
                self.majority_team = team
                self.clean_majority = True
            if self.team_tricks[team] == self.tricks_in_deal:
                self.tout_won = True
                self.tout_events.append(self._tout_event(attempting, won=True))
                self._end_deal()
            return
        self.tout_events.append(self._tout_event(attempting, won=False))
        self.tout_team = None
        if self.majority_team == attempting:
            self._end_deal()
        else:  # an announced Tout lost before the majority: play on and score normally
            self._check_majority(team, winner)

    def _tout_event(self, team: int, won: bool) -> dict[str, Any]:
        return {"team": team, "announced": self.attempt_announced, "won": won}

    # --- scoring --------------------------------------------------------------------------

    def _end_deal(self) -> None:
        self.phase = OVER
        self.current_player = None
        self.deal_over = True
        points = [0, 0]
        hooks = [0, 0]
        bank_paid = 0
        for event in self.tout_events:
            hooks_for(event, hooks)
        if self.tout_won:
            points[self.tout_events[-1]["team"]] += self.game_value
        else:
            matador_team, matador_count = self.matadors
            if matador_team is not None:
                points[matador_team] += matador_count
            if self.majority_team is None:
                self.bock_bank += self.game_value
            else:
                bank_paid = self.bock_bank
                points[self.majority_team] += self.game_value + bank_paid
                self.bock_bank = 0
                if self.clean_majority:
                    points[self.majority_team] += FIRST_TRICKS_BONUS
        self._record(points, hooks, bank_paid)

    def _record(self, points: list[int], hooks: list[int], bank_paid: int) -> None:
        """The deal's result: race points, threads and hooks gained, the score sheet's row
        and the detail for the result panel. Written out without helpers or comprehensions
        (in CPython 3.11 each is a call): every simulated deal of the search ends here."""
        team_points = self.team_points
        own_hooks = self.hooks
        team_points[0] += points[0]
        team_points[1] += points[1]
        own_hooks[0] += hooks[0]
        own_hooks[1] += hooks[1]
        race = list(team_points)
        threads = [0, 0]
        game_winner = self._game_winner()
        petersdorfer = False
        if game_winner is not None:
            petersdorfer = team_points[1 - game_winner] == 0
            threads[game_winner] = 2 if petersdorfer else 1
            self.threads[game_winner] += threads[game_winner]
            self.games_won.append(
                {"deal_no": self.deal_no, "team": game_winner, "petersdorfer": petersdorfer}
            )
            self.team_points = [0, 0]
        row = self.sheet.add_teams([threads[0] + hooks[0], threads[1] + hooks[1]])
        marks0 = self.threads[0] + own_hooks[0]
        marks1 = self.threads[1] + own_hooks[1]
        if max(marks0, marks1) >= self.match_target:
            self.is_over = True
            self.match_winner = 0 if marks0 > marks1 else 1 if marks1 > marks0 else None
        matador_team, matador_count = self.matadors
        tout_won = self.tout_won
        majority_team = self.majority_team
        self.last_result = DealResult(
            tuple(row),
            {
                "trump": self.trump,
                "bidder": self.bidder,
                "bid": None if self.high_bid is None else bid_text(self.high_bid),
                "game_value": self.game_value,
                "tricks_per_team": list(self.team_tricks),
                "majority_team": majority_team,
                "fuer_die_ersten": self.clean_majority and not tout_won,
                "bock": majority_team is None and not tout_won,
                "matadors": {"team": matador_team, "count": matador_count},
                "matadors_scored": not tout_won,
                "tout_announced": self.tout_announced,
                "touts": [dict(e) for e in self.tout_events] if self.tout_events else [],
                "bock_bank": self.bock_bank,
                "threads": list(self.threads),
                "hooks": list(own_hooks),
                "points": points,
                "bock_paid": bank_paid,
                "race_after_deal": race,
                "team_points": list(self.team_points),
                "game_won_by": game_winner,
                "petersdorfer": petersdorfer,
                "threads_gained": threads,
                "hooks_gained": hooks,
                "match_winner": self.match_winner,
            },
        )

    def _game_winner(self) -> int | None:
        """§8: 24 points win a game; both over 24: more points, then the majority team."""
        p0, p1 = self.team_points
        if p0 < GAME_POINTS and p1 < GAME_POINTS:
            return None
        if p0 != p1:
            return 0 if p0 > p1 else 1
        return self.majority_team if self.majority_team is not None else 0

    # --- the contract's queries -----------------------------------------------------------

    def deal_result(self) -> DealResult | None:
        return self.last_result

    def totals(self) -> list[float]:
        return list(self.sheet.totals)

    def hand(self, seat: int) -> list[str]:
        return list(self.hands[seat])

    def card_locations(self) -> dict[str, list[str]]:
        places = {f"hand {s}": list(h) for s, h in enumerate(self.hands)}
        places["trick"] = list(self.trick)
        places["won Wir"] = list(self.won[0])
        places["won Ihr"] = list(self.won[1])
        return places

    def display_order(self, cards: Sequence[str]) -> list[str]:
        """Before trumps: by printed suit (what bids count); after: trumps first, high first."""
        trump = self.trump
        if trump is None or self.phase == BIDDING:
            return sorted(
                cards,
                key=lambda c: (DISPLAY_SUITS.index(SUIT_OF[c]), -PLAIN_POWER[RANK_OF[c]]),
            )
        suit_of, power = self.suit_of, self.power
        return sorted(
            cards,
            key=lambda c: (
                -1 if suit_of[c] == trump else DISPLAY_SUITS.index(suit_of[c]),
                -power[c],
            ),
        )

    def observation(self, seat: int) -> Observation:
        n = self.players
        table = [{"seat": (self.leader + i) % n, "card": c} for i, c in enumerate(self.trick)]
        last = None
        if self.last_trick is not None:
            leader, cards = self.last_trick
            last = [{"seat": (leader + i) % n, "card": c} for i, c in enumerate(cards)]
        return {
            **self._observation_header(seat),
            "phase": PHASES.key(self.phase),
            "hand": self.display_order(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "table": table,
            "last_trick": last,
            "stock": 0,
            "talon": 0,
            "trump": self.trump,
            "trump_card": None,
            "tricks": list(self.seat_tricks),
            "totals": self.totals(),
            "roles": self._roles(),
            "teams": [list(t) for t in self.teams],
            "deal_over": self.deal_over,
            "is_over": self.is_over,
            "detail": self._public_detail(),
        }

    def _roles(self) -> list[list[str]]:
        roles: list[list[str]] = [[] for _ in range(self.players)]
        roles[self.dealer].append("dealer")
        roles[self.forehand].append("forehand")
        if self.bidder is not None:
            roles[self.bidder].append("declarer")
        return roles

    def _public_detail(self) -> dict[str, Any]:
        bids = [
            {"seat": s, "bid": "pass" if v is None else bid_text(v)} for s, v in self.auction.calls
        ]
        matadors = None
        if self.deal_over:
            matadors = {"team": self.matadors[0], "count": self.matadors[1]}
        tout_attempt = None
        if self.tout_team is not None:
            tout_attempt = {"team": self.tout_team, "announced": self.attempt_announced}
        return {
            "team_names": list(TEAM_NAMES),
            "team_of_seat": [s % 2 for s in range(self.players)],
            "bids": bids,
            "bidder": self.bidder,
            "bid": None if self.high_bid is None else bid_text(self.high_bid),
            "all_passed": self.auction.done and self.bidder is None,
            "trump": self.trump,
            "game_value": self.game_value if self.trump is not None else None,
            "tout_announced": self.tout_announced,
            "tout_attempt": tout_attempt,
            "touts": [dict(e) for e in self.tout_events],
            "tricks_per_team": list(self.team_tricks),
            "tricks_in_deal": self.tricks_in_deal,
            "majority": self.majority,
            "majority_team": self.majority_team,
            "team_points": list(self.team_points),
            "game_points": GAME_POINTS,
            "bock_bank": self.bock_bank,
            "threads": list(self.threads),
            "hooks": list(self.hooks),
            "games_won": [dict(g) for g in self.games_won],
            "match_target": self.match_target,
            "matadors": matadors,
            "match_winner": self.match_winner,
        }

    # --- bots -----------------------------------------------------------------------------

    def trick_rules(self) -> TrickRules:
        """The matadors join the trump suit (rules §2), so a trick is explained by these
        tables, never by printed suits; each matador is named as the rules name it."""
        named = dict.fromkeys(("JC", "JS", "JH", "JD"), "bur")
        if self.trump is not None:
            named.update({"QC": "olsch", "7" + self.trump: "nillje", "QS": "basta"})
        return TrickRules(self.suit_of, self.power, self.trump, named, tuple(self.trick))

    def clone(self) -> ScharwenzelState:
        new = object.__new__(ScharwenzelState)
        state = self.__dict__.copy()
        new.__dict__ = state
        self._copy_record(state)
        state["hands"] = list(map(list, self.hands))  # C-level: no comprehension per sample
        if self.phase == BIDDING:
            # Past the bidding the auction is only read (a new deal makes a new one), so a
            # clone shares it, as it shares the other read-only parts: every sample of the
            # search's card play is a clone.
            state["auction"] = self.auction.copy()
        state["trick"] = list(self.trick)
        state["won"] = [list(self.won[0]), list(self.won[1])]
        state["team_tricks"] = list(self.team_tricks)
        state["seat_tricks"] = list(self.seat_tricks)
        state["tout_events"] = list(self.tout_events)
        state["team_points"] = list(self.team_points)
        state["threads"] = list(self.threads)
        state["hooks"] = list(self.hooks)
        state["games_won"] = list(self.games_won)
        state["sheet"] = self.sheet.copy()
        return new

    def _redeal_hidden(self, seat: int, rng: random.Random) -> ScharwenzelState:
        """Redeal the other hands, keeping hand sizes, the voids each seat has shown and the
        facts its bid and its choice of trumps stated about its dealt hand."""
        new = self.clone()  # before the sampler is cached here, as it always was
        return self._filled(new, seat, self.draw_hidden(seat, rng))

    def draw_hidden(self, seat: int, rng: random.Random) -> HiddenDraw:
        """The other hands of a determinization for ``seat`` (the same draw as
        :meth:`determinize`), before any state is built: the search weighs them first."""
        hidden = self._hidden_hands(seat)
        others, redealer = hidden.others, hidden.redealer
        if redealer is None:
            return HiddenDraw(self.hands, [])
        piles = redealer.draw(rng)
        hands = list(self.hands)
        for s, pile in zip(others, piles, strict=True):
            hands[s] = pile
        return HiddenDraw(hands, piles)

    def sample_from(self, seat: int, drawn: HiddenDraw) -> GameState:
        """The determinization for ``seat`` holding the hands of ``drawn``."""
        return self._as_sample(seat, self._filled(self.clone(), seat, drawn))

    def _filled(self, new: ScharwenzelState, seat: int, drawn: HiddenDraw) -> ScharwenzelState:
        """``new`` (a clone of this state) holding the hidden cards of ``drawn``."""
        piles = drawn.piles
        if not piles:
            return new
        hidden = self._hidden_hands(seat)
        hands = new.hands
        for s, pile in zip(hidden.others, piles, strict=True):
            hands[s] = pile
        if self.phase in (PLAYING, DECIDING) and self.trump is not None:
            # The team dealt each matador: the known ones from the table, the drawn ones
            # found in the piles by a C-level intersection per pile.
            team_of = hidden.known.copy()
            drawn_matadors = hidden.drawn_matadors
            for team, pile in zip(hidden.pile_teams, piles, strict=True):
                for card in drawn_matadors.intersection(pile):
                    team_of[card] = team
            new.matadors = matadors_by(team_of.get, self.trump)
        return new

    def _hidden_hands(self, seat: int) -> _Hidden:
        """What a determinization for ``seat`` needs of this position, worked out once per
        position and seat (see :class:`_Hidden`)."""
        found: _Hidden = self.position_memo("_redealer", lambda: self._hidden_places(seat), seat)
        return found

    def _hidden_places(self, seat: int) -> _Hidden:
        others = [s for s in range(self.players) if s != seat and self.hands[s]]
        played, voids = self._plays_and_voids()
        # The team dealt each matador the sample keeps (played, or in an unhidden hand),
        # and the matadors it draws.
        matadors = set(matador_order(self.trump or "C"))
        known = {
            card: s % 2
            for s in range(self.players)
            for card in played[s] + ([] if s in others else self.hands[s])
            if card in matadors
        }
        hidden = _Hidden(
            others,
            played,
            None,
            known,
            frozenset(matadors.difference(known)),
            tuple(s % 2 for s in others),
        )
        if not others:
            return hidden
        pool = [c for s in others for c in self.hands[s]]
        redealer = Redealer(
            pool,
            [len(self.hands[s]) for s in others],
            [self._void_filter(voids[s]) for s in others],
            quotas=self._claim_quotas(others, played),
            label=SUIT_OF.__getitem__,
        )
        return hidden._replace(redealer=redealer)

    def _claim_quotas(
        self, others: list[int], played: list[list[str]]
    ) -> list[list[tuple[int, str, int]]]:
        """What the bids and the choice of trumps stated about the dealt hands (a suit of at
        least so many cards), as quotas on the redealt hands of ``others`` (by their index):
        the sampler counts them exactly, so every sample agrees with the bidding and the
        samples stay uniform over the deals that do."""
        claims = self._bid_claims()
        quotas: list[list[tuple[int, str, int]]] = []
        for index, s in enumerate(others):
            claim = claims.get(s)
            if claim is None:
                continue
            suit, length = claim
            have = printed_counts(played[s])
            suits = (suit,) if suit else ("S", "H", "D")
            if any(have[x] >= length for x in suits):
                continue
            quotas.append([(index, x, length - have[x]) for x in suits])
        return quotas

    def _plays_and_voids(self) -> tuple[list[list[str]], list[set[str]]]:
        """Each seat's cards played this deal and the suits it has shown to be void in, read
        from the deal's history (kept off the hot path of play)."""
        played: list[list[str]] = [[] for _ in range(self.players)]
        voids: list[set[str]] = [set() for _ in range(self.players)]
        suit_of = self.suit_of
        for trick in deal_tricks(self):
            led = suit_of[trick[0][1]]
            for seat, card in trick:
                played[seat].append(card)
                if suit_of[card] != led:
                    voids[seat].add(led)
        return played, voids

    def _void_filter(self, voids: set[str]) -> Constraint | None:
        if not voids:
            return None
        suit_of = self.suit_of
        frozen = frozenset(voids)
        return lambda card: suit_of[card] not in frozen

    def _bid_claims(self) -> dict[int, tuple[str | None, int]]:
        """Seat -> (printed suit or None for "some suit other than clubs", length held)."""
        claims: dict[int, tuple[str | None, int]] = {}
        for s, value in self.auction.calls:
            if value is not None:
                n, better = divmod(value, 2)
                claims[s] = ("C" if better else None, n)
        if self.bidder is not None and self.trump is not None and self.trump != "C":
            claims[self.bidder] = (self.trump, self._bid_length())
        return claims

    # --- input and reasons ----------------------------------------------------------------

    def parse_action(self, text: Any) -> Action:
        if isinstance(text, str):
            canonical = " ".join(text.split()).lower()
            text = {"go on": "go-on", "no tout": "no-tout"}.get(canonical, text)
        return super().parse_action(text)

    def explain_illegal(self, action: Action) -> IllegalAction:
        if self.current_player is None:
            return super().explain_illegal(action)
        explain = {
            "bid": self._why_not_bid,
            "pass": self._why_not_pass,
            "trump": self._why_not_trump,
            "tout": self._why_not_tout,
            "no-tout": self._why_not_tout,
            "play": self._why_not_play,
            "stop": self._why_not_decide,
            "go-on": self._why_not_decide,
        }.get(action.verb)
        if explain is None:
            return IllegalAction(
                "Scharwenzel has no action '{action}'. Possible actions: {grammar}.",
                action=action.text,
                grammar=GRAMMAR,
            )
        reason = explain(action)
        return reason if reason is not None else super().explain_illegal(action)

    def _wrong_phase(self) -> IllegalAction:
        phase = self.phase
        if phase == BIDDING:
            return IllegalAction("The bidding is on: say 'bid <n>', 'bid <n> better' or 'pass'.")
        if phase == NAMING:
            return IllegalAction("The highest bidder must name trumps now: 'trump <suit>'.")
        if phase == ANNOUNCING:
            return IllegalAction("The highest bidder must now say 'tout' or 'no-tout'.")
        if phase == DECIDING:
            return IllegalAction(
                "Your team has a clean majority: say 'stop' to score now or 'go-on' to play "
                "for Tout."
            )
        return IllegalAction("A card must be played now: 'play <card>'.")

    def _why_not_bid(self, action: Action) -> IllegalAction | None:
        args = action.args
        if (
            not args
            or len(args) > 2
            or not args[0].isdigit()
            or (len(args) == 2 and args[1] != "better")
        ):
            return IllegalAction(
                "Cannot read '{action}': a bid is 'bid <n>' or 'bid <n> better'.",
                action=action.text,
            )
        if self.phase != BIDDING:
            return IllegalAction("The bidding is over.")
        n, better = int(args[0]), len(args) == 2
        said = bid_text(bid_value(n, better))
        if n < MIN_BID:
            return IllegalAction("The lowest bid is {lowest}.", lowest=MIN_BID)
        high = self.auction.high
        if high is not None and bid_value(n, better) <= high:
            return IllegalAction(
                "'{bid}' does not beat the standing bid '{high}'.", bid=said, high=bid_text(high)
            )
        counts = printed_counts(self.hands[self._mover()])
        if better and counts["C"] < n:
            return IllegalAction(
                "You hold only {held} clubs; '{bid}' needs {needed}.",
                held=counts["C"],
                bid=said,
                needed=n,
            )
        if not better and longest_plain(counts) < n:
            return IllegalAction(
                "You hold at most {held} cards of a suit other than clubs; '{bid}' needs {needed}.",
                held=longest_plain(counts),
                bid=said,
                needed=n,
            )
        return None

    def _why_not_pass(self, action: Action) -> IllegalAction | None:
        if action.args:
            return IllegalAction("Cannot read '{action}': say just 'pass'.", action=action.text)
        if self.phase != BIDDING:
            return IllegalAction("The bidding is over; there is nothing to pass.")
        return None

    def _why_not_trump(self, action: Action) -> IllegalAction | None:
        args = action.args
        if len(args) != 1 or args[0] not in TRUMP_ACTIONS:
            return IllegalAction(
                "Cannot read '{action}': name trumps as 'trump S', 'trump H' or 'trump D'.",
                action=action.text,
            )
        if self.phase == BIDDING:
            return IllegalAction(
                "Only the winner of the bidding names trumps, once the bidding is over."
            )
        if self.phase != NAMING or self.bidder is None:
            if self.bidder is None or self.trump is None:
                return IllegalAction("Everybody passed, so clubs are trumps.")
            return IllegalAction("Trumps are already named ({suit}).", suit=SuitWord(self.trump))
        suit = args[0]
        need = self._bid_length()
        if suit == "C":
            return IllegalAction(
                "After a plain bid clubs cannot be trumps; clubs need a 'better' bid."
            )
        held = printed_counts(self.hands[self.bidder])[suit]
        return IllegalAction(
            "You bid {n} but hold only {held} {suit}; name a suit in which you hold at least "
            "{n} cards.",
            n=need,
            held=held,
            suit=SuitWord(suit),
        )

    def _why_not_tout(self, action: Action) -> IllegalAction | None:
        if action.args:
            return IllegalAction(
                "Cannot read '{action}': say 'tout' or 'no-tout'.", action=action.text
            )
        if self.phase == ANNOUNCING:
            return None
        if self.bidder is None and self.auction.done:
            return IllegalAction("Everybody passed, so no Tout can be announced.")
        return IllegalAction(
            "Only the highest bidder may announce Tout, after naming trumps and before the "
            "first card."
        )

    def _why_not_play(self, action: Action) -> IllegalAction | None:
        args = action.args
        if len(args) != 1 or args[0] not in PLAY:
            return IllegalAction(
                "Cannot read '{action}': play one card, e.g. 'play QC' or 'play 10H'.",
                action=action.text,
            )
        if self.phase != PLAYING:
            return self._wrong_phase()
        card = args[0]
        if card not in self.hands[self._mover()]:
            return IllegalAction("You do not hold {card}.", card=card)
        if self.trick and self.suit_of[card] != self.led:
            if self.led == self.trump:
                return IllegalAction(
                    "A trump was led; you must play a trump ({suit} or a permanent trump).",
                    suit=SuitWord(self.trump),
                )
            return IllegalAction(
                "You must follow suit ({suit}); jacks and black queens do not count as their "
                "printed suit.",
                suit=SuitWord(self.led),
            )
        return None

    def _why_not_decide(self, action: Action) -> IllegalAction | None:
        if action.args:
            return IllegalAction("Cannot read '{action}'.", action=action.text)
        if self.phase == DECIDING:
            return None
        if self.phase == PLAYING and self.tout_team is not None:
            return IllegalAction("A Tout is being played; play on.")
        return IllegalAction(
            "'stop' and 'go-on' are only for the winner of a clean majority (before the "
            "opponents have a trick)."
        )


def hooks_for(event: dict[str, Any], hooks: list[int]) -> None:
    """§7: a won Tout gives its team 1 hook (2 if announced); a lost one gives the opponents
    2 hooks (4 if announced)."""
    if event["won"]:
        hooks[event["team"]] += 2 if event["announced"] else 1
    else:
        hooks[1 - event["team"]] += 4 if event["announced"] else 2


def _pack_for(players: int, options: dict[str, Any]) -> tuple[str, ...]:
    return pack(pack_size(players))


def contract_outcome(
    detail: Mapping[str, Any], teams: Sequence[Sequence[int]], seat: int = 0
) -> ContractResult | None:
    """The highest bid (docs/rules/scharwenzel.md §4, §7): made when the bidder's team takes
    the majority of the tricks, lost when it does not (the other team's majority or a
    Bock); None when everyone passed or ``seat``'s team did not bid."""
    bidder = detail.get("bidder")
    if bidder is None or detail.get("bid") is None or bidder not in side_of(teams, seat):
        return None
    team = next((i for i, t in enumerate(teams) if bidder in t), None)
    return "made" if team is not None and detail.get("majority_team") == team else "lost"


SPEC = GameSpec(
    id=GAME_ID,
    name="Scharwenzel",
    players=(4, 6, 8),
    options={
        "match_target": Option(
            default=3,
            choices=(1, 2, 3, 4, 5, 6, 8, 10),
            help="Threads plus hooks a team needs to win the match.",
        ),
    },
    state_class=ScharwenzelState,
    pack_for=_pack_for,
    default_players=4,
    vocabulary=WORDS,
    contract_outcome=contract_outcome,
    order=4,
    short_match={"match_target": 1},
)
