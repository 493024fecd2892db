"""Bolachen's ideas: a claim, bid or contract the hand can make by the usual count of its
tricks (the count the bots use, :mod:`engine.bots.heuristics.bolachen_hands`), trumps where
the tricks are, an exchange that makes a void or lays away what the contract fears, and the
card play of each side: the declarer of a Bettel keeps under, his opponents keep under him."""

from __future__ import annotations

from engine.actions import Action
from engine.bots.heuristics import bolachen_hands as hands
from engine.cards import SUIT_OF
from engine.coach.ideas import tricks
from engine.coach.ideas.base import Idea
from engine.coach.ideas.spot import Spot, read_spot
from engine.contract import GameState
from engine.games.bolachen import (
    BRAND_LEVEL,
    CONTRACT_MIN_LEVEL,
    LEVEL_OF_BID,
    POWER,
    BolachenState,
    contract_key,
)
from engine.reasons import Reason, SuitWord

_WIN = tricks.FOR_TRICKS
#: Against a Bettel the defenders want the declarer to take a trick: of the shared ideas
#: only those about giving a trick away fit.
_BETTEL_DEFENCE = (
    tricks.leaves_partner,
    tricks.ducks_cheaply,
    tricks.discards_loser,
    tricks.cannot_win,
)
_AVOID = (tricks.stays_under, tricks.sheds_when_void, tricks.may_be_overtaken, tricks.leads_under)


def ideas(state: GameState, seat: int, action: str) -> list[Idea]:
    if not isinstance(state, BolachenState):
        return []
    words = action.split()
    verb = words[0]
    hand = state.hand(seat)
    if verb in ("claim", "pass", "bid", "hold", "drop"):
        return _auction(state, hand, Action(action))
    if verb == "contract":
        return _contract(hand, words[1])
    if verb == "trump":
        return _trump(state, hand, words[1])
    if verb == "discard":
        return _discard(state, hand, words[1:])
    if verb == "call":
        return _call(state, hand, words[1])
    if verb == "give":
        return _give(state, hand, words[1])
    if verb == "play" and len(words) == 2:
        return _play(state, seat, words[1])
    return []


# --- auction and contract --------------------------------------------------------------------


def _auction(state: BolachenState, hand: list[str], action: Action) -> list[Idea]:
    best = hands.highest_makeable(hand)
    verb = action.verb
    if verb == "claim" and best:
        return [
            Idea(
                "claims-makeable",
                Reason(
                    "By the usual count of tricks your hand makes {contract}: you may claim.",
                    contract=contract_key(best),
                ),
            )
        ]
    if not best and action.text in ("bid bettel", "bid mord"):
        return _contract(hand, action.text.split()[1])
    if verb in ("claim", "bid") and not best:
        return [_brand_count(hand)]
    if verb == "pass" and not best:
        return [
            Idea(
                "passes-weak",
                Reason("By the usual count of tricks your hand makes no contract: pass."),
            )
        ]
    if verb == "bid":
        level = LEVEL_OF_BID.get(action)
        if level is not None and level <= best:
            return [
                Idea(
                    "bids-makeable",
                    Reason(
                        "By the usual count of tricks your hand makes {contract}, so this bid "
                        "is safe.",
                        contract=contract_key(best),
                    ),
                )
            ]
        return []
    auction = state.auction
    high = auction.high if auction is not None else None
    if verb == "hold" and high is not None and high <= best:
        return [
            Idea(
                "holds-makeable",
                Reason(
                    "Your seat's priority lets you hold {standing}, and by the usual count your "
                    "hand makes {contract}.",
                    standing=contract_key(high),
                    contract=contract_key(best),
                ),
            )
        ]
    if verb == "drop" and high is not None and best < high:
        return [
            Idea(
                "drops-weak",
                Reason(
                    "The bidding stands at {standing}, more than your hand makes by the usual "
                    "count of tricks.",
                    standing=contract_key(high),
                ),
            )
        ]
    return []


def _contract(hand: list[str], contract: str) -> list[Idea]:
    best = hands.highest_makeable(hand)
    level = CONTRACT_MIN_LEVEL.get(contract)
    if level is None:
        return []
    if contract == "brand" and 0 < best <= max(BRAND_LEVEL.values()):
        return [
            Idea(
                "plays-makeable",
                Reason(
                    "A Brand is what your hand makes by the usual count of tricks "
                    "({contract}); Bettel and Mord are beyond it.",
                    contract=contract_key(best),
                ),
            )
        ]
    if contract == "brand" and not best:
        return [_brand_count(hand)]
    if contract in ("bettel", "mord") and level != best and not best:
        return [_risk_count(hand, contract)]
    if contract == "bettel" and level != best and hands.bettel_risks(hand) <= 2:
        return [
            Idea(
                "plays-bettel",
                Reason(
                    "Only {count} of your cards could be forced to take a trick, and the "
                    "exchange lays two away: a Bettel.",
                    plural_by="count",
                    count=hands.bettel_risks(hand),
                ),
            )
        ]
    if contract == "mord" and level != best and hands.mord_losers(hand) <= 2:
        return [
            Idea(
                "plays-mord",
                Reason(
                    "Only {count} of your cards could lose a trick, and the exchange lays two "
                    "away: a Mord.",
                    plural_by="count",
                    count=hands.mord_losers(hand),
                ),
            )
        ]
    if contract != "brand" and level == best:
        return [
            Idea(
                "plays-makeable",
                Reason(
                    "By the usual count your hand makes {contract}, the highest contract.",
                    contract=contract_key(best),
                )
                if contract == "mord"
                else Reason(
                    "By the usual count your hand makes {contract}: no card of it is likely "
                    "to be forced to take a trick.",
                    contract=contract_key(best),
                ),
            )
        ]
    return []


