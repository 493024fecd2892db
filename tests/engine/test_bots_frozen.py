"""The frozen bot: an older version's ``strong`` playing through a child process.

The older version here is this very checkout (CI has no other): the child then runs the same
code as the test, so its moves must be exactly those of the in-process bot of the same level,
seed and budget, decision after decision, which checks the replay and the protocol. Versions
that differ are copies of this checkout's engine with one change.
"""

from __future__ import annotations

import gc
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.bots import make, measures, playing, tournament
from engine.bots.frozen import ENV, Bridge, FrozenBot, FrozenError, default_iterations
from engine.bots.frozen_bridge import Session
from engine.bots.hooks import hooks_for

#: This checkout: the directory that holds the ``engine`` package the tests import.
HERE = Path(engine.__file__).resolve().parent.parent
ITERATIONS = 10


def _setup(game_id: str) -> tuple[Any, int]:
    spec = engine.game(game_id)
    return spec, spec.default_players or spec.players[0]


def _version(tmp_path: Path, path: str, old: str, new: str) -> Path:
    """A checkout whose engine is this one with ``old`` replaced by ``new`` in ``path``."""
    root = tmp_path / "other"
    shutil.copytree(HERE / "engine", root / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    source = root / "engine" / path
    text = source.read_text(encoding="utf-8")
    assert old in text  # the change this test is about is really made
    source.write_text(text.replace(old, new), encoding="utf-8")
    return root


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_the_bridge_plays_a_whole_deal_move_for_move_as_the_bot_in_this_process(game_id):
    spec, players = _setup(game_id)
    state = spec.new_game(players=players, seed=5)
    frozen = FrozenBot(spec, 11, ITERATIONS, root=HERE)
    twin = make("strong", spec, seed=11, iterations=ITERATIONS, workers=1)
    other = make("normal", spec, seed=12, iterations=ITERATIONS)  # no exact endgame: fast
    asked = 0
    try:
        while state.current_player is not None:
            seat = state.current_player
            if seat == 0:
                action = frozen.choose(state, seat)
                assert action == twin.choose(state, seat), f"decision {asked} of seat {seat}"
                asked += 1
            else:
                action = other.choose(state, seat)
            state.apply(action)
    finally:
        frozen.close()
    assert state.deal_over
    assert asked >= 4


def test_the_child_s_replay_follows_a_match_over_deals_and_back():
    """Every position of two deals, asked in order (the child plays on from its last
    position), then earlier ones again (it replays from the start): each is the
    match's own position."""
    spec, players = _setup("kaschlan")
    match = spec.new_game(players=players, seed=8)
    bot = make("random", spec, seed=1)
    positions = []
    for _deal in range(2):
        while match.current_player is not None:
            positions.append(match.clone())
            match.apply(bot.choose(match, match.current_player))
        match.next_deal()
    assert positions[-1].deal_no == 1
    session = Session(engine, engine.bots)
    for position in [*positions, positions[-5], positions[3]]:
        save = json.loads(position.to_json())
        replayed = session.position(save)
        assert replayed == position


def test_a_frozen_entry_of_a_tournament_plays_as_the_same_level_in_this_process(monkeypatch):
    """``frozen:N`` against ``strong:N``, deal for deal the same as ``strong:N`` against
    ``strong:N`` (the second bot has the same seed either way); its child ends with the game."""
    monkeypatch.setenv(ENV, str(HERE))
    made: list[FrozenBot] = []

    class Recorded(FrozenBot):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            made.append(self)

    monkeypatch.setattr(playing, "FrozenBot", Recorded)
    spec, players = _setup("kaschlan")
    options = spec.resolve(players, None)
    for index in (0, 1):  # the frozen bot at the other seats in the second rotation
        args = ("kaschlan", players, options, 5, index, None, True, 1)
        mixed = playing.play_game(args[0], ["strong:20", "frozen:20"], *args[1:])
        alike = playing.play_game(args[0], ["strong:20", "strong:20"], *args[1:])
        assert mixed == alike
    assert len(made) == 2
    assert all(not bot.bridge.alive for bot in made)


def test_the_default_budget_is_the_old_code_s_own_strong_budget():
    base = engine.bots.level_iterations("strong", "bolachen")
    changed = default_iterations("bolachen", HERE)
    assert changed == base
    spec, _players = _setup("bolachen")
    bot = FrozenBot(spec, 1, root=HERE)
    try:
        assert bot.iterations == base
    finally:
        bot.close()


def test_a_deal_dealt_differently_by_the_old_code_is_a_clear_error(tmp_path):
    other = _version(tmp_path, "dealing.py", 'f"kartentisch:{seed}:{deal_no}"', 'f"x:{seed}"')
    spec, players = _setup("kaschlan")
    state = spec.new_game(players=players, seed=1)
    bot = FrozenBot(spec, 1, ITERATIONS, root=other)
    try:
        with pytest.raises(FrozenError, match="hand differs"):
            bot.choose(state, state.current_player)
    finally:
        bot.close()


def test_legal_moves_that_differ_are_a_clear_error():
    spec, players = _setup("chapanka")
    state = spec.new_game(players=players, seed=2)
    seat = state.current_player
    save_legal = [a.text for a in state.legal_actions()]
    bridge = Bridge(HERE)
    request = {
        "op": "choose",
        "game": "chapanka",
        "players": players,
        "seed": 2,
        "options": state.options,
        "deck": None,
        "deals": [[]],
        "seat": seat,
        "hand": state.hand(seat),
        "legal": save_legal[1:],
        "level": "strong",
        "iterations": ITERATIONS,
        "bot_seed": 1,
    }
    try:
        with pytest.raises(FrozenError, match="the legal moves differ"):
            bridge.ask(request)
        with pytest.raises(FrozenError, match="seat .* to act"):
            bridge.ask(request | {"seat": (seat + 1) % players, "legal": save_legal})
        with pytest.raises(FrozenError, match="not legal in the frozen code"):
            bridge.ask(request | {"deals": [["no such move"]], "legal": save_legal})
        with pytest.raises(FrozenError, match="deal 2 cannot start in the frozen code"):
            bridge.ask(request | {"deals": [[], []], "legal": save_legal})
        # The session goes on after an error: the right request is answered.
        assert bridge.ask(request | {"legal": save_legal})["action"] in save_legal
    finally:
        bridge.close()


def test_an_answer_that_is_not_legal_here_is_a_clear_error(tmp_path):
    liar = (
        "\n\nclass _Move:\n    text = 'no such move'\n\n\n"
        "class _Liar:\n    def choose(self, state, seat):\n        return _Move()\n\n\n"
        "def make(*args, **kwargs):\n    return _Liar()\n"
    )
    other = _version(tmp_path, "bots/__init__.py", "\n__all__ =", liar + "\n__all__ =")
    spec, players = _setup("scharwenzel")
    state = spec.new_game(players=players, seed=1)
    bot = FrozenBot(spec, 1, ITERATIONS, root=other)
    try:
        with pytest.raises(FrozenError, match="'no such move', which is not a legal move"):
            bot.choose(state, state.current_player)
    finally:
        bot.close()


def test_the_child_imports_the_frozen_engine_not_this_one(tmp_path):
    """A version that says who it is: the child's answer comes from its code, not from the
    engine this process imported (which the child could find through the installed path)."""
    other = _version(
        tmp_path, "bots/__init__.py", "\n__all__ =", "\nSTRONG_FACTOR = 1000\n\n__all__ ="
    )
    # A game that keeps the common factor (Kaschlan and Bolachen set factors of their own).
    game = "scharwenzel"
    assert hooks_for(game).strong_factor is None
    assert default_iterations(game, other) == engine.bots.strong_iterations(game) * 1000


def test_no_checkout_or_a_wrong_one_is_a_clear_error(monkeypatch, tmp_path):
    monkeypatch.delenv(ENV, raising=False)
    spec, _players = _setup("kaschlan")
    with pytest.raises(FrozenError, match=ENV):
        FrozenBot(spec, 1)
    monkeypatch.setenv(ENV, str(tmp_path))
    with pytest.raises(FrozenError, match="not a checkout"):
        FrozenBot(spec, 1)


def test_the_child_is_gone_after_close_and_when_the_bot_is_dropped():
    spec, _players = _setup("kaschlan")
    bot = FrozenBot(spec, 1, ITERATIONS, root=HERE)
    pid = bot.bridge.process.pid
    assert bot.bridge.alive
    bot.close()
    bot.close()  # a second close does nothing
    assert bot.bridge.process.returncode == 0
    assert _gone(pid)  # reaped: no zombie left
    with pytest.raises(FrozenError, match="has ended"):
        bot.choose(spec.new_game(players=4, seed=1), 0)
    dropped = Bridge(HERE)
    process = dropped.process
    del dropped
    gc.collect()
    assert process.returncode is not None
    assert _gone(process.pid)


def test_the_row_is_asked_for_only_and_its_budget_is_the_old_default(monkeypatch):
    monkeypatch.setenv(ENV, str(HERE))
    assert ("strong", "frozen") not in measures.PAIRS
    assert measures.parse_pairs("strong/frozen") == (("strong", "frozen"),)
    assert measures.parse_pairs("strong/frozen,strong/normal") == (
        ("strong", "normal"),
        ("strong", "frozen"),
    )
    base = engine.bots.strong_iterations("chapanka") * engine.bots.STRONG_FACTOR
    assert measures.budget("frozen", "chapanka", 1.0) == f"frozen:{base}"
    assert measures.budget("frozen", "chapanka", 0.5) == f"frozen:{base // 2}"


def test_a_deal_s_cpu_counts_the_child_processes_that_ended():
    before = measures.cpu_seconds()
    busy = "import time\nwhile time.process_time() < 0.3:\n    pass\nprint(time.process_time())"
    done = subprocess.run([sys.executable, "-c", busy], capture_output=True, text=True, check=True)
    assert measures.cpu_seconds() - before >= float(done.stdout)


def test_the_tournament_says_what_is_missing_and_plays_frozen_entries(monkeypatch, capsys):
    monkeypatch.setenv(ENV, "")  # restored after the test, which --frozen changes
    monkeypatch.delenv(ENV)
    entries = ["kaschlan", "--bots", "strong:5,frozen:5", "--deals-only", "--jobs", "1"]
    assert tournament.main([*entries, "--games", "1"]) == 2
    assert ENV in capsys.readouterr().err
    assert tournament.main([*entries, "--games", "2", "--frozen", str(HERE)]) == 0
    assert "frozen:5" in capsys.readouterr().out
    assert os.environ[ENV] == str(HERE)  # for the processes that play (--jobs 2)
