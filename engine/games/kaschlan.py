"""Kaschlan (Kastellan, Kurrhahn): a Prussian shedding game of the Durak type, 2–5 players.

Rules: ``docs/rules/kaschlan.md``. Every player tries to shed his cards; the last one holding cards
is "the Kaschlan" and gets a mark. The queen of diamonds is the top trump in every game.

Action grammar
--------------
Cards are written in pack order (spades, hearts, diamonds, clubs; ace down within a suit);
``parse_action`` puts typed cards into that order, so every set of cards has one text.

=================================  ===========================================================
``attack <cards>``                 the attacker opens a bout with 1+ cards of one rank, never
                                   more than the defender holds (``QD`` counts as a queen)
``attack <cards> coachman <card>`` option ``coachman``: two or more cards of one rank plus one
                                   card of another rank; all of them count against the limit
``reinforce <cards>``              a bystander, on his one turn, adds cards of the attack rank
                                   (at most as many as still fit under the bout limit)
``decline``                        a bystander lets his turn pass, or the defender adds nothing
``add <cards>``                    the defender lays own cards of the attack rank beside the
                                   attack (outside the limit; they must be beaten or taken too)
``beat <Y> <X>``                   the defender beats table card ``Y`` with hand card ``X``
``take``                           the defender picks up every table card still unbeaten
=================================  ===========================================================

A bout runs: attack → one reinforcement turn per bystander (clockwise from the attacker's
left, skipping the defender; players out of the game and turns when the limit is already
reached are skipped) → the defender's addition (``add`` or ``decline``) → defence (``beat``
one card at a time, or ``take``). A bout ends when every table card is beaten or on ``take``.

A bystander or defender with no card of the attack rank still gets his turn, with ``decline``
as the only move: skipping him would tell everybody he holds no such card.

Observation: ``table`` entries are ``{"seat", "card", "beaten_by"}``; ``trump_card`` is the
turn-up while it lies under the stock, ``talon`` the size of the waste pile, ``tricks`` None;
roles ``attacker``, ``defender``, ``out``, ``dealer`` (and ``kaschlan`` for the loser once the
game is over). ``detail``: ``turn_up``, ``waste``, ``attack_rank``, ``limit`` (the defender's
hand size when the bout began), ``laid`` (cards counted against it), ``may_reinforce`` (seats
still to have their turn, in order), ``known_cards`` per seat (cards seen going into that hand:
taken from the table, or the turn-up drawn last), ``marks``, ``loser``, ``game_no``,
``match_games``.

Scores: a finished game writes one *Kaschlan mark* (``1``) to the loser and ``0`` to everyone
else; lower totals are better (``detail["lower_is_better"]``). A drawn game writes no mark.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.actions import Action, IllegalAction
from engine.cards import (
    ALL_CODES,
    INDEX,
    NATURAL_VALUE,
    RANK_NAMES,
    RANKS,
    SUITS,
    sort_hand,
)
from engine.cards import pack as make_pack
from engine.contract import DealResult, GameSpec, GameState, Observation
from engine.dealing import deck_for_deal, match_rng
from engine.events import Effect
from engine.games.kaschlan_words import WORDS
from engine.options import Option
from engine.reasons import SuitWord
from engine.sampling import Redealer
from engine.scoresheet import ScoreSheet

HAND_SIZE = 5
QD = INDEX["QD"]

# --- card tables (index = position in ALL_CODES, so ascending bits are pack order) ----------

CODE: tuple[str, ...] = ALL_CODES
BIT: tuple[int, ...] = tuple(1 << i for i in range(len(ALL_CODES)))
SUIT_IX: tuple[str, ...] = tuple(c[-1] for c in ALL_CODES)
RANK_IX: tuple[str, ...] = tuple(c[:-1] for c in ALL_CODES)
VALUE_IX: tuple[int, ...] = tuple(NATURAL_VALUE[r] for r in RANK_IX)
RANK_MASK: dict[str, int] = {
    r: sum(BIT[INDEX[r + s]] for s in SUITS) for r in RANKS
}  # the four cards of a rank
RANK_MASK_OF: tuple[int, ...] = tuple(RANK_MASK[r] for r in RANK_IX)


def bit_indices(mask: int) -> list[int]:
    """Card indices of ``mask`` in ascending (pack) order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _codes(mask: int) -> list[str]:
    return [CODE[i] for i in bit_indices(mask)]


def _is_trump(card: int, trump: str) -> bool:
    return card == QD or SUIT_IX[card] == trump


def _trump_power(card: int) -> int:
    return 100 if card == QD else VALUE_IX[card]


def _beats_ix(x: int, y: int, trump: str) -> bool:
    if x == y or y == QD:
        return False
    if x == QD:
        return True
    if _is_trump(y, trump):
        return _is_trump(x, trump) and _trump_power(x) > _trump_power(y)
    if SUIT_IX[x] == trump:
        return True
    return SUIT_IX[x] == SUIT_IX[y] and VALUE_IX[x] > VALUE_IX[y]


