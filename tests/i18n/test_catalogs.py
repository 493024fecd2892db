"""The .ts sources are complete and the committed .qm catalogs are compiled from them.

Checked from the files themselves, so a forgotten `make translations` or a half-filled
glossary fails here rather than showing English words in a German or Polish window.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from i18n.fill_translations import placeholders

I18N = Path(__file__).resolve().parents[2] / "i18n"
LANGS = ("en", "de", "pl")
PLURAL_FORMS = {"en": 2, "de": 2, "pl": 3}


def _messages(lang: str) -> list[tuple[str, ET.Element]]:
    root = ET.parse(I18N / f"kartentisch_{lang}.ts").getroot()
    return [
        (ctx.findtext("name", ""), msg)
        for ctx in root.iter("context")
        for msg in ctx.iter("message")
    ]


def qt_tool(name: str, executable: str | None = None, path: str | None = None) -> str | None:
    """Where Qt's ``pyside6-<name>`` is for the Python running the tests, or None.

    Looked for beside the interpreter first (any virtual environment, activated or not),
    then on PATH, then inside the PySide6 package (its wheels ship the bare ``<name>``):
    not only in ``<repo>/.venv``, which another environment does not have (issue 31 item 16).
    """
    here = Path(executable or sys.executable).parent
    for candidate in (here / f"pyside6-{name}", here / f"pyside6-{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}", path=path)
    if found is not None:
        return found
    spec = importlib.util.find_spec("PySide6")
    folders = (spec.submodule_search_locations or []) if spec is not None else []
    for folder in folders:
        for candidate in (Path(folder) / name, Path(folder) / f"{name}.exe"):
            if candidate.is_file():
                return str(candidate)
    return None


def _tool(name: str) -> str:
    found = qt_tool(name)
    if found is None:
        pytest.fail(f"pyside6-{name} is not installed (PySide6-Essentials ships it)")
    return found


def _lrelease() -> str:
    return _tool("lrelease")


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_no_unfinished_or_empty_translation(lang: str) -> None:
    problems = []
    for context, msg in _messages(lang):
        source = msg.findtext("source", "")
        tr = msg.find("translation")
        assert tr is not None, f"{context}|{source}: no translation element"
        if tr.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{context}|{source}: {tr.get('type')}")
            continue
        if msg.get("numerus") == "yes":
            forms = [f.text or "" for f in tr.findall("numerusform")]
            if len(forms) != PLURAL_FORMS[lang] or not all(f.strip() for f in forms):
                problems.append(f"{context}|{source}: plural forms {forms}")
        elif not (tr.text or "").strip():
            problems.append(f"{context}|{source}: empty")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_placeholders(lang: str) -> None:
    """A lost {card} would make str.format raise in the GUI (or show a wrong sentence)."""
    problems = []
    for context, msg in _messages(lang):
        source = msg.findtext("source", "")
        tr = msg.find("translation")
        forms = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
        for form in forms:
            if form and placeholders(form) != placeholders(source):
                problems.append(f"{context}|{source} -> {form}")
    assert not problems, "\n".join(problems)


def test_polish_catalog_has_three_plural_forms_per_numerus_message() -> None:
    numerus = [msg for _, msg in _messages("pl") if msg.get("numerus") == "yes"]
    assert numerus, "no plural message in the Polish catalog"
    for msg in numerus:
        forms = [f.text for f in msg.find("translation").findall("numerusform")]
        assert len(forms) == 3 and len(set(forms)) >= 2, forms


def test_all_languages_have_the_same_messages() -> None:
    keys = {lang: {(c, m.findtext("source")) for c, m in _messages(lang)} for lang in LANGS}
    assert keys["de"] == keys["en"] == keys["pl"]


@pytest.mark.parametrize("lang", LANGS)
def test_committed_qm_matches_lrelease_of_its_ts(lang: str, tmp_path: Path) -> None:
    out = tmp_path / f"kartentisch_{lang}.qm"
    subprocess.run(
        [_lrelease(), "-silent", str(I18N / f"kartentisch_{lang}.ts"), "-qm", str(out)],
        check=True,
        capture_output=True,
    )
    committed = I18N / f"kartentisch_{lang}.qm"
    assert committed.read_bytes() == out.read_bytes(), (
        f"{committed.name} is stale: run `make translations`"
    )


def test_engine_strings_are_current() -> None:
    """Every IllegalAction template of the engine is in the generated file lupdate reads."""
    from i18n.extract_engine_strings import ROOT, engine_templates

    templates, _words, _warnings = engine_templates(sorted((ROOT / "engine").rglob("*.py")))
    catalog = {m.findtext("source") for c, m in _messages("de") if c == "engine"}
    missing = [t for t in templates if t not in catalog]
    assert not missing, "run `make translations`; new engine reasons:\n" + "\n".join(missing)


def _lupdate() -> str:
    return _tool("lupdate")


def _keys(path: Path) -> set[tuple[str, str, bool]]:
    root = ET.parse(path).getroot()
    return {
        (ctx.findtext("name", ""), msg.findtext("source", ""), msg.get("numerus") == "yes")
        for ctx in root.iter("context")
        for msg in ctx.iter("message")
    }


def test_catalogs_hold_exactly_the_strings_of_the_current_sources(tmp_path: Path) -> None:
    """What `make translations` would collect now is what the committed catalogs hold.

    Fails when a GUI or engine string was added or changed without `make translations`, and
    when a counted phrase lost its plural forms (lupdate only marks ``tr(text, None, n)``).
    """
    from i18n.extract_engine_strings import ROOT, lupdate_sources
    from i18n.extract_engine_strings import main as extract

    assert extract(["--out", str(tmp_path)]) == 0
    sources = [str(p) for p in lupdate_sources(tmp_path)]
    fresh = tmp_path / "fresh_en.ts"
    subprocess.run(
        [_lupdate(), "-silent", "-locations", "none", "-source-language", "en"]
        + ["-target-language", "en", *sources, "-ts", str(fresh)],
        check=True,
        capture_output=True,
        cwd=ROOT,
    )
    committed = _keys(I18N / "kartentisch_en.ts")
    now = _keys(fresh)
    assert now - committed == set(), "run `make translations`: new strings"
    assert committed - now == set(), "run `make translations`: strings no longer used"


def test_counted_phrases_are_plural_messages_in_every_catalog() -> None:
    from i18n.extract_engine_strings import ROOT, gui_wrapper_strings

    counted = [
        (ctx, text)
        for ctx, text, plural in gui_wrapper_strings([ROOT / "i18n" / "plurals.py"])
        if plural
    ]
    assert len(counted) >= 13
    for lang in LANGS:
        keys = _keys(I18N / f"kartentisch_{lang}.ts")
        missing = [c for c in counted if (*c, True) not in keys]
        assert not missing, f"{lang}: not plural messages: {missing}"


def test_english_catalog_shows_the_sources() -> None:
    """English is the source language: its catalog only adds the plural forms.

    An English text that differs from its source would show one way with the catalog and
    another without it (tests, a missing .qm); wording changes belong in the source.
    """
    changed = [
        f"{context}|{msg.findtext('source')} -> {msg.find('translation').text}"
        for context, msg in _messages("en")
        if msg.get("numerus") != "yes" and msg.find("translation").text != msg.findtext("source")
    ]
    assert not changed, "\n".join(changed)


def test_qt_tools_are_found_for_an_environment_outside_the_repository(tmp_path: Path) -> None:
    """A virtual environment elsewhere, not activated (not on PATH): its tools are found."""
    bin_dir = tmp_path / "env" / "bin"
    bin_dir.mkdir(parents=True)
    tool = bin_dir / "pyside6-lupdate"
    tool.write_text("#!/bin/sh\n")
    tool.chmod(0o755)
    python = bin_dir / "python"
    assert qt_tool("lupdate", executable=str(python), path="") == str(tool)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    on_path = elsewhere / "pyside6-lrelease"
    on_path.write_text("#!/bin/sh\n")
    on_path.chmod(0o755)
    assert qt_tool("lrelease", executable=str(python), path=str(elsewhere)) == str(on_path)


def test_no_gui_module_hides_translate_behind_another_name() -> None:
    """lupdate finds ``QCoreApplication.translate("Context", "text")`` and ``self.tr(...)``
    only under those names: a local alias (``t = QCoreApplication.translate``) left the
    network table's error and farewell sentences out of every catalog, so a German or Polish
    player read them in English."""
    import ast

    aliased: list[str] = []
    root = I18N.parent
    for path in sorted((root / "gui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Attribute)
                and node.value.attr in {"translate", "tr"}
            ):
                aliased.append(f"{path.relative_to(root)}:{node.lineno}")
    assert aliased == []
