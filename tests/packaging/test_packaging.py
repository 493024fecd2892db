"""The packaging helpers: screenshot and metainfo checks, the bundle's data list, the icons.

The PyInstaller build itself is exercised by packaging/smoke_test.sh (CI); these tests cover
the Python pieces it relies on, so that a check that silently passes everything is caught.
"""

from __future__ import annotations

import random
import shutil
from configparser import ConfigParser
from pathlib import Path

import pytest
from PIL import Image

from tests.packaging.scripts import PACKAGING, load

check_screenshot = load("check_screenshot")
check_metainfo = load("check_metainfo")
launcher = load("launcher")
make_icons = load("make_icons")

APP_ID = "de.kartentisch.Kartentisch"


def noisy_png(path: Path, size: tuple[int, int] = (1000, 600)) -> Path:
    """A busy picture like a real window: many colours, none covering most of it."""
    rng = random.Random(7)
    Image.frombytes("RGB", size, rng.randbytes(size[0] * size[1] * 3)).save(path, "PNG")
    return path


# --- check_screenshot ----------------------------------------------------------------------


def test_screenshot_check_accepts_a_busy_window(tmp_path: Path) -> None:
    assert check_screenshot.problems(noisy_png(tmp_path / "ok.png")) == []


def test_screenshot_check_rejects_a_blank_window(tmp_path: Path) -> None:
    path = tmp_path / "blank.png"
    Image.new("RGB", (1280, 800), (30, 90, 50)).save(path)
    assert any("blank" in p for p in check_screenshot.problems(path))


def test_screenshot_check_rejects_a_small_picture_and_other_formats(tmp_path: Path) -> None:
    small = noisy_png(tmp_path / "small.png", (400, 300))
    assert any("smaller than" in p for p in check_screenshot.problems(small))
    jpeg = tmp_path / "shot.png"
    Image.open(noisy_png(tmp_path / "src.png")).save(jpeg, "JPEG")
    assert any("not PNG" in p for p in check_screenshot.problems(jpeg))
    assert check_screenshot.problems(tmp_path / "none.png") == [
        f"{tmp_path / 'none.png'} does not exist"
    ]


def test_screenshot_check_main_returns_the_exit_status(tmp_path: Path) -> None:
    blank = tmp_path / "blank.png"
    Image.new("RGB", (1280, 800)).save(blank)
    assert check_screenshot.main([str(noisy_png(tmp_path / "ok.png"))]) == 0
    assert check_screenshot.main([str(blank)]) == 1


# --- check_metainfo ------------------------------------------------------------------------


def test_committed_metainfo_agrees_with_screenshots_and_version() -> None:
    assert check_metainfo.problems() == []


def test_metainfo_check_finds_a_release_missing_for_the_version(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[project]\nname = "kartentisch"\nversion = "9.9.9"\n')
    found = check_metainfo.problems(pyproject=pyproject)
    assert found == [f"pyproject.toml is at 9.9.9, the newest <release> is {_newest_release()}"]


def test_metainfo_check_finds_missing_and_resized_screenshots(tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    shutil.copytree(check_metainfo.SCREENSHOTS, shots)
    names = sorted(p.name for p in shots.glob("*.png"))
    (shots / names[0]).unlink()
    Image.open(shots / names[1]).resize((640, 400)).save(shots / names[1])
    found = check_metainfo.problems(screenshots=shots)
    assert any(names[0] in p and "not in" in p for p in found)
    assert any(names[1] in p and "(640, 400)" in p for p in found)
    assert len(found) == 2


def test_metainfo_check_wants_https_and_a_rating(tmp_path: Path) -> None:
    text = check_metainfo.METAINFO.read_text(encoding="utf-8")
    edited = text.replace(">https://", ">http://", 1).replace(
        '<content_rating type="oars-1.1" />', ""
    )
    assert edited != text
    metainfo = tmp_path / f"{APP_ID}.metainfo.xml"
    metainfo.write_text(edited, encoding="utf-8")
    found = check_metainfo.problems(metainfo)
    assert any("is not https" in p for p in found)
    assert "no OARS <content_rating>" in found


def _newest_release() -> str:
    import xml.etree.ElementTree as ET

    return ET.parse(check_metainfo.METAINFO).getroot().find("./releases/release").get("version")


# --- make_screenshots ----------------------------------------------------------------------


def test_shrink_keeps_small_screenshots_in_colour_and_quantizes_big_ones(tmp_path: Path) -> None:
    make_screenshots = load("make_screenshots")
    path = noisy_png(tmp_path / "shot.png", (300, 200))
    size = make_screenshots.shrink(path, limit=10**7)
    with Image.open(path) as img:
        assert img.mode == "RGB" and size == path.stat().st_size
    make_screenshots.shrink(path, limit=1000)
    with Image.open(path) as img:
        assert img.mode == "P" and len(img.getcolors(1 << 16) or []) <= 256


def test_every_metainfo_screenshot_is_made_by_make_screenshots() -> None:
    make_screenshots = load("make_screenshots")
    committed = {p.stem for p in check_metainfo.SCREENSHOTS.glob("*.png")}
    assert set(make_screenshots.SHOTS) == committed


# --- launcher --check-bundle ----------------------------------------------------------------


def test_every_bundle_data_file_exists_in_the_source_tree() -> None:
    files = launcher.bundle_files()
    assert [p for p in files if not p.is_file()] == []
    names = {p.name for p in files}
    assert {"DejaVuSans.ttf", "kartentisch_de.qm", "qtbase_pl.qm", "libqxcb.so"} <= names


def test_check_bundle_reports_a_missing_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    present = tmp_path / "here.qm"
    present.write_bytes(b"x")
    monkeypatch.setattr(launcher, "bundle_files", lambda: [present, tmp_path / "gone.qm"])
    assert launcher.check_bundle() == 1
    out = capsys.readouterr().out
    assert f"MISSING {tmp_path / 'gone.qm'}" in out
    assert "1 file(s) missing" in out
    monkeypatch.setattr(launcher, "bundle_files", lambda: [present])
    assert launcher.check_bundle() == 0


# --- icons and the .desktop file ----------------------------------------------------------


@pytest.mark.parametrize("size", [16, 64])
def test_icon_is_a_tile_with_transparent_corners(size: int) -> None:
    img = make_icons.make_icon(size)
    assert img.size == (size, size) and img.mode == "RGBA"
    assert img.getpixel((0, 0))[3] < 16  # the rounded corner (LANCZOS may leave a trace)
    assert img.getpixel((size // 2, size // 2))[3] == 255


def test_committed_icons_have_every_size() -> None:
    for size in make_icons.SIZES:
        with Image.open(make_icons.icon_path(size)) as img:
            assert img.size == (size, size)
    assert make_icons.SIZES[0] == 16 and make_icons.SIZES[-1] == 512


def test_desktop_file_names_the_icon_and_the_command() -> None:
    entry = ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(PACKAGING / f"{APP_ID}.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Icon"] == APP_ID
    assert section["Exec"] == "kartentisch"
    assert "CardGame" in section["Categories"].split(";")
    # The bundle names this entry as its Wayland app id; X11 matches the window class.
    assert launcher.APP_ID == APP_ID
    assert section["StartupWMClass"] == "Kartentisch"
