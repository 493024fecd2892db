"""Words explained where they stand (issue 16, item 3): every game word the table shows has
its explanation and a link to its rule in a tooltip, in the person's language, and leads to
that rule; a refused card gets the game's reason and the rule in a balloon beside it."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

import engine
import i18n
from gui import names, rules_sections, word_help
from gui.dialogs.rules import RulesDialog
from gui.language import Language
from gui.table.card_item import CardItem
from tests.gui.conftest import click_card, start, wait_for_person

GAMES = list(engine.GAMES)
LINK = re.compile(r'<a href="rule:(\w+)#(s\d+)">([^<]+)</a>')


def _shown_terms(game: str):
    """Every word of the game the table can show: moves, phases, roles, result and info
    details, contracts and the talon (options and their values belong to the New-game
    dialog and the rules' options section)."""
    vocab = names.vocabulary(game)
    for section, terms in vocab.sections():
        if section not in ("option", "value"):
            yield from terms


def _links(tip: str) -> list[tuple[str, str, str]]:
    return LINK.findall(tip)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["en", "de", "pl"])
def test_every_word_has_its_explanation_and_a_link_to_an_existing_anchor(
    qapp, game: str, language: str
) -> None:
    i18n.install(qapp, language)
    anchors = rules_sections.anchors(game, language)
    for term in _shown_terms(game):
        tip = word_help.tooltip(game, [term])
        explain = qapp.translate(term.context, term.explain)
        assert term.explain and explain in tip, (game, term.key, tip)
        links = _links(tip)
        assert len(links) == 1, (game, term.key, tip)
        linked_game, anchor, text = links[0]
        assert linked_game == game and anchor in anchors, (term.key, anchor)
        # The link names the section by the title the rules window shows there, no number
        # (the rules pages number no headings, so a section number named nothing to find).
        assert rules_sections.section_title(game, anchor) in text and "§" not in text


def _tip_words(tip: str) -> str:
    return re.sub(r"<[^>]+>", " ", tip)


