"""Kaschlan: the worked examples of docs/rules/kaschlan.md, then the rules one by one, the options
and the refusals of bad input."""

from __future__ import annotations

import random

import pytest

import engine
from engine.cards import INDEX, pack
from engine.games import kaschlan as kas

SPEC = engine.game("kaschlan")


# --- helpers --------------------------------------------------------------------------------


def _mask(cards):
    return sum(1 << INDEX[c] for c in cards)


def position(
    players,
    hands,
    stock=(),
    trump="S",
    turn_up=None,
    attacker=0,
    defender=1,
    options=None,
):
    """A mid-game position: ``hands`` per seat, ``stock`` top first (its last card is the
    turn-up), every other card of the pack in the waste pile. Seats without cards are out
    when the stock is empty."""
    state = SPEC.new_game(players=players, seed=1, options=options)
    stock = list(stock)
    state.hands = [_mask(hands.get(s, ())) for s in range(players)]
    state.stock = [INDEX[c] for c in reversed(stock)]
    state.turn_up = INDEX[turn_up or (stock[-1] if stock else "AS")]
    state.trump = trump
    state.beaters = kas.BEATERS[trump]
    used = {c for cards in hands.values() for c in cards} | set(stock)
    state.waste = _mask(c for c in state.pack if c not in used)
    state.known = {}
    state.out = [not hands.get(s) and not stock for s in range(players)]
    state.any_out = any(state.out)
    state._begin_bout(attacker, defender)
    state._legal = None
    return state


def texts(state):
    return [a.text for a in state.legal_actions()]


def beat_targets(state, table_card):
    """The hand cards the defender may beat ``table_card`` with now."""
    prefix = f"beat {table_card} "
    return {t[len(prefix) :] for t in texts(state) if t.startswith(prefix)}


def refused(state, text, match):
    """Apply ``text``, expect IllegalAction matching ``match``, and the state unchanged."""
    before = (state.to_json(), state.card_locations(), state.observation(0))
    with pytest.raises(engine.IllegalAction, match=match) as err:
        state.apply(text)
    assert (state.to_json(), state.card_locations(), state.observation(0)) == before
    return err.value


def play(state, *moves):
    for move in moves:
        state.apply(move)


# --- K-1 … K-5: the worked examples ---------------------------------------------------------


def test_k1_beating_a_plain_card():
    state = position(
        2, {0: ["9S", "KC", "KH"], 1: ["10S", "8S", "7H", "AC", "QD"]}, trump="H", stock=()
    )
    play(state, "attack 9S", "decline")
    assert beat_targets(state, "9S") == {"10S", "7H", "QD"}
    assert kas.beats("10S", "9S", "H") and kas.beats("7H", "9S", "H")
    assert kas.beats("QD", "9S", "H")
    assert not kas.beats("8S", "9S", "H") and not kas.beats("AC", "9S", "H")


def test_k2a_beating_a_trump():
    state = position(2, {0: ["JC", "7S"], 1: ["9C", "AC", "QD", "KD", "AH"]}, trump="C")
    play(state, "attack JC", "decline")
    assert beat_targets(state, "JC") == {"AC", "QD"}


def test_k2b_nothing_beats_the_kaschlan():
    state = position(2, {0: ["QD", "7S"], 1: ["9C", "AC", "KD", "AH", "AD"]}, trump="C")
    play(state, "attack QD")
    assert texts(state) == ["decline"]  # no other queen to add
    play(state, "decline")
    assert texts(state) == ["take"]
    refused(state, "beat QD AC", "Nothing beats the queen of diamonds")
    for card in ("AC", "AD", "KD"):
        assert not kas.beats(card, "QD", "C") and not kas.beats(card, "QD", "D")


def test_k2c_plain_diamonds_when_clubs_are_trumps():
    state = position(2, {0: ["KD", "7H"], 1: ["9C", "AD", "7S"]}, trump="C")
    play(state, "attack KD", "decline")
    assert beat_targets(state, "KD") == {"9C", "AD"}


