"""The window of a network table: the main window with a :class:`RemoteController`.

Why its own window: the local table's controller, autosave and learn mode stay as they are
while the person plays at a network table; leaving the table (closing this window, or
Game ▸ New there) closes the connection, stops the host's server (after asking, when friends
sit at it) and brings the local table back.

What differs from a local table, each said where it shows: undo is disabled (the others have
seen the move); learn mode and the hint ask the host's coach for this seat (guided lessons
stay local); the review of a deal that is over is the host's (gui/net/net_review.py); the
match is not saved here (the host's server is the authority); the statistics count this
seat's deals.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QBoxLayout, QMessageBox

from engine.coach import Analysis
from gui import names
from gui.main_window import MainWindow
from gui.net.addresses import local_addresses
from gui.net.invitation import InvitationDialog
from gui.net.keeping import SeatKeeping
from gui.net.net_review import NetReview
from gui.net.next_match_dialog import NextMatchDialog
from gui.net.remote_controller import RemoteController
from gui.net.seats import Hosting
from gui.net.table_banner import TableBanner
from gui.net.words import lost_text, undo_unavailable
from gui.pixmaps import CardPixmaps
from gui.settings import LEVELS, Settings
from gui.window_hooks import WindowHooks
from netplay.protocol import SeatEnd


class SeatStatistics(Protocol):
    """Where this seat's deals and matches are counted: the home window's storage
    (``gui.persistence.Persistence``)."""

    def count_seat_deal(
        self,
        game: str,
        deal_no: int,
        match_id: str,
        seat: int,
        scores: list[float],
        detail: dict[str, Any],
        teams: list[list[int]],
    ) -> None: ...

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
    ) -> None: ...


class NetworkWindow(MainWindow):
    def __init__(
        self,
        settings: Settings,
        controller: RemoteController,
        pixmaps: CardPixmaps | None = None,
        home: WindowHooks | None = None,
        hosting: Hosting | None = None,
        statistics: SeatStatistics | None = None,
        keeping: SeatKeeping | None = None,
    ) -> None:
        """``home``: the local window's hooks (shown again when this one closes; its New
        game and start screen follow leaving); ``statistics``: where this seat's deals are
        counted (None: nowhere, as in tests); ``keeping``: what keeps this seat on disk
        for a return after a crash (None: not kept)."""
        # Learn mode's advice is the host's coach's, for this seat only (lessons stay local).
        super().__init__(
            settings, controller=controller, pixmaps=pixmaps, ask_advice=controller.ask_advice
        )
        self.remote = controller
        self.home = home
        self.statistics = statistics
        self.hosting = hosting
        self.keeping = keeping
        self.invitation: InvitationDialog | None = None
        self._left = False
        #: The seats as last shown (who came, left or was given to a bot is said).
        self._seen_seats: list[dict[str, Any]] = []
        controller.setParent(self)
        controller.seats_changed.connect(self._on_seats)
        controller.connection_lost.connect(self._on_lost)
        controller.waiting_for_others.connect(
            lambda: self.show_status(self.tr("Waiting for the other players to be ready…"))
        )
        # Why play waits, above the table for as long as it waits (gui/net/table_banner.py).
        self.banner = TableBanner(controller, self)
        body = self.centralWidget()
        central = body.layout() if body is not None else None
        if isinstance(central, QBoxLayout):
            central.insertWidget(0, self.banner)
        for signal in (controller.pause_changed, controller.seats_changed):
            signal.connect(lambda _news: self.banner.refresh())
        controller.connection_lost.connect(lambda _end: self.banner.refresh())
        self.banner.refresh()  # the table may have paused before this window opened
        controller.deal_finished.connect(self._count_deal)
        controller.match_finished.connect(self._count_match)
        # The notice that the table went away (non-modal; see _on_lost).
        self.lost_box: QMessageBox | None = None
        #: The host's options for the next match, while it is open.
        self.next_match_dialog: NextMatchDialog | None = None
        self._build_table_menu()
        self.learning.set_learn_mode(False)  # off until the person ticks it
        controller.advice_ready.connect(self._on_advice)
        # The deal review is the host's: asked for a deal that is over, shown when it comes.
        self.net_review = NetReview(controller, self.learning, self.statusBar().showMessage)
        self.score.sheet.doubleClicked.connect(lambda index: self.net_review.open(index.row()))
        controller.deal_finished.connect(lambda _row: self._refresh_actions())
        # The match-over panel's button deals the host's next match at this table, or
        # leaves it (after_match), and says which: in place of the local window's New game
        # dialog, its one slot.
        self.result_panel.over_label = self._over_label
        self.result_panel.new_game_requested.disconnect()
        self.result_panel.new_game_requested.connect(self.after_match)
        controller.match_started.connect(self._on_new_match)
        self.retranslateUi()

    # --- menus --------------------------------------------------------------------------------

    def _build_table_menu(self) -> None:
        self.table_menu = self.menuBar().addMenu("")
        self.act_invitation = QAction(self)
        self.act_invitation.triggered.connect(lambda _=False: self.show_invitation())
        self.table_menu.addAction(self.act_invitation)
        self.bot_menu = self.table_menu.addMenu("")
        self.act_leave = QAction(self)
        self.act_leave.triggered.connect(lambda _=False: self.close())
        self.table_menu.addSeparator()
        self.table_menu.addAction(self.act_leave)
        self.table_menu.setToolTipsVisible(True)
        self.game_menu.setToolTipsVisible(True)
        self._fill_bot_menu()

    def _fill_bot_menu(self) -> None:
        """The host's "Give a seat to a bot": each seat of a friend who has not come or has
        left (the server's stand-in plays it meanwhile), at each level."""
        menu = self.bot_menu
        menu.clear()
        c = self.remote
        for index, seat in enumerate(c.seats):
            if index == c.my_seat or seat.get("kind") == "bot":
                continue
            if seat.get("connected") and not seat.get("stand_in"):
                continue
            names_ = c.seat_names()
            sub = menu.addMenu(self.tr("Seat {n}: {name}").format(n=index + 1, name=names_[index]))
            for level in LEVELS:
                act = sub.addAction(names.level_name(level))
                act.triggered.connect(
                    lambda _=False, s=index, lv=level: self.remote.give_seat_to_bot(s, lv)
                )
        menu.setEnabled(c.is_host and not menu.isEmpty())
        self.act_invitation.setEnabled(self.hosting is not None)

    def retranslateUi(self) -> None:  # noqa: N802
        super().retranslateUi()
        if not hasattr(self, "table_menu"):
            return
        self.table_menu.setTitle(self.tr("&Table"))
        self.act_invitation.setText(self.tr("&Invitation…"))
        self.bot_menu.setTitle(self.tr("Give a seat to a &bot"))
        self.act_leave.setText(self.tr("&Leave the table"))
        self.learning.panel.toggle.setToolTip(
            self.tr(
                "At a network table the host's coach advises at each of your decisions, "
                "knowing only what your seat knows. The guided lessons are played at a "
                "local table only."
            )
        )
        self._refresh_actions()

    def _update_title(self) -> None:
        super()._update_title()
        self.setWindowTitle(self.tr("{title} — network table").format(title=self.windowTitle()))

    def _refresh_actions(self) -> None:
        super()._refresh_actions()
        if not hasattr(self, "remote"):
            return
        self.act_undo.setEnabled(False)
        self.act_undo.setToolTip(undo_unavailable())
        self.act_save.setEnabled(False)
        self.act_save.setToolTip(
            self.tr("The host's program keeps this match; it is not saved here.")
        )
        self.act_open.setEnabled(False)
        over = bool(self.remote.results)
        self.act_review.setEnabled(over)
        self.result_panel.review_button.setEnabled(over)
        why = self.tr(
            "The host's program shows you every hand of a deal once it is over, with its "
            "coach's verdict on each of your decisions."
        )
        self.act_review.setToolTip(why)
        self.result_panel.review_button.setToolTip(why)

    def _on_advice(self, msg: Any) -> None:
        """The host's advice for learn mode: shown as the local coach's would be."""
        try:
            analysis = Analysis.from_json(msg.get("analysis"))
        except (ValueError, AttributeError):
            return  # a damaged answer: learn mode asks again at the next decision
        self.learning.show_advice(analysis)

    def review_deal(self) -> None:
        """The review of the latest deal that is over, asked of the host."""
        self.net_review.open()

    # --- the table's seats --------------------------------------------------------------------

    def _names(self, players: int) -> list[str]:
        """Every seat by the name all the table's screens show (one's own too: the others
        call this person by it, and so does the score sheet)."""
        shown = self.remote.seat_names() if self.remote.seats else []
        return shown if len(shown) == players else super()._names(players)

    def _on_seats(self, _seats: Any) -> None:
        before = list(self._seen_seats)
        self._seen_seats = [dict(s) for s in self.remote.seats]
        self.seat_names = self._names(len(self.remote.seats))
        self.apply_display()
        self._fill_bot_menu()
        for index, (old, new) in enumerate(zip(before, self._seen_seats, strict=False)):
            said = seat_news(old, new, self.seat_names[index])
            if said and index != self.remote.my_seat:
                self.show_status(said)

    def _on_lost(self, end: SeatEnd) -> None:
        """Told without a modal loop: the table is gone either way, and a blocking box would
        hold up whatever the program was doing (a screenshot run, a closing window)."""
        text = lost_text(end)
        self.show_status(text)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Connection lost"), text, parent=self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.lost_box = box
        box.open()

    def show_invitation(self) -> None:
        hosting = self.hosting
        if hosting is None:
            return
        if self.invitation is not None:
            self.invitation.close()
        dialog = InvitationDialog(
            local_addresses(),
            hosting.port,
            self._open_codes(),
            self.seat_names,
            self,
            renewable=self.renewable_seats(),
            new_code=self.new_code,
        )
        self.invitation = dialog
        dialog.show()

    def _open_codes(self) -> dict[int, str]:
        """The codes of the seats nobody has taken yet."""
        hosting = self.hosting
        if hosting is None:
            return {}
        seats = self.remote.seats
        return {
            s: code
            for s, code in hosting.codes.items()
            if not seats or (s < len(seats) and seats[s].get("kind") == "open")
        }

    def renewable_seats(self) -> list[int]:
        """The seats the host may give a new code: a friend's seat that no connected person
        holds (nobody came, or the friend left)."""
        return [
            i
            for i, s in enumerate(self.remote.seats)
            if i != self.remote.my_seat
            and s.get("kind") in ("open", "person")
            and not s.get("host")
            and not s.get("connected")
        ]

    def new_code(self, seat: int) -> str:
        """Table ▸ Invitation…: "New code for seat N". The new code ("" if the seat is held
        again meanwhile: the reason is in the status line)."""
        hosting = self.hosting
        if hosting is None:
            return ""
        try:
            code = hosting.new_code(seat)
        except ValueError:
            self.show_status(
                self.tr("Seat {n} is taken again: it keeps its player.").format(n=seat + 1)
            )
            return ""
        if self.keeping is not None:
            self.keeping.codes_changed()
        return code

    def _count_deal(self, row: Any) -> None:
        """This seat's deal in the person's statistics (through the home window's storage)."""
        obs = self.remote.observation()
        if self.statistics is None or not isinstance(row, dict) or obs is None:
            return
        self.statistics.count_seat_deal(
            str(obs.get("game") or ""),
            int(row.get("deal_no") or 0),
            self.remote.match_id,
            self.remote.my_seat,
            list(row.get("scores") or []),
            dict(row.get("detail") or {}),
            list(obs.get("teams") or []),
        )

    def _count_match(self, totals: Any) -> None:
        """The finished match in the person's statistics and history, for their seat."""
        obs = self.remote.observation()
        if self.statistics is None or obs is None or not isinstance(totals, list):
            return
        results = self.remote.results
        lower = any((r.get("detail") or {}).get("lower_is_better") for r in results)
        self.statistics.count_seat_match(
            str(obs.get("game") or ""),
            self.remote.my_seat,
            [float(t) for t in totals],
            [list(t) for t in obs.get("teams") or []],
            lower,
            len(results),
            self.remote.match_id,
            list(self.seat_names),
            # A bot's level beside its name in the history; people (friends) by name alone.
            [s.get("level") if s.get("kind") == "bot" else None for s in self.remote.seats],
        )

    # --- leaving ------------------------------------------------------------------------------

    def friends_seated(self) -> int:
        """How many other people sit at the host's table now."""
        return len(self._friends_here())

    def _friends_here(self) -> list[int]:
        """The seats of the other people connected to the table now."""
        return [
            i
            for i, s in enumerate(self.remote.seats)
            if i != self.remote.my_seat and s.get("kind") == "person" and s.get("connected")
        ]

    def confirm_leave_table(self) -> bool:
        """The host asks before closing a table that friends sit at; anybody else leaves."""
        if self._left or self.hosting is None or self.friends_seated() == 0:
            return True
        return self._ask_leave(
            self.tr("Close the table?"),
            self.tr(
                "Your friends are seated at this table. "
                "If you leave, the table closes for them too."
            ),
            self.tr("Close the table"),
        )

    def after_match(self) -> None:
        """The match-over panel's button: the host's "New match" deals the next match at
        this table for the same seats (the panel stays until it comes); a guest's "Leave the
        table" leaves ("New game…" there closed this window, and the table with it, under a
        label that did not say so). The host is asked by
        :meth:`closeEvent` when friends sit at the table (it closes for them); a guest is
        asked while other people are still at it, since the button has the keyboard and one
        Enter too many would leave them without a word."""
        if self.remote.can_start_new_match():
            self._choose_next_match()
            return
        # A table that went away holds nobody any more, whatever its last seats said.
        friends = self._friends_here() if self.remote.seat is not None else []
        if not self._left and self.hosting is None and friends:
            shown = self.seat_names
            names_ = ", ".join(shown[i] if i < len(shown) else str(i + 1) for i in friends)
            if not self._ask_leave(
                self.tr("Leave the table?"),
                self.tr("Leave the table?"),
                self.tr("Leave the table"),
                detail=self.tr("Still at this table: {names}.").format(names=names_),
            ):
                return
        self.close()

    def _choose_next_match(self) -> None:
        """The host sets the next match's options (gui/net/next_match_dialog.py), set as
        the last match's; OK deals it. Opened, not run in a loop of its own: the table's
        messages go on arriving meanwhile."""
        table = self.remote.table
        dialog = NextMatchDialog(
            self.settings,
            str(table.get("game")),
            int(table.get("players") or 0),
            dict(table.get("options") or {}),
            self,
        )
        dialog.accepted.connect(lambda: self.remote.start_new_match(dialog.options()))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.next_match_dialog = dialog
        dialog.open()

    def _over_label(self) -> str:
        if self.remote.can_start_new_match():
            return self.tr("New match")
        return self.tr("Leave the table")

    def _on_new_match(self, _setup: object) -> None:
        """Said to everybody at the table when the host deals another match (the window
        has just cleared the last match's message)."""
        if self.remote.match_number > 1:
            self.show_status(self.tr("A new match has begun at this table."))

    def _ask_leave(self, title: str, text: str, leave_text: str, detail: str = "") -> bool:
        """A question whose default (Enter, Esc) is to stay; True if the person leaves.
        ``detail`` goes under ``text`` (a box's title is not shown everywhere: macOS)."""
        box = QMessageBox(
            QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, self
        )
        box.setInformativeText(detail)
        leave = box.addButton(leave_text, QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        self.leave_box_net = box
        try:
            box.exec()
            return box.clickedButton() is leave
        finally:
            self.leave_box_net = None
            box.deleteLater()

    #: The question before leaving while it is open (tests answer it).
    leave_box_net: QMessageBox | None = None

    def leave(self) -> None:
        """Close the connection and the host's server (no question: see closeEvent)."""
        if self._left:
            return
        self._left = True
        self.remote.close_seat()
        self.banner.refresh()
        if self.hosting is not None:
            self.hosting.stop()
            if self.keeping is not None:
                self.keeping.forget()  # the host closed the table: nothing to come back to
        if self.invitation is not None:
            self.invitation.close()

    def new_game_dialog(self, game: str | None = None) -> None:
        if self.close() and self.home is not None:
            self.home.new_game_dialog(game)

    def show_start_screen(self) -> bool:
        if self.close() and self.home is not None:
            return self.home.show_start_screen()
        return False

    def confirm_leave_match(self, next_game: str | None = None) -> bool:
        return self.confirm_leave_table()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.confirm_leave_table():
            event.ignore()
            return
        self.leave()
        super().closeEvent(event)
        if self.home is not None:
            self.home.window.show()


def seat_news(old: dict[str, Any], new: dict[str, Any], name: str) -> str:
    """What changed at a seat, in a sentence for the status line ("" if nothing to say)."""
    if old.get("kind") == "open" and new.get("kind") == "person":
        return QCoreApplication.translate("NetworkWindow", "{name} sat down at the table.").format(
            name=name
        )
    if new.get("kind") == "bot" and old.get("kind") != "bot":
        return QCoreApplication.translate("NetworkWindow", "A bot now plays for {name}.").format(
            name=name
        )
    if old.get("connected") and not new.get("connected"):
        return QCoreApplication.translate(
            "NetworkWindow", "{name} has left the table: a bot plays for them after a short wait."
        ).format(name=name)
    if not old.get("connected") and new.get("connected") and new.get("kind") == "person":
        return QCoreApplication.translate("NetworkWindow", "{name} is back at the table.").format(
            name=name
        )
    return ""
