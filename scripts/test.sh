#!/usr/bin/env bash
# `npm test`: type check, unit tests, build + size budgets, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "── type check"; npx tsc --noEmit -p tsconfig.json
echo "── unit tests"; npx vitest run
echo "── build and size budgets"; npx tsx scripts/size-check.ts
echo "── browser tests"; bash scripts/ensure-chromium.sh; npx playwright test
