"""The Unters' and jacks' eyes are drawn as the other courts' are, in the printed manner:
lidded almonds, much wider than open, the iris cut by the lids, and a quarter of the face
wide. Round wide-open eyes with a whole iris floating in the white read as a cartoon beside
the kings and queens (issue 41's leftovers, item 1). Measured on the drawings
(``cardart.eyes``); the other courts set the range."""

from __future__ import annotations

import pytest

from cardart import courts, eyes, svg
from cardart.eyes import Box

FOLDERS = ("berlin", "bavarian")
UNTERS = [f"{folder}/J{suit}" for folder in FOLDERS for suit in "SHDC"]
OTHERS = [f"{folder}/{rank}{suit}" for folder in FOLDERS for rank in "KQ" for suit in "SHDC"]


def drawing(name: str) -> svg.Drawing:
    return svg.load(courts.FIGURE_ROOT / f"{name}.svg")


def front_eye(name: str) -> tuple[svg.Drawing, Box]:
    """The wider eye: on a face turned three-quarters, the one facing the viewer (the far
    one is foreshortened, so rounder); a profile has only one."""
    d = drawing(name)
    found = eyes.eyes(d)
    assert found, f"{name}: no eye found"
    return d, max(found, key=lambda b: b.width)


def span(values: list[float]) -> tuple[float, float]:
    return min(values), max(values)


def openness(name: str) -> float:
    _, eye = front_eye(name)
    return eye.height / eye.width


def share_of_face(name: str) -> float:
    d, eye = front_eye(name)
    return eye.width / eyes.face(d).width


def iris_cut(name: str) -> float:
    """The iris's height over the eye's: 1 or more when the lids cut the iris."""
    d, eye = front_eye(name)
    iris = eyes.iris(d, eye)
    assert iris is not None, f"{name}: no iris in the eye"
    return iris.height / eye.height


def test_every_court_has_a_face_with_eyes():
    for name in UNTERS + OTHERS:
        d = drawing(name)
        assert eyes.face(d).width > 20, name
        assert 1 <= len(eyes.eyes(d)) <= 2, name


def test_the_measure_tells_a_round_eye_from_an_almond():
    """The measure itself: a round cartoon eye (a white circle with a small dark iris) is
    found, and it is as open as it is wide, its iris floating within the white."""
    round_eye = b"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 210">
    <path class="skin" d="M 80 50 L 120 50 L 120 100 L 80 100 Z" fill="#f6dfc8"/>
    <circle class="paper" cx="90" cy="65" r="4" fill="#ffffff"/>
    <circle class="detail" cx="90" cy="65" r="1.5" fill="#5b4330"/></svg>"""
    d = svg.parse_svg(round_eye)
    (eye,) = eyes.eyes(d)
    assert eye.height / eye.width == pytest.approx(1.0, abs=0.02)
    iris = eyes.iris(d, eye)
    assert iris is not None and iris.height / eye.height < 0.5


@pytest.mark.parametrize("name", UNTERS)
def test_unter_eyes_are_as_open_as_the_other_courts(name):
    lo, hi = span([openness(n) for n in OTHERS])
    assert lo <= openness(name) <= hi, f"{name}: height/width {openness(name):.2f}"


@pytest.mark.parametrize("name", UNTERS)
def test_unter_eyes_are_as_wide_in_the_face_as_the_other_courts(name):
    lo, hi = span([share_of_face(n) for n in OTHERS])
    assert lo <= share_of_face(name) <= hi, f"{name}: eye/face {share_of_face(name):.2f}"


@pytest.mark.parametrize("name", UNTERS)
def test_unter_irises_are_cut_by_the_lids_as_the_other_courts(name):
    lo, _ = span([iris_cut(n) for n in OTHERS])
    assert iris_cut(name) >= lo, f"{name}: iris/eye height {iris_cut(name):.2f}"