def test_k2_qd_is_no_diamond_under_other_trumps():
    # With clubs as trumps, QD beats a plain diamond as a trump, and AD does not beat QD.
    assert kas.beats("QD", "AD", "C")
    assert not kas.beats("AD", "QD", "C")
    # With diamonds as trumps QD ranks above the ace.
    assert kas.beats("QD", "AD", "D") and not kas.beats("AD", "QD", "D")
    assert kas.beats("KD", "JD", "D") and not kas.beats("JD", "KD", "D")


def _k3_state():
    stock = ["7S", "8S", "9S", "10S", "JS", "QS", "AS", "7H", "8H", "9H"]
    return position(
        3,
        {
            0: ["KS", "KH", "KC", "7D", "8D"],
            1: ["AH", "AC"],
            2: ["KD", "10H", "JH", "QH", "10C"],
        },
        stock=stock,
        trump="H",
    )


def test_k3_attack_limited_by_the_defenders_hand():
    state = _k3_state()
    legal = set(texts(state))
    singles = {f"attack {c}" for c in ("KS", "KH", "KC", "7D", "8D")}
    pairs = {"attack KS KH", "attack KS KC", "attack KH KC"}
    assert legal == singles | pairs
    err = refused(state, "attack KS KH KC", r"more cards \(3\) than the defender holds \(2\)")
    assert err.params == {"count": 3, "limit": 2}
    play(state, "attack KS KH")
    assert state.hand(0) == sorted(["KC", "7D", "8D", "7S", "8S"], key=INDEX.__getitem__)
    assert state.observation(0)["stock"] == 8
    # The limit is reached: C gets no reinforcement turn, the defender acts next.
    assert state.current_player == 1 and state.phase == kas.ADD
    assert "reinforce KD" not in texts(state)


def test_k3_bystander_may_fill_only_what_still_fits():
    state = _k3_state()
    play(state, "attack KS")
    assert state.current_player == 2
    assert texts(state) == ["decline", "reinforce KD"]
    play(state, "reinforce KD")
    assert state.current_player == 1 and state.observation(1)["detail"]["laid"] == 2


def _k4_state():
    return position(
        4,
        {
            0: ["9S", "9C", "10H", "JH", "KC"],
            1: ["KS", "10C", "9D", "AD", "7H"],
            2: ["9H", "7S", "8S", "7C", "8C"],
            3: ["AS", "QS", "KH", "QH", "AH"],
        },
        stock=["JS", "10S", "JC", "QC", "AC", "KD", "JD", "7D"],
        trump="D",
    )


def test_k4a_defender_adds_his_own_card_then_takes():
    state = _k4_state()
    play(state, "attack 9S 9C")
    assert set(state.hand(0)) == {"JS", "10S", "10H", "JH", "KC"}  # drew the top two
    assert state.current_player == 2
    play(state, "reinforce 9H")
    assert "9H" not in state.hand(2) and "JC" in state.hand(2)  # C drew one card
    assert state.current_player == 3 and texts(state) == ["decline"]
    play(state, "decline")
    assert state.current_player == 1 and "add 9D" in texts(state)
    play(state, "add 9D", "beat 9S KS", "beat 9C 10C", "beat 9D AD")
    assert beat_targets(state, "9H") == set()  # 7H is lower, no trump left
    play(state, "take")
    obs = state.observation(0)
    assert obs["detail"]["waste"] - _k4_state().observation(0)["detail"]["waste"] == 6
    assert sorted(state.hand(1)) == ["7H", "9H"]
    assert obs["stock"] == 5  # the defender who took draws nothing
    assert (state.attacker, state.defender, state.current_player) == (0, 1, 0)
    assert obs["detail"]["known_cards"][1] == ["9H"]


def test_k4b_defender_beats_everything_and_becomes_attacker():
    state = _k4_state()
    play(state, "attack 9S 9C", "reinforce 9H", "decline", "decline")
    assert beat_targets(state, "9H") == {"9D", "AD"}  # 9H/AD would also be legal
    play(state, "beat 9S KS", "beat 9C 10C", "beat 9H 9D")
    # Draw order: A (JS 10S), then C (JC), then the successful defender (QC AC KD).
    assert set(state.hand(1)) == {"7H", "AD", "QC", "AC", "KD"}
    assert state.observation(0)["stock"] == 2
    assert (state.attacker, state.defender, state.current_player) == (1, 2, 1)
    assert state.observation(0)["last_trick"] == [
        {"seat": 0, "card": "9S", "beaten_by": "KS"},
        {"seat": 0, "card": "9C", "beaten_by": "10C"},
        {"seat": 2, "card": "9H", "beaten_by": "9D"},
    ]


