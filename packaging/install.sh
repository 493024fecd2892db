#!/usr/bin/env bash
# Install the Kartentisch bundle for the current user (no root needed), or remove it.
#
#   bash packaging/install.sh               install into ~/.local (after `make package`)
#   bash install.sh                         the same, from an unpacked release archive
#   bash install.sh --prefix DIR            install into DIR instead (or PREFIX=DIR)
#   bash install.sh --uninstall [--prefix DIR]
#
# What goes where (PREFIX defaults to ~/.local):
#   PREFIX/opt/kartentisch/                 the program (a copy of dist/kartentisch)
#   PREFIX/bin/kartentisch                  a symbolic link to it
#   PREFIX/share/applications/de.kartentisch.Kartentisch.desktop   menu entry
#   PREFIX/share/metainfo/de.kartentisch.Kartentisch.metainfo.xml  software-centre data
#   PREFIX/share/icons/hicolor/<n>x<n>/apps/de.kartentisch.Kartentisch.png
# Saved games and settings in the user's folders are kept on uninstall.
set -euo pipefail

APP_ID=de.kartentisch.Kartentisch
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PREFIX="${PREFIX:-$HOME/.local}"
mode=install

while [ $# -gt 0 ]; do
  case "$1" in
    --uninstall) mode=uninstall ;;
    --prefix)
      [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }
      PREFIX="$2"
      shift
      ;;
    --prefix=*) PREFIX="${1#--prefix=}" ;;
    -h | --help)
      sed -n '2,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "install.sh: unknown option $1 (try --help)" >&2
      exit 2
      ;;
  esac
  shift
done
case "$PREFIX" in
  /*) ;;
  *) PREFIX="$PWD/$PREFIX" ;;
esac
PREFIX="${PREFIX%/}"

OPT="$PREFIX/opt/kartentisch"
BIN="$PREFIX/bin/kartentisch"
DESKTOP="$PREFIX/share/applications/$APP_ID.desktop"
METAINFO="$PREFIX/share/metainfo/$APP_ID.metainfo.xml"
ICONS="$PREFIX/share/icons/hicolor"

refresh_caches() {
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$PREFIX/share/applications" 2>/dev/null || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$ICONS/index.theme" ]; then
    gtk-update-icon-cache -q -t "$ICONS" 2>/dev/null || true
  fi
  # Make the desktop notice the new or removed menu entry at once.
  touch "$ICONS" 2>/dev/null || true
}

if [ "$mode" = uninstall ]; then
  removed=0
  if [ -L "$BIN" ] || [ -f "$BIN" ]; then rm -f "$BIN" && removed=1; fi
  if [ -x "$OPT/kartentisch" ]; then rm -rf "$OPT" && removed=1; fi
  for f in "$DESKTOP" "$METAINFO" "$ICONS"/*/apps/"$APP_ID".png; do
    if [ -f "$f" ]; then rm -f "$f" && removed=1; fi
  done
  refresh_caches
  if [ "$removed" = 1 ]; then
    echo "Kartentisch removed from $PREFIX (saved games and settings are kept)."
  else
    echo "Kartentisch is not installed in $PREFIX."
  fi
  exit 0
fi

# --- find what to install: an unpacked release archive, or the repository after a build -----
if [ -x "$HERE/kartentisch/kartentisch" ]; then
  BUNDLE="$HERE/kartentisch"
elif [ -x "$HERE/../dist/kartentisch/kartentisch" ]; then
  BUNDLE="$(cd "$HERE/../dist/kartentisch" && pwd)"
else
  echo "install.sh: no bundle found; build it first with 'make package'" >&2
  echo "            (or 'bash packaging/build.sh'), then run this script again." >&2
  exit 1
fi
for f in "$HERE/$APP_ID.desktop" "$HERE/$APP_ID.metainfo.xml"; do
  [ -f "$f" ] || { echo "install.sh: $f is missing" >&2; exit 1; }
done

# --- install --------------------------------------------------------------------------------
echo "Installing Kartentisch into $PREFIX"
mkdir -p "$PREFIX/opt" "$PREFIX/bin" "$(dirname "$DESKTOP")" "$(dirname "$METAINFO")"
rm -rf "$OPT.new"
cp -a "$BUNDLE" "$OPT.new"
rm -rf "$OPT"
mv "$OPT.new" "$OPT"
ln -sfn "$OPT/kartentisch" "$BIN"

# The menu entry runs the program by its full path: ~/.local/bin is not always on the PATH
# of a graphical session. Exec takes a quoted argument (a home folder may contain spaces);
# TryExec is a plain path.
sed -e "s|^Exec=kartentisch|Exec=\"$OPT/kartentisch\"|" \
  -e "s|^TryExec=kartentisch|TryExec=$OPT/kartentisch|" \
  "$HERE/$APP_ID.desktop" >"$DESKTOP"
chmod 644 "$DESKTOP"
install -m 644 "$HERE/$APP_ID.metainfo.xml" "$METAINFO"
count=0
for icon in "$HERE"/icons/hicolor/*/apps/"$APP_ID".png; do
  [ -f "$icon" ] || continue
  size_dir="$(basename "$(dirname "$(dirname "$icon")")")"
  install -D -m 644 "$icon" "$ICONS/$size_dir/apps/$APP_ID.png"
  count=$((count + 1))
done
refresh_caches

echo "  program:   $OPT"
echo "  command:   $BIN"
echo "  menu:      $DESKTOP"
echo "  metainfo:  $METAINFO"
echo "  icons:     $count sizes in $ICONS"

# --- what the user's machine still needs ------------------------------------------------------
missing=()
if command -v ldconfig >/dev/null 2>&1; then
  libs="$(ldconfig -p 2>/dev/null || true)"
  grep -q 'libGL\.so\.1' <<<"$libs" || missing+=(libgl1)
  grep -q 'libEGL\.so\.1' <<<"$libs" || missing+=(libegl1)
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Note: Kartentisch needs ${missing[*]}: sudo apt-get install ${missing[*]}"
fi
case ":$PATH:" in
  *":$PREFIX/bin:"*) ;;
  *) echo "Note: $PREFIX/bin is not on your PATH; start Kartentisch from the menu or as $BIN" ;;
esac
again="bash $(printf %q "$HERE/install.sh") --uninstall"
[ "$PREFIX" = "$HOME/.local" ] || again="$again --prefix $(printf %q "$PREFIX")"
echo "Done. Uninstall with: $again"
