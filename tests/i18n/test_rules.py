"""Help > Rules: every game has rules in every language, and they explain every option."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

import engine
import i18n


class _Checker(HTMLParser):
    """Collects the text and checks that tags are closed in order (QTextBrowser is lenient,
    but a broken nesting usually means a lost paragraph)."""

    VOID = {"br", "hr", "meta", "img"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs) -> None:
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:]} at {self.getpos()}")
        else:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


CASES = [(g, lang) for g in engine.GAMES for lang in i18n.LANGUAGES]


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_rules_exist_and_mention_every_option(game: str, lang: str) -> None:
    html = i18n.rules_html(game, lang)
    assert i18n.rules_path(game, lang).parent.name == lang, "no rules file in this language"
    checker = _Checker()
    checker.feed(html)
    checker.close()
    assert not checker.errors and not checker.stack, checker.errors or checker.stack
    text = " ".join(checker.text)
    missing = [name for name in engine.game(game).options if name not in text]
    assert not missing, f"{game}/{lang} does not explain the options {missing}"
    assert re.search(r"<table", html), "no table of card ranks"
    assert len(text) > 2500, "suspiciously short rules"


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_rules_use_the_languages_own_words(lang: str) -> None:
    words = {
        "de": ["Stich", "Trumpf", "Eichel", "Schellen", "Ober", "Unter"],
        "pl": ["lewa", "atut", "kier", "karo", "trefl", "pik"],
    }[lang]
    text = " ".join(i18n.rules_html(g, lang) for g in engine.GAMES)
    missing = [w for w in words if w.lower() not in text.lower()]
    assert not missing


def test_unknown_game_is_refused() -> None:
    with pytest.raises(KeyError):
        i18n.rules_html("skat", "de")