def test_k5_going_out_and_the_loser():
    state = position(3, {0: ["10H"], 1: ["JH", "7C"], 2: ["8D", "9D"]}, trump="S")
    play(state, "attack 10H")
    assert state.out[0] and "out" in state.observation(0)["roles"][0]
    assert state.current_player == 2 and texts(state) == ["decline"]  # C has no ten
    play(state, "decline", "decline", "beat 10H JH")
    assert (state.attacker, state.defender) == (1, 2)
    assert "attack 7C" in texts(state)  # C holds 2 cards: one card is legal
    play(state, "attack 7C")
    assert state.out[1] and state.current_player == 2
    play(state, "decline")
    assert texts(state) == ["take"]
    play(state, "take")
    assert state.deal_over and state.current_player is None and not state.is_over
    assert state.loser == 2
    result = state.deal_result()
    assert result.scores == (0.0, 0.0, 1.0) and result.detail["loser"] == 2
    assert state.totals() == [0, 0, 1]
    obs = state.observation(0)
    assert obs["phase"] == "deal_over" and "kaschlan" in obs["roles"][2]


# --- §7: going out, next roles ---------------------------------------------------------------


def test_attacker_out_and_defender_took_passes_attack_to_the_right():
    state = position(4, {0: ["9S"], 1: ["7H", "8H"], 2: ["7C", "8C"], 3: ["7D", "8D"]}, trump="C")
    play(state, "attack 9S", "decline", "decline", "decline", "take")
    assert state.out[0]
    assert (state.attacker, state.defender, state.current_player) == (3, 1, 3)


def test_attacker_out_and_defender_took_skips_the_defender_on_the_right():
    # The defender sits on the attacker's right: the attack passes to the player beyond him.
    state = position(
        4,
        {0: ["7H", "8H"], 1: ["9S"], 2: ["7C", "8C"], 3: ["7D", "8D"]},
        trump="C",
        attacker=1,
        defender=0,
    )
    play(state, "attack 9S", "decline", "decline", "decline", "take")
    assert (state.attacker, state.defender) == (3, 0)


def test_attacker_out_and_defence_succeeds_keeps_the_normal_handover():
    state = position(4, {0: ["9S"], 1: ["KS", "8H"], 2: ["7C", "8C"], 3: ["7D", "8D"]}, trump="C")
    play(state, "attack 9S", "decline", "decline", "decline", "beat 9S KS")
    assert (state.attacker, state.defender) == (1, 2)


def test_defender_out_after_beating_everything_attacker_stays():
    state = position(4, {0: ["9S", "10S"], 1: ["KS"], 2: ["7C", "8C"], 3: ["7D", "8D"]}, trump="C")
    play(state, "attack 9S", "decline", "beat 9S KS")  # limit 1: no reinforcement turns
    assert state.out[1] and not state.out[0]
    assert (state.attacker, state.defender) == (0, 2)


def test_both_out_in_one_bout_next_after_the_defender_attacks():
    state = position(4, {0: ["9S"], 1: ["KS"], 2: ["7C", "8C"], 3: ["7D", "8D"]}, trump="C")
    play(state, "attack 9S", "decline", "beat 9S KS")
    assert state.out[0] and state.out[1]
    assert (state.attacker, state.defender) == (2, 3)


def test_bystander_out_by_reinforcing_just_leaves():
    state = position(
        4, {0: ["9S", "10S"], 1: ["7H", "8H", "JH"], 2: ["9C"], 3: ["7D", "8D"]}, trump="D"
    )
    play(state, "attack 9S", "reinforce 9C")
    assert state.out[2] and state.current_player == 3
    play(state, "decline", "decline", "take")
    assert (state.attacker, state.defender) == (0, 1)
    play(state, "attack 10S")
    assert state.current_player == 3  # C is skipped for good


