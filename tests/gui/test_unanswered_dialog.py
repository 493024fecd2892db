"""The GUI tests' watchdog (``no_unanswered_dialog`` in conftest.py): a modal box nobody
answers is closed after a while, so a run can never hang on one, and is named."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.gui import conftest


def test_an_unanswered_warning_box_is_closed_and_named(
    monkeypatch: pytest.MonkeyPatch, no_unanswered_dialog: list[str]
) -> None:
    monkeypatch.setattr(conftest, "UNANSWERED_SECONDS", 0.5)
    QMessageBox.warning(None, "Port taken", "Port 47474 cannot be used.")  # returns: no hang
    assert no_unanswered_dialog == ["'Port taken': 'Port 47474 cannot be used.'"]
    no_unanswered_dialog.clear()  # this test wanted it: do not fail its teardown
