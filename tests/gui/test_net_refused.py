"""A table that turns a connection away says why, and the Join dialog shows it: over the
address's cap of connections without a seat the server refuses the handshake (HTTP 429), and
the person read "No table answers at this address", which sent them checking the address.
Against the real server on loopback, the cap filled with real idle connections."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest
from websockets.sync.client import connect

import i18n
from gui.net.join_dialog import JoinDialog
from gui.net.seats import Hosting, SeatChoice, start_hosting
from gui.net.words import too_many_text
from gui.settings import MemoryStorage, Settings
from netplay.protocol import Limits


@pytest.fixture
def full_table() -> Iterator[Hosting]:
    """A host's table with a friend's seat open, its address's cap of connections without a
    seat taken up by idle connections from this machine."""
    table = start_hosting(
        "tausendundeins", 2, {}, [SeatChoice("person")], port=0, host_name="Anna", bind="127.0.0.1"
    )
    url = f"ws://127.0.0.1:{table.port}/"
    try:
        with contextlib.ExitStack() as idle:
            for _ in range(Limits().max_unjoined_per_address):
                idle.enter_context(connect(url))
            yield table
    finally:
        table.stop()


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_join_dialog_says_the_table_turned_the_connection_away(
    qtbot, qapp, full_table, language
) -> None:
    i18n.install(qapp, language)
    dialog = JoinDialog(Settings(MemoryStorage({"language": language})), None)
    qtbot.addWidget(dialog)
    dialog.address_edit.setText(f"127.0.0.1:{full_table.port}")
    dialog.name_edit.setText("Jan")
    dialog.code_edit.setText(full_table.codes[1])
    dialog.join()
    qtbot.waitUntil(lambda: dialog.message.isVisibleTo(dialog), timeout=10000)
    assert dialog.message.text() == too_many_text()
    assert dialog.controller is None  # nothing left connecting
    if language == "en":
        assert dialog.message.text() == (
            "The table turned the connection away: too many connections from your address "
            "are waiting to sit down. Try again in a moment."
        )
    else:
        assert dialog.message.text().startswith("Stół odrzucił połączenie")