def test_last_two_out_together_is_a_draw():
    state = position(3, {0: ["9S"], 1: ["KS"], 2: []}, trump="C")
    dealer = state.dealer
    play(state, "attack 9S", "decline", "beat 9S KS")
    assert state.deal_over and state.loser is None
    result = state.deal_result()
    assert result.scores == (0.0, 0.0, 0.0) and result.detail["draw"] is True
    state.next_deal()
    assert state.dealer == (dealer + 1) % 3


def test_no_going_out_while_the_stock_has_cards():
    state = position(2, {0: ["9S"], 1: ["KS", "7H"]}, stock=["8C", "9C", "10C"], trump="C")
    play(state, "attack 9S")
    assert not state.out[0] and state.hand(0) == ["10C", "9C", "8C"]


# --- deal, trump card, stock ----------------------------------------------------------------


@pytest.mark.parametrize(("players", "stock"), [(2, 22), (3, 17), (4, 12), (5, 7)])
def test_stock_sizes_with_the_default_pack(players, stock):
    obs = SPEC.new_game(players=players, seed=3).observation(0)
    assert obs["stock"] == stock and all(n == 5 for n in obs["hand_sizes"])


def test_deal_one_card_at_a_time_from_forehand_and_turn_up_under_the_stock():
    full = list(pack(32))
    state = SPEC.new_game(players=4, seed=9, deck=full)
    forehand = (state.dealer + 1) % 4
    for i in range(4):
        seat = (forehand + i) % 4
        assert sorted(state.hand(seat)) == sorted(full[i:20:4])
    stock = state.card_locations()["stock"]
    assert stock == [*full[21:], full[20]]  # top first; the turn-up is drawn last
    obs = state.observation(0)
    assert obs["trump_card"] == full[20] and obs["trump"] == full[20][-1]
    assert obs["detail"]["turn_up"] == full[20]
    # First roles: forehand attacks his left neighbour.
    assert obs["roles"][forehand] == ["attacker"]
    assert "defender" in obs["roles"][(forehand + 1) % 4]
    assert "dealer" in obs["roles"][state.dealer]
    assert state.current_player == forehand and obs["tricks"] is None


def test_queen_of_diamonds_turned_makes_diamonds_trumps():
    full = list(pack(32))
    full.remove("QD")
    deck = [*full[:20], "QD", *full[20:]]
    state = SPEC.new_game(players=4, seed=9, deck=deck)
    assert state.observation(0)["trump"] == "D"


def test_turn_up_drawn_last_is_known_to_be_with_its_drawer():
    state = position(
        2, {0: ["9S", "7H", "8H", "9H"], 1: ["KS", "7C"]}, stock=["8C", "9C"], trump="C"
    )
    assert state.observation(1)["trump_card"] == "9C"
    play(state, "attack 9S")
    obs = state.observation(1)
    assert obs["stock"] == 0 and obs["trump_card"] is None
    assert obs["detail"]["turn_up"] == "9C" and obs["trump"] == "C"
    assert obs["detail"]["known_cards"][0] == ["9C"]


def test_player_with_five_or_more_cards_draws_nothing():
    hand = ["9S", "7H", "8H", "9H", "10H", "JH", "QH"]
    state = position(2, {0: hand, 1: ["KS", "7C"]}, stock=["8C", "9C"], trump="C")
    play(state, "attack 9S")
    assert len(state.hand(0)) == 6 and state.observation(0)["stock"] == 2


# --- reinforcement, addition, defence --------------------------------------------------------


def test_reinforcement_order_starts_left_of_attacker_and_skips_defender():
    state = position(
        5,
        {0: ["9S", "7H"], 1: ["AH", "KH", "QH"], 2: ["9H"], 3: ["9C"], 4: ["9D", "AS", "KS"]},
        attacker=3,
        defender=4,
        trump="S",
    )
    play(state, "attack 9C")
    order = []
    while state.phase == kas.REINFORCE:
        order.append(state.current_player)
        state.apply("decline")
    assert order == [0, 1, 2]
    assert state.observation(0)["detail"]["may_reinforce"] == []


