#!/usr/bin/env bash
# Installs what the test run needs from Debian's packages when it is missing: Chromium for the browser
# journeys, PostgreSQL for the server suite, the fonts the committed screenshots were taken with (issue 13 §6:
# the same glyphs on every machine), and Devanagari and Chinese fonts for the receipts the terminal draws as raster
# images (issue 19 §5: e2e/journeys/print-raster.spec.ts). Needs root (CI and these machines run as root).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
for font in fonts-dejavu-core fonts-liberation fonts-lohit-deva fonts-wqy-microhei; do
  dpkg -s "$font" >/dev/null 2>&1 || missing+=("$font")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them as root: apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian's packages (first run only)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
echo "Installed ${missing[*]}."
