"""North-German ("Berlin") pattern courts, French suits, as data.

Kings wear closed arched crowns: spades holds the frame of a harp, clubs the round top of a
small shield, hearts a raised sword, diamonds a sceptre and a laurel wreath under the crown.
Queens are bare-headed 1840s ladies with ringlets, each with her own flower (the queen of
spades in profile with a tulip). Every jack holds a halberd in his left hand (the viewer's
right); hearts also grips a sword below the hilt, spades looks over his shoulder, clubs has
his hand on his chest. Keys are ``rank + suit`` in engine letters.
"""

from __future__ import annotations

from typing import Any


def _hand(x: float, y: float) -> dict[str, Any]:
    return {"part": "hand", "at": [x - 6, y - 4.6, 12]}


def _arm(path: str) -> dict[str, Any]:
    return {"d": path, "tube": 8.5, "fill": "robe.light", "line": 0.9}


FIGURES: dict[str, dict[str, Any]] = {
    "KH": {
        "palette": {"robe": "#c62a2f", "trim": "#efbd3c", "hair": "#7a4a22", "accent": "#2d5aa8"},
        "layers": [
            {"part": "mantle"},
            {
                "group": [
                    {"part": "face_front"},
                    {"part": "hair_king"},
                    {"part": "beard_full"},
                    {"part": "crown_arched"},
                ],
                "at": [-7, -4, 114],
            },
            {"part": "sword", "at": [44, 3, 52]},
            _arm("M 84 66 C 86 58 78 52 70 43"),
            _hand(70, 43),
            {"suit": [5, 5, 16]},
        ],
    },
    "KC": {
        "palette": {"robe": "#2d7d45", "trim": "#efbd3c", "hair": "#2e2620", "accent": "#c62a2f"},
        "layers": [
            {"part": "mantle"},
            {"part": "chain"},
            {"part": "cape", "colours": {"cape": "#c62a2f"}},
            {
                "group": [
                    {"part": "face_turned", "flip": True},
                    {"part": "hair_king"},
                    {"part": "beard_forked", "at": [-2, 0, 100]},
                    {"part": "crown_arched"},
                ],
                "at": [-7, -4, 114],
            },
            {
                "part": "shield_oval",
                "at": [56, 50, 34],
                "colours": {"trim": "#2d5aa8", "accent": "#efbd3c"},
            },
            _arm("M 84 64 C 88 56 80 50 73 50"),
            _hand(73, 51),
            {"suit": [5, 5, 16]},
        ],
    },
    "KS": {
        "palette": {
            "robe": "#2d5aa8",
            "trim": "#c62a2f",
            "hair": "#cfc9bd",
            "brow": "#6b6458",
            "accent": "#c62a2f",
        },
        "layers": [
            {"part": "mantle"},
            {
                "group": [
                    {"part": "face_turned"},
                    {"part": "hair_king"},
                    {"part": "beard_pointed", "at": [3, 0, 100]},
                    {"part": "crown_arched"},
                ],
                "at": [-7, -4, 114],
            },
            _arm("M 84 66 C 90 56 84 44 76 38"),
            {"part": "harp", "at": [52, 22, 50]},
            _hand(71, 29),
            {"suit": [5, 5, 16]},
        ],
    },
    "KD": {
        "palette": {"robe": "#efbd3c", "trim": "#c62a2f", "hair": "#b5542a", "accent": "#2d7d45"},
        "layers": [
            {"part": "mantle", "colours": {"robe": "#d9a72a"}},
            {"part": "chain"},
            {
                "group": [
                    {"part": "face_turned", "flip": True},
                    {"part": "hair_king"},
                    {"part": "moustache", "at": [-2, 0, 100]},
                    {"part": "crown_arched"},
                    {"part": "laurel"},
                ],
                "at": [-7, -4, 114],
            },
            {"part": "sceptre", "at": [52, 4, 52]},
            _arm("M 84 66 C 88 60 84 56 78 52"),
            _hand(78, 52),
            {"suit": [5, 5, 16]},
        ],
    },
    "QH": {
        "palette": {
            "robe": "#c62a2f",
            "trim": "#2d5aa8",
            "hair": "#7a4a22",
            "accent": "#2d5aa8",
            "bloom": "#d8222f",
        },
        "layers": [
            {"part": "gown"},
            {
                "group": [
                    {"part": "face_front"},
                    {"part": "hair_ringlets"},
                    {"part": "hair_flowers", "colours": {"accent": "#efbd3c"}},
                ],
                "at": [-7, -4, 114],
            },
            {"part": "rose", "at": [60, 26, 30]},
            _arm("M 84 70 C 86 64 80 60 75 56"),
            _hand(75, 55),
            {"suit": [5, 5, 16]},
        ],
    },
    "QS": {
        "palette": {
            "robe": "#34394a",
            "trim": "#efbd3c",
            "hair": "#2e2620",
            "accent": "#c62a2f",
            "bloom": "#e0762b",
        },
        "layers": [
            {"part": "gown"},
            {"part": "shawl", "colours": {"cape": "#efbd3c"}},
            {
                "group": [
                    {"part": "face_profile", "flip": True},
                    {"part": "hair_profile", "flip": True},
                    {"part": "hair_flowers", "flip": True},
                ],
                "at": [-7, -4, 114],
            },
            {"part": "tulip", "at": [8, 26, 30]},
            _arm("M 16 70 C 14 64 20 60 25 56"),
            _hand(25, 55),
            {"suit": [79, 5, 16]},
        ],
    },
    "QD": {
        "palette": {
            "robe": "#efbd3c",
            "trim": "#c62a2f",
            "hair": "#b5542a",
            "accent": "#c62a2f",
            "bloom": "#e86a8a",
        },
        "layers": [
            {"part": "gown", "colours": {"robe": "#e2aa2c"}},
            {"part": "lacing", "colours": {"cape": "#2d5aa8"}},
            {
                "group": [
                    {"part": "face_turned"},
                    {"part": "hair_ringlets"},
                    {"part": "hair_flowers", "colours": {"accent": "#2d5aa8"}},
                ],
                "at": [-7, -4, 114],
            },
            {"part": "carnation", "at": [60, 26, 30]},
            _arm("M 84 70 C 86 64 80 60 75 56"),
            _hand(75, 55),
            {"suit": [5, 5, 16]},
        ],
    },
    "QC": {
        "palette": {
            "robe": "#2d7d45",
            "trim": "#c62a2f",
            "hair": "#e1b04f",
            "brow": "#a8741a",
            "accent": "#c62a2f",
        },
        "layers": [
            {"part": "gown"},
            {"part": "necklace", "colours": {"cape": "#c62a2f"}},
            {
                "group": [
                    {"part": "face_turned", "flip": True},
                    {"part": "hair_ringlets"},
                    {"part": "hair_flowers", "flip": True},
                ],
                "at": [-7, -4, 114],
            },
            {"part": "sunflower", "at": [10, 26, 30]},
            _arm("M 16 70 C 14 64 20 60 25 56"),
            _hand(25, 55),
            {"suit": [79, 5, 16]},
        ],
    },
    "JH": {
        "palette": {"robe": "#2d5aa8", "trim": "#c62a2f", "hair": "#2e2620", "accent": "#efbd3c"},
        "layers": [
            {"part": "doublet"},
            {
                "group": [
                    {"part": "face_turned", "flip": True},
                    {"part": "hair_bob"},
                    {"part": "moustache", "at": [-2, 1, 100]},
                    {"part": "beret_plume", "flip": True},
                ],
                "at": [-7, -4, 114],
            },
            {"part": "halberd", "at": [60, 2, 40]},
            {"part": "sword", "at": [4, 24, 40]},
            _arm("M 17 66 C 14 62 18 58 24 56"),
            _hand(24, 55),
            _arm("M 85 68 C 88 66 86 64 80 62"),
            _hand(80, 62),
            {"suit": [79, 72, 14]},
        ],
    },
    "JS": {
        "palette": {"robe": "#efbd3c", "trim": "#2d7d45", "hair": "#7a4a22", "accent": "#c62a2f"},
        "layers": [
            {"part": "doublet", "colours": {"robe": "#dcaa30"}},
            {"part": "sash", "colours": {"cape": "#c62a2f"}},
            {
                "group": [
                    {"part": "face_profile", "flip": True},
                    {"part": "hair_bob", "at": [1, 0, 100]},
                    {"part": "cap_flat", "colours": {"trim": "#c62a2f", "accent": "#2d7d45"}},
                ],
                "at": [-7, -4, 114],
            },
            {"part": "halberd", "at": [60, 2, 40]},
            _arm("M 85 68 C 88 66 86 64 80 62"),
            _hand(80, 62),
            {"suit": [5, 5, 16]},
        ],
    },
    "JD": {
        "palette": {
            "robe": "#c62a2f",
            "trim": "#2d5aa8",
            "hair": "#e1b04f",
            "brow": "#a8741a",
            "accent": "#2d7d45",
        },
        "layers": [
            {"part": "doublet"},
            {
                "group": [
                    {"part": "face_turned"},
                    {"part": "hair_bob"},
                    {"part": "cap_round", "colours": {"trim": "#2d7d45", "accent": "#efbd3c"}},
                ],
                "at": [-7, -4, 114],
            },
            {"part": "halberd", "at": [60, 2, 40]},
            _arm("M 85 68 C 88 66 86 64 80 62"),
            _hand(80, 62),
            _arm("M 16 70 C 16 76 22 80 30 80"),
            _hand(31, 79),
            {"suit": [5, 5, 16]},
        ],
    },
    "JC": {
        "palette": {"robe": "#2d7d45", "trim": "#efbd3c", "hair": "#b5542a", "accent": "#c62a2f"},
        "layers": [
            {"part": "doublet"},
            {"part": "cape", "flip": True, "colours": {"cape": "#c62a2f"}},
            {
                "group": [
                    {"part": "face_front"},
                    {"part": "hair_bob"},
                    {"part": "beret_plume", "colours": {"trim": "#c62a2f"}},
                ],
                "at": [-7, -4, 114],
            },
            {"part": "halberd", "at": [60, 2, 40]},
            _arm("M 85 68 C 88 66 86 64 80 62"),
            _hand(80, 62),
            _arm("M 16 68 C 20 78 30 78 40 74"),
            _hand(41, 73),
            {"suit": [5, 5, 16]},
        ],
    },
}
