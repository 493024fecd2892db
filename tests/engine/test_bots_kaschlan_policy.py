"""Kaschlan's playout policies: the frozen ``baseline`` still plays exactly as before the new
policy, the new ``rollout`` (``normal``/``strong``) does what its docstring says on hand-made
positions, and both only ever return legal moves."""

from __future__ import annotations

import hashlib
import random

import pytest

import engine
from engine.bots import make
from engine.bots.heuristics import kaschlan as kh
from engine.bots.positions import random_positions
from engine.cards import INDEX
from engine.games import kaschlan as kas

SPEC = engine.game("kaschlan")


class _NoNoise(random.Random):
    """An rng whose draws are never below the noise share, so the rule itself decides."""

    def random(self) -> float:
        return 0.99


def _mask(cards):
    return sum(1 << INDEX[c] for c in cards)


def position(hands, trump, stock=("7D", "8D", "9D"), attacker=0, defender=1):
    """Four players at the start of a bout with these hands, trump suit and stock."""
    state = SPEC.new_game(players=4, seed=1, options={"match_games": 1})
    state.hands = [_mask(hands.get(s, ())) for s in range(4)]
    state.stock = [INDEX[c] for c in stock]
    state.trump = trump
    state.beaters = kas.BEATERS[trump]
    state.known = {}
    state._begin_bout(attacker, defender)
    state._legal = None
    return state


def after(state, *moves):
    for move in moves:
        state.apply(move)
    return state


def both(state):
    """(new policy's move, baseline policy's move) as texts, noise off."""
    legal = state.legal_actions()
    new = kh.rollout(state, legal, _NoNoise())
    old = kh.rollout_baseline(state, legal, _NoNoise())
    assert new is not None and old is not None
    return new.text, old.text


# --- the frozen baseline ------------------------------------------------------------------

#: Computed with the code before the new policy (main at f59a5be): the baseline's move and the
#: visits of every root move, fresh bot (seed 7, 120 iterations, one process) per position.
BASELINE_HINTS = [
    ("attack 10C", [("attack 10C", 32), ("attack KD", 27), ("attack AD", 26), ("attack 9D", 22),
                    ("attack 8H", 13)]),
    ("beat 9D 10D", [("beat 9D 10D", 22), ("beat 9S 10S", 20), ("beat 9D AD", 15),
                     ("beat 9S 8H", 15), ("beat 9D 7H", 14), ("take", 13), ("beat 9S 7H", 12),
                     ("beat 9D 8H", 9)]),
    ("beat 7C JC", [("beat 7C JC", 45), ("take", 30), ("beat 7C QD", 23), ("beat 7C AC", 22)]),
    ("beat JS 10H", [("beat JS 10H", 38), ("take", 35), ("beat JS KS", 25),
                     ("beat JC 10H", 22)]),
    ("attack JD", [("attack JD", 47), ("attack AC", 24), ("attack 7S", 24), ("attack QS", 13),
                   ("attack 9H", 12)]),
    ("take", [("take", 63), ("beat KS AS", 57)]),
]  # fmt: skip


def test_baseline_searches_exactly_as_before_the_new_policy():
    positions = random_positions(SPEC, len(BASELINE_HINTS), seed=31)
    for pos, (move, visits) in zip(positions, BASELINE_HINTS, strict=True):
        bot = make("baseline", SPEC, seed=7, iterations=120, workers=1)
        hint = bot.hint(pos, pos.current_player)
        bot.close()
        assert hint.action.text == move
        assert [(text, n) for text, _share, n in hint.alternatives] == visits


def test_baseline_policy_plays_the_same_moves_as_before():
    # 217 playout moves of the old policy (noise included) on four sampled deals, hashed; the
    # figure was computed with the code before the new policy.
    rng = random.Random(5)
    moves = []
    for pos in random_positions(SPEC, 4, seed=12):
        d = pos.determinize(pos.current_player, rng)
        while d.current_player is not None:
            legal = d.legal_actions()
            action = kh.rollout_baseline(d, legal, rng)
            if action is None:
                action = legal[int(rng.random() * len(legal))]
            moves.append(action.text)
            d.apply(action)
    digest = hashlib.sha256(" | ".join(moves).encode()).hexdigest()[:16]
    assert (len(moves), digest) == (217, "186851a58f0c52ff")


def test_levels_use_their_own_policy():
    assert make("baseline", SPEC, seed=1, iterations=10, workers=1).config.rollout is (
        kh.rollout_baseline
    )
    assert kh.baseline_rollout is kh.rollout_baseline
    for level in ("normal", "strong"):
        assert make(level, SPEC, seed=1, iterations=10, workers=1).config.rollout is kh.rollout
    assert kh.rollout is not kh.rollout_baseline


