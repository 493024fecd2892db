"""Rule citations resolve inside the repository.

Code, comments and tests cite the rules by section ("§7", "§5.2–5.3") of the game's reference
in ``docs/rules/<game>.md``; the in-program rules pages ``i18n/rules/<lang>/<game>.html``
carry an anchor ``id="sN"`` for every section a player can read about there, so the program can
open a page at a rule. These tests keep the three in step: a renumbered section, a citation of a
section that does not exist, a missing anchor or an undocumented option each fail with a list
of what is wrong and where.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

import engine
import i18n

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
GAMES = tuple(engine.GAMES)
LANGUAGES = tuple(i18n.LANGUAGES)

#: ``<a id="sN"></a>`` on the line before ``## §N Title``.
SECTION = re.compile(r'^<a id="s(\d+)"></a>\n## §(\d+) (.+)$', re.MULTILINE)
HEADING = re.compile(r"^## (.*)$", re.MULTILINE)
#: A citation, optionally a subsection (§5.2) or a range (§6–§8, §1–5, §5.2–5.3, §5.2–3).
CITATION = re.compile(r"§(\d+)((?:\.\d+)*)(?:\s*[–-]\s*(§?)(\d+)((?:\.\d+)*))?")
#: A path to a rules document written in code ("rules/kaschlan.md", "docs/rules/x.md", …).
RULES_PATH = re.compile(r"[\w./-]*rules/(\w+)\.md")
REFERENCE_ONLY = "*Reference only.*"


def _scanned_files() -> list[Path]:
    """Every Python file of the program and its tests (this file excepted: it quotes the
    citation syntax) and the engine's and GUI's other text files."""
    files = [p for top in ("engine", "gui", "tests") for p in (ROOT / top).rglob("*.py")]
    files += (ROOT / "i18n").glob("*.py")
    return sorted(p for p in files if p.resolve() != Path(__file__).resolve())


def _game_of(path: Path, line: str) -> str | None:
    """The game a citation belongs to: named by its file, else by its own line."""
    for game in GAMES:
        if game in path.stem:
            return game
    named = [g for g in GAMES if g in line.lower()]
    return named[0] if len(named) == 1 else None


def _sections(game: str) -> dict[int, tuple[str, bool]]:
    """Section number -> (title, reference only) of ``docs/rules/<game>.md``."""
    text = (RULES / f"{game}.md").read_text(encoding="utf-8")
    out: dict[int, tuple[str, bool]] = {}
    matches = list(SECTION.finditer(text))
    for i, m in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        body = text[m.end() : end].strip()
        out[int(m.group(1))] = (m.group(3), body.startswith(REFERENCE_ONLY))
    return out


def _citations() -> list[tuple[str, int, str | None, int, str]]:
    """(file, line number, game, section, line text) for every § cited in the scanned files."""
    found = []
    for path in _scanned_files():
        rel = path.relative_to(ROOT).as_posix()
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for m in CITATION.finditer(line):
                game = _game_of(path, line)
                cited = [int(m.group(1))]
                first_sub, end_mark, end, end_sub = m.group(2, 3, 4, 5)
                # "§5.2–3" runs from 5.2 to 5.3: the end is a subsection, not section 3.
                if end and (end_mark or end_sub or not first_sub):
                    cited.append(int(end))
                found += [(rel, no, game, n, line.strip()) for n in cited]
    return found


class _Ids(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.ids += [v for k, v in attrs if k == "id" and v]


def _page_ids(game: str, lang: str) -> list[str]:
    parser = _Ids()
    parser.feed(i18n.rules_html(game, lang))
    parser.close()
    return parser.ids


# --- the reference documents ------------------------------------------------------------------


def test_every_game_has_a_rules_reference_and_the_index_lists_it() -> None:
    index = (RULES / "README.md").read_text(encoding="utf-8")
    missing = [g for g in GAMES if not (RULES / f"{g}.md").is_file()]
    assert not missing, f"docs/rules/ lacks the reference of {missing}"
    unlisted = [g for g in GAMES if f"({g}.md)" not in index]
    assert not unlisted, f"docs/rules/README.md does not link to {unlisted}"


@pytest.mark.parametrize("game", GAMES)
def test_sections_are_numbered_in_order_with_matching_anchors(game: str) -> None:
    text = (RULES / f"{game}.md").read_text(encoding="utf-8")
    problems = []
    for m in SECTION.finditer(text):
        if m.group(1) != m.group(2):
            problems.append(f"anchor s{m.group(1)} stands before §{m.group(2)}")
    numbered = [int(m.group(2)) for m in SECTION.finditer(text)]
    if numbered != list(range(1, len(numbered) + 1)):
        problems.append(f"sections are numbered {numbered}, not 1, 2, 3, …")
    headings = HEADING.findall(text)
    loose = [h for h in headings if not re.match(r"§\d+ ", h)]
    if loose or len(headings) != len(numbered):
        problems.append(f'headings without "§N " or without the anchor line before: {loose}')
    assert not problems, f"docs/rules/{game}.md: " + "; ".join(problems)


@pytest.mark.parametrize("game", GAMES)
def test_every_option_is_documented_in_the_options_section(game: str) -> None:
    sections = _sections(game)
    options_section = [n for n, (title, _ref) in sections.items() if title == "Options"]
    assert len(options_section) == 1, f"docs/rules/{game}.md needs one '## §N Options' section"
    n = options_section[0]
    text = (RULES / f"{game}.md").read_text(encoding="utf-8")
    start = text.index(f"## §{n} Options")
    nxt = text.find("\n<a id=", start)
    body = text[start : nxt if nxt >= 0 else len(text)]
    missing = [
        name for name in engine.game(game).options if not re.search(rf"^\| `{name}`", body, re.M)
    ]
    assert not missing, (
        f"docs/rules/{game}.md §{n} Options has no table row '| `name` | default | meaning |' "
        f"for {missing}"
    )


# --- citations in the code ----------------------------------------------------------------------


def test_every_cited_section_exists_in_the_games_reference() -> None:
    citations = _citations()
    assert citations, "no § citations found: has the scan or the citation syntax changed?"
    sections = {g: _sections(g) for g in GAMES}
    unplaced = [f"{f}:{no}: {text}" for f, no, game, _n, text in citations if game is None]
    assert not unplaced, (
        "cannot tell which game these citations are about (name the game on the line, or put "
        "the code in a file named after the game):\n" + "\n".join(unplaced)
    )
    dangling = [
        f"{f}:{no}: §{n} is not a section of docs/rules/{game}.md ({len(sections[game])} "
        f"sections)  | {text}"
        for f, no, game, n, text in citations
        if game is not None and n not in sections[game]
    ]
    assert not dangling, "citations of sections that do not exist:\n" + "\n".join(dangling)


def test_rules_documents_named_in_the_code_exist() -> None:
    wrong = []
    for path in _scanned_files():
        rel = path.relative_to(ROOT).as_posix()
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for m in RULES_PATH.finditer(line):
                name = m.group(0)
                if name != f"docs/rules/{m.group(1)}.md" or not (ROOT / name).is_file():
                    wrong.append(f"{rel}:{no}: {name}")
    assert not wrong, (
        "rules documents must be cited as docs/rules/<game>.md (the repository's own "
        "reference):\n" + "\n".join(wrong)
    )


# --- anchors in the in-program rules pages ------------------------------------------------------


@pytest.mark.parametrize(("game", "lang"), [(g, lang) for g in GAMES for lang in LANGUAGES])
def test_every_section_has_an_anchor_in_the_rules_page(game: str, lang: str) -> None:
    sections = _sections(game)
    ids = _page_ids(game, lang)
    page = f"i18n/rules/{lang}/{game}.html"
    wanted = {f"s{n}" for n, (_title, reference) in sections.items() if not reference}
    missing = sorted(wanted - set(ids), key=lambda s: int(s[1:]))
    assert not missing, f"{page} has no id for " + ", ".join(
        f"{s} ({sections[int(s[1:])][0]})" for s in missing
    )
    stray = [i for i in ids if re.fullmatch(r"s\d+", i) and i not in wanted]
    assert not stray, f"{page} has anchors for no (or a reference-only) section: {stray}"
    doubled = sorted({i for i in ids if ids.count(i) > 1})
    assert not doubled, f"{page} repeats the ids {doubled}"


@pytest.mark.parametrize("game", GAMES)
def test_qt_sees_the_anchors_the_program_links_to(qapp, game: str) -> None:
    """QTextBrowser.scrollToAnchor finds a name only if Qt's HTML reader kept it."""
    from PySide6.QtGui import QTextDocument

    wanted = {f"s{n}" for n, (_t, reference) in _sections(game).items() if not reference}
    for lang in LANGUAGES:
        doc = QTextDocument()
        doc.setHtml(i18n.rules_html(game, lang))
        names: set[str] = set()
        block = doc.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                names.update(it.fragment().charFormat().anchorNames())
                it += 1
            block = block.next()
        assert wanted <= names, f"{lang}/{game}.html: Qt does not see {sorted(wanted - names)}"
