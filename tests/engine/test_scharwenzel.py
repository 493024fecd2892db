"""Scharwenzel: the worked examples of docs/rules/scharwenzel.md §11, then dealing, bidding, naming
trumps, the Tout announcement, follow-suit play, observation and determinization, and the
refusals of bad input.

Seats in the examples: N=0, E=1, S=2, W=3 (clockwise); Wir = N+S, Ihr = E+W; the first
dealer is W, so N is forehand.
"""

from __future__ import annotations

import json
import random

import pytest

import engine
from engine.games import scharwenzel as sw

SPEC = engine.game("scharwenzel")
N, E, S, W = 0, 1, 2, 3
WIR, IHR = 0, 1


# --- helpers shared with test_scharwenzel_scoring.py ---------------------------------------


def deck_for(hands: list[list[str]], packets: tuple[int, ...] = (3, 2, 3), forehand: int = 0):
    """The deck (top card first) that deals ``hands`` by §3: packets clockwise from forehand."""
    players = len(hands)
    taken = [0] * players
    deck: list[str] = []
    for size in packets:
        for i in range(players):
            seat = (forehand + i) % players
            deck += hands[seat][taken[seat] : taken[seat] + size]
            taken[seat] += size
    return deck


def new_match(hands: list[list[str]], **options) -> sw.ScharwenzelState:
    return SPEC.new_game(players=4, seed=1, options=options, deck=deck_for(hands))


def act(state: engine.GameState, *texts: str) -> None:
    for text in texts:
        state.apply(text)


def trick(state: engine.GameState, *cards: str) -> None:
    """Play one card per seat in turn order."""
    act(state, *(f"play {c}" for c in cards))


def detail(state: engine.GameState) -> dict:
    return state.observation(0)["detail"]


def legal_texts(state: engine.GameState) -> list[str]:
    return [a.text for a in state.legal_actions()]


def assert_refused(state: engine.GameState, text: str, *fragments: str) -> None:
    """``text`` is refused with a reason containing ``fragments``; nothing changes."""
    before = state.to_json()
    locations = state.card_locations()
    with pytest.raises(engine.IllegalAction) as err:
        state.apply(text)
    for fragment in fragments:
        assert fragment in str(err.value), str(err.value)
    assert state.to_json() == before
    assert state.card_locations() == locations


def find_line(state: engine.GameState, accept, tries: int = 4000, seed: int = 0) -> list[str]:
    """A random legal continuation (found with a fixed seed) that ends the deal in a position
    ``accept`` likes: used where an example fixes an outcome rather than every card."""
    rng = random.Random(seed)
    for _ in range(tries):
        trial = state.clone()
        line = []
        while not trial.deal_over:
            action = rng.choice(trial.legal_actions())
            trial.apply(action)
            line.append(action.text)
        if accept(trial):
            return line
    raise AssertionError("no line found")


# Deals used by several tests (seat order N, E, S, W).

#: S-4 and S-5: N has 3 hearts/diamonds, E 4 spades, S 4 clubs, W 5 diamonds.
HANDS_S5 = [
    ["QC", "JC", "AH", "KH", "AD", "KD", "7H", "7D"],
    ["JS", "JH", "9H", "AS", "KS", "10S", "9C", "8C"],
    ["7C", "QS", "AC", "KC", "10C", "9S", "8S", "7S"],
    ["QH", "10H", "8H", "QD", "10D", "9D", "8D", "JD"],
]
#: S-1: hearts by N's bid; E's only trump is JD, S holds 7H, W holds QS.
HANDS_S1 = [
    ["AH", "KH", "QH", "AS", "KS", "10S", "AD", "KD"],
    ["JD", "9S", "8S", "7S", "QD", "10D", "9D", "8D"],
    ["7H", "JC", "10H", "9H", "8H", "AC", "KC", "10C"],
    ["QS", "QC", "JS", "JH", "7D", "9C", "8C", "7C"],
]
#: S-7 and stop/go-on: N holds eight trumps but not QS, so nobody has matadors.
HANDS_STRONG_N = [
    ["QC", "7H", "JC", "JS", "JH", "AH", "KH", "QH"],
    ["QS", "AS", "KS", "10S", "9S", "8S", "7S", "AD"],
    ["JD", "10H", "9H", "8H", "KD", "QD", "10D", "9D"],
    ["8D", "7D", "AC", "KC", "10C", "9C", "8C", "7C"],
]


