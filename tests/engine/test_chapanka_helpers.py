"""Helpers for the Chapanka tests: compass seats, fixed decks and scripted play.

The rules' worked examples name seats by compass points with N opposite S and E opposite W,
turn order N → W → S → E (anticlockwise). In the engine play passes from seat s to s - 1, so
E=0, S=1, W=2, N=3 gives exactly that order and those opposites.
"""

from __future__ import annotations

from collections.abc import Callable

import engine
from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF
from engine.games.chapanka import PACK, ChapankaState, first_dealer, turn_order

E, S, W, N = 0, 1, 2, 3


def seed_with_dealer(dealer: int) -> int:
    """The smallest seed whose first dealer (found by dealing to the Kinal) is ``dealer``."""
    seed = 0
    while first_dealer(seed) != dealer:
        seed += 1
    return seed


def deck_for(dealer: int, hands: dict[int, list[str]], talon: list[str]) -> list[str]:
    """The deck that deals ``hands`` (11 cards, the dealer 12) and ``talon`` (top first):
    packets of 5, 5, 1 in turn order, the dealer's twelfth card, then the talon."""
    order = turn_order(dealer)
    rest = {seat: list(cards) for seat, cards in hands.items()}
    deck: list[str] = []
    for size in (5, 5, 1):
        for seat in order:
            deck += rest[seat][:size]
            del rest[seat][:size]
    deck += rest[dealer]
    deck += talon
    assert sorted(deck) == sorted(PACK), "the hands and the talon must make the pack"
    return deck


def new_deal(
    hands: dict[int, list[str]],
    talon: list[str],
    dealer: int = S,
    **options,
) -> ChapankaState:
    """A match whose first deal is the given one, with ``dealer`` dealing."""
    return engine.game("chapanka").new_game(
        seed=seed_with_dealer(dealer),
        options=options or None,
        deck=deck_for(dealer, hands, talon),
    )


def apply_all(state: ChapankaState, actions: list[str]) -> None:
    for text in actions:
        state.apply(text)


def lowest_of(cards: list[str]) -> str:
    """The weakest card; ties broken by the code so that scripts are reproducible."""
    return min(cards, key=lambda c: (NATURAL_VALUE[RANK_OF[c]], c))


def highest_of(cards: list[str]) -> str:
    return max(cards, key=lambda c: (NATURAL_VALUE[RANK_OF[c]], c))


def legal_cards(state: ChapankaState) -> list[str]:
    return [a.args[0] for a in state.legal_actions()]


def led_suit(state: ChapankaState) -> str | None:
    return SUIT_OF[state.table[0]] if state.table else None


def lowest_follow(state: ChapankaState) -> str:
    """Lowest card of the led suit if held, else the lowest card: a plain ducking policy."""
    legal = legal_cards(state)
    led = led_suit(state)
    same = [c for c in legal if SUIT_OF[c] == led]
    return lowest_of(same or legal)


def dump_off_suit(state: ChapankaState) -> str:
    """A Pancerola's policy: throw the strongest card of another suit while allowed to,
    otherwise duck with the lowest card of the led suit."""
    legal = legal_cards(state)
    led = led_suit(state)
    other = [c for c in legal if SUIT_OF[c] != led]
    if led is not None and other:
        return highest_of(other)
    same = [c for c in legal if SUIT_OF[c] == led]
    return lowest_of(same or legal)


Policy = Callable[[ChapankaState], str]


def play_deal(
    state: ChapankaState,
    plans: dict[int, list[str]] | None = None,
    policies: dict[int, Policy] | None = None,
    until_trick: int | None = None,
) -> list[tuple[int, str]]:
    """Play on: each seat first plays its ``plans`` cards in order (the lists are consumed, so
    a second call goes on where the first stopped), then follows its policy
    (``lowest_follow`` by default). Stops at the end of the deal, or before trick
    ``until_trick`` starts. Returns the plays made."""
    plans = plans if plans is not None else {}
    policies = policies or {}
    plays = []
    while not state.deal_over:
        if until_trick is not None and state.trick_no == until_trick and not state.table:
            break
        seat = state.current_player
        planned = plans.get(seat)
        card = planned.pop(0) if planned else policies.get(seat, lowest_follow)(state)
        state.apply(f"play {card}")
        plays.append((seat, card))
    return plays


def payments(state: ChapankaState, seat: int) -> list[dict]:
    return state.observation(seat)["detail"]["payments"]