@pytest.mark.parametrize("game", GAMES)
def test_the_widgets_showing_game_words_carry_their_tooltips(window, qtbot, game) -> None:
    start(window, qtbot, game, seed=4)
    c = window.controller
    rng = random.Random(2)
    seen_buttons = 0
    for _ in range(12):
        wait_for_person(window, qtbot)
        if c.state.current_player is None:
            break
        obs = c.observation()
        # The move buttons of the action strip.
        for button in window.panel.buttons:
            action = button.property("action") or ""
            verb = action.split()[0] if action else ""
            move = names.vocabulary(game).move(verb) if verb else None
            if move is None:
                continue
            seen_buttons += 1
            tip = button.toolTip()
            assert qapp_translate(move) in tip and _links(tip), (action, tip)
        # The prompt on the table asks for a move and explains it.
        verb = window.input.prompt_verb()
        if verb:
            tip = window.scene.prompt.toolTip()
            assert qapp_translate(names.vocabulary(game).move(verb)) in tip and _links(tip)
        # Roles on the name plates.
        for seat, roles in enumerate(obs.get("roles") or []):
            plate = window.scene.plates[seat]
            for role in roles:
                term = names.vocabulary(game).term("role", role)
                if term is not None:
                    assert names.label(term) in plate.toolTip(), (role, plate.toolTip())
                    assert word_help.item_rules(plate)
        # The phase in the game facts.
        phase = names.vocabulary(game).term("phase", str(obs.get("phase")))
        if phase is not None:
            assert qapp_translate(phase) in window.score.info.toolTip()
        before = len(c.state.history)
        c.play(rng.choice(c.legal_texts()))
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
    # The rows of a deal's result explain their words.
    _finish_deal(window, qtbot, rng)
    panel = window.result_panel
    qtbot.waitUntil(panel.isVisible, timeout=10000)
    model = panel.model
    for row in range(2, model.rowCount()):
        label = model.headerData(row, Qt.Orientation.Vertical)
        tip = model.headerData(row, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
        assert tip and label in tip and _links(tip), (label, tip)
    if panel.extra.isVisible():
        assert _links(panel.extra.toolTip())


def qapp_translate(term) -> str:
    return QApplication.translate(term.context, term.explain)


def _finish_deal(window, qtbot, rng) -> None:
    c = window.controller
    for _ in range(400):
        wait_for_person(window, qtbot)
        if c.state.deal_over:
            return
        before = len(c.state.history)
        c.play(rng.choice(c.legal_texts()))
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
    raise AssertionError("the deal does not end")


def test_switching_to_german_changes_the_tooltips(window, qtbot, qapp) -> None:
    Language(qapp, window.settings, parent=window)
    start(window, qtbot, "kaschlan", seed=2)
    button = next(b for b in window.panel.buttons if b.toolTip())
    english = button.toolTip()
    info_en = window.score.info.toolTip()

    def first_tip() -> str:
        return next(b for b in window.panel.buttons if b.toolTip()).toolTip()

    window.settings.set_language("de")
    qtbot.waitUntil(lambda: "Regeln: " in first_tip())  # the catalogs change live
    german = first_tip()
    assert german != english and "Rules: " not in german and "Rechtsklick" in german
    assert "Decline" not in german  # the word and its explanation are German too
    assert window.score.info.toolTip() != info_en and "Regeln: " in window.score.info.toolTip()
    window.settings.set_language("pl")
    qtbot.waitUntil(lambda: "Zasady: " in first_tip())


def _refusable(window, qtbot, game: str, seed: int) -> str:
    """Play at random until the person holds a card no legal move uses; that card."""
    c = window.controller
    rng = random.Random(seed)
    for _ in range(200):
        wait_for_person(window, qtbot)
        if c.state.deal_over:
            c.next_deal()
            continue
        legal = c.legal_texts()
        used = {w for a in legal for w in a.split()[1:]}
        hand = c.observation()["hand"]
        bad = [card for card in hand if card not in used]
        if bad and all(a.split()[0] == "play" for a in legal):
            window.scene.finish_animations()
            return bad[0]
        before = len(c.state.history)
        c.play(rng.choice(legal))
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
    raise AssertionError("no refusable card came up")


def _near(balloon, item) -> None:
    card = item.sceneBoundingRect()
    box = balloon.sceneBoundingRect()
    tip = balloon.tip_point()
    # The tip points at the card from just above (or below) it, within its width.
    assert card.left() - 1 <= tip.x() <= card.right() + 1, (tip, card)
    assert min(abs(tip.y() - card.top()), abs(tip.y() - card.bottom())) < 2, (tip, card)
    assert box.intersects(card.adjusted(-30, -box.height() - 40, 30, 40))


def test_a_refused_click_shows_the_reason_and_rule_beside_the_card(window, qtbot) -> None:
    start(window, qtbot, "chapanka", players=4, seed=3)
    card = _refusable(window, qtbot, "chapanka", 1)
    history = len(window.controller.state.history)
    click_card(window, qtbot, card)
    balloon = window.input.balloon
    assert balloon.isVisible()
    assert len(window.controller.state.history) == history  # nothing was played
    # The engine's reason, in the notation (never "QD"), and the rule it comes from.
    assert balloon.reason == window.statusBar().currentMessage()
    assert not re.search(r"\b(10|[AKQJ2-9])[SHDC]\b", balloon.reason)
    assert "Rules: Play" in balloon.rule_text  # chapanka's play section
    _near(balloon, window.scene.item(card))
    # The next key press takes it away.
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    assert not balloon.isVisible()


def test_a_refused_drop_shows_the_balloon_and_a_click_on_it_opens_the_rule(window, qtbot) -> None:
    start(window, qtbot, "tausendundeins", seed=5)
    card = _refusable(window, qtbot, "tausendundeins", 4)
    window.scene.card_dropped.emit(card, "")
    balloon = window.input.balloon
    assert balloon.isVisible() and balloon.rule == "tausendundeins#s5"
    _near(balloon, window.scene.item(card))
    centre = window.view.mapFromScene(balloon.mapToScene(balloon.box().center()))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    dialog = window.findChild(RulesDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.games.currentData() == "tausendundeins" and dialog.anchor == "s5"
    assert not balloon.isVisible()


def test_a_right_click_on_a_word_opens_the_rules_at_its_section(window, qtbot) -> None:
    start(window, qtbot, "kaschlan", seed=2)
    button = next(b for b in window.panel.buttons if word_help._widget_rules(b))
    rule = word_help._widget_rules(button)[0]
    assert button.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu
    button.customContextMenuRequested.emit(QPoint(2, 2))
    menu = button.findChild(QMenu)
    assert menu is not None
    action = menu.actions()[0]
    assert rules_sections.section_title(*word_help.split_rule(rule)) in action.text()
    action.trigger()
    dialog = window.findChild(RulesDialog)
    game, anchor = word_help.split_rule(rule)
    assert dialog.isVisible() and dialog.games.currentData() == game and dialog.anchor == anchor
    # The page is scrolled to that section: the anchor's block is in view.
    assert dialog.browser.verticalScrollBar().value() > 0 or anchor in ("s1", "s2")


def test_table_items_with_words_answer_a_right_click(window, qtbot) -> None:
    start(window, qtbot, "kaschlan", seed=2)
    plate = next(p for p in window.scene.plates.values() if word_help.item_rules(p))
    pos = window.view.mapFromScene(plate.sceneBoundingRect().center())
    assert word_help.rules_at(window.view, pos) == word_help.item_rules(plate)
    viewport = window.view.viewport()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, viewport.mapToGlobal(pos))
    QApplication.sendEvent(viewport, event)
    menu = window.view.findChild(QMenu)
    assert menu is not None
    rule = word_help.item_rules(plate)[0]
    assert [a.text() for a in menu.actions()][0].endswith(
        rules_sections.section_title(*word_help.split_rule(rule))
    )
    assert isinstance(window.scene.items()[0], object)
    assert not any(
        isinstance(i, CardItem) and word_help.item_rules(i) for i in window.scene.items()
    )


def test_phase_titles_of_the_move_log_explain_the_phase(window, qtbot) -> None:
    start(window, qtbot, "chapanka", players=4, seed=3)
    c = window.controller
    rng = random.Random(1)
    while c.state.observation(0)["phase"] == "exchange" or not c.state.events():
        before = len(c.state.history)
        c.play(rng.choice(c.legal_texts()))
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
        wait_for_person(window, qtbot)
    model = window.learning.log.model
    first = model.index(0, 0)
    assert model.data(first) == "Exchange"
    tip = model.data(first, Qt.ItemDataRole.ToolTipRole)
    phase = names.vocabulary("chapanka").term("phase", "exchange")
    assert qapp_translate(phase) in tip and _links(tip)


def test_a_card_tried_during_the_bidding_says_what_is_asked(window, qtbot) -> None:
    """Bolachen's bidding has no card move: a clicked card gets the question of the moment
    and the bidding's rule, never the engine's command words ("say 'claim' or 'pass'")."""
    start(window, qtbot, "bolachen", players=3, seed=21)
    wait_for_person(window, qtbot)
    c = window.controller
    assert all(len(t.split()) == 1 for t in c.legal_texts()), c.legal_texts()
    card = c.observation()["hand"][0]
    history = len(c.state.history)
    click_card(window, qtbot, card)
    balloon = window.input.balloon
    assert balloon.isVisible()
    assert len(c.state.history) == history
    assert balloon.reason.startswith("No card is played now.")
    assert "say '" not in balloon.reason and len(balloon.reason) > len("No card is played now.")
    assert balloon.rule == names.vocabulary("bolachen").move(c.legal_texts()[0]).rule
    _near(balloon, window.scene.item(card))


def test_a_compact_result_panel_keeps_the_words_and_rules_in_a_tooltip(qtbot) -> None:
    from gui.panels import DealResultPanel

    panel = DealResultPanel()
    qtbot.addWidget(panel)
    result = {
        "deal_no": 0,
        "scores": [120, 0],
        "totals": [120, 0],
        "is_over": False,
        "detail": {"card_points": [80, 40], "goal": 1001, "shortfall": 881},
    }
    panel.set_compact(True)
    panel.show_result(result, ["You", "Anna"], "french", None, "tausendundeins")
    tip = panel.summary.toolTip()
    goal = names.vocabulary("tausendundeins").detail("goal")
    assert qapp_translate(goal) in tip
    assert ("tausendundeins", goal.rule.split("#")[1]) in [(g, a) for g, a, _ in _links(tip)]
    assert word_help._widget_rules(panel.summary)


@pytest.mark.parametrize("language", ["en", "de", "pl"])
def test_the_rules_open_at_the_heading_a_paragraphs_link_names(qapp, qtbot, language) -> None:
    """A word whose rule is a plain paragraph of a section is linked by that section's
    heading ("Rules: The deal"): the window shows the heading, not the paragraph below it."""
    i18n.install(qapp, language)
    try:
        checked = 0
        for game in GAMES:
            for anchor in rules_sections.anchors(game, language):
                if not rules_sections.titled_by_heading(game, anchor, language):
                    continue
                dialog = RulesDialog(game, language)
                qtbot.addWidget(dialog)
                dialog.show_section(game, anchor)
                dialog.show()
                browser = dialog.browser
                top = browser.cursorForPosition(browser.viewport().rect().topLeft()).block()
                title = rules_sections.section_title(game, anchor, language)
                assert top.text() == title, (game, anchor, top.text())
                dialog.close()
                checked += 1
        assert checked > len(GAMES)  # more than the pages' opening paragraphs
    finally:
        i18n.install(qapp, "en")


# --- the game's own words (Kinal, Olsch, coachman, stock …) --------------------------------


@pytest.mark.parametrize(
    ("game", "action", "word"),
    [
        ("chapanka", "play JH", "kinal"),
        ("scharwenzel", "play QC", "olsch"),
        ("scharwenzel", "play JD", "rutenbur"),
        ("kaschlan", "attack 9S 9H coachman 7C", "coachman"),
        ("kaschlan", "attack QD", "queen_of_diamonds"),
        ("tausendundeins", "marry KH", "marriage"),
        ("bolachen", "bid brand D", "suit_order"),
    ],
)
def test_a_move_button_explains_the_game_words_it_carries(qapp, game, action, word) -> None:
    i18n.install(qapp, "en")
    term = names.vocabulary(game).word(word)
    tip = word_help.tooltip(game, word_help.action_entries(game, action))
    assert term.label.split(" (")[0] in tip and term.explain in tip
    assert ("rule:" + term.rule) in tip
    # A card without a nickname adds nothing.
    plain = word_help.action_entries(game, "play 8S")
    assert all(section != "word" for section, _key in plain)


@pytest.mark.parametrize("language", ["en", "de", "pl"])
def test_advice_text_gets_the_words_it_names_in_the_persons_language(qapp, language) -> None:
    i18n.install(qapp, language)
    vocab = names.vocabulary("scharwenzel")
    olsch, basta = names.label(vocab.word("olsch")), names.label(vocab.word("basta"))
    text = f"{olsch.split(' (')[0]} … {basta}"
    assert word_help.text_entries("scharwenzel", text) == [("word", "olsch"), ("word", "basta")]
    kinal = names.label(names.vocabulary("chapanka").word("kinal"))
    # Declined forms count ("kinala" in Polish), case aside.
    assert word_help.text_entries("chapanka", f"{kinal.lower()}a") == [("word", "kinal")]
    # Everyday words are left alone: German "Ihr Partner" is no team.
    assert word_help.text_entries("scharwenzel", "Ihr Partner spielt aus; wir warten.") == []
    i18n.install(qapp, "en")


def test_the_stock_on_the_table_explains_itself(window, qtbot) -> None:
    start(window, qtbot, "kaschlan", seed=4)
    chip = window.scene.stock_chip
    term = names.vocabulary("kaschlan").word("stock")
    assert chip.isVisible() and term.explain in chip.toolTip()
    assert word_help.item_rules(chip) == [term.rule]


def test_a_card_with_a_name_of_its_own_says_it(qapp) -> None:
    i18n.install(qapp, "en")
    assert word_help.card_title("chapanka", "JH") == "Jack of Hearts (Kinal)"
    assert word_help.card_title("scharwenzel", "QC", "german") == "Ober of Acorns (Olsch)"
    assert word_help.card_title("kaschlan", "7H") == "7 of Hearts"
    # The Nillje is the seven of whatever suit is trumps.
    assert word_help.card_title("scharwenzel", "7H", trump="H") == "7 of Hearts (Nillje)"
    assert word_help.card_title("scharwenzel", "7H", trump="D") == "7 of Hearts"
    assert word_help.card_title("scharwenzel", "7H") == "7 of Hearts"


def test_the_balloon_s_pointer_passes_beside_the_prompt(window, qtbot, qapp) -> None:
    """1001 in German at 1600×1000: the pointer, lifted over the turn prompt, ran down
    through it and covered its full stop. Every refused card of the hand is tried."""
    i18n.install(qapp, "de")
    window.resize(1600, 1000)
    start(window, qtbot, "tausendundeins", seed=3)
    _refusable(window, qtbot, "tausendundeins", 1)
    window.input.refresh()
    c = window.controller
    used = {w for a in c.legal_texts() for w in a.split()[1:]}
    prompt = window.scene.prompt
    assert prompt.isVisible() and window.input.prompt().startswith("Sie sind am Zug")
    spot = prompt.sceneBoundingRect()
    refused = [x for x in c.observation()["hand"] if x not in used]
    under = 0
    for card in refused:
        item = window.scene.item(card)
        edge = item.sceneBoundingRect()
        under += edge.left() < spot.right() and edge.right() > spot.left()
        click_card(window, qtbot, card)
        balloon = window.input.balloon
        assert balloon.isVisible(), card
        assert not balloon.mapToScene(balloon.pointer()).intersects(spot), card
        assert not balloon.mapRectToScene(balloon.box()).intersects(spot), card
        _near(balloon, item)
        balloon.dismiss()
    assert under, "no refused card lay under the prompt"


def test_the_kinal_in_hand_is_named_for_the_screen_reader(window, qtbot) -> None:
    start(window, qtbot, "chapanka", seed=11)  # the Kinal lesson's deal: the person holds JH
    kinal = [i for i in window.scene.cards.values() if i.code == "JH"]
    assert kinal and "(Kinal)" in kinal[0].accessible
    others = [i for i in window.scene.cards.values() if i.code and i.code != "JH"]
    assert others and all("Kinal" not in i.accessible for i in others)


def test_the_balloon_leaves_the_turn_prompt_readable(window, qtbot) -> None:
    """Issue #45 item 29: the refusal balloon above a hand card covered the turn prompt."""
    window.resize(1024, 600)
    start(window, qtbot, "chapanka", players=4, seed=3)
    _refusable(window, qtbot, "chapanka", 1)
    c = window.controller
    used = {w for a in c.legal_texts() for w in a.split()[1:]}
    prompt = window.scene.prompt
    assert prompt.isVisible()
    middle = prompt.sceneBoundingRect().center().x()
    card = min(
        (x for x in c.observation()["hand"] if x not in used),
        key=lambda x: abs(window.scene.item(x).sceneBoundingRect().center().x() - middle),
    )
    click_card(window, qtbot, card)
    balloon = window.input.balloon
    assert balloon.isVisible()
    box = balloon.mapRectToScene(balloon.box())
    assert not box.intersects(prompt.sceneBoundingRect())
    _near(balloon, window.scene.item(card))  # its pointer still reaches the card
