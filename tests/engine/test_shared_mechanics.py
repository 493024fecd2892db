"""The shared mechanics every game relies on: cards, options, actions, deals, tricks,
auctions, score sheets and the hidden-card sampler."""

from __future__ import annotations

import random

import pytest

from engine import cards
from engine.actions import Action, IllegalAction
from engine.auction import Auction
from engine.dealing import cut, deal_packets, deal_rng, deck_for_deal, packet_rounds, shuffled
from engine.options import Option, resolve_options
from engine.sampling import redeal
from engine.scoresheet import ScoreSheet
from engine.seats import alternating_teams, left_of, opposite, right_of, turn_order
from engine.tricks import card_points, legal_plays, rank_points, trick_winner

# --- cards ----------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [20, 24, 32, 36, 48, 52])
def test_pack_sizes(size):
    p = cards.pack(size)
    assert len(p) == len(set(p)) == size


def test_48_pack_has_no_tens_and_36_adds_sixes():
    assert not any(c.startswith("10") for c in cards.pack(48))
    assert set(cards.pack(36)) - set(cards.pack(32)) == {"6S", "6H", "6D", "6C"}


def test_unknown_pack_size_names_allowed():
    with pytest.raises(ValueError, match="allowed: 20, 24, 32, 36, 48, 52"):
        cards.pack(40)


def test_parse_card_is_case_insensitive_and_refuses_nonsense():
    assert cards.parse_card("qd") == "QD"
    assert cards.parse_card(" 10h ") == "10H"
    for bad in ("1H", "QX", "", "Q", "11S"):
        with pytest.raises(ValueError, match="not a card"):
            cards.parse_card(bad)


def test_check_deck_names_the_problem():
    pack = cards.pack(24)
    assert cards.check_deck(list(reversed(pack)), pack) == list(reversed(pack))
    with pytest.raises(ValueError, match="appears twice"):
        cards.check_deck([*pack[:-1], pack[0]], pack)
    with pytest.raises(ValueError, match="missing"):
        cards.check_deck(pack[:-1], pack)
    with pytest.raises(ValueError, match="not in this game's 24-card pack"):
        cards.check_deck([*pack[:-1], "7C"], pack)
    with pytest.raises(ValueError, match="not a card"):
        cards.check_deck([*pack[:-1], "XX"], pack)


# --- options and actions --------------------------------------------------------------------


def test_options_coerce_text_and_refuse_unknown():
    declared = {
        "pack": Option(32, (32, 52, 24), "pack size"),
        "coachman": Option(False, (False, True), "extra card"),
        "target": Option(None, (None, 10, 20), "limit"),
    }
    got = resolve_options(declared, {"pack": "52", "coachman": "on", "target": "none"})
    assert got == {"pack": 52, "coachman": True, "target": None}
    assert resolve_options(declared, None) == {"pack": 32, "coachman": False, "target": None}
    with pytest.raises(ValueError, match="unknown option colour; this game's options"):
        resolve_options(declared, {"colour": 1})
    with pytest.raises(ValueError, match="option pack: 40 is not allowed; allowed: 32, 52, 24"):
        resolve_options(declared, {"pack": 40})
    with pytest.raises(ValueError, match="allowed: off, on"):
        resolve_options(declared, {"coachman": "maybe"})


def test_actions_are_interned_and_canonical():
    a = Action("play qd")
    assert a is Action("PLAY  QD")
    assert str(a) == "play QD" and a.verb == "play" and a.args == ("QD",)
    assert a == "play QD" and hash(a) == hash(Action("play QD"))
    assert str(Action("bid brand d")) == "bid brand D"
    with pytest.raises(AttributeError):
        a.text = "x"


def test_illegal_action_keeps_template_for_translation():
    err = IllegalAction("You must follow suit ({suit}).", suit="H")
    assert str(err) == "You must follow suit (H)." and err.template.startswith("You must")
    assert err.params == {"suit": "H"} and isinstance(err, ValueError)


