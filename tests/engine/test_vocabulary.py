"""Each game's vocabulary covers every word its engine uses, and forms read actions right."""

from __future__ import annotations

import random
import re

import pytest

import engine
from engine.vocabulary import Form, Move, Vocabulary


def _playout(game_id: str, seed: int, steps: int = 600):
    """Observations and actions of random play through a match (every seat's view)."""
    spec = engine.game(game_id)
    state = spec.new_game(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        yield state, None
        if state.is_over:
            return
        if state.deal_over:
            state.next_deal()
            continue
        action = rng.choice(state.legal_actions())
        yield state, action
        state.apply(action)


@pytest.mark.parametrize("game_id", engine.GAMES)
def test_vocabulary_names_every_action_phase_and_role_the_engine_uses(game_id):
    vocab = engine.game(game_id).vocabulary
    assert isinstance(vocab, Vocabulary) and vocab.game == game_id
    unmatched, phases, roles = set(), set(), set()
    for seed in range(3):
        for state, action in _playout(game_id, seed):
            if action is not None:
                if vocab.match(action.words) is None:
                    unmatched.add(action.text)
                continue
            for seat in range(state.players):
                obs = state.observation(seat)
                phases.add(obs["phase"])
                roles.update(r for rs in obs["roles"] for r in rs)
    assert not unmatched, f"actions no form reads: {sorted(unmatched)[:5]}"
    assert {p for p in phases if vocab.term("phase", p) is None} == set()
    assert {r for r in roles if vocab.term("role", r) is None} == set()


@pytest.mark.parametrize("game_id", engine.GAMES)
def test_every_move_phase_role_and_detail_is_explained(game_id):
    vocab = engine.game(game_id).vocabulary
    for section, terms in vocab.sections():
        for term in terms:
            assert term.context.split("/")[0] in (game_id, "common"), term
            if section in ("move", "phase", "role", "detail", "contract", "talon"):
                assert term.explain.endswith("."), term
            if term.rule:
                assert re.fullmatch(rf"{game_id}#s\d+", term.rule), term.rule
    for move in vocab.moves:
        assert move.rule and move.forms, move.key


def test_forms_bind_cards_keywords_numbers_and_suits():
    kaschlan = engine.game("kaschlan").vocabulary
    found = kaschlan.match(["attack", "9S", "9H", "coachman", "7C"])
    assert found is not None and found.form.shape == "{cards} coachman {card}"
    assert found.values == {"cards": ["9S", "9H"], "card": "7C"}
    beat = kaschlan.match(["beat", "9S", "KS"])
    assert beat is not None and beat.values == {"target": "9S", "card": "KS"}
    scharwenzel = engine.game("scharwenzel").vocabulary
    better = scharwenzel.match(["bid", "4", "better"])
    assert better is not None and better.values == {"n": "4"}
    assert better.form.label == "Bid {n} better (clubs)"
    bolachen = engine.game("bolachen").vocabulary
    bid = bolachen.match(["bid", "brand", "D"])
    assert bid is not None and bid.values == {"contract": ["brand", "D"]}
    assert bolachen.match(["trump", "D"]).values == {"suit": "D"}
    # A face-down move has no form: the GUI shows its public (hidden) wording instead.
    assert engine.game("chapanka").vocabulary.match(["discard", "??"]) is None
    assert kaschlan.match(["fly", "9S"]) is None


def test_a_vocabulary_refuses_a_label_that_drops_a_placeholder():
    with pytest.raises(ValueError, match="lacks"):
        Vocabulary.build(
            "x", moves=(Move("lay", "Lay", forms=(Form("{cards}", "Lay", "{name} lays {cards}"),)),)
        )
    with pytest.raises(ValueError, match="unknown placeholders"):
        Vocabulary.build(
            "x",
            moves=(Move("lay", "Lay", forms=(Form("{things}", "{things}", "{name} {things}"),)),),
        )
    with pytest.raises(ValueError, match="not in the vocabulary"):
        Vocabulary.build("x").phase_codes("play", "dreaming")


def test_one_phase_encoding_for_every_game():
    """Every game keeps its phase as a small number and publishes the vocabulary's key."""
    from engine.games import bolachen, chapanka, kaschlan, scharwenzel, tausendundeins

    for module in (bolachen, chapanka, kaschlan, scharwenzel, tausendundeins):
        state = module.SPEC.new_game(seed=1)
        assert isinstance(state.phase, int)
        assert state.observation(0)["phase"] == module.PHASES.key(state.phase)
