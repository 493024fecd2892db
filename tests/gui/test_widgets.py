"""Dialogs, names, settings and live re-translation."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox

import engine
import i18n
from gui import detail_lines, names
from gui.dialogs.new_game import NewGameDialog
from gui.dialogs.rules import RulesDialog, rules_html
from gui.settings import MemoryStorage, Settings
from tests.gui.conftest import start


def test_settings_typed_and_announced(qtbot):
    storage = MemoryStorage()
    settings = Settings(storage)
    assert settings.pattern("bolachen") == "german"
    assert settings.pattern("kaschlan") == "french"
    with qtbot.waitSignal(settings.changed) as blocker:
        settings.set_pattern("kaschlan", "fourcolor")
    assert blocker.args == ["patterns"]
    assert Settings(storage).pattern("kaschlan") == "fourcolor"


def test_names_follow_pattern_and_language():
    assert names.card_short("QD") == "Q♦"
    # English sources: German-suited cards in English card players' words.
    assert names.card_name("QD", "german") == "Ober of Bells"
    assert names.card_name("AS", "german") == "Deuce of Leaves"
    assert [names.suit_name(s, "german") for s in "CSHD"] == ["Acorns", "Leaves", "Hearts", "Bells"]
    assert names.card_short("JC", "german") == "Unter of Acorns"
    assert names.card_short("JH", "french", "de") == "B♥"
    assert names.index_letters("pl", "french") == {"K": "K", "Q": "D", "J": "W", "A": "A"}
    assert names.index_letters("pl", "german") == i18n.index_letters("pl", "german")
    # The Ober and Unter are spelled out for the learner, whatever the corner letters.
    assert names.card_short("QD", "german", "pl") == "Ober of Bells"
    assert names.card_short("7D", "german") == "7 of Bells"
    assert names.action_label("scharwenzel", "bid 4 better") == "Bid 4 better (Clubs)"
    assert names.action_label("bolachen", "bid brand D", "german") == "Bid Brand Bells"
    assert names.action_label("kaschlan", "beat 9S KS") == "Beat 9♠ with K♠"
    assert names.action_label("kaschlan", "attack 9S 9H coachman 7C") == (
        "Attack with 9♠ 9♥ + coachman 7♣"
    )
    # A move of another player reads as a sentence; a face-down one names no card.
    assert names.action_sentence("kaschlan", "Anna", "attack 8S 8H") == "Anna attacks with 8♠ 8♥"
    assert names.action_sentence("chapanka", "Bruno", "discard ??") == "Bruno discards face down"


@pytest.fixture
def language(qapp) -> Iterator[Callable[[str], None]]:
    """Install a language's catalogs for the test; the English sources come back however the
    test ends (a failed assertion included), not on its last line only."""
    yield lambda lang: i18n.install(qapp, lang)
    i18n.uninstall(qapp)


def test_polish_german_suited_cards_agree_with_their_rank(language):
    """ "as żołądź" read as two nouns: the suit is an adjective, masculine for the courts and
    the ace, feminine for a number card (the siódemka)."""
    language("pl")
    assert names.card_name("AC", "german") == "as żołędny"
    assert names.card_name("JS", "german") == "niżnik zielony"
    assert names.card_name("7H", "german") == "7 czerwienna"
    assert names.card_short("JS", "german") == "niżnik zielony"
    language("de")
    assert names.card_short("JS", "german") == "Grün-Unter"
    assert names.card_name("7H", "german") == "Herz-7"


@pytest.mark.parametrize(
    ("lang", "card", "suits", "turn_up"),
    [
        ("de", "Schellen-Ober", ["Eichel", "Grün", "Herz", "Schellen"], "Wendekarte: B♣"),
        (
            "pl",
            "wyżnik dzwonkowy",
            ["żołądź", "zieleń", "czerwień", "dzwonek"],
            "Odkryta karta: W♣",
        ),
    ],
)
def test_german_suits_and_details_come_from_the_catalogs(language, lang, card, suits, turn_up):
    language(lang)
    assert names.card_name("QD", "german") == card
    assert [names.suit_name(s, "german") for s in "CSHD"] == suits
    # The detail line uses the installed language's corner letters (J♣ is B♣ / W♣).
    assert detail_lines.detail_lines("kaschlan", {"turn_up": "JC"}, ["You", "Anna"]) == [turn_up]
    assert detail_lines.detail_value("kaschlan", "attack_rank", "Q", ["You"]) == "D"


def test_detail_lines_name_teams_and_hide_internal_keys():
    teams = [[0, 2], [1, 3]]
    seats = ["You", "Anna", "Bruno", "Clara"]
    detail = {
        "team_of_seat": [0, 1, 0, 1],
        "team_names": ["Wir", "Ihr"],
        "threads": [2, 1],
        "majority_team": 1,
        "bidder": 2,
        "unknown_key": 5,
    }
    assert detail_lines.detail_lines("scharwenzel", detail, seats, teams=teams) == [
        "Threads: Your team\u00a02 · Opponents\u00a01",
        "Majority: Opponents",
        "Bidder: Bruno",
    ]
    assert detail_lines.detail_lines("tausendundeins", {"mode": "two_hand"}, seats) == [
        "Variant: Two hands"
    ]
    assert detail_lines.detail_lines("bolachen", {"score_mode": "soft"}, seats) == ["Score: Points"]
    # A field is read by its own game's vocabulary only.
    assert detail_lines.detail_lines("chapanka", {"threads": [2, 1]}, seats, teams=teams) == []
    # One number per seat reads with the names, not as a bare list.
    assert detail_lines.detail_lines("chapanka", {"antes": [2, 3]}, ["You", "Anna"]) == [
        "Antes: You\u00a02 · Anna\u00a03"
    ]
    # Bolachen's trick counts of the declarer wait until someone declared.
    assert (
        detail_lines.detail_lines("bolachen", {"declarer": None, "declarer_tricks": 0}, seats) == []
    )


def test_every_phase_of_every_game_has_a_name(language):
    phases = {
        "kaschlan": ("attack", "reinforce", "add", "defend", "deal_over"),
        "scharwenzel": ("bidding", "trump", "tout", "play", "stop_or_go_on", "deal_over"),
        "bolachen": ("bidding", "contract", "call", "exchange", "trump", "play"),
        "tausendundeins": ("bidding", "exchange", "play"),
        "chapanka": ("exchange", "discard", "play"),
    }
    language("de")
    for game, keys in phases.items():
        for phase in keys:
            # A name from the game's vocabulary, translated: never the humanized keyword.
            assert names.phase_name(game, phase) != names.humanize(phase), (game, phase)


def test_new_game_dialog_offers_every_option_and_remembers(qtbot):
    settings = Settings(MemoryStorage())
    for gid in engine.GAMES:
        dialog = NewGameDialog(settings, current=gid)
        qtbot.addWidget(dialog)
        spec = engine.game(gid)
        assert set(dialog.option_widgets) == set(spec.options)
        for name, opt in spec.options.items():
            widget = dialog.option_widgets[name]
            if set(opt.choices) == {True, False}:
                assert isinstance(widget, QCheckBox)
            else:
                assert isinstance(widget, QComboBox) and widget.count() == len(opt.choices)
            assert widget.toolTip()  # the option's help text
        choice = dialog.choices()
        assert len(choice["levels"]) == choice["players"] - 1
        spec.new_game(players=choice["players"], seed=1, options=choice["options"])
    dialog = NewGameDialog(settings, current="kaschlan")
    qtbot.addWidget(dialog)
    dialog.seed_spin.setValue(4242)
    dialog.accept()
    assert settings.last_new_game()["seed"] == 4242
    again = NewGameDialog(settings)
    qtbot.addWidget(again)
    # The game is remembered; the deal number is a fresh one (issue 17: a new game, new cards).
    assert again.game_id() == "kaschlan" and again.seed_spin.value() != 4242


def test_rules_for_every_game(qtbot):
    for gid in engine.GAMES:
        assert "<h2>" in rules_html(gid)
    dialog = RulesDialog("chapanka", "en")
    qtbot.addWidget(dialog)
    assert "Kinal" in dialog.browser.toPlainText()


def test_language_change_retranslates(window, qtbot):
    start(window, qtbot, "kaschlan", seed=3)
    window.game_menu.setTitle("x")
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.game_menu.title() == "&Game"


def test_score_sheet_gives_partners_one_column_and_bolds_the_totals(qtbot):
    from PySide6.QtCore import Qt

    from gui.score_panel import ScorePanel

    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.set_match("Scharwenzel", ["You", "Anna", "Bruno", "Clara"], "french")
    panel.set_observation({"teams": [[0, 2], [1, 3]], "totals": [3, 5, 3, 5]})
    results = [{"scores": [1, 2, 1, 2]}, {"scores": [2, 3, 2, 3]}]
    for _ in range(50):  # refilled after every move: no per-cell objects pile up or die
        panel.set_results(results)
    model = panel.model
    assert model.columnCount() == 2 and model.rowCount() == 3
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(2)]
    assert headers == [panel.tr("Your team"), panel.tr("Opponents")]
    assert [model.cell(r, 1) for r in range(3)] == ["2", "3", "5"]
    total = model.index(2, 0)
    assert model.data(total, Qt.ItemDataRole.FontRole).bold()
    assert model.data(model.index(0, 0), Qt.ItemDataRole.FontRole) is None


def test_deal_result_says_when_lower_is_better(qtbot):
    from gui.panels import DealResultPanel

    panel = DealResultPanel()
    qtbot.addWidget(panel)
    result = {
        "deal_no": 0,
        "scores": [0, 1, 0],
        "totals": [0, 1, 0],
        "detail": {"lower_is_better": True, "marks": [0, 1, 0]},
        "is_over": False,
    }
    panel.show_result(result, ["You", "Anna", "Bruno"], "french", game="kaschlan")
    assert panel.summary.text() == panel.tr("Lower totals are better.")
    assert panel.model.cell(0, 0) == panel.tr("This deal")
    assert [panel.model.cell(2, c) for c in range(4)][1:] == ["0", "1", "0"]
    assert panel.next_button.text() == panel.tr("Next deal")
