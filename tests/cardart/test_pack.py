"""render_pack: returns every code, writes images keyed by pattern/size/letters/version, and
reads them back instead of drawing again."""

from __future__ import annotations

import pytest
from PIL import Image

import cardart
from cardart import cache, render

CODES = ["AS", "KH", "QD", "JC", "10S", "7H"]


def test_pack_without_cache():
    pack = cardart.render_pack("french", 60, CODES)
    assert list(pack) == CODES
    for code, img in pack.items():
        assert img.tobytes() == cardart.render_card(code, "french", 60).tobytes()


def test_pack_writes_then_reads_cache(tmp_path, monkeypatch):
    first = cardart.render_pack("german", 60, CODES, cache_dir=tmp_path)
    files = sorted(p.name for p in tmp_path.rglob("*" + cache.EXT))
    assert files == sorted(f"{c}{cache.EXT}" for c in CODES)
    folder = cache.pack_dir(tmp_path, "german", 60)
    assert f"v{cardart.ART_VERSION}" in folder.parts
    assert "german" in folder.parts

    def forbidden(*args, **kwargs):
        raise AssertionError("card drawn although it was cached")

    monkeypatch.setattr(render, "draw_card", forbidden)
    second = cardart.render_pack("german", 60, CODES, cache_dir=tmp_path)
    for code in CODES:
        assert second[code].mode == "RGBA"
        assert second[code].tobytes() == first[code].tobytes()


def test_cache_keys_differ(tmp_path):
    base = cache.pack_dir(tmp_path, "french", 60)
    assert cache.pack_dir(tmp_path, "french", 61) != base
    assert cache.pack_dir(tmp_path, "fourcolor", 60) != base
    assert cache.pack_dir(tmp_path, "french", 60, {"Q": "D", "J": "B"}) != base
    # Spelling out the defaults is the same pack.
    assert cache.pack_dir(tmp_path, "french", 60, {"Q": "Q"}) == base


def test_letters_get_their_own_files(tmp_path):
    plain = cardart.render_pack("french", 60, ["QH"], cache_dir=tmp_path)
    lettered = cardart.render_pack(
        "french", 60, ["QH"], cache_dir=tmp_path, index_letters={"Q": "D"}
    )
    assert plain["QH"].tobytes() != lettered["QH"].tobytes()
    assert len(list(tmp_path.rglob("QH" + cache.EXT))) == 2


def test_art_version_is_part_of_the_key(tmp_path, monkeypatch):
    cardart.render_pack("french", 60, ["2C"], cache_dir=tmp_path)
    monkeypatch.setattr(cache, "ART_VERSION", cardart.ART_VERSION + 1)
    calls = []
    real = render.draw_card

    def counting(*args):
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(render, "draw_card", counting)
    cardart.render_pack("french", 60, ["2C"], cache_dir=tmp_path)
    assert len(calls) == 1
    assert len(list(tmp_path.rglob("2C" + cache.EXT))) == 2


def test_broken_cache_file_is_redrawn(tmp_path):
    cardart.render_pack("french", 60, ["3D"], cache_dir=tmp_path)
    (path,) = tmp_path.rglob("3D" + cache.EXT)
    path.write_bytes(b"not an image")
    pack = cardart.render_pack("french", 60, ["3D"], cache_dir=tmp_path)
    assert pack["3D"].tobytes() == cardart.render_card("3D", "french", 60).tobytes()
    with Image.open(path) as im:
        assert im.size == (60, 90)


def test_pack_checks_everything_before_drawing(tmp_path):
    with pytest.raises(ValueError, match="A K Q J"):
        cardart.render_pack("french", 60, ["AS", "XX"], cache_dir=tmp_path)
    assert not list(tmp_path.rglob("*" + cache.EXT))
    with pytest.raises(ValueError, match="french, german, fourcolor"):
        cardart.render_pack("swiss", 60, ["AS"])
    with pytest.raises(ValueError, match="20 to 2000"):
        cardart.render_pack("french", 10, ["AS"])
