"""Bavarian pattern courts, German suits, as data in the engraved style (engine letters:
S = Leaves, H = Hearts, D = Bells, C = Acorns; Q = Ober, J = Unter).

Kings sit on carved thrones: the back rises behind them, the arm rests end in gilt knobs at
their sides and their robes fall over their knees. The king of Hearts holds a sceptre, the
old king of Bells rests his hand on the white-and-blue lozenges of Bavaria, the king of
Leaves wears the turban of the old Turk figure and holds a sabre, the king of Acorns shows an
orb on his open hand. Obers show their sign high, Unters low; each suit's pair are fighters
turned towards each other: Acorns a swordsman with a round shield and a fencer, Leaves the
drummer (two-cornered hat) and the piper, Hearts an old swordsman with a pointed shield and
the staff fighter gripping his staff with both hands, Bells a sabre fighter and a
swordsman with his blade on his shoulder.
"""

from __future__ import annotations

from typing import Any

from .dress import (
    armrests,
    belt,
    body,
    buttons,
    cape,
    ermine,
    fur,
    head,
    lap,
    mantle_back,
    puffs,
    sash,
    throne,
)
from .style import Layer, face, grip, open_hand, sleeve


def _part(name: str, x: float, y: float, size: float, **extra: Any) -> Layer:
    return {"part": name, "at": [x, y, size], **extra}


KINGS: dict[str, dict[str, Any]] = {
    "KH": {
        "seated": True,
        "palette": {"robe": "#c62a2f", "trim": "#efbd3c", "hair": "#7a4a22", "accent": "#2d7d45"},
        "layers": [
            *throne("gothic", "l", 90),
            *body(50, 56, tilt=0, angle=130, breadth=0.86),
            *ermine(50, 56, depth=12),
            *lap("robe.light", 84),
            *armrests(74),
            _part("sceptre", 58, 18, 44),
            head(
                (50, 37),
                1.2,
                [
                    {"part": "hair_king"},
                    {
                        "group": face(
                            "front", "almond", "arched", "straight", "smile", 10.2, 12.4, 0.5, 1
                        )
                    },
                    {"part": "beard_full"},
                    {"part": "crown_open"},
                ],
            ),
            *sleeve((30, 62), (16, 80), (34, 88), 11, "robe", "white"),
            *open_hand((38, 88), 0, 1.25),
            *sleeve((70, 62), (86, 78), (80, 66), 11, "robe", "white"),
            *grip((80, 64), 0, 1.25),
            {"suit": [2, 2, 18]},
        ],
    },
    "KD": {
        "seated": True,
        "palette": {
            "robe": "#2d5aa8",
            "trim": "#c62a2f",
            "hair": "#e2ded4",
            "brow": "#8d877b",
            "accent": "#9b2226",
        },
        "layers": [
            *throne("square", "l", 0),
            *body(43, 57, tilt=4, angle=40, breadth=0.9),
            *fur(43, 57, tilt=4),
            *lap("robe.light", 91),
            *armrests(81),
            head(
                (42, 38),
                1.2,
                [
                    {"part": "hair_long"},
                    {"group": face("three", "heavy", "bushy", "long", "stern", 10, 12.6, 0.3, 2)},
                    {"part": "beard_forked", "at": [3, 0, 100]},
                    {"part": "crown_open"},
                ],
            ),
            *sleeve((26, 64), (12, 82), (32, 86), 11, "robe", "trim"),
            *open_hand((36, 86), 10, 1.25),
            _part("shield_lozenges", 58, 50, 36),
            *sleeve((66, 62), (88, 58), (76, 52), 11, "robe", "trim"),
            *open_hand((74, 52), -10, 1.25),
            {"suit": [2, 2, 18]},
        ],
    },
    "KS": {
        "seated": True,
        "palette": {
            "robe": "#2d7d45",
            "trim": "#efbd3c",
            "hair": "#2e2620",
            "accent": "#7a3b12",
            "cape": "#c62a2f",
        },
        "layers": [
            *throne("shell", "l", 135),
            *body(52, 58, tilt=-2, angle=120, breadth=0.92),
            *sash(52, 58, False),
            *lap("#c62a2f", 86),
            *armrests(70),
            _part("sabre", 58, 4, 50),
            head(
                (52, 41),
                1.22,
                [
                    {
                        "group": face(
                            "three", "narrow", "frown", "hooked", "stern", 10.4, 12.6, 0.6, 1
                        )
                    },
                    {"part": "moustache_droop"},
                    {"part": "beard_goatee"},
                    {"part": "turban", "colours": {"accent": "#c62a2f"}},
                ],
                flip=True,
            ),
            *sleeve((30, 64), (12, 84), (28, 90), 12, "robe", "trim"),
            *open_hand((32, 90), 0, 1.25),
            *sleeve((72, 64), (90, 80), (84, 44), 12, "robe", "trim"),
            *grip((84, 40), 14, 1.25),
            {"suit": [2, 2, 18]},
        ],
    },
    "KC": {
        "seated": True,
        "palette": {
            "robe": "#e2aa2c",
            "trim": "#2d7d45",
            "hair": "#b5542a",
            "accent": "#2d5aa8",
        },
        "layers": [
            *throne("arched", "l", 45),
            *body(55, 57, tilt=-3, angle=60, breadth=0.88),
            *ermine(55, 57, tilt=-3, depth=10),
            *buttons(55, [74, 80]),
            *lap("trim", 88),
            *armrests(78),
            head(
                (56, 37),
                1.22,
                [
                    {"part": "hair_curls"},
                    {
                        "group": face(
                            "front", "round", "straight", "broad", "straight", 10.6, 12.2, 0.8, 1
                        )
                    },
                    {"part": "beard_pointed"},
                    {"part": "crown_open"},
                ],
                flip=True,
            ),
            _part("sceptre", 6, 24, 40),
            *sleeve((30, 62), (12, 84), (24, 74), 11, "robe", "white"),
            *grip((26, 72), 0, 1.2),
            # The orb lies on his open hand, clear of the sign and the crown.
            *sleeve((70, 62), (90, 80), (78, 74), 11, "robe", "white"),
            *open_hand((76, 74), -90, 1.3),
            _part("orb", 66, 52, 22),
            {"suit": [2, 2, 18]},
        ],
    },
}

