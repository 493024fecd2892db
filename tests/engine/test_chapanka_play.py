"""Chapanka deals played through the engine: Chapanka made and lost, the Kinal forced, the
Pancerola won and broken, the settlement, the deal and the exchange, the match and its pot.

Seats by compass (see test_chapanka_helpers): E=0, S=1, W=2, N=3; turn order N → W → S → E.
"""

from __future__ import annotations

import random

import pytest

import engine
from engine.cards import SUIT_OF
from engine.dealing import match_rng, shuffled
from engine.games.chapanka import (
    KINAL,
    PACK,
    POINTS,
    ChapankaState,
    first_dealer,
    highest_scorer,
    settlement,
    stake_of,
    turn_order,
)
from engine.seats import right_of
from tests.engine.test_chapanka_helpers import (
    E,
    N,
    S,
    W,
    dump_off_suit,
    highest_of,
    led_suit,
    legal_cards,
    lowest_of,
    new_deal,
    payments,
    play_deal,
    seed_with_dealer,
)


def keep_all(state: ChapankaState, dealer_discard: str) -> None:
    for _ in range(3):
        state.apply("keep")
    state.apply(f"discard {dealer_discard}")


def balances_and_pot(state: ChapankaState) -> tuple[dict[int, float], int]:
    totals = state.totals()
    return {seat: totals[seat] for seat in (E, S, W, N)}, state.pot


# --- §8 Chapanka, played ----------------------------------------------------------------------

CHAPANKA_MADE_HANDS = {
    N: ["AS", "KS", "QS", "JS", "9S", "8S", "7S", "6S", "5S", "4S", "3S"],
    E: ["2S", "AH", "KH", "QH", "9H", "8H", "7H", "6H", "5H", "4H", "3H"],
    W: ["AD", "KD", "QD", "JD", "9D", "8D", "7D", "6D", "5D", "4D", "3D"],
    S: ["JH", "2H", "AC", "KC", "QC", "JC", "9C", "8C", "7C", "6C", "5C", "4C"],
}
CHAPANKA_MADE_TALON = ["2D", "3C", "2C"]


def test_c7_chapanka_made_cancels_side_payments_and_takes_the_pot():
    state = new_deal(CHAPANKA_MADE_HANDS, CHAPANKA_MADE_TALON)
    keep_all(state, "4C")
    plans = {E: ["2S"], N: ["3S", "AS", "KS", "QS", "JS", "9S", "8S", "7S", "6S", "5S", "4S"]}
    play_deal(state, plans, until_trick=10)
    detail = state.observation(E)["detail"]
    assert detail["chapanka"] == N and "chapanka" in state.observation(E)["roles"][N]
    # S threw the Kinal on N's trick and took the pot; N paid the discards so far.
    assert {"kinal", "kinal_pot"} <= {p["why"] for p in detail["payments"]}
    play_deal(state, plans)
    assert state.deal_over and state.tricks_won[N] == 11
    balances, pot = balances_and_pot(state)
    # Antes: N -2, S -3, E -2, W -2; N takes the restored pot of 9 and 32 + 16 + 16.
    assert balances == {N: 71, S: -35, E: -18, W: -18} and pot == 0
    result = state.deal_result()
    assert result.detail["chapanka"] == {"player": N, "made": True, "lost_in": None}
    assert result.detail["settlement"] is None
    cancelled = {p["why"] for p in result.detail["cancelled_payments"]}
    assert cancelled == {"kinal", "kinal_pot", "ace"}
    assert result.scores[N] == 71 and sum(result.scores) == -9 + 9


CHAPANKA_LOST_10_HANDS = {
    N: ["AS", "KS", "QS", "JS", "9S", "8S", "7S", "6S", "5S", "2H", "JH"],
    E: ["4S", "KD", "QD", "JD", "9D", "8D", "7D", "6D", "5D", "4D", "3D"],
    W: ["3S", "2S", "AC", "KC", "QC", "JC", "9C", "8C", "7C", "6C", "5C"],
    S: ["AH", "KH", "QH", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "AD", "2D"],
}


