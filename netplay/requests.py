"""Asking a running headless server for something: a request file and SIGUSR1.

Why a file and a signal: the server has no admin port (one more thing to secure on the open
internet); whoever may write its ``--data-dir`` may already change its tables, so a request
written there is trusted as much as the table files. ``kartentisch-server --data-dir D
--new-code TABLE:SEAT`` writes ``D/requests/<random>.request``, sends SIGUSR1 to the process
named in ``D/server.pid`` and reads the answer from ``<random>.answer`` (then deletes it).
When no server runs, it changes the table file directly.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import signal
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from netplay import files
from netplay.protocol import Limits

if TYPE_CHECKING:
    from netplay.server import TableServer

log = logging.getLogger("netplay.requests")

#: Seconds ``--new-code`` waits for a running server's answer.
ANSWER_TIMEOUT = 10.0


def _pid_file(data_dir: Path) -> Path:
    return data_dir / "server.pid"


def _folder(data_dir: Path) -> Path:
    return data_dir / "requests"


def listen(server: TableServer, data_dir: Path, loop: asyncio.AbstractEventLoop) -> None:
    """Answer request files on SIGUSR1 (and any waiting now); note this process's id."""
    files.write_json(_pid_file(data_dir), {"pid": os.getpid()})
    loop.add_signal_handler(signal.SIGUSR1, answer_all, server, data_dir)
    answer_all(server, data_dir)


def stop_listening(data_dir: Path, loop: asyncio.AbstractEventLoop) -> None:
    loop.remove_signal_handler(signal.SIGUSR1)
    with contextlib.suppress(OSError):
        _pid_file(data_dir).unlink()


def answer_all(server: TableServer, data_dir: Path) -> None:
    """Answer every waiting request (on the server's loop thread)."""
    folder = _folder(data_dir)
    if not folder.is_dir():
        return
    for path in sorted(folder.glob("*.request")):
        answer: dict[str, Any]
        try:
            request = files.read_json(path)
            answer = {"code": server.new_code(str(request["table"]), int(request["seat"]))}
            log.info("new code for seat %s of table %s", request["seat"], request["table"])
        except (OSError, ValueError, KeyError, TypeError) as exc:
            answer = {"error": str(exc)}
        with contextlib.suppress(OSError):
            files.write_json(path.with_suffix(".answer"), answer)
            path.unlink()


def _running_pid(data_dir: Path) -> int | None:
    try:
        pid = int(files.read_json(_pid_file(data_dir))["pid"])
        os.kill(pid, 0)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return pid


def new_code(data_dir: Path, table_id: str, seat: int, limits: Limits) -> str:
    """A new invitation for ``seat`` of ``table_id`` (ValueError: why not; TimeoutError: the
    running server did not answer)."""
    pid = _running_pid(data_dir)
    if pid is None:
        from netplay.server import TableServer

        server = TableServer(data_dir=data_dir, limits=limits)
        try:
            return server.new_code(table_id, seat)
        finally:
            server.close_executors()
    name = secrets.token_hex(8)
    request = _folder(data_dir) / f"{name}.request"
    files.write_json(request, {"table": table_id, "seat": seat})
    os.kill(pid, signal.SIGUSR1)
    answer_path = request.with_suffix(".answer")
    deadline = time.monotonic() + ANSWER_TIMEOUT
    while not answer_path.exists():  # the server's answer: a file of another process
        if time.monotonic() > deadline:
            with contextlib.suppress(OSError):
                request.unlink()
            raise TimeoutError(f"the server (process {pid}) did not answer")
        time.sleep(0.05)
    answer = files.read_json(answer_path)
    answer_path.unlink()
    if "code" not in answer:
        raise ValueError(str(answer.get("error", "no code")))
    return str(answer["code"])