def test_defenders_addition_is_outside_the_limit_but_must_be_dealt_with():
    state = position(2, {0: ["9S", "7H"], 1: ["9H", "9C"]}, trump="D")
    play(state, "attack 9S")
    assert set(texts(state)) == {"decline", "add 9H", "add 9C", "add 9H 9C"}
    play(state, "add 9H 9C")
    assert state.hand(1) == [] and texts(state) == ["take"]
    play(state, "take")
    assert sorted(state.hand(1)) == ["9C", "9H", "9S"] and not state.out[1]


def test_take_is_allowed_even_when_every_card_could_be_beaten():
    state = position(2, {0: ["9S", "7H"], 1: ["KS", "AS"]}, trump="D")
    play(state, "attack 9S", "decline")
    assert texts(state)[-1] == "take"
    play(state, "take")
    assert state.hand(1) == ["AS", "KS", "9S"] and state.current_player == 0


def test_beaten_pairs_go_to_the_waste_even_when_the_rest_is_taken():
    state = position(2, {0: ["9S", "9H", "7C"], 1: ["KS", "7D", "8D"]}, trump="C")
    waste_before = state.observation(0)["talon"]
    play(state, "attack 9S 9H", "decline", "beat 9S KS", "take")
    assert state.observation(0)["talon"] == waste_before + 2
    assert sorted(state.hand(1)) == ["7D", "8D", "9H"]


# --- options ---------------------------------------------------------------------------------


def test_coachman_option_offers_an_extra_card_and_counts_it():
    hands = {0: ["KS", "KH", "7D", "8C"], 1: ["AS", "AH", "AC"], 2: ["7S", "KC"]}
    state = position(3, hands, trump="D", options={"coachman": True})
    legal = set(texts(state))
    assert "attack KS KH coachman 7D" in legal and "attack KS KH coachman 8C" in legal
    refused(state, "attack KS coachman 7D", "two or more cards")
    refused(state, "attack KS KH coachman KS", "named twice")
    play(state, "attack KS KH coachman 7D")
    # Three cards laid and B held three: the limit is reached, C has no turn.
    assert state.current_player == 1 and state.phase == kas.ADD


def test_coachman_counts_against_the_limit_and_reinforcements_match_the_set():
    hands = {0: ["KS", "KH", "7D", "8C"], 1: ["AS", "AH", "AC", "10D"], 2: ["7S", "KC"]}
    state = position(3, hands, trump="D", options={"coachman": True})
    play(state, "attack KS KH coachman 7D")
    assert state.current_player == 2
    assert texts(state) == ["decline", "reinforce KC"]
    refused(state, "reinforce 7S", "attack rank")


def test_coachman_needs_room_for_the_whole_attack():
    hands = {0: ["KS", "KH", "7D"], 1: ["AS", "AH"]}
    state = position(2, hands, trump="D", options={"coachman": True})
    assert not any("coachman" in t for t in texts(state))
    refused(state, "attack KS KH coachman 7D", r"more cards \(3\) than the defender holds \(2\)")


def test_coachman_is_refused_without_the_option():
    state = position(2, {0: ["KS", "KH", "7D"], 1: ["AS", "AH", "AC"]}, trump="D")
    assert not any("coachman" in t for t in texts(state))
    refused(state, "attack KS KH coachman 7D", "without the coachman")


def test_rotate_attacker_passes_the_attack_clockwise_after_a_take():
    hands = {0: ["9S", "10S"], 1: ["7H", "8H"], 2: ["7C", "8C"], 3: ["7D", "8D"]}
    state = position(4, hands, trump="C", options={"rotate_attacker": True})
    play(state, "attack 9S", "decline", "decline", "decline", "take")
    assert (state.attacker, state.defender) == (2, 1)


def test_rotate_attacker_with_two_players_keeps_the_attacker():
    state = position(2, {0: ["9S", "10S"], 1: ["7H"]}, trump="C", options={"rotate_attacker": True})
    play(state, "attack 9S", "decline", "take")
    assert (state.attacker, state.defender) == (0, 1)


def test_pack_52_and_24():
    state = SPEC.new_game(players=5, seed=1, options={"pack": 52})
    assert state.observation(0)["stock"] == 27
    assert sum(len(p) for p in state.card_locations().values()) == 52
    state = SPEC.new_game(players=4, seed=1, options={"pack": 24})
    assert state.observation(0)["stock"] == 4
    with pytest.raises(ValueError, match="5 players is not allowed; allowed: 2, 3, 4"):
        SPEC.new_game(players=5, options={"pack": 24})