def beats(x: str, y: str, trump: str) -> bool:
    """Whether hand card ``x`` beats table card ``y`` with ``trump`` as trump suit (rules §2).

    ``QD`` is always the highest trump; with another trump suit it is no diamond at all.
    """
    return _beats_ix(INDEX[x], INDEX[y], trump)


#: BEATERS[trump][y]: bitmask of every card that beats ``y``.
BEATERS: dict[str, tuple[int, ...]] = {
    t: tuple(
        sum(BIT[x] for x in range(len(ALL_CODES)) if _beats_ix(x, y, t))
        for y in range(len(ALL_CODES))
    )
    for t in SUITS
}

# --- actions -------------------------------------------------------------------------------

K_ATTACK, K_REINFORCE, K_ADD, K_DECLINE, K_BEAT, K_TAKE = range(6)
DECLINE = Action("decline")
TAKE = Action("take")
#: Action text -> (kind, card mask, cards in table order, rank).
DECODE: dict[str, tuple[int, int, tuple[int, ...], str]] = {
    DECLINE.text: (K_DECLINE, 0, (), ""),
    TAKE.text: (K_TAKE, 0, (), ""),
}


class _SubsetTable:
    """Every non-empty subset of one rank group, smallest first, as attack/reinforce/add
    actions; ``prefix[k]`` is how many of them have at most ``k`` cards, so a size limit is a
    slice. ``reinforce`` and ``add`` start with ``decline``: ``reinforce[: prefix[k] + 1]``
    is a bystander's whole legal list, built once."""

    __slots__ = ("attack", "reinforce", "add", "masks", "sizes", "prefix")

    def __init__(self, group: int) -> None:
        cards = bit_indices(group)
        rank = RANK_IX[cards[0]]
        subsets = []
        for pick in range(1, 1 << len(cards)):
            chosen = tuple(c for i, c in enumerate(cards) if pick >> i & 1)
            subsets.append(chosen)
        subsets.sort(key=lambda s: (len(s), s))
        self.masks = tuple(sum(BIT[c] for c in s) for s in subsets)
        self.sizes = tuple(len(s) for s in subsets)
        self.prefix = tuple(sum(1 for s in subsets if len(s) <= k) for k in range(5))
        acts = {}
        for verb, kind in (("attack", K_ATTACK), ("reinforce", K_REINFORCE), ("add", K_ADD)):
            row = []
            for s, mask in zip(subsets, self.masks, strict=True):
                action = Action(verb + " " + " ".join(CODE[c] for c in s))
                DECODE[action.text] = (kind, mask, s, rank)
                row.append(action)
            acts[verb] = tuple(row)
        self.attack = acts["attack"]
        self.reinforce = (DECLINE, *acts["reinforce"])
        self.add = (DECLINE, *acts["add"])


_SUBSETS: dict[int, _SubsetTable] = {}


def subset_table(group: int) -> _SubsetTable:
    """The attacks, reinforcements and additions of one rank group (its cards as a mask),
    made on first use; read ``_SUBSETS`` first where it is hot."""
    table = _SUBSETS.get(group)
    if table is None:
        table = _SUBSETS[group] = _SubsetTable(group)
    return table


_COACH: dict[int, Action] = {}


def _coach_action(set_mask: int, coach: int) -> Action:
    key = set_mask << 6 | coach
    action = _COACH.get(key)
    if action is None:
        cards = tuple(bit_indices(set_mask))
        text = "attack " + " ".join(CODE[c] for c in cards) + " coachman " + CODE[coach]
        action = _COACH[key] = Action(text)
        DECODE[action.text] = (K_ATTACK, set_mask | BIT[coach], (*cards, coach), RANK_IX[cards[0]])
    return action


#: BEAT[y << 6 | x]: the action ``beat Y X``, made on first use.
BEAT: list[Action | None] = [None] * (64 * 64)


def beat_action(y: int, x: int) -> Action:
    """The action ``beat Y X`` (table card ``y``, hand card ``x``), the one object of its
    text; read ``BEAT`` first where it is hot, as the legal list and the fast playout do."""
    key = y << 6 | x
    action = BEAT[key]
    if action is None:
        action = BEAT[key] = Action(f"beat {CODE[y]} {CODE[x]}")
        DECODE[action.text] = (K_BEAT, BIT[x], (y, x), "")
    return action


ONLY_DECLINE = (DECLINE,)
ONLY_TAKE = (TAKE,)


# --- options -------------------------------------------------------------------------------

OPTIONS: dict[str, Option] = {
    "pack": Option(32, (32, 52, 24), "Pack: 32 (A–7), 52 (A–2) or 24 cards (A–9, 2–4 players)"),
    "coachman": Option(
        False, (False, True), "Coachman: an attack of 2+ cards of a rank may carry one extra card"
    ),
    "rotate_attacker": Option(
        False, (False, True), "After a take the attacker role passes clockwise"
    ),
    "match_games": Option(5, (1, 3, 5, 7, 10), "Number of games in a match"),
}