def bid_hearts_by_n(state: engine.GameState, tout: bool = False) -> None:
    act(state, "bid 3", "pass", "pass", "pass", "trump H", "tout" if tout else "no-tout")


# --- §11 worked examples --------------------------------------------------------------------


def test_s1_nillje_beats_basta():
    state = new_match(HANDS_S1)
    bid_hearts_by_n(state)
    trick(state, "AH", "JD", "7H", "QS")
    assert state.observation(N)["last_trick"] == [
        {"seat": N, "card": "AH"},
        {"seat": E, "card": "JD"},
        {"seat": S, "card": "7H"},
        {"seat": W, "card": "QS"},
    ]
    assert state.observation(N)["tricks"] == [0, 0, 1, 0]
    assert state.current_player == S  # the winner leads


def test_s2_clubs_as_trumps_order():
    expected = ["QC", "7C", "QS", "JC", "JS", "JH", "JD", "AC", "KC", "10C", "9C", "8C"]
    assert sw.trump_cards("C") == expected
    assert sw.plain_suit_cards("D", "C") == ["AD", "KD", "QD", "10D", "9D", "8D", "7D"]
    assert sw.plain_suit_cards("S", "C") == ["AS", "KS", "10S", "9S", "8S", "7S"]


def cards(text: str) -> list[str]:
    return text.split()


def test_s2_trump_tables_for_every_suit():
    assert sw.trump_cards("H") == cards("QC 7H QS JC JS JH JD AH KH QH 10H 9H 8H")
    assert sw.trump_cards("D") == cards("QC 7D QS JC JS JH JD AD KD QD 10D 9D 8D")
    assert sw.trump_cards("S") == cards("QC 7S QS JC JS JH JD AS KS 10S 9S 8S")
    assert sw.trump_cards("H", 36)[-1] == "6H" and len(sw.trump_cards("H", 36)) == 14
    assert sw.plain_suit_cards("H", "S") == cards("AH KH QH 10H 9H 8H 7H")
    assert sw.plain_suit_cards("C", "H", 36) == cards("AC KC 10C 9C 8C 7C 6C")


def test_s3a_a_led_permanent_trump_must_be_followed_with_a_trump():
    hands = [
        ["JH", "AD", "KD", "QD", "10D", "7H", "7S", "7C"],
        ["9H", "AS", "8D", "KH", "QH", "KS", "10S", "AC"],
        ["QC", "JC", "QS", "JS", "JD", "9D", "7D", "AH"],
        ["10H", "8H", "9S", "8S", "9C", "8C", "10C", "KC"],
    ]
    state = new_match(hands)
    act(state, "bid 3", "pass", "pass", "pass", "trump D", "no-tout")
    act(state, "play JH")
    assert legal_texts(state) == ["play 8D"]
    assert_refused(state, "play 9H", "trump was led", "must play a trump")


def test_s3b_a_player_whose_only_heart_is_the_jack_is_void_in_hearts():
    hands = [
        ["9H", "AD", "KD", "QD", "10D", "9D", "8D", "7D"],
        ["AH", "KH", "QH", "10H", "AS", "KC", "10C", "9C"],
        ["QC", "JC", "JS", "JD", "8H", "7H", "8C", "7C"],
        ["JH", "QS", "AC", "KS", "10S", "9S", "8S", "7S"],
    ]
    state = new_match(hands)
    act(state, "bid 3", "pass", "pass", "pass", "trump D", "no-tout")
    trick(state, "9H", "AH", "8H")
    assert sorted(legal_texts(state)) == sorted(f"play {c}" for c in hands[W])


