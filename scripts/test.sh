#!/usr/bin/env bash
# `npm test`: type check, format and lint, structure (imports, copies, file lengths), build + size budgets, unit tests, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "── type check"; npx tsc --noEmit -p tsconfig.json
echo "── format and lint (Biome)"; npx biome check --error-on-warnings .
echo "── structure"; bash scripts/check-structure.sh
# The server's database tests run against PGlite and a real PostgreSQL; this starts a throwaway
# one (left running for the next run; `bash scripts/ensure-postgres.sh --stop` ends it).
echo "── PostgreSQL for the server tests"; TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh | tail -n 1)"; export TEST_DATABASE_URL
echo "── litecoind for the UTXO node"; bash scripts/ensure-litecoind.sh
echo "── build and size budgets"; npx tsx scripts/size-check.ts
# The production server's test serves this build rather than building the same sources again.
echo "── unit tests"; TEST_PREBUILT_DIST="$PWD/dist" npx vitest run
echo "── browser tests"; bash scripts/ensure-chromium.sh; E2E_BUILT=1 npx playwright test
