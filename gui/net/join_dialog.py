"""Game ▸ Join table…: the host's address, the invitation code and one's name.

The dialog stays open while it connects, so what went wrong (a mistyped address, no table
server there, a code already used, the seat taken) is said where it can be put right, and the
person's typing is kept. It closes once the server has seated the person; the connected
controller is then the window's (:attr:`JoinDialog.controller`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.net.addresses import AddressError, parse_address, tidy_code
from gui.net.keeping import SeatKeeping, return_label
from gui.net.remote_controller import RemoteController
from gui.net.seats import SeatMaker, threaded_seat
from gui.settings import Settings
from netplay.kept_seats import KeptSeat, KeptSeats

#: How long the dialog waits for the server's answer before saying nobody answers (the
#: seat's own retries would take a quarter of a minute: too long for a mistyped address).
ANSWER_MS = 6000


class JoinDialog(QDialog):
    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        seat_maker: SeatMaker = threaded_seat,
        kept: KeptSeats | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.seat_maker = seat_maker
        self.controller: RemoteController | None = None
        #: Where the seat is kept for a return after a crash (None: not kept) ...
        self.kept = kept
        #: ... and what keeps the joined seat there (the window's, once seated).
        self.keeping: SeatKeeping | None = None
        #: The host's own table chosen to be opened again (the dialog closes for it).
        self.reopen: KeptSeat | None = None
        #: One button per kept seat: "Return to the table at ADDRESS (game, seat N)".
        self.return_buttons: list[tuple[QPushButton, KeptSeat]] = []
        self.address_edit = QLineEdit(self)
        self.code_edit = QLineEdit(self)
        self.name_edit = QLineEdit(self)
        self.name_edit.setText(settings.player_name())
        self.name_edit.setMaxLength(40)
        big = self.code_edit.font()
        big.setPointSizeF(big.pointSizeF() * 1.4)
        self.code_edit.setFont(big)
        self.address_edit.setFont(big)
        self.address_label = QLabel(self)
        self.code_label = QLabel(self)
        self.name_label = QLabel(self)
        self.address_label.setBuddy(self.address_edit)
        self.code_label.setBuddy(self.code_edit)
        self.name_label.setBuddy(self.name_edit)
        form = QFormLayout()
        form.addRow(self.address_label, self.address_edit)
        form.addRow(self.code_label, self.code_edit)
        form.addRow(self.name_label, self.name_edit)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020; font-weight: bold;")
        self.message.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for seat in kept.all() if kept is not None else []:
            button = QPushButton(self)
            button.clicked.connect(lambda _=False, s=seat: self.return_to(s))
            self.return_buttons.append((button, seat))
            layout.addWidget(button)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self._answer = QTimer(self)
        self._answer.setSingleShot(True)
        self._answer.timeout.connect(lambda: self._failed("closed", self._nobody()))
        self.setMinimumWidth(460)
        self.retranslateUi()

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Join a table"))
        self.address_label.setText(self.tr("Host's address:"))
        self.code_label.setText(self.tr("Invitation code:"))
        self.name_label.setText(self.tr("Your name:"))
        self.address_edit.setPlaceholderText(self.tr("e.g. 192.168.1.20:47474"))
        self.code_edit.setPlaceholderText(self.tr("e.g. KRTW-9MXP"))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Join"))
        for button, seat in self.return_buttons:
            button.setText(return_label(seat))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # --- joining ------------------------------------------------------------------------------

    def show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def check(self) -> tuple[str, str, str] | None:
        """(url, code, name) if the fields can be used, else None with the reason shown."""
        try:
            address = parse_address(self.address_edit.text())
        except AddressError as exc:
            self.show_message(
                self.tr("The port must be a number from 1 to 65535.")
                if str(exc) == "port"
                else self.tr("Type the host's address, e.g. 192.168.1.20:47474.")
            )
            self.address_edit.setFocus()
            return None
        try:
            code = tidy_code(self.code_edit.text())
        except AddressError:
            self.show_message(
                self.tr("Type the invitation code the host gave you, e.g. KRTW-9MXP.")
            )
            self.code_edit.setFocus()
            return None
        name = " ".join(self.name_edit.text().split())
        if not name:
            self.show_message(self.tr("Type your name: the others see it at the table."))
            self.name_edit.setFocus()
            return None
        self.code_edit.setText(code)
        return address.url(), code, name

    def join(self) -> None:
        checked = self.check()
        if checked is None:
            return
        url, code, name = checked
        # The same invitation again (after a crash): the seat it took, with its token.
        back = self.kept.for_code(url, code) if self.kept is not None else None
        self._connect(self.address_edit.text().strip(), url, code, name, back)

    def return_to(self, seat: KeptSeat) -> None:
        """A kept seat's button: the host's own table is opened again (the dialog closes
        for it); a friend's seat is taken back with its token, as a join is."""
        if seat.host:
            self.reopen = seat
            self.accept()
            return
        name = " ".join(self.name_edit.text().split()) or seat.name
        self._connect(seat.address, seat.url, "", name, seat)

    def _connect(self, address: str, url: str, code: str, name: str, back: KeptSeat | None) -> None:
        self._drop_controller()
        self.show_message("")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        c = RemoteController(self.settings.move_delay_ms(), None)
        # Once: the host's next match at the table starts a match again, long after this
        # dialog has done its work.
        c.match_started.connect(
            lambda _setup: self._joined(), Qt.ConnectionType.SingleShotConnection
        )
        c.join_failed.connect(self._failed)
        self.controller = c
        if self.kept is not None:
            self.keeping = SeatKeeping(
                c, self.kept, address, url, code=code or None, returning=back
            )
        self._answer.start(ANSWER_MS)
        language = self.settings.language()
        if back is not None:
            c.connect_seat(self.seat_maker(url, None, back.token, name, language))
        else:
            c.connect_seat(self.seat_maker(url, code, None, name, language))

    def _joined(self) -> None:
        self._answer.stop()
        self.accept()

    def _failed(self, code: str, text: str) -> None:
        self._answer.stop()
        self._drop_controller()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        if code == "closed":
            text = self._nobody()
        self.show_message(text)

    def _nobody(self) -> str:
        return self.tr(
            "No table answers at this address. Check the address and that the host's table "
            "is open (and, from outside the host's home network, that the port is forwarded)."
        )

    def _drop_controller(self) -> None:
        c, self.controller = self.controller, None
        self.keeping = None  # it belongs to the controller and goes with it
        if c is not None:
            c.shutdown()
            c.deleteLater()

    def reject(self) -> None:
        self._answer.stop()
        self._drop_controller()
        super().reject()
