"""Fill the lupdate-made .ts files from the per-language glossaries, and report the gaps.

lupdate only lists the strings; the translations live in ``i18n/glossary_<lang>.json`` so
that regenerating the .ts files after the GUI grows only needs new glossary entries, and a
review of the wording is a review of one readable file per language.

Glossary format (JSON object), one object per context, plus ``"*"`` for any context::

    {
      "MainWindow": {"&Game": "&Spiel"},
      "plurals": {"%n trick(s)": ["%n Stich", "%n Stiche"]},
      "*": {"Pass": "Passe"}
    }

A plural message (``numerus="yes"``) takes a list with one form per plural form of the
language: 2 for English and German, 3 for Polish (1; 2–4; 5 and more). A key
``"source|comment"`` addresses a message that has a disambiguation comment.

Rules, in this order, for each message:

1. a glossary entry (context, then ``"*"``) is written and marked finished;
2. otherwise, for English, the source itself (plural forms derived from "(s)");
3. otherwise an existing finished translation (e.g. made in Qt Linguist) is kept;
4. otherwise the message stays unfinished and is printed as missing.

Every written translation must keep the source's ``{name}`` placeholders and, in plural
forms, ``%n``; a mismatch is printed and the entry is not used. Exit status is 1 when
something is missing or wrong and ``--strict`` is given.
"""

from __future__ import annotations

import argparse
import json
import re
import string
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

I18N_DIR = Path(__file__).resolve().parent
LANGS = ("en", "de", "pl")
PLURAL_FORMS = {"en": 2, "de": 2, "pl": 3}

Translation = str | list[str]


def load_glossary(lang: str) -> dict[str, dict[str, Translation]]:
    path = I18N_DIR / f"glossary_{lang}.json"
    if not path.exists():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))


def placeholders(text: str) -> set[str]:
    """The ``str.format`` field names of ``text`` ({card}, {n}); empty if it is not a template."""
    try:
        return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}
    except ValueError:
        return set()


def english_plural(source: str) -> list[str]:
    """ "%n card(s)" -> ["%n card", "%n cards"]: the English forms come from the source."""
    return [re.sub(r"\(s\)", "", source), re.sub(r"\(s\)", "s", source)]


def check(source: str, value: Translation, forms: int | None) -> str | None:
    """Why ``value`` cannot translate ``source`` (wrong shape, lost placeholder), or None."""
    if forms is not None:
        if not isinstance(value, list) or len(value) != forms:
            return f"needs a list of {forms} plural forms"
        texts = value
    else:
        if not isinstance(value, str):
            return "needs a string, not plural forms"
        texts = [value]
    for index, text in enumerate(texts):
        if not text.strip():
            return "is empty"
        if placeholders(text) != placeholders(source):
            return f"placeholders {sorted(placeholders(text))} != {sorted(placeholders(source))}"
        # The singular may spell the number out ("ein Stich"); the other forms need %n.
        if forms is not None and index > 0 and "%n" in source and "%n" not in text:
            return "a plural form lost %n"
    return None


def lookup(glossary: dict, context: str, source: str, comment: str) -> Translation | None:
    keys = [f"{source}|{comment}", source] if comment else [source]
    for ctx in (context, "*"):
        table = glossary.get(ctx, {})
        for key in keys:
            if key in table:
                return table[key]
    return None


def fill(lang: str, strict_errors: list[str]) -> tuple[int, int]:
    """Fill ``kartentisch_<lang>.ts`` in place; returns (translated, messages)."""
    path = I18N_DIR / f"kartentisch_{lang}.ts"
    tree = ET.parse(path)
    glossary = load_glossary(lang)
    used: set[tuple[str, str]] = set()
    done = total = 0
    for ctx_el in tree.getroot().iter("context"):
        context = ctx_el.findtext("name", "")
        for msg in ctx_el.iter("message"):
            total += 1
            source = msg.findtext("source", "")
            comment = msg.findtext("comment", "")
            numerus = msg.get("numerus") == "yes"
            forms = PLURAL_FORMS[lang] if numerus else None
            tr_el = msg.find("translation")
            if tr_el is None:
                tr_el = ET.SubElement(msg, "translation")
            value = lookup(glossary, context, source, comment)
            if value is not None:
                for ctx in (context, "*"):
                    for key in (f"{source}|{comment}", source):
                        if key in glossary.get(ctx, {}):
                            used.add((ctx, key))
            if value is None and lang == "en":
                value = english_plural(source) if numerus else source
            if value is not None:
                problem = check(source, value, forms)
                if problem:
                    strict_errors.append(f"{lang}: {context}|{source}: translation {problem}")
                    value = None
            if value is None:
                if tr_el.get("type") is None and _existing(tr_el, numerus):
                    done += 1
                    continue
                tr_el.set("type", "unfinished")
                strict_errors.append(f"{lang}: missing {context}|{source}")
                continue
            _write(tr_el, value, numerus)
            done += 1
    _save(tree, path)
    unused = [
        f"{ctx}|{key}" for ctx, table in glossary.items() for key in table if (ctx, key) not in used
    ]
    if unused:
        print(f"{lang}: {len(unused)} glossary entries not used now (kept for later):")
        for entry in unused:
            print("   ", entry)
    return done, total


def _existing(tr_el: ET.Element, numerus: bool) -> bool:
    if numerus:
        forms = tr_el.findall("numerusform")
        return bool(forms) and all((f.text or "").strip() for f in forms)
    return bool((tr_el.text or "").strip())


def _write(tr_el: ET.Element, value: Translation, numerus: bool) -> None:
    for child in list(tr_el):
        tr_el.remove(child)
    tr_el.attrib.pop("type", None)
    if numerus:
        tr_el.text = None
        for form in value:
            ET.SubElement(tr_el, "numerusform").text = form
    else:
        tr_el.text = str(value)


def _save(tree: ET.ElementTree, path: Path) -> None:
    """Write in lupdate's own layout (4-space indent, DOCTYPE) so diffs stay small."""
    root = tree.getroot()
    root.text = "\n"
    for context in root:
        ET.indent(context, space="    ", level=0)
        context.tail = "\n"
    body = ET.tostring(tree.getroot(), encoding="unicode", short_empty_elements=False)
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strict", action="store_true", help="exit 1 if anything is missing")
    parser.add_argument("langs", nargs="*", default=list(LANGS))
    args = parser.parse_args(argv)
    problems: list[str] = []
    for lang in args.langs:
        done, total = fill(lang, problems)
        print(f"{lang}: {done}/{total} messages translated")
    if problems:
        print(
            f"\n{len(problems)} source string(s) lack a usable glossary entry; add them to"
            " i18n/glossary_<lang>.json and run `make translations` again:"
        )
        for problem in problems:
            print("   ", problem)
    else:
        print("every message is translated")
    return 1 if problems and args.strict else 0


if __name__ == "__main__":
    sys.exit(main())
