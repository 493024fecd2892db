"""The sections of a game's rules page: their anchors and the titles a link names.

Why a module of its own: the rules window and the word help both need to know which heading
stands above an anchor, and the word help opens the rules window, so the knowledge cannot
live in either without an import cycle.
"""

from __future__ import annotations

import functools
import re
from html.parser import HTMLParser

import i18n


def _language(language: str | None) -> str:
    return language or i18n.installed_language() or "en"


class _Sections(HTMLParser):
    """Titles of a rules page's ``id="sN"`` elements: a heading's own text, a paragraph's
    or item's bold lead-in ("Attack."), else the heading above it (those anchors are kept in
    ``under_heading``: the rules window shows that heading, the title the person was told)."""

    HEADINGS = ("h1", "h2", "h3", "h4", "th")

    def __init__(self) -> None:
        super().__init__()
        self.titles: dict[str, str] = {}
        self.under_heading: set[str] = set()
        self._heading = ""
        self._open: tuple[str, str] | None = None  # (tag, anchor) collecting text
        self._text: list[str] = []
        self._bold = False
        self._pending: str | None = None  # anchor waiting for a bold lead-in
        self._in_heading = False
        self._heading_text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        anchor = next((v for k, v in attrs if k == "id" and v and re.fullmatch(r"s\d+", v)), "")
        if tag in self.HEADINGS:
            self._in_heading = True
            self._heading_text = []
            if anchor:
                self._open = (tag, anchor)
        elif anchor:
            self._pending = anchor
            self.titles[anchor] = self._heading
            if self._heading:
                self.under_heading.add(anchor)
        elif tag == "b" and self._pending:
            self._bold = True
            self._text = []

    def handle_endtag(self, tag: str) -> None:
        if tag in self.HEADINGS and self._in_heading:
            self._in_heading = False
            text = " ".join("".join(self._heading_text).split())
            if tag != "th":
                self._heading = text
            if self._open is not None:
                # A table's column head ("Players") says less than the section it is in.
                self.titles[self._open[1]] = self._heading if tag == "th" else text
                self._open = None
        elif tag == "b" and self._bold:
            self._bold = False
            lead = " ".join("".join(self._text).split()).rstrip(".:")
            if self._pending and lead:
                self.titles[self._pending] = lead
                self.under_heading.discard(self._pending)
            self._pending = None
        elif tag in ("p", "li") and self._pending:
            self._pending = None

    def handle_data(self, data: str) -> None:
        if self._in_heading:
            self._heading_text.append(data)
        if self._bold:
            self._text.append(data)
        elif self._pending and data.strip():
            self._pending = None  # text before any bold: no lead-in, the heading stands


@functools.cache
def _sections(game: str, language: str) -> _Sections:
    parser = _Sections()
    try:
        html = i18n.rules_html(game, language)
    except (KeyError, OSError):
        return parser
    parser.feed(html)
    parser.close()
    return parser


def _titles(game: str, language: str) -> dict[str, str]:
    return _sections(game, language).titles


def titled_by_heading(game: str, anchor: str, language: str | None = None) -> bool:
    """Whether ``anchor``'s title is the heading above it (a plain paragraph of a section):
    the rules window then shows that heading rather than the paragraph below it."""
    return anchor in _sections(game, _language(language)).under_heading


def anchors(game: str, language: str = "en") -> set[str]:
    """The ``sN`` anchors of the game's rules page in ``language``."""
    return set(_titles(game, language))


def section_title(game: str, anchor: str, language: str | None = None) -> str:
    return _titles(game, _language(language)).get(anchor, "")
