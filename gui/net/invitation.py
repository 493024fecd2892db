"""The invitation a host passes on: the address(es) of this computer with the port, and one
code per open seat, large, selectable, each with a Copy button (read aloud on the phone or
pasted into a message)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


def invitation_text(address: str, code: str) -> str:
    """What the Copy button puts on the clipboard: both things a friend needs."""
    return f"{address}  {code}"


class InvitationDialog(QDialog):
    """``codes``: the open seats' codes; ``renewable``: the seats no connected person holds,
    each with a "New code for seat N" button that asks ``new_code(seat)`` (the host's table
    makes it; the old code and token stop working; "" if it could not)."""

    def __init__(
        self,
        addresses: list[str],
        port: int,
        codes: dict[int, str],
        seat_names: list[str],
        parent: QWidget | None = None,
        *,
        renewable: list[int] | None = None,
        new_code: Callable[[int], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Invitation"))
        self.addresses = [f"{a}:{port}" for a in addresses]
        self.codes = dict(sorted(codes.items()))
        self.new_code = new_code
        self.renewable = sorted(renewable or []) if new_code is not None else []
        #: Per seat: the code's label and its Copy button (a new code replaces their text).
        self.code_labels: dict[int, QLabel] = {}
        self.seat_copy: dict[int, QPushButton] = {}
        self.renew_buttons: dict[int, QPushButton] = {}
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Give each friend the address and one code: in Kartentisch they choose "
                "Game ▸ Join table… and type both. Each code seats one friend, once."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid = QGridLayout()
        big = self.font()
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        self.copy_buttons: list[QPushButton] = []
        row = 0
        for text in self.addresses:
            grid.addWidget(QLabel(self.tr("Address:"), self), row, 0)
            grid.addWidget(self._big(text, big), row, 1)
            grid.addWidget(self._copy(text), row, 2)
            row += 1
        self.first = self.addresses[0] if self.addresses else ""
        for seat in sorted(set(self.codes) | set(self.renewable)):
            code = self.codes.get(seat, "")
            name = seat_names[seat] if seat < len(seat_names) else ""
            label = self.tr("Seat {n}:").format(n=seat + 1)
            grid.addWidget(QLabel(f"{label} {name}".strip(), self), row, 0)
            self.code_labels[seat] = self._big(code or "—", big)
            grid.addWidget(self.code_labels[seat], row, 1)
            copy = self._copy(invitation_text(self.first, code))
            copy.setEnabled(bool(code))
            self.seat_copy[seat] = copy
            grid.addWidget(copy, row, 2)
            if seat in self.renewable:
                renew = QPushButton(self.tr("New code for seat {n}").format(n=seat + 1), self)
                renew.setToolTip(
                    self.tr(
                        "A new code for this seat: the old code, and the seat of whoever sat "
                        "here, stop working. A bot plays the seat until the code is used."
                    )
                )
                renew.clicked.connect(lambda _=False, s=seat: self.renew(s))
                self.renew_buttons[seat] = renew
                grid.addWidget(renew, row, 3)
            row += 1
        if not self.code_labels:
            grid.addWidget(QLabel(self.tr("Every seat is taken."), self), row, 0, 1, 3)
        layout.addLayout(grid)
        note = QLabel(
            self.tr(
                "Friends outside your home network use your router's public address instead, "
                "with the port forwarded to this computer."
            ),
            self,
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        # Room for the address and the codes beside the "New code" buttons.
        self.setMinimumWidth(720 if self.renew_buttons else 520)

    def renew(self, seat: int) -> str:
        """ "New code for seat N": the table makes it; shown and copied in its row."""
        code = self.new_code(seat) if self.new_code is not None else ""
        if not code:
            return ""
        self.codes[seat] = code
        self.code_labels[seat].setText(code)
        copy = self.seat_copy[seat]
        text = invitation_text(self.first, code)
        copy.setEnabled(True)
        copy.setToolTip(text)
        copy.clicked.disconnect()
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(text))
        return code

    def _big(self, text: str, font: QFont) -> QLabel:
        label = QLabel(text, self)
        label.setFont(font)
        label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        return label

    def _copy(self, text: str) -> QPushButton:
        button = QPushButton(self.tr("Copy"), self)
        button.setToolTip(text)
        button.clicked.connect(lambda: QGuiApplication.clipboard().setText(text))
        self.copy_buttons.append(button)
        return button