def test_s4_bidding_with_better():
    state = new_match(HANDS_S5)
    act(state, "bid 3", "bid 4", "bid 4 better")
    legal = legal_texts(state)
    assert "bid 4" not in legal and "bid 4 better" not in legal
    assert "bid 5" in legal
    assert_refused(state, "bid 4", "does not beat", "4 better")
    assert_refused(state, "bid 4 better", "does not beat")
    # By the order of bids '5 better' would beat '4 better'; W holds no club, so it is untrue.
    assert sw.bid_value(5, True) > sw.bid_value(5, False) > sw.bid_value(4, True)
    assert_refused(state, "bid 5 better", "You hold only 0 clubs; '5 better' needs 5.")
    act(state, "bid 5")
    assert state.current_player == W
    assert legal_texts(state) == ["trump D"]
    assert_refused(state, "trump C", "clubs need a 'better' bid")
    assert_refused(state, "trump H", "hold only 3 hearts")
    act(state, "trump D")
    obs = state.observation(N)
    assert obs["trump"] == "D" and obs["roles"][W] == ["dealer", "declarer"]
    assert [b["bid"] for b in obs["detail"]["bids"]] == ["3", "4", "4 better", "5"]
    assert obs["detail"]["game_value"] == 2


def test_s5_scoring_a_double_game():
    state = new_match(HANDS_S5, match_target=10)
    act(state, "pass", "pass", "bid 4 better", "pass")
    assert state.observation(N)["trump"] == "C"  # clubs at once after a "better" bid
    assert state.current_player == S and legal_texts(state) == ["tout", "no-tout"]
    act(state, "no-tout")
    assert state.current_player == N  # forehand leads, whoever bid
    trick(state, "AH", "9H", "7S", "10H")  # 1: Wir
    trick(state, "AD", "JS", "8S", "QD")  # 2: Ihr (E trumps)
    trick(state, "AS", "9S", "8D", "QC")  # 3: Wir
    trick(state, "JC", "JH", "10C", "JD")  # 4: Wir
    trick(state, "KH", "KS", "7C", "8H")  # 5: Wir (S's Nillje)
    assert not state.deal_over
    trick(state, "QS", "9D", "7D", "9C")  # 6: Wir, the fifth trick
    assert state.deal_over and state.current_player is None
    result = state.deal_result().detail
    assert result["tricks_per_team"] == [5, 1]
    assert result["matadors"] == {"team": WIR, "count": 4}
    assert result["points"] == [8, 0]
    assert result["fuer_die_ersten"] is False
    assert detail(state)["team_points"] == [8, 0]
    assert state.hand(N) == ["KD", "7H"]  # the hand ended before the last two tricks


def test_s6_bock_and_the_next_hand_collects_the_bank():
    state = new_match(HANDS_S1, match_target=10)
    bid_hearts_by_n(state)
    act(state, *find_line(state, lambda t: detail(t)["tricks_per_team"] == [4, 4]))
    result = state.deal_result().detail
    assert result["bock"] is True and result["majority_team"] is None
    assert result["points"] == [0, 0]  # QC, 7H and QS are split: no matadors
    assert detail(state)["bock_bank"] == 2
    state.next_deal()
    clubs_seat = next(s for s in (1, 2, 3, 0) if sw.printed_counts(state.hand(s))["C"] >= 3)
    for seat in (1, 2, 3, 0):
        act(state, "bid 3 better" if seat == clubs_seat else "pass")
    act(state, "no-tout")
    assert sw.matadors_of([state.hand(s) for s in range(4)], "C") == (None, 0)

    def ihr_majority(trial):
        return detail(trial)["majority_team"] == IHR and detail(trial)["tricks_per_team"][0] > 0

    act(state, *find_line(state, ihr_majority))
    result = state.deal_result().detail
    assert result["points"] == [0, 6] and result["bock_paid"] == 2
    assert detail(state)["bock_bank"] == 0


