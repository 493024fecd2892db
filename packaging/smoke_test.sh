#!/usr/bin/env bash
# Packaging smoke test (run by .ci/run when CI=true; takes one to two minutes):
#  0. installs the system packages it needs that are missing (Debian, one apt-get run),
#  1. builds the bundle and the release archive (packaging/build.sh),
#  2. validates the .desktop file and the AppStream metainfo (format, and that it agrees with
#     packaging/screenshots/ and the project's version),
#  3. checks that the bundle holds no unused Qt parts and that the frozen program finds its
#     data files (--check-bundle); runs it offscreen with --game tausendundeins --seed 1
#     --screenshot, checks the PNG (size, not blank), measures the start time, and checks
#     that the same table in German looks different (the catalogs are applied),
#  4. installs the release archive into a temporary prefix with its install.sh, runs the
#     installed command (with strong bots: worker processes), uninstalls, checks nothing is left,
#  5. runs the bundle once more in a real X server (Xvfb, Qt's xcb platform), if Xvfb can be
#     had (SMOKE_XCB=0 skips this).
# Exits non-zero with a "FAIL:" message at the first problem.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/../scripts/bootstrap.sh"
cd "$ROOT"

APP_ID=de.kartentisch.Kartentisch
PY="$VENV/bin/python"
PROGRAM=dist/kartentisch/kartentisch
SHOT_ARGS=(--game tausendundeins --seed 1)

step() { printf '\n==> %s\n' "$*"; }
fail() {
  echo "smoke_test: FAIL: $*" >&2
  exit 1
}
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }

tmp="$(mktemp -d "${TMPDIR:-/tmp}/kartentisch-smoke.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
t_all=$(now)

# Run the program headless with throw-away per-user folders, in English (RUN_LANGUAGE=xx for
# another language); stderr goes to $tmp/run.log.
run_offscreen() {
  env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen KARTENTISCH_HOME="$1" \
    LANGUAGE="${RUN_LANGUAGE:-en}" timeout 180 "${@:2}" 2>"$tmp/run.log"
}

check_png() {
  if ! "$PY" packaging/check_screenshot.py "$1"; then
    cat "$tmp/run.log" >&2 || true
    fail "the screenshot $1 is not right"
  fi
}

# --- 0. system packages ----------------------------------------------------------------------
# Everything the steps below need, in one apt-get run (nothing happens when all is present):
# binutils and Qt's libraries for the build, the validators, Xvfb for step 5.
packages=(binutils "${QT_LIBS[@]}" "${XCB_LIBS[@]}" desktop-file-utils appstream)
if [ "${SMOKE_XCB:-1}" = 1 ]; then packages+=(xvfb xauth); fi
apt_install_missing "${packages[@]}"

# --- 1. build --------------------------------------------------------------------------------
step "Building (packaging/build.sh)"
bash packaging/build.sh 2>&1 | tee "$tmp/build.log"
[ -x "$PROGRAM" ] || fail "$PROGRAM was not built"
version="$("$PY" -c 'import tomllib
print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
archive="dist/kartentisch-$version-linux-$(uname -m).tar.gz"
[ -f "$archive" ] || fail "build.sh did not make the release archive $archive"

# --- 2. metadata -----------------------------------------------------------------------------
step "Validating the .desktop file and the metainfo"
command -v desktop-file-validate >/dev/null 2>&1 ||
  fail "desktop-file-validate is missing (apt-get install desktop-file-utils)"
command -v appstreamcli >/dev/null 2>&1 ||
  fail "appstreamcli is missing (apt-get install appstream)"
desktop-file-validate "packaging/$APP_ID.desktop" || fail "desktop-file-validate found errors"
echo "desktop-file-validate packaging/$APP_ID.desktop: OK"
appstreamcli validate --no-net "packaging/$APP_ID.metainfo.xml" ||
  fail "appstreamcli validate found errors"
"$PY" packaging/check_metainfo.py || fail "the metainfo disagrees with screenshots/ or pyproject"

# --- 3. the bundle, offscreen ----------------------------------------------------------------
step "Checking the bundle's contents"
# Only QtCore/QtGui/QtWidgets (and the libraries their kept plugins need) may be inside.
unwanted="$(find dist/kartentisch \( -name 'libQt6Network*' -o -name 'libQt6Qml*' \
  -o -name 'libQt6Quick*' -o -name '*WebEngine*' -o -name 'libQt6Pdf*' \
  -o -name 'libqgtk3*' -o -name 'libqeglfs*' -o -name 'libqvnc*' \) -print)"
[ -z "$unwanted" ] || fail "the bundle holds Qt parts the program does not use: $unwanted"
# The data files the frozen program looks up beside its modules (fonts, .qm, rules, plugins).
run_offscreen "$tmp/home-check" "$PROGRAM" --check-bundle >"$tmp/check.log" || {
  cat "$tmp/check.log" "$tmp/run.log" >&2
  fail "the bundle lacks data files (see MISSING above)"
}
tail -n 1 "$tmp/check.log"

