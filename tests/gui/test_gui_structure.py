"""The shape of the GUI that docs/architecture.md ("The table") describes, read from the source.

Why a test: ``TableScene`` grew to 1,000 lines doing everything, and a finished trick came to
pass through the controller, the input, the scene and the display twice before it was split
(issue 40 item 3). These checks keep the split: no GUI module over the size the document
names, and a finished trick heard by one listener, the table's trick display.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "gui"
DOCUMENT = ROOT / "docs" / "architecture.md"
#: The most lines a GUI module may have (docs/architecture.md says why).
MAX_LINES = 700


def _modules() -> list[Path]:
    return sorted(GUI.rglob("*.py"))


def test_the_document_names_the_limits_checked_here() -> None:
    text = DOCUMENT.read_text(encoding="utf-8")
    assert f"{MAX_LINES} lines" in text
    assert "gui/table/trick_display.py" in text and "trick_finished" in text


def test_no_gui_module_is_longer_than_the_document_allows() -> None:
    long = {
        str(path.relative_to(ROOT)): n
        for path in _modules()
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}, "split these by job (docs/architecture.md, The table)"


def _connected_signals(path: Path) -> set[str]:
    """The names of the signals ``path`` connects a slot to (``x.<name>.connect(...)``)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "connect"
            and isinstance(node.func.value, ast.Attribute)
        ):
            names.add(node.func.value.attr)
    return names


def test_a_finished_trick_is_heard_by_the_trick_display_alone() -> None:
    """The controller decides the hold, the display shows it, the trick layer draws it: no
    other GUI module listens to ``trick_finished`` (the input used to, and passed it on)."""
    listeners = [
        str(path.relative_to(ROOT))
        for path in _modules()
        if "trick_finished" in _connected_signals(path)
    ]
    assert listeners == ["gui/table/trick_display.py"]


def test_the_input_only_dismisses_a_finished_trick() -> None:
    """TurnInput puts the trick in the middle away (a click, a key, L): it neither passes the
    controller's trick on nor acknowledges a pause that ran out."""
    source = (GUI / "turn_input.py").read_text(encoding="utf-8")
    assert "trick_finished" not in source and "expired" not in source
    assert re.search(r"self\.tricks\.dismiss\(\)", source)
