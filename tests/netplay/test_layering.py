"""The layering of ARCHITECTURE.md: netplay never imports Qt (or the GUI), and the engine never
imports netplay. Checked in a fresh interpreter, so nothing the test runner loaded counts."""

import subprocess
import sys

CHECK = """
import sys
import netplay.bench, netplay.cli, netplay.client, netplay.embedded, netplay.seatbot
import netplay.server, netplay.server_main, netplay.table
bad = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "gui", "cardart", "PIL"))
print(",".join(bad))
"""


def test_netplay_imports_no_qt_gui_or_card_art():
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_the_engine_imports_no_netplay():
    code = (
        "import sys, engine, engine.bots, engine.coach, engine.__main__\n"
        "print([m for m in sys.modules if m.startswith('netplay') or m.startswith('websockets')])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
