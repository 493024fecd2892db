"""The layering of docs/architecture.md ("What may import what"), read from the source of
every module.

Why from the source: importing a list of modules and looking at ``sys.modules`` (what this
test used to do) sees only what those modules load at import time, so an import inside a
function (``from PySide6.QtCore import QTimer`` in a netplay method) or in a module nobody
listed passed unnoticed. Here every ``import`` statement of every module of the five packages
is read with :mod:`ast`, at module level and inside functions alike, and checked against the
rules of docs/architecture.md ("What may import what"); no package may hold an import cycle.
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "cardart", "netplay", "gui", "i18n")
#: The document whose rules these are (the test fails if it is gone or no longer says so).
DOCUMENT = ROOT / "docs" / "architecture.md"


@dataclass(frozen=True)
class Import:
    """One module named by an import statement of ``importer``."""

    importer: str
    target: str
    line: int
    #: Inside a function or method (imported when it first runs, not with the module).
    in_function: bool

    def __str__(self) -> str:
        where = "in a function" if self.in_function else "at module level"
        return f"{self.importer} imports {self.target} (line {self.line}, {where})"


@dataclass(frozen=True)
class Rule:
    """Modules under ``importers`` (minus ``exempt``) import nothing under ``forbidden``
    except what is under ``allowed``."""

    name: str
    importers: tuple[str, ...]
    forbidden: tuple[str, ...]
    allowed: tuple[str, ...] = ()
    exempt: tuple[str, ...] = ()

    def breaks(self, imp: Import) -> bool:
        return (
            _under(imp.importer, self.importers)
            and not _under(imp.importer, self.exempt)
            and _under(imp.target, self.forbidden)
            and not _under(imp.target, self.allowed)
        )


#: The engine's modules built on the bots and the coach (lessons, the deal review, the command
#: line); every other module outside engine.bots and engine.coach is the rules layer.
ENGINE_SERVICES = ("engine.__main__", "engine.guided", "engine.review")
#: What the GUI may use of netplay: the wire format, a seat, the server in a thread, the
#: seats kept on disk, the server's sentences (a paused table's, worded from its cause).
NETPLAY_CLIENT_API = (
    "netplay.protocol",
    "netplay.client",
    "netplay.embedded",
    "netplay.kept_seats",
    "netplay.words",
)

RULES = (
    Rule(
        "the engine imports nothing above it",
        ("engine",),
        ("gui", "netplay", "cardart", "i18n", "PySide6", "PIL", "websockets"),
    ),
    Rule(
        "the engine's rules import neither the bots nor the coach",
        ("engine",),
        ("engine.bots", "engine.coach"),
        exempt=("engine.bots", "engine.coach", *ENGINE_SERVICES),
    ),
    Rule("the bots do not import the coach", ("engine.bots",), ("engine.coach",)),
    Rule("the card art imports no Qt and no GUI", ("cardart",), ("PySide6", "gui", "netplay")),
    Rule(
        "netplay imports no Qt, GUI or card art", ("netplay",), ("PySide6", "gui", "cardart", "PIL")
    ),
    Rule(
        "the GUI uses netplay only through its client API",
        ("gui",),
        ("netplay",),
        allowed=NETPLAY_CLIENT_API,
    ),
)


def _under(name: str, prefixes: Iterable[str]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def source_modules() -> dict[str, Path]:
    """Every module of the five packages by its dotted name."""
    return {
        module_name(path): path
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
    }


def imports_in(
    source: str, module: str, is_package: bool = False, known: Collection[str] = ()
) -> list[Import]:
    """The modules ``source`` (the text of ``module``) imports, wherever the statement stands.

    ``from pkg import name`` names ``pkg.name`` when that is one of the ``known`` modules
    (a submodule), else ``pkg``; a relative import is resolved against ``module``.
    """
    found: list[Import] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inner = in_function or isinstance(
                child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
            )
            if isinstance(child, ast.Import):
                for alias in child.names:
                    found.append(Import(module, alias.name, child.lineno, in_function))
            elif isinstance(child, ast.ImportFrom):
                base = _from_base(child, module, is_package)
                targets = dict.fromkeys(
                    f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in child.names
                )
                found.extend(Import(module, t, child.lineno, in_function) for t in targets)
            visit(child, inner)

    visit(ast.parse(source), False)
    return found


def _from_base(node: ast.ImportFrom, module: str, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    parts = module.split(".") if is_package else module.split(".")[:-1]
    parts = parts[: len(parts) - (node.level - 1)]
    return ".".join([*parts, *([node.module] if node.module else [])])


def all_imports(modules: Mapping[str, Path]) -> list[Import]:
    return [
        imp
        for name, path in modules.items()
        for imp in imports_in(path.read_text("utf-8"), name, path.name == "__init__.py", modules)
    ]


def broken_rules(imports: Iterable[Import]) -> list[str]:
    """Each import that breaks a rule, said with the rule it breaks."""
    return [f"{imp}: {rule.name}" for imp in imports for rule in RULES if rule.breaks(imp)]


def cycles(imports: Iterable[Import], within: str) -> list[list[str]]:
    """The import cycles among the modules under ``within`` (strongly connected groups of
    more than one module), counting imports in functions too: such a cycle only waits for
    the function to run."""
    edges: dict[str, set[str]] = {}
    for imp in imports:
        if _under(imp.importer, (within,)) and _under(imp.target, (within,)):
            edges.setdefault(imp.importer, set())
            if imp.target != imp.importer:
                edges[imp.importer].add(imp.target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def connect(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            connect(v)
    return groups


# --- the project as it is ------------------------------------------------------------------


def test_every_module_keeps_the_layering_rules() -> None:
    modules = source_modules()
    assert len([m for m in modules if m.startswith("engine.")]) > 70  # every module, not a list
    assert broken_rules(all_imports(modules)) == []


@pytest.mark.parametrize("package", PACKAGES)
def test_no_package_has_an_import_cycle(package: str) -> None:
    """The engine had three (issue 45 item 19), each through an import in a function; the
    GUI had one (the coach importing the main window)."""
    assert cycles(all_imports(source_modules()), package) == []


def test_the_rules_are_those_of_docs_architecture_md() -> None:
    text = DOCUMENT.read_text("utf-8")
    assert "## What may import what" in text
    for api in NETPLAY_CLIENT_API:
        assert f"`{api}`" in text
    for service in ENGINE_SERVICES:
        assert f"`{service}`" in text


# --- the checks catch what the old one missed (synthetic source; no file is edited) --------

NETPLAY_TABLE_WITH_QT = '''
"""A table."""
from netplay.protocol import Limits

class Table:
    def later(self) -> None:
        from PySide6.QtCore import QTimer
        QTimer.singleShot(0, print)
'''

CHAPANKA_WITH_GUI = """
import engine.cards