def _trump(state: BolachenState, hand: list[str], suit: str) -> list[Idea]:
    allowed = _nameable(state)
    if suit not in allowed:
        return []
    counts = {s: hands.brand_tricks(hand, s) for s in allowed}
    if counts[suit] < max(counts.values()):
        return []
    held = sum(1 for c in hand if SUIT_OF[c] == suit)
    return [
        Idea(
            "names-best-trumps",
            Reason(
                "With {suit} as trumps ({count} of your cards) your hand counts the most tricks.",
                suit=SuitWord(suit),
                count=held,
            ),
        )
    ]


# --- the exchange ----------------------------------------------------------------------------


def _discard(state: BolachenState, hand: list[str], cards: list[str]) -> list[Idea]:
    if len(cards) != 2 or any(c not in hand for c in cards):
        return []
    rest = [c for c in hand if c not in cards]
    shown = " ".join(cards)
    if state.contract == "brand":
        trump = hands.best_trump(rest, _nameable(state))
        voids = [
            s
            for s in BRAND_LEVEL
            if s != trump
            and any(SUIT_OF[c] == s for c in cards)
            and not any(SUIT_OF[c] == s for c in rest)
        ]
        if voids:
            return [
                Idea(
                    "discards-void",
                    Reason(
                        "Lays away {cards}: no card of {suit} is left, so that suit can be "
                        "trumped.",
                        cards=shown,
                        suit=SuitWord(voids[0]),
                    ),
                )
            ]
        if all(SUIT_OF[c] != trump and c[:-1] != "A" for c in cards):
            return [
                Idea(
                    "discards-side-cards",
                    Reason(
                        "Lays away {cards}: no ace and no card of {suit}, the suit your hand "
                        "counts most tricks with.",
                        cards=shown,
                        suit=SuitWord(trump),
                    ),
                )
            ]
        return []
    return _risk_change(state, hand, rest)


def _risk_change(state: BolachenState, hand: list[str], rest: list[str]) -> list[Idea]:
    """Bettel and Mord: by the usual count, fewer cards of the hand are at risk after it."""
    shown = " ".join(c for c in hand if c not in rest)
    if state.contract == "bettel":
        before, after = hands.bettel_risks(hand), hands.bettel_risks(rest)
        if after < before:
            return [
                Idea(
                    "removes-danger",
                    Reason(
                        "Without {cards}, the cards of yours that could be forced to take a "
                        "trick drop from {before} to {after}.",
                        cards=shown,
                        before=before,
                        after=after,
                    ),
                )
            ]
    if state.contract == "mord":
        before, after = hands.mord_losers(hand), hands.mord_losers(rest)
        if after < before:
            return [
                Idea(
                    "removes-losers",
                    Reason(
                        "Without {cards}, the cards of yours that could lose a trick drop from "
                        "{before} to {after}.",
                        cards=shown,
                        before=before,
                        after=after,
                    ),
                )
            ]
    return []


def _call(state: BolachenState, hand: list[str], card: str) -> list[Idea]:
    if card in hand:
        return []
    suit = SUIT_OF[card]
    mine = [c for c in hand if SUIT_OF[c] == suit]
    if state.contract == "mord":
        lacking_higher = [
            c for c in POWER if SUIT_OF[c] == suit and POWER[c] > POWER[card] and c not in hand
        ]
        if not lacking_higher and _call_rescues_mord(hand, card):
            return [
                Idea(
                    "calls-top",
                    Reason(
                        "{card} is the highest card of its suit that you lack: with it that "
                        "suit loses fewer tricks.",
                        card=card,
                    ),
                )
            ]
    if state.contract == "bettel" and mine and POWER[card] < max(POWER[c] for c in mine):
        high = max(mine, key=POWER.__getitem__)
        return [
            Idea(
                "calls-low",
                Reason(
                    "{card} is lower than your {high}: a card you may give away for it.",
                    card=card,
                    high=high,
                ),
            )
        ]
    return []


def _call_rescues_mord(hand: list[str], card: str) -> bool:
    """The called card makes the suit lose fewer tricks, and with it (one card given for it)
    the Mord holds by the usual count: a call in a Mord lost whatever is called says nothing."""
    before = hands.mord_losers(hand)
    after = hands.mord_losers([*hand, card])
    return after < before and after - 1 <= hands.SPARE


