"""A sixth game, defined only under tests/, plays a whole deal through the real window.

The toy game "Toss" (tests/toss/) brings its own verb and words. The window shows its
prompt, move labels, log sentences, phase, role and result row although no file under gui/
was edited for it (checked below too): proof that gui/ renders any game from its vocabulary.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from gui.table.nameplate import NamePlate
from tests import toss
from tests.gui.conftest import play_deal, start
from tests.toss.games import toss as toygame

GUI = Path(__file__).resolve().parents[2] / "gui"


@pytest.fixture(scope="session")
def toss_game():
    """Registered for the session: a closed window may still retranslate its title (and so
    look the game up) when a later test switches the language."""
    yield toss.register()
    toss.unregister()


def test_no_file_under_gui_knows_the_toy_game():
    for path in GUI.rglob("*.py"):
        text = path.read_text(encoding="utf-8").lower()
        for word in ("toss", "shuffler", "boneyard", "tricks taken"):
            assert word not in text, f"{path.name} mentions {word!r}"


def test_toy_game_plays_a_whole_deal_in_the_window_with_its_own_words(toss_game, window, qtbot):
    messages: list[str] = []
    window.statusBar().messageChanged.connect(messages.append)
    start(window, qtbot, toygame.GAME_ID, players=3, seed=5, options={"deals": 1})
    c = window.controller
    assert c.is_human_turn()

    # The prompt and the move's label come from the toy's vocabulary.
    assert window.input.prompt() == "Your turn: Toss a card onto the heap."
    assert "Phase: Tossing" in window.score.info.text()
    # The glossary line of the phase, with its rule, is the info panel's tooltip.
    tip = window.score.info.toolTip()
    assert "<b>Tossing</b> — Cards are tossed to tricks." in tip and "toss#s2" in tip
    plates = [item for item in window.scene.items() if isinstance(item, NamePlate)]
    assert any("Shuffler" in plate.badges for plate in plates)
    # The bots moved first (seat 0 deals, seat 1 leads): their moves read as the toy's sentences.
    assert any(m.startswith(("Anna tosses ", "Bruno tosses ")) for m in messages), messages

    window.act_hint.trigger()
    qtbot.waitUntil(lambda: any(m.startswith("Hint: Toss ") for m in messages), timeout=20000)
    hint = next(m for m in messages if m.startswith("Hint: Toss "))
    assert not re.search(r"\b(10|[AKQJ2-9])[SHDC]\b", hint), hint  # no engine codes

    verbs = play_deal(window, qtbot, random.Random(3))
    assert verbs == {"toss"}
    assert c.state.deal_over and c.state.is_over
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    rows = [
        window.result_panel.model.cell(r, 0) for r in range(window.result_panel.model.rowCount())
    ]
    assert "Tricks taken" in rows, rows
    taken = rows.index("Tricks taken")
    cells = [window.result_panel.model.cell(taken, col) for col in (1, 2, 3)]
    assert sorted(int(x) for x in cells) == sorted(c.state.deal_result().detail["tricks_taken"])
    assert sum(int(x) for x in cells) == 5  # five tricks of three cards
    assert window.result_panel.next_button.text() == "New game…"  # the one-deal match is over
