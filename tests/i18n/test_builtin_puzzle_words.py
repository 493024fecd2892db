"""Every built-in puzzle says its idea in German and Polish too (found by the real-window
play-test of issue 43: 83 of the 104 Scharwenzel puzzles and 11 Bolachen ones spoke English in
the German window, their sentences stored in wordings the engine has since changed)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import engine
from engine.coach import puzzle_set

I18N = Path(__file__).resolve().parents[2] / "i18n"


def _translated(lang: str) -> set[str]:
    """The sources the catalogue of ``lang`` translates."""
    root = ET.parse(I18N / f"kartentisch_{lang}.ts").getroot()
    out = set()
    for msg in root.iter("message"):
        translation = msg.find("translation")
        if translation is not None and translation.get("type") not in ("unfinished", "obsolete"):
            out.add(msg.findtext("source", ""))
    return out


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_every_built_in_puzzles_idea_has_a_translation(lang: str) -> None:
    known = _translated(lang)
    missing = {
        p.idea_reason.template
        for game in engine.GAMES
        for p in puzzle_set.load(game)
        if p.idea_reason is not None and p.idea_reason.template not in known
    }
    assert not missing, sorted(missing)
