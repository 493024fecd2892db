"""The tests' sixth game, "Toss", laid out as a plug-in: one module per layer under this root
package, each found by the rule of ``engine.homes`` (``<root>.<layer>.<id>``) once the game is
registered with ``engine.registry.register(SPEC, root="tests.toss")``.

- ``games/toss.py``: the rules (``SPEC``), ``games/toss_words.py`` its words, start-screen
  emblem, blurb and card pattern;
- ``bots/heuristics/toss.py``: the bots' hooks (``HOOKS``);
- ``coach/games/toss.py``: the coach's profile (``PROFILE``).

No file outside this package (and the tests that use it) names the game: see
tests/test_sixth_game.py.
"""

ROOT = __name__


def register() -> object:
    """Make Toss known to the engine with its layers under this package; returns its spec."""
    from engine import registry
    from tests.toss.games.toss import SPEC

    registry.register(SPEC, root=ROOT)
    return SPEC


def unregister() -> None:
    from engine import registry
    from tests.toss.games.toss import GAME_ID

    registry.unregister(GAME_ID)
