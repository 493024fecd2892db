"""North-German ("Berlin") pattern courts, French suits, as data in the engraved style.

Kings wear closed arched crowns: spades (David) is an old man with a long white beard who
grips the pillar of his harp, clubs rests his hand on the rim of a small oval shield, hearts
holds his sword upright and diamonds (Caesar) wears the laurel under his crown, in armour,
with a sceptre. Queens are bare-headed 1840s ladies, each with her own flower: hearts a
rose, spades a tulip (in profile), diamonds a carnation and a fan, clubs a sunflower under a
veil. Every jack grips a halberd in his left hand (the viewer's right); hearts also grips a
sword below the hilt, spades looks over his shoulder in profile, clubs lays his hand on his
chest and diamonds wears a cape. Keys are ``rank + suit`` in engine letters.
"""

from __future__ import annotations

from typing import Any

from .dress import belt, bodice, body, buttons, cape, ermine, front, fur, head, mantle_back, sash
from .style import Layer, face, grip, open_hand, sleeve


def _part(name: str, x: float, y: float, size: float, **extra: Any) -> Layer:
    return {"part": name, "at": [x, y, size], **extra}


def _halberd(x: float, top: float = 0.0, size: float = 44.0) -> list[Layer]:
    """The jack's halberd on the viewer's right, its shaft at ``x`` (the hand comes later)."""
    return [_part("halberd", x - size / 2, top, size)]


KINGS: dict[str, dict[str, Any]] = {
    "KS": {
        "palette": {
            "robe": "#2d5aa8",
            "trim": "#c62a2f",
            "hair": "#e8e4da",
            "brow": "#8d877b",
            "accent": "#c62a2f",
        },
        "layers": [
            *mantle_back(48, 58, 31, "#c62a2f"),
            *body(48, 58, tilt=2, angle=40),
            *front(48, 58, 10, "trim"),
            *ermine(48, 58, tilt=2, depth=15),
            *sleeve((24, 63), (14, 84), (34, 77), 11, "robe", "white"),
            *open_hand((38, 76), -20, 1.25),
            head(
                (47, 44),
                1.2,
                [
                    {"part": "hair_long"},
                    {
                        "group": face("three", "heavy", "bushy", "long", "stern", 10, 12.8, 0.2, 2),
                    },
                    {"part": "beard_long"},
                    {"part": "crown_arched"},
                ],
                flip=True,
            ),
            _part("harp", 56, 22, 52),
            *sleeve((72, 62), (90, 72), (70, 53), 11, "robe", "white"),
            *grip((69, 52), 8, 1.25),
            {"suit": [4, 4, 17]},
        ],
    },
    "KH": {
        "palette": {"robe": "#c62a2f", "trim": "#efbd3c", "hair": "#7a4a22", "accent": "#2d5aa8"},
        "layers": [
            *mantle_back(52, 58, 29, "#2d5aa8"),
            *body(52, 58, tilt=-3, angle=130, breadth=1.08),
            *ermine(52, 58, tilt=-3, depth=12),
            *buttons(52, [76, 84, 92, 100]),
            _part("sword", -12, 8, 62),
            *sleeve((28, 62), (8, 82), (19, 68), 12, "robe", "white"),
            *grip((19, 61), 0, 1.3),
            head(
                (52, 44),
                1.2,
                [
                    {"part": "hair_king"},
                    {
                        "group": face(
                            "front", "almond", "frown", "straight", "straight", 10.4, 12.5, 0.7, 1
                        )
                    },
                    {"part": "beard_full"},
                    {"part": "crown_arched"},
                ],
            ),
            *sleeve((76, 62), (92, 84), (70, 82), 12, "robe", "white"),
            *open_hand((66, 82), 190, 1.3),
            {"suit": [80, 4, 16]},
        ],
    },
    "KD": {
        "palette": {
            "robe": "#d9a72a",
            "trim": "#c62a2f",
            "hair": "#b5542a",
            "accent": "#2d7d45",
            "cape": "#c62a2f",
        },
        "layers": [
            *mantle_back(50, 60, 33, "cape"),
            *body(50, 60, tilt=0, angle=60, breadth=0.96),
            # Caesar's cuirass: a steel breastplate with scale rows under a red cloak.
            {
                "d": "M 30 68 C 36 62 64 62 70 68 L 72 104 L 28 104 Z",
                "fill": "steel",
                "line": 1.0,
                "hatch": 1.3,
                "angle": 0,
                "shade": "l",
            },
            {"d": "M 33 78 C 42 82 58 82 67 78 M 32 88 C 42 92 58 92 68 88", "line": 0.8},
            *cape(50, 60, "r"),
            *sleeve((28, 64), (12, 84), (30, 86), 11, "robe", "trim"),
            *open_hand((34, 86), 0, 1.25),
            head(
                (50, 44),
                1.2,
                [
                    {"part": "hair_curls"},
                    {
                        "group": face(
                            "three", "narrow", "straight", "hooked", "small", 9.6, 12.6, 0.5
                        )
                    },
                    {"part": "moustache_curled"},
                    {"part": "crown_arched"},
                    {"part": "laurel"},
                ],
            ),
            _part("sceptre", 57, 22, 46),
            *sleeve((72, 64), (88, 82), (80, 70), 11, "robe", "trim"),
            *grip((80, 66), 0, 1.25, "skin"),
            {"suit": [4, 4, 16]},
        ],
    },
    "KC": {
        "palette": {
            "robe": "#2d7d45",
            "trim": "#efbd3c",
            "hair": "#2e2620",
            "accent": "#c62a2f",
            "cape": "#c62a2f",
        },
        "layers": [
            *mantle_back(46, 57, 32, "cape"),
            *body(46, 57, tilt=4, angle=35, breadth=1.05),
            *fur(46, 57, tilt=4),
            {"d": "M 28 66 C 34 82 58 82 64 66", "line": 3.2, "ink": "out"},
            {"d": "M 28 66 C 34 82 58 82 64 66", "line": 2.2, "ink": "gold"},
            {"d": "M 46 76 L 50 81 L 46 86 L 42 81 Z", "fill": "gold", "line": 0.7},
            *sleeve((24, 62), (6, 76), (16, 48), 11, "robe", "trim"),
            *grip((17, 46), 18, 1.2),
            _part("sceptre", -4, 14, 40),
            head(
                (45, 43),
                1.2,
                [
                    {"part": "hair_king"},
                    {
                        "group": face(
                            "three", "round", "arched", "broad", "smile", 10.2, 12.2, 0.4, 1
                        )
                    },
                    {"part": "beard_forked", "at": [-2, 0, 100]},
                    {"part": "crown_arched"},
                ],
                flip=True,
            ),
            _part(
                "shield_oval",
                58,
                60,
                38,
                colours={"trim": "#2d5aa8", "accent": "#efbd3c"},
            ),
            *sleeve((68, 60), (90, 60), (80, 58), 11, "robe", "trim"),
            *open_hand((78, 60), 0, 1.25),
            {"suit": [80, 4, 16]},
        ],
    },
}

