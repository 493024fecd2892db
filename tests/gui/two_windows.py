"""Two real windows on one X display play a network table to the end of a deal (issue 34).

Run under ``xvfb-run`` by tests/gui/test_two_windows.py (or by hand:
``xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tests/gui/two_windows.py OUTDIR``).
The host (``kartentisch --host tausendundeins:2:person``) plays its seat by itself
(``--moves``); the joiner (``kartentisch --join ADDRESS CODE``) is played the way a person
would: its window gets the focus and xdotool, in turn, presses a card's number and Enter or
clicks a card of the hand, trying the next card when one is refused, and goes on after each
trick. Each saves its
window when the deal is over. Prints what happened; exit status 0 when both ended the deal.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
TIMEOUT = 150.0


def start(args: list[str], home: Path, out: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", HOME=str(home))
    env.pop("XDG_CONFIG_HOME", None)
    env.pop("XDG_DATA_HOME", None)
    home.mkdir(parents=True, exist_ok=True)
    return subprocess.Popen(
        [PYTHON, "-m", "gui.app", *args, "--size", "1100x700", "--timeout", str(TIMEOUT)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=open(out, "w"),  # noqa: SIM115 - the child writes to it until it ends
        text=True,
    )


def xdotool(*args: str) -> str:
    done = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=20)
    return done.stdout.strip()


def window_of(pid: int) -> str:
    """The table's window of process ``pid`` (its title names the game, 1001), else ""."""
    found = xdotool("search", "--all", "--onlyvisible", "--pid", str(pid), "--name", "1001")
    return found.split()[0] if found else ""


def main(outdir: str) -> int:
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    host = start(
        [
            "--host",
            "tausendundeins:2:person",
            "--port",
            "0",
            "--name",
            "Anna",
            "--moves",
            "999",
            "--screenshot",
            str(out / "host.png"),
        ],
        out / "home-host",
        out / "host.err",
    )
    assert host.stdout is not None
    port = code = ""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (port and code):
        line = host.stdout.readline()
        if not line:
            break
        words = line.split()
        if words[:1] == ["port"]:
            port = words[1]
        elif words[:1] == ["seat"]:
            code = words[2]
    if not (port and code):
        print("the host printed no invitation", file=sys.stderr)
        host.kill()
        return 1
    print(f"host listens on {port}, code {code}")
    joiner = start(
        [
            "--join",
            f"127.0.0.1:{port}",
            code,
            "--name",
            "Jan",
            "--language",
            "de",
            "--screenshot",
            str(out / "join.png"),
        ],
        out / "home-join",
        out / "join.err",
    )
    windows: set[str] = set()
    presses = 0
    number = 1
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline and joiner.poll() is None:
        for proc in (host, joiner):
            wid = window_of(proc.pid)
            if wid:
                windows.add(f"{proc.pid}:{wid}")
        wid = window_of(joiner.pid)
        if not wid:
            time.sleep(0.3)
            continue
        xdotool("windowfocus", "--sync", wid)
        # In turn by the keys (a card's number, then Enter) and by the mouse (a click on a
        # card of the hand, which lies across the bottom of the 1100x700 window); a refused
        # card leaves the turn, so the next one is tried; a key or a click also puts a
        # finished trick away. A card with two meanings (the king or queen of a pair on
        # lead: play it or declare the marriage) hands the keys to its two buttons, and a
        # second Enter takes the first; holding only the pair, the keys are the only way on.
        if presses % 2:
            x = str(150 + 70 * (number - 1))
            xdotool("mousemove", "--window", wid, x, "560", "click", "1")
        else:
            xdotool("key", "--delay", "60", str(number), "Return", "Return")
        presses += 1
        number = number % 9 + 1
        time.sleep(0.25)
    joined = joiner.wait(timeout=30) if joiner.poll() is None else joiner.returncode
    hosted = host.wait(timeout=60)
    print(f"windows seen: {len(windows)}; keys and clicks: {presses}")
    print(f"host exit {hosted}, joiner exit {joined}")
    ok = hosted == 0 and joined == 0 and len(windows) >= 2
    if not ok:  # what each window said, for the report of a failed run
        for name in ("host.err", "join.err"):
            lines = (out / name).read_text(errors="replace").splitlines()
            print(f"--- {name}, last lines:", *lines[-15:], sep="\n")
    for name in ("host.png", "join.png"):
        ok = ok and (out / name).is_file()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
