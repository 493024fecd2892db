"""Scharwenzel scoring (rules §6–§8): matadors, every Tout case, Bock carried forward, games,
threads, hooks and the end of the match. Seats N=0, E=1, S=2, W=3; Wir = N+S, Ihr = E+W."""

from __future__ import annotations

import pytest

import engine
from engine.games import scharwenzel as sw
from tests.engine.test_scharwenzel import (
    HANDS_S1,
    IHR,
    WIR,
    act,
    assert_refused,
    bid_hearts_by_n,
    detail,
    find_line,
    legal_texts,
    new_match,
    trick,
)

#: N holds all seven matadors (hearts) and AH: it can take every trick.
HANDS_TOUT_WON = [
    ["QC", "7H", "QS", "JC", "JS", "JH", "JD", "AH"],
    ["AS", "KS", "10S", "9S", "KH", "QH", "AD", "KD"],
    ["8S", "7S", "10H", "9H", "8H", "QD", "10D", "9D"],
    ["7D", "8D", "AC", "KC", "10C", "9C", "8C", "7C"],
]
#: As above but N's AH is W's, and N holds 7D: N takes seven tricks and loses the 7D. N has
#: two cards of every suit and cannot bid; S bids hearts.
HANDS_TOUT_LOST = [
    ["QC", "7H", "QS", "JC", "JS", "JH", "JD", "7D"],
    ["AS", "KS", "10S", "9S", "KH", "QH", "AD", "KD"],
    ["8S", "7S", "10H", "9H", "8H", "QD", "10D", "9D"],
    ["8D", "AH", "AC", "KC", "10C", "9C", "8C", "7C"],
]
#: Hearts by N's bid; W holds QC 7H QS (3 matadors for Ihr), Wir holds the rest of the trumps.
HANDS_MATADORS_TO_IHR = [
    ["JC", "JS", "JH", "JD", "AH", "KH", "QH", "AS"],
    ["KS", "10S", "10D", "9D", "7C", "8C", "9C", "10C"],
    ["10H", "9H", "8H", "AD", "KD", "QD", "AC", "KC"],
    ["QC", "7H", "QS", "7S", "8S", "9S", "7D", "8D"],
]
#: Hearts by N's bid; W holds QC 7H QS JS JH (3 matadors for Ihr: JC is with S).
HANDS_BOCK_MATADORS = [
    ["AH", "KH", "QH", "AS", "KS", "10S", "AD", "KD"],
    ["JD", "9S", "8S", "7S", "QD", "10D", "9D", "8D"],
    ["7D", "JC", "10H", "9H", "8H", "AC", "KC", "10C"],
    ["QS", "QC", "JS", "JH", "7H", "9C", "8C", "7C"],
]

TOUT_WON_FIRST_FIVE = [
    ("QC", "KH", "10H", "7D"),
    ("7H", "QH", "9H", "8D"),
    ("QS", "AS", "8H", "AC"),
    ("JC", "KS", "8S", "KC"),
    ("JS", "10S", "7S", "10C"),
]
TOUT_WON_LAST_THREE = [
    ("JH", "9S", "QD", "9C"),
    ("JD", "AD", "10D", "8C"),
    ("AH", "KD", "9D", "7C"),
]
TOUT_LOST_FIRST_FIVE = [
    ("QC", "KH", "10H", "AH"),
    ("7H", "QH", "9H", "8D"),
    ("QS", "AS", "8H", "AC"),
    ("JC", "KS", "8S", "KC"),
    ("JS", "10S", "7S", "10C"),
]
TOUT_LOST_LAST_THREE = [
    ("JH", "9S", "QD", "9C"),
    ("JD", "KD", "10D", "8C"),
    ("7D", "AD", "9D", "7C"),
]


def play_tricks(state, tricks) -> None:
    for cards in tricks:
        trick(state, *cards)


def s_bids_hearts(state, tout: bool) -> None:
    assert legal_texts(state) == ["pass"]  # N holds two cards of each suit
    act(state, "pass", "pass", "bid 3", "pass", "trump H", "tout" if tout else "no-tout")


def result(state) -> dict:
    return state.deal_result().detail


# --- matadors -------------------------------------------------------------------------------


def test_matadors_all_seven_with_one_team():
    hands = [["QC", "7H", "QS", "JC"], ["AS"], ["JS", "JH", "JD"], ["KS"]]
    assert sw.matadors_of(hands, "H") == (WIR, 7)


def test_matadors_stop_at_the_first_jack_the_team_lacks():
    hands = [["QC", "7D", "JC"], ["JS"], ["QS", "JH", "JD"], []]
    assert sw.matadors_of(hands, "D") == (WIR, 4)


def test_matadors_need_the_three_top_trumps_together():
    hands = [["QC", "7S", "JC", "JS", "JH", "JD"], ["QS"], [], []]
    assert sw.matadors_of(hands, "S") == (None, 0)


def test_matadors_depend_on_the_trump_seven():
    hands = [["QC", "QS", "7H"], ["7D"], [], []]
    assert sw.matadors_of(hands, "H") == (WIR, 3)
    assert sw.matadors_of(hands, "D") == (None, 0)