# --- seats and dealing ----------------------------------------------------------------------


def test_seats():
    assert left_of(3, 4) == 0 and right_of(0, 4) == 3 and opposite(1, 4) == 3
    assert turn_order(2, 4) == [2, 3, 0, 1] and turn_order(2, 4, -1) == [2, 1, 0, 3]
    assert alternating_teams(6) == ((0, 2, 4), (1, 3, 5))


def test_deal_in_packets_follows_the_schedule():
    deck = [f"c{i}" for i in range(24)]
    schedule = packet_rounds([1, 0], [3, 2, 3])
    piles, rest = deal_packets(deck, schedule)
    assert piles[1] == ["c0", "c1", "c2", "c6", "c7", "c10", "c11", "c12"]
    assert piles[0] == ["c3", "c4", "c5", "c8", "c9", "c13", "c14", "c15"]
    assert rest == deck[16:]
    with pytest.raises(ValueError):
        deal_packets(deck[:5], schedule)


def test_shuffles_are_seeded_and_independent_per_deal():
    pack = cards.pack(32)
    assert shuffled(pack, deal_rng(7, 0)) == shuffled(pack, deal_rng(7, 0))
    assert shuffled(pack, deal_rng(7, 0)) != shuffled(pack, deal_rng(7, 1))
    rng = random.Random(1)
    c = cut(pack, rng)
    assert sorted(c) == sorted(pack) and c != list(pack)


def test_deck_for_deal_uses_the_test_deck_only_for_the_first_deal():
    pack = cards.pack(24)
    fixed = list(reversed(pack))
    assert deck_for_deal(pack, 1, 0, fixed)[0] == fixed
    assert deck_for_deal(pack, 1, 1, fixed)[0] != fixed


# --- tricks ---------------------------------------------------------------------------------

SUIT = cards.SUIT_OF
POWER = {c: cards.NATURAL_VALUE[cards.RANK_OF[c]] for c in cards.ALL_CODES}


def test_trick_winner_trump_beats_plain_and_off_suit_never_wins():
    assert trick_winner(["10H", "AS"], SUIT, POWER, None) == 0
    assert trick_winner(["10H", "9S"], SUIT, POWER, "S") == 1
    assert trick_winner(["10H", "KH", "AH"], SUIT, POWER, "S") == 2
    assert trick_winner(["10H", "7S", "9S", "AH"], SUIT, POWER, "S") == 2


def test_legal_plays_obligations():
    trick = ["10H"]
    hand = ["AH", "9H", "KS", "JD"]
    assert legal_plays(hand, trick, SUIT, POWER, "S", follow=False) == hand
    assert legal_plays(hand, trick, SUIT, POWER, "S") == ["AH", "9H"]
    assert legal_plays(hand, trick, SUIT, POWER, "S", head=True) == ["AH"]
    assert legal_plays(["9H", "8H", "KS"], trick, SUIT, POWER, "S", head=True) == ["9H", "8H"]
    assert legal_plays(["KS", "9S", "JD"], trick, SUIT, POWER, "S", must_trump=True) == [
        "KS",
        "9S",
    ]
    assert legal_plays(["JD", "QC"], trick, SUIT, POWER, "S", must_trump=True) == ["JD", "QC"]
    # Overtrump when you can; a led-suit card cannot head a trick already trumped.
    trumped = ["10H", "10S"]
    hand2 = ["9S", "AS", "JD"]
    assert legal_plays(hand2, trumped, SUIT, POWER, "S", must_trump=True, overtrump=True) == ["AS"]
    assert legal_plays(["9H", "AH"], trumped, SUIT, POWER, "S", head=True) == ["9H", "AH"]
    assert legal_plays(hand, [], SUIT, POWER, "S", head=True) == hand


def test_card_points():
    table = rank_points({"A": 11, "10": 10, "K": 4}, cards.pack(24))
    assert card_points(["AS", "10H", "KD", "9C"], table) == 25
    assert sum(table.values()) == 4 * 25


