#!/usr/bin/env bash
# Start Kartentisch, setting everything up on first use. Arguments go to the program,
# e.g. scripts/run.sh --game kaschlan --players 4 --seed 7
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
apt_install_missing "${QT_LIBS[@]}" "${XCB_LIBS[@]}"
ensure_venv
exec "$VENV/bin/kartentisch" "$@"