OBERS: dict[str, dict[str, Any]] = {
    # Acorns: swordsman with a round shield (Ober), fencer with a sabre (Unter).
    "QC": {
        "palette": {"robe": "#c62a2f", "trim": "#efbd3c", "hair": "#7a4a22", "accent": "#2d5aa8"},
        "layers": [
            *mantle_back(52, 55, 41, "accent"),
            *body(52, 55, tilt=-2, angle=120),
            *puffs(52, 55, ("trim", "robe")),
            *belt(92, "#6b4a1c"),
            _part("sword", 54, 2, 52),
            head(
                (50, 42),
                1.34,
                [
                    {"part": "hair_bob"},
                    {"group": face("three", "almond", "frown", "straight", "stern", 10, 12.4, 0.5)},
                    {"part": "moustache_curled"},
                    {"part": "hat_slashed", "at": [-5, -3.4, 110]},
                ],
            ),
            *sleeve((74, 62), (92, 62), (82, 50), 11, "trim", "white"),
            *grip((80, 46), 0, 1.25),
            _part("shield_round", 2, 58, 34, colours={"trim": "#2d5aa8"}),
            {"suit": [2, 2, 20]},
        ],
    },
    # Leaves: the drummer.
    "QS": {
        "palette": {"robe": "#2d7d45", "trim": "#34394a", "hair": "#2e2620", "accent": "#c62a2f"},
        "layers": [
            *mantle_back(46, 55, 41, "#c62a2f"),
            *body(46, 55, tilt=2, angle=40, breadth=1.02),
            *buttons(46, [70, 78, 86]),
            *belt(94, "#efbd3c"),
            head(
                (46, 41),
                1.34,
                [
                    {"part": "hair_curls"},
                    {
                        "group": face(
                            "three", "round", "arched", "snub", "smile", 10, 12.2, 0.3, 0, True
                        )
                    },
                    {"part": "beard_pointed", "at": [3, 0, 100]},
                    {"part": "hat_bicorne", "at": [-5, -3.4, 110]},
                ],
                flip=True,
            ),
            _part("drum", 52, 56, 46, colours={"accent": "#c62a2f"}),
            *sleeve((24, 62), (8, 78), (30, 70), 11, "robe", "trim"),
            *grip((34, 68), 60, 1.2),
            {"d": "M 34 68 L 58 62", "line": 2.2, "ink": "wood"},
            *sleeve((68, 62), (94, 68), (80, 58), 11, "robe", "trim"),
            *grip((78, 57), -50, 1.2),
            {"suit": [80, 2, 20]},
        ],
    },
    # Hearts: an old swordsman with a pointed shield.
    "QH": {
        "palette": {
            "robe": "#dcaa30",
            "trim": "#c62a2f",
            "hair": "#d6d1c5",
            "brow": "#8d877b",
            "accent": "#2d7d45",
        },
        "layers": [
            *mantle_back(50, 55, 41, "#2d5aa8"),
            *body(50, 55, tilt=0, angle=60, breadth=1.04),
            *puffs(50, 55, ("trim", "accent")),
            {"d": "M 41 110 L 41 66 M 59 110 L 59 66", "line": 2.0, "ink": "trim"},
            head(
                (50, 42),
                1.34,
                [
                    {"part": "hair_long"},
                    {
                        "group": face(
                            "three", "heavy", "bushy", "long", "straight", 10, 12.6, 0.4, 2
                        )
                    },
                    {"part": "beard_long"},
                    {"part": "hat_slashed", "at": [-5, -3.4, 110], "colours": {"trim": "#c62a2f"}},
                ],
            ),
            _part("sword", -4, 4, 50),
            *sleeve((28, 62), (6, 66), (20, 48), 11, "trim", "white"),
            *grip((21, 44), 0, 1.25),
            _part("shield_pointed", 64, 60, 32, colours={"trim": "#2d7d45"}),
            {"suit": [80, 2, 20]},
        ],
    },
    # Bells: a sabre fighter with a plumed hat.
    "QD": {
        "palette": {
            "robe": "#2d5aa8",
            "trim": "#efbd3c",
            "hair": "#e1b04f",
            "brow": "#a8741a",
            "accent": "#c62a2f",
            "cape": "#c62a2f",
        },
        "layers": [
            *mantle_back(48, 55, 41, "#34394a"),
            *body(48, 55, tilt=2, angle=130, breadth=0.98),
            *cape(48, 55, "r"),
            *belt(90, "trim"),
            head(
                (48, 44),
                1.34,
                [
                    {"part": "hair_bob"},
                    {"group": face("three", "almond", "high", "straight", "smile", 9.8, 12.2, 0.2)},
                    {"part": "moustache"},
                    {"part": "cap_round", "at": [-5, -3.4, 110], "colours": {"trim": "#2d7d45"}},
                ],
                flip=True,
            ),
            _part("sabre", -8, 4, 50),
            *sleeve((26, 62), (6, 72), (16, 50), 11, "robe", "trim"),
            *grip((17, 46), 10, 1.25),
            *sleeve((70, 62), (88, 80), (66, 84), 11, "robe", "trim"),
            *open_hand((62, 84), 180, 1.25),
            {"suit": [80, 2, 20]},
        ],
    },
}

