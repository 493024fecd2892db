"""Rules of thumb for Chapanka, a trick-avoidance game, from the observation and legal moves.

Get rid of points: exchange or lay away the most expensive card (ace, king …). In play, duck
under the card that is winning with the highest card that still loses; when you cannot
follow suit, throw the Kinal (``JH``) or an ace (the winner of the trick pays you for them),
else your most expensive card; lead your lowest card, never the Kinal. Pancerola and
Chapanka chances are left to the search levels, except for three moves no good player makes
(:func:`prune`, applied at the root of the search).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engine.actions import Action
from engine.bots.consistency import void_breaches
from engine.bots.heuristics import chapanka_solver as solver
from engine.bots.hooks import Hooks
from engine.bots.ismcts import FastPlayout
from engine.bots.pimc import ExactPlay
from engine.bots.trick_playout import TrickPlayoutLoop
from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF, pack
from engine.games.chapanka import NEXT_SEAT as _NEXT_SEAT
from engine.games.chapanka import PANCEROLA_LAST_FREE_TRICK as _LAST_FREE_TRICK
from engine.games.chapanka import PHASE_PLAY, PLAY, POWER_IN, ChapankaState
from engine.games.chapanka import PLAYERS as _PLAYERS
from engine.games.chapanka import SUIT as _SUIT
from engine.games.chapanka import finish_trick as _finish_trick
from engine.reasons import Reason
from engine.tricks import deal_tricks

KINAL = "JH"
POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _points(card: str) -> int:
    return POINTS.get(RANK_OF[card], 0)


def _power(card: str) -> int:
    return NATURAL_VALUE[RANK_OF[card]]


def _danger(card: str) -> tuple[bool, int, int]:
    """How badly we want rid of a card: the Kinal first, then card points, then rank."""
    return (card == KINAL, _points(card), _power(card))


def _spare_the_kinal(following: list[str]) -> list[str]:
    """The hearts worth following with under another seat's heart lead: the Kinal only when
    it is the last heart. Played there it is the forced Kinal (docs/rules/chapanka.md §7: 4
    counters and, with ``kinal_pot``, the pot doubled), whatever the trick does, so any other
    heart, ducking or not, is cheaper."""
    others = [c for c in following if c != KINAL]
    return others or following


def choose(
    obs: dict[str, Any], legal: Sequence[Action], rng: random.Random
) -> tuple[Action, Reason]:
    """The rule-of-thumb move for Chapanka and why."""
    verbs = {a.verb for a in legal}
    if "exchange" in verbs or "discard" in verbs:
        moves = [a for a in legal if a.verb in ("exchange", "discard")]
        worst = max(moves, key=lambda a: _danger(a.words[1]))
        keep = next((a for a in legal if a.verb == "keep"), None)
        if keep is not None and _points(worst.words[1]) == 0 and worst.words[1] != KINAL:
            return keep, Reason("Nothing expensive to swap: keep the hand.")
        return worst, Reason(
            "Lay away {card}, the card most likely to cost points.", card=worst.words[1]
        )
    cards = {a.words[1]: a for a in legal if a.verb == "play"}
    if not cards:
        return legal[0], Reason("The first possible move.")
    table = [entry["card"] for entry in obs.get("table", [])]
    if not table:
        safe = [c for c in cards if c != KINAL] or list(cards)
        low = min(safe, key=lambda c: (_power(c), _points(c)))
        return cards[low], Reason("Lead a low card so somebody else takes the trick.")
    led = SUIT_OF[table[0]]
    following = [c for c in cards if SUIT_OF[c] == led]
    if not following:
        throw = max(cards, key=_danger)
        return cards[throw], Reason(
            "Cannot follow: throw {card} to whoever takes this trick.", card=throw
        )
    following = _spare_the_kinal(following)
    top = max((c for c in table if SUIT_OF[c] == led), key=_power)
    under = [c for c in following if _power(c) < _power(top)]
    if under:
        duck = max(under, key=lambda c: (_power(c), _points(c)))
        return cards[duck], Reason(
            "Duck under {top} with the highest card that still loses.", top=top
        )
    high = max(following, key=_power)
    return cards[high], Reason("This trick cannot be lost: win it with the highest card.")


#: Share of playout steps left to chance.
ROLLOUT_NOISE = 0.1


def rollout(state: Any, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """Playout policy: the rules of thumb of :func:`choose` (lay away and throw the
    expensive cards and the Kinal, duck under the winning card, lead low). Card play, which
    is nearly every step of a playout, takes the same decisions as ``choose`` from tables
    worked out once; the rare exchange steps ask ``choose`` itself.

    ``legal`` must be the state's own legal list (as the search gives it). In the play phase
    the cards are the state's legal cards (``_legal_cards``, the rule ``legal`` is made
    from), so no action is read per card."""
    if state.phase != PHASE_PLAY:
        if rng.random() < ROLLOUT_NOISE:
            return None
        return choose({"table": [{"card": c} for c in state.table]}, legal, rng)[0]
    seat = state.current_player
    card = _pick(state, state._legal_cards(seat, state.hands[seat]), seat, rng)
    return None if card is None else PLAY[card]


def _pick(state: Any, cards: list[str], seat: int, rng: random.Random) -> str | None:
    """:func:`rollout`'s card for ``seat``, the one to act, in the play phase, among
    ``cards``, its legal cards in hand order (``_legal_cards``): its noise draw first (None:
    the move is left to chance, which the search's loops draw as the step loop draws it),
    else the card, read from those cards and the table alone. :func:`card_step` makes
    the same choice inline (with the same draws), in its one pass over the hand.

    Why the legal cards and not the hand: they are the whole hand (to lead, void in the
    suit led, a Pancerola free to renounce) or its cards of the suit led, and the policy
    only ever picks among the whole hand or those cards, so they give the same card; where
    the seat follows suit they are the shorter list (issue #44 item 7)."""
    if rng.random() < ROLLOUT_NOISE:
        return None
    table: list[str] = state.table
    # One plain loop over the cards per decision, with table lookups: cheaper in CPython
    # 3.11 than a comprehension (a function made per call) or ``min``/``max`` with a key.
    if not table:  # lead the lowest card (power, then points), never the Kinal if avoidable
        lead, low = KINAL, _LEAD_ORDER[KINAL]
        for card in cards:
            if _LEAD_ORDER[card] < low:
                lead, low = card, _LEAD_ORDER[card]
        return lead
    suit_of, power = _SUIT, _POWER
    led = suit_of[table[0]]
    top = 0  # the winning card's power
    for card in table:
        if suit_of[card] == led and power[card] > top:
            top = power[card]
    # Following suit: duck with the highest card that still loses (its power decides: the
    # cards of one suit differ in power), else play the highest; the Kinal only when it is
    # the last card of the suit (:func:`_spare_the_kinal`).
    duck = high = None
    duck_power = high_power = 0
    kinal_follows = False
    for card in cards:
        if suit_of[card] == led:
            if card == KINAL:
                kinal_follows = True
            elif power[card] < top:
                if power[card] > duck_power:
                    duck, duck_power = card, power[card]
            elif power[card] > high_power:
                high, high_power = card, power[card]
    if duck is not None:
        return duck
    if high is not None:
        return high
    if kinal_follows:
        return KINAL
    throw, worst = cards[0], _DANGER_ORDER[cards[0]]  # cannot follow: the most dangerous card
    for card in cards:
        if _DANGER_ORDER[card] > worst:
            throw, worst = card, _DANGER_ORDER[card]
    return throw


def card_step(state: Any, seat: int, draw: Callable[[], float], history: list[Any]) -> None:
    """``seat``'s card in the search's playout of a sample with :func:`rollout`: the card
    :func:`_pick` chooses among the legal cards, drawing with ``draw`` (the search
    generator's ``random``) as the step loop does (a forced card draws nothing), entered in
    ``history`` and played as the state's ``_play`` plays it.

    Why one function and not the shared loop's three calls (the legal cards, the pick, the
    state's ``_play``): each read the suit led and the suits of the hand again; here one pass
    over the hand gives the legal cards and the card :func:`_pick` would choose among them,
    with one lookup a card (``_FOLLOW``). Chapanka plays some 26 cards a simulation, the most
    of the trick games (issue #44 item 7). A module function, so a search config carrying it
    pickles to ``strong``'s workers."""
    hand: list[str] = state.hands[seat]
    table: list[str] = state.table
    if not table:  # a lead: any card, the lowest (never the Kinal while another is held)
        n = len(hand)
        if n == 1:
            card = hand[0]
        elif draw() < ROLLOUT_NOISE:
            card = hand[int(draw() * n)]
        else:
            card, low = KINAL, _LEAD_ORDER[KINAL]
            for c in hand:
                o = _LEAD_ORDER[c]
                if o < low:
                    card, low = c, o
        history.append(_ENTRIES[seat][card])
        hand.remove(card)
        table.append(card)
        state.current_player = _NEXT_SEAT[seat]
        return
    led = _SUIT[table[0]]
    follow = _FOLLOW[led]
    top = 0  # the winning card's power
    for c in table:
        if follow[c] > top:
            top = follow[c]
    # How many cards of the suit led the hand holds, and among them :func:`_pick`'s duck (the
    # highest under the winning card), highest card and whether the Kinal follows (counted,
    # not listed: a list is only wanted for a random card).
    following = 0
    duck = high = None
    duck_power = high_power = 0
    kinal_follows = False
    in_hand = _FOLLOW_HAND[led]
    for c in hand:
        p = in_hand[c]
        if p:
            following += 1
            if p < 0:
                kinal_follows = True
            elif p < top:
                if p > duck_power:
                    duck, duck_power = c, p
            elif p > high_power:
                high, high_power = c, p
    # ``_legal_cards``: the cards of the suit led (None here: not listed yet), else (or for a
    # Pancerola still free to renounce) the whole hand.
    cards: list[str] | None = hand
    n = len(hand)
    if following and not (state.pancerola_right == seat and state.trick_no <= _LAST_FREE_TRICK):
        cards = None
        n = following
    if n > 1 and draw() < ROLLOUT_NOISE:
        if cards is None:
            cards = [c for c in hand if in_hand[c]]
        card = cards[int(draw() * n)]
    elif n == 1 and cards is not None:
        card = cards[0]
    # The policy's card (the only card of the suit led, too, is one of these three).
    elif duck is not None:
        card = duck
    elif high is not None:
        card = high
    elif kinal_follows:
        card = KINAL
    else:  # cannot follow: the most dangerous card
        assert cards is not None
        card, worst = cards[0], _DANGER_ORDER[cards[0]]
        for c in cards:
            o = _DANGER_ORDER[c]
            if o > worst:
                card, worst = c, o
    history.append(_ENTRIES[seat][card])
    if not follow[card]:  # a renounce, noted as ``_play`` notes it
        _note_renounce(state, seat, led, hand)
    hand.remove(card)
    table.append(card)
    if len(table) == _PLAYERS:
        _finish_trick(state)
    else:
        state.current_player = _NEXT_SEAT[seat]


#: The search's playout of a sample with :func:`rollout` (the ``playout`` hook): the trick
#: games' shared loop, each card step :func:`card_step`.
playout_loop = TrickPlayoutLoop(PHASE_PLAY, card_step=card_step)
playout = FastPlayout(rollout, playout_loop)


def rollout_by_rules(state: Any, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """:func:`rollout` spelled through :func:`choose` (the reference the tests compare)."""
    if rng.random() < ROLLOUT_NOISE:
        return None
    return choose({"table": [{"card": c} for c in state.table]}, legal, rng)[0]


def prune(state: Any, legal: Sequence[Action], seat: int) -> list[Action] | None:
    """Moves a good Chapanka player never makes, removed before the search (docs/rules/
    chapanka.md §6, §7). None: nothing to remove.

    - Void in the suit led and holding the Kinal: discard it now. The trick's winner pays
      for it (and with ``kinal_pot`` the pot comes with it), while kept it may later be
      forced under a heart lead, which costs 4 and doubles the pot.
    - Following a heart led by another seat: never play the Kinal while another card may
      be played; that is the forced Kinal, paid whatever the trick does.
    - Committed to a Pancerola (must lose every trick): never play a card that would win
      the trick so far while one that surely loses it may be played. Where this rule and
      the second pull apart (on a heart lead only the Kinal loses the trick), the search
      weighs the stake against the forced Kinal.
    """
    table = state.table
    if state.phase != PHASE_PLAY or not table:
        return None
    plays = {a.words[1]: a for a in legal if a.verb == "play"}
    if len(plays) != len(legal):
        return None
    led = SUIT_OF[table[0]]
    kept = plays
    if state.pancerola == seat and not state.tricks_won[seat]:
        top = max(_POWER[c] for c in table if SUIT_OF[c] == led)
        kept = {c: a for c, a in plays.items() if SUIT_OF[c] != led or _POWER[c] < top} or plays
    if KINAL in kept:
        if len(kept) == 1:
            if led == "H" and kept is not plays:
                return None  # only the Kinal loses this heart trick: the search weighs it
        elif not any(SUIT_OF[c] == led for c in state.hands[seat]):
            return [kept[KINAL]]
        elif led == "H":
            kept = {c: a for c, a in kept.items() if c != KINAL}
    return list(kept.values()) if len(kept) < len(plays) else None


def prune_reason(state: Any, kept: Sequence[Action], seat: int) -> Reason | None:
    """The rule's words for the move :func:`prune` left alone (the hint shows them)."""
    if len(kept) != 1 or kept[0].verb != "play" or not state.table:
        return None
    card = kept[0].words[1]
    if card == KINAL:
        return Reason("Discard the Kinal now: whoever takes this trick pays you for it.")
    if state.pancerola == seat:
        return Reason(
            "Your Pancerola must lose every trick: {card} cannot take this one.", card=card
        )
    if SUIT_OF[state.table[0]] == "H" and KINAL in state.hands[seat]:
        return Reason("Keep the Kinal off another player's heart lead: played there it costs you.")
    return None


#: Weight of a sample that gives the Kinal to a seat that, void in the suit led, threw
#: another card: good players (and our bots' root rule) throw it at once.
KINAL_KEPT = 0.1
#: Weight of a sample in which such a seat still holds a card worth more
#: points than the one it threw: the cheaper card went first, which is odd.
DEARER_KEPT = 0.5
#: Weight of a sample in which a seat, following under the winning card, kept a
#: card of the suit between the one it played and the winner: the higher one would have lost
#: the trick as surely and is the more dangerous card to keep.
HIGHER_DUCK_KEPT = 0.5

#: Evidence about one seat's hand: (seat, weight, cards): a sample whose hand for the seat
#: holds any of the cards weighs ``weight`` times less.
Evidence = tuple[int, float, frozenset[str]]


def likelihood(real: Any, sample: Any, seat: int) -> float:
    """How well the sampled hands fit the other seats' throws and ducks: a seat void in the
    suit led throws the Kinal first, then its most expensive card, and a seat that cannot
    beat the winning card plays the highest card that still loses; a sample in which it kept
    the card it should have played first weighs less. A seat counts once, with its most
    telling oddity: multiplying every oddity would leave few samples late in a deal and
    make the rejection sampler draw many more. (The voids themselves are facts the sampler
    keeps; a Pancerola's renounce is a choice, not a void, and its play is not read.)"""
    hands = sample.hands
    weight = 1.0
    for who, steps in _by_seat(real):
        if who != seat:
            hand = hands[who]
            for factor, cards in steps:
                if not cards.isdisjoint(hand):
                    weight *= factor
                    break
    return weight


def _evidence(real: Any) -> tuple[Evidence, ...]:
    """What this deal's throws and ducks say about the hands (see :func:`likelihood`),
    worked out once per position."""
    found: tuple[Evidence, ...] = real.position_memo("_evidence", lambda: _read_deal(real))
    return found


#: Per seat with evidence (in seat order), its weights from the smallest up, each with every
#: card that weighs at most that much: the first that the sampled hand holds is the seat's.
BySeat = tuple[tuple[int, tuple[tuple[float, frozenset[str]], ...]], ...]


def _by_seat(real: Any) -> BySeat:
    """The evidence grouped for :func:`likelihood` (the same weights as taking, per seat,
    the smallest factor whose cards the hand holds), worked out once per position."""
    found: BySeat = real.position_memo("_evidence_by_seat", lambda: _group(_evidence(real)))
    return found


def _group(evidence: tuple[Evidence, ...]) -> BySeat:
    cards_at: dict[int, dict[float, set[str]]] = {}
    for who, factor, cards in evidence:
        if factor < 1.0:
            cards_at.setdefault(who, {}).setdefault(factor, set()).update(cards)
    return tuple(
        (who, tuple((f, frozenset(c)) for f, c in sorted(cards_at[who].items()) if c))
        for who in sorted(cards_at)
    )


def _read_deal(real: Any) -> tuple[Evidence, ...]:
    out: list[Evidence] = []
    for trick in deal_tricks(real):
        cards = [card for _who, card in trick]
        for i, (who, card) in enumerate(trick[1:], 1):
            if who != real.pancerola:
                out.extend(_read_play(who, card, cards[:i]))
    return tuple(out)


def _read_play(who: int, card: str, trick: Sequence[str]) -> list[Evidence]:
    """The evidence of ``card`` played by ``who`` to the unfinished ``trick``."""
    led = SUIT_OF[trick[0]]
    if SUIT_OF[card] != led:  # a throw
        if card == KINAL:
            return []
        return [(who, KINAL_KEPT, _KINAL_ONLY), (who, DEARER_KEPT, _DEARER[card])]
    top = max(_POWER[c] for c in trick if SUIT_OF[c] == led)
    low = _POWER[card]
    if low > top:
        return []
    higher = frozenset(c for c in _SUITS[led] if low < _POWER[c] < top and c != KINAL)
    return [(who, HIGHER_DUCK_KEPT, higher)] if higher else []


_ALL = pack(52)
_POWER: dict[str, int] = {c: _power(c) for c in _ALL}
_POINTS: dict[str, int] = {c: _points(c) for c in _ALL}
#: Per card, power then points as one number (points are under 100): the playout's order
#: for leading low and ducking high, compared without building a tuple per card.
_ORDER: dict[str, int] = {c: 100 * _POWER[c] + _POINTS[c] for c in _ALL}
#: Per card, :func:`_danger` as one number (the Kinal first, then points, then power, each
#: under 100): the playout's order for throwing, compared without a tuple per card.
_DANGER_ORDER: dict[str, int] = {
    c: 10_000 * (c == KINAL) + 100 * _POINTS[c] + _POWER[c] for c in _ALL
}
#: ``_ORDER`` with the Kinal last: the lowest lead is never the Kinal while another card is
#: held (the same card as the lowest of the others, as :func:`choose` leads).
_LEAD_ORDER: dict[str, int] = {c: 1_000_000 if c == KINAL else _ORDER[c] for c in _ALL}
#: Per suit led, each card's power if it is of that suit, else 0 (the game's table): the
#: playout loop's test of the suit and its power in one lookup.
_FOLLOW = POWER_IN
#: ``_FOLLOW`` for the cards of a hand: the Kinal as -1 (:func:`_pick` follows with it only
#: when no other card of the suit is held).
_FOLLOW_HAND: dict[str, dict[str, int]] = {
    suit: {c: -1 if c == KINAL and p else p for c, p in powers.items()}
    for suit, powers in _FOLLOW.items()
}
#: Per seat and card, the history's entry for the card played (shared tuples).
_ENTRIES: tuple[dict[str, tuple[int, str]], ...] = tuple(
    {c: (seat, action.text) for c, action in PLAY.items()} for seat in range(_PLAYERS)
)
_KINAL_ONLY = frozenset((KINAL,))
#: The state's steps the playout loop takes, as module names (the very methods): a
#: sample's attributes live in a dict of its own, where CPython 3.11 finds a method by the
#: generic lookup at every call.
_note_renounce = ChapankaState._note_renounce
#: Per card: the cards worth more points, the Kinal aside (it has its own weight).
_DEARER: dict[str, frozenset[str]] = {
    c: frozenset(d for d in _ALL if _POINTS[d] > _POINTS[c] and d != KINAL) for c in _ALL
}
_SUITS: dict[str, tuple[str, ...]] = {
    suit: tuple(c for c in _ALL if SUIT_OF[c] == suit) for suit in "SHDC"
}


#: What this module offers the search (engine.bots.hooks), checked by mypy.
def consistency(real: Any, sample: Any, seat: int) -> list[str]:
    """What ``sample`` contradicts of this game's facts ``seat`` knows in ``real``
    (:mod:`engine.bots.consistency`)."""
    from engine.games.chapanka import SUIT

    return void_breaches(sample, seat, [set(v) for v in real.voids], SUIT.__getitem__)


#: Exact play of the last tricks (:mod:`engine.bots.pimc`), by max^n: the referee solves open
#: deals with it. ``strong`` does not solve (``hand_cards`` none, so neither does the coach):
#: over 200 seat-swapped deals against its older self (docs/bots.md, stop 50), ``strong``
#: solving from 4 cards was behind it (paranoid: -1.27 +- 1.13 counters a deal; max^n: -0.86
#: +- 1.16), and on the same 68 decks searching to the end did better than max^n solving
#: (+1.39 +- 1.36). With common seeds (stop 51: the seeds' luck shared) max^n solving gave
#: -0.41 +- 0.63 over 168 deals: not shown weaker, and not stronger.
EXACT = ExactPlay(
    solver.open_deal,
    solver.CARD,
    unit=solver.QUARTERS,
    hand_cards={},
    likelihood=likelihood,
    so_far=solver.so_far,
    each_for_himself=True,
)

HOOKS = Hooks(
    endgame=EXACT.endgame,
    exact_play=EXACT,
    rollout=rollout,
    playout=playout,
    prune=prune,
    prune_reason=prune_reason,
    likelihood=likelihood,
    consistency=consistency,
    strong_iterations=2000,
)
