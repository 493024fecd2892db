"""Cache upkeep: widths rounded to steps so one layout renders one size, and prune() removes
old art versions and the least recently used packs down to a size limit."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import cardart
from cardart import cache


def test_nearby_widths_share_one_step():
    assert cardart.step_width(157) == cardart.step_width(160) == cardart.step_width(159.4)
    assert cardart.step_width(59) == cardart.step_width(61) == 60


@pytest.mark.parametrize("width", [20, 33, 63, 64, 127, 128, 240, 319, 320, 777, 1999, 2000])
def test_steps_stay_close_and_in_range(width):
    stepped = cardart.step_width(width)
    assert 20 <= stepped <= 2000
    assert abs(stepped - width) / width <= 0.035
    assert cardart.step_width(stepped) == stepped


def test_steps_are_monotonic():
    widths = [cardart.step_width(w) for w in range(20, 2001)]
    assert widths == sorted(widths)
    assert len(set(widths)) < 300  # far fewer sizes than widths


def pack(tmp_path, width, age):
    cardart.render_pack("french", width, ["AS", "KH"], cache_dir=tmp_path)
    folder = cache.pack_dir(tmp_path, "french", width)
    then = time.time() - age
    os.utime(folder, (then, then))
    return folder


def test_prune_removes_old_versions(tmp_path):
    stale = tmp_path / "v3-0000000000000000" / "french" / "w60-std"
    stale.mkdir(parents=True)
    (stale / "AS.tga").write_bytes(b"x" * 10)
    old = tmp_path / "v0" / "french" / "w60-std"
    old.mkdir(parents=True)
    (old / "AS.png").write_bytes(b"x" * 1000)
    current = pack(tmp_path, 60, 0)
    freed = cardart.prune(tmp_path)
    assert freed >= 1000
    assert not (tmp_path / "v0").exists()
    assert not stale.exists()
    assert current.exists()


def test_prune_drops_least_recently_used_packs_down_to_the_limit(tmp_path):
    oldest = pack(tmp_path, 60, 300)
    middle = pack(tmp_path, 64, 200)
    newest = pack(tmp_path, 68, 100)
    sizes = {f: sum(p.stat().st_size for p in f.iterdir()) for f in (oldest, middle, newest)}
    limit = sizes[middle] + sizes[newest]
    cardart.prune(tmp_path, limit=limit)
    assert not oldest.exists()
    assert middle.exists() and newest.exists()
    cardart.prune(tmp_path, limit=0)
    assert not middle.exists() and not newest.exists()


def test_reading_a_pack_marks_it_used(tmp_path):
    older = pack(tmp_path, 60, 300)
    newer = pack(tmp_path, 64, 100)
    cardart.render_pack("french", 60, ["AS"], cache_dir=tmp_path)  # read from cache: now recent
    cardart.prune(tmp_path, limit=sum(p.stat().st_size for p in older.iterdir()))
    assert older.exists()
    assert not newer.exists()


def test_prune_of_a_missing_folder_is_harmless(tmp_path):
    assert cardart.prune(tmp_path / "nothing") == 0


def test_a_back_is_drawn_once_then_read_from_the_cache(tmp_path, monkeypatch):
    drawn = cardart.render_back_cached("classic", 60, tmp_path)
    assert drawn.tobytes() == cardart.render_back("classic", 60).tobytes()

    def no_drawing(*_args):
        raise AssertionError("drawn again")

    monkeypatch.setattr(cache.backs, "render_back", no_drawing)
    assert cardart.render_back_cached("classic", 60, tmp_path).tobytes() == drawn.tobytes()
    with pytest.raises(ValueError):
        cardart.render_back_cached("../classic", 60, tmp_path)


def test_importing_the_card_art_leaves_the_figure_engraver_unloaded():
    """A start whose cards all come from the on-disk cache never draws a figure: the SVG
    reader and the engraver are imported when a court is first drawn."""
    code = (
        "import sys, cardart; "
        "cardart.render_pack('french', 60, ['AS', '10H']); "
        "print(sorted(m for m in sys.modules if m.startswith(('cardart.courts', "
        "'cardart.engrave', 'cardart.svg'))))"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root
    )
    assert out.stdout.strip() == "[]"
    assert cardart.render_card("KH", "french", 120).size == cardart.card_size(120)
