"""``python -m cardart sheet`` writes a contact sheet, ``figure`` the card of one figure file,
and both report bad arguments clearly."""

from __future__ import annotations

import pytest
from PIL import Image

import cardart
from cardart.__main__ import main


def test_sheet_with_codes(tmp_path, capsys):
    out = tmp_path / "sheet.png"
    assert (
        main(
            [
                "sheet",
                "--pattern",
                "german",
                "--width",
                "40",
                "--out",
                str(out),
                "--codes",
                "QD",
                "10H",
            ]
        )
        == 0
    )
    with Image.open(out) as im:
        assert im.width > 2 * 40 and im.height > 2 * 60
    assert "wrote" in capsys.readouterr().out


def test_full_sheet(tmp_path):
    out = tmp_path / "full.png"
    assert main(["sheet", "--pattern", "fourcolor", "--width", "20", "--out", str(out)]) == 0
    with Image.open(out) as im:
        assert im.width > 13 * 20 and im.height > 5 * 30


def test_bad_pattern_is_an_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["sheet", "--pattern", "swiss", "--out", str(tmp_path / "x.png")])
    assert exc.value.code == 2
    assert "french" in capsys.readouterr().err


def test_bad_code_is_an_error(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(["sheet", "--out", str(tmp_path / "x.png"), "--codes", "ZZ"])
    assert "A K Q J" in capsys.readouterr().err


def test_bad_width_is_an_error(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(["sheet", "--width", "5", "--out", str(tmp_path / "x.png")])
    assert "20 to 2000" in capsys.readouterr().err


def test_sheet_for_every_pattern(tmp_path, capsys):
    out = tmp_path / "sheet.png"
    assert main(["sheet", "--pattern", "all", "--width", "24", "--out", str(out)]) == 0
    for pattern in cardart.PATTERNS:
        assert (tmp_path / f"sheet-{pattern}.png").exists()
    with (
        Image.open(tmp_path / "sheet-german.png") as german,
        Image.open(tmp_path / "sheet-french.png") as french,
    ):
        # The German pack has 9 ranks (Daus to 6), the French one 13: a narrower sheet.
        assert german.width < french.width


def test_figure_preview_draws_the_card_of_a_figure_file(tmp_path, capsys):
    """``figure FILE``: the card that file draws, at --width and at 100 and 76 px."""
    from cardart import courts

    out = tmp_path / "ks.png"
    path = courts.figure_path("K", "S", "german")
    assert main(["figure", str(path), "--width", "120", "--out", str(out)]) == 0
    with Image.open(out) as im:
        preview = im.convert("RGBA")
    assert preview.height == cardart.card_size(120)[1] + 24
    card = cardart.render_card("KS", "german", 120)  # inside its transparent round corners:
    assert preview.crop((22, 22, 122, 182)).tobytes() == card.crop((10, 10, 110, 170)).tobytes()
    assert "wrote" in capsys.readouterr().out
    daus = tmp_path / "daus.png"
    vignette = courts.vignette_path("H")
    assert main(["figure", str(vignette), "--width", "100", "--out", str(daus)]) == 0
    with Image.open(daus) as im:
        drawn = im.convert("RGBA").crop((22, 22, 102, 152))
    assert (
        drawn.tobytes()
        == cardart.render_card("AH", "german", 100).crop((10, 10, 90, 140)).tobytes()
    )


def test_figure_preview_refuses_a_file_outside_the_figure_folders(tmp_path, capsys):
    stray = tmp_path / "KS.svg"
    stray.write_text("<svg/>")
    with pytest.raises(SystemExit) as info:
        main(["figure", str(stray), "--out", str(tmp_path / "x.png")])
    assert info.value.code == 2
    assert "not in a figure folder" in capsys.readouterr().err
