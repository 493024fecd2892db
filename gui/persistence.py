"""Wires the per-user files into the running program: saves, autosave, resume, statistics.

:class:`Persistence` is given the main window's :class:`~gui.window_hooks.WindowHooks` (its
controller, settings, coach and the few questions it asks) and connects to their signals; it
hands the Game menu entries it makes (Resume ▸, Statistics…) back for the window to place,
and the window takes it as its storage (``MainWindow.use_storage``):

* Game ▸ Save (Ctrl+S) asks for a name and writes a save with :mod:`gui.storage.saves`;
  Game ▸ Open (Ctrl+O) lists the saves in :class:`~gui.storage.open_dialog.OpenGameDialog`
  and continues the chosen one exactly, bots included (their levels and seeds are saved).
* After every action the match is autosaved on a worker thread
  (:class:`~gui.storage.autosaver.BackgroundAutosaver`), so the GUI never waits for the
  disk. There is one autosave per game, so an unfinished match of each of the games can be
  resumed: :meth:`Persistence.offer_resume` offers the most recent one at the next start
  (after making the single autosave of earlier versions its game's), and Game ▸ Resume lists
  them all. Two instances playing the same game each write their own autosave
  (:mod:`gui.storage.slots`), so both matches are kept; a match live in another instance
  is not offered. Leaving an unfinished match for another asks first
  (``MainWindow.confirm_leave_match``).
* Every finished deal is counted in the statistics, once per match id and deal number (see
  :mod:`gui.storage.statistics`); a finished match is counted, added to the history, and
  clears its game's autosave. Game ▸ Statistics… shows them.
* Every file that cannot be used is reported in plain words (status bar and a non-modal
  message box), moved aside by the storage layer, and the program carries on.

A match in which the person has not acted yet is not autosaved: the bots' moves so far
follow from the seed, so nothing would be lost, and a declined resume offer stays on disk
until the person really plays another match of that game (or quits at once and is asked
again). For the same reason leaving such a match needs no question.

A save and the autosave keep what learn mode was doing (on or off, the guided lesson being
played): resuming a lesson brings back its title, introduction and advice, not a bare deal.

Statistics are counted on a worker thread (:class:`~gui.storage.recorder.BackgroundRecorder`)
from a clone of the match, in order; the Statistics dialog waits for the counts first.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QInputDialog, QLabel, QMenu, QMessageBox

import engine
from gui.coach.analysis_store import AnalysisStore
from gui.storage.atomic import StorageError, remove_stale_temp_files
from gui.storage.autosaver import BackgroundAutosaver
from gui.storage.open_dialog import OpenGameDialog
from gui.storage.overrides import RunOnlyStorage
from gui.storage.paths import UserPaths
from gui.storage.recorder import BackgroundRecorder
from gui.storage.resume_words import lesson_sentence, standing
from gui.storage.saves import (
    SaveEntry,
    SaveMeta,
    list_autosaves,
    migrate_single_autosave,
    open_save,
    read_autosave,
    save_game,
)
from gui.storage.settings_store import JsonSettingsStorage
from gui.storage.slots import AutosaveSlots
from gui.storage.statistics import (
    load_statistics,
    record_deal,
    record_match,
    record_seat_deal,
    record_seat_match,
)
from gui.storage.statistics_dialog import StatisticsDialog, format_date, game_title
from gui.window_hooks import MenuEntries, WindowHooks
from i18n import plurals


def user_settings_storage(paths: UserPaths, read_only: bool = False) -> RunOnlyStorage:
    """The settings storage of a run: the user's JSON file, with run-only overrides kept off
    it (see :mod:`gui.storage.overrides`); ``read_only`` for screenshot runs."""
    return RunOnlyStorage(JsonSettingsStorage(paths.settings_path), read_only=read_only)


class Persistence(QObject):
    """The per-user files of one main window (see the module docstring).

    ``settings_storage``: the settings' storage, whose start-up warnings (a damaged file set
    aside) are shown and whose later write failures go to the status bar. ``autosave=False``
    writes neither autosave nor statistics (screenshot runs). ``interactive=False`` prints
    messages to stderr instead of showing them on the window.
    """

    #: A message for the user from any thread (the autosave worker reports through it).
    problem = Signal(str)
    #: Messages about a file from any thread (the statistics worker reports through it).
    problems = Signal(list)
    #: The autosave started failing (the message, once) / works again (from its thread).
    autosave_failed = Signal(str)
    autosave_recovered = Signal()

    def __init__(
        self,
        hooks: WindowHooks,
        paths: UserPaths,
        settings_storage: RunOnlyStorage | JsonSettingsStorage | None = None,
        autosave: bool = True,
        interactive: bool = True,
    ) -> None:
        super().__init__(hooks.window)
        self.hooks = hooks
        self.window = hooks.window
        self.controller = hooks.controller
        self.settings = hooks.settings
        self.learning = hooks.learning
        self.paths = paths
        self.interactive = interactive
        #: Every message shown to the user, oldest first (tests and bug reports read it).
        self.messages: list[str] = []
        self.message_box: QMessageBox | None = None
        self._closed = False
        startup: list[str] = []
        try:
            paths.ensure()
        except OSError as exc:
            startup.append(
                self.tr("The folders for settings and saves cannot be created: {error}").format(
                    error=exc
                )
            )
        for folder in (paths.config_dir, paths.data_dir, paths.saves_dir, paths.analyses_dir):
            remove_stale_temp_files(folder)
        # The coach's answers outlive the program (a review after a restart); a run that
        # keeps nothing of the user's (a screenshot) only reads them.
        self.learning.service.use_store(AnalysisStore(paths.analyses_dir, writable=autosave))
        # Par, accuracy and puzzles (Game ▸ Training…) in the data folder; read-only likewise.
        self.learning.training.problems.connect(self.report)
        self.learning.training.use_store(paths.training_path, writable=autosave)
        self.autosaver = BackgroundAutosaver(
            paths.autosave_path,
            self.autosave_failed.emit,
            lambda _path: self.autosave_recovered.emit(),
        )
        self.autosave_enabled = autosave
        #: The autosave file this instance writes per game (another instance playing the
        #: same game writes its own: both matches are kept).
        self.slots = AutosaveSlots(paths)
        self.problem.connect(self._show_status)
        #: Shown in the status bar for as long as the autosave fails (None: it works).
        self.not_kept: QLabel | None = None
        self.autosave_failed.connect(self._autosave_failed)
        self.autosave_recovered.connect(self._autosave_recovered)
        self.recorder = BackgroundRecorder(self.problems.emit)
        self.problems.connect(self.report)
        self._migrated = False
        self.controller.state_changed.connect(self._autosave)
        self.controller.deal_finished.connect(self._deal_finished)
        self.controller.match_finished.connect(self._match_finished)

        self.act_statistics = QAction(self.window)
        self.act_statistics.triggered.connect(lambda _=False: self.show_statistics())
        self.act_training = QAction(self.window)
        self.act_training.triggered.connect(lambda _=False: self.learning.open_training())
        #: Game ▸ Resume: one entry per game with an unfinished autosaved match (filled each
        #: time it is about to show).
        self.resume_menu = QMenu(self.window)
        self.resume_actions: list[QAction] = []
        hooks.game_menu.aboutToShow.connect(self.refresh_resume_menu)
        self.window.installEventFilter(self)
        self.retranslate()

        if settings_storage is not None:
            startup.extend(settings_storage.warnings)
            base = settings_storage.base if isinstance(settings_storage, RunOnlyStorage) else None
            json_storage = base if isinstance(base, JsonSettingsStorage) else settings_storage
            if isinstance(json_storage, JsonSettingsStorage) and json_storage.on_error is None:
                json_storage.on_error = self.problem.emit
        if startup:
            self.report(startup)

    def menu_entries(self) -> MenuEntries:
        """Game ▸ Resume (after Open…) and Statistics… (after Save…), for the window to place."""
        return MenuEntries(
            after_open=(self.resume_menu.menuAction(),),
            after_save=(self.act_statistics, self.act_training),
        )

    # --- menu actions -----------------------------------------------------------------------

    def save_game(self) -> Path | None:
        """Ctrl+S: ask for a name and save the match under it; the new file's path."""
        state = self.controller.state
        if state is None:
            return None
        now = datetime.now(UTC).isoformat(timespec="seconds")
        default = f"{game_title(state.spec.id)} {format_date(now)}"
        name = self.ask_save_name(default.strip())
        if name is None or not name.strip():
            return None
        try:
            path = save_game(
                self.paths.saves_dir,
                name,
                state,
                *self._table_meta(state.players),
                learn=self._learn_record(),
            )
        except StorageError as exc:
            self.report([self.tr("The game could not be saved: {error}").format(error=exc)])
            return None
        self._show_status(self.tr("Saved as “{name}”.").format(name=name.strip()))
        return path

    def open_game(self) -> bool:
        """Ctrl+O: choose a save in the Open dialog and continue it; True if opened."""
        path = self.choose_save()
        return path is not None and self.open_path(path)

    def open_path(self, path: str | Path) -> bool:
        """Continue the match saved in ``path`` exactly; a bad file is reported and set aside."""
        found, message = open_save(path)
        if found is None:
            self.report(
                [message or self.tr("The saved game {path} cannot be opened.").format(path=path)]
            )
            return False
        state, meta = found
        if not self._confirm_leave(meta.game):
            return False
        self.controller.resume(state, meta.levels, meta.bot_seeds, meta.match_id)
        self._restore_learn(meta)
        return True

    def resume_autosave(self, game_id: str, path: Path | None = None) -> bool:
        """Game ▸ Resume ▸ <game>: continue that game's unfinished match (the one kept in
        ``path``, default the newest of that game); True if resumed."""
        if self._closed:
            return False
        self.autosaver.flush(5.0)  # the running match's last move is on disk
        if path is None:
            newest = [e for e in self.unfinished_autosaves() if e.meta.game == game_id]
            if not newest:
                return False
            path = newest[0].path
        found, problems = read_autosave(path)
        if problems:
            self.report(problems)
        if found is None:
            return False
        state, meta = found
        c = self.controller
        if meta.match_id and meta.match_id == c.match_id and c.has_match():
            return False  # that match is the one on the table
        if not self._confirm_leave(meta.game):
            return False
        return self._resume_from(path, state, meta)

    def _resume_from(self, path: Path, state: engine.GameState, meta: SaveMeta) -> bool:
        """Continue an autosaved match, writing its autosave to the same file from now on."""
        if not self.slots.adopt(meta.game, path):
            self.report(
                [
                    self.tr(
                        "This match is being played in another Kartentisch window; "
                        "continue it there."
                    )
                ]
            )
            return False
        self.controller.resume(state, meta.levels, meta.bot_seeds, meta.match_id)
        self._restore_learn(meta)
        return True

    def unfinished_autosaves(self) -> list[SaveEntry]:
        """The per-game autosaves of unfinished matches, newest first (bad ones reported)."""
        problems = self._migrate()
        entries = list_autosaves(self.paths, problems, skip=self.slots.taken_elsewhere)
        if problems:
            self.report(problems)
        return entries

    def refresh_resume_menu(self) -> None:
        """Fill Game ▸ Resume with the games that have an unfinished autosaved match."""
        if not self._closed:
            self.autosaver.flush(2.0)
        entries = [] if not self.autosave_enabled else self.unfinished_autosaves()
        self.resume_menu.clear()
        self.resume_actions = []
        c = self.controller
        for entry in entries:
            meta = entry.meta
            act = QAction(self.resume_entry_text(meta), self.resume_menu)
            act.setData(meta.game)
            on_table = bool(meta.match_id) and meta.match_id == c.match_id
            act.setEnabled(not on_table)
            act.triggered.connect(
                lambda _=False, g=meta.game, p=entry.path: self.resume_autosave(g, p)
            )
            self.resume_menu.addAction(act)
            self.resume_actions.append(act)
        self.resume_menu.menuAction().setEnabled(bool(entries))

    def resume_entry_text(self, meta: SaveMeta) -> str:
        return self.tr("{game}: deal {deal}, score {score} ({date})").format(
            game=game_title(meta.game),
            deal=meta.deal_no + 1,
            score=standing(meta),
            date=format_date(meta.saved_at),
        )

    def _confirm_leave(self, next_game: str) -> bool:
        return self.hooks.confirm_leave_match(next_game)

    def show_statistics(self) -> None:
        """Game ▸ Statistics…: the per-game table."""
        self.statistics_dialog().exec()

    def statistics_dialog(self) -> StatisticsDialog:
        if not self._closed:
            self.recorder.flush(10.0)  # the counts of the last deals are in the file
        stats, problems = load_statistics(self.paths.statistics_path)
        if problems:
            self.report(problems)
        return StatisticsDialog(
            stats,
            self.window,
            training=self.learning.training.record,
            open_training=lambda game: self.learning.open_training(game),
            today=self.learning.training.today(),
        )

    # --- start-up ---------------------------------------------------------------------------

    def offer_resume(self) -> bool:
        """At start: offer the most recently played game's unfinished match; True if it was
        resumed.

        Declining leaves the file in place (Game ▸ Resume still lists it); it is replaced
        once another match of that game is played.
        """
        problems = self._migrate()
        entries = list_autosaves(self.paths, problems, skip=self.slots.taken_elsewhere)
        found = None
        if entries:
            found, more = read_autosave(entries[0].path)
            problems.extend(more)
        if problems:
            self.report(problems)
        if found is None:
            return False
        state, meta = found
        if not self.ask_resume(meta):
            return False
        return self._resume_from(entries[0].path, state, meta)

    def _migrate(self) -> list[str]:
        """Once per run: the single autosave of earlier versions becomes its game's."""
        if self._migrated or not self.autosave_enabled:
            return []
        self._migrated = True
        return migrate_single_autosave(self.paths)

    # --- questions (tests replace these) ----------------------------------------------------

    def ask_save_name(self, default: str) -> str | None:
        text, ok = QInputDialog.getText(
            self.window, self.tr("Save the game"), self.tr("Name of the saved game:"), text=default
        )
        return text if ok else None

    def choose_save(self) -> Path | None:
        dialog = OpenGameDialog(self.paths.saves_dir, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.selected_path()

    def ask_resume(self, meta: SaveMeta) -> bool:
        answer = QMessageBox.question(
            self.window, self.tr("Resume the match?"), self.resume_question(meta)
        )
        return answer == QMessageBox.StandardButton.Yes

    def resume_question(self, meta: SaveMeta) -> str:
        saved = self.tr(
            "An unfinished match of {game} for {players} was saved automatically "
            "on {date} (deal {deal}, score {score})."
        ).format(
            game=game_title(meta.game),
            players=plurals.players(meta.players),
            date=format_date(meta.saved_at),
            deal=meta.deal_no + 1,
            score=standing(meta),
        )
        return " ".join(p for p in (saved, lesson_sentence(meta), self.tr("Continue it?")) if p)

    # --- reporting --------------------------------------------------------------------------

    def report(self, messages: list[str]) -> None:
        """Tell the user what went wrong with a file, without stopping the program."""
        messages = [m for m in messages if m]
        if not messages:
            return
        self.messages.extend(messages)
        text = "\n\n".join(messages)
        if not self.interactive:
            print(f"kartentisch: {text}", file=sys.stderr)
            return
        self._show_status(messages[-1])
        if self.message_box is not None:
            self.message_box.close()
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Kartentisch"), text)
        box.setParent(self.window, box.windowFlags())
        box.setModal(False)
        box.show()
        self.message_box = box

    def _autosave_failed(self, message: str) -> None:
        """Say once, in a message that stays, that the match is not kept; and keep a mark in
        the status bar until an autosave works again (not one line per move)."""
        self.report([message])
        if not self.interactive or self.not_kept is not None:
            return
        self.not_kept = QLabel(self.tr("Not saved automatically"))
        self.not_kept.setToolTip(message)
        self.not_kept.setStyleSheet("color: #b00020; font-weight: bold;")
        self.hooks.status_bar().addPermanentWidget(self.not_kept)

    def _autosave_recovered(self) -> None:
        if self.not_kept is not None:
            self.hooks.status_bar().removeWidget(self.not_kept)
            self.not_kept.deleteLater()
            self.not_kept = None
        self._show_status(self.tr("The match is saved automatically again."))

    def _show_status(self, message: str) -> None:
        if not self.interactive:
            print(f"kartentisch: {message}", file=sys.stderr)
            return
        self.hooks.show_status(message)

    # --- signals ----------------------------------------------------------------------------

    def _table_meta(self, players: int) -> tuple[list[str | None], list[int | None], list[str]]:
        """Levels, bot seeds and seat names of the running match, for its metadata."""
        c = self.controller
        levels = list(c.levels)
        seeds = [None if level is None else c.bot_seed(seat) for seat, level in enumerate(levels)]
        names = [self.settings.player_name() if lv is None else "" for lv in levels]
        return levels, seeds, names[:players]

    def _learn_record(self) -> dict[str, Any]:
        """What learn mode is doing now, for the save (``SaveMeta.learn``)."""
        learning = self.learning
        on = bool(learning.learn_mode)
        lesson = learning.current_lesson() if on else None
        return {"on": on, "lesson": learning.lesson_index if lesson is not None else None}

    def _restore_learn(self, meta: SaveMeta) -> None:
        """After resuming: learn mode as it was, and the guided lesson with its title,
        introduction and advice (the resumed match replaced the series, so it is set again)."""
        learning = self.learning
        if not meta.learn.get("on"):
            return
        index = meta.learn.get("lesson")
        if isinstance(index, int):
            # "Next lesson" starts the next one against the same opponents.
            learning.restore_lesson(meta.game, index, list(meta.levels))
        learning.set_learn_mode(True)

    def _autosave(self, _obs: object = None) -> None:
        state = self.controller.state
        if self._closed or not self.autosave_enabled or state is None or state.is_over:
            return
        levels = self.controller.levels
        if any(lv is None for lv in levels) and not self.controller.person_has_moved():
            return  # the person has not played yet: nothing to lose (module docstring)
        try:
            self.autosaver.submit(
                state,
                *self._table_meta(state.players),
                path=self.slots.path_for(state.spec.id),
                match_id=self.controller.match_id,
                learn=self._learn_record(),
            )
        except (ValueError, RuntimeError) as exc:
            self._show_status(
                self.tr("The match could not be saved automatically: {error}").format(error=exc)
            )

    def _deal_finished(self, row: object = None) -> None:
        """Count the finished deal (once per match and deal number; see gui.storage.statistics)."""
        state = self.controller.state
        if self._closed or not self.autosave_enabled or state is None or not state.deal_over:
            return
        deal_no = row.get("deal_no") if isinstance(row, dict) else None
        if not isinstance(deal_no, int):
            deal_no = state.deal_no
        path, snapshot, match_id = (
            self.paths.statistics_path,
            state.clone(),
            self.controller.match_id,
        )
        self.recorder.submit(lambda: record_deal(path, snapshot, deal_no, match_id)[2])

    def count_seat_deal(
        self,
        game: str,
        deal_no: int,
        match_id: str,
        seat: int,
        scores: list[float],
        detail: dict[str, Any],
        teams: list[list[int]],
    ) -> None:
        """Count a deal played at a network table (gui/net), where this program has only the
        deal's result for the person's seat, not the engine state of the match."""
        if self._closed or not self.autosave_enabled:
            return
        path = self.paths.statistics_path
        self.recorder.submit(
            lambda: record_seat_deal(path, game, deal_no, match_id, seat, scores, detail, teams)[2]
        )

    def count_seat_match(
        self,
        game: str,
        seat: int,
        totals: list[float],
        teams: list[list[int]],
        lower: bool,
        deals: int,
        match_id: str,
        names: list[str],
        levels: list[str | None],
    ) -> None:
        """Count a match finished at a network table (see :meth:`count_seat_deal`)."""
        if self._closed or not self.autosave_enabled:
            return
        path = self.paths.statistics_path
        self.recorder.submit(
            lambda: record_seat_match(
                path, game, seat, totals, teams, lower, deals, match_id, names, levels
            )[2]
        )

    def _match_finished(self, _totals: object = None) -> None:
        c = self.controller
        state = c.state
        if self._closed or not self.autosave_enabled or state is None or not state.is_over:
            return
        if c.person_has_moved():  # else the game's autosave belongs to another match
            self.autosaver.clear(self.slots.path_for(state.spec.id))
        levels, _seeds, names = self._table_meta(state.players)
        path, snapshot, match_id = self.paths.statistics_path, state.clone(), c.match_id
        self.recorder.submit(lambda: record_match(path, snapshot, match_id, levels, names)[2])

    # --- life cycle -------------------------------------------------------------------------

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until the autosave and the statistics are on disk (closing, tests)."""
        return self.autosaver.flush(timeout) and self.recorder.flush(timeout)

    def close(self) -> None:
        """Finish the last autosave and stop its thread (the window is closing)."""
        if self._closed:
            return
        self._closed = True
        if not self.autosaver.close():
            print("kartentisch: the last autosave did not finish in time", file=sys.stderr)
        if not self.recorder.close():
            print("kartentisch: the last statistics did not finish in time", file=sys.stderr)
        self.slots.release_all()  # the autosaves are on disk: another instance may go on

    def retranslate(self) -> None:
        self.act_statistics.setText(self.tr("S&tatistics…"))
        self.act_training.setText(self.tr("T&raining…"))
        self.resume_menu.setTitle(self.tr("&Resume"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window:
            if event.type() == QEvent.Type.Close:
                self.close()
            elif event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
        return super().eventFilter(watched, event)


__all__ = ["Persistence", "user_settings_storage"]
