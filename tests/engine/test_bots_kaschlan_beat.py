"""Kaschlan's root rule for beating (issue #32): the defender spends the cheapest card that
beats, a plain card before a trump, the lowest card of a suit, any other trump before
``QD``. With four players the search could not tell the trump jack from a plain nine (the
chance of being the Kaschlan moves little) and spent the jack in 49 of 390 such decisions."""

from __future__ import annotations

import engine
from engine.bots import make
from engine.bots.heuristics import kaschlan as kh
from engine.bots.suite import load
from tests.engine.test_bots_kaschlan_take import defence, kept

SPEC = engine.game("kaschlan")


def test_a_plain_nine_beats_before_the_trump_jack():
    state = defence({0: ["8H", "KD", "AD", "7S", "7C"], 1: ["9H", "JS", "10C", "10D", "QH"]},
                    ["8H"])  # fmt: skip
    legal = [a.text for a in state.legal_actions()]
    assert "beat 8H JS" in legal and "beat 8H 9H" in legal
    assert "beat 8H JS" not in kept(state)
    assert "beat 8H 9H" in kept(state)


def test_the_lowest_card_of_the_suit_beats():
    state = defence({0: ["8H", "KD", "AD", "7S", "7C"], 1: ["9H", "KH", "10C", "10D", "JS"]},
                    ["8H"])  # fmt: skip
    assert "beat 8H KH" not in kept(state) and "beat 8H 9H" in kept(state)
    trumps = defence({0: ["8S", "KD", "AD", "7H", "7C"], 1: ["9S", "JS", "10C", "10D", "QH"]},
                     ["8S"])  # fmt: skip
    assert kept(trumps) == ["beat 8S 9S", "take"]  # the lowest trump, not the jack


def test_the_trump_beats_where_no_plain_card_does():
    """Nothing plain beats 8C (no higher club): the trump jack and taking stay."""
    state = defence({0: ["8C", "KD", "AD", "7S", "7H"], 1: ["9H", "JS", "7C", "10D", "QH"]},
                    ["8C"])  # fmt: skip
    assert kept(state) is None


def test_the_kaschlan_is_kept_while_another_trump_beats():
    state = defence({0: ["8S", "KD", "AD", "7H", "7C"], 1: ["JS", "QD", "8C", "9H", "QH"]},
                    ["8S"])  # fmt: skip
    assert kept(state) == ["beat 8S JS", "take"]
    alone = defence({0: ["8S", "KD", "AD", "7H", "7C"], 1: ["7S", "QD", "8C", "9H", "QH"]},
                    ["8S"])  # fmt: skip
    assert kept(alone) is None  # QD is the only beater: it may beat or the defender takes


def test_a_plain_card_needed_elsewhere_leaves_the_trump_for_later():
    """10H beats both hearts and is the only plain beater: at first no trump may beat, but
    once 10H has beaten one of them the trump jack beats the other."""
    state = defence({0: ["8H", "9S", "KD", "AD", "7S"], 1: ["10H", "JS", "7C", "10D", "QC"]},
                    ["8H"])  # fmt: skip
    assert "beat 8H JS" not in kept(state)
    state.apply("beat 8H 10H")
    assert kept(state) is None or "beat 8H JS" in kept(state)
    pair = defence({0: ["9H", "9C", "KD", "AD", "7S"], 1: ["10H", "JS", "7C", "10D", "QC"]},
                   ["9H", "9C"])  # fmt: skip
    first = kept(pair)
    assert "beat 9H JS" not in first and "beat 9C JS" not in first  # 10H, QC beat them plain
    pair.apply("beat 9H 10H")
    assert "beat 9C JS" not in kept(pair)  # QC still beats 9C plain
    pair.apply("beat 9C QC")
    assert pair.current_player != 1 or not any(
        a.text.startswith("beat") for a in pair.legal_actions()
    )


def test_plain_beats_and_taking_are_not_touched():
    state = defence({0: ["8H", "KD", "AD", "7S", "7C"], 1: ["9H", "JS", "10C", "10D", "QH"]},
                    ["8H"])  # fmt: skip
    legal = {a.text: a for a in state.legal_actions()}
    assert not kh.dearer_beat(state, legal["beat 8H 9H"], 1)  # 9H is plain
    assert not kh.dearer_beat(state, legal["take"], 1)


def test_normal_spends_the_plain_nine():
    state = defence({0: ["8H", "KD", "AD", "7S", "7C"], 1: ["9H", "JS", "10C", "10D", "QH"],
                     2: ["8S", "9S", "KH", "8C", "JD"], 3: ["AS", "10H", "7H", "KC", "AC"]},
                    ["8H"])  # fmt: skip
    for seed in range(3):
        move = make("normal", SPEC, seed=seed, workers=1).choose(state, 1).text
        assert move in ("beat 8H 9H", "beat 8H QH")  # not the trump jack, and no take


def test_the_suite_keeps_a_right_move_at_every_position():
    """No confirmed position's right moves are all removed by the root rules."""
    for position in load("kaschlan"):
        state = position.build()
        legal = state.legal_actions()
        left = kh.prune(state, legal, position.seat)
        if left is not None:
            assert {a.text for a in left} & set(position.good)