QUEENS: dict[str, dict[str, Any]] = {
    "QH": {
        "palette": {
            "robe": "#c62a2f",
            "trim": "#2d5aa8",
            "hair": "#7a4a22",
            "accent": "#efbd3c",
            "bloom": "#d8222f",
        },
        "layers": [
            *mantle_back(50, 45, 29, "#2d5aa8"),
            *body(50, 45, tilt=0, angle=130, breadth=1.1),
            *bodice(50, 45, 19),
            *sleeve((26, 54), (10, 80), (28, 90), 13, "robe.light", "white"),
            *open_hand((32, 90), 10, 1.2),
            head(
                (50, 27),
                1.42,
                [
                    {"part": "hair_ringlets"},
                    {
                        "group": face(
                            "front", "lashes", "high", "straight", "pout", 9.6, 12.6, 0.0, 0, True
                        )
                    },
                    {"part": "hair_flowers"},
                ],
            ),
            _part("rose", 60, 24, 32),
            *sleeve((74, 54), (92, 76), (76, 52), 13, "robe.light", "white"),
            *grip((76, 48), 0, 1.15),
            {"suit": [4, 4, 16]},
        ],
    },
    "QS": {
        "palette": {
            "robe": "#34394a",
            "trim": "#efbd3c",
            "hair": "#2e2620",
            "accent": "#c62a2f",
            "bloom": "#e0762b",
            "cape": "#efbd3c",
        },
        "layers": [
            *mantle_back(54, 46, 27, "#5a2d6e"),
            *body(54, 46, tilt=-2, angle=60, breadth=1.0),
            # A lace fichu over her shoulders, tied at the breast.
            {
                "d": "M 32 50 C 40 62 68 62 76 50 L 80 56 C 70 72 38 72 28 56 Z",
                "fill": "white",
                "line": 0.8,
                "hatch": 1.3,
                "angle": 90,
                "shade": "r",
            },
            {"d": "M 30 57 C 40 70 68 70 78 57", "line": 0.6, "ink": "cape"},
            {"circle": [54, 66, 2.6], "fill": "accent", "line": 0.5},
            head(
                (54, 28),
                1.42,
                [
                    {"part": "hair_profile"},
                    {
                        "group": face(
                            "profile",
                            "lashes",
                            "high",
                            "straight",
                            "small",
                            9.4,
                            12.4,
                            0.0,
                            0,
                            True,
                        )
                    },
                    {"part": "hair_flowers"},
                ],
                flip=True,
            ),
            _part("tulip", 2, 26, 34),
            *sleeve((34, 56), (8, 74), (22, 60), 12, "robe.light", "trim"),
            *grip((19, 52), -4, 1.15),
            *sleeve((78, 56), (94, 82), (70, 90), 12, "robe.light", "trim"),
            *open_hand((66, 90), 180, 1.2),
            {"suit": [80, 4, 16]},
        ],
    },
    "QD": {
        "palette": {
            "robe": "#e2aa2c",
            "trim": "#c62a2f",
            "hair": "#b5542a",
            "accent": "#2d5aa8",
            "bloom": "#e86a8a",
            "cape": "#2d5aa8",
        },
        "layers": [
            *mantle_back(48, 46, 30, "#2d7d45"),
            *body(48, 46, tilt=2, angle=40, breadth=1.06),
            *bodice(48, 46, 17),
            {
                "d": "M 42 78 L 54 84 M 54 78 L 42 84 M 42 86 L 54 92 M 54 86 L 42 92 "
                "M 42 94 L 54 100 M 54 94 L 42 100",
                "line": 0.9,
                "ink": "cape",
            },
            _part("fan", 2, 44, 38, colours={"bloom": "#2d5aa8"}),
            *sleeve((24, 54), (8, 80), (20, 74), 12, "robe.light", "white"),
            *grip((21, 74), -30, 1.15),
            head(
                (48, 31),
                1.42,
                [
                    {"part": "hair_up"},
                    {
                        "group": face(
                            "three", "almond", "arched", "snub", "smile", 9.4, 12.2, 0.1, 0, True
                        )
                    },
                ],
            ),
            _part("carnation", 62, 22, 30),
            *sleeve((72, 54), (92, 72), (78, 46), 12, "robe.light", "white"),
            *grip((77, 44), 0, 1.1),
            {"suit": [81, 3, 17]},
        ],
    },
    "QC": {
        "palette": {
            "robe": "#2d7d45",
            "trim": "#c62a2f",
            "hair": "#e1b04f",
            "brow": "#a8741a",
            "accent": "#c62a2f",
            "cape": "#c62a2f",
        },
        "layers": [
            *body(52, 46, tilt=-2, angle=125, breadth=1.04),
            *bodice(52, 46, 16),
            {"d": "M 40 60 C 44 68 60 68 64 60", "line": 1.0, "ink": "gold"},
            {"circle": [52, 66.5, 2.0], "fill": "cape", "line": 0.4},
            head(
                (52, 31),
                1.42,
                [
                    {"part": "veil"},
                    {
                        "group": face(
                            "three", "round", "arched", "straight", "smile", 9.8, 12.4, 0.2, 0, True
                        )
                    },
                    {"part": "hair_curls"},
                ],
                flip=True,
            ),
            _part("sunflower", 4, 30, 38),
            *sleeve((28, 56), (12, 84), (22, 72), 13, "robe.light", "white"),
            *grip((23, 70), 0, 1.2),
            *sleeve((76, 56), (94, 78), (72, 86), 13, "robe.light", "white"),
            *open_hand((68, 86), 185, 1.2),
            {"suit": [82, 4, 15]},
        ],
    },
}

