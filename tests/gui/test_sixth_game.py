"""A finished sixth game needs no file outside its own modules (issue #40 item 1).

"Toss" (tests/toss/) brings one module per layer, found by the rule of ``engine.homes``: its
rules and words (with the start screen's emblem, blurb and pattern), its bots' hooks (with
the ``strong`` budget and the sampler's check) and its coach profile (unit, steps, ideas).
Registered under its root, it is on the start screen with its fan and line, played by
``strong``, advised by the coach in its own unit with its own idea, and explained in the
glossary; and no file of the program names it.
"""

from __future__ import annotations

import random
import re
import subprocess
from pathlib import Path

import pytest

import engine.bots
from engine import homes
from engine.bots.consistency import problems
from engine.bots.hooks import hooks_for
from engine.coach import analyse
from engine.coach.analyst import verdict_of
from engine.coach.profile import profile_for
from gui import names, word_help
from gui.pixmaps import CardPixmaps
from gui.settings import MemoryStorage, Settings
from gui.start_screen import StartScreen
from tests import toss
from tests.toss.bots.heuristics import toss as toss_hooks
from tests.toss.coach.games import toss as toss_coach
from tests.toss.games import toss as toss_rules

REPO = Path(__file__).resolve().parents[2]
GAME = toss_rules.GAME_ID


@pytest.fixture(scope="session")
def toss_game():
    """Registered for the session, as in test_new_game_vocabulary (a closed window may still
    look the game up when a later test switches the language)."""
    yield toss.register()
    toss.unregister()


def test_each_layer_finds_the_games_module_by_one_rule(toss_game) -> None:
    found = {layer: homes.find(layer, GAME) for layer in homes.LAYERS}
    assert found[homes.RULES] is toss_rules
    assert found[homes.BOTS] is toss_hooks
    assert found[homes.COACH] is toss_coach
    assert engine.game(GAME) is toss_rules.SPEC
    assert hooks_for(GAME) is toss_hooks.HOOKS
    assert profile_for(GAME) is toss_coach.PROFILE
    # The built-in games by the same rule, under the root "engine".
    for gid in engine.GAMES:
        assert homes.module_name(homes.BOTS, gid) == f"engine.bots.heuristics.{gid}"
        assert homes.find(homes.BOTS, gid) is not None
        assert homes.find(homes.COACH, gid) is not None


def test_the_start_screen_shows_its_fan_and_line_in_its_pattern(toss_game, qtbot, tmp_path):
    screen = StartScreen(Settings(MemoryStorage()), CardPixmaps())
    qtbot.addWidget(screen)
    screen.show()
    tile = screen.tiles[GAME]
    assert tile.fan.cards == ("9H", "AS", "AC")
    assert tile.line.text() == (
        "Toss cards onto tricks; the ace of trumps counts two more. 2 to 4 players."
    )
    assert tile.fan.pattern == "fourcolor"  # its tradition, not the French default
    qtbot.waitUntil(lambda: all(p is not None for p in tile.fan.card_pixmaps()), timeout=20000)
    assert not tile.grab().isNull()


def test_strong_plays_it_with_its_own_budget_and_hooks(toss_game) -> None:
    strong = engine.bots.make("strong", GAME, seed=1)
    assert strong.iterations == toss_hooks.STRONG_ITERATIONS * engine.bots.STRONG_FACTOR
    assert engine.bots.search_config(GAME).rollout is toss_hooks.rollout
    state = toss_rules.SPEC.new_game(players=3, seed=4, options={"deals": 1})
    bot = engine.bots.make("strong", GAME, seed=1, iterations=60, workers=1)
    while state.current_player is not None:
        seat = state.current_player
        assert problems(state, state.determinize(seat, random.Random(seat)), seat) == []
        state.apply(bot.choose(state, seat))
    assert state.deal_over and sum(state.deal_result().scores) >= 5


def test_the_sampler_check_is_the_games_own(toss_game) -> None:
    """A sample that gives a seat a card of a suit it showed void in is refused by the toy's
    ``Hooks.consistency`` (the generic checks cannot know voids)."""
    real = toss_rules.SPEC.new_game(players=2, seed=3, options={"deals": 1})
    sample = real.clone()
    suit = sample.hands[1][0][-1]
    real.voids[1].add(suit)
    assert any("showed void" in p for p in problems(real, sample, 0))


def test_the_coach_advises_it_in_its_unit_with_its_idea(toss_game) -> None:
    state = toss_rules.SPEC.new_game(players=2, seed=2, options={"deals": 1})
    # To a position where the seat to act has a choice and can win the trick on the table.
    rng = random.Random(0)

    def a_choice_to_win() -> bool:
        legal = [a.text for a in state.legal_actions()]
        seat = state.current_player
        return len(legal) > 1 and any(toss_coach.ideas(state, seat, a) for a in legal)

    while not state.table or not a_choice_to_win():
        if state.current_player is None:
            pytest.fail("no position with a trick to win")
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    analysis = analyse(state, seat, samples=40)
    assert analysis.unit == "tricks"
    said = {o.action: {i.key for i in o.ideas} for o in analysis.options}
    assert any("wins-cheaply" in keys for keys in said.values())
    # Its own steps: a loss of 0.3 tricks is a mistake there, nothing under the generic ones.
    assert verdict_of(GAME, 0.3, 0.01, 0.0, 0.0) == "mistake"
    assert verdict_of("no-such-game", 0.3, 0.01, 0.0, 0.0) == "good"


def test_the_glossary_explains_its_words(toss_game) -> None:
    assert names.explanation(GAME, "move", "toss") == (
        "Throw one card onto the trick; follow suit if you can."
    )
    tip = word_help.tooltip(GAME, [("phase", "play"), ("role", "dealer")], "en")
    assert "<b>Tossing</b> — Cards are tossed to tricks." in tip
    assert "<b>Shuffler</b> — Shuffled the pack this time." in tip


def _files() -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return [REPO / name for name in listed if (REPO / name).is_file()]


def test_no_file_outside_its_own_modules_and_tests_names_it() -> None:
    """The files that mention the game's id: its own modules and the tests that use it. The
    program (engine, gui, i18n, cardart, netplay, scripts, packaging) never names it;
    documentation may point at the example."""
    word = re.compile(rf"\b{GAME}\b", re.IGNORECASE)
    mentions = []
    for path in _files():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # compiled catalogs, pictures
        if word.search(text):
            mentions.append(path.relative_to(REPO).as_posix())
    own = [m for m in mentions if m.startswith("tests/toss/")]
    using = [m for m in mentions if m.startswith("tests/") and m not in own]
    elsewhere = [m for m in mentions if not m.startswith(("tests/", "docs/"))]
    assert elsewhere == []
    assert sorted(own) == [
        "tests/toss/__init__.py",
        "tests/toss/bots/__init__.py",
        "tests/toss/bots/heuristics/__init__.py",
        "tests/toss/bots/heuristics/toss.py",
        "tests/toss/coach/__init__.py",
        "tests/toss/coach/games/__init__.py",
        "tests/toss/coach/games/toss.py",
        "tests/toss/games/__init__.py",
        "tests/toss/games/toss.py",
        "tests/toss/games/toss_words.py",
    ]
    assert sorted(using) == [
        "tests/gui/test_net_after_match.py",
        "tests/gui/test_net_new_match.py",
        "tests/gui/test_new_game_vocabulary.py",
        "tests/gui/test_result_panel_frame.py",
        "tests/gui/test_result_panel_keys.py",
        "tests/gui/test_sixth_game.py",
        "tests/gui/test_storage_statistics.py",
    ]
