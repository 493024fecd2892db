"""The probe of where two versions of ``strong`` decide differently at the same positions."""

from __future__ import annotations

import shutil
from pathlib import Path

import engine
from engine.bots import frozen_probe

#: This checkout: the old version of a probe that must find no difference.
HERE = Path(engine.__file__).resolve().parent.parent


def test_the_same_version_chooses_alike_at_every_decision():
    decisions = list(frozen_probe.probe_deal("kaschlan", 3, 12, str(HERE)))
    assert len(decisions) >= 10
    assert not [d for d in decisions if d.differs]
    assert [d.number for d in decisions] == list(range(len(decisions)))


def test_a_version_that_plays_otherwise_is_caught_at_its_decisions(tmp_path, capsys):
    """An "old" strong that plays at random differs wherever a choice is open, never where
    one move is legal; the command line lists those decisions and counts them."""
    root = tmp_path / "other"
    shutil.copytree(HERE / "engine", root / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    source = root / "engine" / "bots" / "__init__.py"
    text = source.read_text(encoding="utf-8")
    old = '    if level == "random":\n'
    assert old in text
    source.write_text(text.replace(old, '    if level in ("random", "strong"):\n'), "utf-8")
    decisions = list(frozen_probe.probe_deal("bolachen", 5, 12, str(root)))
    differing = [d for d in decisions if d.differs]
    assert differing and all(d.legal > 1 for d in differing)
    out = tmp_path / "decisions.jsonl"
    args = ["bolachen", "--decks", "5,6", "--iterations", "12", "--frozen", str(root)]
    assert frozen_probe.main([*args, "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    lines = out.read_text(encoding="utf-8").splitlines()
    assert f"of {len(lines)} decisions chosen differently" in printed
    assert printed.count("deck 5 decision") == len(differing)


def test_without_its_endgame_the_new_bot_never_solves(monkeypatch):
    """``--no-endgame``: strong's exact play of the last tricks (Bolachen solves from seven
    cards) is taken from the new bot only; the probe still plays the deal to its end."""
    made: list[object] = []
    make = frozen_probe.make

    def recording(*args: object, **kwargs: object) -> object:
        made.append(make(*args, **kwargs))  # type: ignore[arg-type]
        return made[-1]

    monkeypatch.setattr(frozen_probe, "make", recording)
    for endgame in (True, False):
        decisions = list(frozen_probe.probe_deal("bolachen", 5, 12, str(HERE), endgame))
        assert not [d for d in decisions if d.differs] or not endgame
    with_it, without = (bot.config.endgame for bot in made)  # type: ignore[attr-defined]
    assert with_it is not None and without is None