UNTERS: dict[str, dict[str, Any]] = {
    "JC": {
        "palette": {
            "robe": "#2d5aa8",
            "trim": "#c62a2f",
            "hair": "#e1b04f",
            "brow": "#a8741a",
            "accent": "#efbd3c",
        },
        "layers": [
            *mantle_back(48, 55, 34, "#2d7d45"),
            *body(48, 55, tilt=3, angle=45, breadth=0.96),
            *puffs(48, 55, ("trim", "accent")),
            head(
                (48, 42),
                1.34,
                [
                    {"part": "hair_bob"},
                    {"group": face("three", "round", "straight", "snub", "straight", 9.6, 12, 0.2)},
                    {"part": "cap_round", "at": [-5, -3.4, 110], "colours": {"trim": "#c62a2f"}},
                ],
                flip=True,
            ),
            _part("sabre", -10, 28, 54, flip=True),
            *sleeve((24, 62), (6, 80), (14, 76), 11, "robe", "white"),
            *grip((14, 74), 30, 1.25),
            *sleeve((72, 62), (90, 80), (70, 88), 11, "robe", "white"),
            *open_hand((66, 88), 180, 1.25),
            {"suit": [76, 72, 24]},
        ],
    },
    # Leaves: the piper, in profile over his fife, both hands on it.
    "JS": {
        "palette": {"robe": "#dcaa30", "trim": "#2d7d45", "hair": "#b5542a", "accent": "#c62a2f"},
        "layers": [
            *mantle_back(54, 55, 34, "#c62a2f"),
            *body(54, 55, tilt=-2, angle=120),
            *sash(54, 55, False),
            head(
                (54, 42),
                1.34,
                [
                    {
                        "group": face(
                            "profile", "narrow", "arched", "straight", "pout", 9.8, 12.4, 0.3
                        )
                    },
                    {"part": "hair_back"},
                    {"part": "cap_flat", "at": [-5, -3.4, 110], "colours": {"trim": "#2d7d45"}},
                ],
                flip=True,
            ),
            _part("fife", 9.6, 48.4, 36, flip=True, colours={"wood": "#5b3a12"}),
            *sleeve((36, 62), (22, 78), (30, 64), 11, "trim", "accent"),
            *grip((31, 62), 45, 1.2),
            *sleeve((72, 64), (50, 86), (22, 74), 11, "trim", "accent"),
            *grip((20, 73), 45, 1.2),
            {"suit": [76, 72, 24]},
        ],
    },
    # Hearts: the staff fighter, both hands on a staff that runs past his face.
    "JH": {
        "palette": {"robe": "#c62a2f", "trim": "#2d7d45", "hair": "#7a4a22", "accent": "#efbd3c"},
        "layers": [
            *mantle_back(54, 55, 41, "#2d5aa8"),
            *body(54, 55, tilt=-3, angle=60, breadth=1.0),
            *belt(90, "trim"),
            *buttons(54, [68, 76, 84]),
            head(
                (56, 42),
                1.34,
                [
                    {"part": "hair_bob"},
                    {
                        "group": face(
                            "three", "almond", "frown", "straight", "stern", 9.8, 12.4, 0.6
                        )
                    },
                    {"part": "moustache_droop"},
                    {
                        "part": "cap_flat",
                        "at": [-5, -3.4, 110],
                        "colours": {"trim": "#2d7d45", "accent": "#efbd3c"},
                    },
                ],
                flip=True,
            ),
            _part("staff", -11, 5, 68),
            *sleeve((32, 62), (14, 60), (10, 30), 11, "robe", "accent"),
            *grip((10, 27), -25, 1.25),
            *sleeve((76, 64), (60, 86), (34, 76), 11, "robe", "accent"),
            *grip((34, 76), -25, 1.25),
            {"suit": [78, 76, 20]},
        ],
    },
    # Bells: a swordsman, blade over his shoulder, in a cape.
    "JD": {
        "palette": {
            "robe": "#2d7d45",
            "trim": "#c62a2f",
            "hair": "#2e2620",
            "accent": "#efbd3c",
            "cape": "#34394a",
        },
        "layers": [
            *mantle_back(50, 55, 41, "#c62a2f"),
            *body(50, 55, tilt=0, angle=135, breadth=1.0),
            *cape(50, 55, "l"),
            *belt(92, "accent"),
            head(
                (50, 42),
                1.34,
                [
                    {"part": "hair_curls"},
                    {"group": face("front", "narrow", "arched", "straight", "smile", 10, 12, 0.5)},
                    {"part": "moustache", "at": [0, 0, 100]},
                    {
                        "part": "hat_slashed",
                        "at": [-5, -3.4, 110],
                        "colours": {"trim": "#c62a2f", "accent": "#efbd3c"},
                    },
                ],
            ),
            _part("sword", 62, 14, 44),
            *sleeve((72, 62), (92, 78), (84, 54), 11, "robe", "white"),
            *grip((84, 51), 0, 1.25),
            *sleeve((28, 62), (10, 82), (32, 90), 11, "robe", "white"),
            *open_hand((36, 90), 0, 1.25),
            {"suit": [2, 76, 20]},
        ],
    },
}

FIGURES: dict[str, dict[str, Any]] = {**KINGS, **OBERS, **UNTERS}
