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
    assert cache.art_key() in folder.parts
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


def test_changed_art_is_never_served_from_an_old_cache(tmp_path, monkeypatch):
    """A cache written by older art (here: another art hash) is not read: the card is drawn
    again with the current art and stored beside it; prune() then drops the old art."""
    old = cardart.render_pack("french", 60, ["2C"], cache_dir=tmp_path)["2C"]
    (stale,) = tmp_path.rglob("2C" + cache.EXT)
    # Make the stale file unmistakable: if it were served, the test would see this image.
    Image.new("RGBA", old.size, (255, 0, 255, 255)).save(stale, format="TGA")
    monkeypatch.setattr(cache, "art_hash", lambda: "0123456789abcdef")
    calls = []
    real = render.draw_card

    def counting(*args):
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(render, "draw_card", counting)
    new = cardart.render_pack("french", 60, ["2C"], cache_dir=tmp_path)["2C"]
    assert len(calls) == 1
    assert new.tobytes() == old.tobytes() != Image.open(stale).convert("RGBA").tobytes()
    assert len(list(tmp_path.rglob("2C" + cache.EXT))) == 2
    cardart.prune(tmp_path)
    assert not stale.exists()
    assert len(list(tmp_path.rglob("2C" + cache.EXT))) == 1


def copy_art(tmp_path):
    import shutil

    root = tmp_path / "art"
    shutil.copytree(cache.ART_ROOT, root, ignore=shutil.ignore_patterns("__pycache__"))
    return root


def test_art_hash_follows_every_drawing_source(tmp_path):
    """Editing a figure SVG, drawing code or a font changes the hash (so the cache key);
    a stray compiled file does not."""
    root = copy_art(tmp_path)
    base = cache.source_hash(root)
    assert base == cache.source_hash(root)
    assert cache.art_hash() == cache.source_hash(cache.ART_ROOT)
    pycache = root / "__pycache__"
    pycache.mkdir()
    (pycache / "x.pyc").write_bytes(b"junk")
    assert cache.source_hash(root) == base
    for name in ("figures/berlin/KS.svg", "engrave/press.py", "render.py", "fonts/DejaVuSans.ttf"):
        path = root / name
        original = path.read_bytes()
        path.write_bytes(original + b"\n")
        assert cache.source_hash(root) != base, name
        path.write_bytes(original)
    assert cache.source_hash(root) == base


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