ATTACK, REINFORCE, ADD, DEFEND, OVER = range(5)
#: The one phase encoding (engine.vocabulary.PhaseCodes): numbers here, keys in observations.
PHASES = WORDS.phase_codes("attack", "reinforce", "add", "defend", "deal_over")
PHASE_VERBS: tuple[frozenset[str], ...] = (
    frozenset({"attack"}),
    frozenset({"reinforce", "decline"}),
    frozenset({"add", "decline"}),
    frozenset({"beat", "take"}),
    frozenset(),
)
PHASE_TASKS = (
    "attack",
    "reinforce or decline",
    "add own cards of the attack rank or decline",
    "beat a card or take",
    "",
)
ALL_VERBS = frozenset({"attack", "reinforce", "decline", "add", "beat", "take"})


#: BYSTANDERS[players][attacker][defender]: reinforcement order, clockwise from the
#: attacker's left, without the defender (players out of the game are filtered at run time).
BYSTANDERS: dict[int, list[list[tuple[int, ...]]]] = {
    n: [
        [tuple(s for s in ((a + k) % n for k in range(1, n)) if s != d) for d in range(n)]
        for a in range(n)
    ]
    for n in range(2, 6)
}


def _pack_for(players: int, options: dict[str, Any]) -> tuple[str, ...]:
    return make_pack(options["pack"])


def _players_for(options: dict[str, Any]) -> tuple[int, ...]:
    # 5 × 5 cards from 24 would leave no stock (rules §2).
    return (2, 3, 4) if options["pack"] == 24 else (2, 3, 4, 5)


# --- the state -----------------------------------------------------------------------------


