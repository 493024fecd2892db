"""The move log writes the person's moves as statements, as it writes everyone else's
(issue 45 item 8).

Why: the person's moves were button labels ("You: Play K♥"; Polish "Ty: Zagraj czerwień 8",
a command) beside the bots' statements ("Anna zagrywa czerwień A").
"""

from __future__ import annotations

import random

import pytest

import engine
import i18n
from gui import names
from gui.coach.learning import log_groups
from i18n.you_forms import english_you

#: Every game at its usual table, played at random far enough for every kind of move.
TABLES = [("kaschlan", 3), ("tausendundeins", 2), ("bolachen", 3), ("scharwenzel", 4),
          ("chapanka", 4)]  # fmt: skip
SEAT_NAMES = {"en": "You", "de": "Sie", "pl": "Ty"}


def _played(game: str, players: int, seed: int, moves: int = 60) -> engine.GameState:
    state = engine.game(game).new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.current_player is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("language", ["en", "de", "pl"])
@pytest.mark.parametrize(("game", "players"), TABLES)
def test_the_person_s_moves_are_statements(qapp, language, game, players) -> None:
    if language != "en":
        i18n.install(qapp, language)
    state = _played(game, players, seed=3)
    seats = [SEAT_NAMES[language], "Anna", "Bruno", "Clara", "Dieter"][:players]
    events = state.events(0)
    groups = log_groups(game, events, seats, "french", language)
    seat_of = {e["index"]: e["seat"] for e in events}
    mine = [e.text for g in groups for e in g.entries if seat_of.get(e.event) == 0]
    assert mine, groups
    labels = {names.action_label(game, e["action"], "french", language) for e in events}
    for line in mine:
        # Not "You: <the button's label>": a sentence of the language's own.
        assert not line.startswith(f"{SEAT_NAMES[language]}: "), line
        assert not any(line.endswith(label) for label in labels if ":" not in label), line


def test_the_english_sentence_for_you_follows_from_the_third_person() -> None:
    assert english_you("{name} plays {cards}") == "You play {cards}"
    assert english_you("{name} passes") == "You pass"
    assert english_you("{name} goes on for Tout") == "You go on for Tout"
    assert english_you("{name} stops and scores") == "You stop and score"
    assert english_you("{name} attacks with {cards} and the coachman {card}") == (
        "You attack with {cards} and the coachman {card}"
    )
    assert english_you("Bid or pass.") == ""


def test_polish_reads_zagrywasz_not_zagraj(qapp) -> None:
    i18n.install(qapp, "pl")
    assert names.you_sentence("chapanka", "play 8H", "french", "pl") == "Zagrywasz 8♥"
    assert names.action_sentence("chapanka", "Anna", "play AH", "french", "pl") == (
        "Anna zagrywa A♥"
    )
