#!/usr/bin/env bash
# The local world's UTXO node is Debian's litecoind in regtest (Bitcoin Core is not packaged in Debian); install it
# when it is missing (needs root, as on CI).
set -euo pipefail
LITECOIND=${LITECOIND_PATH:-/usr/bin/litecoind}
if [ -x "$LITECOIND" ]; then exit 0; fi
echo "litecoind not found at $LITECOIND; installing Debian's litecoind package…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq litecoind >/dev/null
"$LITECOIND" -version | head -n 1
