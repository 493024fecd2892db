#!/usr/bin/env bash
# Regenerate the translation catalogs: `make translations` runs this from the repository root.
#
# 1. collect what lupdate cannot see (engine reasons, game and option texts, GUI wrapper calls),
# 2. lupdate the GUI and those files into i18n/kartentisch_{en,de,pl}.ts (vanished strings are
#    dropped; no source locations, so the .ts files only change when the strings do),
# 3. fill the translations from i18n/glossary_<lang>.json (prints what is still missing),
# 4. compile each .ts into its .qm with lrelease.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=${VENV:-.venv}
PY="$VENV/bin/python"
LUPDATE="$VENV/bin/pyside6-lupdate"
LRELEASE="$VENV/bin/pyside6-lrelease"

"$PY" i18n/extract_engine_strings.py

mapfile -t SOURCES < <("$PY" i18n/extract_engine_strings.py --list-sources)

for lang in en de pl; do
    "$LUPDATE" -silent -no-obsolete -locations none -source-language en \
        -target-language "$lang" "${SOURCES[@]}" -ts "i18n/kartentisch_${lang}.ts"
done

"$PY" i18n/fill_translations.py

for lang in en de pl; do
    "$LRELEASE" -silent "i18n/kartentisch_${lang}.ts" -qm "i18n/kartentisch_${lang}.qm"
done
