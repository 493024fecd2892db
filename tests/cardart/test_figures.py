"""Court figures are data read by one engine: every court of every pattern is described,
the descriptions carry the pattern's known attributes, and the twelve figures of a pattern
are different drawings, not one drawing recoloured."""

from __future__ import annotations

import itertools

import pytest
from PIL import Image, ImageChops

import cardart
from cardart import render
from cardart.figures import FIGURE_SETS, PARTS, bavarian, berlin, draw_figure
from cardart.figures.engine import BASE_PALETTE, colour
from cardart.geometry import Pen

COURTS = [r + s for r in ("K", "Q", "J") for s in cardart.SUITS]


def parts_used(layers) -> list[str]:
    out = []
    for layer in layers:
        if "part" in layer:
            out.append(layer["part"])
        if "group" in layer:
            out.extend(parts_used(layer["group"]))
    return out


def colours_used(layers, parts) -> set[str]:
    names: set[str] = set()
    for layer in layers:
        for key in ("fill", "ink"):
            if key in layer:
                names.add(layer[key])
        if "group" in layer:
            names |= colours_used(layer["group"], parts)
        if "part" in layer:
            names |= colours_used(parts[layer["part"]], parts)
    return names


@pytest.mark.parametrize("style", sorted(FIGURE_SETS))
def test_every_court_is_described_with_known_parts_and_colours(style):
    figures = FIGURE_SETS[style]
    assert sorted(figures) == sorted(COURTS)
    for code, fig in figures.items():
        used = parts_used(fig["layers"])
        assert used, code
        assert set(used) <= set(PARTS), code
        palette = {**BASE_PALETTE, **fig["palette"]}
        for layer in fig["layers"]:
            palette.update(layer.get("colours", {}))
        for name in colours_used(fig["layers"], PARTS):
            colour(name, palette)  # raises ValueError for an unknown colour


def test_berlin_courts_have_the_patterns_attributes():
    f = berlin.FIGURES
    assert "harp" in parts_used(f["KS"]["layers"])
    assert "shield_oval" in parts_used(f["KC"]["layers"])
    assert "sword" in parts_used(f["KH"]["layers"])
    assert "laurel" in parts_used(f["KD"]["layers"])
    flowers = {"rose", "tulip", "carnation", "sunflower"}
    for suit in cardart.SUITS:
        king = parts_used(f["K" + suit]["layers"])
        queen = parts_used(f["Q" + suit]["layers"])
        jack = parts_used(f["J" + suit]["layers"])
        assert "crown_arched" in king
        assert not any(p.startswith("crown") for p in queen), "Berlin queens are uncrowned"
        assert flowers & set(queen)
        assert "halberd" in jack
    # Each queen holds her own flower.
    assert len({next(iter(flowers & set(parts_used(f["Q" + s]["layers"])))) for s in "SHDC"}) == 4


def test_bavarian_courts_have_the_patterns_attributes():
    f = bavarian.FIGURES
    for suit in cardart.SUITS:
        assert f["K" + suit].get("seated"), "Bavarian kings are seated"
        assert not f["Q" + suit].get("seated") and not f["J" + suit].get("seated")
    assert "turban" in parts_used(f["KS"]["layers"])  # the old Turk king of Leaves
    assert "shield_lozenges" in parts_used(f["KD"]["layers"])
    assert "drum" in parts_used(f["QS"]["layers"])  # Leaves Ober: drummer
    assert "fife" in parts_used(f["JS"]["layers"])  # Leaves Unter: piper
    assert "staff" in parts_used(f["JH"]["layers"])  # Hearts Unter: staff fighter

    def sign_y(code):
        return next(layer["suit"][1] for layer in f[code]["layers"] if "suit" in layer)

    for suit in cardart.SUITS:
        assert sign_y("Q" + suit) < 20 < sign_y("J" + suit), "Ober's sign high, Unter's low"