def test_c7_chapanka_lost_in_trick_10_to_the_opposite_seat():
    state = new_deal(CHAPANKA_LOST_10_HANDS, ["4C", "3C", "2C"])
    keep_all(state, "2D")
    plans = {E: ["4S"], N: ["5S", "AS", "KS", "QS", "JS", "9S", "8S", "7S", "6S", "2H"]}
    play_deal(state, plans)
    assert state.deal_over and state.trick_no == 10
    assert [len(h) for h in state.hands] == [1, 1, 1, 1], "trick 11 is not played"
    balances, pot = balances_and_pot(state)
    # N pays S 16 x 2 (opposite) and doubles the pot of 9.
    assert balances == {N: -43, S: 29, E: -2, W: -2} and pot == 18
    assert state.deal_result().detail["chapanka"] == {"player": N, "made": False, "lost_in": 10}
    assert state.deal_result().detail["settlement"] is None


CHAPANKA_LOST_11_HANDS = {
    N: ["AS", "KS", "QS", "JS", "9S", "8S", "7S", "6S", "5S", "4S", "2H"],
    E: ["3S", "KD", "QD", "JD", "9D", "8D", "7D", "6D", "5D", "4D", "3D"],
    W: ["2S", "AC", "KC", "QC", "JC", "9C", "8C", "7C", "6C", "5C", "AH"],
    S: ["KH", "QH", "JH", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "AD", "2D"],
}


@pytest.mark.parametrize("kinal_pot", [True, False])
def test_c7_chapanka_lost_in_trick_11_side_payments_stand(kinal_pot):
    state = new_deal(CHAPANKA_LOST_11_HANDS, ["4C", "3C", "2C"], kinal_pot=kinal_pot)
    keep_all(state, "2D")
    plans = {E: ["3S"], N: ["4S", "AS", "KS", "QS", "JS", "9S", "8S", "7S", "6S", "5S", "2H"]}
    play_deal(state, plans)
    assert state.deal_over and state.tricks_won[N] == 10 and state.tricks_won[W] == 1
    whys = [(p["from"], p["to"], p["amount"], p["why"], p["trick"]) for p in payments(state, E)]
    # Trick 8: S throws the Kinal on N's trick (opposite: 2); trick 10: W throws AC (1);
    # trick 11: S throws AD on W's trick (2 x 2 for the last trick); W beats the Chapanka.
    assert (N, S, 2, "kinal", 8) in whys
    assert (N, W, 1, "ace", 10) in whys
    assert (W, S, 4, "ace", 11) in whys
    assert (N, W, 32, "chapanka_lost", 11) in whys
    balances, pot = balances_and_pot(state)
    if kinal_pot:
        # S took the pot of 9 with the Kinal, so doubling the empty pot costs N nothing.
        assert balances == {N: -37, S: 12, W: 27, E: -2} and pot == 0
    else:
        assert balances == {N: -46, S: 3, W: 27, E: -2} and pot == 18


# --- §7 the Kinal forced, played ----------------------------------------------------------------

KINAL_FORCED_HANDS = {
    E: ["AH", "KH", "QH", "9H", "AS", "KS", "QS", "JS", "9S", "8S", "7S"],
    N: ["2H", "3H", "4H", "6S", "5S", "4S", "3S", "2S", "AD", "KD", "QD"],
    W: ["5H", "6H", "7H", "8H", "JD", "9D", "8D", "7D", "6D", "5D", "4D"],
    S: ["JH", "3D", "2D", "AC", "KC", "QC", "JC", "9C", "8C", "7C", "6C", "5C"],
}


@pytest.mark.parametrize("kinal_pot", [True, False])
def test_c4_kinal_forced_out_in_play(kinal_pot):
    state = new_deal(KINAL_FORCED_HANDS, ["4C", "3C", "2C"], kinal_pot=kinal_pot)
    keep_all(state, "5C")
    play_deal(state, {E: ["AH"]}, until_trick=2)
    assert state.last_trick == (E, ["AH", "2H", "5H", "JH"])
    paid = [(p["from"], p["to"], p["amount"], p["why"]) for p in payments(state, N)]
    forced = [(S, E, 2, "kinal_forced"), (N, E, 1, "kinal_forced"), (W, E, 2, "kinal_forced")]
    if kinal_pot:
        assert paid == [*forced, (S, "pot", 9, "pot_doubled")]
        assert state.pot == 18
    else:
        assert paid == forced
        assert state.pot == 9
    balances, _pot = balances_and_pot(state)
    assert balances[E] == -2 + 5


