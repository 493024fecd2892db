"""The background coach worker never outlives the program, even while it is stopped."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import textwrap

import pytest

#: A program that starts the coach's background worker as the service does and waits.
_PROGRAM = textwrap.dedent(
    """
    import multiprocessing, os, sys
    from concurrent.futures import ProcessPoolExecutor
    from gui.coach import jobs

    if __name__ == "__main__":
        pool = ProcessPoolExecutor(
            max_workers=1,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=jobs.background_worker_start,
            initargs=(os.getpid(),),
        )
        pool.submit(jobs.ping).result()
        print(*pool._processes, flush=True)
        sys.stdin.read()
    """
)


def _start(program_text: str) -> tuple[subprocess.Popen[str], int]:
    """Run ``program_text``; the program and its coach worker's process id."""
    program = subprocess.Popen(
        [sys.executable, "-c", program_text],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert program.stdout is not None
    return program, int(program.stdout.readline().split()[0])


def _kill_and_watch(program: subprocess.Popen[str], pids: list[int]) -> list[int]:
    """Kill the program; of ``pids``, those still there 30 s after it ended."""
    watches = {pid: os.pidfd_open(pid) for pid in pids}
    program.kill()
    program.wait(timeout=30)
    left = []
    for pid, watch in watches.items():
        ended, _, _ = select.select([watch], [], [], 30)  # readable when the process ends
        os.close(watch)
        if not ended:
            left.append(pid)
    return left


def _close(program: subprocess.Popen[str]) -> None:
    program.kill()
    for stream in (program.stdin, program.stdout):
        if stream is not None:
            stream.close()


@pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="needs Linux's pidfd_open")
def test_a_stopped_worker_dies_when_the_program_is_killed() -> None:
    program, worker = _start(_PROGRAM)
    try:
        os.kill(worker, signal.SIGSTOP)  # a bot is thinking: the deeper look is stopped
        # and the program is killed in that moment
        assert _kill_and_watch(program, [worker]) == [], "the stopped worker outlived the program"
    finally:
        _close(program)


#: The same with the play-time worker, which starts a pool of search processes of its own.
_PLAY_TIME_PROGRAM = _PROGRAM.replace("jobs.background_worker_start", "jobs.play_time_worker_start")


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (read from /proc)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(entry))
    return found


@pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="needs Linux's pidfd_open")
def test_the_play_time_worker_and_its_search_processes_die_with_the_program() -> None:
    from engine.bots import STRONG_WORKERS

    program, worker = _start(_PLAY_TIME_PROGRAM)
    try:
        searchers = _children(worker)
        assert len(searchers) == (STRONG_WORKERS if STRONG_WORKERS > 1 else 0)
        left = _kill_and_watch(program, [worker, *searchers])
        assert left == [], "a coach process outlived the program"
    finally:
        _close(program)