def panel_grey(code: str, pattern: str) -> Image.Image:
    img = cardart.render_card(code, pattern, 200)
    x0, y0, x1, y1 = render._panel_box(200)
    return img.crop((x0, y0, x1, (y0 + y1) // 2)).convert("L")


@pytest.mark.parametrize("pattern", ["french", "german"])
def test_the_twelve_figures_are_different_drawings(pattern):
    """Compared in grey, so a figure that is another recoloured would look nearly equal."""
    greys = {code: panel_grey(code, pattern) for code in COURTS}
    for a, b in itertools.combinations(COURTS, 2):
        diff = ImageChops.difference(greys[a], greys[b]).point(lambda v: 255 if v > 40 else 0)
        changed = diff.histogram()[255] / (diff.width * diff.height)
        assert changed > 0.08, f"{a} and {b} look alike ({changed:.1%} of the pixels differ)"


def test_court_is_double_ended_about_a_horizontal_divider():
    img = cardart.render_card("KS", "french", 240)
    x0, y0, x1, y1 = render._panel_box(240)
    half = (y1 - y0) // 2
    top = img.crop((x0 + 3, y0 + 3, x1 - 3, y0 + half - 3))
    bottom = img.crop((x0 + 3, y0 + half + 3, x1 - 3, y1 - 3)).rotate(180)
    assert top.tobytes() == bottom.tobytes()


def draw(figure, size=(100, 100)) -> Image.Image:
    img = Image.new("RGBA", size, (0, 0, 0, 0))
    draw_figure(Pen(img, 1.0), figure, "H", "french", PARTS)
    return img


def test_a_new_pattern_is_new_data():
    box = {"d": "M 10 10 L 40 10 L 40 40 L 10 40 Z", "fill": "robe"}
    img = draw({"palette": {"robe": "#ff0000"}, "layers": [box]})
    assert img.getpixel((20, 20)) == (255, 0, 0, 255)
    assert img.getpixel((80, 20))[3] == 0
    mirrored = draw({"palette": {"robe": "#ff0000"}, "layers": [{**box, "mirror": True}]})
    assert mirrored.getpixel((80, 20)) == (255, 0, 0, 255)
    # A part lands in the box given by "at"; "flip" mirrors it inside that box.
    placed = draw({"palette": {}, "layers": [{"part": "sabre", "at": [50, 0, 50]}]})
    a, _, b, _ = placed.getbbox()
    assert a >= 50
    flipped = draw({"palette": {}, "layers": [{"part": "sabre", "at": [50, 0, 50], "flip": True}]})
    fa, _, fb, _ = flipped.getbbox()
    assert abs(fa - (150 - b)) <= 1 and abs(fb - (150 - a)) <= 1
    assert flipped.tobytes() != placed.tobytes()


def test_bad_figure_data_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown figure part"):
        draw({"palette": {}, "layers": [{"part": "unicorn"}]})
    with pytest.raises(ValueError, match="unknown colour"):
        draw({"palette": {}, "layers": [{"circle": [5, 5, 3], "fill": "mauve"}]})


def test_each_daus_has_two_signs_and_its_own_vignette():
    from cardart.figures import daus

    assert {part for part, _ in daus.VIGNETTES.values()} == {"cupid", "bacchus", "lion", "sow"}
    assert daus.VIGNETTES["H"][0] == "cupid"  # the blindfolded Cupid on the Daus of Hearts
    assert daus.VIGNETTES["D"][0] == "bacchus"
    assert "shield_lozenges" in parts_used(daus.LION)  # the lion holds the Bavarian arms
    # The lower part of each Daus (the vignette) is a different drawing in grey.
    lows = {
        s: cardart.render_card("A" + s, "german", 200).crop((30, 170, 170, 280)).convert("L")
        for s in cardart.SUITS
    }
    for a, b in itertools.combinations(cardart.SUITS, 2):
        diff = ImageChops.difference(lows[a], lows[b]).point(lambda v: 255 if v > 40 else 0)
        assert diff.histogram()[255] > 0.05 * 140 * 110, (a, b)
