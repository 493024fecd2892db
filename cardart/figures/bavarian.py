"""Bavarian pattern courts, German suits, as data (engine letters: S = Leaves, H = Hearts,
D = Bells, C = Acorns; Q = Ober, J = Unter).

Kings sit on thrones (the throne back and arm rest frame them); the king of Leaves wears the
turban of the old Turk figure, the king of Bells bears a shield with the white-and-blue
lozenges. Obers show their sign high, Unters low, and each suit's Ober and Unter are a
pair turned towards each other: Acorns are swordsmen with a round shield, Leaves are the
drummer (two-cornered hat) and the piper, the Unter of Hearts fights with a staff.
"""

from __future__ import annotations

from typing import Any

HEAD = [-7, -4, 114]


def _hand(x: float, y: float) -> dict[str, Any]:
    return {"part": "hand", "at": [x - 6, y - 4.6, 12]}


def _arm(path: str) -> dict[str, Any]:
    return {"d": path, "tube": 8.5, "fill": "robe.light", "line": 0.9}


def _king(
    palette: dict[str, str], head: list[dict[str, Any]], held: list[dict[str, Any]]
) -> dict[str, Any]:
    return {
        "palette": palette,
        "layers": [
            {"part": "throne"},
            {"part": "mantle"},
            {"group": head, "at": HEAD},
            *held,
            {"suit": [2, 3, 17]},
        ],
    }