def test_s7_petersdorfer():
    state = new_match(HANDS_STRONG_N)
    state.team_points = [20, 0]  # the example's starting position
    bid_hearts_by_n(state)
    trick(state, "QC", "QS", "8H", "7C")
    trick(state, "7H", "7S", "9H", "8C")
    trick(state, "JC", "8S", "10H", "9C")
    trick(state, "JS", "9S", "JD", "10C")
    trick(state, "JH", "10S", "9D", "KC")
    assert state.observation(N)["phase"] == "stop_or_go_on"
    assert state.current_player == N and legal_texts(state) == ["stop", "go-on"]
    act(state, "stop")
    result = state.deal_result()
    assert result.detail["points"] == [4, 0]
    assert result.detail["race_after_deal"] == [24, 0]
    assert result.detail["petersdorfer"] is True and result.detail["game_won_by"] == WIR
    assert result.scores == (2, 0, 2, 0)
    assert detail(state)["team_points"] == [0, 0] and detail(state)["threads"] == [2, 0]
    assert state.totals() == [2, 0, 2, 0]


# --- seats, pack and dealing ----------------------------------------------------------------


@pytest.mark.parametrize(("players", "size", "each"), [(4, 32, 8), (6, 36, 6), (8, 32, 4)])
def test_pack_and_hand_sizes(players, size, each):
    state = SPEC.new_game(players=players, seed=4)
    assert len(SPEC.pack_for(players, {"match_target": 3})) == size
    assert [len(state.hand(s)) for s in range(players)] == [each] * players
    assert state.teams == (tuple(range(0, players, 2)), tuple(range(1, players, 2)))
    obs = state.observation(0)
    assert obs["dealer"] == players - 1 and obs["current_player"] == 0
    assert obs["detail"]["majority"] == each // 2 + 1


def test_four_players_are_dealt_three_two_three_from_forehand():
    deck = list(sw.pack(32))
    state = SPEC.new_game(players=4, seed=1, deck=deck)
    assert state.hand(N) == deck[0:3] + deck[12:14] + deck[20:23]
    assert state.hand(W) == deck[9:12] + deck[18:20] + deck[29:32]


def test_six_players_are_dealt_in_packets_of_two():
    deck = list(sw.pack(36))
    state = SPEC.new_game(players=6, seed=1, deck=deck)
    assert state.hand(0) == deck[0:2] + deck[12:14] + deck[24:26]
    assert state.hand(5) == deck[10:12] + deck[22:24] + deck[34:36]


def test_the_deal_passes_to_the_left():
    state = new_match(HANDS_S1, match_target=10)
    bid_hearts_by_n(state)
    act(state, *find_line(state, lambda t: True))
    state.next_deal()
    obs = state.observation(0)
    assert obs["dealer"] == N and obs["current_player"] == E and obs["deal_no"] == 1


# --- bidding --------------------------------------------------------------------------------


def test_legal_bids_state_facts_about_the_hand():
    state = new_match(HANDS_S5)
    # N: 3 hearts, 3 diamonds, 2 clubs (QC and JC count as clubs for bidding).
    assert legal_texts(state) == ["bid 3", "pass"]
    assert_refused(state, "bid 3 better", "You hold only 2 clubs; '3 better' needs 3.")
    assert_refused(state, "bid 4", "at most 3 cards of a suit other than clubs")
    assert_refused(state, "bid 2", "lowest bid is 3")


def test_a_black_queen_and_jack_count_for_their_printed_suit_in_bidding():
    state = new_match(HANDS_S5)
    act(state, "pass")
    # E: JS AS KS 10S are four spades, though JS will be a trump.
    assert legal_texts(state) == ["bid 3", "bid 4", "pass"]


