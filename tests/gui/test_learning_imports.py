"""The coach's room in gui/: nothing in gui/coach imports the main window. The coach used to
import ``MainWindow`` (the GUI's only import cycle) and reach into twenty of its parts. That
no package holds an import cycle is tests/test_layering.py's to check."""

from __future__ import annotations

from tests.test_layering import all_imports, source_modules


def _graph() -> dict[str, set[str]]:
    """The gui modules each gui module imports, anywhere in it (read from the source as
    tests/test_layering.py reads it: also inside functions and TYPE_CHECKING blocks)."""
    graph: dict[str, set[str]] = {}
    for imp in all_imports(source_modules()):
        if imp.importer.startswith("gui.") or imp.importer == "gui":
            targets = graph.setdefault(imp.importer, set())
            if imp.target.startswith("gui.") and imp.target != imp.importer:
                targets.add(imp.target)
    return graph


def test_the_coach_never_imports_the_main_window() -> None:
    graph = _graph()
    coach = [m for m in graph if m.startswith("gui.coach")]
    assert len(coach) >= 8
    for module in coach:
        assert "gui.main_window" not in graph[module], module
