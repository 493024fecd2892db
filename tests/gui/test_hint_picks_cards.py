"""A hint for cards chosen by selection picks them up (found playing Kaschlan in real windows):
the coach's "Attack with 10♥ 10♣" framed the two tens but left them unpicked, so the Attack
button stayed grey and a newcomer, reading the frames as chosen, waited for it. Now the
hinted cards are the selection: the move's button is live, Enter or the button plays exactly
the advised move, and a click puts a card back as any picked card."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt

from gui import names
from gui.interaction import parse
from gui.main_window import MainWindow
from tests.gui.conftest import click_card, panel_button, perform, press, start, wait_for_person


def _to_a_choice_of_several_cards(window: MainWindow, qtbot) -> str:
    """Plays random moves until the person may move several cards at once; one such move."""
    c = window.controller
    rng = random.Random(7)
    for _ in range(60):
        turn = window.input.turn
        if turn is not None:
            several = [a.text for a in turn.card_actions if a.verb in turn.multi_verbs]
            several = [t for t in several if len(parse(t).cards) >= 2]
            if several:
                return sorted(several)[0]
            before = len(c.state.history)
            perform(window, qtbot, rng.choice(c.legal_texts()))
            qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
        wait_for_person(window, qtbot)
        if c.state.deal_over:
            c.next_deal()
            wait_for_person(window, qtbot)
    raise AssertionError("no move of several cards came to the person")


def _hinted(window: MainWindow, qtbot, action: str) -> None:
    # The coach's answer as the controller hands it on (which move it advises is the
    # coach's own tests'; here: what the table does with it).
    window.controller.hint_ready.emit(action, "")
    qtbot.waitUntil(lambda: window.input.hint_action == action, timeout=2000)


def _move_button(window: MainWindow, verb: str):
    return panel_button(window, label_start=names.verb_label(window.game_id, verb))


def _played(window: MainWindow, qtbot, act: Callable[[], None]) -> tuple[int, str]:
    """The move ``act`` (a key, a click) makes, as the match records it."""
    history = window.controller.state.history
    before = len(history)
    act()
    qtbot.waitUntil(lambda: len(window.controller.state.history) > before, timeout=5000)
    return window.controller.state.history[before]


def test_a_hint_of_several_cards_picks_them_and_enter_plays_it(window: MainWindow, qtbot) -> None:
    start(window, qtbot, "kaschlan", players=2, seed=11)
    advised = _to_a_choice_of_several_cards(window, qtbot)
    turn = window.input.turn
    assert turn is not None and not turn.selection
    button = _move_button(window, parse(advised).verb)
    assert button is not None and not button.isEnabled()  # nothing picked: grey
    _hinted(window, qtbot, advised)
    assert sorted(turn.selection) == sorted(parse(advised).cards)
    for code in parse(advised).cards:
        assert window.scene.item(code).hinted
    button = _move_button(window, parse(advised).verb)
    assert button is not None and button.isEnabled()
    assert _played(window, qtbot, lambda: press(window, qtbot, Qt.Key.Key_Return)) == (0, advised)


def test_the_live_button_plays_the_advised_cards(window: MainWindow, qtbot) -> None:
    start(window, qtbot, "kaschlan", players=2, seed=11)
    advised = _to_a_choice_of_several_cards(window, qtbot)
    _hinted(window, qtbot, advised)
    button = _move_button(window, parse(advised).verb)
    assert button is not None and button.isEnabled()
    click = lambda: qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # noqa: E731
    assert _played(window, qtbot, click) == (0, advised)


def test_a_click_puts_a_hinted_card_back(window: MainWindow, qtbot) -> None:
    start(window, qtbot, "kaschlan", players=2, seed=11)
    advised = _to_a_choice_of_several_cards(window, qtbot)
    _hinted(window, qtbot, advised)
    first, *rest = parse(advised).cards
    click_card(window, qtbot, first)
    turn = window.input.turn
    assert turn is not None and sorted(turn.selection) == sorted(rest)
    assert window.input.hinted == set(parse(advised).cards)  # the coach's frames stay
    assert not window.input.hint_is_picked()  # Enter no longer plays the advice unasked


def test_enter_after_a_card_was_put_back_plays_what_stays_picked(window: MainWindow, qtbot) -> None:
    # Found in real windows: the click that put a card back left the keyboard's frame on
    # it, and Enter picked it up again instead of playing the cards still picked.
    start(window, qtbot, "kaschlan", players=2, seed=11)
    advised = _to_a_choice_of_several_cards(window, qtbot)
    _hinted(window, qtbot, advised)
    verb, (first, *rest) = parse(advised).verb, parse(advised).cards
    click_card(window, qtbot, first)
    assert window.input.focus is None
    remaining = f"{verb} {' '.join(rest)}"
    assert remaining in window.controller.legal_texts()
    played = _played(window, qtbot, lambda: press(window, qtbot, Qt.Key.Key_Return))
    assert played == (0, remaining)


def test_a_hint_of_one_card_picks_nothing(window: MainWindow, qtbot) -> None:
    start(window, qtbot, "tausendundeins", seed=3)
    turn = window.input.turn
    assert turn is not None
    single = next(a.text for a in turn.card_actions if len(a.cards) == 1)
    _hinted(window, qtbot, single)
    assert turn.selection == []  # a click on the framed card plays it
    assert window.input.hinted == set(parse(single).cards)


def test_advice_does_not_replace_cards_the_person_picked(window: MainWindow, qtbot) -> None:
    start(window, qtbot, "kaschlan", players=2, seed=11)
    advised = _to_a_choice_of_several_cards(window, qtbot)
    turn = window.input.turn
    assert turn is not None
    own = next(c for c in turn.hand if turn.playable(c))
    turn.toggle(own)  # picked before the advice came (learn mode asks unasked)
    _hinted(window, qtbot, advised)
    assert turn.selection == [own]