def test_a_seat_that_cannot_outbid_must_pass():
    state = new_match(HANDS_S5)
    act(state, "pass", "bid 4", "bid 4 better")
    assert legal_texts(state) == ["bid 5", "pass"]
    act(state, "pass")
    assert state.current_player == S  # one round only: S won with 4 better
    assert detail(state)["bid"] == "4 better" and detail(state)["bidder"] == S


def test_passing_is_allowed_with_a_biddable_hand_and_bidding_is_one_round():
    state = new_match(HANDS_S5)
    act(state, "pass", "pass", "pass", "bid 5")
    assert detail(state)["bidder"] == W
    assert [b["seat"] for b in detail(state)["bids"]] == [N, E, S, W]


def test_all_pass_clubs_single_game_without_tout():
    state = new_match(HANDS_S5)
    act(state, "pass", "pass", "pass", "pass")
    obs = state.observation(E)
    assert obs["trump"] == "C" and obs["phase"] == "play"
    assert obs["detail"]["all_passed"] is True and obs["detail"]["game_value"] == 2
    assert state.current_player == N
    assert_refused(state, "tout", "Everybody passed")
    assert_refused(state, "trump H", "Everybody passed")


def test_better_gives_a_double_game():
    state = new_match(HANDS_S5)
    act(state, "pass", "pass", "bid 3 better", "pass")
    assert detail(state)["trump"] == "C" and detail(state)["game_value"] == 4


def test_trumps_named_by_a_seat_that_did_not_win_the_bidding():
    state = new_match(HANDS_S5)
    act(state, "bid 3")
    assert_refused(state, "trump H", "Only the winner of the bidding names trumps")


def test_bid_after_the_bidding_is_refused():
    state = new_match(HANDS_S5)
    act(state, "bid 3", "pass", "pass", "pass")
    assert_refused(state, "bid 4", "bidding is over")
    assert_refused(state, "pass", "bidding is over")
    act(state, "trump H")
    assert_refused(state, "trump D", "already named")


# --- Tout announcement and play -------------------------------------------------------------


def test_only_the_bidder_announces_tout_before_the_first_card():
    state = new_match(HANDS_S5)
    act(state, "pass", "pass", "bid 4 better")
    assert_refused(state, "tout", "Only the highest bidder may announce Tout")
    act(state, "pass")
    assert state.current_player == S
    assert_refused(state, "play 7C", "'tout' or 'no-tout'")
    act(state, "tout")
    assert detail(state)["tout_announced"] is True
    assert detail(state)["tout_attempt"] == {"team": WIR, "announced": True}
    assert_refused(state, "no-tout", "Only the highest bidder may announce Tout")


def test_follow_suit_and_the_reasons_given():
    state = new_match(HANDS_S5)
    act(state, "pass", "pass", "bid 4 better", "pass", "no-tout")
    assert_refused(state, "play 9H", "You do not hold 9H.")
    act(state, "play AH")
    assert legal_texts(state) == ["play 9H"]  # JH is a trump, not a heart
    assert_refused(state, "play JH", "You must follow suit (hearts)")
    act(state, "play 9H")
    # S has no plain heart: anything goes, trump or not.
    assert sorted(legal_texts(state)) == sorted(f"play {c}" for c in HANDS_S5[S])
    assert_refused(state, "stop", "clean majority")
    assert_refused(state, "play ZZ", "Cannot read")
    assert_refused(state, "frobnicate", "no action 'frobnicate'")


def test_stop_or_go_on_only_after_a_clean_majority():
    state = new_match(HANDS_STRONG_N)
    bid_hearts_by_n(state)
    trick(state, "QC", "QS", "8H", "7C")
    trick(state, "7H", "7S", "9H", "8C")
    trick(state, "JC", "8S", "10H", "9C")
    trick(state, "JS", "9S", "JD", "10C")
    assert_refused(state, "go-on", "clean majority")
    trick(state, "JH", "10S", "9D", "KC")
    assert_refused(state, "play AH", "'stop'", "'go-on'")
    act(state, "go on")  # read as go-on
    assert state.observation(N)["phase"] == "play" and state.current_player == N
    assert detail(state)["tout_attempt"] == {"team": WIR, "announced": False}
    assert_refused(state, "stop", "Tout is being played")


