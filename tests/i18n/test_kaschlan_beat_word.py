"""German Kaschlan says *stechen* for beating a card, as its rules do ("wird von einer höheren
Karte ihrer Farbe oder von jedem Trumpf gestochen"): found playing in German, the table said
"Anna hat jede Karte geschlagen" while the learn panel beside it said, of the same bout,
"Anna hat jede Karte gestochen"."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import i18n

I18N = Path(__file__).resolve().parents[2] / "i18n"


def test_every_beat_every_card_line_says_gestochen() -> None:
    root = ET.parse(I18N / "kartentisch_de.ts").getroot()
    lines = [
        (msg.findtext("source") or "", msg.findtext("translation") or "")
        for msg in root.iter("message")
        if re.search(r"beat every card: they (all )?go to the waste", msg.findtext("source") or "")
    ]
    assert len(lines) >= 4, lines  # the table's and the learn panel's, yours and a bot's
    assert "gestochen" in i18n.rules_html("kaschlan", "de")
    wrong = [(en, de) for en, de in lines if "gestochen" not in de or "geschlagen" in de]
    assert not wrong, wrong
