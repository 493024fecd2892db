"""Counted phrases read as real plurals ("1 card", "0 cards"; Polish "1 karta", "2 karty",
"5 kart"), with a catalog and without one: the play-tester's plates once read "0 card(s)"."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

import i18n
from gui.match_graph import MatchGraph, Series
from i18n import plurals
from tests.gui.conftest import play_deal, start

#: The form each language gives a count of cards (Polish: 1; 2–4, 22–24; 0, 5–21, 25 …).
CARDS = {
    "en": {0: "0 cards", 1: "1 card", 2: "2 cards", 5: "5 cards"},
    "de": {0: "0 Karten", 1: "1 Karte", 2: "2 Karten", 5: "5 Karten"},
    "pl": {0: "0 kart", 1: "1 karta", 2: "2 karty", 5: "5 kart", 22: "22 karty", 25: "25 kart"},
}


def test_without_a_catalog_counted_phrases_are_english_plurals_not_sources(qapp) -> None:
    # No catalog installed (a test, a phrase newer than the catalog): Qt gives "0 card(s)".
    i18n.uninstall(qapp)
    assert [plurals.cards(n) for n in CARDS["en"]] == list(CARDS["en"].values())
    assert plurals.deals(12) == "12 deals" and plurals.deals(1) == "1 deal"
    assert plurals.cards_drawn(1) == "1 card"


@pytest.mark.parametrize("lang", sorted(CARDS))
def test_each_catalog_gives_its_languages_plural_forms(qapp, lang: str) -> None:
    i18n.install(qapp, lang)
    assert {n: plurals.cards(n) for n in CARDS[lang]} == CARDS[lang]


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "Totals after 1 deal: ", "Totals after 2 deals: "),
        ("de", "Stand nach 1 Spiel: ", "Stand nach 2 Spielen: "),
        ("pl", "Wyniki po 1 rozdaniu: ", "Wyniki po 2 rozdaniach: "),
    ],
)
def test_the_match_graph_counts_its_deals_in_the_right_form(
    qtbot, qapp, lang: str, one: str, two: str
) -> None:
    """The graph's tooltip read "Totals after 1 deals" (a plural fixed in the source)."""
    if lang != "en":  # English: the sources themselves, as without a catalog
        i18n.install(qapp, lang)
    graph = MatchGraph()
    qtbot.addWidget(graph)
    graph.set_series([Series("Anna", (0, 30)), Series("Ben", (0, -20))])
    assert graph.toolTip().startswith(one)
    graph.set_series([Series("Anna", (0, 30, 60)), Series("Ben", (0, -20, -10))])
    assert graph.toolTip().startswith(two)


def test_name_plates_at_a_deals_end_count_no_cards_as_0_cards(window, qtbot) -> None:
    """The play-tester's match end: every hand empty, the plates read "0 card(s)"."""
    start(window, qtbot, "tausendundeins", seed=3)
    play_deal(window, qtbot, random.Random(3))
    QApplication.processEvents()
    assert window.controller.state.deal_over
    infos = [plate.info for plate in window.scene.plates.values()]
    assert infos and all(info.startswith("0 cards") for info in infos), infos