def test_a_majority_that_is_not_clean_ends_the_hand_at_once():
    state = new_match(HANDS_S5)
    act(state, "pass", "pass", "bid 4 better", "pass", "no-tout")
    trick(state, "AH", "9H", "7S", "10H")
    trick(state, "AD", "JS", "8S", "QD")
    trick(state, "AS", "9S", "8D", "QC")
    trick(state, "JC", "JH", "10C", "JD")
    trick(state, "KH", "KS", "7C", "8H")
    trick(state, "QS", "9D", "7D", "9C")
    assert state.deal_over and state.observation(0)["phase"] == "deal_over"
    assert_refused(state, "play KD", "deal is over")


# --- observation, saves, determinization ----------------------------------------------------


def test_observation_hides_other_hands_and_the_matadors_until_the_end():
    state = new_match(HANDS_S5)
    act(state, "pass", "pass", "bid 4 better", "pass", "no-tout")
    obs = state.observation(E)
    text = json.dumps(obs)
    assert sorted(obs["hand"]) == sorted(HANDS_S5[E])
    assert all(f'"{c}"' not in text for c in HANDS_S5[N])
    assert obs["detail"]["matadors"] is None
    assert obs["hand"][:3] == ["JS", "JH", "9C"]  # trumps first, strongest first
    assert obs["hand_sizes"] == [8, 8, 8, 8]


def test_bidding_display_groups_cards_by_printed_suit():
    state = new_match(HANDS_S5)
    assert state.observation(N)["hand"] == ["QC", "JC", "AH", "KH", "7H", "AD", "KD", "7D"]


def test_save_round_trip_mid_deal():
    state = new_match(HANDS_S5)
    act(state, "pass", "pass", "bid 4 better", "pass", "no-tout", "play AH", "play 9H")
    loaded = engine.load(state.to_json())
    assert loaded == state
    assert loaded.observation(S) == state.observation(S)


def test_determinize_keeps_voids_and_bid_facts():
    state = new_match(HANDS_S5)
    act(state, "pass", "pass", "bid 4 better", "pass", "no-tout")
    trick(state, "AH", "9H", "7S", "10H")
    trick(state, "AD", "JS", "8S", "QD")  # E shows no plain diamond
    rng = random.Random(5)
    trump_suit = sw.SUIT_IN_PLAY["C"]
    for _ in range(40):
        sample = state.determinize(N, rng)
        assert sample.observation(N) == state.observation(N)
        assert sample.hand(N) == state.hand(N)
        assert not [c for c in sample.hand(E) if trump_suit[c] == "D"]
        assert not [c for c in sample.hand(S) if trump_suit[c] in "HD"]
        # S said "4 better": with 7C played from its hand, it must hold 3 more clubs.
        assert sw.printed_counts(sample.hand(S))["C"] >= 3
        assert len(sample.hand(W)) == 6


def test_determinize_does_not_touch_the_original():
    state = new_match(HANDS_S5)
    act(state, "bid 3")
    before = state.to_json(), state.card_locations()
    state.determinize(E, random.Random(1))
    assert (state.to_json(), state.card_locations()) == before


@pytest.mark.parametrize("players", [6, 8])
def test_larger_tables_play_whole_matches(players):
    rng = random.Random(players)
    state = SPEC.new_game(players=players, seed=players, options={"match_target": 2})
    deals = 0
    while not state.is_over:
        if state.deal_over:
            state.next_deal()
            deals += 1
            continue
        # No Tout attempts: a lost Tout's hooks would end the match after one deal.
        careful = [a for a in state.legal_actions() if a.text not in ("tout", "go-on")]
        state.apply(rng.choice(careful))
    totals = state.totals()
    assert max(totals) >= 2
    assert all(totals[s] == totals[s % 2] for s in range(players))
    assert deals >= 3
