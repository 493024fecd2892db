"""Test-wide set-up: Qt runs without a display, and per-user folders stay inside tmp dirs."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
