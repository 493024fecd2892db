"""The window's one controller interface (issue 42, Design): the local and the network
controller each implement :class:`gui.table_controller.TableController` whole, and no
module of the GUI takes "the controller has no engine state" to mean "a network table"."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from gui.controller import GameController
from gui.net.remote_controller import RemoteController
from gui.table_controller import INTERFACE_METHODS, TableController
from tests.gui.net_fakes import FakeTable

GUI = Path(__file__).resolve().parents[2] / "gui"
#: What the base itself implements for both (the bookkeeping they do identically).
SHARED = {"set_trick_hold", "set_move_delay", "give_hint", "searching"}
CONTROLLERS = (GameController, RemoteController)


def test_the_interface_lists_every_member_the_base_leaves_open():
    public = {
        name
        for name, member in vars(TableController).items()
        if not name.startswith("_") and (inspect.isfunction(member) or isinstance(member, property))
    }
    assert public == set(INTERFACE_METHODS) | SHARED
    for name in INTERFACE_METHODS:  # each one is a stub there: an implementation must exist
        source = inspect.getsource(getattr(TableController, name))
        assert "raise NotImplementedError" in source, name


@pytest.mark.parametrize("cls", CONTROLLERS, ids=lambda c: c.__name__)
def test_each_controller_implements_the_whole_interface_itself(cls):
    assert issubclass(cls, TableController)
    for name in INTERFACE_METHODS:
        assert name in vars(cls), f"{cls.__name__} does not define {name}"
        ours = inspect.signature(getattr(cls, name))
        theirs = inspect.signature(getattr(TableController, name))
        assert list(ours.parameters) == list(theirs.parameters), name


def test_the_network_controller_is_no_local_controller():
    assert not issubclass(RemoteController, GameController)
    assert GameController.is_local and not RemoteController.is_local


def test_the_local_controller_answers_the_window_s_questions(qtbot):
    c = GameController(0)
    assert not c.has_match() and not c.can_save() and not c.can_review()
    c.new_game("kaschlan", 4, {}, 7, "random")
    assert c.has_match() and c.can_save() and c.can_rewind()
    assert not c.can_review()  # no deal is finished yet: nothing to show with all hands open
    c.shutdown()


def test_the_network_controller_answers_the_window_s_questions(qtbot):
    table = FakeTable("scharwenzel", 4, 1, 3)
    c = RemoteController(0)
    assert not c.has_match()
    c.connect_seat(table.seat_for)
    qtbot.waitUntil(lambda: c.welcomed and c.observation() is not None, timeout=5000)
    assert c.has_match()
    # The server keeps the match and its record: no file, no rewind, the host's review.
    assert not (c.can_save() or c.can_rewind() or c.can_review() or c.can_undo())
    assert c.wait_idle() and not c.searching
    c.shutdown()


#: "controller.state is None" (or "is not None") as a test of which table it is.
STATE_FLAG = re.compile(r"\.state\s+is\s+(not\s+)?None")
#: "isinstance(x, RemoteController)" and the like: asking which controller it is.
WHICH = re.compile(r"isinstance\([^)]*(Remote|Game|Table)Controller")


def test_no_gui_module_asks_which_controller_it_has():
    offenders = []
    for path in sorted(GUI.rglob("*.py")):
        rel = path.relative_to(GUI).as_posix()
        if rel == "controller.py":  # the local controller owns the state it tests
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if STATE_FLAG.search(line) or (WHICH.search(line) and rel != "bench.py"):
                offenders.append(f"gui/{rel}:{number}: {line.strip()}")
    assert offenders == []
