"""The invitation a host passes on: the address(es) of this computer with the port, and one
code per open seat, large, selectable, each with a Copy button (read aloud on the phone or
pasted into a message)."""

from __future__ import annotations

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
    def __init__(
        self,
        addresses: list[str],
        port: int,
        codes: dict[int, str],
        seat_names: list[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Invitation"))
        self.addresses = [f"{a}:{port}" for a in addresses]
        self.codes = dict(sorted(codes.items()))
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
        first = self.addresses[0] if self.addresses else ""
        for seat, code in self.codes.items():
            name = seat_names[seat] if seat < len(seat_names) else ""
            label = self.tr("Seat {n}:").format(n=seat + 1)
            grid.addWidget(QLabel(f"{label} {name}".strip(), self), row, 0)
            grid.addWidget(self._big(code, big), row, 1)
            grid.addWidget(self._copy(invitation_text(first, code)), row, 2)
            row += 1
        if not self.codes:
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
        self.setMinimumWidth(520)

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
