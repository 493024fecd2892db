"""One word for one thing in each language (issue #30's native review): the Polish match is a
*partia* (never *mecz*), the Kinal a *kinal*, trumps *atut*, the stock a *talon* (the pack is
the *talia*), Leaves *zieleń* (so no "Brand winny"); the German match is a *Partie* and
Scharwenzel's 24-point game a *Runde*, never both a Partie."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import engine
import i18n

I18N = Path(__file__).resolve().parents[2] / "i18n"


def _glossary(lang: str) -> dict[str, dict[str, str]]:
    data = json.loads((I18N / f"glossary_{lang}.json").read_text(encoding="utf-8"))
    return {ctx: m for ctx, m in data.items() if isinstance(m, dict)}


def _texts(lang: str) -> list[tuple[str, str, str]]:
    """(context, English, translation) of every glossary entry, and each game's rules page."""
    found = [
        (ctx, en, tr)
        for ctx, entries in _glossary(lang).items()
        for en, tr in entries.items()
        if isinstance(tr, str)
    ]
    found += [(f"rules/{g}", "", i18n.rules_html(g, lang)) for g in engine.GAMES]
    return found


@pytest.mark.parametrize(
    ("pattern", "why"),
    [
        (r"\b[Mm]ecz\w*", "a match is a partia"),
        (r"\b[Kk]inał\w*", "the Kinal is a kinal (kinala, kinalem)"),
        (r"\batu\b", "trumps are atut"),
        (r"\bwinn\w*|\b[Ww]ino\b", "Leaves are zieleń (Brand zielony)"),
        (r"pozostałe kara\b", "the other diamonds are pozostałe karty karo"),
        (r"\b(?:wyżnik|niżnik|as|król) (?:dzwonek|żołądź|zieleń|czerwień)\b", "suit as adjective"),
    ],
)
def test_polish_says_one_thing_one_way(pattern: str, why: str) -> None:
    # Placeholders ({winner}) are the program's, not words.
    bad = [
        (ctx, tr[:80])
        for ctx, _en, tr in _texts("pl")
        if re.search(pattern, re.sub(r"\{\w*[^}]*\}", "", tr))
    ]
    assert not bad, f"{why}: {bad[:3]}"


def test_polish_stock_is_talon_and_the_pack_talia() -> None:
    for _ctx, en, tr in _texts("pl"):
        if re.search(r"\bstock\b", en, re.IGNORECASE):
            assert not re.search(r"\btali[aięi]\b", tr), (en, tr)


def test_german_match_is_a_partie_and_scharwenzels_game_a_runde() -> None:
    for ctx, en, tr in _texts("de"):
        if ctx.startswith("scharwenzel/") and re.search(r"\bgame\b", en) and "match" not in en:
            assert "Partie" not in tr, (en, tr)
    rules = i18n.rules_html("scharwenzel", "de")
    assert "gewinnt eine Runde" in rules and "gewinnt eine Partie" not in rules


def test_german_kaschlan_rules_say_who_beats_whom() -> None:
    """ "Jede andere Karte sticht eine höhere …" read as every card beating a higher one."""
    rules = i18n.rules_html("kaschlan", "de")
    assert "sticht eine höhere" not in rules
    assert "wird von einer höheren Karte ihrer Farbe oder von jedem Trumpf gestochen" in rules


PROPER_NAMES = {
    "scharwenzel": (
        "Olsch",
        "Spedilje",
        "Nillje",
        "Basta",
        "Kleverbur",
        "Piekbur",
        "Hartenbur",
        "Rutenbur",
        "Macker",
        "Wir",
        "Ihr",
    ),
    "chapanka": ("Kinal",),
}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_rules_in_every_language_name_the_games_own_words(lang: str) -> None:
    """A tooltip's word ("Piekbur") is found again on the rules page it links to."""
    for game, words in PROPER_NAMES.items():
        text = i18n.rules_html(game, lang).lower()
        missing = [w for w in words if w.lower() not in text]
        assert not missing, (game, lang, missing)


# Bolachen's auction words are the calls a player says aloud at the table (the Polish rules:
# players say "gram" or "pas"), so they keep the spoken form; every other button is a command.
SPOKEN_CALLS = {("bolachen", "claim"), ("bolachen", "hold"), ("bolachen", "drop")}


def _button_labels() -> list[tuple[str, str, str]]:
    """(game, move, English label) of every move button of every game."""
    found = []
    for game in engine.GAMES:
        vocabulary = engine.game(game).vocabulary
        assert vocabulary is not None
        for move in vocabulary.moves:
            if (game, move.key) in SPOKEN_CALLS:
                continue
            for label in dict.fromkeys([move.label, *(f.label for f in move.forms)]):
                found.append((game, move.key, label))
    return found


def test_move_buttons_are_commands_in_every_language() -> None:
    # "Keep my cards" / "Zatrzymuję karty" stood beside "Exchange …" / "Wymień …".
    first_person = {
        "en": r"\b(?:my|I|me|we)\b",
        "de": r"\b(?:ich|mein\w*|wir)\b",
        "pl": r"\b\w+(?:uję|am|amy|ymy|imy)\b",
    }
    bad = []
    for lang, pattern in first_person.items():
        glossary = _glossary(lang) if lang != "en" else {}
        for game, key, label in _button_labels():
            text = glossary.get(f"{game}/move", {}).get(label, label) if glossary else label
            if re.search(pattern, re.sub(r"\{\w*[^}]*\}", "", text)):
                bad.append((lang, game, key, text))
    assert not bad, bad