# --- auctions -------------------------------------------------------------------------------


def test_elimination_auction_ends_when_one_bidder_is_left():
    a = Auction([1, 2, 0])
    a.bid(1, 40)
    assert a.turn == 2
    a.bid(2, 50)
    a.pass_(0)
    assert a.turn == 1
    a.pass_(1)
    assert a.done and a.winner == 2 and a.high == 50


def test_elimination_auction_last_seat_may_still_bid_and_all_pass():
    a = Auction([1, 2, 0])
    a.pass_(1)
    a.pass_(2)
    assert a.turn == 0 and not a.done
    b = a.copy()
    a.bid(0, 40)
    assert a.done and a.winner == 0
    b.pass_(0)
    assert b.done and b.winner is None
    with pytest.raises(ValueError):
        b.bid(0, 50)


def test_single_round_auction_everyone_speaks_once():
    a = Auction([1, 2, 3, 0], single_round=True)
    a.bid(1, 6)
    with pytest.raises(ValueError, match="does not beat"):
        a.bid(2, 6)
    a.pass_(2)
    a.bid(3, 8)
    a.pass_(0)
    assert a.done and a.winner == 3


def test_priority_hold():
    a = Auction([1, 2], priority_holds=True)
    a.bid(1, 2)
    assert not a.is_high_enough(2, 2)
    a.bid(2, 3)
    assert a.may_hold(1) and a.is_high_enough(1, 3)
    a.bid(1, 3)
    assert not a.is_high_enough(2, 3)
    a.pass_(2)
    assert a.winner == 1 and a.high == 3
    duel = Auction([1, 0], priority_holds=True, standing=(1, 3), first=0)
    assert duel.turn == 0 and not duel.is_high_enough(0, 3) and duel.is_high_enough(0, 4)


# --- score sheet and sampler ----------------------------------------------------------------


def test_score_sheet_team_scores_are_equal_for_partners():
    sheet = ScoreSheet(4, alternating_teams(4))
    assert sheet.add_teams([5, 0]) == [5, 0, 5, 0]
    sheet.add([1, 2, 3, 4])
    assert sheet.totals == [6, 2, 8, 4] and sheet.team_of(3) == 1
    copy = sheet.copy()
    copy.add([1, 1, 1, 1])
    assert sheet.totals == [6, 2, 8, 4]
    assert sheet.rows == [[5, 0, 5, 0], [1, 2, 3, 4]] and len(copy.rows) == 3


def test_redeal_respects_sizes_and_constraints():
    unknown = cards.pack(24)
    no_hearts = lambda c: cards.SUIT_OF[c] != "H"  # noqa: E731
    for seed in range(20):
        piles = redeal(unknown, [8, 8, 8], [no_hearts, None, None], random.Random(seed))
        assert [len(p) for p in piles] == [8, 8, 8]
        assert sorted(sum(piles, [])) == sorted(unknown)
        assert not any(cards.SUIT_OF[c] == "H" for c in piles[0])
    with pytest.raises(ValueError):
        redeal(unknown, [8, 8], [None, None], random.Random(1))


def test_cards_as_one_integer_round_trip_in_pack_order() -> None:
    """Inference from play does its set algebra on hands as integers; any card set comes
    back as the same codes, in pack order, and distinct cards give distinct bits."""
    from engine.cards import ALL_CODES, codes_of_mask, mask_of_codes

    hand = ["QD", "9S", "AC", "10H"]
    mask = mask_of_codes(hand)
    assert mask.bit_count() == 4
    assert codes_of_mask(mask) == [c for c in ALL_CODES if c in hand]
    assert codes_of_mask(mask_of_codes(ALL_CODES)) == list(ALL_CODES)
    assert mask_of_codes([]) == 0 and codes_of_mask(0) == []
    assert mask_of_codes(["9S"]) & mask_of_codes(["QD", "AC"]) == 0
