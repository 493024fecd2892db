"""``strong``'s search workers never outlive the program that started them.

Why: a pool worker waits on a queue it holds both ends of, so a killed program used to leave
its workers idle in memory for good (found in stop 63: both were still there, adopted by
init). ``engine.bots.parent_watch`` ends them with it."""

from __future__ import annotations

import os
import select
import subprocess
import sys
import textwrap

import pytest

#: A program that starts the bots' shared pool of two workers from a short-lived thread (as
#: the GUI's bot threads do), asks them again once that thread has ended, prints the
#: workers' ids and waits.
_PROGRAM = textwrap.dedent(
    """
    import sys, threading
    from engine.bots import parallel

    if __name__ == "__main__":
        starter = threading.Thread(target=parallel.warm_up, args=(2,))
        starter.start()
        starter.join()
        parallel.warm_up(2)  # the workers still answer once that thread has ended
        print(*parallel.get_pool(2)._processes, flush=True)
        sys.stdin.read()
    """
)


def _start() -> tuple[subprocess.Popen[str], list[int]]:
    program = subprocess.Popen(
        [sys.executable, "-c", _PROGRAM],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,  # the killed program's leftovers say so there
        text=True,
    )
    assert program.stdout is not None
    return program, [int(pid) for pid in program.stdout.readline().split()]


def _close(program: subprocess.Popen[str]) -> None:
    program.kill()
    program.wait(timeout=30)
    for stream in (program.stdin, program.stdout):
        if stream is not None:
            stream.close()


@pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="needs Linux's pidfd_open")
def test_the_workers_end_when_the_program_is_killed() -> None:
    program, workers = _start()
    try:
        assert len(workers) == 2
        watches = [os.pidfd_open(pid) for pid in workers]
        program.kill()
        program.wait(timeout=30)
        for watch in watches:
            ended, _, _ = select.select([watch], [], [], 30)  # readable when it has ended
            os.close(watch)
            assert ended, "a search worker outlived the program"
    finally:
        _close(program)


@pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="needs Linux's pidfd_open")
def test_the_workers_outlive_the_thread_that_started_them() -> None:
    """The thread that started the pool has ended; the workers still answer."""
    program, workers = _start()
    try:
        watches = [os.pidfd_open(pid) for pid in workers]
        for watch in watches:
            ended, _, _ = select.select([watch], [], [], 0)
            os.close(watch)
            assert not ended, "a search worker ended with the thread that started it"
    finally:
        _close(program)


#: A program whose worker process starts the shared pool of its own (as the coach's
#: play-time worker does), then shuts that worker down and ends.
_NESTED = textwrap.dedent(
    """
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from engine.bots import parallel

    if __name__ == "__main__":
        outer = ProcessPoolExecutor(
            max_workers=1,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=parallel.warm_up,
            initargs=(2,),
        )
        outer.submit(parallel.warm_up, 2).result()
        outer.shutdown(wait=True)
        print("ended", flush=True)
    """
)


def test_a_worker_with_a_pool_of_its_own_ends_when_it_is_shut_down() -> None:
    """Found in stop 63: such a worker waited for its pool's processes on its way out while
    they waited for work, so the program hung at its end."""
    done = subprocess.run(
        [sys.executable, "-c", _NESTED], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["ended"]
