"""The figure files are standard SVG for Qt too, not only for librsvg: Qt's own SVG renderer
(QSvgRenderer, the one a Qt program such as this table would reach for) reads every court and
Daus vignette without a warning and draws the same silhouette as the engraving renderer.

A drawing that leaned on something our reader forgives and Qt does not (a paint it skips,
path data it reads past) would make Qt warn, or draw short of the program's silhouette."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from cardart import courts, measure

from .test_figures import FILES


@pytest.fixture
def qt_messages(qapp: object) -> Iterator[list[str]]:
    """The warnings Qt prints while the test runs (QSvgRenderer reports what it cannot read
    through Qt's message handler, not by failing)."""
    caught: list[str] = []

    def handler(kind: QtMsgType, _context: object, message: str) -> None:
        if kind != QtMsgType.QtDebugMsg:
            caught.append(message)

    previous = qInstallMessageHandler(handler)
    yield caught
    qInstallMessageHandler(previous)


def qt_drawing(path: Path, size: tuple[int, int]) -> tuple[QSvgRenderer, Image.Image]:
    """The file drawn by QSvgRenderer, its view box fitted to ``size``, on a clear ground."""
    renderer = QSvgRenderer(str(path))
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, size[0], size[1]))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return renderer, Image.open(io.BytesIO(bytes(data.data()))).convert("RGBA")


@pytest.mark.parametrize("name", [str(f) for f in FILES])
def test_qt_draws_every_figure_file_as_the_program_does(name, qt_messages):
    path = courts.FIGURE_ROOT / name
    size = measure.silhouette_size(path)
    renderer, image = qt_drawing(path, size)
    assert renderer.isValid(), f"{name}: QSvgRenderer cannot read it"
    assert not qt_messages, f"{name}: Qt warns {qt_messages[:3]}"
    drawn = image.getchannel("A").point(lambda v: 255 if v >= 128 else 0).histogram()[255]
    assert drawn > 0.25 * size[0] * size[1], f"{name}: Qt draws {drawn} pixels"
    score = measure.silhouette_iou_against(path, image)
    assert score >= measure.SILHOUETTE_GOAL, f"{name}: IoU with Qt's drawing {score:.3f}"


BAD_PATHS = {
    "a paint server that is not there": 'fill="url(#nowhere)" d="M 20 20 L 180 20 L 180 190 Z"',
    "path data cut short by a stray letter": 'fill="#c62a2f" d="M 20 20 L 180 20 L 180 x190 Z"',
}


@pytest.mark.parametrize("fault", sorted(BAD_PATHS))
def test_the_qt_check_hears_what_qt_cannot_read(fault, tmp_path, qt_messages):
    """The check's own test: QSvgRenderer still calls such a file valid and draws what it can,
    so only its warning tells; the handler above catches it."""
    path = tmp_path / "bad.svg"
    path.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 210">'
        '<path fill="#c62a2f" d="M 10 10 L 190 10 L 190 200 L 10 200 Z"/>'
        f"<path {BAD_PATHS[fault]}/></svg>"
    )
    qt_drawing(path, (200, 210))
    assert qt_messages, f"no warning for {fault}"
