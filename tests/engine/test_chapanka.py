"""Chapanka: the worked examples of docs/rules/chapanka.md §14, then the payment rules one by one.

Seats by compass (see test_chapanka_helpers): E=0, S=1, W=2, N=3; turn order N → W → S → E.
"""

from __future__ import annotations

import pytest

from engine.games.chapanka import (
    PACK,
    POINTS,
    POWER,
    SUIT,
    chapanka_lost_payment,
    chapanka_made_payments,
    doubled,
    has_pancerola,
    settlement,
    stake_of,
    trick_side_payments,
    turn_order,
)
from engine.tricks import trick_winner
from tests.engine.test_chapanka_helpers import E, N, S, W, new_deal


def resolve(plays: list[tuple[int, str]], last: bool = False):
    """Winner, payments and pot effect of one trick given as (seat, card) in play order."""
    winner = plays[trick_winner([c for _s, c in plays], SUIT, POWER, None)][0]
    payments, pot_effect = trick_side_payments(plays, winner, last)
    return winner, payments, pot_effect


def net(payments) -> dict[int, int]:
    out = {E: 0, S: 0, W: 0, N: 0}
    for payer, payee, amount, _why in payments:
        out[payer] -= amount
        out[payee] += amount
    return out


# --- §14 worked examples ---------------------------------------------------------------------


def test_compass_seats_match_the_rules():
    """Dealer S: first hand E, then N, W, S; N opposite S and E opposite W."""
    assert turn_order(S) == [E, N, W, S]
    assert turn_order(N) == [W, S, E, N]


def test_c1_pancerola():
    seven_others = ["2C", "3C", "4C", "5C", "6C", "7C", "8C"]
    assert has_pancerola(["AS", "AH", "AD", "JH", *seven_others])
    assert has_pancerola(["AS", "AH", "AD", "AC", *seven_others])
    assert not has_pancerola(["AS", "AH", "AC", "QH", "JS", *seven_others[:6]])


def _c2_position(pancerola: bool, trick_no: int):
    """Trick ``trick_no``: W has led 5C and S, holding 9C AH KD, is to play."""
    state = new_deal(*_neutral_deal())
    for _ in range(3):
        state.apply("keep")
    state.apply(f"discard {state.hand(S)[-1]}")
    state.hands[S] = ["9C", "AH", "KD"]
    state.table = ["5C"]
    state.leader = W
    state.current_player = S
    state.trick_no = trick_no
    state.pancerola_right = S if pancerola else None
    state._legal = None
    return state


def _neutral_deal():
    hands = {
        E: list(PACK[0:11]),
        N: list(PACK[11:22]),
        W: list(PACK[22:33]),
        S: list(PACK[33:45]),
    }
    return hands, list(PACK[45:48])


def _legal_cards(state) -> set[str]:
    return {a.args[0] for a in state.legal_actions()}


def test_c2_following_suit():
    assert _legal_cards(_c2_position(pancerola=False, trick_no=3)) == {"9C"}
    assert _legal_cards(_c2_position(pancerola=True, trick_no=3)) == {"9C", "AH", "KD"}
    assert _legal_cards(_c2_position(pancerola=True, trick_no=10)) == {"9C"}
    assert _legal_cards(_c2_position(pancerola=True, trick_no=11)) == {"9C"}


def test_c3_ace_discarded_opposite_doubling():
    winner, payments, pot = resolve([(N, "KS"), (W, "3S"), (S, "AD"), (E, "7S")])
    assert winner == N
    assert payments == [(N, S, 4, "ace")]
    assert pot is None


def test_c3_variant_ace_that_follows_suit_is_not_paid():
    winner, payments, _pot = resolve([(N, "KS"), (W, "AS"), (S, "AD"), (E, "7S")])
    assert winner == W
    assert payments == [(W, S, 2, "ace")]


def test_c4_kinal_forced_out():
    winner, payments, pot = resolve([(E, "AH"), (N, "2H"), (W, "5H"), (S, "JH")])
    assert winner == E
    assert net(payments) == {E: 5, S: -2, N: -1, W: -2}
    assert pot == ("double", S)


def test_c5_kinal_discarded_in_the_last_trick():
    winner, payments, pot = resolve([(W, "4C"), (S, "JH"), (E, "9C"), (N, "2C")], last=True)
    assert winner == E
    assert payments == [(E, S, 2, "kinal")]
    assert pot == ("take", S)


def test_c6_settlement():
    stake = stake_of(["KS", "7D", "JC", "2H"])
    assert stake == 8
    points = [0] * 4
    points[E], points[N], points[W], points[S] = 7, 12, 4, 13
    assert settlement(points, turn_order(S), stake) == (S, W, 8, "settlement")


def test_c6_variant_tie_for_fewest_goes_to_the_earlier_seat():
    points = [0] * 4
    points[E], points[N], points[W], points[S] = 4, 12, 4, 16
    assert settlement(points, turn_order(S), 8) == (S, E, 8, "settlement")


