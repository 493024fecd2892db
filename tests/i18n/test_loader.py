"""The loader: live language switching, plural forms, card letters, rules texts, system locale."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

import engine
import i18n
from i18n import plurals

ROOT = Path(__file__).resolve().parents[2]


class Probe(QWidget):
    """A window as the GUI writes them: texts set in retranslateUi, redone on LanguageChange."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel(self)
        self.count = QLabel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.count)
        self.changes = 0
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt's convention
        self.label.setText(QCoreApplication.translate("MainWindow", "&Game"))
        self.count.setText(plurals.tricks(5))


@pytest.fixture
def restore_english(qapp: QApplication):
    """Leave no catalog installed: later tests see the source texts, whatever ran before."""
    yield
    i18n.uninstall(qapp)


def test_live_switch_retranslates_an_open_window(qtbot, qapp, restore_english) -> None:
    probe = Probe()
    qtbot.addWidget(probe)
    probe.show()
    # Qt posts LanguageChange to top-level widgets: the window changes on the next turn of the
    # event loop, which the running GUI always reaches at once.
    for lang, game, tricks in (("de", "&Partie", "5 Stiche"), ("pl", "&Gra", "5 lew")):
        i18n.install(qapp, lang)
        qtbot.waitUntil(lambda game=game: probe.label.text() == game, timeout=2000)
        assert probe.count.text() == tricks
    i18n.install(qapp, "en")
    qtbot.waitUntil(lambda: probe.label.text() == "&Game", timeout=2000)
    assert probe.count.text() == "5 tricks"
    assert probe.changes >= 3


def test_install_loads_own_and_qt_catalogs_and_replaces_earlier_ones(qapp, restore_english) -> None:
    i18n.install(qapp, "de")
    files = [Path(f).name for f in i18n.installed_files()]
    assert files == ["qtbase_de.qm", "kartentisch_de.qm"]
    i18n.install(qapp, "pl")
    assert [Path(f).name for f in i18n.installed_files()] == ["qtbase_pl.qm", "kartentisch_pl.qm"]
    # Qt's own catalog translates the standard buttons.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Anuluj"


def test_unknown_language_falls_back_to_english(qapp, restore_english) -> None:
    assert i18n.install(qapp, "fr") == "en"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


def test_polish_has_three_plural_forms() -> None:
    translator = QTranslator()
    assert translator.load(str(i18n.catalog_path("pl")))
    forms = [translator.translate("plurals", "%n card(s)", None, n) for n in (1, 2, 5)]
    assert forms == ["%n karta", "%n karty", "%n kart"]
    assert len(set(forms)) == 3
    # 22 takes the "2" form, 12 and 25 the "5" form: Polish rules, not English ones.
    assert translator.translate("plurals", "%n card(s)", None, 22) == "%n karty"
    assert translator.translate("plurals", "%n card(s)", None, 12) == "%n kart"


@pytest.mark.parametrize(
    ("n", "tricks", "points"),
    [
        (1, "1 lewa", "1 punkt"),
        (2, "2 lewy", "2 punkty"),
        (5, "5 lew", "5 punktów"),
        (22, "22 lewy", "22 punkty"),
        (25, "25 lew", "25 punktów"),
    ],
)
def test_polish_counted_phrases_through_the_installed_catalog(
    qapp, restore_english, n: int, tricks: str, points: str
) -> None:
    """1 takes the first form; 2–4 and 22–24 the second; 5–21 and 25 the third."""
    i18n.install(qapp, "pl")
    assert plurals.tricks(n) == tricks
    assert plurals.points(n) == points


def test_german_and_english_plural_forms(qapp, restore_english) -> None:
    i18n.install(qapp, "de")
    assert [plurals.cards(n) for n in (1, 2)] == ["1 Karte", "2 Karten"]
    i18n.install(qapp, "en")
    assert [plurals.cards(n) for n in (1, 2)] == ["1 card", "2 cards"]


def test_engine_reasons_translate_with_their_parameters(qapp, restore_english) -> None:
    err = engine.IllegalAction("You do not hold {card}.", card="QD")
    i18n.install(qapp, "de")
    text = QCoreApplication.translate("engine", err.template).format(**err.params)
    assert text == "Sie haben QD nicht."


def test_index_letters() -> None:
    assert i18n.index_letters("en", "french") == {"K": "K", "Q": "Q", "J": "J", "A": "A"}
    assert i18n.index_letters("de", "french") == {"K": "K", "Q": "D", "J": "B", "A": "A"}
    assert i18n.index_letters("de", "german") == {"K": "K", "Q": "O", "J": "U", "A": "A"}
    assert i18n.index_letters("pl", "french") == {"K": "K", "Q": "D", "J": "W", "A": "A"}
    assert i18n.index_letters("pl", "german") == {"K": "K", "Q": "W", "J": "N", "A": "A"}
    assert i18n.index_letters("de", "fourcolor") == i18n.index_letters("de", "french")


def test_languages_and_native_names() -> None:
    assert i18n.LANGUAGES == ("en", "de", "pl")
    assert [i18n.language_name(lang) for lang in i18n.LANGUAGES] == ["English", "Deutsch", "Polski"]
    assert sorted(i18n.GAMES) == sorted(engine.GAMES)


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("fr_FR", "en"), ("ja_JP", "en"), ("de_AT", "de"), ("pl_PL", "pl"), ("en_GB", "en")],
)
def test_system_language_from_a_locale(locale: str, expected: str) -> None:
    assert i18n.system_language(QLocale(locale)) == expected


@pytest.mark.parametrize(("lang_env", "expected"), [("fr_FR.UTF-8", "en"), ("pl_PL.UTF-8", "pl")])
def test_system_language_follows_the_environment(lang_env: str, expected: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(LANG=lang_env, LC_ALL=lang_env, LANGUAGE=lang_env.split(".")[0])
    code = "import i18n; print(i18n.system_language())"
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == expected


def test_import_has_no_qt_side_effects() -> None:
    code = (
        "import sys, i18n; from PySide6.QtCore import QCoreApplication;"
        " assert QCoreApplication.instance() is None;"
        " print('PySide6.QtWidgets' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"


def test_network_table_sentences_reach_the_player_in_their_language(qapp, restore_english) -> None:
    from gui.net.network_window import seat_news
    from gui.net.words import error_text, lost_text
    from netplay.protocol import CLOSE_TABLE_CLOSED, SeatEnd

    i18n.install(qapp, "de")
    assert lost_text(SeatEnd("the server closed the seat (4003)", CLOSE_TABLE_CLOSED)) == (
        "Der Gastgeber hat den Tisch geschlossen."
    )
    # The code decides, not the text: a reason that merely ends in a code is no close.
    assert lost_text(SeatEnd("failed: bad frame (4003)")) == (
        "Die Verbindung zum Tisch ist abgebrochen (failed: bad frame (4003))."
    )
    assert error_text("not_host") == "Das darf nur der Gastgeber."
    news = seat_news({"kind": "open"}, {"kind": "person"}, "Jan")
    assert "Jan" in news and "sat down" not in news