class KaschlanState(GameState):
    """A match of Kaschlan: ``match_games`` games, each one "deal" of the contract.

    Hands are bitmasks over ``ALL_CODES`` (ascending bits = pack order), the stock is a list
    with its top at the end and the turn-up at index 0, table entries are immutable
    ``(seat, card, beaten_by or -1)`` tuples: cheap to clone and to scan.
    """

    # -- set-up ------------------------------------------------------------------------------

    def _setup(self) -> None:
        n = self.players
        if self.options["pack"] == 24 and n > 4:  # players_for already refuses; kept for clarity
            raise ValueError(
                "kaschlan: the 24-card pack is for 2 to 4 players (5 would leave no stock)"
            )
        self.pack = make_pack(self.options["pack"])
        self.coachman = bool(self.options["coachman"])
        self.rotate = bool(self.options["rotate_attacker"])
        self.match_games = int(self.options["match_games"])
        self.sheet = ScoreSheet(n)
        self.result: DealResult | None = None
        self.rank = ""  # the bout's attack rank, limit and cards laid: set by each attack
        self.rank_mask = 0
        self.limit = 0
        self.laid = 0
        self.dealer = match_rng(self.seed).randrange(n)

    def _start_deal(self) -> None:
        n = self.players
        if self.deal_no > 0:
            self.dealer = self.next_dealer
        deck, _rng = deck_for_deal(self.pack, self.seed, self.deal_no, self.initial_deck)
        forehand = (self.dealer + 1) % n
        hands = [0] * n
        dealt = HAND_SIZE * n
        for i in range(dealt):  # one card at a time, clockwise from forehand (§3 Decision)
            hands[(forehand + i) % n] |= BIT[INDEX[deck[i]]]
        rest = [INDEX[c] for c in deck[dealt:]]
        self.hands = hands
        self.turn_up = rest[0]
        self.trump = SUIT_IX[rest[0]]  # QD turned: trumps are diamonds, its own suit
        self.beaters = BEATERS[self.trump]
        self.stock = [rest[0], *reversed(rest[1:])]  # top at the end, turn-up at the bottom
        self.waste = 0
        self.table: list[tuple[int, int, int]] = []
        self.last_bout: list[tuple[int, int, int]] | None = None
        self.unbeaten = 0
        self.out = [False] * n
        self.any_out = False
        self.known: dict[int, int] = {}  # card -> seat seen taking/drawing it
        self.next_dealer: int = self.dealer
        self.loser: int | None = None
        self._begin_bout(forehand, (forehand + 1) % n)

    def _begin_bout(self, attacker: int, defender: int) -> None:
        self.phase = ATTACK
        self.attacker = attacker
        self.defender = defender
        self.current_player = attacker
        self.pending: tuple[int, ...] = ()
        self.pend_i = 0
        self.took = False

    # -- legal actions -----------------------------------------------------------------------

    def _compute_legal(self) -> Sequence[Action]:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        hand = self.hands[seat]
        if phase == DEFEND:
            if not hand:
                return ONLY_TAKE
            out = []
            beaters = self.beaters
            for _seat, y, by in self.table:
                if by < 0:
                    m = hand & beaters[y]
                    y6 = y << 6
                    while m:
                        low = m & -m
                        x = low.bit_length() - 1
                        out.append(BEAT[y6 | x] or beat_action(y, x))
                        m ^= low
            out.append(TAKE)
            return out
        group = hand & self.rank_mask
        if phase == REINFORCE:
            if not group:
                return ONLY_DECLINE
            table = _SUBSETS.get(group) or subset_table(group)
            room = self.limit - self.laid
            return table.reinforce[: table.prefix[room if room < 4 else 4] + 1]
        if phase == ADD:
            if not group:
                return ONLY_DECLINE
            return (_SUBSETS.get(group) or subset_table(group)).add
        return self._attack_actions(hand)

    def _attack_actions(self, hand: int) -> list[Action]:
        limit = self.hands[self.defender].bit_count()
        cap = limit if limit < 4 else 4
        out: list[Action] = []
        rest = hand
        while rest:  # one rank group at a time, in the order of its first card
            group = hand & RANK_MASK_OF[(rest & -rest).bit_length() - 1]
            rest ^= group
            table = _SUBSETS.get(group) or subset_table(group)
            out += table.attack[: table.prefix[cap]]
        if self.coachman and limit >= 3:
            self._add_coachmen(hand, limit, out)
        return out

    def _add_coachmen(self, hand: int, limit: int, out: list[Action]) -> None:
        """Every set of 2+ cards of a rank that leaves room, with each other card as coachman."""
        rest = hand
        while rest:
            group = hand & RANK_MASK_OF[(rest & -rest).bit_length() - 1]
            rest ^= group
            others = bit_indices(hand ^ group)
            if not others or group.bit_count() < 2:
                continue
            table = _SUBSETS.get(group) or subset_table(group)
            for mask, size in zip(table.masks, table.sizes, strict=True):
                if 2 <= size < limit:
                    out.extend(_coach_action(mask, c) for c in others)

    # -- applying ----------------------------------------------------------------------------

    def _do(self, action: Action) -> None:
        kind, mask, cards, rank = DECODE[action.text]
        if kind == K_BEAT:
            self._beat(cards[0], cards[1])
        elif kind == K_ATTACK:
            self.rank = rank
            self.rank_mask = RANK_MASK[rank]
            self.limit = self.hands[self.defender].bit_count()
            self.laid = 0
            self._lay(self.attacker, mask, cards)
            self.pending = self._bystanders()
            self.pend_i = 0
            self._next_reinforcer()
        elif kind == K_REINFORCE:
            self._lay(self.pending[self.pend_i], mask, cards)
            self.pend_i += 1
            self._next_reinforcer()
        elif kind == K_DECLINE:
            if self.phase == REINFORCE:
                self.pend_i += 1
                self._next_reinforcer()
            else:
                self.phase = DEFEND  # the defender stays to act
        elif kind == K_ADD:
            d = self.defender
            self.hands[d] ^= mask
            table = self.table
            for c in cards:
                table.append((d, c, -1))
            self.unbeaten += len(cards)
            self.phase = DEFEND
        else:
            self._take()

    def _lay(self, seat: int, mask: int, cards: tuple[int, ...]) -> None:
        """Attacker or reinforcer puts cards on the table, counts them against the limit and
        refills at once (§5.2–3); with the stock empty an empty hand means he is out."""
        hands = self.hands
        hands[seat] ^= mask
        table = self.table
        for c in cards:  # a loop, not a generator: this runs at every step of a simulation
            table.append((seat, c, -1))
        count = len(cards)
        self.unbeaten += count
        self.laid += count
        if self.stock:  # asked here, not by a call: the endgame lays with the stock empty
            refill(self, seat)
        if not hands[seat]:
            went_out(self, seat)

    def _went_out(self, seat: int) -> None:
        """``seat`` laid his last card with the stock empty: he is out (§7)."""
        self.out[seat] = True
        self.any_out = True
        self._emit("out", seat)

    def _refill(self, seat: int) -> None:
        stock = self.stock
        if not stock:
            return
        hand = self.hands[seat]
        need = HAND_SIZE - hand.bit_count()
        if need <= 0:
            return
        drawn = stock[-need:]  # the top cards (the top is at the end)
        del stock[-need:]
        for card in drawn:
            hand |= BIT[card]
        self.hands[seat] = hand
        shown: tuple[int, ...] = ()
        if not stock:  # the face-up turn-up was the last card: everyone saw who got it
            self.known[self.turn_up] = seat
            shown = (self.turn_up,)
        if self.recording:  # a note of Kaschlan's own (hot): the slice as taken, top card last
            self._fx.append((len(self.history) - 1, "refill", (seat, drawn, shown)))

    def _bystanders(self) -> tuple[int, ...]:
        """The bout's reinforcement turns: clockwise from the attacker's left, without the
        defender and the players out."""
        pending = BYSTANDERS[self.players][self.attacker][self.defender]
        if self.any_out:
            out = self.out
            pending = tuple([s for s in pending if not out[s]])  # a list: cheaper than a generator
        return pending

    def _next_reinforcer(self) -> None:
        if self.laid < self.limit and self.pend_i < len(self.pending):
            self.phase = REINFORCE
            self.current_player = self.pending[self.pend_i]
            return
        self.pend_i = len(self.pending)
        self.phase = ADD
        self.current_player = self.defender

    def _beat(self, y: int, x: int) -> None:
        table = self.table
        for i, entry in enumerate(table):
            if entry[1] == y:
                table[i] = (entry[0], y, x)
                break
        self.hands[self.defender] ^= BIT[x]
        self.unbeaten -= 1
        if not self.unbeaten:
            end_bout(self)

    def _take(self) -> None:
        d = self.defender
        hand = self.hands[d]
        known = self.known
        for _seat, y, by in self.table:
            if by < 0:
                hand |= BIT[y]
                known[y] = d
        self.hands[d] = hand
        self.took = True
        end_bout(self)

    def _effects_of(self, kind: str, values: tuple[Any, ...]) -> list[Effect]:
        """A bout's end is noted once, with its table (never changed again): the defender's
        take (the unbeaten cards) and the bout's end are read from it when asked. A refill
        is noted as the stock's slice, reversed only when asked."""
        if kind == "refill":  # the draw effect: its cards top card first
            seat, drawn, shown = values
            return super()._effects_of("draw", (seat, drawn[::-1], shown))
        if kind != "bout":
            return super()._effects_of(kind, values)
        attacker, defender, took, table = values
        effects: list[Effect] = []
        if took:
            taken = [CODE[y] for _seat, y, by in table if by < 0]
            effects.append({"kind": "take", "seat": defender, "cards": taken})
        effects.append(
            {"kind": "bout_over", "attacker": attacker, "defender": defender, "took": took}
        )
        return effects

    # -- end of a bout, roles, end of game ---------------------------------------------------

    def _end_bout(self) -> None:
        waste = self.waste
        for _seat, y, by in self.table:
            if by >= 0:
                waste |= BIT[y] | BIT[by]
        self.waste = waste
        self.last_bout = self.table  # never changed again: the next bout gets a new list
        self.table = []
        self.unbeaten = 0
        took = self.took
        if self.recording:  # every bout: one note of Kaschlan's own, read by _effects_of
            self._fx.append(
                (
                    len(self.history) - 1,
                    "bout",
                    (self.attacker, self.defender, took, self.last_bout),
                )
            )
        if not took and self.stock:
            refill(self, self.defender)
        if not self.stock:  # only now can anybody be out (§7)
            hands = self.hands
            empty = hands.count(0)
            if empty:  # counted first: this runs at every bout of a simulation's endgame
                out = self.out
                if empty > out.count(True):  # a player out keeps an empty hand
                    for s, hand in enumerate(hands):
                        if not hand and not out[s]:
                            out[s] = True
                            self.any_out = True
                            self._emit("out", s)
                if empty >= len(hands) - 1:
                    self._finish(next((s for s, hand in enumerate(hands) if hand), None))
                    return
        attacker, defender = next_roles(self, took)
        begin_bout(self, attacker, defender)

    def _next_roles(self, took: bool) -> tuple[int, int]:
        """Attacker and defender of the next bout: §5.6, then the going-out cases of §7.

        §7 is applied after the normal rule, so with ``rotate_attacker`` an attacker who went
        out while the defender took still hands the attack to his right, not clockwise.
        """
        a, d, out = self.attacker, self.defender, self.out
        if not (took or self.any_out):  # the common case: the defender attacks his left
            return d, (d + 1) % self.players
        if took:
            if out[a]:
                return self._next_in(a, -1, d), d
            if self.rotate:
                return self._next_in(a, 1, d), d
            return a, d
        if out[d]:
            if out[a]:
                attacker = self._next_in(d, 1, -1)
                return attacker, self._next_in(attacker, 1, -1)
            return a, self._next_in(d, 1, a)
        return d, self._next_in(d, 1, -1)

    def _next_in(self, seat: int, step: int, skip: int) -> int:
        """The next player still in the game from ``seat`` in direction ``step``, passing over
        ``skip``; ``seat`` itself if nobody else qualifies."""
        n = self.players
        for k in range(1, n + 1):
            s = (seat + k * step) % n
            if s != skip and not self.out[s]:
                return s
        return seat

    def _finish(self, loser: int | None) -> None:
        n = self.players
        self.loser = loser
        self.phase = OVER
        self.current_player = None
        self.pending = ()
        self.pend_i = 0
        row = [1 if s == loser else 0 for s in range(n)]
        self.sheet.add(row)
        self.result = DealResult(
            tuple(float(v) for v in row),
            {
                "loser": loser,
                "draw": loser is None,
                "marks": list(self.sheet.totals),
                "game": len(self.sheet.rows),
                "lower_is_better": True,
            },
        )
        self.next_dealer = loser if loser is not None else (self.dealer + 1) % n
        self.deal_over = True
        self.is_over = len(self.sheet.rows) >= self.match_games

    # -- parsing and refusals ----------------------------------------------------------------

    def parse_action(self, text: Any) -> Action:
        """Accept the cards of a set in any order and case; the action text is canonical."""
        action = super().parse_action(text)
        words = action.words
        if words[0] in ("attack", "reinforce", "add") and len(words) > 1:
            coach: list[str] = []
            cards = list(words[1:])
            if "coachman" in cards:
                at = cards.index("coachman")
                cards, coach = cards[:at], ["coachman", *cards[at + 1 :]]
            if all(c in INDEX for c in cards):
                cards.sort(key=INDEX.__getitem__)
                action = Action.read(" ".join([words[0], *cards, *coach]))
        return action

    def explain_illegal(self, action: Action) -> IllegalAction:
        if self.current_player is None:
            return super().explain_illegal(action)
        verb = action.verb
        if verb not in ALL_VERBS:
            return IllegalAction(
                "'{action}' is not a Kaschlan move: use attack, reinforce, decline, add, beat "
                "or take.",
                action=action.text,
            )
        if verb not in PHASE_VERBS[self.phase]:
            if verb == "decline" and self.phase == ATTACK:
                return IllegalAction("The attacker must lay at least one card; he cannot decline.")
            own = self._own_move(action)
            if own is not None:
                # A card dropped on an attack card while reinforcing or adding: the person was
                # laying it, so the refusal speaks of laying it, not of a defence.
                reason = _why_refused(self, own)
                if reason is not None:
                    return reason
            # "your": whoever is refused is the one to move (the table shows who that is).
            return IllegalAction(
                "It is your turn to {task}; '{action}' is not possible now.",
                task=PHASE_TASKS[self.phase],
                action=action.text,
            )
        canonical = self.parse_action(action.text)
        if canonical is not action and canonical in self.legal_actions():
            return IllegalAction(
                "Write the cards in pack order: '{canonical}'.", canonical=canonical.text
            )
        reason = _why_refused(self, action)
        return reason or super().explain_illegal(action)

    def _own_move(self, action: Action) -> Action | None:
        """``beat <table card> <hand card>`` read as the move of this phase with the hand card
        (``reinforce 8C``, ``add 8C``); None in any other case."""
        if action.verb != "beat" or len(action.args) != 2 or self.phase not in (REINFORCE, ADD):
            return None
        laying = "reinforce" if self.phase == REINFORCE else "add"
        return Action(f"{laying} {action.args[1]}")

    def trial_action(self, card: str) -> Action | None:
        """The move a person would try with ``card`` of the hand when no legal move uses a card
        (only take or decline is possible): beat the first attack card still open with it,
        reinforce or add with it. Learn mode asks the refusal of that move, so every card of
        the hand is explained, not only those some legal move names."""
        if self.phase == DEFEND:
            open_cards = [CODE[y] for _seat, y, by in self.table if by < 0]
            return Action(f"beat {open_cards[0]} {card}") if open_cards else None
        if self.phase in (REINFORCE, ADD):
            return Action(f"{'reinforce' if self.phase == REINFORCE else 'add'} {card}")
        return None

    # -- views -------------------------------------------------------------------------------

    def hand(self, seat: int) -> list[str]:
        return _codes(self.hands[seat])

    def known_cards(self, seat: int) -> list[str]:
        """Cards everybody knows ``seat`` holds: taken from the table or the drawn turn-up."""
        hand = self.hands[seat]
        return [CODE[c] for c in bit_indices(hand) if self.known.get(c) == seat]

    def observation(self, seat: int) -> Observation:
        n = self.players
        stock = self.stock
        over = self.phase == OVER
        roles: list[list[str]] = []
        for s in range(n):
            r = []
            if s == self.dealer:
                r.append("dealer")
            if self.out[s]:
                r.append("out")
            elif not over and s == self.attacker:
                r.append("attacker")
            elif not over and s == self.defender:
                r.append("defender")
            if over and s == self.loser:
                r.append("kaschlan")
            roles.append(r)
        pending = [] if over else list(self.pending[self.pend_i :])
        bout_open = self.phase in (ATTACK, OVER)  # no cards laid in this bout yet
        return {
            **self._observation_header(seat),
            "phase": PHASES.key(self.phase),
            "hand": sort_hand(self.hand(seat)),
            "hand_sizes": [h.bit_count() for h in self.hands],
            "table": _table_view(self.table),
            "last_trick": None if self.last_bout is None else _table_view(self.last_bout),
            "stock": len(stock),
            "talon": self.waste.bit_count(),
            "trump": self.trump,
            "trump_card": CODE[self.turn_up] if stock else None,
            "tricks": None,
            "totals": self.totals(),
            "roles": roles,
            "teams": [list(t) for t in self.teams],
            "deal_over": self.deal_over,
            "is_over": self.is_over,
            "detail": {
                "turn_up": CODE[self.turn_up],
                "waste": self.waste.bit_count(),
                "attack_rank": None if bout_open else self.rank,
                "limit": None if bout_open else self.limit,
                "laid": 0 if bout_open else self.laid,
                "may_reinforce": pending,
                "known_cards": [self.known_cards(s) for s in range(n)],
                "marks": list(self.sheet.totals),
                "loser": self.loser,
                "game_no": len(self.sheet.rows) + (0 if over else 1),
                "match_games": self.match_games,
                "lower_is_better": True,
            },
        }

    def card_locations(self) -> dict[str, list[str]]:
        where = {f"hand {s}": self.hand(s) for s in range(self.players)}
        where["stock"] = [CODE[c] for c in reversed(self.stock)]  # top first
        where["table"] = [CODE[c] for _s, y, by in self.table for c in (y, by) if c >= 0]
        where["waste"] = _codes(self.waste)
        return where

    def deal_result(self) -> DealResult | None:
        return self.result

    def totals(self) -> list[float]:
        return list(self.sheet.totals)

    # -- copies ------------------------------------------------------------------------------

    def clone(self) -> KaschlanState:
        new = self._copy_play()
        self._copy_record(new.__dict__)
        return new

    def _copy_play(self) -> KaschlanState:
        """A copy with its own hands, stock, table, outs, seen cards and score sheet, but
        still sharing this state's record (history, deal starts, notes): :meth:`clone` copies
        the record whole, a search sample (:meth:`_redeal_hidden`) all but the notes."""
        new = object.__new__(KaschlanState)
        d = new.__dict__
        d.update(self.__dict__)
        d["hands"] = self.hands[:]
        d["stock"] = self.stock[:]
        d["table"] = self.table[:]
        d["out"] = self.out[:]
        d["known"] = self.known.copy()
        d["sheet"] = self.sheet.copy()
        return new

    def _redeal_hidden(self, seat: int, rng: random.Random) -> KaschlanState:
        """Redeal other players' unknown cards and the stock (the turn-up stays at the bottom
        while it is there; cards a player was seen to take stay with him)."""
        new = self._copy_play()
        d = new.__dict__
        d["history"] = self.history.copy()
        d["deal_starts"] = self.deal_starts.copy()
        # A sample notes no effects (``determinize`` gives it an empty list of notes): the
        # deal's notes so far, a tuple each, are not copied to be dropped.
        d["_fx"] = []
        # Each seat's places, worked out once per position: the memo is a dict by seat made
        # by ``dict`` itself, so a sample creates no closure to ask for it.
        by_seat: dict[int, tuple[list[int], list[int], Redealer[int]]]
        by_seat = self.position_memo("_redealer", dict)
        places = by_seat.get(seat)
        if places is None:
            places = by_seat[seat] = self._hidden_places(seat)
        others, kept, redealer = places
        # The sample's hands differ from this state's at the same position: it must not hit
        # (nor fill) this dict, which a clone shares; it works out its own if it redeals.
        d.pop("_redealer", None)
        piles = redealer.draw(rng)
        hands = new.hands
        bit = BIT.__getitem__
        for s, pile in zip(others, piles, strict=False):
            hands[s] = kept[s] | sum(map(bit, pile))  # distinct cards: their sum is their union
        if self.stock:
            new.stock = [self.stock[0], *piles[-1]]
        return new

    def _hidden_places(self, seat: int) -> tuple[list[int], list[int], Redealer[int]]:
        """The other seats, the cards each keeps (seen taking them), and the sampler of
        their other cards and the hidden stock: worked out once per position and seat (a
        search redeals the same position thousands of times); its draws are those of
        :func:`redeal` over the same cards in the same order."""
        unknown: list[int] = []
        kept: list[int] = [0] * self.players
        sizes: list[int] = []
        others = [s for s in range(self.players) if s != seat]
        for s in others:
            hand = self.hands[s]
            for c in bit_indices(hand):
                if self.known.get(c) == s:
                    kept[s] |= BIT[c]
                else:
                    unknown.append(c)
            sizes.append(hand.bit_count() - kept[s].bit_count())
        hidden_stock = self.stock[1:]
        unknown.extend(hidden_stock)
        sizes.append(len(hidden_stock))
        return others, kept, Redealer(unknown, sizes, [None] * len(sizes))


