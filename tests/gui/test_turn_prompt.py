"""The turn prompt names exactly the moves that are possible (issue 45 item 2).

Why: Bolachen's first claimant read "Bid or pass." beside six bid buttons and no Pass (this
program's auction lets the earliest claimant not drop out before naming a contract:
Bolachen rules §5), and a claimant who could hold or drop out read the same words.
"""

from __future__ import annotations

import random

import pytest

import engine
import i18n
from engine.guided import lessons
from gui import names
from tests.gui.conftest import wait_for_person

#: Every table: each game at each number of players, 1001 in each mode.
TABLES = [
    (game, players, {})
    for game in engine.GAMES
    for players in engine.game(game).players
    if game != "tausendundeins"
] + [
    ("tausendundeins", 2, {}),
    ("tausendundeins", 3, {"mode": "three_hand"}),
    ("tausendundeins", 3, {"mode": "russeln"}),
]


def _verbs(state) -> set[str]:
    return {str(a).split()[0] for a in state.legal_actions()}


@pytest.mark.parametrize(("game", "players", "options"), TABLES)
def test_every_prompt_names_only_and_all_the_possible_moves(game, players, options) -> None:
    vocabulary = names.vocabulary(game)
    prompts = {m.prompt: m for m in vocabulary.moves if m.prompt}
    rng = random.Random(7)
    seen = 0
    for seed in range(12):
        state = engine.game(game).new_game(players=players, seed=seed, options=dict(options))
        for _ in range(400):
            if state.current_player is None:
                break
            verbs = _verbs(state)
            prompt = names.turn_prompt(game, verbs, verbs)
            move = prompts.get(prompt)
            if move is not None:
                # A move's own prompt: said only where what it offers is what is possible.
                assert {move.key, *move.offers} == verbs, (seed, prompt, verbs)
            else:
                labels = [names.verb_label(game, v) for v in verbs]
                assert prompt.rstrip(".") and all(label in prompt for label in labels), (
                    seed,
                    prompt,
                    verbs,
                )
                assert len(prompt.split(" or ")) <= len(verbs), (prompt, verbs)
            seen += 1
            state.apply(rng.choice(state.legal_actions()))
    assert seen > 50


def test_every_offered_move_is_a_move_of_its_game() -> None:
    for game in engine.GAMES:
        keys = {m.key for m in names.vocabulary(game).moves}
        for move in names.vocabulary(game).moves:
            assert set(move.offers) <= keys - {move.key}, (game, move.key, move.offers)


@pytest.mark.parametrize(
    ("verbs", "prompt"),
    [
        ({"bid"}, "Name a contract to bid."),
        ({"bid", "drop"}, "Bid or Drop out."),
        ({"bid", "drop", "hold"}, "Hold, bid higher or drop out."),
        ({"hold", "drop"}, "Hold or Drop out."),
        ({"claim", "pass"}, "Do you want to play (be the declarer)?"),
        ({"claim"}, "The only possible move is “Play (claim)”."),
    ],
)
def test_bolachen_s_auction_prompts(verbs, prompt) -> None:
    assert names.turn_prompt("bolachen", verbs) == prompt


def test_the_first_claimant_is_not_told_to_pass(window, qtbot) -> None:
    """Bolachen lesson 1: Play (claim), Anna claims too; the person names a contract."""
    lesson = lessons("bolachen")[0]
    assert window.learning.start_guided("bolachen", "random")
    c = window.controller
    wait_for_person(window, qtbot)
    assert c.state.spec.id == lesson.game and "claim" in c.legal_texts()
    c.play("claim")
    wait_for_person(window, qtbot)
    verbs = {t.split()[0] for t in c.legal_texts()}
    assert verbs == {"bid"}, c.legal_texts()  # the deal the lesson is about
    prompt = window.input.prompt()
    assert prompt == "Your turn: Name a contract to bid.", prompt
    labels = [b.text() for b in window.panel.buttons if b.isVisible()]
    assert labels and not any("Pass" in label for label in labels), labels


@pytest.mark.parametrize(
    ("language", "prompt"),
    [
        ("en", "The only possible move is “Decline”."),
        ("de", "Möglich ist nur „Verzichten“."),
        ("pl", "Możliwe jest tylko „Zrezygnuj”."),
    ],
)
def test_the_only_possible_move_is_said_to_be_one(qapp, language, prompt) -> None:
    """Kaschlan's "Sie sind am Zug: Verzichten." read like a statement of a move made."""
    i18n.install(qapp, language)
    assert names.turn_prompt("kaschlan", {"decline"}) == prompt