def test_c7_chapanka_made_payments():
    assert net(chapanka_made_payments(N)) == {N: 64, S: -32, E: -16, W: -16}


def test_c7_chapanka_lost_in_trick_10_to_the_opposite_seat():
    assert chapanka_lost_payment(N, S, 10) == (N, S, 32, "chapanka_lost")


# --- side payments ----------------------------------------------------------------------------


def test_card_points_total_40_and_the_kinal_is_an_ordinary_jack():
    assert sum(POINTS.values()) == 40
    assert POINTS["JH"] == 1 and POINTS["AD"] == 4 and POINTS["KC"] == 3 and POINTS["QS"] == 2
    assert POWER["QH"] > POWER["JH"] > POWER["9H"]
    assert len(PACK) == 48 and not any(c.startswith("10") for c in PACK)


def test_ace_discard_pays_one_and_the_ace_of_diamonds_two():
    _w, payments, _p = resolve([(E, "5C"), (N, "AS"), (W, "AD"), (S, "6C")])
    # S wins; N is opposite S (doubled), W is not.
    assert payments == [(S, N, 2, "ace"), (S, W, 2, "ace")]


def test_opposite_and_last_trick_doublings_multiply():
    assert doubled(1, N, S, False) == 2
    assert doubled(1, N, W, True) == 2
    assert doubled(1, N, S, True) == 4
    _w, payments, _p = resolve([(N, "5C"), (W, "6C"), (S, "AD"), (E, "7C")], last=True)
    assert payments == [(E, S, 4, "ace")]  # E and S are neighbours: only the last trick
    _w, payments, _p = resolve([(W, "5C"), (S, "AD"), (E, "2C"), (N, "7C")], last=True)
    assert payments == [(N, S, 8, "ace")]  # opposite and last trick: 2 x 4


def test_kinal_discard_pays_the_discarder():
    _w, payments, pot = resolve([(E, "5C"), (N, "JH"), (W, "9C"), (S, "2C")])
    assert payments == [(W, N, 1, "kinal")] and pot == ("take", N)


def test_kinal_forced_in_the_last_trick_doubles_every_payment():
    _w, payments, pot = resolve([(E, "AH"), (N, "JH"), (W, "5H"), (S, "2H")], last=True)
    assert net(payments) == {E: 10, N: -4, W: -4, S: -2}
    assert pot == ("double", N)


def test_kinal_that_wins_a_heart_trick_still_counts_as_forced():
    winner, payments, _pot = resolve([(E, "3H"), (N, "JH"), (W, "5H"), (S, "2H")])
    assert winner == N
    assert net(payments) == {E: 5, N: -2, W: -2, S: -1}


def test_no_payment_when_the_holder_leads_the_kinal_or_hearts():
    assert resolve([(E, "JH"), (N, "2H"), (W, "5H"), (S, "QH")])[1:] == ([], None)
    assert resolve([(E, "2H"), (N, "3H"), (W, "5H"), (S, "9H")])[1:] == ([], None)


def test_trick_without_aces_or_kinal_pays_nothing():
    assert resolve([(E, "KS"), (N, "QD"), (W, "JC"), (S, "2S")])[1:] == ([], None)


# --- settlement and Pancerola outcome ------------------------------------------------------------


def _points(e: int, n: int, w: int, s: int) -> list[int]:
    points = [0] * 4
    points[E], points[N], points[W], points[S] = e, n, w, s
    return points


def test_tie_for_most_points_is_paid_by_the_later_seat():
    order = turn_order(S)  # E N W S
    assert settlement(_points(3, 15, 15, 3), order, 6) == (W, E, 6, "settlement")
    assert settlement(_points(10, 10, 10, 10), order, 6) == (S, E, 6, "settlement")


def test_pancerola_won_takes_the_stake_from_the_highest_other():
    order = turn_order(S)
    # W is the Pancerola with no trick; E has fewest points but the Pancerola wins anyway.
    result = settlement(_points(0, 20, 0, 20), order, 9, pancerola=W)
    assert result == (S, W, 9, "pancerola")


def test_pancerola_broken_pays_alone_to_the_lowest_other():
    order = turn_order(S)
    result = settlement(_points(5, 20, 2, 5), order, 9, pancerola=W, pancerola_broken=True)
    # W (2) would win normally, but he broke his Pancerola: E and S tie at 5, E is earlier.
    assert result == (W, E, 9, "pancerola_broken")


@pytest.mark.parametrize(
    ("discards", "stake"),
    [(["2C", "3C", "4C", "5C"], 4), (["AS", "AH", "AD", "AC"], 20), (["JH", "QS", "KD", "2H"], 10)],
)
def test_stake_is_discard_points_plus_four(discards, stake):
    assert stake_of(discards) == stake


def test_chapanka_lost_payments_by_trick_and_seat():
    assert chapanka_lost_payment(N, W, 10) == (N, W, 16, "chapanka_lost")
    assert chapanka_lost_payment(N, W, 11) == (N, W, 32, "chapanka_lost")
    assert chapanka_lost_payment(N, S, 11) == (N, S, 64, "chapanka_lost")