JACKS: dict[str, dict[str, Any]] = {
    "JH": {
        "palette": {"robe": "#2d5aa8", "trim": "#c62a2f", "hair": "#2e2620", "accent": "#efbd3c"},
        "layers": [
            *mantle_back(46, 56, 37, "accent"),
            *body(46, 56, tilt=2, angle=140, breadth=0.98),
            *front(46, 56, 6, "trim"),
            *belt(88, "accent"),
            _part("sword", -4, 30, 56),
            *sleeve((24, 62), (10, 86), (24, 80), 11, "robe", "white"),
            *grip((24, 76), 0, 1.2),
            head(
                (46, 41),
                1.36,
                [
                    {"part": "hair_bob"},
                    {
                        "group": face(
                            "three", "almond", "straight", "straight", "straight", 9.8, 12.4, 0.5
                        )
                    },
                    {"part": "moustache_curled"},
                    {"part": "beret_plume", "flip": True},
                ],
                flip=True,
            ),
            *_halberd(86, 2),
            *sleeve((68, 62), (90, 78), (84, 68), 11, "robe", "white"),
            *grip((86, 66), 0, 1.2),
            {"suit": [78, 4, 14]},
        ],
    },
    "JS": {
        "palette": {
            "robe": "#dcaa30",
            "trim": "#2d7d45",
            "hair": "#7a4a22",
            "accent": "#c62a2f",
            "cape": "#c62a2f",
        },
        "layers": [
            *mantle_back(50, 56, 35, "trim"),
            *body(50, 56, tilt=-2, angle=30, breadth=1.02),
            *sash(50, 56, True),
            *sleeve((26, 62), (8, 76), (22, 92), 11, "robe", "trim"),
            *open_hand((26, 94), 30, 1.2),
            head(
                (44, 40),
                1.36,
                [
                    {
                        "group": face(
                            "profile", "narrow", "straight", "straight", "straight", 9.8, 12.6, 0.5
                        )
                    },
                    {"part": "hair_back"},
                    {"part": "cap_flat", "colours": {"trim": "#c62a2f", "accent": "#2d7d45"}},
                ],
                flip=True,
            ),
            *_halberd(80, 6, 40),
            *sleeve((72, 62), (90, 80), (78, 72), 11, "robe", "trim"),
            *grip((80, 70), 0, 1.2),
            {"suit": [3, 24, 17]},
        ],
    },
    "JD": {
        "palette": {
            "robe": "#c62a2f",
            "trim": "#2d5aa8",
            "hair": "#e1b04f",
            "brow": "#a8741a",
            "accent": "#efbd3c",
            "cape": "#2d7d45",
        },
        "layers": [
            *mantle_back(50, 57, 39, "cape"),
            *body(50, 57, tilt=0, angle=50, breadth=1.0),
            *buttons(50, [70, 77, 84]),
            *belt(90, "trim"),
            *cape(50, 57, "l"),
            *sleeve((28, 63), (14, 84), (36, 92), 11, "robe", "white"),
            *open_hand((40, 92), 0, 1.2),
            head(
                (54, 41),
                1.36,
                [
                    {"part": "hair_bob"},
                    {
                        "group": face(
                            "three", "round", "high", "snub", "smile", 9.6, 12, 0.1, 0, True
                        )
                    },
                    {"part": "cap_round", "colours": {"trim": "#2d7d45", "accent": "#efbd3c"}},
                ],
            ),
            *_halberd(90, 2, 48),
            *sleeve((72, 62), (92, 74), (88, 66), 11, "robe", "white"),
            *grip((90, 64), 0, 1.2),
            {"suit": [4, 4, 17]},
        ],
    },
    "JC": {
        "palette": {
            "robe": "#2d7d45",
            "trim": "#efbd3c",
            "hair": "#b5542a",
            "accent": "#c62a2f",
            "cape": "#c62a2f",
        },
        "layers": [
            *mantle_back(48, 56, 39, "cape"),
            *body(48, 56, tilt=2, angle=120, breadth=1.04),
            *front(48, 56, 8, "trim"),
            {
                "d": "M 30 60 C 40 68 56 68 66 60 L 68 66 C 56 74 40 74 28 66 Z",
                "fill": "white",
                "line": 0.8,
            },
            head(
                (48, 41),
                1.36,
                [
                    {"part": "hair_curls"},
                    {
                        "group": face(
                            "front", "almond", "arched", "straight", "smile", 9.8, 12.2, 0.3
                        )
                    },
                    {"part": "beard_goatee"},
                    {"part": "beret_plume", "colours": {"trim": "#c62a2f"}},
                ],
            ),
            *sleeve((26, 62), (10, 88), (36, 78), 12, "robe", "trim"),
            *open_hand((40, 76), -10, 1.25),
            *_halberd(84, 4, 42),
            *sleeve((70, 62), (92, 82), (82, 70), 12, "robe", "trim"),
            *grip((84, 68), 0, 1.2),
            {"suit": [4, 4, 15]},
        ],
    },
}

FIGURES: dict[str, dict[str, Any]] = {**KINGS, **QUEENS, **JACKS}
