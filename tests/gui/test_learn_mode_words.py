"""Learn mode's description says where its advice comes from: the coach (one analyst behind
hint, learn mode and review), not "the strong bot" it once quoted, in every language."""

from __future__ import annotations

import pytest

import i18n
from gui.dialogs.new_game import NewGameDialog
from gui.settings import MemoryStorage, Settings

#: What the tooltip must say and must no longer say, per language.
WORDS = {
    "en": ("coach", ("strong bot",)),
    "de": ("Trainer", ("starke Computerspieler", "starken Bots")),
    "pl": ("trener", ("silny bot", "silnego bota")),
}


@pytest.mark.parametrize("language", ["en", "de", "pl"])
def test_the_learn_tick_names_the_coach(qtbot, qapp, language) -> None:
    i18n.install(qapp, language)
    dialog = NewGameDialog(Settings(MemoryStorage()), current="bolachen")
    qtbot.addWidget(dialog)
    tip = dialog.learn_box.toolTip()
    coach, gone = WORDS[language]
    assert coach in tip, tip
    assert not any(word in tip for word in gone), tip
