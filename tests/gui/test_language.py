"""Language: first start from the system, live switch from Settings through every open window."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialogButtonBox

import cardart
import i18n
from gui.dialogs.rules import RulesDialog
from gui.dialogs.settings import SettingsDialog
from gui.language import CHOSEN_KEY, Language, start_language
from gui.main_window import MainWindow
from gui.settings import MemoryStorage, Settings
from tests.gui.conftest import start, wait_rendered

I18N = Path(i18n.__file__).resolve().parent
GLOSSARY = {
    lang: json.loads((I18N / f"glossary_{lang}.json").read_text(encoding="utf-8"))
    for lang in ("de", "pl")
}
# Qt's own catalogs (qtbase_*.qm) translate the standard buttons.
CLOSE = {"en": "Close", "de": "Schließen", "pl": "Zamknij"}


def translated(lang: str, context: str, source: str) -> str:
    """The glossary's translation: the test states what the user must see, not what Qt says."""
    if lang == "en":
        return source
    return GLOSSARY[lang][context][source]


def plain(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText()


# --- the first start ------------------------------------------------------------------------


@pytest.mark.parametrize("system", ["de", "pl", "en"])
def test_first_start_takes_the_system_language(monkeypatch, system: str) -> None:
    monkeypatch.setattr(i18n, "system_language", lambda: system)
    storage = MemoryStorage()
    settings = Settings(storage)
    assert start_language(settings) == system
    assert storage.load()["language"] == system and storage.load()[CHOSEN_KEY] is True


def test_a_chosen_language_wins_over_the_system(monkeypatch) -> None:
    monkeypatch.setattr(i18n, "system_language", lambda: "pl")
    chosen_english = Settings(MemoryStorage({"language": "en", CHOSEN_KEY: True}))
    assert start_language(chosen_english) == "en"
    # Stored by a version without the marker: a non-default language was the user's choice.
    old_german = Settings(MemoryStorage({"language": "de"}))
    assert start_language(old_german) == "de"


def test_language_object_installs_the_setting_and_follows_it(qapp) -> None:
    settings = Settings(MemoryStorage({"language": "pl"}))
    language = Language(qapp, settings)
    assert language.current == "pl" and i18n.installed_language() == "pl"
    names = sorted(Path(f).name for f in i18n.installed_files())
    assert names == ["kartentisch_pl.qm", "qtbase_pl.qm"]
    switched: list[str] = []
    language.switched.connect(switched.append)
    settings.set_language("de")
    assert switched == ["de"] and i18n.installed_language() == "de"
    assert language.switch("en") == "en" and settings.language() == "en"
    assert switched == ["de", "en"]


# --- the live switch --------------------------------------------------------------------------


def _texts(window: MainWindow, settings_dialog: SettingsDialog, rules: RulesDialog) -> dict:
    buttons = settings_dialog.findChild(QDialogButtonBox).buttons()
    return {
        "game_menu": window.game_menu.title(),
        "help_menu": window.help_menu.title(),
        "score_dock": window.score_dock.windowTitle(),
        "prompt": window.panel.prompt.text(),
        "settings_title": settings_dialog.windowTitle(),
        "settings_label": settings_dialog.labels[0].text(),
        "close": buttons[0].text(),
        "rules_title": rules.windowTitle(),
        "rules_text": rules.browser.toPlainText(),
        "rules_game": rules.games.currentText(),
    }


def test_switching_in_settings_retranslates_every_open_window(window, qtbot, qapp):
    Language(qapp, window.settings, parent=window)
    start(window, qtbot, "tausendundeins", seed=1)
    settings_dialog = SettingsDialog(window.settings, window)
    rules = RulesDialog(window.game_id, window.settings.language(), window)
    for dialog in (settings_dialog, rules):
        qtbot.addWidget(dialog)
        dialog.show()
    english = _texts(window, settings_dialog, rules)
    assert english["game_menu"] == "&Game" and english["close"] == CLOSE["en"]
    assert english["prompt"]

    for index, lang in ((1, "de"), (2, "pl"), (0, "en")):
        settings_dialog.language.setCurrentIndex(index)  # what the user does in Settings
        assert window.settings.language() == lang
        expected_menu = translated(lang, "MainWindow", "&Game")
        qtbot.waitUntil(lambda m=expected_menu: window.game_menu.title() == m, timeout=3000)
        now = _texts(window, settings_dialog, rules)
        assert now["help_menu"] == translated(lang, "MainWindow", "&Help")
        assert now["score_dock"] == translated(lang, "MainWindow", "Score sheet")
        assert now["settings_title"] == translated(lang, "SettingsDialog", "Settings")
        assert now["settings_label"] == translated(lang, "SettingsDialog", "Language:")
        assert now["close"] == CLOSE[lang]
        assert now["rules_title"] == translated(lang, "RulesDialog", "Rules")
        assert now["rules_text"] == plain(i18n.rules_html("tausendundeins", lang))
        assert now["rules_game"] == translated(lang, "games", "1001 (Tausendundeins)")
        if lang == "en":
            assert now == english
        else:
            # The decision strip is rebuilt in the new language: no English text is left.
            assert now["prompt"] and now["prompt"] != english["prompt"]
            assert all(now[key] != english[key] for key in ("game_menu", "settings_title"))


def test_cards_are_redrawn_with_the_letters_of_the_language(window, qtbot, qapp):
    """French-suited packs read K D B in German and K D W in Polish: the art is re-rendered."""
    calls: list[dict[str, str] | None] = []
    lock = threading.Lock()
    real = cardart.render_pack

    def spy(*args, **kwargs):
        with lock:
            calls.append(kwargs.get("index_letters"))
        return real(*args, **kwargs)

    Language(qapp, window.settings, parent=window)
    window.settings.set_pattern("tausendundeins", "french")
    start(window, qtbot, "tausendundeins", seed=1)
    wait_rendered(window, qtbot)
    cardart.render_pack = spy
    try:
        for lang, queen, jack in (("de", "D", "B"), ("pl", "D", "W")):
            window.settings.set_language(lang)
            qtbot.waitUntil(lambda lang=lang: window.scene.language == lang, timeout=3000)
            wait_rendered(window, qtbot)
            assert window.scene.letters == i18n.index_letters(lang, "french")
            with lock:
                assert any(c and c["Q"] == queen and c["J"] == jack for c in calls), calls
    finally:
        cardart.render_pack = real


def test_german_pattern_letters_follow_the_language(window, qtbot, qapp) -> None:
    Language(qapp, window.settings, parent=window)
    window.settings.set_pattern("bolachen", "german")
    start(window, qtbot, "bolachen", seed=2)
    for lang, letters in (("de", ("O", "U")), ("pl", ("W", "N")), ("en", ("O", "U"))):
        window.settings.set_language(lang)
        assert (window.scene.letters["Q"], window.scene.letters["J"]) == letters


@pytest.mark.parametrize("size", [(1280, 800), (1000, 680)])
def test_turn_banner_never_covers_a_name_plate(window, qtbot, qapp, size) -> None:
    """Chapanka's exchange prompt is long in Polish; it wraps between the plates instead."""
    window.resize(*size)
    Language(qapp, window.settings, parent=window)
    start(window, qtbot, "chapanka", seed=1)
    for lang in ("pl", "de", "en"):
        window.settings.set_language(lang)
        qtbot.waitUntil(lambda lang=lang: window.scene.language == lang, timeout=3000)
        qtbot.waitUntil(lambda: bool(window.scene.prompt.text), timeout=3000)
        banner = window.scene.prompt.sceneBoundingRect()
        assert banner.width() > 0
        for plate in window.scene.plates.values():
            assert not banner.intersects(plate.sceneBoundingRect()), (lang, plate.name)


def test_name_plates_count_cards_with_real_plurals(window, qtbot, qapp) -> None:
    Language(qapp, window.settings, parent=window)
    start(window, qtbot, "tausendundeins", seed=1)
    size = len(window.controller.state.observation(0)["hand"])
    expected = {"de": f"{size} Karten", "pl": f"{size} kart", "en": f"{size} cards"}
    for lang, text in expected.items():
        window.settings.set_language(lang)
        qtbot.waitUntil(lambda t=text: window.scene.plates[0].info.startswith(t), timeout=3000)
