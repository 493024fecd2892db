"""Chapanka's root rules (docs/rules/chapanka.md §6, §7) as position tests: the Kinal is
discarded at the first chance, never played to another seat's heart lead while another card
may go, and a committed Pancerola never plays a card that would take the trick."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

import engine
from engine.bots import make
from engine.bots.heuristics.chapanka import choose, prune, rollout
from engine.games.chapanka import PHASE_PLAY, ChapankaState
from tests.engine.test_chapanka_helpers import E, N, S, W, new_deal

SPEC = engine.game("chapanka")

#: E leads, then N, W, S (the dealer). S holds the Kinal and one more heart.
HEARTS = {
    E: ["AH", "KH", "QH", "9H", "AS", "KS", "QS", "JS", "9S", "8S", "7S"],
    N: ["2H", "3H", "4H", "6S", "5S", "4S", "3S", "2S", "AD", "KD", "QD"],
    W: ["6H", "7H", "8H", "3D", "JD", "9D", "8D", "7D", "6D", "5D", "4D"],
    S: ["JH", "5H", "2D", "AC", "KC", "QC", "JC", "9C", "8C", "7C", "6C", "5C"],
}
#: W holds a Pancerola (four aces); N holds the Kinal and no spade.
PANCEROLA = {
    W: ["AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C", "3S", "3H", "3D"],
    E: ["4S", "5S", "6S", "7S", "8S", "9S", "JS", "QS", "KS", "4H", "5H"],
    N: ["6H", "7H", "8H", "9H", "JH", "QH", "KH", "4D", "5D", "6D", "7D"],
    S: ["8D", "9D", "JD", "QD", "KD", "3C", "4C", "5C", "6C", "7C", "8C", "9C"],
}


def _deal(hands: dict[int, list[str]], talon: list[str], dealer_discard: str) -> ChapankaState:
    state = new_deal(hands, talon)
    for _ in range(3):
        state.apply("keep")
    state.apply(f"discard {dealer_discard}")
    return state


def _texts(actions: list[engine.Action] | None) -> list[str] | None:
    return None if actions is None else [a.text for a in actions]


def test_void_in_the_suit_led_the_kinal_is_discarded() -> None:
    state = _deal(PANCEROLA, ["JC", "QC", "KC"], "9C")
    state.apply("play 4S")  # E leads a spade; N has none
    assert state.current_player == N
    assert len(state.legal_actions()) == 11
    assert _texts(prune(state, state.legal_actions(), N)) == ["play JH"]


def test_the_kinal_is_not_played_to_another_seats_heart_lead() -> None:
    state = _deal(HEARTS, ["4C", "3C", "2C"], "5C")
    for card in ("AH", "2H", "6H"):
        state.apply(f"play {card}")
    assert state.current_player == S
    assert _texts(state.legal_actions()) == ["play JH", "play 5H"]
    assert _texts(prune(state, state.legal_actions(), S)) == ["play 5H"]


def test_the_playout_policy_and_easy_duck_with_another_heart_not_the_kinal() -> None:
    """Inside every simulation all seats play by the playout policy: throwing the forced
    Kinal there (4 counters, the pot doubled) skews how every heart lead is judged."""
    state = _deal(HEARTS, ["4C", "3C", "2C"], "5C")
    for card in ("AH", "2H", "6H"):
        state.apply(f"play {card}")
    legal = state.legal_actions()
    rng = random.Random(5)
    played = {a.text for a in (rollout(state, legal, rng) for _ in range(200)) if a is not None}
    assert played == {"play 5H"}
    obs = state.observation(S)
    assert choose(obs, legal, random.Random(1))[0].text == "play 5H"
    assert make("easy", SPEC, seed=3).choose(state, S).text == "play 5H"


def test_the_only_heart_being_the_kinal_it_must_go() -> None:
    state = _deal(HEARTS, ["4C", "3C", "2C"], "5C")
    for card in ("AH", "2H", "6H", "5H"):  # S keeps the Kinal, E wins and leads again
        state.apply(f"play {card}")
    for card in ("KH", "3H", "7H"):
        state.apply(f"play {card}")
    assert _texts(state.legal_actions()) == ["play JH"]
    assert prune(state, state.legal_actions(), S) is None


def test_a_committed_pancerola_never_plays_a_card_that_would_take_the_trick() -> None:
    state = _deal(PANCEROLA, ["JC", "QC", "KC"], "9C")
    for card in ("4S", "4D", "AC", "8D"):  # W renounces: the Pancerola is committed
        state.apply(f"play {card}")
    assert state.pancerola == W and state.current_player == E
    state.apply("play 5S")
    state.apply("play 5D")
    assert state.current_player == W
    kept = _texts(prune(state, state.legal_actions(), W))
    assert kept is not None
    assert "play AS" not in kept and "play 3S" in kept and "play AH" in kept
    assert len(kept) == len(state.legal_actions()) - 1


def test_no_rule_when_leading_or_before_the_play() -> None:
    state = new_deal(PANCEROLA, ["JC", "QC", "KC"])
    assert prune(state, state.legal_actions(), state.current_player) is None
    state = _deal(PANCEROLA, ["JC", "QC", "KC"], "9C")
    assert prune(state, state.legal_actions(), E) is None


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_the_search_levels_follow_the_rules(level: str) -> None:
    state = _deal(HEARTS, ["4C", "3C", "2C"], "5C")
    for card in ("AH", "2H", "6H"):
        state.apply(f"play {card}")
    hint = make(level, SPEC, seed=1, iterations=200, workers=1).hint(state, S)
    assert hint.action.text == "play 5H"
    state = _deal(PANCEROLA, ["JC", "QC", "KC"], "9C")
    state.apply("play 4S")
    assert make(level, SPEC, seed=1, iterations=200, workers=1).choose(state, N).text == "play JH"


def test_the_hint_names_the_rule_that_left_one_move() -> None:
    bot = make("normal", SPEC, seed=1, iterations=50, workers=1)
    state = _deal(PANCEROLA, ["JC", "QC", "KC"], "9C")
    state.apply("play 4S")
    hint = bot.hint(state, N)
    assert hint.action.text == "play JH"
    assert hint.reason.template.startswith("Discard the Kinal now")
    state = _deal(HEARTS, ["4C", "3C", "2C"], "5C")
    for card in ("AH", "2H", "6H"):
        state.apply(f"play {card}")
    hint = bot.hint(state, S)
    assert hint.action.text == "play 5H"
    assert "Kinal off another player's heart lead" in hint.reason.template


def _position(table: list[str], hand: list[str], pancerola: int | None) -> SimpleNamespace:
    """Just what the rules read, for positions deep in a deal (must follow from trick 10)."""
    return SimpleNamespace(
        phase=PHASE_PLAY, table=table, hands={W: hand}, pancerola=pancerola, tricks_won={W: 0}
    )


def _legal(cards: list[str]) -> list[engine.Action]:
    return [engine.Action(f"play {c}") for c in cards]


def test_a_committed_pancerola_keeps_the_losing_heart_before_the_kinal() -> None:
    state = _position(["9H", "2H"], ["JH", "5H", "AH"], pancerola=W)
    assert _texts(prune(state, _legal(["JH", "5H", "AH"]), W)) == ["play 5H"]


def test_where_only_the_kinal_loses_the_trick_the_search_decides() -> None:
    # The stake of a broken Pancerola against a forced Kinal (4 and a doubled pot): which
    # is dearer depends on the pot, so neither rule decides.
    state = _position(["QH", "2H"], ["JH", "AH"], pancerola=W)
    assert prune(state, _legal(["JH", "AH"]), W) is None
    state = _position(["QH", "2H"], ["JH", "AH"], pancerola=None)
    assert _texts(prune(state, _legal(["JH", "AH"]), W)) == ["play AH"]
