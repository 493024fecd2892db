"""Chapanka inference from throws and ducks (docs/rules/chapanka.md §6): a seat void in the
suit led throws the Kinal first, then its most expensive card, and a seat under the winning
card plays the highest card that still loses; samples in which it kept the card it should
have played first weigh less, and the truth of rule-of-thumb play never does."""

from __future__ import annotations

import random
from types import SimpleNamespace

import engine
from engine.bots import make
from engine.bots.heuristics import chapanka
from tests.engine.test_bots_chapanka_rules import PANCEROLA, _deal
from tests.engine.test_chapanka_helpers import E, N, S, W

SPEC = engine.game("chapanka")

#: E leads the 4 of spades; N, void in spades, throws the 5 of diamonds; W ducks with the 2,
#: S takes the trick with the 9.
SPADE_TRICK = [(E, "play 4S"), (N, "play 5D"), (W, "play 2S"), (S, "play 9S")]


def _real(history: list[tuple[int, str]], pancerola: int | None = None) -> SimpleNamespace:
    """The public record the likelihood reads (with a position memo that does not keep)."""
    return SimpleNamespace(
        players=4,
        history=history,
        deal_starts=[0],
        pancerola=pancerola,
        position_memo=lambda _name, compute, *_key: compute(),
    )


def _weight(hands: dict[int, list[str]], pancerola: int | None = None, seat: int = E) -> float:
    real = _real([(S, "discard 9C"), *SPADE_TRICK], pancerola)
    sample = SimpleNamespace(hands=[hands.get(s, []) for s in range(4)])
    return chapanka.likelihood(real, sample, seat)


def test_a_seat_that_threw_another_card_is_unlikely_to_hold_the_kinal() -> None:
    assert _weight({N: ["2H", "3D"], W: ["JH"]}) == 1.0
    assert _weight({N: ["2H", "JH"], W: ["3D"]}) == chapanka.KINAL_KEPT


def test_a_seat_that_threw_a_cheap_card_is_unlikely_to_hold_a_dearer_one() -> None:
    assert _weight({N: ["2H", "4D"]}) == 1.0  # 5D and 4D are both worth nothing
    assert _weight({N: ["2H", "AD"]}) == chapanka.DEARER_KEPT


def test_a_seat_that_ducked_low_is_unlikely_to_hold_a_higher_card_that_also_loses() -> None:
    assert _weight({W: ["3D", "5S"]}) == 1.0  # the 5 would have taken the trick
    assert _weight({W: ["3D", "3S"]}) == chapanka.HIGHER_DUCK_KEPT


def test_keeping_the_kinal_off_a_heart_lead_is_no_odd_duck() -> None:
    real = _real([(E, "play KH"), (N, "play 5H")])
    sample = SimpleNamespace(hands=[[], [], [], ["JH", "2C"]])
    assert chapanka.likelihood(real, sample, E) == 1.0
    sample.hands[N] = ["10H", "2C"]
    assert chapanka.likelihood(real, sample, E) == chapanka.HIGHER_DUCK_KEPT


def test_a_pancerola_s_renounce_and_the_searcher_s_own_throws_tell_nothing() -> None:
    assert _weight({N: ["JH", "AD"], W: ["3S"]}, pancerola=N) == chapanka.HIGHER_DUCK_KEPT
    assert _weight({N: ["JH", "AD"]}, seat=N) == 1.0


def test_a_thrown_kinal_says_nothing_about_dearer_cards() -> None:
    state = _deal(PANCEROLA, ["JC", "QC", "KC"], "9C")
    state.apply("play 4S")  # E leads a spade; N, void, throws the Kinal
    state.apply("play JH")
    sample = SimpleNamespace(hands=[list(h) for h in state.hands])
    assert "KH" in sample.hands[N]
    assert chapanka.likelihood(state, sample, E) == 1.0


def test_rule_of_thumb_play_never_weighs_against_the_true_hands() -> None:
    """Every seat plays ``choose`` (which throws the Kinal, then the dearest card): the
    real deal must fit the evidence at every position, or the throws were misread."""
    rng = random.Random(4)
    read = 0
    for seed in range(12):
        state = SPEC.new_game(seed=seed)
        while state.current_player is not None:
            seat = state.current_player
            for other in range(4):
                assert chapanka.likelihood(state, state, other) == 1.0
            legal = state.legal_actions()
            state.apply(chapanka.choose(state.observation(seat), legal, rng)[0])
        read += len(chapanka._evidence(state))
    assert read > 20  # the check saw many throws and ducks, not none


def test_the_search_levels_use_the_throws_and_baseline_does_not() -> None:
    assert make("strong", "chapanka", seed=1).config.likelihood is chapanka.likelihood
    assert make("normal", "chapanka", seed=1).config.likelihood is chapanka.likelihood
    assert make("baseline", "chapanka", seed=1).config.likelihood is None