def test_options_are_declared_with_defaults():
    assert SPEC.players == (2, 3, 4, 5) and SPEC.default_players == 4
    assert {k: o.default for k, o in SPEC.options.items()} == {
        "pack": 32,
        "coachman": False,
        "rotate_attacker": False,
        "match_games": 5,
    }


# --- match -----------------------------------------------------------------------------------


def _finish_game(state, rng):
    while not state.deal_over:
        state.apply(rng.choice(state.legal_actions()))


def test_match_loser_deals_next_and_marks_add_up():
    rng = random.Random(4)
    state = SPEC.new_game(players=3, seed=21, options={"match_games": 3})
    marks = [0, 0, 0]
    for game in range(3):
        _finish_game(state, rng)
        loser = state.loser
        if loser is not None:
            marks[loser] += 1
        assert state.totals() == marks
        assert state.observation(0)["detail"]["marks"] == marks
        if game < 2:
            assert not state.is_over
            dealer = state.dealer
            state.next_deal()
            assert state.dealer == (loser if loser is not None else (dealer + 1) % 3)
            assert state.observation(0)["stock"] == 17
    assert state.is_over
    with pytest.raises(engine.IllegalAction):
        state.next_deal()


def test_first_dealer_is_random_but_seeded():
    dealers = {SPEC.new_game(players=4, seed=s).dealer for s in range(30)}
    assert dealers == {0, 1, 2, 3}
    assert SPEC.new_game(seed=8).dealer == SPEC.new_game(seed=8).dealer


# --- bad input -------------------------------------------------------------------------------


def test_attack_of_mixed_ranks_is_refused():
    state = _k3_state()
    refused(state, "attack KS 7D", "An attack must be cards of one rank")


def test_attack_with_a_card_not_held_is_refused():
    state = _k3_state()
    refused(state, "attack AS", "You do not hold AS")


def test_beating_with_a_lower_or_off_suit_plain_card_is_refused():
    state = position(2, {0: ["9H", "7S"], 1: ["8H", "AC", "KS"]}, trump="S")
    play(state, "attack 9H", "decline")
    message = "A card of hearts can only be beaten by a higher card of hearts or a trump."
    assert str(refused(state, "beat 9H 8H", message)) == message
    refused(state, "beat 9H AC", "higher card of hearts or a trump")
    refused(state, "beat 9H 7S", "You do not hold 7S")
    refused(state, "beat 7S KS", "7S is not on the table")


def test_beating_a_trump_with_a_lower_trump_is_refused():
    state = position(2, {0: ["9S", "7H"], 1: ["8S", "AH"]}, trump="S")
    play(state, "attack 9S", "decline")
    refused(state, "beat 9S 8S", "higher trump")
    refused(state, "beat 9S AH", "higher trump")


def test_acting_out_of_turn_is_refused():
    state = _k4_state()
    refused(state, "take", "turn to attack")
    refused(state, "beat 9S KS", "turn to attack")
    refused(state, "decline", "cannot decline")
    play(state, "attack 9S 9C")
    refused(state, "take", "your turn to reinforce or decline")
    refused(state, "attack 10H", "turn to reinforce")
    play(state, "decline", "decline")
    refused(state, "reinforce 9H", "add own cards")
    play(state, "decline")
    refused(state, "add 9D", "beat a card or take")


def test_reinforcement_of_another_rank_or_beyond_the_limit_is_refused():
    state = position(3, {0: ["9S", "7H"], 1: ["AH", "KH"], 2: ["9H", "9C", "7C"]}, trump="D")
    play(state, "attack 9S")
    refused(state, "reinforce 7C", "attack rank")
    refused(state, "reinforce 9H 9C", "room for 1 more")


def test_reinforcement_beyond_the_room_left_is_refused():
    state = position(3, {0: ["9S", "7H"], 1: ["AH", "KH", "QH"], 2: ["9H", "9C", "9D"]}, trump="S")
    play(state, "attack 9S")
    refused(state, "reinforce 9H 9C 9D", "room for 2 more")
    assert "reinforce 9H 9C" in texts(state)


