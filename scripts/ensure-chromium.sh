#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (the browser tests and `npm start` drive it).
# Test tools' own browser downloads do not work on these machines; Debian's package does.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM_PATH" ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium is missing at $CHROMIUM_PATH. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium (once)..." >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
