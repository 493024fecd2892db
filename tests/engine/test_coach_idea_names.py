"""Every idea a catalogue can state has a name (the Training window lists missed ideas by it)."""

from __future__ import annotations

import ast
from pathlib import Path

import engine.coach.ideas
from engine.coach.ideas.names import NAMES, idea_name

IDEAS = Path(engine.coach.ideas.__file__).parent


def stated_keys() -> set[str]:
    """The key of every ``Idea("key", …)`` written in the catalogues."""
    keys = set()
    for path in IDEAS.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "Idea"
            ):
                first = node.args[0]
                assert isinstance(first, ast.Constant), f"{path.name}: a key not written out"
                keys.add(first.value)
    return keys


def test_every_idea_has_a_name_and_no_name_is_left_over() -> None:
    keys = stated_keys()
    assert len(keys) > 80
    assert keys == set(NAMES)


def test_names_tell_the_ideas_apart() -> None:
    assert len(set(NAMES.values())) == len(NAMES)
    assert all(name[0].isupper() and not name.endswith(".") for name in NAMES.values())


def test_an_unknown_key_is_named_by_itself() -> None:
    assert idea_name("beats-cheaply") == "Beat with the cheapest card"
    assert idea_name("from-a-newer-build") == "from-a-newer-build"