# The state's steps a search's playout takes at every bout (the end of a bout here, the
# bout of ``heuristics.kaschlan``'s playout loop), as module functions: a search sample keeps
# its attributes in a dict of its own (a copy), and there CPython 3.11 finds a method by the
# generic lookup at every call, some 200 instructions (callgrind), where a module's name is
# a cached lookup (issue #44 item 7). The very methods, so the very same steps.
refill = KaschlanState._refill
went_out = KaschlanState._went_out
bystanders = KaschlanState._bystanders
take = KaschlanState._take
end_bout = KaschlanState._end_bout
next_roles = KaschlanState._next_roles
begin_bout = KaschlanState._begin_bout


def _table_view(entries: Sequence[tuple[int, int, int]]) -> list[dict[str, Any]]:
    return [
        {"seat": s, "card": CODE[y], "beaten_by": CODE[by] if by >= 0 else None}
        for s, y, by in entries
    ]


# --- reasons for refusals ------------------------------------------------------------------


def _read_cards(words: Sequence[str]) -> list[str] | IllegalAction:
    seen = []
    for word in words:
        if word not in INDEX:
            return IllegalAction(
                "'{word}' is not a card: write rank then suit, e.g. QD or 10H.", word=word
            )
        if word in seen:
            return IllegalAction("{card} is named twice.", card=word)
        seen.append(word)
    return seen


