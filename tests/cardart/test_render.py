"""Faces and backs: every card renders, at the right size, deterministically, and the
patterns and index letters really change the pixels."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageFilter

import cardart
from cardart import render

ALL_CODES = [rank + suit for suit in cardart.SUITS for rank in cardart.RANKS]


def differs(a, b) -> bool:
    return a.size != b.size or a.tobytes() != b.tobytes()


def test_public_constants():
    assert cardart.PATTERNS == ("french", "german", "fourcolor")
    assert len(cardart.BACKS) >= 3
    assert isinstance(cardart.ART_VERSION, int)
    assert len(ALL_CODES) == 52


@pytest.mark.parametrize("width", [20, 60, 99, 240, 2000])
def test_card_size(width):
    w, h = cardart.card_size(width)
    assert w == width
    assert h == round(width * cardart.CARD_RATIO)


@pytest.mark.parametrize("pattern", cardart.PATTERNS)
@pytest.mark.parametrize("width", [60, 121, 240])
def test_every_code_renders(pattern, width):
    for code in ALL_CODES:
        img = cardart.render_card(code, pattern=pattern, width=width)
        assert img.mode == "RGBA"
        assert img.size == cardart.card_size(width), code


@pytest.mark.parametrize("pattern", cardart.PATTERNS)
def test_courts_and_aces_at_240(pattern):
    for code in ("AS", "KH", "QD", "JC", "10S", "2H"):
        img = cardart.render_card(code, pattern=pattern, width=240)
        assert img.size == (240, 360)
        assert img.mode == "RGBA"


def test_corners_are_transparent_and_centre_opaque():
    img = cardart.render_card("7H", "french", 120)
    assert img.getpixel((0, 0))[3] == 0
    assert img.getpixel((60, 90))[3] == 255


def test_patterns_differ():
    for code in ("AS", "KH", "QD", "JC", "10S", "7D", "2C"):
        faces = [cardart.render_card(code, p, 80) for p in cardart.PATTERNS]
        assert differs(faces[0], faces[1]), code
        assert differs(faces[1], faces[2]), code
    # French and four-colour share red hearts but not spades, clubs aside.
    assert differs(
        cardart.render_card("9S", "french", 80), cardart.render_card("9S", "fourcolor", 80)
    )


def test_cards_differ_from_each_other():
    faces = {c: cardart.render_card(c, "german", 60).tobytes() for c in ALL_CODES}
    assert len(set(faces.values())) == 52


def test_deterministic():
    render.blank_card.cache_clear()
    a = cardart.render_card("QD", "german", 150)
    render.blank_card.cache_clear()
    b = cardart.render_card("QD", "german", 150)
    assert a.tobytes() == b.tobytes()
    assert (
        cardart.render_back("rosette", 90).tobytes() == cardart.render_back("rosette", 90).tobytes()
    )


def test_result_is_a_fresh_image():
    a = cardart.render_card("KS", "french", 60)
    a.paste((0, 0, 0, 255), (0, 0, 60, 90))
    b = cardart.render_card("KS", "french", 60)
    assert differs(a, b)
    back = cardart.render_back("classic", 60)
    back.paste((0, 0, 0, 255), (0, 0, 60, 90))
    assert differs(back, cardart.render_back("classic", 60))


def test_index_letters_change_the_image():
    plain = cardart.render_card("QH", "french", 80)
    german_names = {"K": "K", "Q": "D", "J": "B", "A": "A"}
    lettered = cardart.render_card("QH", "french", 80, index_letters=german_names)
    assert differs(plain, lettered)
    # Letters only touch court and ace indices.
    assert not differs(
        cardart.render_card("9H", "french", 80),
        cardart.render_card("9H", "french", 80, index_letters=german_names),
    )


def test_german_default_letters_are_o_and_u():
    explicit = cardart.render_card("QC", "german", 80, index_letters={"Q": "O", "J": "U"})
    assert not differs(cardart.render_card("QC", "german", 80), explicit)


@pytest.mark.parametrize("style", cardart.BACKS)
@pytest.mark.parametrize("width", [20, 60, 240])
def test_backs(style, width):
    img = cardart.render_back(style=style, width=width)
    assert img.mode == "RGBA"
    assert img.size == cardart.card_size(width)


def test_backs_differ_and_are_symmetric():
    backs = [cardart.render_back(s, 100) for s in cardart.BACKS]
    assert len({b.tobytes() for b in backs}) == len(backs)
    for back in backs:
        # Printed backs look the same either way up; blur away sub-pixel rasterising bias.
        soft = back.convert("RGB").filter(ImageFilter.GaussianBlur(1.5))
        turned = soft.transpose(Image.Transpose.ROTATE_180)
        diff = ImageChops.difference(soft, turned).convert("L")
        assert sum(diff.histogram()[30:]) < back.width * back.height * 0.01


@pytest.mark.parametrize("code", ["", "Q", "1H", "11S", "QX", "qd", "ZZZ", None, 5])
def test_bad_code(code):
    with pytest.raises(ValueError, match="A K Q J 10"):
        cardart.render_card(code, "french", 60)


def test_bad_pattern():
    with pytest.raises(ValueError, match="french, german, fourcolor"):
        cardart.render_card("QD", "tarot", 60)


@pytest.mark.parametrize("width", [19, 2001, 0, -5, 60.5, "60", True])
def test_bad_width(width):
    with pytest.raises(ValueError, match="20 to 2000"):
        cardart.render_card("QD", "french", width)
    with pytest.raises(ValueError, match="20 to 2000"):
        cardart.render_back("classic", width)


def test_bad_back_style():
    with pytest.raises(ValueError, match="classic"):
        cardart.render_back("plaid", 60)


@pytest.mark.parametrize("letters", [{"X": "Y"}, {"Q": ""}, {"Q": "OBER"}, {"Q": 5}, ["Q"]])
def test_bad_index_letters(letters):
    with pytest.raises(ValueError, match="index_letters"):
        cardart.render_card("QD", "french", 60, index_letters=letters)
