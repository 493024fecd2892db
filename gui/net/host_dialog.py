"""Game ▸ Host table…: the New-game dialog's game, players and options, and for each seat
other than the host's: open for a friend, or a bot with its level; and the port.

It is the New-game dialog (gui/dialogs/new_game.py) with its seat rows and its last rows
changed, not a copy of it: the options of every game and their help stay in one place.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from gui import names
from gui.dialogs.new_game import NewGameDialog
from gui.net.addresses import DEFAULT_PORT
from gui.net.seats import SeatChoice
from gui.settings import LEVELS, Settings

#: The value of a seat combo that leaves the seat open for a friend.
FRIEND = "friend"


class HostTableDialog(NewGameDialog):
    def __init__(
        self, settings: Settings, parent: QWidget | None = None, current: str | None = None
    ) -> None:
        self.port_spin: QSpinBox | None = None
        super().__init__(settings, parent, current)
        # The deal number and learn mode are the host's server's and the local table's:
        # a hosted table deals at random and learn mode is not offered there.
        self.form.setRowVisible(2, False)
        self.form.setRowVisible(3, False)
        # The port and what friends outside need, in the scrolling part under the seats:
        # the wrapped note is measured there for the dialog's real width.
        self.network_box = QGroupBox(self.inner)
        box = QFormLayout(self.network_box)
        self.port_spin = QSpinBox(self.network_box)
        self.port_spin.setRange(1024, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.port_label = QLabel(self.network_box)
        self.port_label.setBuddy(self.port_spin)
        box.addRow(self.port_label, self.port_spin)
        self.port_note = QLabel(self.network_box)
        self.port_note.setWordWrap(True)
        box.addRow(self.port_note)
        self.inner_layout.insertWidget(2, self.network_box)
        self.retranslateUi()
        self._fit()  # measured again with the port's box

    def _players_changed(self) -> None:
        players = int(self.players_combo.currentData() or 2)
        old = [c.currentData() for c in self.level_combos]
        while self.levels_form.rowCount():
            self.levels_form.removeRow(0)
        self.level_combos = []
        for seat in range(1, players):
            combo = QComboBox(self.levels_box)
            combo.addItem(self.tr("A friend (open seat)"), FRIEND)
            for level in LEVELS:
                combo.addItem(self.tr("Bot: {level}").format(level=names.level_name(level)), level)
            # The first other seat is a friend's by default, the rest bots at the usual level.
            wanted = (
                old[seat - 1]
                if seat - 1 < len(old)
                else FRIEND
                if seat == 1
                else self.settings.default_difficulty()
            )
            index = combo.findData(wanted)
            combo.setCurrentIndex(index if index >= 0 else 0)
            label = QLabel(self.tr("Seat {n}:").format(n=seat + 1), self.levels_box)
            label.setBuddy(combo)
            self.levels_form.addRow(label, combo)
            label.show()
            combo.show()
            self.level_combos.append(combo)
        if hasattr(self, "inner"):
            self._fit()

    def seats(self) -> list[SeatChoice]:
        """Every seat but the host's (seat 1), in order."""
        out = []
        for combo in self.level_combos:
            value = str(combo.currentData())
            out.append(SeatChoice("person") if value == FRIEND else SeatChoice("bot", value))
        return out

    def choices(self) -> dict[str, Any]:
        return {
            "game": self.game_id(),
            "players": int(self.players_combo.currentData()),
            "options": self.options(),
            "seats": self.seats(),
            "port": int(self.port_spin.value()) if self.port_spin is not None else DEFAULT_PORT,
        }

    def accept(self) -> None:
        # Not the New-game dialog's memory: a hosted table's seats are no local opponents.
        super(NewGameDialog, self).accept()

    def retranslateUi(self) -> None:  # noqa: N802
        super().retranslateUi()
        self.setWindowTitle(self.tr("Host a table"))
        self.levels_box.setTitle(self.tr("Seats (you sit at seat 1)"))
        if self.port_spin is None:
            return
        self.network_box.setTitle(self.tr("Network"))
        self.port_label.setText(self.tr("Port:"))
        self.port_note.setText(
            self.tr(
                "Friends in your home network join at this computer's address and this port. "
                "Friends elsewhere need this port forwarded to this computer in your router, "
                "and your firewall must let it through."
            )
        )
