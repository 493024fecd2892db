"""Every game's words (labels, glossary lines, sentences, prompts) are in the catalogs, each in
its own game's context, translated in German and Polish."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from i18n.extract_engine_strings import vocabulary_strings

I18N = Path(__file__).resolve().parents[2] / "i18n"


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_every_vocabulary_text_is_translated_in_its_context(lang):
    root = ET.parse(I18N / f"kartentisch_{lang}.ts").getroot()
    translated = {
        (ctx.findtext("name", ""), msg.findtext("source", "")): (msg.findtext("translation") or "")
        for ctx in root.iter("context")
        for msg in ctx.iter("message")
    }
    pairs = vocabulary_strings()
    assert len(pairs) > 300  # five games' words, not an empty extraction
    missing = [p for p in pairs if not translated.get(p, "").strip()]
    assert not missing, f"run `bash i18n/update.sh`; untranslated: {missing[:5]}"
    # A game's words sit in its own context: the same English word may read differently.
    assert translated[("kaschlan/move", "Attack")] != translated[("kaschlan/phase", "Attack")]