step "Running the bundle offscreen: ${SHOT_ARGS[*]} --screenshot"
t=$(now)
run_offscreen "$tmp/home-help" "$PROGRAM" --help >/dev/null || {
  cat "$tmp/run.log" >&2
  fail "$PROGRAM --help failed"
}
start_help=$(since "$t")

t=$(now)
run_offscreen "$tmp/home" "$PROGRAM" "${SHOT_ARGS[@]}" --screenshot "$tmp/cold.png" || {
  status=$?
  cat "$tmp/run.log" >&2
  fail "$PROGRAM --screenshot failed (exit $status)"
}
start_cold=$(since "$t")
check_png "$tmp/cold.png"

t=$(now)
run_offscreen "$tmp/home" "$PROGRAM" "${SHOT_ARGS[@]}" --screenshot "$tmp/warm.png" || {
  cat "$tmp/run.log" >&2
  fail "$PROGRAM --screenshot failed on the second run"
}
start_warm=$(since "$t")
check_png "$tmp/warm.png"
echo "start to exit: --help ${start_help} s; screenshot ${start_cold} s (first run)," \
  "${start_warm} s (card cache warm)"

# The same table in German must look different: the frozen program loads its catalogs.
RUN_LANGUAGE=de run_offscreen "$tmp/home-de" "$PROGRAM" "${SHOT_ARGS[@]}" \
  --screenshot "$tmp/de.png" || {
  cat "$tmp/run.log" >&2
  fail "$PROGRAM --screenshot failed in German"
}
check_png "$tmp/de.png"
if cmp -s "$tmp/warm.png" "$tmp/de.png"; then
  fail "the German screenshot equals the English one: the catalogs were not applied"
fi
echo "German screenshot differs from the English one: OK"

# --- 4. install from the release archive, run, uninstall --------------------------------------
step "Installing $archive into a temporary prefix"
mkdir -p "$tmp/unpack"
tar -C "$tmp/unpack" -xzf "$archive"
installer="$(ls "$tmp"/unpack/*/install.sh)"
prefix="$tmp/prefix"
bash "$installer" --prefix "$prefix"
for f in "$prefix/bin/kartentisch" "$prefix/opt/kartentisch/kartentisch" \
  "$prefix/share/applications/$APP_ID.desktop" "$prefix/share/metainfo/$APP_ID.metainfo.xml" \
  "$prefix/share/icons/hicolor/256x256/apps/$APP_ID.png"; do
  [ -e "$f" ] || fail "install.sh did not install $f"
done
desktop-file-validate "$prefix/share/applications/$APP_ID.desktop" ||
  fail "the installed .desktop file does not validate"
# Strong bots search in worker processes that re-run the frozen program (multiprocessing
# "spawn"); a worker that fails to start would print a traceback or kartentisch's usage.
run_offscreen "$tmp/home-installed" "$prefix/bin/kartentisch" --game kaschlan --players 3 \
  --bots strong --seed 1 --moves 2 --screenshot "$tmp/installed.png" || {
  cat "$tmp/run.log" >&2
  fail "the installed command failed"
}
if grep -E 'Traceback|usage: kartentisch' "$tmp/run.log" >&2; then
  fail "the strong bots' worker processes failed in the frozen program"
fi
check_png "$tmp/installed.png"
bash "$installer" --uninstall --prefix "$prefix"
# update-desktop-database's mimeinfo.cache belongs to the folder, not to Kartentisch.
left="$(find "$prefix" \( -type f -o -type l \) ! -name mimeinfo.cache)"
[ -z "$left" ] || fail "uninstall left files behind: $left"

# --- 5. a real X server ----------------------------------------------------------------------
if [ "${SMOKE_XCB:-1}" = 1 ]; then
  step "Running the bundle on Xvfb (Qt xcb platform)"
  if command -v xvfb-run >/dev/null 2>&1; then
    env -u WAYLAND_DISPLAY KARTENTISCH_HOME="$tmp/home-xcb" QT_QPA_PLATFORM=xcb LANGUAGE=en \
      timeout 180 xvfb-run -a -s "-screen 0 1280x800x24" \
      "$PROGRAM" "${SHOT_ARGS[@]}" --screenshot "$tmp/xcb.png" 2>"$tmp/run.log" || {
      cat "$tmp/run.log" >&2
      fail "the bundle does not run on X11 (xcb); see the messages above"
    }
    check_png "$tmp/xcb.png"
  else
    echo "skipped: xvfb-run is not available (apt-get install xvfb xauth)"
  fi
fi

# --- summary ---------------------------------------------------------------------------------
step "Summary"
grep -E '^(Build time|Bundle|Archive):' "$tmp/build.log" || true
echo "Start:        --help ${start_help} s; to a finished first frame ${start_cold} s" \
  "(first run), ${start_warm} s (second run)"
echo "Smoke test:   passed in $(since "$t_all") s"