def _check_set(
    state: KaschlanState, seat: int, cards: list[str], verb: str
) -> IllegalAction | None:
    """The checks every set of cards shares: named, held, and of one rank."""
    if not cards:
        return IllegalAction("Name the cards, e.g. '{verb} 8S 8H'.", verb=verb)
    hand = state.hands[seat]
    for card in cards:
        if not hand & BIT[INDEX[card]]:
            return IllegalAction("You do not hold {card}.", card=card)
    if verb != "attack":
        wrong = [c for c in cards if RANK_IX[INDEX[c]] != state.rank]
        if wrong:
            return IllegalAction(
                "Only cards of the attack rank ({rank}) may be added; {cards} are not.",
                rank=RANK_NAMES[state.rank],
                cards=" ".join(wrong),
            )
    elif len({RANK_IX[INDEX[c]] for c in cards}) > 1:
        return IllegalAction(
            "An attack must be cards of one rank (the coachman aside); {cards} are not.",
            cards=" ".join(cards),
        )
    return None


def _why_refused(state: KaschlanState, action: Action) -> IllegalAction | None:
    verb, words = action.verb, list(action.args)
    if verb == "beat":
        return _why_not_beat(state, words)
    coach: list[str] = []
    if "coachman" in words:
        at = words.index("coachman")
        words, coach = words[:at], words[at + 1 :]
    cards = _read_cards(words + coach)
    if isinstance(cards, IllegalAction):
        return cards
    cards = cards[: len(words)]
    seat = state.current_player
    assert seat is not None  # explain_illegal answers only while somebody is to act
    problem = _check_set(state, seat, cards, verb)
    if problem:
        return problem
    if verb == "attack":
        return _why_not_attack(state, cards, coach, RANK_IX[INDEX[cards[0]]])
    if coach:
        return IllegalAction("Only the attacker may add a coachman.")
    if verb == "reinforce" and len(cards) > state.limit - state.laid:
        return IllegalAction(
            "Too many cards: there is room for {room} more; a bout takes no more cards than the "
            "defender held when it began ({limit}).",
            room=state.limit - state.laid,
            limit=state.limit,
        )
    return None


