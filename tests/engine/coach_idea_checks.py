"""Independent checks of every stated idea: each re-derives the idea's claim from the game
itself (applying moves on copies, reading where the cards really are), not from the spot
reading the catalogue uses. Shared by the property tests of tests/engine/test_coach_ideas*.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import engine
from engine.bots.heuristics import bolachen_hands
from engine.cards import RANK_OF
from engine.coach.ideas import Idea
from engine.games import bolachen as bol
from engine.games import chapanka as chap
from engine.games import kaschlan as kas
from engine.games import scharwenzel as sw
from engine.games import tausendundeins as tdo
from engine.tricks import trick_winner

Check = Callable[[engine.GameState, int, str, dict[str, Any]], bool]


# --- what the game says ---------------------------------------------------------------------


def _plays(state: engine.GameState) -> list[tuple[int, str]]:
    return [
        (who, text.split()[1])
        for who, text in state.history[state.deal_starts[-1] :]
        if text.split()[0] in ("play", "marry")
    ]


def _table(state: engine.GameState) -> list[str]:
    return list(state.trick_rules().played)  # type: ignore[attr-defined]


def _played_before(state: engine.GameState) -> set[str]:
    plays = _plays(state)
    on_table = len(_table(state))
    return {c for _s, c in plays[: len(plays) - on_table]}


def _rules(state: engine.GameState) -> Any:
    return state.trick_rules()  # type: ignore[attr-defined]


def _pack(state: engine.GameState) -> set[str]:
    return {c for cards in state.card_locations().values() for c in cards}


def _heads(state: engine.GameState, card: str) -> bool:
    """``card`` added to the trick on the table would head it (the game's own ranking); when
    it completes the trick, the game's own trick effect decides."""
    rules = _rules(state)
    cards = [*_table(state), card]
    if len(cards) == state.players:
        seat = state.current_player
        trial = state.clone()
        verb = "play"
        trial.apply(f"{verb} {card}")
        effects = [e for e in trial.events()[-1]["effects"] if e["kind"] == "trick"]
        if effects:
            return effects[0]["winner"] == seat
    return trick_winner(cards, rules.suit_of, rules.power, rules.trump) == len(cards) - 1


def _legal_cards(state: engine.GameState) -> list[str]:
    return [a.args[0] for a in state.legal_actions() if a.verb in ("play", "marry")]


def _unplayed_higher(state: engine.GameState, card: str, exclude_hand: bool) -> list[str]:
    rules = _rules(state)
    gone = _played_before(state) | set(_table(state))
    hand = set(state.hand(state.current_player)) if exclude_hand else set()
    return [
        c
        for c in _pack(state)
        if rules.suit_of[c] == rules.suit_of[card]
        and rules.power[c] > rules.power[card]
        and c not in gone
        and c not in hand
    ]


def _points(state: engine.GameState) -> dict[str, int] | None:
    return {"tausendundeins": tdo.POINTS, "chapanka": chap.POINTS}.get(state.spec.id)


def _worth(state: engine.GameState, card: str) -> tuple[int, int]:
    rules = _rules(state)
    points = (_points(state) or {}).get(card, 0)
    trump = rules.trump is not None and rules.suit_of[card] == rules.trump
    return (points, rules.power[card] + (1000 if trump else 0))


def _partner(state: engine.GameState, seat: int, other: int) -> bool:
    if state.spec.id == "bolachen":
        return other != seat and seat != state.declarer and other != state.declarer  # type: ignore[attr-defined]
    return other != seat and any(seat in t and other in t for t in state.teams)


def _best(state: engine.GameState) -> tuple[int, str]:
    plays = _plays(state)
    table = plays[len(plays) - len(_table(state)) :]
    rules = _rules(state)
    cards = [c for _s, c in table]
    return table[trick_winner(cards, rules.suit_of, rules.power, rules.trump)]


def _void(state: engine.GameState, seat: int) -> bool:
    rules = _rules(state)
    led = rules.suit_of[_table(state)[0]]
    return all(rules.suit_of[c] != led for c in state.hand(seat))


def _card(action: str) -> str:
    return action.split()[1]


# --- the checks, one per idea key -------------------------------------------------------------


def _cheapest_winner(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    card = _card(a)
    winners = [c for c in _legal_cards(s) if _heads(s, c)]
    best = _best(s)
    return (
        p["card"] == card
        and card in winners
        and len(winners) >= 2
        and all(_worth(s, card) <= _worth(s, c) for c in winners)
        and not _partner(s, seat, best[0])
        and ("best" not in p or p["best"] == best[1])
    )


def _last_wins(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    return len(_table(s)) == s.players - 1 and _heads(s, _card(a))


def _only_winner(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    winners = [c for c in _legal_cards(s) if _heads(s, c)]
    return winners == [_card(a)] == [p["card"]]


def _ruffs(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    rules = _rules(s)
    card = _card(a)
    return (
        _void(s, seat)
        and rules.suit_of[card] == rules.trump
        and _heads(s, card)
        and p["suit"].code == rules.suit_of[_table(s)[0]]
    )


def _master(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    return not _table(s) and not _unplayed_higher(s, _card(a), exclude_hand=False)


def _master_below_own(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    higher = _unplayed_higher(s, _card(a), exclude_hand=False)
    return (
        not _table(s)
        and bool(higher)
        and all(c in s.hand(seat) for c in higher)
        and p["higher"] in higher
    )


def _draws(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    rules = _rules(s)
    hand = set(s.hand(seat))
    out = [
        c
        for c in _pack(s)
        if rules.suit_of[c] == rules.trump and c not in _played_before(s) and c not in hand
    ]
    return not _table(s) and rules.suit_of[_card(a)] == rules.trump and p["count"] == len(out) > 0


def _leaves_partner(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    best = _best(s)
    return _partner(s, seat, best[0]) and best[1] == p["best"] and not _heads(s, _card(a))


def _gives_cheapest(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    legal = _legal_cards(s)
    card = _card(a)
    return (
        not any(_heads(s, c) for c in legal)
        and all(_worth(s, card) <= _worth(s, c) for c in legal)
        and p["best"] == _best(s)[1]
    )


def _keeps_high(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    return (
        not _heads(s, _card(a))
        and p["high"] in _legal_cards(s)
        and _heads(s, p["high"])
        and p["best"] == _best(s)[1]
    )


def _stays_under(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    rules = _rules(s)
    card = _card(a)
    led = rules.suit_of[_table(s)[0]]
    return not _heads(s, card) and rules.suit_of[card] == led and p["best"] == _best(s)[1]


def _highest_under(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    rules = _rules(s)
    led = rules.suit_of[_table(s)[0]]
    under = [c for c in _legal_cards(s) if rules.suit_of[c] == led and not _heads(s, c)]
    return _stays_under(s, seat, a, p) and all(_worth(s, _card(a)) >= _worth(s, c) for c in under)


def _off_suit(s: engine.GameState, seat: int, a: str) -> bool:
    card = _card(a)
    rules = _rules(s)
    return _void(s, seat) and not _heads(s, card) and rules.suit_of[card] != rules.trump


def _sheds(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    card = _card(a)
    rules = _rules(s)
    points = (_points(s) or {}).get(card, 0)
    plain = [c for c in _legal_cards(s) if rules.suit_of[c] != rules.trump]
    return (
        _off_suit(s, seat, a)
        and p.get("points", points) == points
        and all(_worth(s, card) >= _worth(s, c) for c in plain)
    )


def _discards_loser(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    card = _card(a)
    return _off_suit(s, seat, a) and p["count"] == len(_unplayed_higher(s, card, True)) > 0


def _makes_void(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    rules = _rules(s)
    card = _card(a)
    rest = [c for c in s.hand(seat) if c != card]
    suit = rules.suit_of[card]
    return (
        suit != rules.trump
        and p["suit"].code == suit
        and all(rules.suit_of[c] != suit for c in rest)
        and any(rules.suit_of[c] == rules.trump for c in rest)
    )


def _leads_low(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    card = _card(a)
    rules = _rules(s)
    mine = [c for c in s.hand(seat) if rules.suit_of[c] == rules.suit_of[card]]
    return (
        not _table(s)
        and len(mine) >= 2
        and all(_worth(s, card) <= _worth(s, c) for c in mine)
        and p["count"] == len(_unplayed_higher(s, card, True)) > 0
    )


def _leads_under(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    return not _table(s) and p["count"] == len(_unplayed_higher(s, _card(a), True)) > 0


def _overtaken(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    card = _card(a)
    return (
        0 < len(_table(s)) < s.players - 1
        and _heads(s, card)
        and p["count"] == len(_unplayed_higher(s, card, True)) > 0
    )


def _keeps_master(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    master = p["master"]
    rules = _rules(s)
    return (
        master in s.hand(seat)
        and master != _card(a)
        and rules.suit_of[master] == rules.suit_of[_card(a)]
        and not _unplayed_higher(s, master, exclude_hand=False)
    )


def _wins_with_master(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    card = _card(a)
    return (
        _heads(s, card)
        and not _unplayed_higher(s, card, True)
        and p["best"] == _best(s)[1]
        and not _partner(s, seat, _best(s)[0])
    )


def _leads_long(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    rules = _rules(s)
    suit = rules.suit_of[_card(a)]
    counts: dict[str, int] = {}
    for c in s.hand(seat):
        if rules.suit_of[c] != rules.trump:
            counts[rules.suit_of[c]] = counts.get(rules.suit_of[c], 0) + 1
    return not _table(s) and p["count"] == counts[suit] == max(counts.values()) >= 3


def _leads_cheap(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    points = _points(s) or {}
    legal = _legal_cards(s)
    return not _table(s) and points[_card(a)] == p["points"] == min(points[c] for c in legal)


def _takes_points(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    trial = s.clone()
    trial.apply(a)
    tricks = [e for e in trial.events()[-1]["effects"] if e["kind"] == "trick"]
    return bool(tricks) and tricks[0]["winner"] == seat and tricks[0]["points"] == p["points"]


def _declares(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    trial = s.clone()
    trial.apply(a)
    effects = trial.events()[-1]["effects"]
    marriage = [e for e in effects if e["kind"] == "marriage"]
    return (
        a.startswith("marry ")
        and bool(marriage)
        and marriage[0]["points"] == p["points"]
        and trial.trump == a[-1] == p["suit"].code  # type: ignore[attr-defined]
    )


def _keeps_marriage(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    suit = p["suit"].code
    hand = s.hand(seat)
    return "K" + suit in hand and "Q" + suit in hand and _card(a) not in ("K" + suit, "Q" + suit)


# Kaschlan


def _k_trump(s: engine.GameState, card: str) -> bool:
    return card == "QD" or card[-1] == s.trump  # type: ignore[attr-defined]


def _k_beaters(s: engine.GameState, seat: int, target: str) -> list[str]:
    return [c for c in s.hand(seat) if kas.beats(c, target, s.trump)]  # type: ignore[attr-defined]


def _k_cheapest(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    _v, target, card = a.split()
    beaters = _k_beaters(s, seat, target)
    rank = {c: (c == "QD", _k_trump(s, c), engine.cards.NATURAL_VALUE[RANK_OF[c]]) for c in beaters}
    return card in beaters and all(rank[card] < rank[c] for c in beaters if c != card)


def _k_only(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    _v, target, card = a.split()
    return _k_beaters(s, seat, target) == [card]


def _k_low_trump(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    card = a.split()[2]
    trumps = [c for c in s.hand(seat) if _k_trump(s, c) and c != "QD"]
    value = engine.cards.NATURAL_VALUE
    return card in trumps and all(value[RANK_OF[card]] <= value[RANK_OF[c]] for c in trumps)


def _k_keeps_trumps(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    card = a.split()[-1]
    return not _k_trump(s, card) and any(_k_trump(s, c) for c in s.hand(seat))


def _k_keeps_qd(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    return "QD" in s.hand(seat) and "QD" not in a.split()


def _open(s: engine.GameState, seat: int) -> list[str]:
    return [e["card"] for e in s.observation(seat)["table"] if not e["beaten_by"]]


def _k_takes_anyway(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    cards = p["cards"].split()
    return all(c in _open(s, seat) and not _k_beaters(s, seat, c) for c in cards)


def _k_takes_not_trumps(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    cards = p["cards"].split()
    return all(
        c in _open(s, seat) and all(_k_trump(s, x) for x in _k_beaters(s, seat, c)) for c in cards
    )


def _k_keeps_higher(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    _v, target, card = a.split()
    kept = p["cards"].split()
    value = engine.cards.NATURAL_VALUE

    def rank(c: str) -> tuple[bool, bool, int]:
        return (c == "QD", _k_trump(s, c), value[RANK_OF[c]])

    return (
        p["target"] == target
        and bool(kept)
        and all(c in _k_beaters(s, seat, target) and rank(c) > rank(card) for c in kept)
    )


def _k_takes_no_trump(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    beaters = {c for y in _open(s, seat) for c in _k_beaters(s, seat, y)}
    return (
        not any(_k_trump(s, c) for c in s.hand(seat))
        and bool(beaters)
        and sorted(p["cards"].split()) == sorted(beaters)
    )


def _k_attacks_keeps_higher(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    cards = p["cards"].split()
    kept = p["kept"].split()
    value = engine.cards.NATURAL_VALUE
    return (
        not any(_k_trump(s, c) for c in cards)
        and bool(kept)
        and all(
            c in s.hand(seat)
            and c not in a.split()
            and not _k_trump(s, c)
            and value[RANK_OF[c]] > value[RANK_OF[cards[0]]]
            for c in kept
        )
    )


def _k_cards_held(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    return all(c in s.hand(seat) for c in p["cards"].split())


def _k_attacks_low(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    cards = p["cards"].split()
    value = engine.cards.NATURAL_VALUE
    plain = [c for c in s.hand(seat) if not _k_trump(s, c)]
    return not any(_k_trump(s, c) for c in cards) and all(
        value[RANK_OF[c]] >= value[RANK_OF[cards[0]]] for c in plain
    )


def _k_attacks_plain(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    cards = p["cards"].split()
    return not any(_k_trump(s, c) for c in cards) and any(_k_trump(s, c) for c in s.hand(seat))


def _k_attacks_master(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    """Every card of the suit ranked above it (by the natural order) is the seat's own."""
    card = p["card"]
    value = engine.cards.NATURAL_VALUE
    suit = card[-1]
    above = [r + suit for r in value if value[r] > value[RANK_OF[card]] and r + suit != "QD"]
    return not _k_trump(s, card) and all(c in s.hand(seat) for c in above)


def _k_sheds_set(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    cards = p["cards"].split()
    rank = RANK_OF[cards[0]]
    return len(cards) >= 2 and sorted(cards) == sorted(
        c for c in s.hand(seat) if RANK_OF[c] == rank
    )


def _k_coverable(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    cards = p["cards"].split()
    rest = [c for c in s.hand(seat) if c not in cards]
    return all(any(kas.beats(x, c, s.trump) for x in rest) for c in cards)  # type: ignore[attr-defined]


def _k_rank_cards(trumps: bool) -> Check:
    def check(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
        cards = p["cards"].split()
        same = sorted(c for c in s.hand(seat) if RANK_OF[c] == s.rank)  # type: ignore[attr-defined]
        return sorted(cards) == same and all(_k_trump(s, c) for c in cards) == trumps

    return check


# Chapanka


def _c_slips(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    card = _card(a)
    table = _table(s)
    return bool(table) and chap.SUIT[table[0]] != chap.SUIT[card] and card in chap.PAYING_CARDS


def _c_keeps_kinal(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    plays = _plays(s)
    table = plays[len(plays) - len(_table(s)) :]
    return (
        bool(table)
        and table[0][0] != seat
        and table[0][1][-1] == "H"
        and "JH" in s.hand(seat)
        and _card(a)[-1] == "H"
        and _card(a) != "JH"
    )


def _c_all_win(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    legal = _legal_cards(s)
    return len(_table(s)) == s.players - 1 and all(_heads(s, c) for c in legal)


def _c_lays_away(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    return chap.POINTS[_card(a)] == p["points"] > 0 and _card(a) in s.hand(seat)


# Bolachen


def _b_makeable(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    best = bolachen_hands.highest_makeable(s.hand(seat))
    return best > 0 and p["contract"] == bol.contract_key(best)


def _b_weak(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    return bolachen_hands.highest_makeable(s.hand(seat)) == 0


def _b_drops(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    high = s.auction.high  # type: ignore[attr-defined]
    return bolachen_hands.highest_makeable(s.hand(seat)) < high and p[
        "standing"
    ] == bol.contract_key(high)


def _b_trumps(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    suit = a.split()[1]
    hand = s.hand(seat)
    legal = [x.args[0] for x in s.legal_actions()]
    value = {x: bolachen_hands.brand_tricks(hand, x) for x in legal}
    return value[suit] == max(value.values()) and p["count"] == sum(
        1 for c in hand if c[-1] == suit
    )


def _b_risks(kind: str) -> Check:
    count = bolachen_hands.bettel_risks if kind == "bettel" else bolachen_hands.mord_losers

    def check(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
        hand = s.hand(seat)
        gone = p["cards"].split()
        rest = [c for c in hand if c not in gone]
        return (
            s.contract == kind  # type: ignore[attr-defined]
            and count(hand) == p["before"] > p["after"] == count(rest)
        )

    return check


def _b_voids(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    gone = a.split()[1:]
    rest = [c for c in s.hand(seat) if c not in gone]
    return not any(c[-1] == p["suit"].code for c in rest)


def _b_side(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    gone = a.split()[1:]
    return all(c[-1] != p["suit"].code and RANK_OF[c] != "A" for c in gone)


def _b_contract_count(kind: str) -> Check:
    count = bolachen_hands.bettel_risks if kind == "bettel" else bolachen_hands.mord_losers
    return lambda s, seat, a, p: a == f"contract {kind}" and count(s.hand(seat)) == p["count"] <= 2


def _b_under_declarer(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    best = _best(s)
    return best[0] == s.declarer and best[1] == p["best"] and not _heads(s, _card(a))  # type: ignore[attr-defined]


def _b_low_before(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    rules = _rules(s)
    card = _card(a)
    led = rules.suit_of[_table(s)[0]]
    seats = {who for who, _c in _plays(s)[len(_plays(s)) - len(_table(s)) :]}
    same = [c for c in _legal_cards(s) if rules.suit_of[c] == led]
    return (
        s.declarer not in seats  # type: ignore[attr-defined]
        and rules.suit_of[card] == led
        and all(rules.power[card] <= rules.power[c] for c in same)
        and ("best" not in p or (p["best"] == _best(s)[1] and not _heads(s, card)))
    )


def _b_leads_against(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    rules = _rules(s)
    card = _card(a)
    gone = _played_before(s) | set(s.hand(seat))
    lower = [
        c
        for c in _pack(s)
        if rules.suit_of[c] == rules.suit_of[card]
        and rules.power[c] < rules.power[card]
        and c not in gone
    ]
    return not _table(s) and p["count"] == len(lower) <= 2


def _b_calls_top(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    card = p["card"]
    hand = s.hand(seat)
    higher = [c for c in bol.POWER if c[-1] == card[-1] and bol.POWER[c] > bol.POWER[card]]
    with_it = bolachen_hands.mord_losers([*hand, card])
    return (
        card not in hand
        and all(c in hand for c in higher)
        and with_it < bolachen_hands.mord_losers(hand)
        and with_it - 1 <= bolachen_hands.SPARE
    )


def _b_calls_low(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    return p["high"] in s.hand(seat) and bol.POWER[p["card"]] < bol.POWER[p["high"]]


# Scharwenzel


def _s_bid(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    counts = sw.printed_counts(s.hand(seat))
    suit = p["suit"].code if "suit" in p else "C"
    return counts[suit] == p["held"] >= p["n"] == int(a.split()[1])


def _s_names(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    suit = a.split()[1]
    hand = s.hand(seat)
    counts = {x: sum(1 for c in hand if sw.SUIT_IN_PLAY[x][c] == x) for x in "SHD"}
    return counts[suit] == p["count"] == max(counts.values())


def _s_passes(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    """The bid named is legal and the lowest open; its suit holds ``held`` of the hand's cards
    (clubs for a 'better' bid, else the longest other suit)."""
    bids = [b for b in s.legal_actions() if b.verb == "bid"]
    values = {b.text: sw.bid_value(int(b.args[0]), len(b.args) == 2) for b in bids}
    counts = sw.printed_counts(s.hand(seat))
    return (
        p["bid"] in values
        and values[p["bid"]] == min(values.values())
        and p["held"] == counts[p["suit"].code]
        and (p["suit"].code == "C") == p["bid"].endswith("better")
        and counts[p["suit"].code]
        == (counts["C"] if p["suit"].code == "C" else max(counts[x] for x in "SHD"))
    )


def _s_no_tout(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    trump = s.trump  # type: ignore[attr-defined]
    hand = s.hand(seat)
    plain = [c for c in hand if sw.SUIT_IN_PLAY[trump][c] != trump]
    return p["count"] == len(plain) > 0


def _s_top_trump(s: engine.GameState, seat: int, a: str, p: dict[str, Any]) -> bool:
    order = sw.matador_order(s.trump)  # type: ignore[attr-defined]
    hand = s.hand(seat)
    first = next(top for top in order[:3] if top in hand)  # the template names the highest
    names = ("Olsch", "Nillje", "Basta")
    return first != _card(a) and names[order.index(first)] in p.get(
        "_template", names[order.index(first)]
    )


CHECKS: dict[str, Check] = {
    "ruffs-low": lambda s, seat, a, p: _cheapest_winner(s, seat, a, p) and _void(s, seat),
    "trumps-low": lambda s, seat, a, p: (
        _cheapest_winner(s, seat, a, p)
        and not _void(s, seat)
        and _rules(s).suit_of[_card(a)] == _rules(s).trump
    ),
    "wins-cheaply": lambda s, seat, a, p: (
        _cheapest_winner(s, seat, a, p) and _last_wins(s, seat, a, p)
    ),
    "beats-cheaply": _cheapest_winner,
    "takes-the-trick": lambda s, seat, a, p: (
        _only_winner(s, seat, a, p) and _last_wins(s, seat, a, p)
    ),
    "takes-the-lead": _only_winner,
    "ruffs": _ruffs,
    "plays-master": _master,
    "plays-top": _master,
    "plays-master-held": _master_below_own,
    "draws-trumps": _draws,
    "leaves-partner": _leaves_partner,
    "gives-cheapest": _gives_cheapest,
    "keeps-high": _keeps_high,
    "stays-under": _stays_under,
    "highest-under": _highest_under,
    "sheds-points": _sheds,
    "sheds-high": _sheds,
    "discards-loser": _discards_loser,
    "makes-void": _makes_void,
    "leads-low": _leads_low,
    "leads-under": _leads_under,
    "may-be-overtaken": _overtaken,
    "keeps-master": _keeps_master,
    "wins-with-master": _wins_with_master,
    "leads-long": _leads_long,
    "leads-cheap": _leads_cheap,
    "takes-points": _takes_points,
    "declares-marriage": _declares,
    "keeps-marriage": _keeps_marriage,
    "only-beater": _k_only,
    "beats-cheaply-k": _k_cheapest,
    "beats-low-trump": _k_low_trump,
    "keeps-trumps": _k_keeps_trumps,
    "keeps-kaschlan": _k_keeps_qd,
    "takes-anyway": _k_takes_anyway,
    "takes-not-trumps": _k_takes_not_trumps,
    "takes-no-trump": _k_takes_no_trump,
    "beats-keeps-higher": _k_keeps_higher,
    "attacks-keeps-higher": _k_attacks_keeps_higher,
    "attacks-low": _k_attacks_low,
    "attacks-plain": _k_attacks_plain,
    "attacks-master": _k_attacks_master,
    "sheds-set": _k_sheds_set,
    "reinforces-plain": _k_cards_held,
    "adds-coverable": _k_coverable,
    "keeps-for-attack": _k_rank_cards(False),
    "keeps-trump-set": _k_rank_cards(True),
    "discards-kinal": _c_slips,
    "discards-ace": _c_slips,
    "keeps-kinal": _c_keeps_kinal,
    "takes-with-highest": _c_all_win,
    "takes-with-fewest-points": _c_all_win,
    "lays-away-points": _c_lays_away,
    "commits-pancerola": lambda s, seat, a, p: (
        s.pancerola_right == seat  # type: ignore[attr-defined]
        and s.pancerola is None  # type: ignore[attr-defined]
        and not _void(s, seat)
        and chap.SUIT[_card(a)] != chap.SUIT[_table(s)[0]]
    ),
    "keeps-pancerola-open": lambda s, seat, a, p: (
        s.pancerola_right == seat  # type: ignore[attr-defined]
        and s.pancerola is None  # type: ignore[attr-defined]
        and chap.SUIT[_card(a)] == chap.SUIT[_table(s)[0]]
    ),
    "lays-away-kinal": lambda s, seat, a, p: a.split()[1] == "JH" and "JH" in s.hand(seat),
    "keeps-paying-card": lambda s, seat, a, p: (
        p["kept"] in _legal_cards(s)
        and p["kept"] in chap.PAYING_CARDS
        and _card(a) not in chap.PAYING_CARDS
    ),
    "cannot-win": lambda s, seat, a, p: (
        not any(_heads(s, c) for c in _legal_cards(s))
        and p["best"] == _best(s)[1]
        and not _partner(s, seat, _best(s)[0])
    ),
    "claims-makeable": _b_makeable,
    "bids-makeable": _b_makeable,
    "holds-makeable": _b_makeable,
    "plays-makeable": _b_makeable,
    "passes-weak": _b_weak,
    "drops-weak": _b_drops,
    "names-best-trumps": _b_trumps,
    "removes-danger": _b_risks("bettel"),
    "removes-losers": _b_risks("mord"),
    "discards-void": _b_voids,
    "discards-side-cards": _b_side,
    "counts-brand": lambda s, seat, a, p: (
        bolachen_hands.highest_makeable(s.hand(seat)) == 0
        and p["suit"].code == bolachen_hands.best_trump(s.hand(seat))
        and abs(p["tricks"] - bolachen_hands.brand_tricks(s.hand(seat), p["suit"].code)) <= 0.25
    ),
    "counts-bettel": lambda s, seat, a, p: p["count"] == bolachen_hands.bettel_risks(s.hand(seat)),
    "counts-mord": lambda s, seat, a, p: p["count"] == bolachen_hands.mord_losers(s.hand(seat)),
    "plays-bettel": _b_contract_count("bettel"),
    "plays-mord": _b_contract_count("mord"),
    "under-declarer": _b_under_declarer,
    "low-before-declarer": _b_low_before,
    "leads-against-bettel": _b_leads_against,
    "leads-low-against-bettel": lambda s, seat, a, p: (
        not _table(s)
        and s.contract == "bettel"  # type: ignore[attr-defined]
        and seat != s.declarer  # type: ignore[attr-defined]
        and all(bol.POWER[_card(a)] <= bol.POWER[c] for c in s.hand(seat) if c[-1] == _card(a)[-1])
    ),
    "calls-top": _b_calls_top,
    "calls-low": _b_calls_low,
    "bids-length": _s_bid,
    "names-long-trumps": _s_names,
    "passes-short": _s_passes,
    "no-tout": _s_no_tout,
    "saves-top-trump": _s_top_trump,
}


def check(state: engine.GameState, seat: int, action: str, idea: Idea) -> bool:
    """Whether ``idea``'s claim about ``action`` holds in ``state`` (checked by the game)."""
    key = idea.key
    if state.spec.id == "kaschlan" and key == "beats-cheaply":
        key = "beats-cheaply-k"
    params = dict(idea.reason.params)
    params["_template"] = idea.reason.template
    played = action.split()[0] in ("play", "marry", "beat")
    if "card" in params and played and params["card"] != action.split()[-1]:
        return False
    return CHECKS[key](state, seat, action, params)
