"""The main window: menus, the table, the decision strip, the score sheet and the status bar.

It wires views to a :class:`TableController` and never touches the engine state itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QFont, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

import cardart
import engine
import i18n
from gui import focus_chain, names, word_help
from gui.coach.host import CoachHost
from gui.coach.learning import Learning
from gui.controller import GameController
from gui.dialogs.leave_match import LeaveMatchBox, leave_match_question
from gui.dialogs.new_game import NewGameDialog
from gui.dialogs.rules import RulesDialog
from gui.dialogs.settings import SettingsDialog, back_name
from gui.forced_moves import ForcedMoves
from gui.packs import FALLBACK_PATTERN, pattern_fits_game, shown_pattern
from gui.panels import ActionPanel, DealResultPanel
from gui.pixmaps import CardPixmaps
from gui.result_overlay import ResultOverlay
from gui.score_panel import ScorePanel
from gui.settings import SPEEDS, Settings
from gui.shortcuts import preferences_keys
from gui.status_line import StatusLine
from gui.table.scene import TableScene
from gui.table.view import TableView
from gui.table_controller import TableController
from gui.turn_input import TurnInput
from gui.window_hooks import MenuEntries, WindowHooks, WindowStorage


class MainWindow(focus_chain.DockFocusWindow):
    #: False until every widget exists: a LanguageChange that arrives while the window is
    #: still being built (a catalog installed or removed meanwhile) must not retranslate it.
    _built = False
    #: The factor by which the text beside the table is enlarged (see _scale_text).
    _text_factor = 1.0
    _dock_width = 0

    def __init__(
        self,
        settings: Settings | None = None,
        controller: TableController | None = None,
        pixmaps: CardPixmaps | None = None,
        ask_advice: Callable[[], object] | None = None,
    ) -> None:
        """``ask_advice``: where the coach's advice comes from at a network table (it asks
        the host's coach; the answer comes to ``learning.show_advice``); None: the local
        coach answers."""
        super().__init__()
        self.settings = settings or Settings(parent=self)
        self.pixmaps = pixmaps or CardPixmaps(parent=self)
        self.controller = controller or GameController(self.settings.move_delay_ms(), self)
        self.game_id = ""
        self._pattern_fits: dict[str, bool] = {}
        self.seat_names: list[str] = []
        #: Per-user saves, autosave and statistics (gui/persistence.py) once installed.
        self._persistence: WindowStorage | None = None

        # Long messages (the coach's hint) end in "…", their whole text a tooltip away.
        self.setStatusBar(status_line := StatusLine(self))
        self.scene = TableScene(self.pixmaps, self)
        self.view = TableView(self.scene, self)
        self.panel = ActionPanel(self)
        self.result_panel = DealResultPanel(self.view)
        #: Where the result lies over the table, and when it steps aside (gui/result_overlay).
        self.result_overlay = ResultOverlay(
            self.result_panel, self.view, self.scene, self.controller, self
        )
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        column.addWidget(self.panel)
        self.setCentralWidget(central)
        # The status bar from the start (Qt makes it on the first message): the table keeps
        # its size when the first message comes, and its cards are not rendered twice.
        self.statusBar()

        self.score = ScorePanel(self)
        self.score_dock = QDockWidget(self)
        self.score_dock.setObjectName("ScoreDock")
        self.score_dock.setWidget(self.score)
        self.score_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.score_dock.setMinimumWidth(220)
        self.score_dock.setMaximumWidth(360)

        # The finished trick in the middle follows the controller itself (before the input,
        # which redraws the prompt once a released trick has gone).
        self.scene.tricks.follow(self.controller)
        self.input = TurnInput(
            self.controller,
            self.scene,
            self.panel,
            self.show_status,
            self.display,
            lambda: self.seat_names,
            status_line,
            self,
        )
        self.view.key_pressed.connect(self.input.on_key)
        word_help.watch_view(self.view)
        self._build_menus()

        c = self.controller
        c.match_started.connect(self.on_match_started)
        c.state_changed.connect(self.on_state)
        c.deal_finished.connect(self.on_deal_finished)
        c.error.connect(self.on_error)
        c.event_applied.connect(self.on_event_applied)
        # Learn mode's guided series decides what the next deal is (gui/coach/learning.py).
        self.result_panel.next_deal_requested.connect(lambda: self.learning.next_deal())
        self.result_panel.new_game_requested.connect(self.new_game_dialog)
        self.settings.changed.connect(self.on_setting_changed)

        geometry = self.settings.window_geometry()
        if geometry:
            self.restoreGeometry(geometry)
        else:
            # The first start: a comfortable size, but never larger than the screen (on a
            # 1024×600 netbook the table and the hand were cut off). The offscreen platform's
            # made-up screen is nobody's: screenshots there keep the usual size.
            width, height = 1280, 800
            if QApplication.platformName() != "offscreen":
                room = self.screen().availableGeometry().size()
                width, height = min(width, room.width()), min(height, room.height() - 40)
            self.resize(width, height)
        state = self.settings.window_state()
        if state:
            self.restoreState(state)
        self.learning: Learning = self._make_coach(ask_advice)
        # Learn mode switched in the Learn tab is remembered for the game, as in Game ▸ New.
        self.learning.panel.switched_by_person.connect(self._remember_learn_mode)
        self.learning.panel.enabled_changed.connect(lambda _on: self.forced_moves.recheck())
        # A single possible move plays itself, said in the status line (gui/forced_moves.py).
        self.forced_moves: ForcedMoves = ForcedMoves(
            self.controller,
            self.settings,
            lambda: bool(self.learning.learn_mode),
            self.show_status,
            lambda text: names.action_label(self.game_id, text, *self.display()),
            self,
        )
        # Esc in the move log, where a click on a move leaves the focus, returns to the game.
        self.learning.log.escape_pressed.connect(self.learning.back_to_game)
        self.result_panel.review_requested.connect(self.review_deal)
        #: What the add-ons installed from outside (storage, the network menu) are given.
        self.hooks = WindowHooks(
            window=self,
            controller=self.controller,
            settings=self.settings,
            pixmaps=self.pixmaps,
            learning=self.learning,
            game_menu=self.game_menu,
            status_bar=self.statusBar,
            show_status=self.show_status,
            game_id=lambda: self.game_id,
            confirm_leave_match=self.confirm_leave_match,
            new_game_dialog=self.new_game_dialog,
            show_start_screen=self.show_start_screen,
            show_no_game=self.show_no_game,
        )
        self._built = True
        self.retranslateUi()
        self.apply_display()

    def _remember_learn_mode(self, on: bool) -> None:
        if self.game_id:
            self.settings.set_learn_game(self.game_id, on)

    def _make_coach(self, ask_advice: Callable[[], object] | None) -> Learning:
        """The hook for the coach (gui/coach): it is handed the parts it fills and listens to
        the controller; it never sees the window itself."""
        host = CoachHost(
            window=self,
            controller=self.controller,
            settings=self.settings,
            view=self.view,
            scene=self.scene,
            turn_input=self.input,
            action_panel=self.panel,
            score=self.score,
            score_dock=self.score_dock,
            result_panel=self.result_panel,
            pixmaps=self.pixmaps,
            display=self.display,
            seat_names=lambda: self.seat_names,
        )
        return Learning(host, ask_remote=ask_advice)

    # --- menus --------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_new = self._action(
            self.game_menu, QKeySequence.StandardKey.New, self.new_game_dialog
        )
        self.act_choose = self._action(
            self.game_menu, QKeySequence("Ctrl+Shift+N"), self.show_start_screen
        )
        self.act_open = self._action(self.game_menu, QKeySequence.StandardKey.Open, self.open_game)
        self.act_save = self._action(self.game_menu, QKeySequence.StandardKey.Save, self.save_game)
        self.game_menu.addSeparator()
        self.act_undo = self._action(
            self.game_menu, QKeySequence.StandardKey.Undo, self.controller.undo
        )
        self.act_hint = self._action(self.game_menu, QKeySequence("H"), self.controller.hint)
        self.act_review = self._action(self.game_menu, QKeySequence("R"), self.review_deal)
        self.act_last_trick = self._action(
            self.game_menu, QKeySequence("L"), lambda: self.input.show_last_trick()
        )
        self.game_menu.addSeparator()
        self.act_quit = self._action(self.game_menu, QKeySequence.StandardKey.Quit, self.close)
        self.settings_menu = bar.addMenu("")
        self.act_settings = self._action(self.settings_menu, None, self.settings_dialog)
        self.act_settings.setShortcuts(preferences_keys())
        self.pattern_menu = self.settings_menu.addMenu("")
        self.pattern_group = QActionGroup(self)
        self.pattern_actions: dict[str, QAction] = {}
        for pattern in cardart.PATTERNS:
            act = self.pattern_menu.addAction(names.pattern_name(pattern))
            act.setCheckable(True)
            act.triggered.connect(
                lambda _=False, p=pattern: self.settings.set_pattern(self.game_id, p)
            )
            self.pattern_group.addAction(act)
            self.pattern_actions[pattern] = act
        self.back_menu = self.settings_menu.addMenu("")
        self.back_group = QActionGroup(self)
        self.back_actions: dict[str, QAction] = {}
        for style in cardart.BACKS:
            act = self.back_menu.addAction(back_name(style))
            act.setCheckable(True)
            act.triggered.connect(lambda _=False, s=style: self.settings.set_card_back(s))
            self.back_group.addAction(act)
            self.back_actions[style] = act
        self.settings_menu.addSeparator()
        self.act_scores = self.score_dock.toggleViewAction()
        self.settings_menu.addAction(self.act_scores)
        self.help_menu = bar.addMenu("")
        self.act_rules = self._action(
            self.help_menu, QKeySequence.StandardKey.HelpContents, self.rules_dialog
        )
        self.act_about = self._action(self.help_menu, None, self.about)

    def _action(self, menu: Any, shortcut: Any, slot: Any) -> QAction:
        act = QAction(self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda _=False: slot())
        menu.addAction(act)
        return act

    def retranslateUi(self) -> None:  # noqa: N802
        self.game_menu.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New…"))
        self.act_choose.setText(self.tr("&Choose a game…"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_save.setText(self.tr("&Save…"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_review.setText(self.tr("&Review deal…"))
        self.act_last_trick.setText(self.tr("&Last trick"))
        self.act_quit.setText(self.tr("&Quit"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.act_settings.setText(self.tr("&Preferences…"))
        self.pattern_menu.setTitle(self.tr("Card &pattern"))
        self.back_menu.setTitle(self.tr("Card &back"))
        for pattern, act in self.pattern_actions.items():
            act.setText(names.pattern_name(pattern))
        for style, act in self.back_actions.items():
            act.setText(back_name(style))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_about.setText(self.tr("&About Kartentisch"))
        self.score_dock.setWindowTitle(self.tr("Score sheet"))
        if self._built:
            self.learning.retranslateUi()
        self._update_title()
        self._refresh_actions()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and self._built:
            if self.controller.is_local and self.controller.has_match():
                self.seat_names = self._names(int(self.controller.setup()["players"]))
                self.result_panel.rename_seats(self.seat_names)
                self.apply_display()
            self.retranslateUi()  # after the renaming: the match graph names the seats
        super().changeEvent(event)

    def _update_title(self) -> None:
        title = self.tr("Kartentisch")
        if self.game_id:
            spec = engine.game(self.game_id)
            title = f"{names.game_name(self.game_id, spec.name)} — {title}"
        self.setWindowTitle(title)

    @property
    def persistence(self) -> WindowStorage | None:
        """The per-user storage (``gui.persistence.Persistence``) or None.

        Save and Open work only through it (app.py always installs one); a window built
        without it, as in tests, shows those actions disabled.
        """
        return self._persistence

    def use_storage(self, storage: WindowStorage | None) -> None:
        """Save and Open go to ``storage`` from now on (None: disabled); its entries
        (Resume ▸, Statistics…) are placed in the Game menu."""
        self._persistence = storage
        if storage is not None:
            self.place(storage.menu_entries())
        self._refresh_actions()

    def place(self, entries: MenuEntries) -> None:
        """Put an add-on's entries into the Game menu, each group at its place among the
        window's own actions (the add-on made them; only the window knows its menu)."""
        menu = self.game_menu
        for anchor, group in (
            (self.act_open, entries.after_open),
            (self.act_save, entries.after_save),
        ):
            actions = menu.actions()
            at = actions.index(anchor) + 1
            for act in group:
                if at < len(actions):
                    menu.insertAction(actions[at], act)
                else:
                    menu.addAction(act)
        if entries.before_undo:
            menu.insertSeparator(self.act_undo)
            for act in entries.before_undo:
                menu.insertAction(self.act_undo, act)

    def _refresh_actions(self) -> None:
        c = self.controller
        stored = self._persistence is not None
        self.act_open.setEnabled(stored)
        self.act_save.setEnabled(stored and c.can_save())
        self.act_undo.setEnabled(c.can_undo())
        self.act_hint.setEnabled(c.is_human_turn())
        # All hands open: only for a finished deal, never for the one being played.
        self.act_review.setEnabled(c.can_review())
        self.pattern_menu.setEnabled(bool(self.game_id))

    # --- display settings ---------------------------------------------------------------------

    def display(self) -> tuple[str, str]:
        """The pattern and language the table shows: the chosen pattern unless no real pack
        of it has the cards this match deals (German suits for Chapanka's 2 to 5)."""
        if not self.game_id:
            return FALLBACK_PATTERN, self.settings.language()
        chosen = self.settings.pattern(self.game_id)
        fits = self._pattern_fits.get(chosen)
        if fits is None:  # not worked out yet for this match (apply_display does)
            players, options = self._match_pack_setup()
            chosen = shown_pattern(chosen, self.game_id, players, options)
        elif not fits:
            chosen = FALLBACK_PATTERN
        return chosen, self.settings.language()

    def _match_pack_setup(self) -> tuple[int | None, dict[str, Any] | None]:
        state = self.controller.state
        if state is None or state.spec.id != self.game_id:
            return None, None
        return state.players, dict(state.options)

    def _offer_patterns(self) -> None:
        """Grey out the patterns that cannot show this match's cards, and say why."""
        players, options = self._match_pack_setup()
        why = QCoreApplication.translate(
            "SettingsDialog",
            "No German suits: this game needs the 2 to 5, which no German-suited pack has.",
        )
        self._pattern_fits = {}  # for display(), asked for every line of text
        for pattern, act in self.pattern_actions.items():
            fits = not self.game_id or pattern_fits_game(pattern, self.game_id, players, options)
            self._pattern_fits[pattern] = fits
            act.setEnabled(fits)
            act.setToolTip("" if fits else why)
        self.pattern_menu.setToolTipsVisible(True)

    def apply_display(self) -> None:
        self._offer_patterns()
        pattern, language = self.display()
        self.controller.card_pattern = pattern
        back = self.settings.card_back() or cardart.default_back(pattern)
        self.controller.set_move_delay(self.settings.move_delay_ms())
        self.controller.set_trick_hold(self.settings.trick_hold_ms())
        self.scene.configure(
            pattern=pattern,
            back=back,
            letters=i18n.index_letters(language, pattern),
            language=language,
            seat_names=self.seat_names,
            duration_ms=self.settings.move_delay_ms(),
        )
        if pattern in self.pattern_actions:
            self.pattern_actions[pattern].setChecked(True)
        if back in self.back_actions:
            self.back_actions[back].setChecked(True)
        if self.game_id:
            spec = engine.game(self.game_id)
            self.score.set_match(names.game_name(self.game_id, spec.name), self.seat_names, pattern)
        self.input.refresh()

    def on_setting_changed(self, key: str) -> None:
        if key in (
            "patterns",
            "card_back",
            "animation_speed",
            "language",
            "player_name",
            "trick_hold",
        ):
            if key == "player_name" and self.controller.is_local and self.controller.has_match():
                self.seat_names = self._names(int(self.controller.setup()["players"]))
            self.apply_display()

    def _names(self, players: int) -> list[str]:
        return names.default_seat_names(players, self.settings.player_name())

    # --- controller signals -------------------------------------------------------------------

    def on_match_started(self, setup: dict[str, Any]) -> None:
        self.game_id = str(setup.get("game") or "")
        self.seat_names = self._names(int(setup.get("players") or 2))
        self.result_panel.hide()
        # The last match's message ("Only possible move: Decline") is not this match's.
        self.statusBar().clearMessage()
        self.scene.obs = None
        self.apply_display()
        self.score.set_results(self.controller.results)
        self._update_title()

    def on_state(self, obs: dict[str, Any]) -> None:
        if not obs.get("deal_over"):
            self.result_panel.hide()
        self.score.set_observation(obs)
        self.score.set_results(self.controller.results)
        self._refresh_actions()

    def on_event_applied(self, event: engine.Event) -> None:
        """Another player's move in the status bar, as the person saw it (the engine gives a
        face-down move in its public form)."""
        seat = event["seat"]
        if seat != self.controller.my_seat and seat < len(self.seat_names):
            pattern, language = self.display()
            name = self.seat_names[seat]
            self.show_status(
                names.action_sentence(self.game_id, name, event["action"], pattern, language)
            )

    def on_deal_finished(self, result: dict[str, Any]) -> None:
        self.score.set_results(self.controller.results)
        pattern, _language = self.display()
        # Let the last card land before the result covers the table.
        delay = self.settings.move_delay_ms() * 2
        # Tied to the window: a window closed meanwhile shows nothing.
        QTimer.singleShot(delay, self, lambda: self._show_result(result, pattern))

    def _show_result(self, result: dict[str, Any], pattern: str) -> None:
        if self.controller.results and self.controller.results[-1] is result:
            self.scene.collect_trick()
            teams = (self.scene.obs or {}).get("teams")
            self.result_panel.show_result(
                result, self.seat_names, pattern, teams, self.game_id, me=self.scene.me
            )
            self.result_overlay.place()

    def on_error(self, message: str) -> None:
        self.show_status(message)

    def show_status(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)

    # --- layout of the overlay ----------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._scale_text()
        self._fit_docks()

    def _scale_text(self) -> None:
        """Text beside the table (score sheet, decision strip, result) grows with the window
        as the table does: the desktop font up to 900 px of height, proportionally above."""
        factor = max(1.0, min(2.2, self.height() / 900))
        if abs(factor - self._text_factor) < 0.02:
            return
        self._text_factor = factor
        size = QApplication.font().pointSizeF() * factor
        learning = getattr(self, "learning", None)  # the Learn tab's text grows alike
        coach = [learning.panel] if learning is not None else []
        for widget in (self.score, self.panel, self.result_panel, *coach):
            font = QFont(widget.font())
            font.setPointSizeF(size)
            widget.setFont(font)
        self.score_dock.setMaximumWidth(round(360 * factor))
        self._dock_width = 0  # measure again for the new font
        self._fit_docks()
        self.score.retranslateUi()  # re-measure the sheet's columns in the new font
        self.result_overlay.place()

    def _fit_docks(self) -> None:
        """The side docks give way on a narrow window (about a quarter of it, down to their
        minimum), so the table keeps room for text of at least 9 pt: at 1024×600 the dock
        kept 300 px and the table's text shrank to 7 px. Applied when the wanted width
        changes, so a dock the person dragged wider stays so until the window changes."""
        wanted = round(min(270 * self._text_factor, max(220, self.width() * 0.24)))
        if wanted == self._dock_width:
            return
        self._dock_width = wanted
        docks = [
            d
            for d in self.findChildren(QDockWidget)
            if self.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea
            and not d.isFloating()
        ]
        self.resizeDocks(docks, [wanted] * len(docks), Qt.Orientation.Horizontal)
        layout = self.layout()
        if layout is not None:
            layout.activate()  # now, so the table is laid out once at its final width

    # --- dialogs and files --------------------------------------------------------------------

    def new_game_dialog(self, game: str | None = None) -> None:
        dialog = NewGameDialog(self.settings, self, game or self.game_id or None)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            c = dialog.choices()
            if not self.confirm_leave_match(c["game"]):
                return
            # Learn mode starts with the game's guided lessons (their own chosen deals).
            if c.get("learn") and self.learning.start_guided(c["game"], c["levels"]):
                return
            self.controller.new_game(c["game"], c["players"], c["options"], c["seed"], c["levels"])
            self.learning.set_learn_mode(bool(c.get("learn")))

    def show_start_screen(self) -> bool:
        """The start screen (gui/start_screen.py): the five games, to learn or to play; True
        if a new match was started from it."""
        from gui.start_screen import StartScreen

        screen = StartScreen(self.settings, self.pixmaps, self)
        self.start_screen = screen
        try:
            screen.exec()
        finally:
            self.start_screen = None
            screen.deleteLater()
        choice = screen.choice()
        return choice is not None and self.start_chosen(*choice)

    #: The start screen while it is open (tests answer it).
    start_screen: Any = None

    def show_no_game(self) -> None:
        """An empty table that says where the games are: the start screen closed without a
        choice (Esc) used to start a Kaschlan match nobody had chosen."""
        if self.controller.has_match():
            return
        shortcut = self.act_choose.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.panel.show_turn(
            None,
            self.tr("No game on the table. Game ▸ Choose a game… ({keys}) shows the games.").format(
                keys=shortcut
            ),
        )

    def start_chosen(self, game: str, how: str) -> bool:
        """Start what the start screen chose: ``learn`` the game's guided lessons in learn
        mode, or ``play`` through the New-game dialog; True if a new match started."""
        if how == "play":
            before = self.controller.match_id
            self.new_game_dialog(game)
            return self.controller.match_id != before
        if not self.confirm_leave_match(game):
            return False
        self.settings.set_learn_game(game, True)
        levels = self.settings.default_difficulty()
        if self.learning.start_guided(game, levels):
            return True
        spec = engine.game(game)  # a game without lessons: learn mode at the default table
        players = spec.default_players or spec.players[0]
        self.controller.new_game(game, players, {}, random.randrange(1, 1_000_000), levels)
        self.learning.set_learn_mode(True)
        return True

    def confirm_leave_match(self, next_game: str | None = None) -> bool:
        """Before another match replaces the one on the table (Game ▸ New, Open, Resume):
        ask if that match is unfinished and the person has moved in it; True to go on.

        ``next_game``: the game of the match about to start, if known: a new match of the
        same game replaces the autosave of this one once the person plays in it (one
        autosave per game), while a match of another game leaves it resumable.
        """
        c = self.controller
        if not c.is_unfinished() or not c.is_local:
            return True  # a network table asks its own question (gui/net/network_window.py)
        box = self.leave_match_box(next_game)
        self.leave_box = box
        try:
            box.exec()
            return box.clickedButton() is box.leave_button
        finally:
            self.leave_box = None
            box.deleteLater()

    #: The question of confirm_leave_match while it is open (tests answer it).
    leave_box: LeaveMatchBox | None = None

    def leave_match_box(self, next_game: str | None = None) -> LeaveMatchBox:
        """The question asked by :meth:`confirm_leave_match` (built, not shown)."""
        st = self.controller.state
        assert st is not None
        kept = self._persistence is not None and self._persistence.autosave_enabled
        return leave_match_question(st, kept, next_game, self)

    def settings_dialog(self) -> None:
        pattern = self.controller.card_pattern
        SettingsDialog(self.settings, self, pack_back=cardart.default_back(pattern)).exec()

    def rules_dialog(self) -> None:
        """Help > Rules; F1 over a game word opens the rules at that word's rule."""
        here = word_help.rules_under_cursor()
        if here:
            word_help.open_rules(here[0], self)
            return
        RulesDialog(self.game_id or None, self.settings.language(), self).exec()

    def about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Kartentisch"),
            self.tr(
                "<h3>Kartentisch</h3><p>A card table for rare historical German and Polish "
                "card games: Kaschlan, 1001, Bolachen, Scharwenzel and Chapanka.</p>"
                "<p>Licensed under the GNU GPL, version 3 or later.</p>"
            ),
        )

    def review_deal(self) -> None:
        """The review of the current deal (every hand open once it is over, else so far)."""
        self.learning.open_review()

    def open_game(self) -> None:
        """Ctrl+O: the Open dialog of the per-user saves (``gui.persistence``)."""
        if self._persistence is not None:
            self._persistence.open_game()

    def save_game(self) -> None:
        """Ctrl+S: save under a name among the per-user saves (``gui.persistence``)."""
        if self._persistence is not None:
            self._persistence.save_game()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.settings.set_window_geometry(bytes(self.saveGeometry().data()))
        self.settings.set_window_state(bytes(self.saveState().data()))
        c = self.controller
        obs = c.observation()
        if c.is_local and c.held is not None and obs is not None and obs["deal_over"]:
            # The deal's last trick is still on the table: report the deal (statistics,
            # the finished match's autosave) before closing; no bot moves after a deal.
            c.acknowledge()
        c.shutdown()
        self.learning.shutdown()
        super().closeEvent(event)


__all__ = ["SPEEDS", "MainWindow"]
