"""The generic mapping of clicks to actions, on the action grammar of each game."""

from __future__ import annotations

from gui.interaction import HumanTurn


def test_single_card_click_plays():
    turn = HumanTurn(["play QD", "play 7C"], ["QD", "7C", "9S"], [])
    assert turn.click_hand("QD").action == "play QD"
    refused = turn.click_hand("9S")
    assert (refused.kind, refused.action) == ("illegal", "play 9S")
    assert turn.playable("7C") and not turn.playable("9S")


def test_attack_with_a_pair_needs_selection_and_confirm():
    legal = ["attack 8S", "attack 8H", "attack 8S 8H", "attack KC"]
    turn = HumanTurn(legal, ["8S", "8H", "KC"], [])
    assert turn.click_hand("8S").kind == "select"
    assert turn.click_hand("8H").kind == "select"
    assert turn.selection_matches() == ["attack 8S 8H"]
    assert turn.confirm("attack").action == "attack 8S 8H"
    turn.clear()
    # A card with no partner still goes through the selection of its verb.
    turn.click_hand("KC")
    assert turn.confirm().action == "attack KC"


def test_beat_in_either_order_and_by_drop():
    legal = ["beat 9S 10S", "beat 9S 7H", "beat JC 7H", "take"]
    turn = HumanTurn(legal, ["10S", "7H", "AC"], ["9S", "JC"])
    assert {p.text for p in turn.panel_actions} == {"take"}
    assert set(turn.targets()) == {"9S", "JC"}
    # 10S beats only one card: a click is enough.
    assert turn.click_hand("10S").action == "beat 9S 10S"
    # 7H could beat either: select it, then click the table card.
    assert turn.click_hand("7H").kind == "select"
    assert turn.click_table("JC").action == "beat JC 7H"
    turn.clear()
    assert turn.click_table("9S").kind == "select"
    assert turn.click_hand("7H").action == "beat 9S 7H"
    turn.clear()
    assert turn.drop_on_table("7H", "JC").action == "beat JC 7H"
    turn.clear()
    refused = turn.drop_on_table("AC", "9S")
    assert (refused.kind, refused.action) == ("illegal", "beat 9S AC")


def test_marriage_asks_which_action():
    turn = HumanTurn(
        ["play KC", "marry KC", "play QC", "marry QC", "play 9H"], ["KC", "QC", "9H"], []
    )
    outcome = turn.click_hand("KC")
    assert outcome.kind == "choose"
    assert set(outcome.candidates) == {"play KC", "marry KC"}
    assert turn.click_hand("9H").action == "play 9H"


def test_two_card_discard_and_cards_you_do_not_hold():
    legal = ["discard 7C 8C", "discard 7C AH", "discard 8C AH"]
    turn = HumanTurn(legal, ["7C", "8C", "AH"], [])
    turn.click_hand("7C")
    assert turn.confirm().kind == "illegal"
    turn.click_hand("AH")
    assert turn.confirm("discard").action == "discard 7C AH"
    call = HumanTurn(["call AH", "call 10S", "pass"], ["7C"], [])
    assert {p.text for p in call.panel_actions} == {"call AH", "call 10S", "pass"}
    assert not call.has_card_actions
