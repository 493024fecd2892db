"""The learned playout policy's measure (scripts/policy_fit.py), whose figures docs/bots.md
reports: the fit finds a preference planted in the decisions, scores on deals it was not
fitted on, and the features say what the seat knows of the card."""

from __future__ import annotations

import dataclasses
import math
import random
from types import ModuleType
from typing import Any

import pytest

import engine
from engine.bots import inference
from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF
from engine.games.chapanka import PACK, PHASE_PLAY
from tests.engine.script_module import load_script


def _script() -> ModuleType:
    return load_script("policy_fit")


def test_the_fit_finds_a_planted_preference_and_scores_unseen_deals() -> None:
    script = _script()
    n = len(script.FEATURES)
    planted = [0.0] * n
    planted[2] = -3.0  # short suits first
    planted[7] = 2.0  # then the card with most cards of its suit below it
    rng = random.Random(4)
    rows = []
    for seed in range(160):
        x = [[rng.random() for _ in range(n)] for _ in range(5)]
        row = {"seed": seed, "kind": "lead", "x": x, "chosen": 0, "rules": 0}
        row["chosen"] = script.pick(planted, row)
        rows.append(row)
    w = script.fit(rows)
    assert w[2] < -1 and w[7] > 1  # the planted signs, the largest weights
    assert all(abs(w[i]) < abs(w[2]) for i in range(n) if i not in (2, 7))
    learned, rules, total = script.held_out(rows)["lead"]
    assert total == 160 and learned >= 0.85 * total  # unseen deals, a few near ties missed
    assert rules == sum(r["chosen"] == 0 for r in rows)
    model, uniform, n = script.held_out_loglik(rows)["lead"]
    assert n == 160 and uniform == pytest.approx(-math.log(5))
    assert model > uniform + 0.5  # the planted preference makes the chosen card likely


def test_features_are_what_the_seat_knows_of_the_card() -> None:
    script = _script()
    state: Any = engine.game("chapanka").new_game(seed=3)
    while state.phase != PHASE_PLAY:
        state.apply(state.legal_actions()[0])
    rng = random.Random(1)
    for _ in range(9):  # two tricks and a bit in: cards are gone
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    hand = state.hands[seat]
    gone = {c for pile in state.won for c in pile} | set(state.table)
    assert gone
    for card in hand:
        f = dict(zip(script.FEATURES, script.features(state, seat, card), strict=True))
        suit = SUIT_OF[card]
        mine = [c for c in hand if SUIT_OF[c] == suit]
        out = [c for c in PACK if SUIT_OF[c] == suit and c not in hand and c not in gone]
        assert f["suit length"] == len(mine) / 8
        assert f["singleton"] == (len(mine) == 1)
        assert (f["higher out"] + f["lower out"]) * 8 == len(out)
        higher = sum(NATURAL_VALUE[RANK_OF[c]] > NATURAL_VALUE[RANK_OF[card]] for c in out)
        assert f["higher out"] * 8 == higher
        assert f["kinal"] == (card == "JH") and f["ace"] == (RANK_OF[card] == "A")


def _play_on(seed: int, card_plays: int) -> Any:
    state: Any = engine.game("chapanka").new_game(seed=seed)
    while state.phase != PHASE_PLAY:
        state.apply(state.legal_actions()[0])
    rng = random.Random(seed)
    for _ in range(card_plays):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_learned_model_is_a_distribution_over_the_legal_cards() -> None:
    # Inference multiplies these probabilities over a deal's moves: if they did not sum to
    # one over the cards the mover could play, a world would be favoured for giving its
    # seats more (or fewer) choices, not for explaining their choices.
    script = _script()
    n = len(script.FEATURES)
    rng = random.Random(2)
    weights = tuple(tuple(rng.uniform(-3, 3) for _ in range(n)) for _ in script.MODELLED)
    model = script.LearnedModel(policy=script._no_policy, epsilon=0.3, weights=weights)
    checked = varied = 0
    for seed in range(6):
        state = _play_on(seed, 14)
        seat = state.current_player
        for seen in inference.observed_moves(state, seat):
            legal = seen.probe().legal_actions()
            if len(legal) < 2 or legal[0].verb != "play":
                continue
            hands: list[int | None] = [None] * state.players
            probs = [
                model.move_probability(dataclasses.replace(seen, text=a.text, readings={}), hands)
                for a in legal
            ]
            assert sum(probs) == pytest.approx(1.0)
            assert min(probs) >= 0.3 / len(legal) - 1e-12  # the epsilon share of any card
            varied += max(probs) > min(probs) + 0.01  # the weights decide, not epsilon alone
            checked += 1
            foreign = dataclasses.replace(seen, text="play ZZ", readings={})
            assert model.move_probability(foreign, hands) == inference.ILLEGAL
    assert checked >= 12 and varied >= checked // 2


def test_following_the_features_say_whether_the_card_takes_the_trick() -> None:
    script = _script()
    for seed in range(20):
        state = _play_on(seed, 9)  # the second card of trick 3
        led = SUIT_OF[state.table[0]]
        top = max(NATURAL_VALUE[RANK_OF[c]] for c in state.table if SUIT_OF[c] == led)
        seat = state.current_player
        for action in state.legal_actions():
            card = action.words[1]
            f = dict(zip(script.FEATURES, script.features(state, seat, card), strict=True))
            takes = SUIT_OF[card] == led and NATURAL_VALUE[RANK_OF[card]] > top
            assert f["takes"] == takes
            assert f["takes last"] == 0  # second to play, not last
            if not takes:
                assert f["takes points"] == f["takes with points"] == 0