def test_nonsense_is_refused_with_a_reason():
    state = _k3_state()
    refused(state, "frobnicate", "not a Kaschlan move")
    refused(state, "attack", "Name the cards, e.g. .attack 8S 8H.")
    refused(state, "attack XX", "not a card")
    refused(state, "play KS", "not a Kaschlan move")


def test_cards_may_be_typed_in_any_order_and_case():
    state = _k3_state()
    state.apply("attack kh KS")
    assert state.history[-1] == (0, "attack KS KH")


# --- observation, determinization, copies ---------------------------------------------------


def test_observation_table_and_detail():
    state = _k4_state()
    play(state, "attack 9S 9C", "reinforce 9H")
    obs = state.observation(3)
    assert obs["table"] == [
        {"seat": 0, "card": "9S", "beaten_by": None},
        {"seat": 0, "card": "9C", "beaten_by": None},
        {"seat": 2, "card": "9H", "beaten_by": None},
    ]
    assert obs["phase"] == "reinforce" and obs["current_player"] == 3
    detail = obs["detail"]
    assert detail["limit"] == 5 and detail["laid"] == 3 and detail["may_reinforce"] == [3]
    assert detail["attack_rank"] == "9" and detail["marks"] == [0, 0, 0, 0]
    assert obs["roles"][0] == ["attacker"] and obs["roles"][1] == ["defender"]
    assert obs["hand"] and set(obs["hand"]) == set(state.hand(3))
    assert "KS" not in str({k: v for k, v in obs.items() if k != "hand"})


def test_determinize_keeps_taken_cards_and_the_turn_up():
    state = _k4_state()
    play(state, "attack 9S 9C", "decline", "decline", "decline", "take")
    seen = state.observation(0)
    for seed in range(20):
        sample = state.determinize(0, random.Random(seed))
        assert {"9S", "9C"} <= set(sample.hand(1))
        assert sample.card_locations()["stock"][-1] == "7D"
        assert sample.hand(0) == state.hand(0)
        assert sample.observation(0) == seen
    hidden = {tuple(state.determinize(0, random.Random(s)).hand(2)) for s in range(10)}
    assert len(hidden) > 1


def test_each_seat_redeals_its_own_places_and_a_sample_redeals_its_own_hands():
    """The places a seat redeals are kept once per position for every seat asking (a dict
    by seat): each seat's samples keep its own hand and the cards seen taken, and a sample
    (other hands at the same position) never reads nor fills its original's memo, so a
    sample redealt for another seat keeps that seat's hand in the sample."""
    state = _k4_state()
    play(state, "attack 9S 9C", "decline", "decline", "decline", "take")
    whole = sorted(c for cards in state.card_locations().values() for c in cards)
    for seed in range(12):
        for seat in range(4):  # every seat asks at the same position: one memo entry each
            sample = state.determinize(seat, random.Random(seed))
            assert sample.hand(seat) == state.hand(seat)
            assert {"9S", "9C"} <= set(sample.hand(1))
            again = sample.determinize((seat + 1) % 4, random.Random(seed + 100))
            assert again.hand((seat + 1) % 4) == sample.hand((seat + 1) % 4)
            assert {"9S", "9C"} <= set(again.hand(1))
            placed = sorted(c for cards in again.card_locations().values() for c in cards)
            assert placed == whole
    assert state.determinize(2, random.Random(0)).hand(2) == state.hand(2)


def test_a_sample_plays_on_its_own_record():
    """A sample copies the history and deal starts (not the notes, which it never keeps):
    playing it through its deal and into the next changes nothing of the original's record."""
    state = _k4_state()
    play(state, "attack 9S 9C", "decline", "decline", "decline", "take")
    history, starts, notes = list(state.history), list(state.deal_starts), list(state._fx)
    assert notes  # the original records: a sample must not share its notes
    events = state.events(0)
    rng = random.Random(3)
    for seed in range(6):
        sample = state.determinize(seed % 4, random.Random(seed))
        assert sample.history == history and sample.deal_starts == starts
        assert sample._fx == []
        while sample.current_player is not None:
            sample.apply(rng.choice(sample.legal_actions()))
        if not sample.is_over:
            sample.next_deal()  # a new deal appends to the deal starts
        assert len(sample.history) > len(history)
    assert state.history == history and state.deal_starts == starts and state._fx == notes
    assert state.events(0) == events


