"""The coach's room in gui/: no module of gui imports a module that (through others) imports
it back, and nothing in gui/coach imports the main window. The coach used to import
``MainWindow`` (the GUI's only import cycle) and reach into twenty of its parts."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, modules: set[str]) -> set[str]:
    """The gui modules ``path`` imports anywhere in it (also inside functions and
    TYPE_CHECKING blocks: a cycle there is still a cycle of the design)."""
    found: set[str] = set()
    package = _module_name(path) if path.name == "__init__.py" else _module_name(path.parent)
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names = [base] + [f"{base}.{alias.name}" for alias in node.names]
        for name in names:
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name:
                found.add(name)
    return found


def _graph() -> dict[str, set[str]]:
    paths = sorted((ROOT / "gui").rglob("*.py"))
    modules = {_module_name(p) for p in paths}
    graph = {}
    for path in paths:
        name = _module_name(path)
        # A package's __init__ is imported with each of its modules: leave that edge out.
        graph[name] = {m for m in _imports(path, modules) if m != name and m != "gui"}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_the_finder_sees_a_cycle() -> None:
    graph = {"gui.a": {"gui.b"}, "gui.b": {"gui.c"}, "gui.c": {"gui.a"}, "gui.d": {"gui.a"}}
    assert _cycles(graph) == [["gui.a", "gui.b", "gui.c"]]


def test_the_gui_has_no_import_cycle() -> None:
    graph = _graph()
    assert "gui.coach.learning" in graph and "gui.main_window" in graph["gui.app"]
    assert _cycles(graph) == []


def test_the_coach_never_imports_the_main_window() -> None:
    graph = _graph()
    coach = [m for m in graph if m.startswith("gui.coach")]
    assert len(coach) >= 8
    for module in coach:
        assert "gui.main_window" not in graph[module], module
