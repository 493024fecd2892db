"""Bolachen: the worked examples of docs/rules/bolachen.md, then each rule, option and refusal."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine
from engine.games.bolachen import SCHEDULE, BolachenState

SPEC = engine.game("bolachen")

# --- helpers -----------------------------------------------------------------------------


def roles(seed: int = 0) -> tuple[int, int, int]:
    """(FH, MH, dealer) seats of the first deal of a match with ``seed``."""
    dealer = SPEC.new_game(seed=seed).dealer
    return (dealer + 1) % 3, (dealer + 2) % 3, dealer


def deal(
    fh: str, mh: str, d: str, dopper: str, seed: int = 0, options: dict[str, Any] | None = None
) -> BolachenState:
    """A match whose first deal gives these hands (space-separated codes) by role."""
    dealer = SPEC.new_game(seed=seed).dealer
    piles: dict[Any, list[str]] = {
        (dealer + 1) % 3: fh.split(),
        (dealer + 2) % 3: mh.split(),
        dealer: d.split(),
        "dopper": dopper.split(),
    }
    deck: list[str] = []
    for target, count in SCHEDULE[dealer]:
        deck += piles[target][:count]
        piles[target] = piles[target][count:]
    assert not any(piles.values()), "every hand needs 10 cards and the dopper 2"
    return SPEC.new_game(seed=seed, options=options, deck=deck)


def play(state: engine.GameState, *actions: str) -> None:
    for text in actions:
        state.apply(text)


def tricks(state: engine.GameState, *rounds: str) -> None:
    """Play whole tricks, each written as its three cards in play order."""
    for cards in rounds:
        for card in cards.split():
            state.apply(f"play {card}")


def legal(state: engine.GameState) -> list[str]:
    return [a.text for a in state.legal_actions()]


def refused(state: engine.GameState, text: str) -> str:
    """Offer an illegal action; check it is refused with a reason and changes nothing."""
    before = state.to_json()
    before_locations = state.card_locations()
    with pytest.raises(engine.IllegalAction) as err:
        state.apply(text)
    assert state.to_json() == before
    assert state.card_locations() == before_locations
    return str(err.value)


def hand_of(state: BolachenState, seat: int) -> set[str]:
    return set(state.hand(seat))


# Fixed deals used by several tests (FH, MH, dealer, dopper).
BRAND_WIN = (
    "AH KH QH JH 10H 9H 7S 7D 7C 8C",
    "AS KS QS JS 10S AD KD QD JD 10D",
    "9S 8S AC KC QC JC 10C 9C 8H 7H",
    "9D 8D",
)
BRAND_LOSS = (
    "AH KH 7S 8S 9S 7D 8D 9D 7C 8C",
    "AS KS QS JS 10S AD KD QD JD 10D",
    "QH JH 10H 9H 8H 7H AC KC QC JC",
    "10C 9C",
)
BETTEL = (
    "7S 8S AC 7H 8H 9H 7D 8D 9D 10D",
    "AS KS QS KC QC JC AH KH QH JH",
    "JS 10S 9S 10C 9C 8C 7C AD KD QD",
    "10H JD",
)
MORD = (
    "AS KS QS AH KH QH AD KD AC 7C",
    "JS 10S 9S JH 10H 9H QD JD KC QC",
    "8S 7S 8H 7H 10D 9D 8D 7D JC 10C",
    "9C 8C",
)
# B-3: the declarer (FH) leads 10S; MH holds no spade and only 7H in trumps.
FOLLOW_A = (
    "10S AH KH QH JH 10H 9H 8H AS KS",
    "7H AC KD QD JD 10D 9D KC QC JC",
    "QS JS 9S 8S 7S AD 8D 7D 10C 9C",
    "8C 7C",
)
# B-3 (b): MH's only spade is 9S.
FOLLOW_B = (
    "10S AH KH QH JH 10H 9H 8H AS KS",
    "9S 7H AC KD QD JD 10D KC QC JC",
    "QS JS 8S 7S AD 9D 8D 7D 10C 9C",
    "8C 7C",
)
# B-4: MH will call AH; FH holds it.
CALL_FROM_FH = (
    "AH KH QH JH 10H 9H 8H 7H AS KS",
    "QS JS 10S 9S AD KD QD JD 10D 7C",
    "8S 7S 9D 8D 7D AC KC QC JC 10C",
    "9C 8C",
)
# B-4 (b): AH lies in the dopper.
CALL_FROM_DOPPER = (
    "9C KH QH JH 10H 9H 8H 7H AS KS",
    "QS JS 10S 9S AD KD QD JD 10D 7C",
    "8S 7S 9D 8D 7D AC KC QC JC 10C",
    "AH 8C",
)

BRAND_WIN_TRICKS = (
    "7S AS 9S",
    "AD 7H 7D",
    "8H AH KD",
    "KH QD 8S",
    "QH JD 9C",
    "JH 10D 10C",
    "10H 10S JC",
    "9H JS QC",
)
BRAND_LOSS_TRICKS = (
    "AH 10S 7H",
    "KH 10D 8H",
    "7S AS 9H",
    "AC 7C JS",
    "KC 8C QS",
    "QC 8S KS",
    "JC 9S JD",
)
MORD_TRICKS = (
    "AS JS 8S",
    "KS 10S 7S",
    "QS 9S 10D",
    "AH JH 8H",
    "KH 10H 7H",
    "QH 9H 9D",
    "AD QD 8D",
    "KD JD 7D",
)


def fh_declares(state: BolachenState) -> None:
    """FH plays, MH and the dealer pass: FH is declarer with no minimum."""
    play(state, "claim", "pass", "pass")


# --- B-1 -------------------------------------------------------------------------------


def test_b1_dealer_must_play_when_both_others_pass():
    state = SPEC.new_game(seed=0)
    fh, mh, dealer = roles(0)
    assert state.current_player == fh
    play(state, "pass")
    assert state.current_player == mh
    play(state, "pass")
    assert state.current_player == dealer
    assert legal(state) == ["claim"]
    assert "dealer must play" in refused(state, "pass")
    play(state, "claim")
    assert state.declarer == dealer and state.min_level == 1
    assert state.current_player == dealer
    assert legal(state) == ["contract brand", "contract bettel", "contract mord"]


def test_b1_dealer_may_announce_bettel_before_the_dopper():
    state = SPEC.new_game(seed=0)
    play(state, "pass", "pass", "claim", "contract bettel")
    dealer = state.dealer
    assert len(state.hand(dealer)) == 10, "Bettel is chosen before the dopper is taken"
    assert state.observation(dealer)["detail"]["dopper"] is None
    assert legal(state)[0] == "nocall"


def test_b1_dealer_takes_the_dopper_then_names_any_brand_suit():
    state = SPEC.new_game(seed=0)
    play(state, "pass", "pass", "claim", "contract brand")
    dealer = state.dealer
    assert len(state.hand(dealer)) == 12
    assert len(legal(state)) == 66  # every pair of his twelve cards
    play(state, legal(state)[0])
    assert legal(state) == ["trump C", "trump S", "trump D", "trump H"]


# --- B-2 and auction priority -----------------------------------------------------------


def test_b2_competition_with_priority():
    state = SPEC.new_game(seed=0)
    fh, mh, dealer = roles(0)
    play(state, "claim", "claim", "pass")
    assert state.current_player == fh
    assert "drop" not in legal(state), "the earliest claimant must name a contract"
    play(state, "bid brand S")
    assert state.current_player == mh
    assert legal(state) == ["bid brand D", "bid brand H", "bid bettel", "bid mord", "drop"]
    assert "higher than the standing brand S" in refused(state, "bid brand S")
    assert "higher than the standing brand S" in refused(state, "bid brand C")
    assert "priority" in refused(state, "hold")
    play(state, "bid brand D")
    assert state.current_player == fh
    assert legal(state) == ["hold", "bid brand H", "bid bettel", "bid mord", "drop"]
    play(state, "hold")
    assert state.current_player == mh
    assert "bid brand D" not in legal(state)
    play(state, "bid brand H", "drop")
    assert state.declarer == mh and state.min_level == 4
    assert legal(state) == ["contract brand", "contract bettel", "contract mord"]
    play(state, "contract brand")
    play(state, legal(state)[0])
    assert legal(state) == ["trump H"]
    assert "Your minimum is brand H" in refused(state, "trump D")


def test_priority_holder_may_not_repeat_his_bid_as_a_bid():
    state = SPEC.new_game(seed=0)
    play(state, "claim", "claim", "pass", "bid brand S", "bid brand D")
    assert "say 'hold'" in refused(state, "bid brand D")


def test_dealer_competes_against_the_survivor_who_has_priority():
    state = SPEC.new_game(seed=0)
    fh, mh, dealer = roles(0)
    play(state, "claim", "claim", "claim", "bid brand C", "drop")
    assert state.current_player == dealer
    assert legal(state) == [
        "bid brand S",
        "bid brand D",
        "bid brand H",
        "bid bettel",
        "bid mord",
        "drop",
    ]
    assert "higher than the standing brand C" in refused(state, "bid brand C")
    play(state, "bid brand S")
    assert state.current_player == fh
    assert legal(state)[0] == "hold"
    play(state, "hold", "bid bettel")
    assert state.current_player == fh
    play(state, "drop")
    assert state.declarer == dealer and state.min_level == 5
    assert legal(state) == ["contract bettel", "contract mord"]
    assert "Your minimum is bettel" in refused(state, "contract brand")


def test_dealer_dropping_leaves_the_survivor_declarer_at_his_level():
    state = SPEC.new_game(seed=0)
    fh, mh, dealer = roles(0)
    play(state, "claim", "claim", "claim", "bid brand C", "bid brand D", "drop", "drop")
    assert state.declarer == mh and state.min_level == 3
    assert legal(state) == ["contract brand", "contract bettel", "contract mord"]


def test_mh_has_priority_over_the_dealer_when_fh_passed():
    state = SPEC.new_game(seed=0)
    fh, mh, dealer = roles(0)
    play(state, "pass", "claim", "claim")
    assert state.current_player == mh
    play(state, "bid bettel")
    assert state.current_player == dealer
    assert legal(state) == ["bid mord", "drop"]
    play(state, "bid mord")
    assert legal(state) == ["hold", "drop"]
    play(state, "hold")
    assert legal(state) == ["drop"], "nothing is higher than Mord"
    play(state, "drop")
    assert state.declarer == mh and state.min_level == 6
    assert legal(state) == ["contract mord"]


def test_single_claimant_is_declarer_without_minimum():
    state = SPEC.new_game(seed=0)
    fh, mh, dealer = roles(0)
    play(state, "pass", "claim", "pass")
    assert state.declarer == mh and state.min_level == 1


def test_auction_refusals_name_the_rule():
    state = SPEC.new_game(seed=0)
    assert "claim" in refused(state, "bid mord")
    play(state, "claim", "claim", "pass")
    assert "name a contract first" in refused(state, "drop")
    assert "no bid to hold" in refused(state, "hold")
    assert "'drop'" in refused(state, "pass")
    assert "brand <suit>" in refused(state, "bid 990")


# --- B-3 following ------------------------------------------------------------------------


def test_b3a_brand_void_in_the_led_suit_must_trump():
    state = deal(*FOLLOW_A)
    fh_declares(state)
    play(state, "contract brand", "discard 8C 7C", "trump H", "play 10S")
    assert legal(state) == ["play 7H"]
    reason = refused(state, "play AC")
    assert "must play a trump (hearts)" in reason


def test_b3b_must_follow_suit():
    state = deal(*FOLLOW_B)
    fh_declares(state)
    play(state, "contract brand", "discard 8C 7C", "trump H", "play 10S")
    assert legal(state) == ["play 9S"]
    assert "You must follow suit (spades)" in refused(state, "play 7H")


def test_b3c_bettel_has_no_trumps_so_any_card_may_be_played():
    state = deal(*FOLLOW_A)
    fh_declares(state)
    play(state, "contract bettel", "nocall", "discard 8C 7C", "play 10S")
    assert state.trump is None
    assert sorted(legal(state)) == sorted(f"play {c}" for c in FOLLOW_A[1].split())


def test_no_obligation_to_overtrump_or_head_the_trick():
    state = deal(*BRAND_LOSS)
    fh_declares(state)
    play(state, "contract brand", "discard 10C 9C", "trump H")
    tricks(state, "AH 10S 7H", "KH 10D 8H")
    play(state, "play 7S", "play AS")
    # The dealer has no spade: any trump will do, he need not beat the ace with a high one.
    assert legal(state) == ["play QH", "play JH", "play 10H", "play 9H"]
    play(state, "play 9H")
    assert state.leader == state.dealer  # the trump won; the winner leads


# --- B-4 card call -----------------------------------------------------------------------


def test_b4a_called_card_comes_from_the_defender_who_gets_a_return_card():
    state = deal(*CALL_FROM_FH)
    fh, mh, dealer = roles(0)
    play(state, "pass", "claim", "pass", "contract mord")
    assert "nocall" in legal(state) and "call AH" in legal(state)
    play(state, "call AH")
    assert "AH" in hand_of(state, mh) and "AH" not in hand_of(state, fh)
    assert state.current_player == mh
    assert "call AH" not in legal(state)
    assert "give AH" not in legal(state)
    assert "cannot give back" in refused(state, "give AH")
    assert "do not hold 8S" in refused(state, "give 8S")
    play(state, "give 7C")
    assert "7C" in hand_of(state, fh) and len(state.hand(fh)) == 10
    assert hand_of(state, mh) >= {"AH", "9C", "8C"} and len(state.hand(mh)) == 12
    detail = state.observation(dealer)["detail"]
    assert detail["called"] == "AH" and detail["called_from"] == fh
    play(state, "discard 9C 8C")
    assert state.current_player == mh and state.observation(mh)["phase"] == "play"


def test_b4b_called_card_in_the_dopper_means_no_exchange():
    state = deal(*CALL_FROM_DOPPER)
    fh, mh, dealer = roles(0)
    play(state, "pass", "claim", "pass", "contract mord", "call AH")
    assert state.current_player == mh
    assert not any(t.startswith("give") for t in legal(state))
    assert len(legal(state)) == 66, "he took the dopper and now discards two"
    assert "AH" in hand_of(state, mh)
    assert len(state.hand(fh)) == 10 and len(state.hand(dealer)) == 10
    assert state.observation(fh)["detail"]["called_from"] == "dopper"


def test_call_refusals():
    state = deal(*CALL_FROM_FH)
    play(state, "pass", "claim", "pass", "contract mord")
    assert "You hold QS" in refused(state, "call QS")
    assert "one card of the pack" in refused(state, "call ZZ")


def test_calling_a_card_in_a_brand_is_refused():
    state = deal(*BRAND_WIN)
    fh_declares(state)
    play(state, "contract brand")
    assert "only in Bettel or Mord" in refused(state, "call AS")
    play(state, "discard 9D 8D")
    assert "only in Bettel or Mord" in refused(state, "call AS")


# --- B-5 Brand early ends ----------------------------------------------------------------


def test_b5_brand_ends_when_the_declarer_has_six_tricks():
    state = deal(*BRAND_WIN, options={"score_mode": "hard"})
    fh, mh, dealer = roles(0)
    fh_declares(state)
    play(state, "contract brand", "discard 9D 8D", "trump H")
    tricks(state, *BRAND_WIN_TRICKS[:-1])
    assert not state.deal_over
    tricks(state, BRAND_WIN_TRICKS[-1])
    assert state.deal_over and state.current_player is None
    result = state.deal_result()
    assert result.detail["tricks_played"] == 8 and result.detail["declarer_tricks"] == 6
    expected = [-1, -1, -1]
    expected[fh] = 2
    assert list(result.scores) == expected
    assert result.detail["money"] == [10 * s for s in expected]  # each defender pays 10 cents
    assert state.totals() == expected
    assert len(state.hand(fh)) == 2, "the last two tricks are not played"


def test_b5_brand_ends_when_the_defenders_have_five_tricks():
    state = deal(*BRAND_LOSS)
    fh, mh, dealer = roles(0)
    fh_declares(state)
    play(state, "contract brand", "discard 10C 9C", "trump H")
    tricks(state, *BRAND_LOSS_TRICKS[:-1])
    assert not state.deal_over
    tricks(state, BRAND_LOSS_TRICKS[-1])
    assert state.deal_over
    result = state.deal_result()
    assert result.detail["tricks_played"] == 7 and result.detail["defender_tricks"] == 5
    expected = [1, 1, 1]
    expected[fh] = -2
    assert list(result.scores) == expected and result.detail["won"] is False


# --- B-6 Bettel and Mord -----------------------------------------------------------------


def test_b6_bettel_ends_at_the_declarers_first_trick():
    state = deal(*BETTEL)
    fh, mh, dealer = roles(0)
    fh_declares(state)
    play(state, "contract bettel", "nocall", "discard 10H JD")
    assert state.current_player == fh, "the declarer leads"
    tricks(state, "7S AS JS", "KS 10S 8S")
    assert not state.deal_over
    tricks(state, "KC 7C AC")
    assert state.deal_over
    expected = [2, 2, 2]
    expected[fh] = -4
    assert list(state.deal_result().scores) == expected
    assert state.deal_result().detail["tricks_played"] == 3


@pytest.mark.parametrize(("mord_value", "loss"), [(3, 6), (5, 10)])
def test_b6_mord_ends_at_the_declarers_first_lost_trick(mord_value, loss):
    state = deal(*MORD, options={"mord_value": mord_value})
    fh, mh, dealer = roles(0)
    fh_declares(state)
    play(state, "contract mord", "nocall", "discard 9C 8C")
    assert state.trump is None
    tricks(state, *MORD_TRICKS)
    assert not state.deal_over and state.won[fh] == 8
    tricks(state, "7C KC JC")
    assert state.deal_over
    expected = [loss // 2] * 3
    expected[fh] = -loss
    assert list(state.deal_result().scores) == expected
    assert sum(state.deal_result().scores) == 0


def test_mord_won_with_all_ten_tricks():
    fh_hand = "AS KS QS AH KH QH AD KD AC KC"
    mh_hand = "JS 10S 9S JH 10H 9H QD JD QC 7C"
    state = deal(fh_hand, mh_hand, MORD[2], MORD[3])
    fh, mh, dealer = roles(0)
    fh_declares(state)
    play(state, "contract mord", "nocall", "discard 9C 8C")
    tricks(state, *MORD_TRICKS, "AC QC JC")
    assert not state.deal_over
    tricks(state, "KC 7C 10C")
    assert state.deal_over and state.won[fh] == 10
    assert state.deal_result().scores[fh] == 6


def test_bettel_won_when_all_ten_tricks_pass_the_declarer():
    fh_hand = "7S 8S 9S 7H 8H 9H 7D 8D 9D 7C"
    mh_hand = "AS KS QS JS AH KH QH JH AD KD"
    d_hand = "10S 10H QD JD 10D AC KC QC JC 10C"
    state = deal(fh_hand, mh_hand, d_hand, "9C 8C")
    fh, mh, dealer = roles(0)
    fh_declares(state)
    play(state, "contract bettel", "nocall", "discard 9C 8C")
    tricks(
        state,
        "7S AS 10S",
        "KS QD 8S",
        "QS JD 9S",
        "JS 10D 7H",
        "AH 10H 8H",
        "KH AC 9H",
        "QH KC 7D",
        "JH QC 8D",
        "AD JC 9D",
    )
    assert not state.deal_over and state.won[fh] == 0
    tricks(state, "KD 10C 7C")
    assert state.deal_over
    assert state.deal_result().scores[fh] == 4 and state.deal_result().detail["won"]


# --- exchange and play mechanics ---------------------------------------------------------


def test_discard_refusals_and_either_order():
    state = deal(*BRAND_WIN)
    fh_declares(state)
    play(state, "contract brand")
    assert "do not hold AS" in refused(state, "discard AS 7C")
    assert "exactly two" in refused(state, "discard 7C")
    assert "two different" in refused(state, "discard 7C 7C")
    play(state, "discard 8D 9D")  # written in the other order
    assert state.history[-1][1] == "discard 9D 8D"
    assert state.discards == ["9D", "8D"]
    assert len(state.hand(state.declarer)) == 10


def test_declarer_leads_and_trick_winner_leads_next():
    state = deal(*BRAND_WIN)
    fh, mh, dealer = roles(0)
    fh_declares(state)
    play(state, "contract brand", "discard 9D 8D", "trump H")
    assert state.current_player == fh
    assert "do not hold AS" in refused(state, "play AS")
    tricks(state, "7S AS 9S")
    assert state.current_player == mh and state.won[mh] == 1
    tricks(state, "AD 7H 7D")
    assert state.current_player == dealer, "the dealer's trump won"


def test_contract_choice_refusals():
    state = SPEC.new_game(seed=0)
    play(state, "pass", "pass", "claim")
    assert "contract brand" in refused(state, "contract solo")
    assert "contract" in refused(state, "play 7C")


# --- match, options and scores -----------------------------------------------------------


def random_match(options: dict[str, Any], seed: int) -> tuple[BolachenState, list[int]]:
    """A match of random legal play, with the dealer of each hand."""
    state = SPEC.new_game(seed=seed, options=options)
    rng = random.Random(seed)
    dealers = []
    while not state.is_over:
        if state.deal_over:
            state.next_deal()
        dealers.append(state.dealer)
        while not state.deal_over:
            state.apply(rng.choice(state.legal_actions()))
        assert sum(state.deal_result().scores) == 0
    return state, dealers


def test_match_has_match_deals_hands_and_the_deal_passes_left():
    state, dealers = random_match({"match_deals": 6}, seed=5)
    assert len(dealers) == 6 and state.deal_no == 5
    assert all(b == (a + 1) % 3 for a, b in zip(dealers, dealers[1:], strict=False))
    assert sorted(dealers) == [0, 0, 1, 1, 2, 2]
    assert state.totals() == [sum(r[s] for r in state.sheet.rows) for s in range(3)]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_target_ends_the_match_after_the_hand_reaching_the_limit(seed):
    state, _dealers = random_match({"target": 10}, seed=seed)
    running = [0, 0, 0]
    for index, row in enumerate(state.sheet.rows):
        running = [t + r for t, r in zip(running, row, strict=True)]
        reached = any(abs(t) >= 10 for t in running)
        assert reached == (index == len(state.sheet.rows) - 1)


def test_hard_score_reports_money_by_the_tariff():
    state = deal(*BETTEL, options={"score_mode": "hard", "tariff": 50})
    fh, mh, dealer = roles(0)
    fh_declares(state)
    play(state, "contract bettel", "nocall", "discard 10H JD")
    tricks(state, "7S AS JS", "KS 10S 8S", "KC 7C AC")
    detail = state.deal_result().detail
    assert detail["money"][fh] == -200 and detail["tariff"] == 50
    assert state.deal_result().scores[fh] == -4, "the sheet keeps points"


def test_soft_score_has_no_money():
    state = deal(*BETTEL)
    fh_declares(state)
    play(state, "contract bettel", "nocall", "discard 10H JD")
    tricks(state, "7S AS JS", "KS 10S 8S", "KC 7C AC")
    assert "money" not in state.deal_result().detail


def test_options_are_registered_with_the_rules_defaults():
    options = SPEC.options
    assert SPEC.players == (3,)
    assert options["mord_value"].default == 3 and options["mord_value"].choices == (3, 5)
    assert options["match_deals"].default == 12
    assert options["target"].default is None
    assert options["score_mode"].default == "soft"
    assert set(options["score_mode"].choices) == {"soft", "hard"}
    assert options["tariff"].default == 10
    with pytest.raises(ValueError, match="mord_value"):
        SPEC.new_game(options={"mord_value": 4})


def test_next_deal_after_match_end_is_refused():
    state, _dealers = random_match({"match_deals": 1}, seed=9)
    assert state.is_over
    with pytest.raises(engine.IllegalAction):
        state.next_deal()
