"""The engine explains tricks and refusals: from the game's own ranking, in the move made."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import engine
from engine.actions import Action
from engine.coach.explain import explain_trick, trick_outcome
from engine.games import scharwenzel as sw
from engine.lessons import guide
from engine.reasons import SuitWord
from engine.tricks import TrickRules
from tests.engine.test_scharwenzel import HANDS_S1, bid_hearts_by_n, new_match, trick

TRICK_GAMES = [("scharwenzel", 4), ("tausendundeins", 2), ("bolachen", 3), ("chapanka", 4)]


def _random_match(game: str, players: int, seed: int, moves: int) -> engine.GameState:
    state = engine.game(game).new_game(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        if state.deal_over:
            state.next_deal()
            continue
        state.apply(rng.choice(state.legal_actions()))
    return state


# --- tricks ---------------------------------------------------------------------------------


def test_the_nillje_is_named_as_the_permanent_trump_that_won() -> None:
    state = new_match(HANDS_S1)
    bid_hearts_by_n(state)
    trick(state, "AH", "JD", "7H", "QS")
    reason = trick_outcome(state, len(state.history) - 1)
    assert reason is not None
    assert reason.params == {"card": "7H"}
    assert "Nillje" in reason.template


def test_a_card_that_completes_no_trick_has_no_outcome() -> None:
    state = new_match(HANDS_S1)
    bid_hearts_by_n(state)
    trick(state, "AH", "JD")
    assert trick_outcome(state, len(state.history) - 1) is None
    assert trick_outcome(state, 0) is None  # a bid


def test_the_olsch_on_a_clubs_lead_is_a_trump_not_the_best_club() -> None:
    """Today's GUI guess said "Q♣ is the best card of the suit led"; with hearts trumps the
    Olsch is the highest trump, and the clubs led cannot have been won by it as a club."""
    rules = TrickRules(sw.SUIT_IN_PLAY["H"], sw.POWER["H"], "H", {"QC": "olsch"})
    reason = explain_trick(["AC", "QC", "10C", "7C"], rules)
    assert reason.params == {"card": "QC"}
    assert "Olsch" in reason.template


def test_a_jack_that_wins_on_a_trump_lead_is_a_bur_not_a_ruff() -> None:
    """The GUI said "J♠ is a trump: it beats the suit led (K♦)" though K♦ was itself trump."""
    rules = TrickRules(sw.SUIT_IN_PLAY["D"], sw.POWER["D"], "D", {"JS": "bur"})
    reason = explain_trick(["KD", "JS", "AD", "8C"], rules)
    assert reason.params == {"card": "JS"}
    assert "Bur" in reason.template
    assert "led" not in reason.params


@pytest.mark.parametrize(
    ("cards", "trump", "words"),
    [
        (["9H", "KH", "7S"], "S", "only trump"),
        (["9H", "7S", "8S"], "S", "highest trump"),
        (["9H", "KH", "7C"], "S", "highest card of the suit led, and nobody trumped"),
        (["9H", "KH", "7C"], None, "highest card of the suit led."),
        (["AH", "7D", "8C"], "S", "nobody followed suit or trumped"),
        (["AH", "7D", "8C"], None, "nobody followed suit."),
        (["AH", "7H", "8C"], None, "nobody followed with a higher card."),
        (["9S", "7H", "8C"], "S", "trumps were led and nobody else played one"),
    ],
)
def test_each_plain_outcome(cards: list[str], trump: str | None, words: str) -> None:
    from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF

    power = {c: NATURAL_VALUE[RANK_OF[c]] for c in cards}
    reason = explain_trick(cards, TrickRules(SUIT_OF, power, trump))
    assert words in reason.template


@pytest.mark.parametrize(("game", "players"), TRICK_GAMES)
def test_every_explained_trick_names_the_winner_and_a_true_reason(game: str, players: int) -> None:
    """Over random matches: the card named is the one the game gave the trick to, and the
    reason's claim holds, checked against the game's own events and trump tables."""
    checked = 0
    for seed in range(12):
        state = _random_match(game, players, seed, 20 + 9 * seed)
        for event in state.events():
            tricks = [e for e in event["effects"] if e["kind"] == "trick"]
            if not tricks:
                continue
            effect = tricks[0]
            reason = trick_outcome(state, event["index"])
            assert reason is not None
            cards = [p["card"] for p in effect["cards"]]
            winner_card = next(p["card"] for p in effect["cards"] if p["seat"] == effect["winner"])
            assert reason.params["card"] == winner_card
            _check_claim(state, event["index"], cards, reason.template, winner_card)
            checked += 1
    assert checked >= 10


def _check_claim(state: engine.GameState, index: int, cards: list[str], template: str, won: str):
    before = state.clone()
    before.rewind_to(index)
    rules = before.trick_rules()  # type: ignore[attr-defined]
    trump = rules.trump
    printed = won[-1]
    if state.spec.id == "scharwenzel":
        in_trump = trump is not None and (won in sw.matador_order(trump) or printed == trump)
    else:
        in_trump = printed == trump
    claims_trump = "trump" in template and "nobody trumped" not in template
    claims_trump = claims_trump and "or trumped" not in template
    assert claims_trump == in_trump, (cards, template, trump)
    if "Olsch" in template:
        assert won == "QC"
    if "led" in template and "trumps were led" not in template and in_trump:
        assert cards[0] != won


# --- refusals: suits as a token the table renders in its pattern ------------------------------


def test_follow_suit_refusal_passes_the_suit_as_a_token() -> None:
    state = new_match(HANDS_S1)
    bid_hearts_by_n(state)
    state.apply("play AS")  # N leads spades
    # E holds 9S: a diamond is refused, and the suit word knows it is spades.
    reason = state.explain_illegal(Action("play QD"))
    suit = reason.params["suit"]
    assert isinstance(suit, SuitWord)
    assert suit.code == "S"
    assert str(reason).startswith("You must follow suit (spades)")


def _play_until(state: engine.GameState, accept: Callable[[engine.GameState], bool]) -> None:
    rng = random.Random(state.seed)
    for _ in range(3000):
        if state.is_over:
            break
        if state.deal_over:
            state.next_deal()
            continue
        if accept(state):
            return
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such position came up")


def _kaschlan(seed: int) -> engine.GameState:
    return engine.game("kaschlan").new_game(3, seed=seed)


def _unbeaten(state: engine.GameState) -> list[str]:
    return [e["card"] for e in state.observation(0)["table"] if not e["beaten_by"]]


def test_kaschlan_every_card_is_explained_when_only_take_is_possible() -> None:
    state = _kaschlan(3)

    def only_take(s: engine.GameState) -> bool:
        legal = [a.text for a in s.legal_actions()]
        return legal == ["take"] and bool(s.hand(s.current_player))

    _play_until(state, only_take)
    seat = state.current_player
    assert seat is not None
    hand = state.hand(seat)
    result = guide(state, hand, "defend")
    assert {r.card for r in result.refusals} == set(hand)
    for refusal in result.refusals:
        assert refusal.action.startswith("beat ")
        with pytest.raises(engine.IllegalAction):
            state.clone().apply(refusal.action)


def test_kaschlan_a_refusal_names_every_unbeaten_attack_card() -> None:
    state = _kaschlan(5)

    def several_open_and_a_useless_card(s: engine.GameState) -> bool:
        if s.observation(0)["phase"] != "defend" or s.current_player is None:
            return False
        used = {w for a in s.legal_actions() for w in a.args}
        return len(_unbeaten(s)) >= 2 and any(c not in used for c in s.hand(s.current_player))

    _play_until(state, several_open_and_a_useless_card)
    seat = state.current_player
    assert seat is not None
    result = guide(state, state.hand(seat), "defend")
    assert result.refusals
    open_cards = _unbeaten(state)
    for refusal in result.refusals:
        message = refusal.message
        for card in open_cards:
            assert card in message, message


def test_kaschlan_a_card_dropped_while_reinforcing_is_refused_as_a_reinforcement() -> None:
    state = _kaschlan(7)

    def reinforcing_with_a_wrong_card(s: engine.GameState) -> bool:
        if s.observation(0)["phase"] != "reinforce" or s.current_player is None:
            return False
        used = {w for a in s.legal_actions() for w in a.args}
        return bool(_unbeaten(s)) and any(c not in used for c in s.hand(s.current_player))

    _play_until(state, reinforcing_with_a_wrong_card)
    seat = state.current_player
    assert seat is not None
    used = {w for a in state.legal_actions() for w in a.args}
    card = next(c for c in state.hand(seat) if c not in used)
    reason = state.explain_illegal(Action(f"beat {_unbeaten(state)[0]} {card}"))
    assert "not possible now" not in reason.template
    assert "beat" not in str(reason)
    assert card in str(reason)
