"""Words explained where they stand: a game word's tooltip and the way to its rule.

Every game word the table shows (a move on a button, the prompt, a phase, a role on a name
plate, a contract, a result row) comes from the game's vocabulary (:mod:`engine.vocabulary`),
which gives it a one-line explanation and the rule section it belongs to (``kaschlan#s5``).
This module turns such entries into what the person sees, the same way everywhere:

* a tooltip: the word, its explanation and "Rules: A bout" (kaschlan#s5; the section's title
  read from the translated rules page, so it is in the person's language; no section number,
  since the rules pages number no headings);
* a way to that rule, since a tooltip cannot be clicked: a right-click on the word (a widget
  or a table item) offers "Open the rules at A bout", F1 over the word opens
  the rules there (see :func:`rules_under_cursor`), and rich text shows the rule as a link.

No game is named here: any game with a vocabulary gets all of it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from html import escape

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QCursor, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsView,
    QLabel,
    QMenu,
    QWidget,
)

import i18n
from engine.vocabulary import Term
from gui import names
from gui.rules_sections import section_title

#: The widget property and graphics-item data key holding a word's rule references.
RULES_PROPERTY = "wordRules"
RULES_DATA = 0x5752  # an arbitrary QGraphicsItem.data() key
#: The link scheme of a rule in rich text: ``rule:kaschlan#s5``.
LINK_SCHEME = "rule:"

Entry = tuple[str, str]  # (section, key) of a game's vocabulary


def _t(text: str) -> str:
    return QCoreApplication.translate("WordHelp", text)


def _text(text: str) -> str:
    """Text for rich text: markup characters escaped, quotes left as they are."""
    return escape(text, quote=False)


def _language(language: str | None) -> str:
    return language or i18n.installed_language() or "en"


# --- rule references ----------------------------------------------------------------------


def split_rule(rule: str) -> tuple[str, str] | None:
    """``"kaschlan#s5"`` -> ("kaschlan", "s5"); None for an empty or malformed reference."""
    game, _, anchor = rule.partition("#")
    if not game or not re.fullmatch(r"s\d+", anchor):
        return None
    return game, anchor


def rule_label(rule: str, language: str | None = None) -> str:
    """ "Rules: A bout" (kaschlan#s5) in the person's language ("" for no rule).

    The title is the one the rules window shows there; a section number would name nothing,
    since the rules pages number no headings."""
    found = split_rule(rule)
    if found is None:
        return ""
    game, anchor = found
    title = section_title(game, anchor, language)
    if not title:
        return _t("Rules")
    return _t("Rules: {title}").format(title=title)


# --- tooltips -----------------------------------------------------------------------------


def terms(game: str, entries: Iterable[Entry | Term]) -> list[Term]:
    """The vocabulary terms of ``entries`` that the game knows, each once."""
    vocab = names.vocabulary(game)
    found: list[Term] = []
    for entry in entries:
        term = entry if isinstance(entry, Term) else vocab.term(*entry)
        if term is not None and term not in found:
            found.append(term)
    return found


def action_entries(game: str, text: str) -> list[Entry]:
    """The words an action's label is made of: its move, the contract it names, and the
    game's words it mentions (``play JH`` in Chapanka: the Kinal; ``coachman``)."""
    words = text.split()
    if not words:
        return []
    found: list[Entry] = [("move", words[0])]
    vocab = names.vocabulary(game)
    for word in words[1:]:
        if vocab.contract(word) is not None:
            found.append(("contract", word))
    found.extend(("word", w.key) for w in vocab.words_of(words[0], words[1:]))
    return found


def _word_pattern(label: str) -> re.Pattern[str] | None:
    """A translated label's head ("Olsch" of "Olsch (Spedilje)") as a case-blind word start
    with any ending (Polish "kinala", "Bastą"). A head of fewer than five letters is too likely
    an everyday word ("wir", "Ihr Partner") and is not looked for in free text."""
    head = label.split("(")[0].strip()
    if len(head) < 5:
        return None
    return re.compile(rf"(?<!\w){re.escape(head[:-1])}\w*", re.IGNORECASE)


def card_title(game: str, code: str, pattern: str = "french", trump: str = "") -> str:
    """A card's full name with the game's own name for it: "Jack of Hearts (Kinal)" in
    Chapanka, "Queen of Clubs (Olsch)" in Scharwenzel, "7 of Hearts (Nillje)" there when
    hearts (``trump``) are trumps; just the name elsewhere."""
    name = names.card_name(code, pattern)
    words = names.vocabulary(game).words_of("", [code], trump)
    nicknames = [names.label(w).split(" (")[0] for w in words]
    return f"{name} ({', '.join(nicknames)})" if nicknames else name


def text_entries(game: str, text: str) -> list[Entry]:
    """The game's own words (Kinal, Olsch, Wir …) that a shown text mentions, for its tooltip:
    advice, a lesson's introduction or a log line says "the Olsch", and the word is explained
    where it stands. Matched in the person's language, by the translated label."""
    found: list[Entry] = []
    for word in names.vocabulary(game).words:
        for name in {names.label(word), word.label}:
            pattern = _word_pattern(name)
            if pattern is not None and pattern.search(text):
                found.append(("word", word.key))
                break
    return found


def term_html(term: Term, language: str | None = None, feminine: bool = False) -> str:
    """One word as rich text: bold label, its explanation, and its rule as a link; a role
    said of a woman in its feminine form."""
    parts = [f"<b>{_text(names.label(term, feminine))}</b>"]
    if term.explain:
        parts.append(f" — {_text(names.term_explanation(term, feminine))}")
    label = rule_label(term.rule, language)
    if label:
        parts.append(f'<br><a href="{LINK_SCHEME}{escape(term.rule)}">{_text(label)}</a>')
    return "".join(parts)


def tooltip(
    game: str,
    entries: Iterable[Entry | Term],
    language: str | None = None,
    lead: Sequence[str] = (),
    feminine: bool = False,
) -> str:
    """The tooltip of a place that shows these words ("" when none is known); ``lead`` are
    plain lines above them (what a compact panel leaves out); ``feminine``: said of a woman."""
    found = [t for t in terms(game, entries) if t.explain or t.rule]
    if not found:
        return "\n".join(lead)
    body = "<br>".join(
        [*(_text(line) for line in lead), *(term_html(t, language, feminine) for t in found)]
    )
    if any(t.rule for t in found):
        how = _t("Right-click or F1: open the rules there.")
        body += f"<br><i>{_text(how)}</i>"
    return f"<qt>{body}</qt>"


def with_line(tip: str, line: str) -> str:
    """``tip`` with one more plain line (a shortcut), whether ``tip`` is rich text or not."""
    if not tip:
        return line
    if tip.startswith("<qt>") and tip.endswith("</qt>"):
        return f"{tip[:-5]}<br>{_text(line)}</qt>"
    return f"{tip}\n{line}"


def rules_of(game: str, entries: Iterable[Entry | Term]) -> list[str]:
    found: list[str] = []
    for term in terms(game, entries):
        if term.rule and term.rule not in found:
            found.append(term.rule)
    return found


# --- attaching to widgets and table items ----------------------------------------------------


def attach(
    widget: QWidget,
    game: str,
    entries: Iterable[Entry | Term],
    language: str | None = None,
    show_tooltip: bool = True,
) -> None:
    """Give ``widget`` the tooltip of these words and a right-click menu to their rules."""
    entries = list(entries)
    if show_tooltip:
        widget.setToolTip(tooltip(game, entries, language))
    widget.setProperty(RULES_PROPERTY, rules_of(game, entries))
    if not widget.property("wordHelpMenu"):
        widget.setProperty("wordHelpMenu", True)
        widget.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        widget.customContextMenuRequested.connect(
            lambda pos, w=widget: rules_menu(w, _widget_rules_at(w, pos), w.mapToGlobal(pos))
        )


#: Per line of a label (a list of rule lists), when each line shows a word of its own.
LINE_RULES_PROPERTY = "wordHelpLineRules"


def attach_lines(
    label: QLabel, game: str, lines: Sequence[Iterable[Entry | Term]], language: str | None = None
) -> None:
    """:func:`attach` for a label of several lines, each with its own words (``lines``, one
    list per line of its text): a right-click or F1 on a line opens that line's rule, not
    every rule of the label (the score sheet's facts listed all eight)."""
    every = [entry for line in lines for entry in line]
    attach(label, game, every, language)
    label.setProperty(LINE_RULES_PROPERTY, [rules_of(game, list(line)) for line in lines])


def line_at(label: QLabel, pos: QPoint) -> int | None:
    """The line of ``label``'s rich text (lines split by <br>) at ``pos``; None off the text.
    Laid out as the label lays it out (its font, width and alignment), wrapping included."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setDocumentMargin(0)
    doc.setHtml(label.text())
    room = label.contentsRect()
    doc.setTextWidth(room.width())
    top: float = room.top()
    height = doc.size().height()
    if label.alignment() & Qt.AlignmentFlag.AlignVCenter:
        top += (room.height() - height) / 2
    elif label.alignment() & Qt.AlignmentFlag.AlignBottom:
        top += room.height() - height
    point = QPointF(pos.x() - room.left(), pos.y() - top)
    if not 0 <= point.y() < height:
        return None
    at = doc.documentLayout().hitTest(point, Qt.HitTestAccuracy.FuzzyHit)
    if at < 0:
        return None
    before = doc.toPlainText()[:at]
    return before.count("\u2028") + before.count("\n")


def _widget_rules_at(widget: QWidget, pos: QPoint) -> list[str]:
    """The rules of the line under ``pos`` when the widget keeps them per line, else all."""
    per_line = widget.property(LINE_RULES_PROPERTY)
    if isinstance(widget, QLabel) and isinstance(per_line, (list, tuple)):
        line = line_at(widget, pos)
        if line is not None and 0 <= line < len(per_line):
            return [str(r) for r in per_line[line]]  # a line without a word: no menu
    return _widget_rules(widget)


def attach_item(
    item: QGraphicsItem,
    game: str,
    entries: Iterable[Entry | Term],
    language: str | None = None,
    feminine: bool = False,
) -> None:
    """The same for a table item (name plate, prompt, chip): the view shows its tooltip and
    :func:`watch_view` gives it the right-click menu; a woman's roles in feminine words."""
    entries = list(entries)
    item.setToolTip(tooltip(game, entries, language, feminine=feminine))
    item.setData(RULES_DATA, rules_of(game, entries))


def _widget_rules(widget: QWidget) -> list[str]:
    value = widget.property(RULES_PROPERTY)
    return [str(r) for r in value] if isinstance(value, (list, tuple)) else []


def item_rules(item: QGraphicsItem) -> list[str]:
    value = item.data(RULES_DATA)
    return [str(r) for r in value] if isinstance(value, (list, tuple)) else []


def rules_at(view: QGraphicsView, pos: QPoint) -> list[str]:
    """The rules of the topmost table item at viewport ``pos`` that carries any."""
    for item in view.items(pos):
        found = item_rules(item)
        if found:
            return found
    return []


class _ViewWatcher(QObject):
    """Right-click on a table item with rules: the same menu as on a widget."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view

    def eventFilter(self, watched: QObject, event: object) -> bool:  # noqa: N802
        from PySide6.QtCore import QEvent
        from PySide6.QtGui import QContextMenuEvent

        if isinstance(event, QContextMenuEvent) and event.type() == QEvent.Type.ContextMenu:
            found = rules_at(self.view, event.pos())
            if found:
                rules_menu(self.view, found, event.globalPos())
                return True
        return False


def watch_view(view: QGraphicsView) -> None:
    view.viewport().installEventFilter(_ViewWatcher(view))


def rules_menu(parent: QWidget, rules: Sequence[str], global_pos: QPoint) -> QMenu | None:
    """A menu with "Open the rules at A bout" for each rule; shown at ``global_pos``."""
    if not rules:
        return None
    menu = QMenu(parent)
    for rule in rules:
        found = split_rule(rule)
        label = (section_title(*found) if found else "") or rule_label(rule) or rule
        action = menu.addAction(_t("Open the rules at {rule}").format(rule=label))
        action.triggered.connect(lambda _=False, r=rule: open_rules(r, parent))
    menu.popup(global_pos)
    return menu


def rules_under_cursor() -> list[str]:
    """The rules of the word under the mouse (a widget or a table item), for F1."""
    pos = QCursor.pos()
    widget = QApplication.widgetAt(pos)
    while widget is not None:
        parent = widget.parentWidget()
        if isinstance(parent, QGraphicsView) and widget is parent.viewport():
            found = rules_at(parent, widget.mapFromGlobal(pos))
            if found:
                return found
        found = _widget_rules_at(widget, widget.mapFromGlobal(pos))
        if found:
            return found
        widget = parent
    return []


def open_rules(rule: str, parent: QWidget | None = None) -> QWidget | None:
    """The rules window of the rule's game, scrolled to its section (one per main window:
    an open one is reused)."""
    from gui.dialogs.rules import RulesDialog

    found = split_rule(rule.removeprefix(LINK_SCHEME))
    if found is None:
        return None
    game, anchor = found
    top = parent.window() if parent is not None else None
    dialog = top.findChild(RulesDialog) if top is not None else None
    if dialog is None:
        dialog = RulesDialog(game, _language(None), top)
    dialog.show_section(game, anchor)
    dialog.show()
    dialog.raise_()
    return dialog