def name(card):
    return card

def blurb():
    import gui.names as names
    return names.game_name("chapanka", "Chapanka")
"""


def test_a_function_level_qt_import_in_netplay_is_caught() -> None:
    imports = imports_in(NETPLAY_TABLE_WITH_QT, "netplay.table")
    assert [str(b) for b in broken_rules(imports)] == [
        "netplay.table imports PySide6.QtCore (line 7, in a function): "
        "netplay imports no Qt, GUI or card art"
    ]


def test_a_gui_import_in_a_game_of_the_engine_is_caught() -> None:
    imports = imports_in(CHAPANKA_WITH_GUI, "engine.games.chapanka")
    assert broken_rules(imports) == [
        "engine.games.chapanka imports gui.names (line 8, in a function): "
        "the engine imports nothing above it"
    ]


def test_the_rules_layer_reaching_into_the_bots_is_caught() -> None:
    source = "def rng():\n    from engine.bots.sampling import SeatRandom\n    return SeatRandom\n"
    imports = imports_in(source, "engine.sampling", known={"engine.bots.sampling"})
    assert broken_rules(imports) == [
        "engine.sampling imports engine.bots.sampling (line 2, in a function): "
        "the engine's rules import neither the bots nor the coach"
    ]


def test_the_gui_reaching_past_netplays_client_api_is_caught() -> None:
    source = "from netplay.embedded import SeatSpec\nfrom netplay.table import Table\n"
    assert broken_rules(imports_in(source, "gui.net.seats")) == [
        "gui.net.seats imports netplay.table (line 2, at module level): "
        "the GUI uses netplay only through its client API"
    ]


def test_relative_and_submodule_imports_are_resolved() -> None:
    source = "from . import cli\nfrom ..sampling import SeatRandom\nfrom engine.coach import x\n"
    known = {"engine.coach.cli", "engine.coach"}
    targets = [i.target for i in imports_in(source, "engine.coach.analyst", known=known)]
    assert targets == ["engine.coach.cli", "engine.sampling", "engine.coach"]
    targets = [i.target for i in imports_in("from . import cli\n", "engine.coach", True, known)]
    assert targets == ["engine.coach.cli"]


def test_a_cycle_through_a_function_level_import_is_caught() -> None:
    main = imports_in(
        "def f():\n    from engine.coach import cli\n",
        "engine.__main__",
        known={"engine.coach.cli"},
    )
    cli = imports_in("from engine.__main__ import read\n", "engine.coach.cli")
    other = imports_in("import engine.cards\n", "engine.dealing")
    assert cycles([*main, *cli, *other], "engine") == [["engine.__main__", "engine.coach.cli"]]
