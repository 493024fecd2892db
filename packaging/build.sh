#!/usr/bin/env bash
# Build the Linux desktop package: `make package` runs this from anywhere in the repository.
#
#   dist/kartentisch/                                 the one-folder PyInstaller bundle
#   dist/kartentisch-<version>-linux-<arch>.tar.gz    bundle + install.sh + .desktop,
#                                                     metainfo and icons, for users
#
# Installs what the build needs on first use (Debian/Ubuntu: binutils for PyInstaller, the
# xcb libraries so that they are bundled; the venv with the `package` extra), draws the icons
# if any is missing, then prints the build time, the bundle size and the archive size.
# Options: --xz       pack a .tar.xz instead: about 30 % smaller, but takes minutes
#          --no-archive  no archive at all (a quick local check)
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/../scripts/bootstrap.sh"
cd "$ROOT"

archive=gz
for arg in "$@"; do
  case "$arg" in
    --no-archive) archive=none ;;
    --xz) archive=xz ;;
    -h | --help)
      sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "build.sh: unknown option $arg (try --help)" >&2
      exit 2
      ;;
  esac
done

say() { printf '==> %s\n' "$*"; }

# --- build dependencies ---------------------------------------------------------------------
# binutils: PyInstaller reads and strips the libraries with objdump/strip. The Qt and xcb
# libraries are installed so that PyInstaller finds and bundles them: the bundle then runs on
# desktops that lack libxcb-cursor0 & co. (libGL/libEGL/libwayland stay the system's).
apt_install_missing binutils "${QT_LIBS[@]}" "${XCB_LIBS[@]}"
if ! command -v objdump >/dev/null 2>&1; then
  echo "build.sh: objdump not found; install binutils (apt-get install binutils)" >&2
  exit 1
fi
ensure_venv
PY="$VENV/bin/python"
if ! "$PY" -c "import PyInstaller" >/dev/null 2>&1; then
  say "Installing PyInstaller (the 'package' extra)"
  # The extra's requirements as pyproject.toml states them (no second editable install).
  mapfile -t extra < <("$PY" -c 'import tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
print(*project["optional-dependencies"]["package"], sep="\n")')
  "$PY" -m pip install -q "${extra[@]}"
fi
# Debian's own Python keeps libpython in a separate package, which PyInstaller needs.
if ! "$PY" - <<'EOF' >/dev/null 2>&1; then
import os, sys, sysconfig
lib = sysconfig.get_config_var("LDLIBRARY") or ""
dirs = [sysconfig.get_config_var("LIBDIR") or "", os.path.join(sys.base_prefix, "lib")]
sys.exit(0 if any(os.path.exists(os.path.join(d, lib)) for d in dirs) else 1)
EOF
  apt_install_missing "libpython$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
fi

VERSION="$("$PY" -c 'import tomllib
print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
ARCH="$(uname -m)"

# --- icons ----------------------------------------------------------------------------------
"$PY" packaging/make_icons.py --if-missing

# --- bundle ---------------------------------------------------------------------------------
say "Building dist/kartentisch with PyInstaller (log: build/pyinstaller.log)"
mkdir -p build
start=$(date +%s.%N)
if ! "$VENV/bin/pyinstaller" --noconfirm --log-level WARN --distpath dist \
  --workpath build/pyinstaller packaging/kartentisch.spec >build/pyinstaller.log 2>&1; then
  tail -n 60 build/pyinstaller.log >&2
  echo "build.sh: PyInstaller failed; the whole log is in build/pyinstaller.log" >&2
  exit 1
fi
end=$(date +%s.%N)
build_seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
grep -h '^kartentisch.spec:' build/pyinstaller.log | cut -c1-200 || true
if [ ! -x dist/kartentisch/kartentisch ]; then
  echo "build.sh: dist/kartentisch/kartentisch was not built" >&2
  exit 1
fi

# --- archive --------------------------------------------------------------------------------
archive_path=""
archive_seconds=""
if [ "$archive" != none ]; then
  name="kartentisch-$VERSION-linux-$ARCH"
  archive_path="dist/$name.tar.$archive"
  rm -f "dist/$name.tar.gz" "dist/$name.tar.xz"
  say "Packing $archive_path"
  stage="build/archive/$name"
  rm -rf build/archive
  mkdir -p "$stage"
  cp -a dist/kartentisch "$stage/kartentisch"
  cp -a packaging/install.sh packaging/de.kartentisch.Kartentisch.desktop \
    packaging/de.kartentisch.Kartentisch.metainfo.xml packaging/icons "$stage/"
  cp -a cardart/fonts/LICENSE.txt "$stage/FONTS-LICENSE.txt"
  a_start=$(date +%s.%N)
  if [ "$archive" = xz ]; then
    tar -C build/archive -cf - "$name" | xz -T0 -6 >"$archive_path"
  else
    tar -C build/archive -cf - "$name" | gzip -6 >"$archive_path"
  fi
  a_end=$(date +%s.%N)
  archive_seconds=$(awk -v a="$a_start" -v b="$a_end" 'BEGIN { printf "%.1f", b - a }')
  rm -rf build/archive
fi

# --- summary --------------------------------------------------------------------------------
bundle_mb=$(du -sm dist/kartentisch | cut -f1)
files=$(find dist/kartentisch -type f | wc -l)
echo
echo "Build time:   ${build_seconds} s (PyInstaller)"
echo "Bundle:       dist/kartentisch, ${bundle_mb} MB in ${files} files"
if [ -n "$archive_path" ]; then
  archive_mb=$(awk -v b="$(stat -c %s "$archive_path")" 'BEGIN { printf "%.1f", b / 1048576 }')
  echo "Archive:      $archive_path, ${archive_mb} MB (packed in ${archive_seconds} s)"
fi
echo "Run it:       dist/kartentisch/kartentisch"
echo "Install it:   bash packaging/install.sh   (for this user; --uninstall removes it)"
