"""The window's add-ons (storage, the network menu and hosting, the app's helpers) work
through :class:`~gui.window_hooks.WindowHooks`: they set nothing on the window or on each
other, and the window places the entries they hand back."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from gui.net.home import Home
from gui.net.menu import NetworkMenu
from gui.persistence import Persistence, user_settings_storage
from gui.storage.paths import UserPaths

ROOT = Path(__file__).resolve().parents[2]
#: The add-ons installed on the main window from outside it, and the app that installs them.
ADD_ONS = (
    "gui/app.py",
    "gui/persistence.py",
    "gui/net/menu.py",
    "gui/net/hosting.py",
    "gui/net/network_window.py",
)
#: Names under which an add-on holds the window, its home window or another add-on.
HELD = {"window", "home", "learning", "persistence", "network_menu"}


def _held(node: ast.expr) -> str | None:
    """``window`` / ``self.window`` / ``home`` / ``self.home.learning``…: the name held."""
    if isinstance(node, ast.Name) and node.id in HELD:
        return node.id
    if isinstance(node, ast.Attribute) and node.attr in HELD:
        return node.attr
    return None


def grafts(source: str) -> list[str]:
    """Where ``source`` sets an attribute on the window or an add-on, or reads or sets one by
    name (``getattr(window, "learning", None)``, ``setattr``)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Attribute) and _held(target.value):
                found.append((node.lineno, f"{ast.unparse(target)} = …"))
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "setattr", "hasattr")
            and node.args
            and _held(node.args[0])
        ):
            found.append((node.lineno, ast.unparse(node)))
    return [f"line {line}: {text}" for line, text in sorted(found)]


def test_the_finder_sees_the_old_grafts() -> None:
    old = (
        "def install(window, home):\n"
        "    window.persistence = self\n"
        "    home.network_window = net\n"
        "    learning = getattr(self.window, 'learning', None)\n"
        "    self.learning.ask_remote = controller.ask_advice\n"
        "    window.act_save.setEnabled(True)\n"  # a call, not a graft
    )
    assert grafts(old) == [
        "line 2: window.persistence = …",
        "line 3: home.network_window = …",
        "line 4: getattr(self.window, 'learning', None)",
        "line 5: self.learning.ask_remote = …",
    ]


@pytest.mark.parametrize("path", ADD_ONS)
def test_no_add_on_sets_anything_on_the_window_or_another_add_on(path: str) -> None:
    assert grafts((ROOT / path).read_text("utf-8")) == []


def test_the_hooks_are_frozen(window) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        window.hooks.controller = None  # type: ignore[misc]
    assert window.hooks.window is window and window.hooks.learning is window.learning


def test_the_window_places_the_add_ons_entries_as_they_were(window, tmp_path) -> None:
    """Resume after Open, Statistics and Training after Save, Host and Join before Undo (as
    when each add-on put itself into the menu)."""
    paths = UserPaths.from_base(tmp_path)
    storage = user_settings_storage(paths)
    persistence = Persistence(window.hooks, paths, storage, interactive=False)
    window.use_storage(persistence)
    network = NetworkMenu(Home(window.hooks, persistence))
    window.place(network.menu_entries())
    w = window
    shown = [a for a in w.game_menu.actions() if not a.isSeparator()]
    assert shown[:12] == [
        w.act_new,
        w.act_choose,
        w.act_open,
        persistence.resume_menu.menuAction(),
        w.act_save,
        persistence.act_statistics,
        persistence.act_training,
        network.act_host,
        network.act_join,
        w.act_undo,
        w.act_hint,
        w.act_review,
    ]
    actions = w.game_menu.actions()
    between = actions[actions.index(persistence.act_training) + 1 : actions.index(network.act_host)]
    assert between and all(a.isSeparator() for a in between)
    assert w.persistence is persistence and w.act_open.isEnabled()
    persistence.close()


def test_a_network_window_asks_the_host_for_advice_from_its_first_moment(qtbot) -> None:
    from gui.net.network_window import NetworkWindow
    from gui.net.remote_controller import RemoteController
    from gui.settings import MemoryStorage, Settings

    c = RemoteController(0)
    win = NetworkWindow(Settings(MemoryStorage({"animation_speed": "off"})), c)
    qtbot.addWidget(win)
    assert win.learning.ask_remote == c.ask_advice
    win.close()