def test_matadors_count_for_the_team_of_eight_players():
    hands = [[], ["QC"], [], ["7C", "JC"], [], ["QS"], [], ["JS"]]
    assert sw.matadors_of(hands, "C") == (IHR, 5)


def test_matadors_are_shown_when_the_deal_ends():
    state = new_match(HANDS_TOUT_LOST, match_target=10)
    s_bids_hearts(state, tout=False)
    play_tricks(state, TOUT_LOST_FIRST_FIVE)
    assert detail(state)["matadors"] is None
    act(state, "stop")
    assert detail(state)["matadors"] == {"team": WIR, "count": 7}


# --- clean majority: stop -------------------------------------------------------------------


def test_stop_scores_majority_fuer_die_ersten_and_matadors():
    state = new_match(HANDS_TOUT_LOST, match_target=10)
    s_bids_hearts(state, tout=False)
    play_tricks(state, TOUT_LOST_FIRST_FIVE)
    assert state.current_player == 0 and legal_texts(state) == ["stop", "go-on"]
    act(state, "stop")
    assert result(state)["points"] == [2 + 2 + 7, 0]
    assert result(state)["fuer_die_ersten"] is True and result(state)["hooks_gained"] == [0, 0]
    assert state.hand(0) == ["JH", "JD", "7D"]


# --- the Tout cases -------------------------------------------------------------------------


def test_tout_won_unannounced_gives_one_hook_and_no_extras():
    state = new_match(HANDS_TOUT_WON, match_target=10)
    state.bock_bank = 2  # a bank from earlier ties: a won Tout does not collect it
    bid_hearts_by_n(state)
    play_tricks(state, TOUT_WON_FIRST_FIVE)
    act(state, "go-on")
    play_tricks(state, TOUT_WON_LAST_THREE)
    assert state.deal_over
    res = result(state)
    assert res["touts"] == [{"team": WIR, "announced": False, "won": True}]
    assert res["points"] == [2, 0]  # V only: no für die ersten, no matadors (7)
    assert res["hooks_gained"] == [1, 0] and res["bock_bank"] == 2
    assert res["fuer_die_ersten"] is False and res["matadors_scored"] is False
    assert state.totals() == [1, 0, 1, 0]


def test_tout_won_announced_gives_two_hooks_and_plays_through_the_majority():
    state = new_match(HANDS_TOUT_WON, match_target=10)
    bid_hearts_by_n(state, tout=True)
    play_tricks(state, TOUT_WON_FIRST_FIVE)
    assert state.observation(0)["phase"] == "play"  # no stop/go-on: the Tout was announced
    play_tricks(state, TOUT_WON_LAST_THREE)
    res = result(state)
    assert res["touts"] == [{"team": WIR, "announced": True, "won": True}]
    assert res["points"] == [2, 0] and res["hooks_gained"] == [2, 0]
    assert state.deal_result().scores == (2, 0, 2, 0)


def test_tout_lost_unannounced_after_go_on():
    state = new_match(HANDS_TOUT_LOST, match_target=10)
    s_bids_hearts(state, tout=False)
    play_tricks(state, TOUT_LOST_FIRST_FIVE)
    act(state, "go-on")
    play_tricks(state, TOUT_LOST_LAST_THREE)
    res = result(state)
    assert res["touts"] == [{"team": WIR, "announced": False, "won": False}]
    # Wir keeps what it had earned with its clean majority; Ihr gets 2 hooks.
    assert res["points"] == [2 + 2 + 7, 0] and res["hooks_gained"] == [0, 2]
    assert state.totals() == [0, 2, 0, 2]


def test_tout_lost_announced_after_the_majority_ends_the_hand_and_the_match():
    state = new_match(HANDS_TOUT_LOST)  # match_target 3: four hooks end the match
    s_bids_hearts(state, tout=True)
    play_tricks(state, TOUT_LOST_FIRST_FIVE)
    play_tricks(state, TOUT_LOST_LAST_THREE[:2])
    assert not state.deal_over
    trick(state, *TOUT_LOST_LAST_THREE[2])
    res = result(state)
    assert res["touts"] == [{"team": WIR, "announced": True, "won": False}]
    assert res["points"] == [11, 0] and res["hooks_gained"] == [0, 4]
    assert state.is_over and state.totals() == [0, 4, 0, 4]
    assert detail(state)["match_winner"] == IHR
    with pytest.raises(engine.IllegalAction, match="match is over"):
        state.next_deal()


