"""Draw Kartentisch's application icon with the program's own card art.

A fan of three cards — a German Ober of hearts, a French queen of diamonds and an ace of
spades — on a rounded green baize tile. From 64 px up the cards are ``cardart.render_card``
faces; at 16, 32 and 48 px those would be mush, so the same fan is drawn as plain cards with
one big suit sign each (cardart's own suit shapes), which stays legible in a panel or a menu.

Writes the freedesktop hicolor sizes, and the program's own window icon (used where no
icon theme has it, e.g. a bundle run without installing)::

    packaging/icons/hicolor/<n>x<n>/apps/de.kartentisch.Kartentisch.png   (n = 16 … 512)
    gui/resources/de.kartentisch.Kartentisch.png                           (256 px)

Run from the repository root: ``.venv/bin/python packaging/make_icons.py`` (build.sh does it
when an icon is missing). The output is deterministic, and the PNGs are committed.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import cardart  # noqa: E402
from cardart.suits import suit_sprite  # noqa: E402

APP_ID = "de.kartentisch.Kartentisch"
SIZES = (16, 32, 48, 64, 128, 256, 512)
FALLBACK_SIZE = 256
ICON_DIR = ROOT / "packaging" / "icons"

# Drawing canvas for the detailed icon; every size from 64 px up is reduced from it.
CANVAS = 1024
# Sizes below this get the simplified fan.
DETAILED_FROM = 64

BAIZE_CENTRE = (46, 139, 82)
BAIZE_EDGE = (19, 84, 47)
BAIZE_RIM = (10, 52, 28)
CARD_PAPER = (253, 252, 246, 255)
CARD_EDGE = (120, 120, 112, 255)

# (code, pattern, fan angle in degrees, clockwise) from left to right; the right one is on top.
FAN = (("QH", "german", -20.0), ("QD", "french", 0.0), ("AS", "french", 20.0))
# The simplified fan shows the same three cards by suit sign only.
SIMPLE_FAN = (("german", "H", -18.0), ("french", "D", 0.0), ("french", "S", 18.0))


def icon_path(size: int) -> Path:
    return ICON_DIR / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def fallback_path() -> Path:
    return ROOT / "gui" / "resources" / f"{APP_ID}.png"


def tile(size: int, margin: float, radius: float) -> Image.Image:
    """The rounded baize tile: a radial gradient with a dark rim and a faint top highlight."""
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    inset = round(size * margin)
    box = (inset, inset, size - 1 - inset, size - 1 - inset)
    r = round(size * radius)

    # Radial gradient: distance from a point a little above the centre.
    grad = Image.radial_gradient("L").resize((size, size), Image.Resampling.BILINEAR)
    grad = grad.transform(
        (size, size),
        Image.Transform.AFFINE,
        (0.8, 0, size * 0.1, 0, 0.8, size * 0.16),
        resample=Image.Resampling.BILINEAR,
    )
    felt = Image.composite(
        Image.new("RGBA", (size, size), BAIZE_EDGE + (255,)),
        Image.new("RGBA", (size, size), BAIZE_CENTRE + (255,)),
        grad,
    )
    mask = Image.new("L", (size, size), 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, r, fill=255)
    img.paste(felt, (0, 0), mask)

    draw = ImageDraw.Draw(img)
    rim = max(1, round(size * 0.012))
    draw.rounded_rectangle(box, r, outline=BAIZE_RIM + (255,), width=rim)
    inner = (box[0] + rim, box[1] + rim, box[2] - rim, box[3] - rim)
    draw.rounded_rectangle(
        inner, max(1, r - rim), outline=(255, 255, 255, 46), width=max(1, rim // 2)
    )
    return img


def shadow(card: Image.Image, blur: float, strength: int) -> Image.Image:
    """A soft dark shadow of the card's shape, on a canvas with room for the blur."""
    pad = math.ceil(blur * 3)
    alpha = Image.new("L", (card.width + 2 * pad, card.height + 2 * pad), 0)
    alpha.paste(card.getchannel("A").point(lambda a: a * strength // 255), (pad, pad))
    alpha = alpha.filter(ImageFilter.GaussianBlur(blur))
    out = Image.new("RGBA", alpha.size, (0, 0, 0, 255))
    out.putalpha(alpha)
    return out


def fan(
    size: int,
    cards: list[tuple[Image.Image, float]],
    reach: float,
    shadow_blur: float,
    shadow_offset: float,
) -> Image.Image:
    """The cards fanned about a point below them, centred on a transparent square ``size``.

    Each (card, angle) is turned by ``angle`` degrees about the pivot, its centre ``reach``
    px above it; the whole fan (shadows included) is then moved to the middle of the square.
    """
    span = size * 3
    layer = Image.new("RGBA", (span, span), (0, 0, 0, 0))
    pivot = (span / 2, span / 2 + reach)
    for card, angle in cards:
        theta = math.radians(angle)
        cx = pivot[0] + reach * math.sin(theta)
        cy = pivot[1] - reach * math.cos(theta)
        turned = card.rotate(-angle, resample=Image.Resampling.BICUBIC, expand=True)
        if shadow_blur > 0:
            sh = shadow(turned, shadow_blur, 150)
            layer.alpha_composite(
                sh,
                (
                    round(cx - sh.width / 2 + shadow_offset * 0.4),
                    round(cy - sh.height / 2 + shadow_offset),
                ),
            )
        layer.alpha_composite(turned, (round(cx - turned.width / 2), round(cy - turned.height / 2)))
    left, top, right, bottom = layer.getbbox() or (0, 0, span, span)
    out = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    out.alpha_composite(
        layer.crop((left, top, right, bottom)),
        (round((size - (right - left)) / 2), round((size - (bottom - top)) / 2)),
    )
    return out


def detailed(size: int) -> Image.Image:
    """The icon with real card faces, drawn at CANVAS and reduced to ``size``."""
    s = CANVAS
    img = tile(s, margin=0.055, radius=0.19)
    card_w = round(s * 0.34)
    cards = [(cardart.render_card(code, pattern, card_w), angle) for code, pattern, angle in FAN]
    img.alpha_composite(
        fan(s, cards, reach=s * 0.55, shadow_blur=s * 0.012, shadow_offset=s * 0.012)
    )
    return img.resize((size, size), Image.Resampling.LANCZOS)


def plain_card(width: int, style: str, suit: str, on_top: bool) -> Image.Image:
    """A blank card with one big suit sign (for the small icons).

    The card on top of the fan shows its sign in the middle; the others are mostly covered,
    so theirs sits in the top left corner, the part of the card that stays visible.
    """
    height = round(width * cardart.CARD_RATIO)
    card = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(card)
    edge = max(2, round(width * 0.035))
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1),
        round(width * 0.12),
        fill=CARD_PAPER,
        outline=CARD_EDGE,
        width=edge,
    )
    if on_top:
        sprite = suit_sprite(style, suit, round(width * 0.78))
        at = ((width - sprite.width) // 2, (height - sprite.height) // 2)
    else:
        sprite = suit_sprite(style, suit, round(width * 0.5))
        at = (round(width * 0.05), round(width * 0.07))
    card.alpha_composite(sprite, at)
    return card


def simple(size: int) -> Image.Image:
    """The small icon: the same fan, cards shown by their suit sign, drawn at 8x and reduced."""
    s = size * 8
    img = tile(s, margin=0.03 if size <= 16 else 0.045, radius=0.2)
    card_w = round(s * 0.37)
    cards = [
        (plain_card(card_w, style, suit, on_top=i == len(SIMPLE_FAN) - 1), angle)
        for i, (style, suit, angle) in enumerate(SIMPLE_FAN)
    ]
    img.alpha_composite(fan(s, cards, reach=s * 0.5, shadow_blur=s * 0.01, shadow_offset=s * 0.01))
    return img.resize((size, size), Image.Resampling.LANCZOS)


def make_icon(size: int) -> Image.Image:
    return detailed(size) if size >= DETAILED_FROM else simple(size)


def save(img: Image.Image, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    img.save(path, "PNG", optimize=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--if-missing", action="store_true", help="do nothing when every icon file exists"
    )
    args = parser.parse_args(argv)
    targets = [icon_path(n) for n in SIZES] + [fallback_path()]
    if args.if_missing and all(p.is_file() for p in targets):
        print("make_icons: all icons present")
        return 0
    big = detailed(max(SIZES))
    for n in SIZES:
        img = big.resize((n, n), Image.Resampling.LANCZOS) if n >= DETAILED_FROM else simple(n)
        save(img, icon_path(n))
        print(f"make_icons: {icon_path(n).relative_to(ROOT)}")
    save(big.resize((FALLBACK_SIZE,) * 2, Image.Resampling.LANCZOS), fallback_path())
    print(f"make_icons: {fallback_path().relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
