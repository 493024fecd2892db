"""Learn mode's guided first deals: per game, a few chosen deal numbers, each showing one or
two rules in action (``docs/design``'s "teach in steps": a first deal in which every rule
appears at once teaches nothing).

A lesson is data: the game, the deal number (the seed a new game is started with), a one-line
title and a short introduction (English source texts, translated by the GUI in context
``lessons``), and the name of the property the deal was chosen for. The properties are
functions here, so that the script that searched the deal numbers
(``scripts/find_lesson_deals.py``) and the tests that check them (replaying each deal from its
seed) use one definition. Where a property depends on play, it is checked by replaying the
deal's first moves with the game's rules of thumb (``engine.bots.heuristics``) or a small
seeded search bot.

Each lesson also says which move it promises at the decision it teaches; the coach
(``engine.coach.analyse``, which hint, learn mode and review all ask) must count that move
among its best there (:func:`agrees`), so that a lesson never tells the person one thing while
the hint beside it says another.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.actions import Action
from engine.cards import RANK_OF, SUIT_OF
from engine.contract import GameState
from engine.events import Event

#: Translation context of the lessons' titles and introductions.
CONTEXT = "lessons"
#: Search budget of the bot whose advice a lesson's deal must agree with (see _advised).
ADVICE_ITERATIONS = 400


@dataclass(frozen=True)
class Lesson:
    """One guided deal: start ``game`` with ``players`` and deal number ``seed``.

    ``promise`` names (in :data:`PROMISES`) the move the introduction tells the person to make
    at the decision it teaches, the person's first real choice in phase ``phase`` (any phase
    when empty); the coach must count that move among its best there (:func:`agrees`), or the
    lesson and the hint would contradict each other at the very moment the lesson is about.
    """

    game: str
    seed: int
    players: int
    shows: str
    title: str
    intro: str
    options: dict[str, Any] = field(default_factory=dict)
    promise: str = ""
    phase: str = ""

    def start(self) -> GameState:
        import engine

        return engine.game(self.game).new_game(
            players=self.players, seed=self.seed, options=dict(self.options)
        )


# --- properties ------------------------------------------------------------------------------


def _hand(state: GameState) -> list[str]:
    return list(state.observation(0).get("hand") or [])


def _acts_first(state: GameState, phase: str) -> bool:
    return state.current_player == 0 and state.observation(0).get("phase") == phase


def _first_bout(state: GameState, limit: int = 60) -> list[Event]:
    """The events of the first Kaschlan bout, everyone (the person too) following the rules
    of thumb; played on a copy."""
    from engine.bots.heuristics import kaschlan

    copy = state.clone()
    rng = random.Random(0)
    start = len(copy.events())
    for _ in range(limit):
        seat = copy.current_player
        if seat is None:
            break
        action, _why = kaschlan.choose(dict(copy.observation(seat)), copy.legal_actions(), rng)
        copy.apply(action)
        event = copy.events()[-1]
        if any(e["kind"] == "bout_over" for e in event["effects"]):
            break
    return list(copy.events()[start:])


def _advised(state: GameState, *verbs: str) -> bool:
    """Whether the coach (:func:`engine.coach.analyse`, the one analyst the hint asks) counts a
    move with one of ``verbs`` among the person's best at the first decision: a lesson that
    says "bid" must not meet a hint that says "pass"."""
    from engine.coach import analyse

    first = _reach(state, "")
    if first is None:
        return False
    return any(Action(a).verb in verbs for a in _best_moves(analyse(first, 0)))


def _clearly_advised(state: GameState, verb: str) -> bool:
    """Whether the coach rates a ``verb`` move best at the first decision *and* every other
    move worse, beyond its noise: a lesson that teaches one move should not stand on a deal
    where the hint may as well advise another."""
    from engine.coach import analyse

    first = _reach(state, "")
    if first is None:
        return False
    analysis = analyse(first, 0)
    best = _best_moves(analysis)
    return bool(best) and all(Action(a).verb == verb for a in best)


def _best_moves(analysis: Any) -> set[str]:
    """The moves the analyst cannot tell from the best: verdict best, good (as good as the
    best, as far as can be told) or forced."""
    return {o.action for o in analysis.options if o.verdict in ("best", "good", "forced")}


def _reach(state: GameState, phase: str, limit: int = 200) -> GameState | None:
    """The person's (seat 0's) first real choice, in ``phase`` when given: the other seats, and
    the person before it, move as a search bot would (small fixed budget, seeded: the same
    position every time); a move with no alternative is simply made. Played on a copy."""
    import engine.bots

    bot = engine.bots.make("normal", state.spec, seed=0, iterations=ADVICE_ITERATIONS, workers=1)
    state = state.clone()
    for _ in range(limit):
        seat = state.current_player
        if seat is None:
            return None
        legal = state.legal_actions()
        here = state.observation(0).get("phase")
        if seat == 0 and len(legal) > 1 and (not phase or here == phase):
            return state
        state.apply(legal[0] if len(legal) == 1 else bot.choose(state, seat))
    return None


def _bout_end(events: list[Event]) -> dict[str, Any]:
    for event in events:
        for effect in event["effects"]:
            if effect["kind"] == "bout_over":
                return dict(effect)
    return {}


def kaschlan_simple_attack(state: GameState) -> bool:
    """The person attacks first with single cards only (no pair, no queen of diamonds), and
    the defender beats the attack."""
    hand = _hand(state)
    ranks = Counter(RANK_OF[c] for c in hand)
    if not _acts_first(state, "attack") or max(ranks.values()) > 1 or "QD" in hand:
        return False
    events = _first_bout(state)
    attack = events[0]["action"].split() if events else []
    end = _bout_end(events)
    return len(attack) == 2 and end.get("took") is False and end.get("attacker") == 0


def kaschlan_adding(state: GameState) -> bool:
    """The person attacks first holding a pair, and in the first bout cards are added to the
    attack (reinforced by another player or added by the defender)."""
    hand = _hand(state)
    ranks = Counter(RANK_OF[c] for c in hand)
    if not _acts_first(state, "attack") or max(ranks.values()) < 2:
        return False
    verbs = {e["action"].split()[0] for e in _first_bout(state)}
    return bool(verbs & {"reinforce", "add"})


def kaschlan_queen_of_diamonds(state: GameState) -> bool:
    """The person holds the queen of diamonds (the highest trump) and attacks first."""
    return _acts_first(state, "attack") and "QD" in _hand(state)


def kaschlan_taking(state: GameState) -> bool:
    """The person defends in the first bout and cannot beat it all: takes the cards (and
    draws none, while the attacker draws back from the stock)."""
    events = _first_bout(state)
    end = _bout_end(events)
    draws = [e for ev in events for e in ev["effects"] if e["kind"] == "draw" and e["count"]]
    return end.get("defender") == 0 and end.get("took") is True and bool(draws)


def _holds_marriage(hand: list[str]) -> bool:
    return any("K" + s in hand and "Q" + s in hand for s in "SHDC")


def tausendundeins_free_play(state: GameState) -> bool:
    """The person leads the first trick and holds no marriage: plain tricks first."""
    return _acts_first(state, "play") and not _holds_marriage(_hand(state))


def tausendundeins_marriage(state: GameState) -> bool:
    """The person leads the first trick holding king and queen of one suit, and a search
    advises declaring it."""
    hand = _hand(state)
    return _acts_first(state, "play") and _holds_marriage(hand) and _advised(state, "marry")


def _longest(hand: list[str]) -> tuple[int, str]:
    counts = Counter(SUIT_OF[c] for c in hand)
    suit, length = counts.most_common(1)[0]
    return length, suit


def bolachen_auction(state: GameState) -> bool:
    """The person holds five or more cards of a suit with its ace and speaks first (so "play"
    is a choice, not the dealer's duty), the coach rates claiming best and
    passing clearly worse, and another player wants to play too: the person must name a
    contract in the competition, which is what the lesson teaches."""
    hand = _hand(state)
    length, suit = _longest(hand)
    if length < 5 or "A" + suit not in hand:
        return False
    first = _reach(state, "bidding")
    if first is None or {a.verb for a in first.legal_actions()} != {"claim", "pass"}:
        return False
    if "forehand" not in first.observation(0)["roles"][0]:
        return False  # the lesson says "you speak first"
    if not _clearly_advised(first, "claim"):
        return False
    first.apply(Action("claim"))
    competition = _reach(first, "bidding")
    return competition is not None and any(a.verb == "bid" for a in competition.legal_actions())


def bolachen_defending(state: GameState) -> bool:
    """The person holds no ace and no suit longer than three: pass, and defend."""
    hand = _hand(state)
    return not any(RANK_OF[c] == "A" for c in hand) and _longest(hand)[0] <= 3


def scharwenzel_olsch(state: GameState) -> bool:
    """The person bids first holding the Olsch (queen of clubs, the highest trump), and a
    search advises bidding."""
    hand = _hand(state)
    return _acts_first(state, "bidding") and "QC" in hand and _advised(state, "bid")


def scharwenzel_partner(state: GameState) -> bool:
    """The person holds a weak hand (no queen of clubs, no jack): the partner leads the way."""
    hand = _hand(state)
    return "QC" not in hand and not any(RANK_OF[c] == "J" for c in hand)


def chapanka_low_hand(state: GameState) -> bool:
    """The person holds neither an ace nor the Kinal: the plain aim, taking few points."""
    hand = _hand(state)
    return "JH" not in hand and not any(RANK_OF[c] == "A" for c in hand)


def chapanka_kinal(state: GameState) -> bool:
    """The person holds the Kinal (jack of hearts) and no more than one ace."""
    hand = _hand(state)
    return "JH" in hand and sum(1 for c in hand if RANK_OF[c] == "A") <= 1


#: Property name -> check of a deal's start (the state right after the deal).
PROPERTIES: dict[str, Callable[[GameState], bool]] = {
    "kaschlan_simple_attack": kaschlan_simple_attack,
    "kaschlan_adding": kaschlan_adding,
    "kaschlan_queen_of_diamonds": kaschlan_queen_of_diamonds,
    "kaschlan_taking": kaschlan_taking,
    "tausendundeins_free_play": tausendundeins_free_play,
    "tausendundeins_marriage": tausendundeins_marriage,
    "bolachen_auction": bolachen_auction,
    "bolachen_defending": bolachen_defending,
    "scharwenzel_olsch": scharwenzel_olsch,
    "scharwenzel_partner": scharwenzel_partner,
    "chapanka_low_hand": chapanka_low_hand,
    "chapanka_kinal": chapanka_kinal,
}


def has_property(lesson: Lesson) -> bool:
    """Whether the lesson's deal, replayed from its seed, shows what it was chosen for."""
    return PROPERTIES[lesson.shows](lesson.start())


# --- what a lesson tells the person to do ---------------------------------------------------


def _cards(action: Action) -> list[str]:
    return [w for w in action.args if w in RANK_OF]


def _one_card_attack(action: Action, hand: list[str]) -> bool:
    return action.verb == "attack" and len(_cards(action)) == 1


def _pair_attack(action: Action, hand: list[str]) -> bool:
    return action.verb == "attack" and len(_cards(action)) >= 2


def _attack_keeping_queen(action: Action, hand: list[str]) -> bool:
    return action.verb == "attack" and "QD" not in action.args


def _keeps_kinal(action: Action, hand: list[str]) -> bool:
    return "JH" not in action.args


def _verb(*verbs: str) -> Callable[[Action, list[str]], bool]:
    return lambda action, hand: action.verb in verbs


#: Promise name -> whether a legal move keeps it (the move and the person's hand).
PROMISES: dict[str, Callable[[Action, list[str]], bool]] = {
    "attack_with_one_card": _one_card_attack,
    "attack_with_the_pair": _pair_attack,
    "keep_the_queen_of_diamonds": _attack_keeping_queen,
    "take": _verb("take"),
    "play": _verb("play"),
    "marry": _verb("marry"),
    "claim": _verb("claim"),
    "pass": _verb("pass"),
    "bid": _verb("bid"),
    "exchange": _verb("exchange"),
    "keep_the_kinal": _keeps_kinal,
}


def decision(lesson: Lesson) -> GameState | None:
    """The position of the decision the lesson teaches (see :class:`Lesson`)."""
    return _reach(lesson.start(), lesson.phase)


def promised(lesson: Lesson, state: GameState) -> list[str]:
    """The legal moves at ``state`` that do what the lesson's introduction says."""
    keeps = PROMISES[lesson.promise]
    hand = list(state.observation(0).get("hand") or [])
    return [a.text for a in state.legal_actions() if keeps(a, hand)]


def agrees(lesson: Lesson) -> bool:
    """Whether the coach counts a promised move among the best at the taught decision."""
    from engine.coach import analyse

    state = decision(lesson)
    if state is None:
        return False
    return bool(set(promised(lesson, state)) & _best_moves(analyse(state, 0)))


def lessons(game: str) -> tuple[Lesson, ...]:
    """The guided lessons of ``game`` (none for a game without any): its coach profile's
    (``engine.coach.games.<game>``), whose deal numbers scripts/find_lesson_deals.py found."""
    from engine.coach.profile import profile_for

    return profile_for(game).lessons