def test_tout_lost_announced_before_the_majority_plays_on():
    state = new_match(HANDS_TOUT_LOST, match_target=10)
    s_bids_hearts(state, tout=True)
    trick(state, "7D", "AD", "QD", "8D")  # E wins the first trick: the Tout is lost
    assert not state.deal_over and state.current_player == 1
    assert detail(state)["touts"] == [{"team": WIR, "announced": True, "won": False}]
    assert detail(state)["tout_attempt"] is None
    trick(state, "AS", "8S", "7C", "JD")
    play_tricks(state, [("QC", "KH", "10H", "AH"), ("7H", "QH", "9H", "8C")])
    trick(state, "QS", "KS", "8H", "9C")
    assert not state.deal_over
    trick(state, "JC", "10S", "7S", "10C")  # Wir's fifth trick: majority, not clean
    res = result(state)
    assert res["tricks_per_team"] == [5, 1]
    assert res["points"] == [2 + 7, 0] and res["hooks_gained"] == [0, 4]
    assert res["fuer_die_ersten"] is False


# --- Bock -----------------------------------------------------------------------------------


def four_all(trial) -> bool:
    return detail(trial)["tricks_per_team"] == [4, 4]


def test_matadors_are_scored_in_a_bock_hand():
    state = new_match(HANDS_BOCK_MATADORS, match_target=10)
    bid_hearts_by_n(state)
    act(state, *find_line(state, four_all))
    res = result(state)
    assert res["bock"] is True and res["points"] == [0, 3]
    assert detail(state)["bock_bank"] == 2


def test_the_bock_bank_accumulates_over_ties():
    state = new_match(HANDS_S1, match_target=10)
    bid_hearts_by_n(state)
    act(state, *find_line(state, four_all))
    state.next_deal()
    act(state, "pass", "pass", "pass", "pass")  # clubs, single game: V = 2
    act(state, *find_line(state, four_all))
    assert detail(state)["bock_bank"] == 4
    assert state.totals() == [0, 0, 0, 0]


def test_the_bock_bank_survives_the_end_of_a_game():
    state = new_match(HANDS_BOCK_MATADORS, match_target=10)
    state.team_points = [5, 21]
    bid_hearts_by_n(state)
    act(state, *find_line(state, four_all))
    res = result(state)
    assert res["race_after_deal"] == [5, 24] and res["game_won_by"] == IHR
    assert res["petersdorfer"] is False and res["threads_gained"] == [0, 1]
    assert detail(state)["team_points"] == [0, 0] and detail(state)["bock_bank"] == 2


# --- games and threads ----------------------------------------------------------------------


def wir_majority_not_clean(trial) -> bool:
    d = detail(trial)
    return d["majority_team"] == WIR and d["tricks_per_team"][1] > 0


def test_24_points_win_one_thread_when_the_others_have_points():
    state = new_match(HANDS_MATADORS_TO_IHR, match_target=10)
    state.team_points = [22, 10]
    bid_hearts_by_n(state)
    act(state, *find_line(state, wir_majority_not_clean))
    res = result(state)
    assert res["points"] == [2, 3] and res["race_after_deal"] == [24, 13]
    assert res["threads_gained"] == [1, 0] and state.totals() == [1, 0, 1, 0]


def test_both_teams_over_24_with_equal_points_the_majority_team_wins():
    state = new_match(HANDS_MATADORS_TO_IHR, match_target=10)
    state.team_points = [22, 21]
    bid_hearts_by_n(state)
    act(state, *find_line(state, wir_majority_not_clean))
    res = result(state)
    assert res["race_after_deal"] == [24, 24] and res["game_won_by"] == WIR
    assert res["threads_gained"] == [1, 0]


def test_both_teams_over_24_the_team_with_more_points_wins():
    state = new_match(HANDS_MATADORS_TO_IHR, match_target=10)
    state.team_points = [22, 22]
    bid_hearts_by_n(state)
    act(state, *find_line(state, wir_majority_not_clean))
    res = result(state)
    assert res["race_after_deal"] == [24, 25] and res["game_won_by"] == IHR
    assert detail(state)["threads"] == [0, 1] and detail(state)["team_points"] == [0, 0]


def test_threads_and_hooks_together_reach_the_match_target():
    state = new_match(HANDS_TOUT_WON, match_target=3)
    state.threads = [1, 0]
    state.sheet.add_teams([1, 0])  # the thread of an earlier game
    bid_hearts_by_n(state, tout=True)
    play_tricks(state, TOUT_WON_FIRST_FIVE + TOUT_WON_LAST_THREE)
    assert state.is_over and state.totals() == [3, 0, 3, 0]
    assert detail(state)["match_winner"] == WIR


def test_deal_scores_add_up_to_the_totals_and_partners_stay_equal():
    state = engine.game("scharwenzel").new_game(players=4, seed=21, options={"match_target": 4})
    import random

    rng = random.Random(3)
    summed = [0, 0, 0, 0]
    while not state.is_over:
        if state.deal_over:
            state.next_deal()
            continue
        state.apply(rng.choice(state.legal_actions()))
        if state.deal_over:
            summed = [a + b for a, b in zip(summed, state.deal_result().scores, strict=True)]
    assert summed == state.totals()
    assert summed[0] == summed[2] and summed[1] == summed[3]


def test_stop_and_go_on_are_refused_before_the_deal_needs_them():
    state = new_match(HANDS_TOUT_WON)
    bid_hearts_by_n(state)
    assert_refused(state, "stop", "clean majority")