# --- §6 Pancerola, played --------------------------------------------------------------------

PANCEROLA_HANDS = {
    W: ["AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C", "3S", "3H", "3D"],
    E: ["4S", "5S", "6S", "7S", "8S", "9S", "JS", "QS", "KS", "4H", "5H"],
    N: ["6H", "7H", "8H", "9H", "JH", "QH", "KH", "4D", "5D", "6D", "7D"],
    S: ["8D", "9D", "JD", "QD", "KD", "3C", "4C", "5C", "6C", "7C", "8C", "9C"],
}
PANCEROLA_TALON = ["JC", "QC", "KC"]


def pancerola_deal() -> ChapankaState:
    state = new_deal(PANCEROLA_HANDS, PANCEROLA_TALON)
    keep_all(state, "9C")  # discards 9C JC QC KC: 6 points, stake 10
    return state


def test_pancerola_is_announced_on_the_first_renounce():
    state = pancerola_deal()
    assert state.observation(W)["detail"]["pancerola_right"] is True
    assert state.observation(E)["detail"]["pancerola_right"] is False
    state.apply("play 4S")
    state.apply("play 4D")  # N has no spade
    assert {"AH", "AD", "AC", "2S"} <= set(legal_cards(state)), "W may renounce"
    assert state.observation(N)["detail"]["pancerola"] is None
    state.apply("play AC")
    for seat in (E, S, W, N):
        obs = state.observation(seat)
        assert obs["detail"]["pancerola"] == W and "pancerola" in obs["roles"][W]
    assert "S" not in state.voids[W], "a Pancerola's renounce shows no void"


def test_pancerola_won_takes_the_stake():
    state = pancerola_deal()
    play_deal(state, {E: ["4S"]}, {W: dump_off_suit})
    assert state.pancerola == W and state.tricks_won[W] == 0
    order = turn_order(S)
    others = [s for s in order if s != W]
    last = payments(state, E)[-1]
    assert last == {
        "from": highest_scorer(state.points, others),
        "to": W,
        "amount": 10,
        "why": "pancerola",
        "trick": None,
    }
    # The aces W threw were paid for by the winners of those tricks.
    assert sum(p["amount"] for p in payments(state, E) if p["why"] == "ace" and p["to"] == W) > 0


def win_if_possible(state: ChapankaState) -> str:
    legal = legal_cards(state)
    same = [c for c in legal if SUIT_OF[c] == led_suit(state)]
    return highest_of(same) if same else lowest_of(legal)


def test_pancerola_broken_pays_the_stake_alone():
    state = pancerola_deal()
    play_deal(state, {E: ["4S"], W: ["AC"]}, {W: win_if_possible})
    assert state.pancerola == W and state.tricks_won[W] > 0
    detail = state.deal_result().detail
    assert detail["pancerola_broken"] is True
    others = [s for s in turn_order(S) if s != W]
    low = min(others, key=lambda s: (state.points[s], others.index(s)))
    assert detail["payments"][-1]["from"] == W and detail["payments"][-1]["to"] == low
    assert detail["settlement"] == {
        "payer": W,
        "winner": low,
        "stake": 10,
        "why": "pancerola_broken",
    }


def test_renounce_while_void_does_not_commit_a_pancerola():
    hands = {
        W: ["AH", "AD", "AC", "JH", "2H", "2D", "2C", "3H", "3D", "3C", "4H"],
        E: ["AS", "KS", "QS", "JS", "9S", "8S", "7S", "6S", "5S", "4S", "3S"],
        N: ["2S", "KH", "QH", "9H", "8H", "7H", "6H", "5H", "KD", "QD", "JD"],
        S: ["9D", "8D", "7D", "6D", "5D", "4D", "KC", "QC", "JC", "9C", "8C", "7C"],
    }
    state = new_deal(hands, ["6C", "5C", "4C"])
    keep_all(state, "7C")
    state.apply("play AS")
    state.apply("play 2S")
    state.apply("play AH")  # W holds no spade: an ordinary discard
    assert state.pancerola is None and "S" in state.voids[W]
    assert state.observation(E)["detail"]["pancerola"] is None