def _give(state: BolachenState, hand: list[str], card: str) -> list[Idea]:
    if card not in hand:
        return []
    return _risk_change(state, hand, [c for c in hand if c != card])


def _nameable(state: BolachenState) -> list[str]:
    level = state.min_level or 1
    return [s for s, lvl in BRAND_LEVEL.items() if lvl >= level]


# --- play ------------------------------------------------------------------------------------


def _play(state: BolachenState, seat: int, card: str) -> list[Idea]:
    declarer = state.declarer
    if declarer is None:
        return []
    side = frozenset() if seat == declarer else frozenset(range(3)) - {seat, declarer}
    spot = read_spot(state, seat, partners=side)
    if spot is None:
        return []
    if state.contract == "bettel":
        if seat == declarer:
            return [idea for p in _AVOID if (idea := p(spot, card)) is not None]
        own = [
            idea
            for p in (_under_declarer, _low_before_declarer, _leads_low_against_bettel)
            if (idea := p(spot, card, declarer)) is not None
        ]
        return own + [idea for p in _BETTEL_DEFENCE if (idea := p(spot, card)) is not None]
    return [idea for p in _WIN if (idea := p(spot, card)) is not None]


def _under_declarer(spot: Spot, card: str, declarer: int) -> Idea | None:
    """Against a Bettel: the declarer's card heads the trick and this one stays under it."""
    best = spot.best
    if best is None or best[0] != declarer or spot.wins_now(card):
        return None
    return Idea(
        "under-declarer",
        Reason(
            "{card} stays under the declarer's {best}: in a Bettel every trick he takes loses it.",
            card=card,
            best=best[1],
        ),
    )


def _low_before_declarer(spot: Spot, card: str, declarer: int) -> Idea | None:
    """Against a Bettel, the declarer still to play: the lowest card of the suit led keeps
    the trick low, so he has less room to stay under it."""
    if spot.leading or declarer in {s for s, _c in spot.table}:
        return None
    led = spot.led_suit
    same = [c for c in spot.legal if spot.suit(c) == led]
    if spot.suit(card) != led or len(same) < 2 or min(same, key=spot.worth) != card:
        return None
    best = spot.best
    assert best is not None
    if spot.wins_now(card):
        return Idea(
            "low-before-declarer",
            Reason(
                "{card}, your lowest card of the suit, heads the trick: the declarer, who "
                "plays after you, must stay under it.",
                card=card,
            ),
        )
    return Idea(
        "low-before-declarer",
        Reason(
            "{card}, your lowest card of the suit, stays under {best}: the declarer, who plays "
            "after you, must stay under {best} too.",
            card=card,
            best=best[1],
        ),
    )


def _leads_low_against_bettel(spot: Spot, card: str, declarer: int) -> Idea | None:
    """Against a Bettel: a lead with few lower cards of its suit left for the declarer."""
    if not spot.leading:
        return None
    power = spot.rules.power
    lower = [
        c
        for c in spot.pack
        if spot.suit(c) == spot.suit(card)
        and power[c] < power[card]
        and c not in spot.played
        and c not in spot.hand
    ]
    if len(lower) > 2:
        mine = [c for c in spot.hand if spot.suit(c) == spot.suit(card)]
        if len(mine) < 2 or min(mine, key=spot.worth) != card:
            return None
        return Idea(
            "leads-low-against-bettel",
            Reason(
                "Leads {card}, your lowest of its suit: to take no trick the declarer must play "
                "lower or throw another suit.",
                card=card,
            ),
        )
    return Idea(
        "leads-against-bettel",
        Reason(
            "Leads {card}: the declarer must take no trick, and few unplayed cards of its suit "
            "that you do not hold rank below it ({count}).",
            card=card,
            count=len(lower),
        ),
    )


def _brand_count(hand: list[str]) -> Idea:
    """The usual count of the hand's best Brand, said as it is (the dopper may add to it)."""
    suit = hands.best_trump(hand)
    tricks_counted = hands.brand_tricks(hand, suit)
    return Idea(
        "counts-brand",
        Reason(
            "By the usual count your hand takes about {tricks:g} trick(s) with {suit} as "
            "trumps before the exchange; a Brand needs six.",
            plural_by="tricks",
            tricks=round(tricks_counted * 2) / 2,
            suit=SuitWord(suit),
        ),
    )


def _risk_count(hand: list[str], contract: str) -> Idea:
    """The usual count of a Bettel's or Mord's dangerous cards, said as it is."""
    if contract == "bettel":
        return Idea(
            "counts-bettel",
            Reason(
                "By the usual count {count} of your cards could be forced to take a trick in a "
                "Bettel; the exchange lays two cards away.",
                plural_by="count",
                count=hands.bettel_risks(hand),
            ),
        )
    return Idea(
        "counts-mord",
        Reason(
            "By the usual count {count} of your cards could lose a trick in a Mord; the "
            "exchange lays two cards away.",
            plural_by="count",
            count=hands.mord_losers(hand),
        ),
    )
