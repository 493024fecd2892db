"""The real two-window test (issue 34): a host and a joiner, two processes with real windows
on one X display (Xvfb), play a network table to the end of a deal; the joiner by the keys a
person would press (tests/gui/two_windows.py). scripts/test.sh installs xvfb, xauth and
xdotool; the test is collected only where xvfb-run and xdotool exist (tests/gui/conftest.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("two_windows.py")


@pytest.mark.xvfb
def test_host_and_joiner_play_a_deal_in_two_windows(tmp_path):
    done = subprocess.run(
        [
            "xvfb-run",
            "-a",
            "-s",
            "-screen 0 1280x800x24",
            sys.executable,
            str(SCRIPT),
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=400,
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0, report
    assert "windows seen: 2" in done.stdout, report
    assert "host exit 0, joiner exit 0" in done.stdout, report
    for name in ("host.png", "join.png"):
        assert (tmp_path / name).stat().st_size > 10_000, name
