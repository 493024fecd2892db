"""Ideas in positions built card by card: stated where the claim holds, not where it fails."""

from __future__ import annotations

import random
from collections.abc import Callable

import engine
from engine.coach import ideas_for
from engine.reasons import SuitWord
from tests.engine.test_kaschlan import play, position
from tests.engine.test_scharwenzel import HANDS_S1, bid_hearts_by_n, new_match, trick


def keys(state: engine.GameState, action: str) -> set[str]:
    seat = state.current_player
    assert seat is not None
    return {i.key for i in ideas_for(state, seat, action)}


def idea(state: engine.GameState, action: str, key: str):
    seat = state.current_player
    assert seat is not None
    return next(i for i in ideas_for(state, seat, action) if i.key == key)


# --- Kaschlan -------------------------------------------------------------------------------


def test_kaschlan_cheapest_beater_and_the_kaschlan_kept() -> None:
    state = position(2, {0: ["9H", "7S"], 1: ["KH", "10H", "QD", "8C"]}, trump="S")
    play(state, "attack 9H", "decline")
    assert {"beats-cheaply", "keeps-kaschlan"} <= keys(state, "beat 9H 10H")
    assert idea(state, "beat 9H 10H", "beats-cheaply").reason.params == {
        "card": "10H",
        "target": "9H",
    }
    assert "beats-cheaply" not in keys(state, "beat 9H KH")  # 10H is cheaper
    assert "keeps-kaschlan" not in keys(state, "beat 9H QD")


def test_kaschlan_take_when_only_trumps_beat() -> None:
    state = position(2, {0: ["AH", "7C"], 1: ["9S", "8D", "7D"]}, trump="S")
    play(state, "attack AH", "decline")
    assert keys(state, "take") == {"takes-not-trumps"}
    assert "keeps-trumps" not in keys(state, "beat AH 9S")  # 9S is itself a trump


def test_kaschlan_nothing_beats_so_take() -> None:
    state = position(2, {0: ["AH", "QD"], 1: ["9C", "8D", "7D"]}, trump="S")
    play(state, "attack AH", "decline")
    assert idea(state, "take", "takes-anyway").reason.params == {"cards": "AH"}


def test_kaschlan_a_middle_beater_keeps_the_higher_one() -> None:
    state = position(2, {0: ["7H", "8C"], 1: ["JH", "10H", "9H", "9D"]}, trump="S")
    play(state, "attack 7H", "decline")
    assert idea(state, "beat 7H 10H", "beats-keeps-higher").reason.params == {
        "card": "10H",
        "target": "7H",
        "cards": "JH",
    }
    assert "beats-keeps-higher" not in keys(state, "beat 7H JH")  # nothing dearer beats 7H
    assert "beats-keeps-higher" not in keys(state, "beat 7H 9H")  # the cheapest says so itself


def test_kaschlan_take_without_a_trump_keeps_the_beaters() -> None:
    state = position(2, {0: ["QC", "8H"], 1: ["KS", "7S", "KC", "8C"]}, trump="H")
    play(state, "attack QC", "decline")
    assert idea(state, "take", "takes-no-trump").reason.params == {"cards": "KC"}
    with_trump = position(2, {0: ["QC", "8H"], 1: ["KS", "7H", "KC", "8C"]}, trump="H")
    play(with_trump, "attack QC", "decline")
    assert "takes-no-trump" not in keys(with_trump, "take")


def test_kaschlan_attack_below_the_high_cards() -> None:
    state = position(2, {0: ["7D", "QC", "10C"], 1: ["9S", "8S", "7S"]}, trump="H")
    assert idea(state, "attack 10C", "attacks-keeps-higher").reason.params == {
        "cards": "10C",
        "kept": "QC",
    }
    assert "attacks-keeps-higher" not in keys(state, "attack QC")  # nothing higher is kept
    assert "attacks-keeps-higher" not in keys(state, "attack 7D")  # the lowest: attacks-low


def test_kaschlan_an_attack_only_a_trump_beats() -> None:
    state = position(2, {0: ["AC", "10H"], 1: ["9S", "8S", "7S"]}, trump="D")
    assert idea(state, "attack AC", "attacks-master").reason.params == {"card": "AC"}
    assert "attacks-master" not in keys(state, "attack 10H")  # JH, QH, KH, AH are out there
    kings = position(2, {0: ["KC", "AC", "8H"], 1: ["9S", "8S", "7S"]}, trump="D")
    assert "attacks-master" in keys(kings, "attack KC")  # the ace above it is the attacker's
    trumps = position(2, {0: ["AD", "8H"], 1: ["9S", "8S", "7S"]}, trump="D")
    assert "attacks-master" not in keys(trumps, "attack AD")  # a trump: no plain card's idea


