#!/usr/bin/env bash
# The shape of the tree, checked in `npm test`:
# - the import graph: shared/ is the ground floor, no cycles, parts import each other only as
#   .dependency-cruiser.cjs allows;
# - no block of six or more lines repeated across the product folders (.jscpd.json);
# - no source file over 300 lines outside tests and data tables.
set -euo pipefail
cd "$(dirname "$0")/.."
npx depcruise --config .dependency-cruiser.cjs shared loader widget-app secure-frame server relay dev scripts e2e
npx jscpd --silent loader widget-app secure-frame shared server relay
npx tsx scripts/check-file-lengths.ts