def _why_not_attack(
    state: KaschlanState, cards: list[str], coach: list[str], rank: str
) -> IllegalAction | None:
    limit = state.hands[state.defender].bit_count()
    if coach:
        if not state.coachman:
            return IllegalAction("This game is played without the coachman (option coachman).")
        if len(coach) != 1:
            return IllegalAction("Name exactly one coachman card.")
        if not state.hands[state.attacker] & BIT[INDEX[coach[0]]]:
            return IllegalAction("You do not hold {card}.", card=coach[0])
        if len(cards) < 2:
            return IllegalAction("A coachman may only go with two or more cards of one rank.")
        if RANK_IX[INDEX[coach[0]]] == rank:
            return IllegalAction(
                "The coachman must be of another rank; lay {card} with the set instead.",
                card=coach[0],
            )
    count = len(cards) + len(coach)
    if count > limit:
        return IllegalAction(
            "You may not attack with more cards ({count}) than the defender holds ({limit}).",
            count=count,
            limit=limit,
        )
    return None


def _why_not_beat(state: KaschlanState, words: list[str]) -> IllegalAction | None:
    if len(words) != 2:
        return IllegalAction(
            "Write 'beat' with the table card and then your card, e.g. 'beat 9S 10S'."
        )
    cards = _read_cards(words)
    if isinstance(cards, IllegalAction):
        return cards
    y, x = INDEX[words[0]], INDEX[words[1]]
    on_table = [entry for entry in state.table if entry[1] == y]
    if not on_table:
        return IllegalAction("{card} is not on the table.", card=words[0])
    if on_table[0][2] >= 0:
        return IllegalAction("{card} is already beaten.", card=words[0])
    if not state.hands[state.defender] & BIT[x]:
        return IllegalAction("You do not hold {card}.", card=words[1])
    trump = state.trump
    unbeaten = [CODE[e[1]] for e in state.table if e[2] < 0]
    if len(unbeaten) > 1 and not any(_beats_ix(x, INDEX[c], trump) for c in unbeaten):
        return IllegalAction(
            "{card} beats none of the cards still to be beaten ({cards}): a card is beaten only "
            "by a higher card of its suit or a trump, a trump only by a higher trump, and the "
            "queen of diamonds by nothing.",
            card=words[1],
            cards=" ".join(unbeaten),
        )
    if y == QD:
        return IllegalAction("Nothing beats the queen of diamonds, the Kaschlan: take it.")
    if _is_trump(y, trump):
        return IllegalAction(
            "A trump can only be beaten by a higher trump ({suit} or the queen of diamonds).",
            suit=SuitWord(trump),
        )
    suit = SUIT_IX[y]
    return IllegalAction(
        "A card of {suit} can only be beaten by a higher card of {suit} or a trump.",
        suit=SuitWord(suit),
    )


# --- registration --------------------------------------------------------------------------


SPEC = GameSpec(
    id="kaschlan",
    name="Kaschlan",
    players=(2, 3, 4, 5),
    options=OPTIONS,
    state_class=KaschlanState,
    pack_for=_pack_for,
    default_players=4,
    players_for=_players_for,
    vocabulary=WORDS,
    order=1,
    short_match={"match_games": 1},
)
