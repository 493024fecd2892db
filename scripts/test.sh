#!/usr/bin/env bash
# Run the whole test suite, the style checks and the type check (mypy --strict on engine/,
# cardart/, gui/ and netplay/, as pyproject.toml [tool.mypy] lists them), setting everything up
# on first use.
# Works without a display: Qt runs offscreen. Extra arguments go to pytest.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
apt_install_missing "${QT_LIBS[@]}"
# The two-window network test (tests/gui/test_two_windows.py): real windows on Xvfb.
apt_install_missing "${XCB_LIBS[@]}" xvfb xauth xdotool
# tests/cardart: every figure SVG is also drawn by a standard renderer (rsvg-convert).
apt_install_missing librsvg2-bin
ensure_venv
cd "$ROOT"
"$VENV/bin/ruff" check .
"$VENV/bin/ruff" format --check .
"$VENV/bin/mypy"
QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}" "$VENV/bin/python" -m pytest "$@"
