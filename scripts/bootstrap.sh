#!/usr/bin/env bash
# Sourced by run.sh and test.sh: installs what Kartentisch needs on a Debian machine, once.
# - the system libraries Qt loads (only the missing ones, with apt-get, as root or via sudo);
# - a virtual environment in .venv with the project and its test tools (re-installed only
#   when pyproject.toml changes).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PYTHON="${PYTHON:-python3}"

# Qt offscreen needs these; a real window (xcb) needs the second group as well.
QT_LIBS=(libgl1 libegl1 libglib2.0-0 libfontconfig1 libxkbcommon0 libdbus-1-3)
XCB_LIBS=(libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0
  libxcb-shape0 libxkbcommon-x11-0)

apt_install_missing() {
  command -v dpkg-query >/dev/null 2>&1 || return 0
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "Please install: ${missing[*]} (apt-get install ${missing[*]})" >&2
      return 0
    fi
  fi
  echo "Installing system packages: ${missing[*]}"
  # The package lists are fetched once per run, also across scripts started from this one.
  if [ -z "${KARTENTISCH_APT_UPDATED:-}" ]; then
    $sudo apt-get update -qq
    export KARTENTISCH_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

ensure_venv() {
  if ! "$PYTHON" -c "import ensurepip, venv" >/dev/null 2>&1; then
    apt_install_missing python3-venv
  fi
  if [ ! -x "$VENV/bin/python" ]; then
    "$PYTHON" -m venv "$VENV"
  fi
  local stamp="$VENV/.kartentisch-installed"
  local want
  want="$(sha256sum "$ROOT/pyproject.toml" | cut -d' ' -f1)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    "$VENV/bin/python" -m pip install -q --upgrade pip
    "$VENV/bin/python" -m pip install -q -e "$ROOT[test]"
    echo "$want" >"$stamp"
  fi
}
