"""Network play: a table's engine runs at one host (or server), seats join over WebSocket.

Why a package of its own: the rules (``engine``) stay free of sockets and the server stays free
of Qt, so the same table runs inside the GUI (``netplay.embedded``) and on a headless machine
(``kartentisch-server``). The wire format is ``docs/protocol.md``.

- :mod:`netplay.protocol` — message versions, validation, limits, error codes;
- :mod:`netplay.table` — one table's authority, pure and synchronous (seats, codes, tokens,
  actions through the engine, what each seat is sent);
- :mod:`netplay.server` — :class:`~netplay.server.TableServer`, many tables on one socket;
- :mod:`netplay.embedded` — the server in a thread of its own, for the GUI's host;
- :mod:`netplay.client` — :class:`~netplay.client.SeatClient` and
  :class:`~netplay.client.ThreadedSeat`;
- :mod:`netplay.seatbot` — a terminal seat played by a bot (``kartentisch-cli join``).
"""
