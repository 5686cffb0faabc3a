#!/usr/bin/env bash
# `npm test`: everything CI checks, in order. Lint, types, unit, component (jsdom) and integration
# tests on the embedded database, integration tests on PostgreSQL, the production build, then
# end-to-end in Chromium.
# Ends with one line "N passed, N failed" summing every test run.
set -euo pipefail
cd "$(dirname "$0")/.."

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
export NPM_CONFIG_UPDATE_NOTIFIER=false

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
vitest() { local name=$1; shift; npx vitest run --reporter=default --reporter=json --outputFile="$results/$name.json" "$@"; }

step "Lint and formatting"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn

step "Type check"
npx tsc --noEmit -p tsconfig.json

step "Unit, component and integration tests (embedded PGlite)"
vitest pglite --project unit --project server --project web

step "Integration tests (PostgreSQL)"
pg_url=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end(),()=>process.exit(1))" "$pg_url" 2>/dev/null; then
  TEST_DATABASE_URL=$pg_url vitest postgres --project server
elif [[ -n ${CI:-} || -n ${TEST_DATABASE_URL:-} ]]; then
  echo "PostgreSQL is not reachable at $pg_url" >&2
  exit 1
else
  echo "PostgreSQL is not reachable at $pg_url; set TEST_DATABASE_URL to run this suite (CI always runs it)."
fi

step "Build"
npm run -s build

step "End-to-end (Chromium)"
vitest e2e --project e2e

# The product supports the maintained Node.js lines, 22 and 24 (package.json's engines). These
# machines ship another; the npm registry's `node` package provides 24. Its server suite (the
# embedded database, which `npm start` uses) and the end-to-end suite run again on it, from the
# same build. NODE24_TESTS=0 skips this step for a quicker local run; CI always runs it.
if [[ ${NODE24_TESTS:-1} != 0 || -n ${CI:-} ]]; then
  step "Server and end-to-end tests on Node.js 24"
  node24=(npx --yes -p node@24 -- node)
  "${node24[@]}" --version
  vitest24() { local name=$1; shift; "${node24[@]}" node_modules/vitest/vitest.mjs run --reporter=default --reporter=json --outputFile="$results/$name.json" "$@"; }
  vitest24 node24-server --project server
  vitest24 node24-e2e --project e2e
fi

node -e '
const fs = require("fs"); const path = require("path");
let passed = 0, failed = 0;
for (const file of fs.readdirSync(process.argv[1])) {
  const report = JSON.parse(fs.readFileSync(path.join(process.argv[1], file), "utf8"));
  passed += report.numPassedTests; failed += report.numFailedTests;
}
console.log(`\n${passed} passed, ${failed} failed`);
' "$results"
