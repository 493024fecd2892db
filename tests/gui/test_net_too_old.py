"""A guest whose program is too old for the table gets one clear message (gui/net/words.py).

Why: at the host's new match a guest without the ``new_match`` feature was told "The table
server runs another version of the program." for a moment, then "The connection to the
table was lost (the server closed the seat (1008))": two messages, neither saying what to
do. The server's ``bad_version`` and its close (1008) now end the seat as ``TOO_OLD``
(netplay/client.py, tested against the real server in tests/netplay/test_new_match.py),
told once.
"""

from __future__ import annotations

import pytest

import i18n
from gui.net.words import lost_text, too_old_text
from netplay.protocol import CLOSE_REFUSED, TOO_OLD, SeatEnd
from tests.gui.test_language import translated
from tests.gui.test_remote_controller import seated

TEXT = (
    "This program is too old for this table: the host has started a new match that it "
    "cannot show. Update Kartentisch to play on."
)


def test_the_version_word_and_the_close_are_one_message(qtbot) -> None:
    lost: list[SeatEnd] = []
    said: list[str] = []

    def listen(c) -> None:
        c.connection_lost.connect(lost.append)
        c.error.connect(said.append)

    c, table, _ = seated(qtbot, "chapanka", 4, seat=1, hook=listen)
    table.closed = True  # what the server sends last: its word, then the close
    c._relay.on_message({"v": 2, "type": "error", "code": "bad_version", "message": "update"})
    c._relay.on_closed(SeatEnd("refused: this program is too old for the table", TOO_OLD))
    qtbot.waitUntil(lambda: bool(lost), timeout=5000)
    assert [end.code for end in lost] == [TOO_OLD]
    assert said == [TEXT]
    c.shutdown()


@pytest.mark.parametrize("lang", ["en", "de", "pl"])
def test_the_message_in_every_language(qapp, lang: str) -> None:
    i18n.install(qapp, lang)
    end = SeatEnd("refused: this program is too old for the table", TOO_OLD)
    assert lost_text(end) == too_old_text() == translated(lang, "Network", TEXT)
    # Any other 1008 (a flood, wrong codes) is still a lost connection, with its reason.
    other = lost_text(SeatEnd("the server closed the seat (1008)", CLOSE_REFUSED))
    assert other != too_old_text() and "1008" in other