def test_a_copy_with_other_hands_redeals_its_own():
    """``put_hands`` (the inference's setter) gives a copy other hands at the same position:
    it works out its own places, not the ones its original kept for that position."""
    from engine.bots.heuristics.kaschlan import put_hands
    from engine.cards import mask_of_codes

    state = _k4_state()
    state.determinize(1, random.Random(0))  # the original keeps its places for seat 1
    hands = [set(state.hand(s)) for s in range(4)]
    hands[1], hands[2] = hands[2], hands[1]
    copy = state.clone()
    put_hands(
        copy, [mask_of_codes(hands[0]), mask_of_codes(hands[1]), mask_of_codes(hands[2]), None]
    )
    assert [set(copy.hand(s)) for s in range(3)] == hands[:3]
    assert copy.hand(3) == state.hand(3)  # None: the hand it held
    for seed in range(10):
        sample = copy.determinize(1, random.Random(seed))
        assert sample.hand(1) == copy.hand(1)
        placed = sorted(c for cards in sample.card_locations().values() for c in cards)
        assert placed == sorted(c for cards in copy.card_locations().values() for c in cards)


def test_clone_is_independent():
    state = _k4_state()
    twin = state.clone()
    play(twin, "attack 9S 9C")
    assert set(state.hand(0)) == {"9S", "10H", "JH", "9C", "KC"}
    assert state.current_player == 0 and twin.current_player == 2
    assert state.observation(0)["stock"] == 8


def test_save_round_trip_after_a_few_moves():
    state = SPEC.new_game(players=4, seed=12, options={"coachman": True})
    rng = random.Random(2)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    loaded = engine.load(state.to_json())
    assert loaded == state and loaded.observation(2) == state.observation(2)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(
    "options",
    [{}, {"pack": 52, "coachman": True}, {"rotate_attacker": True}, {"pack": 24}],
)
def test_random_games_end_with_at_most_one_loser(players, options):
    if options.get("pack") == 24 and players == 5:
        return
    rng = random.Random(players)
    for seed in range(15):
        state = SPEC.new_game(players=players, seed=seed, options=options)
        size = len(state.pack)
        steps = 0
        while not state.deal_over:
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
            assert steps < 3000
        assert sum(len(p) for p in state.card_locations().values()) == size
        holders = [s for s in range(players) if state.hand(s)]
        assert holders == ([] if state.loser is None else [state.loser])


def test_defenders_addition_of_another_rank_is_refused():
    state = position(2, {0: ["9S", "7H"], 1: ["9H", "10C"]}, trump="D")
    play(state, "attack 9S")
    refused(state, "add 10C", r"attack rank \(nine\) may be added; 10C are not")
    refused(state, "add 9H 10C", "10C are not")


def test_beat_refusals_name_the_problem():
    state = position(2, {0: ["9S", "9H", "7C"], 1: ["KS", "AS", "8D"]}, trump="C")
    play(state, "attack 9S 9H", "decline", "beat 9S KS")
    refused(state, "beat 9S AS", "9S is already beaten")
    refused(state, "beat 9H", "table card and then your card")
    err = refused(state, "beat 9H 8D", "A card of hearts")
    assert (
        err.template == "A card of {suit} can only be beaten by a higher card of {suit} or a trump."
    )
    assert err.params == {"suit": "hearts"}
    assert err.params["suit"].code == "H"  # a suit token: the table names it in its pattern


def test_only_the_attacker_names_a_coachman():
    hands = {0: ["KS", "7H"], 1: ["AS", "AH", "AC"], 2: ["KC", "7S"]}
    state = position(3, hands, trump="D", options={"coachman": True})
    play(state, "attack KS")
    refused(state, "reinforce KC coachman 7S", "Only the attacker")


def test_an_action_object_in_another_card_order_is_refused_with_the_canonical_text():
    state = _k3_state()
    refused(state, engine.Action("attack KH KS"), "pack order: 'attack KS KH'")
