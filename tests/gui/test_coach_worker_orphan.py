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


@pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="needs Linux's pidfd_open")
def test_a_stopped_worker_dies_when_the_program_is_killed() -> None:
    program = subprocess.Popen(
        [sys.executable, "-c", _PROGRAM],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert program.stdout is not None
        worker = int(program.stdout.readline().split()[0])
        watch = os.pidfd_open(worker)
        os.kill(worker, signal.SIGSTOP)  # a bot is thinking: the deeper look is stopped
        program.kill()  # and the program is killed in that moment
        program.wait(timeout=30)
        ended, _, _ = select.select([watch], [], [], 30)  # readable when the worker ends
        os.close(watch)
        assert ended, "the stopped worker outlived the program"
    finally:
        program.kill()
        if program.stdin is not None:
            program.stdin.close()
        if program.stdout is not None:
            program.stdout.close()


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

    program = subprocess.Popen(
        [sys.executable, "-c", _PLAY_TIME_PROGRAM],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert program.stdout is not None
        worker = int(program.stdout.readline().split()[0])
        searchers = _children(worker) if STRONG_WORKERS > 1 else []
        assert len(searchers) == (STRONG_WORKERS if STRONG_WORKERS > 1 else 0)
        watches = [os.pidfd_open(pid) for pid in [worker, *searchers]]
        program.kill()
        program.wait(timeout=30)
        for watch in watches:
            ended, _, _ = select.select([watch], [], [], 30)
            os.close(watch)
            assert ended, "a coach process outlived the program"
    finally:
        program.kill()
        if program.stdin is not None:
            program.stdin.close()
        if program.stdout is not None:
            program.stdout.close()
