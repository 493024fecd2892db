"""The first start: a newcomer gets the start screen (five games, each to learn or to play), a
returning user his unfinished match first; learn mode is remembered per game.

The start screen is a modal dialog with its own event loop, so a test answers it from a timer
running inside that loop (as tests/gui/leave_question.py does for the leave question).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialog, QPushButton

import engine
import engine.bots
from cardart.render import SMALL_WIDTH
from engine import registry
from engine.guided import lessons
from gui.app import open_table
from gui.dialogs.new_game import NewGameDialog
from gui.main_window import MainWindow
from gui.persistence import Persistence, user_settings_storage
from gui.pixmaps import CardPixmaps
from gui.settings import MemoryStorage, Settings
from gui.start_screen import StartScreen, emblem
from gui.storage import ENV_HOME, UserPaths
from gui.storage.saves import write_autosave
from tests.gui.conftest import wait_for_person
from tests.gui.leave_question import answer_leave_question


@pytest.fixture(autouse=True)
def quick_advice(monkeypatch: pytest.MonkeyPatch) -> None:
    """Learn mode asks for advice at every decision: a small in-process budget here."""
    real = engine.bots.make

    def make(level, spec, seed=0, **kwargs):
        if level == "strong":
            return real("normal", spec, seed=seed, iterations=40, workers=1)
        return real(level, spec, seed=seed, **kwargs)

    monkeypatch.setattr(engine.bots, "make", make)


@pytest.fixture
def paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> UserPaths:
    monkeypatch.setenv(ENV_HOME, str(tmp_path))
    return UserPaths.default()


@pytest.fixture
def opened(qtbot, paths: UserPaths) -> Iterator[tuple[MainWindow, Persistence]]:
    """A window with its per-user files, as ``gui.app.main`` builds it (bots at random)."""
    storage = user_settings_storage(paths)
    settings = Settings(storage)
    settings.set_animation_speed("off")
    settings.set_trick_hold("none")
    settings.set_default_difficulty("random")
    settings.set("review_analysis", False)
    window = MainWindow(settings, pixmaps=CardPixmaps(paths.card_cache_dir))
    qtbot.addWidget(window)
    persistence = Persistence(window.hooks, paths, storage)
    window.use_storage(persistence)
    window.show()
    qtbot.waitExposed(window)
    yield window, persistence
    window.controller.shutdown()
    window.close()


class ScreenAnswer:
    """Presses a button of the start screen as soon as it is open (the screen is ``None``
    unless it was shown)."""

    def __init__(self, window: MainWindow, press: Callable[[StartScreen], None]) -> None:
        self.window = window
        self.press = press
        self.seen: StartScreen | None = None
        self.timer = QTimer(window)
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._answer)
        self.timer.start()

    def _answer(self) -> None:
        screen = self.window.start_screen
        if screen is None or not screen.isVisible():
            return
        self.timer.stop()
        self.seen = screen
        self.press(screen)


def learn(game: str) -> Callable[[StartScreen], None]:
    return lambda screen: screen.tiles[game].learn_button.click()


def test_a_newcomer_gets_the_start_screen_and_learns_the_game_chosen(opened, qtbot) -> None:
    window, persistence = opened
    persistence.ask_resume = lambda _meta: pytest.fail("a newcomer has nothing to resume")
    answer = ScreenAnswer(window, learn("bolachen"))
    started = []
    how = open_table(
        window.hooks,
        persistence,
        newcomer=True,
        asked=False,
        start_default=lambda: started.append(1),
    )
    assert how == "start screen" and answer.seen is not None and not started
    wait_for_person(window, qtbot)
    first = lessons("bolachen")[0]
    state = window.controller.state
    assert (state.spec.id, state.seed, state.players) == ("bolachen", first.seed, first.players)
    learning = window.learning
    assert learning.learn_mode and learning.current_lesson() is first
    assert learning.panel.lesson() == (first.title, first.intro)
    # Learning Bolachen is remembered: its next New game starts with the Learn tick.
    assert window.settings.learn_game("bolachen") and not window.settings.learn_game("kaschlan")


def test_a_returning_user_is_offered_the_unfinished_match_first(opened, paths, qtbot) -> None:
    window, persistence = opened
    state = engine.game("kaschlan").new_game(players=3, seed=5)
    while state.current_player != 0:
        state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    write_autosave(paths.autosave_for("kaschlan"), state, [None, "random", "random"])
    asked = []
    persistence.ask_resume = lambda meta: asked.append(meta.game) or True
    answer = ScreenAnswer(window, learn("kaschlan"))
    how = open_table(
        window.hooks, persistence, newcomer=True, asked=False, start_default=lambda: None
    )
    answer.timer.stop()
    assert how == "resumed" and asked == ["kaschlan"] and answer.seen is None
    assert window.controller.state.history == state.history


def test_a_known_user_without_a_match_gets_the_default_table(opened, qtbot) -> None:
    window, persistence = opened
    answer = ScreenAnswer(window, learn("kaschlan"))
    started = []
    how = open_table(
        window.hooks,
        persistence,
        newcomer=False,
        asked=False,
        start_default=lambda: started.append(1),
    )
    answer.timer.stop()
    assert how == "default" and started == [1] and answer.seen is None


def test_closing_the_start_screen_starts_no_game_nobody_chose(opened, qtbot) -> None:
    """Esc on the start screen quietly started a Kaschlan match (issue 45 item 11): now the
    table stays empty and says where the games are, the start screen a menu away."""
    window, persistence = opened
    answer = ScreenAnswer(window, lambda screen: screen.reject())
    started = []
    how = open_table(
        window.hooks,
        persistence,
        newcomer=True,
        asked=False,
        start_default=lambda: started.append(1),
    )
    assert answer.seen is not None and how == "empty" and started == []
    assert window.controller.state is None
    said = window.panel.prompt.text()
    assert "Choose a game" in said and "Ctrl+Shift+N" in said, said
    # The menu entry it names opens the start screen, and a choice there starts that game.
    answer = ScreenAnswer(window, learn("chapanka"))
    window.act_choose.trigger()
    assert answer.seen is not None
    wait_for_person(window, qtbot)
    assert window.controller.state.spec.id == "chapanka"


def test_play_opens_the_new_game_dialog_for_that_game(opened, qtbot, monkeypatch) -> None:
    window, _persistence = opened
    window.settings.set_learn_game("chapanka", True)
    seen = {}

    def exec_(dialog: NewGameDialog) -> int:
        seen["game"] = dialog.game_id()
        seen["learn"] = dialog.learn_box.isChecked()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    answer = ScreenAnswer(window, lambda screen: screen.tiles["chapanka"].play_button.click())
    assert not window.show_start_screen()  # the dialog was cancelled: nothing started
    assert answer.seen is not None
    assert seen == {"game": "chapanka", "learn": True}


def test_every_game_has_a_line_a_picture_and_two_buttons(qtbot) -> None:
    settings = Settings(MemoryStorage())
    pixmaps = CardPixmaps()
    screen = StartScreen(settings, pixmaps)
    qtbot.addWidget(screen)
    screen.show()
    # The built-in games first, then any registered by a test (the sixth game).
    assert list(screen.tiles)[: len(engine.GAMES)] == list(engine.GAMES)
    assert list(screen.tiles) == list(registry.known())
    for game, tile in screen.tiles.items():
        assert tile.line.text() and tile.title.text()
        assert tile.learn_button.text() == "Learn this game" and tile.play_button.text() == "Play"
        assert tile.fan.cards and tile.fan.cards == emblem(game)
    # Bolachen's traditional German cards are the picture's too.
    assert screen.tiles["bolachen"].fan.pattern == "german"
    qtbot.waitUntil(
        lambda: all(p is not None for t in screen.tiles.values() for p in t.fan.card_pixmaps()),
        timeout=20000,
    )


def test_the_keyboard_chooses(qtbot) -> None:
    """The first Learn button has the focus; Tab reaches every button; Enter presses the
    focused one."""
    screen = StartScreen(Settings(MemoryStorage()), CardPixmaps())
    qtbot.addWidget(screen)
    screen.show()
    buttons = [b for t in screen.tiles.values() for b in (t.learn_button, t.play_button)]
    assert buttons[0].isDefault()
    assert all(b.focusPolicy() & Qt.FocusPolicy.TabFocus for b in buttons)
    chapanka: QPushButton = screen.tiles["chapanka"].learn_button
    chapanka.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(chapanka, Qt.Key.Key_Return)
    assert screen.choice() == ("chapanka", "learn")
    assert screen.result() == QDialog.DialogCode.Accepted


def test_the_learn_tick_is_remembered_per_game(qtbot) -> None:
    settings = Settings(MemoryStorage())
    dialog = NewGameDialog(settings, current="bolachen")
    qtbot.addWidget(dialog)
    assert not dialog.learn_box.isChecked()  # nothing learned yet
    dialog.learn_box.setChecked(True)
    dialog.accept()
    assert settings.learn_game("bolachen")
    again = NewGameDialog(settings, current="bolachen")
    qtbot.addWidget(again)
    assert again.learn_box.isChecked()  # not cleared by the next Game ▸ New
    again.game_combo.setCurrentIndex(list(engine.GAMES).index("kaschlan"))
    assert not again.learn_box.isChecked()  # another game: its own choice
    again.game_combo.setCurrentIndex(list(engine.GAMES).index("bolachen"))
    assert again.learn_box.isChecked()
    again.learn_box.setChecked(False)
    again.accept()
    assert not settings.learn_game("bolachen")


def test_the_menu_opens_it_and_asks_before_leaving_a_match(opened, qtbot) -> None:
    window, _persistence = opened
    c = window.controller
    c.new_game("kaschlan", 3, {}, 5, "random")
    wait_for_person(window, qtbot)
    c.play(c.legal_texts()[0])  # a match of the person's own, unfinished
    qtbot.waitUntil(lambda: c.person_has_moved())
    assert window.act_choose.text() == "&Choose a game…"
    question = answer_leave_question(window, leave=False)
    answer = ScreenAnswer(window, learn("chapanka"))
    window.act_choose.trigger()
    question.stop()
    assert answer.seen is not None and question.asked  # asked, and kept the match
    assert c.state.spec.id == "kaschlan" and not window.learning.learn_mode
    question = answer_leave_question(window, leave=True)
    answer = ScreenAnswer(window, learn("chapanka"))
    window.act_choose.trigger()
    question.stop()
    wait_for_person(window, qtbot)
    assert c.state.spec.id == "chapanka" and window.learning.learn_mode
    assert window.learning.current_lesson() is lessons("chapanka")[0]


def test_switching_learn_mode_in_the_learn_tab_is_remembered_for_the_game(window, qtbot) -> None:
    window.controller.new_game("bolachen", 3, {}, 5, "random")
    wait_for_person(window, qtbot)
    panel = window.learning.panel
    window.learning.set_learn_mode(True)  # the program's own switch is not the person's
    assert not window.settings.learn_game("bolachen")
    panel.show()
    qtbot.mouseClick(panel.toggle, Qt.MouseButton.LeftButton, pos=panel.toggle.rect().center())
    assert not panel.is_on() and not window.settings.learn_game("bolachen")
    qtbot.mouseClick(panel.toggle, Qt.MouseButton.LeftButton, pos=panel.toggle.rect().center())
    assert panel.is_on() and window.settings.learn_game("bolachen")
    assert not window.settings.learn_game("kaschlan")


def test_the_fans_show_the_engraved_figures(qtbot) -> None:
    """Below cardart's small-card width a court is a panel with its sign: the fans were drawn
    just under it, so the start screen showed none of the pattern's figures."""
    screen = StartScreen(Settings(MemoryStorage()), CardPixmaps())
    qtbot.addWidget(screen)
    screen.show()
    fans = [tile.fan for tile in screen.tiles.values()]
    qtbot.waitUntil(
        lambda: all(p is not None for fan in fans for p in fan.card_pixmaps()), timeout=20000
    )
    widths = {p.width() for fan in fans for p in fan.card_pixmaps() if p is not None}
    assert min(widths) >= SMALL_WIDTH, widths
    for fan in fans:  # the fan stays inside its tile
        assert fan.width() <= fan.parentWidget().contentsRect().width()
