"""Each game's glossary says what its rules say, and lists only words it has (issue #45 item 16).

The glossary of a game is its vocabulary's terms with their lines (``engine/vocabulary.py``):
the tooltips, the word help and the learn panel read them. Common words (dealer, declarer,
middlehand …) used to be merged into every game, so Kaschlan explained a "Declarer" and
"Tricks" it has not, and Scharwenzel a "Talon"; some lines contradicted the rules (a won Tout
gives one hook, not one a trick; a marriage scores only if its holder wins a trick); one showed
a raw option key; the German and Polish lines had grammar slips.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import engine
from engine.coach.explain import explain_trick
from engine.vocabulary import COMMON, Vocabulary

ROOT = Path(__file__).resolve().parents[2]
#: What a game has not: the common words its glossary must leave out.
ABSENT = {
    "kaschlan": [("role", "declarer"), ("role", "middlehand"), ("detail", "tricks")],
    "tausendundeins": [("role", "rearhand")],
    "bolachen": [("role", "rearhand")],
    "scharwenzel": [("talon", "talon"), ("role", "middlehand"), ("role", "rearhand")],
    "chapanka": [("role", "declarer"), ("role", "defender"), ("role", "middlehand")],
}


def _vocab(game: str) -> Vocabulary:
    vocab = engine.game(game).vocabulary
    assert vocab is not None
    return vocab


@pytest.mark.parametrize("game", engine.GAMES)
def test_a_games_glossary_lists_only_common_words_its_rules_use(game: str) -> None:
    """Every common word kept in a game's glossary is a key its rules module names (a role,
    detail or phase it can show); the rest are left out with ``lacks``."""
    source = (ROOT / "engine" / "games" / f"{game}.py").read_text(encoding="utf-8")
    vocab = _vocab(game)
    for section, terms in vocab.sections():
        for term in terms:
            if term.context.startswith(COMMON):
                assert f'"{term.key}"' in source, f"{game} explains {section} {term.key!r}"
    for section, key in ABSENT[game]:
        assert vocab.term(section, key) is None, (game, section, key)


@pytest.mark.parametrize("game", engine.GAMES)
def test_no_glossary_line_shows_a_raw_key(game: str) -> None:
    """A line a player reads names an option by its words, never by its key."""
    raw = re.compile(r"\b[a-z]+_[a-z_]+\b")
    for _section, terms in _vocab(game).sections():
        for term in terms:
            assert not raw.search(term.label + " " + term.explain), (game, term.key)


def test_a_vocabulary_refuses_to_leave_out_a_word_that_is_not_common() -> None:
    with pytest.raises(ValueError, match="role/nobody"):
        Vocabulary.build("x", lacks=("role/nobody",))


def test_kaschlans_rearhand_is_the_player_who_cuts() -> None:
    rearhand = _vocab("kaschlan").term("role", "rearhand")
    assert rearhand is not None and "cuts" in rearhand.explain
    assert "Speaks" not in rearhand.explain  # Kaschlan has no auction


def test_scharwenzel_go_on_and_hooks_say_what_rules_section_7_awards() -> None:
    vocab = _vocab("scharwenzel")
    go_on = vocab.move("go-on")
    assert go_on is not None
    assert "every trick wins a hook" not in go_on.explain
    assert "wins every trick, the Tout is won and brings one hook" in go_on.explain
    hooks = vocab.detail("hooks")
    assert hooks is not None and "when the other team loses one" in hooks.explain


def test_the_nillje_is_called_the_seven_of_trumps_not_a_permanent_trump() -> None:
    state = engine.game("scharwenzel").new_game(seed=1)
    while state.trump is None:  # type: ignore[attr-defined]  # through the bidding
        state.apply(state.legal_actions()[0])
    rules = state.trick_rules()  # type: ignore[attr-defined]
    nillje = next(card for card, name in rules.named.items() if name == "nillje")
    led = next(c for c in rules.suit_of if rules.suit_of[c] != rules.trump and c[:-1] == "8")
    reason = str(explain_trick([led, nillje], rules))
    assert "the Nillje, the seven of trumps" in reason and "permanent" not in reason


def test_1001s_marriage_scores_only_with_a_trick_won() -> None:
    """Tausendundeins rules §4: a player who wins no trick scores nothing for his marriages."""
    vocab = _vocab("tausendundeins")
    marriage, marry = vocab.word("marriage"), vocab.move("marry")
    assert marriage is not None and marry is not None
    for line in (marriage.explain, marry.explain):
        assert "score at once" not in line and "scores at once" not in line
        assert "a trick in the deal" in line


def _translations(lang: str) -> dict[tuple[str, str], str]:
    tree = ET.parse(ROOT / "i18n" / f"kartentisch_{lang}.ts")
    found = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message.findtext("translation") or ""
    return found


def test_german_glossary_wording() -> None:
    shipped = " ".join(_translations("de").values())
    assert "je gewonnener Runde" not in shipped and "je gewonnene Runde" in shipped


def test_polish_glossary_wording() -> None:
    shipped = _translations("pl")
    role = shipped[("kaschlan/role", "Was left holding cards: loses the game.")]
    assert not role.startswith("Został")  # the Kasztelanka may be a woman: no past gender
    text = " ".join(shipped.values())
    assert "nie dodawać do koloru" not in text and "nie dokładać do koloru" in text
    assert shipped[("scharwenzel/move", "No Tout")] == "Bez Touta"
    assert "licytację" not in shipped[("scharwenzel/move", "Play for the bid only.")]
    assert shipped[("scharwenzel/detail", "Tout announced")] == "Zapowiedziany Tout"