# --- the new policy on hand-made positions -------------------------------------------------


def test_reinforces_with_high_plain_cards_the_baseline_keeps():
    # Clubs are trumps; A attacks B with KS; C may throw in his two plain kings.
    state = after(
        position(
            {0: ["KS", "7S", "8S"], 1: ["7H", "8H", "9H", "10H", "JH"], 2: ["KH", "KD", "7C"]},
            "C",
        ),
        "attack KS",
    )
    assert state.current_player == 2
    assert both(state) == ("reinforce KH KD", "decline")


def test_never_throws_in_a_trump_with_a_plain_card():
    # Clubs are trumps: of 9H 9C only the plain 9H goes; the baseline looked at the first
    # card of the set alone and threw the trump 9C in with it.
    state = after(
        position(
            {0: ["9S", "7S", "8S"], 1: ["7H", "8H", "10H", "JH", "QH"], 2: ["9H", "9C", "AS"]},
            "C",
        ),
        "attack 9S",
    )
    assert both(state) == ("reinforce 9H", "reinforce 9H 9C")


def test_reinforces_nothing_but_trumps_never():
    state = after(
        position(
            {0: ["9S", "7S", "8S"], 1: ["7H", "8H", "10H", "JH", "QH"], 2: ["9C", "AS", "KS"]},
            "C",
        ),
        "attack 9S",
    )
    new, _old = both(state)
    assert new == "decline"


def test_defender_adds_his_own_high_plain_cards():
    # A attacks B with KS; C and D have no king; B adds his plain KH (beaten or taken later).
    state = after(
        position(
            {
                0: ["KS", "7S"],
                1: ["KH", "AS", "8D", "9D", "10D"],
                2: ["7H", "8H"],
                3: ["9H", "10H"],
            },
            "C",
        ),
        "attack KS",
        "decline",
        "decline",
    )
    assert state.current_player == 1
    assert both(state) == ("add KH", "decline")


def test_attacks_with_a_card_the_defender_cannot_beat_plain():
    # Clubs are trumps. B holds 9S, which beats A's 7S, but no heart above the 8: A attacks
    # with 8H (B must trump or take it) rather than the lowest card 7S.
    state = position({0: ["7S", "8H", "AD"], 1: ["9S", "7H", "7C", "10D", "JD"]}, "C")
    assert both(state) == ("attack 8H", "attack 7S")


def test_still_attacks_with_the_lowest_rank_when_the_defender_can_beat_everything_plain():
    state = position({0: ["7S", "8H", "JD"], 1: ["9S", "9H", "KD", "7C", "10D"]}, "C")
    assert both(state) == ("attack 7S", "attack 7S")


def test_an_ace_counts_as_a_card_the_defender_cannot_beat_plain():
    # Nothing plain beats an ace: with the bonus it is cheaper than a 7 the defender beats.
    state = position({0: ["7S", "8H", "AD"], 1: ["9S", "9H", "KD", "7C", "10D"]}, "C")
    assert both(state) == ("attack AD", "attack 7S")


def test_attacks_with_every_card_of_the_chosen_rank_that_fits():
    # B has no spade or heart above the 8: both 8s go, not one.
    state = position({0: ["8S", "8H", "KD"], 1: ["7S", "7C", "10D", "JD", "AD"]}, "C")
    assert both(state) == ("attack 8S 8H", "attack 8S 8H")


def test_defence_beats_with_the_cheapest_card_and_takes_only_when_nothing_beats():
    state = after(
        position({0: ["9S", "7H"], 1: ["10S", "AS", "7C", "QD", "8H"]}, "C"),
        "attack 9S",
        "decline",
        "decline",
        "decline",
    )
    assert state.current_player == 1
    assert both(state)[0] == "beat 9S 10S"
    state = after(
        position({0: ["9S", "7H"], 1: ["8S", "7D", "8H", "9H", "10H"]}, "C"),
        "attack 9S",
        "decline",
        "decline",
        "decline",
    )
    assert both(state)[0] == "take"


# --- legality ---------------------------------------------------------------------------


@pytest.mark.parametrize("policy", [kh.rollout, kh.rollout_baseline])
@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {}), (3, {"pack": 24}), (4, {}), (5, {"pack": 52, "coachman": True})],
)
def test_policies_only_return_legal_moves(policy, players, options):
    rng = random.Random(players)
    decided = 0
    for pos in random_positions(SPEC, 12, seed=41, players=players, options=options):
        d = pos.determinize(pos.current_player, rng)
        while d.current_player is not None:
            legal = d.legal_fast()  # the search's own list (a tuple)
            action = policy(d, legal, rng)
            if action is None:
                action = rng.choice(legal)
            else:
                decided += 1
                assert action in legal
            d.apply(action)
    assert decided > 50