def test_pancerola_gained_through_the_exchange():
    hands = {
        E: ["AS", "AH", "AD", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"],
        N: ["JS", "QS", "KS", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H"],
        W: ["JH", "QH", "KH", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D"],
        S: ["JD", "QD", "KD", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "JC"],
    }
    state = new_deal(hands, ["AC", "QC", "KC"])
    state.apply("exchange 2S")
    assert "AC" in state.hand(E)
    state.apply("keep")
    state.apply("keep")
    state.apply("discard JC")
    assert state.pancerola_right == E
    assert state.observation(E)["detail"]["my_discard"] == "2S"
    assert state.observation(S)["detail"]["discards"] == 4


# --- §9 settlement, played ------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_settlement_after_eleven_tricks(seed):
    state = engine.game("chapanka").new_game(seed=seed)
    for _ in range(3):
        state.apply("keep")
    state.apply(f"discard {state.hand(state.dealer)[0]}")
    play_deal(state)
    detail = state.deal_result().detail
    assert detail["chapanka"] is None and state.pancerola is None
    assert sum(state.points) + sum(POINTS[c] for c in detail["discards"]) == 40
    stake = stake_of(detail["discards"])
    payer, payee, amount, _why = settlement(state.points, state.order, stake)
    assert detail["settlement"] == {
        "payer": payer,
        "winner": payee,
        "stake": stake,
        "why": "settlement",
    }
    assert detail["payments"][-1]["from"] == payer and detail["payments"][-1]["amount"] == amount
    # The discards are revealed only now.
    assert state.observation(0)["detail"]["result"]["discards"] == detail["discards"]


# --- §1, §3–5 seats, antes, deal and exchange --------------------------------------------------


def test_first_dealer_is_who_receives_the_kinal():
    seen = set()
    for seed in range(30):
        rng = match_rng(seed)
        seat = rng.randrange(4)
        for card in shuffled(PACK, rng):
            if card == KINAL:
                break
            seat = right_of(seat, 4)
        assert first_dealer(seed) == seat
        assert engine.game("chapanka").new_game(seed=seed).dealer == seat
        seen.add(seat)
    assert seen == {0, 1, 2, 3}


def test_deal_in_packets_of_five_five_one_then_the_dealers_twelfth_and_the_talon():
    deck = list(PACK)
    state = new_deal_from_deck(deck, dealer=S)
    assert state.hand(E) == deck[0:5] + deck[20:25] + [deck[40]]
    assert state.hand(N) == deck[5:10] + deck[25:30] + [deck[41]]
    assert state.hand(W) == deck[10:15] + deck[30:35] + [deck[42]]
    assert state.hand(S) == deck[15:20] + deck[35:40] + deck[43:45]
    assert state.talon == deck[45:48]
    obs = state.observation(E)
    assert obs["hand_sizes"] == [11, 12, 11, 11] and obs["talon"] == 3
    assert obs["phase"] == "exchange" and obs["current_player"] == E
    assert "dealer" in obs["roles"][S] and "forehand" in obs["roles"][E]


def new_deal_from_deck(deck: list[str], dealer: int, **options) -> ChapankaState:
    return engine.game("chapanka").new_game(
        seed=seed_with_dealer(dealer), deck=deck, options=options or None
    )


def test_antes_dealer_three_others_two():
    state = new_deal_from_deck(list(PACK), dealer=S)
    assert state.pot == 9
    assert state.totals() == [-2, -3, -2, -2]
    assert state.observation(N)["detail"]["antes"] == [2, 3, 2, 2]


def test_exchange_in_turn_order_then_the_dealers_discard():
    deck = list(PACK)
    state = new_deal_from_deck(deck, dealer=S)
    e_card = state.hand(E)[0]
    state.apply(f"exchange {e_card}")
    assert deck[45] in state.hand(E) and e_card not in state.hand(E)
    assert state.current_player == N
    state.apply("keep")
    assert state.current_player == W
    w_card = state.hand(W)[3]
    state.apply(f"exchange {w_card}")
    assert deck[46] in state.hand(W)
    assert state.current_player == S and state.observation(S)["phase"] == "discard"
    s_card = state.hand(S)[0]
    state.apply(f"discard {s_card}")
    assert state.discards == [e_card, w_card, s_card, deck[47]]
    assert state.talon == []
    assert [len(state.hand(s)) for s in range(4)] == [11] * 4
    assert state.current_player == E and state.observation(E)["phase"] == "play"
    assert state.observation(E)["detail"]["exchanged"] == [True, None, True, False]
    assert state.observation(E)["detail"]["my_discard"] == e_card
    assert state.observation(N)["detail"]["my_discard"] is None
    assert state.observation(S)["detail"]["my_discard"] == s_card
    # The discards stay face down until the settlement.
    for seat in range(4):
        obs = state.observation(seat)
        assert obs["detail"]["discards"] == 4 and obs["detail"]["result"] is None


def test_play_passes_to_the_right():
    state = new_deal_from_deck(list(PACK), dealer=S)
    keep_all(state, state.hand(S)[0])
    seats = []
    for _ in range(4):
        seats.append(state.current_player)
        state.apply(state.legal_actions()[0])
    assert seats == [E, N, W, S]


# --- §10 the match ----------------------------------------------------------------------------


def play_random_match(seed: int, **options) -> ChapankaState:
    rng = random.Random(seed)
    state = engine.game("chapanka").new_game(seed=seed, options=options or None)
    while True:
        while not state.deal_over:
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            return state
        state.next_deal()


def test_the_deal_passes_to_the_right_and_the_pot_carries_over():
    state = engine.game("chapanka").new_game(seed=4, options={"kinal_pot": False})
    first = state.dealer
    keep_all(state, state.hand(first)[0])
    play_deal(state)
    assert state.deal_result().detail["chapanka"] is None
    state.next_deal()
    assert state.dealer == right_of(first, 4)
    assert state.pot == 18
    assert state.observation(0)["detail"]["payments"] == []


def test_match_ends_after_match_deals_and_shares_the_pot():
    state = play_random_match(7, match_deals=4)
    assert state.is_over and state.deal_no == 3 and state.pot == 0
    totals = state.totals()
    assert sum(totals) == 0
    assert all((t * 4) == int(t * 4) for t in totals)
    assert [sum(row[s] for row in state.sheet.rows) for s in range(4)] == pytest.approx(totals)
    shared = [p for p in state.deal_result().detail["payments"] if p["why"] == "pot_shared"]
    assert len(shared) == 4 and len({p["amount"] for p in shared}) == 1
    with pytest.raises(engine.IllegalAction):
        state.next_deal()


def test_single_deal_match_shares_a_pot_of_nine_in_quarters():
    state = engine.game("chapanka").new_game(seed=4, options={"kinal_pot": False, "match_deals": 1})
    keep_all(state, state.hand(state.dealer)[0])
    play_deal(state)
    assert state.is_over
    shared = [
        p["amount"] for p in state.deal_result().detail["payments"] if p["why"] == "pot_shared"
    ]
    assert shared == [2.25] * 4
    assert sum(state.totals()) == 0


def test_default_match_is_eight_deals():
    state = play_random_match(3)
    assert state.is_over and state.deal_no == 7
    dealers = []
    loaded = engine.load(state.to_json())
    assert loaded.totals() == state.totals()
    fresh = engine.game("chapanka").new_game(seed=3)
    for _ in range(8):
        dealers.append(fresh.dealer)
        keep_all(fresh, fresh.hand(fresh.dealer)[0])
        play_deal(fresh)
        if not fresh.is_over:
            fresh.next_deal()
    assert dealers == [(dealers[0] - k) % 4 for k in range(8)]
