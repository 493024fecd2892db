"""The bots' reasons read in the person's language: every reason is a template the catalogs
translate (as a refused move's reason is), with cards in the table's notation."""

from __future__ import annotations

import random

import pytest

import engine
import i18n
from engine.bots import make
from engine.bots.heuristics import for_game
from engine.reasons import Reason
from gui.controller import engine_text
from i18n.extract_engine_strings import ROOT, engine_templates


def _reasons(game: str, positions: int = 12) -> list[Reason]:
    """Reasons of every bot level that gives one without a long search, in positions of a
    random deal: the rules of thumb, the random bot, and a small search."""
    state = engine.game(game).new_game(seed=5)
    rng = random.Random(3)
    module = for_game(game)
    search = make("normal", state.spec, seed=1, iterations=30, workers=1)
    found: list[Reason] = []
    steps = 0
    while len(found) < positions * 3 and steps < 400:
        steps += 1
        seat = state.current_player
        if seat is None:
            if state.is_over:
                break
            state.next_deal()
            continue
        legal = state.legal_actions()
        if module is not None and hasattr(module, "choose"):
            found.append(module.choose(state.observation(seat), legal, rng)[1])
        found.append(make("random", state.spec, seed=2).hint(state, seat).reason)
        if steps % 4 == 0:
            found.append(search.hint(state, seat).reason)
        state.apply(rng.choice(legal))
    return found


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_every_reason_is_a_template_the_catalogs_collect(game: str) -> None:
    templates, _words, _warnings = engine_templates(sorted((ROOT / "engine").rglob("*.py")))
    reasons = _reasons(game)
    assert reasons
    for reason in reasons:
        assert isinstance(reason, Reason), reason
        assert reason.template in templates, reason.template


@pytest.mark.parametrize("game", list(engine.GAMES))
@pytest.mark.parametrize("language", ["de", "pl"])
def test_reasons_are_translated_with_cards_in_the_notation(qapp, game, language) -> None:
    reasons = _reasons(game)
    english = {str(r) for r in reasons}
    i18n.install(qapp, language)
    for reason in reasons:
        shown = engine_text(reason, game, "french", language)
        # No English sentence is left, and no card code ("QD", "10H") either.
        assert shown not in english, shown
        assert shown != str(reason)
        for code in [v for v in reason.params.values() if isinstance(v, str)]:
            if engine.cards.is_card(code):
                assert code not in shown.split(), shown


@pytest.mark.parametrize("language", ["de", "pl"])
def test_the_exact_endgame_s_reasons_are_translated(qapp, language) -> None:
    """``strong`` in 1001's last tricks explains a solved move (tests/engine/test_bots_endgame.py
    builds the positions); both of its templates are collected and translated."""
    from engine.bots.ismcts import EndgameValue
    from engine.bots.players import describe_endgame

    templates, _words, _warnings = engine_templates(sorted((ROOT / "engine").rglob("*.py")))
    legal = [engine.Action("play AS"), engine.Action("play 9H")]
    i18n.install(qapp, language)
    for samples in (1, 8):
        values = {
            "play AS": EndgameValue(1.0, 24.0, samples, 72.0),
            "play 9H": EndgameValue(0.5, -3.0, samples, 58.5),
        }
        hint = describe_endgame(values, legal, 0.5)
        assert hint.action.text == "play AS" and hint.mean_score == 72.0
        assert hint.reason.template in templates
        shown = engine_text(hint.reason, "tausendundeins", "french", language)
        assert shown != str(hint.reason) and "+24" in shown, shown
