#!/usr/bin/env bash
# Installs Debian's browsers the tests drive, when missing: `ensure-browsers.sh chromium [firefox-esr]`.
# Test tools' own browser downloads do not work on these machines; Debian's packages do.
set -euo pipefail
missing=()
for package in "${@:-chromium}"; do
  case "$package" in
    chromium) binary="${CHROMIUM_PATH:-/usr/bin/chromium}" ;;
    firefox-esr) binary="${FIREFOX_PATH:-/usr/bin/firefox-esr}" ;;
    *) echo "ensure-browsers: unknown browser $package" >&2; exit 2 ;;
  esac
  [ -x "$binary" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing: ${missing[*]}. Install them (Debian/Ubuntu: sudo apt-get install -y ${missing[*]}), or set CHROMIUM_PATH / FIREFOX_PATH." >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} (once)..." >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
