#!/usr/bin/env bash
# Browser tests run in Debian's Chromium; install it when it is missing (needs root, as on CI).
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium not found at $CHROMIUM; installing Debian's chromium package…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
