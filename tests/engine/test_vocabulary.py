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
    assert better.form.label == "Bid {n} better ({clubs})"
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


# --- each word means what the rules say (issue #30's glossary errors) ------------------------


def _explain(game_id: str, section: str, key: str) -> str:
    term = engine.game(game_id).vocabulary.term(section, key)
    assert term is not None, (game_id, section, key)
    return term.explain


def test_kaschlan_add_is_the_defenders_own_addition():
    for section in ("move", "phase"):
        text = _explain("kaschlan", section, "add")
        assert "defender" in text and "attacker" not in text, text
        assert "own" in text or "his" in text


def test_kaschlan_take_and_defender_take_only_the_unbeaten_cards():
    assert "unbeaten" in _explain("kaschlan", "move", "take")
    defender = _explain("kaschlan", "role", "defender")
    assert "unbeaten" in defender and "all" not in defender.split()


def test_kaschlan_limit_is_how_many_cards_may_be_laid():
    limit = engine.game("kaschlan").vocabulary.detail("limit")
    assert "beat" not in limit.label and "Limit" in limit.label
    assert "may lay" in limit.explain and "held" in limit.explain


def test_kaschlan_game_ends_with_one_player_holding_cards_not_every_card_played():
    text = _explain("kaschlan", "phase", "deal_over")
    assert "Every card" not in text and "holds cards" in text


def test_chapanka_forehand_sits_on_the_dealers_right():
    text = _explain("chapanka", "role", "forehand")
    assert "right" in text and "left" not in text


def test_scharwenzel_declarer_plays_with_his_team():
    for section in ("role", "detail"):
        text = _explain("scharwenzel", section, "declarer")
        assert "team" in text and "alone" not in text


def test_scharwenzel_go_on_risks_the_tout_only():
    text = _explain("scharwenzel", "move", "go-on")
    assert "loses the game" not in text
    assert "Tout is lost" in text and "still scores" in text


def test_deal_over_says_why_a_deal_ends_before_every_card_is_played():
    for game_id in ("bolachen", "scharwenzel"):
        text = _explain(game_id, "phase", "deal_over")
        assert "Every card" not in text and "rest" in text, (game_id, text)
    assert "Every card" not in _explain("tausendundeins", "phase", "deal_over")


def test_1001_strict_play_names_the_duty_to_trump():
    vocab = engine.game("tausendundeins").vocabulary
    assert "trump" in vocab.detail("play_phase").explain.split("Strict")[1]
    assert "trump" in vocab.term("value", "strict").label


# --- the words a learner meets outside the moves -------------------------------------------

MISSING_WORDS = {
    "chapanka": {"kinal": ("JH",)},
    "scharwenzel": {
        "olsch": ("QC",),
        "nillje": (),
        "basta": ("QS",),
        "kleverbur": ("JC",),
        "piekbur": ("JS",),
        "hartenbur": ("JH",),
        "rutenbur": ("JD",),
        "macker": (),
        "wir": (),
        "ihr": (),
    },
    "tausendundeins": {"marriage": (), "stock": (), "turn_up": ()},
    "kaschlan": {"coachman": (), "queen_of_diamonds": ("QD",), "stock": ()},
    "bolachen": {"suit_order": ()},
}


@pytest.mark.parametrize("game_id", sorted(MISSING_WORDS))
def test_every_word_a_learner_meets_is_explained_with_its_rule(game_id):
    vocab = engine.game(game_id).vocabulary
    for key, cards in MISSING_WORDS[game_id].items():
        word = vocab.word(key)
        assert word is not None, key
        assert word.explain.endswith(".") and re.fullmatch(rf"{game_id}#s\d+", word.rule)
        assert word.context == f"{game_id}/word"
        assert set(cards) <= set(word.cards)
        for card in cards:
            assert word in vocab.words_of("play", [card])


def test_a_move_carries_the_words_it_mentions():
    kaschlan = engine.game("kaschlan").vocabulary
    said = {w.key for w in kaschlan.words_of("attack", ["9S", "9H", "coachman", "7C"])}
    assert said == {"coachman"}
    assert kaschlan.words_of("attack", ["9S"]) == ()
    bolachen = engine.game("bolachen").vocabulary
    assert [w.key for w in bolachen.words_of("bid", ["brand", "D"])] == ["suit_order"]


def test_the_scharwenzel_trumps_are_named_in_their_order():
    vocab = engine.game("scharwenzel").vocabulary
    trump = vocab.detail("trump").explain
    order = [trump.index(w) for w in ("Olsch", "Nillje", "Basta", "Burs")]
    assert order == sorted(order)
    assert "seven of the trump suit" in vocab.word("nillje").explain


def test_bolachen_brand_names_the_suit_order_of_the_auction():
    brand = engine.game("bolachen").vocabulary.contract("brand").explain
    order = [brand.index(s) for s in ("Acorns", "Leaves", "Bells", "Hearts")]
    assert order == sorted(order)