# --- Scharwenzel ----------------------------------------------------------------------------


def test_scharwenzel_the_nillje_kept_while_a_plain_card_goes() -> None:
    state = new_match(HANDS_S1)
    bid_hearts_by_n(state)
    state.apply("play AS")  # N leads spades; E follows, S (no spades) is next but one
    state.apply("play 9S")
    # S holds the Nillje (7H: hearts are trumps) and no spade.
    kept = idea(state, "play AC", "saves-top-trump")
    assert "Nillje" in kept.reason.template
    assert "saves-top-trump" not in keys(state, "play 7H")


def test_scharwenzel_a_partners_trick_is_left_to_him() -> None:
    state = new_match(HANDS_S1)
    bid_hearts_by_n(state)
    trick(state, "AH", "JD", "7H")  # S's Nillje heads the trick; W is S's partner's opponent
    # W (seat 3) is on E's team: E's JD does not head, S's 7H does: nothing to leave.
    assert "leaves-partner" not in keys(state, "play QS")
    state = new_match(HANDS_S1)
    bid_hearts_by_n(state)
    trick(state, "AS", "9S")  # N (S's partner) heads with AS
    assert "leaves-partner" in keys(state, "play 10C")
    assert "leaves-partner" not in keys(state, "play 7H")  # the Nillje would take it


def test_scharwenzel_bids_name_the_suit_held() -> None:
    state = new_match(HANDS_S1)  # N holds AH KH QH and AS KS 10S: three of a suit
    found = idea(state, "bid 3", "bids-length")
    assert found.reason.params["held"] == 3
    assert isinstance(found.reason.params["suit"], SuitWord)
    assert keys(state, "bid 3 better") == set()  # N holds no clubs


# --- found by play ------------------------------------------------------------------------------


def _find(game: str, players: int, accept: Callable[[engine.GameState], bool]) -> engine.GameState:
    for seed in range(40):
        state = engine.game(game).new_game(players, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            if state.deal_over:
                state.next_deal()
                continue
            if accept(state):
                return state
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such position came up")


def test_1001_the_marriage_is_declared_while_on_lead() -> None:
    state = _find("tausendundeins", 2, lambda s: any(a.verb == "marry" for a in s.legal_actions()))
    marry = next(a.text for a in state.legal_actions() if a.verb == "marry")
    declared = idea(state, marry, "declares-marriage")
    assert declared.reason.params["suit"].code == marry[-1]
    partner = ("Q" if marry.split()[1][0] == "K" else "K") + marry[-1]
    others = [a.text for a in state.legal_actions() if a.verb == "play"]
    assert others
    for other in others:
        assert "declares-marriage" not in keys(state, other)
        if other.split()[1] not in (marry.split()[1], partner):
            assert "keeps-marriage" in keys(state, other)


def test_chapanka_the_kinal_is_kept_under_a_heart_lead() -> None:
    def heart_lead_with_kinal(s: engine.GameState) -> bool:
        seat = s.current_player
        table = s.trick_rules().played  # type: ignore[attr-defined]
        hand = s.hand(seat) if seat is not None else []
        return (
            bool(table)
            and table[0][-1] == "H"
            and "JH" in hand
            and sum(c[-1] == "H" for c in hand) >= 2
        )

    state = _find("chapanka", 4, heart_lead_with_kinal)
    seat = state.current_player
    assert seat is not None
    other = next(c for c in state.hand(seat) if c[-1] == "H" and c != "JH")
    assert "keeps-kinal" in keys(state, f"play {other}")
    assert "keeps-kinal" not in keys(state, "play JH")


def test_bolachen_a_king_led_under_ones_own_ace_is_a_sure_winner() -> None:
    """Issue #45 item 9: Bolachen lesson 1 advised leading the king before the ace of the same
    suit and said no idea; the king is as sure a winner as the ace it keeps in hand."""

    def leads_with_ace_and_king(s: engine.GameState) -> bool:
        seat = s.current_player
        if seat is None or s.trick_rules().played:  # type: ignore[attr-defined]
            return False
        legal = {a.text for a in s.legal_actions()}
        return any(f"play K{x}" in legal and f"A{x}" in s.hand(seat) for x in "CSHD")

    state = _find("bolachen", 3, leads_with_ace_and_king)
    seat = state.current_player
    assert seat is not None
    suit = next(x for x in "CSHD" if f"K{x}" in state.hand(seat) and f"A{x}" in state.hand(seat))
    held = idea(state, f"play K{suit}", "plays-master-held")
    assert held.reason.params == {"card": f"K{suit}", "higher": f"A{suit}"}
    assert "plays-master-held" not in keys(state, f"play A{suit}")  # the ace is plays-top