FIGURES: dict[str, dict[str, Any]] = {
    "KH": _king(
        {"robe": "#c62a2f", "trim": "#efbd3c", "hair": "#7a4a22", "accent": "#2d7d45"},
        [
            {"part": "face_front"},
            {"part": "hair_king"},
            {"part": "beard_full"},
            {"part": "crown_open"},
        ],
        [
            {"part": "sceptre", "at": [52, 4, 52]},
            _arm("M 84 66 C 88 60 84 56 78 52"),
            _hand(78, 52),
        ],
    ),
    "KD": _king(
        {
            "robe": "#2d5aa8",
            "trim": "#c62a2f",
            "hair": "#cfc9bd",
            "brow": "#6b6458",
            "accent": "#c62a2f",
        },
        [
            {"part": "face_turned"},
            {"part": "hair_king"},
            {"part": "beard_forked", "at": [3, 0, 100]},
            {"part": "crown_open"},
        ],
        [
            {"part": "shield_lozenges", "at": [56, 46, 34]},
            _arm("M 84 64 C 88 56 80 48 73 47"),
            _hand(73, 48),
        ],
    ),
    "KS": _king(
        {"robe": "#2d7d45", "trim": "#efbd3c", "hair": "#2e2620", "accent": "#2d5aa8"},
        [
            {"part": "face_turned", "flip": True},
            {"part": "hair_king"},
            {"part": "beard_full", "at": [-2, 0, 100]},
            {"part": "turban", "colours": {"accent": "#c62a2f"}},
        ],
        [
            {"part": "sabre", "at": [46, 2, 52]},
            _arm("M 84 66 C 88 58 80 50 74 46"),
            _hand(74, 46),
        ],
    ),
    "KC": _king(
        {"robe": "#efbd3c", "trim": "#2d7d45", "hair": "#b5542a", "accent": "#c62a2f"},
        [
            {"part": "face_turned", "flip": True},
            {"part": "hair_king"},
            {"part": "beard_pointed", "at": [-2, 0, 100]},
            {"part": "crown_open"},
        ],
        [
            {"part": "orb", "at": [64, 48, 20]},
            _arm("M 84 66 C 88 62 82 60 75 60"),
            _hand(74, 61),
        ],
    ),
    # Acorns: Ober and Unter as fencers.
    "QC": {
        "palette": {"robe": "#c62a2f", "trim": "#efbd3c", "hair": "#7a4a22", "accent": "#2d5aa8"},
        "layers": [
            {"part": "landsknecht"},
            {
                "group": [
                    {"part": "face_turned"},
                    {"part": "hair_bob"},
                    {"part": "moustache", "at": [3, 0, 100]},
                    {"part": "hat_slashed"},
                ],
                "at": HEAD,
            },
            {"part": "sword", "at": [52, 0, 50]},
            _arm("M 84 66 C 88 56 82 46 77 40"),
            _hand(77, 40),
            {"part": "shield_round", "at": [2, 56, 30], "colours": {"trim": "#2d5aa8"}},
            {"suit": [3, 3, 22]},
        ],
    },
    "JC": {
        "palette": {
            "robe": "#2d5aa8",
            "trim": "#c62a2f",
            "hair": "#e1b04f",
            "brow": "#a8741a",
            "accent": "#efbd3c",
        },
        "layers": [
            {"part": "landsknecht"},
            {
                "group": [
                    {"part": "face_turned", "flip": True},
                    {"part": "hair_bob"},
                    {"part": "cap_round", "colours": {"trim": "#c62a2f"}},
                ],
                "at": HEAD,
            },
            {"part": "sabre", "at": [-2, 8, 50], "flip": True},
            _arm("M 16 66 C 12 58 18 50 23 46"),
            _hand(23, 46),
            {"suit": [74, 60, 22]},
        ],
    },
    # Leaves: the drummer and the piper.
    "QS": {
        "palette": {"robe": "#2d7d45", "trim": "#34394a", "hair": "#2e2620", "accent": "#c62a2f"},
        "layers": [
            {"part": "landsknecht", "colours": {"trim": "#efbd3c"}},
            {
                "group": [
                    {"part": "face_turned"},
                    {"part": "hair_bob"},
                    {"part": "beard_pointed", "at": [3, 0, 100]},
                    {"part": "hat_bicorne"},
                ],
                "at": HEAD,
            },
            {"part": "drum", "at": [50, 56, 40], "colours": {"accent": "#c62a2f"}},
            _arm("M 84 64 C 90 60 80 54 72 56"),
            _hand(72, 57),
            {"suit": [3, 3, 22]},
        ],
    },
    "JS": {
        "palette": {"robe": "#efbd3c", "trim": "#2d7d45", "hair": "#b5542a", "accent": "#c62a2f"},
        "layers": [
            {"part": "landsknecht", "colours": {"robe": "#dcaa30"}},
            {
                "group": [
                    {"part": "face_turned", "flip": True},
                    {"part": "hair_bob"},
                    {"part": "cap_flat", "colours": {"trim": "#2d7d45"}},
                ],
                "at": HEAD,
            },
            # The fife runs from his mouth down to the left, both hands on it.
            _arm("M 14 68 C 14 64 18 62 24 62"),
            _arm("M 86 68 C 84 58 60 60 39 50"),
            {"part": "fife", "at": [14, 42, 36], "flip": True, "colours": {"wood": "#5b3a12"}},
            _hand(24, 62),
            _hand(38, 50),
            {"suit": [74, 60, 22]},
        ],
    },
    # Hearts: a swordsman with a pointed shield and the staff fighter.
    "QH": {
        "palette": {
            "robe": "#efbd3c",
            "trim": "#c62a2f",
            "hair": "#cfc9bd",
            "brow": "#6b6458",
            "accent": "#2d7d45",
        },
        "layers": [
            {"part": "landsknecht", "colours": {"robe": "#dcaa30"}},
            {
                "group": [
                    {"part": "face_turned"},
                    {"part": "hair_bob"},
                    {"part": "beard_full", "at": [3, 0, 100]},
                    {"part": "hat_slashed", "colours": {"trim": "#c62a2f"}},
                ],
                "at": HEAD,
            },
            {"part": "sword", "at": [52, 0, 50]},
            _arm("M 84 66 C 88 56 82 46 77 40"),
            _hand(77, 40),
            {"part": "shield_pointed", "at": [3, 56, 28], "colours": {"trim": "#2d7d45"}},
            {"suit": [3, 3, 22]},
        ],
    },
    "JH": {
        "palette": {"robe": "#c62a2f", "trim": "#2d7d45", "hair": "#7a4a22", "accent": "#efbd3c"},
        "layers": [
            {"part": "landsknecht"},
            {
                "group": [
                    {"part": "face_turned", "flip": True},
                    {"part": "hair_bob"},
                    {"part": "moustache", "at": [-3, 0, 100]},
                    {"part": "cap_round", "colours": {"trim": "#2d7d45"}},
                ],
                "at": HEAD,
            },
            {"part": "staff", "at": [6, 2, 60]},
            _arm("M 16 66 C 12 56 18 44 24 40"),
            _hand(24, 40),
            _arm("M 84 68 C 86 66 74 70 62 70"),
            _hand(60, 70),
            {"suit": [74, 60, 22]},
        ],
    },
    # Bells: sabre fighters.
    "QD": {
        "palette": {
            "robe": "#2d5aa8",
            "trim": "#efbd3c",
            "hair": "#e1b04f",
            "brow": "#a8741a",
            "accent": "#c62a2f",
        },
        "layers": [
            {"part": "landsknecht"},
            {
                "group": [
                    {"part": "face_turned"},
                    {"part": "hair_bob"},
                    {"part": "beard_pointed", "at": [3, 0, 100]},
                    {"part": "hat_slashed", "colours": {"trim": "#2d7d45"}},
                ],
                "at": HEAD,
            },
            {"part": "sabre", "at": [50, 0, 50]},
            _arm("M 84 66 C 88 56 80 42 76 38"),
            _hand(76, 38),
            {"suit": [3, 3, 22]},
        ],
    },
    "JD": {
        "palette": {"robe": "#2d7d45", "trim": "#c62a2f", "hair": "#2e2620", "accent": "#efbd3c"},
        "layers": [
            {"part": "landsknecht"},
            {
                "group": [
                    {"part": "face_turned", "flip": True},
                    {"part": "hair_bob"},
                    {"part": "moustache", "at": [-3, 0, 100]},
                    {"part": "cap_flat", "colours": {"trim": "#c62a2f"}},
                ],
                "at": HEAD,
            },
            {"part": "sword", "at": [-2, 6, 50]},
            _arm("M 16 66 C 12 58 20 44 23 40"),
            _hand(23, 40),
            {"suit": [74, 60, 22]},
        ],
    },
}
