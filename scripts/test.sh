#!/usr/bin/env bash
# `npm test`: everything CI checks (decision 083). One full pass on the Node.js line .nvmrc names:
# lint, types, unit, component (jsdom) and integration tests on the embedded database, the
# integration tests whose result depends on the database again on PostgreSQL, the production
# build, end-to-end in Chromium, one short round of the benchmarks. Beside that round, a smoke
# pass (scripts/smoke.mjs) on each other supported line, and on the machine's own Node.js when it
# is older (decision 092). Each step prints how long it took; the last line is "N passed,
# N failed" over every test.
set -euo pipefail
cd "$(dirname "$0")/.."

results=$(mktemp -d)
export NPM_CONFIG_UPDATE_NOTIFIER=false

step_name='' step_start=$SECONDS
timings=()
finish_step() {
  if [[ -n $step_name ]]; then
    local took=$((SECONDS - step_start))
    timings+=("$(printf '%4d:%02d  %s' $((took / 60)) $((took % 60)) "$step_name")")
  fi
}
step() {
  finish_step
  step_name=$1 step_start=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}
vitest() { local name=$1; shift; npx vitest run --reporter=default --reporter=json --outputFile="$results/$name.json" "$@"; }
smoke_passed=0

# The machine's own Node.js, before PATH changes.
machine_node=$(command -v node)
machine_major=$(node -p 'process.versions.node.split(".")[0]')

# A line's Node.js: the machine's own when it is on that line, else the npm registry's `node`
# package of it (npx caches it; a first run downloads about 30 MB). Prints its bin folder.
node_bin() {
  if [[ $1 == "$machine_major" ]]; then dirname "$machine_node"
  else npx --yes -p "node@$1" -- node -p 'require("path").dirname(process.execPath)'
  fi
}

full_line=$(tr -d ' \nv' < .nvmrc)

# The other supported lines (package.json's engines), and the machine's own Node.js when it is
# older than all of them: npm start then says in one line which lines are supported. Their
# Node.js is fetched now, in the background, while the full pass runs (a fetch is mostly waiting
# on the network: about a minute a line on a fresh machine, decision 092).
mapfile -t smoke_lines < <(node --input-type=module -e '
  import { enginesNode, supportedLines } from "./scripts/node-lines.mjs";
  const lines = supportedLines(enginesNode()).map((line) => line.major);
  const [full, machine] = process.argv.slice(1).map(Number);
  for (const major of lines) if (major !== full) console.log(major);
  if (machine < Math.min(...lines)) console.log(machine);
' "$full_line" "$machine_major")
smoke_work=$(mktemp -d)
# Whatever still runs in the background when a step fails is stopped with the run.
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$results" "$smoke_work"' EXIT
for line in "${smoke_lines[@]}"; do
  node_bin "$line" >"$smoke_work/$line.bin" 2>"$smoke_work/$line.fetch" &
  echo $! >"$smoke_work/$line.fetching"
done

PATH="$(node_bin "$full_line"):$PATH"
export PATH
printf '\n\033[1m== Full pass on Node.js %s (.nvmrc)\033[0m\n' "$(node --version)"

# The type check beside ESLint and Prettier (decision 092): each uses one core, and tsc (47 CPU-s)
# takes about as long as the other two together (31 + 23).
step "Lint, formatting and type check (tsc beside ESLint and Prettier)"
npx tsc --noEmit -p tsconfig.json >"$smoke_work/tsc.log" 2>&1 &
tsc_pid=$!
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn
# Exports no file imports, files nothing reaches, dependencies nothing uses (knip.json).
npx knip --no-progress
if ! wait "$tsc_pid"; then
  cat "$smoke_work/tsc.log"
  echo "Type check failed" >&2
  exit 1
fi

step "Unit, component and integration tests (embedded PGlite)"
vitest pglite --project unit --project server --project web

step "Integration tests that depend on the database (PostgreSQL)"
pg_url=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end(),()=>process.exit(1))" "$pg_url" 2>/dev/null; then
  # vitest.config.ts picks the files: its database folders and `// @module-tag postgres`.
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

# The smoke passes run beside the benchmarks' short round (decision 092): both spend most of
# their time starting servers and in timed waits, not on the cores; each pass has its own data
# directory and port. Their lines are printed after the round, one pass after another.
smoke_pids=()
for line in "${smoke_lines[@]}"; do
  if ! wait "$(cat "$smoke_work/$line.fetching")"; then
    cat "$smoke_work/$line.fetch" >&2
    echo "Could not fetch Node.js $line for its smoke pass" >&2
    exit 1
  fi
  PATH="$(cat "$smoke_work/$line.bin"):$PATH" node scripts/smoke.mjs >"$smoke_work/$line.log" 2>&1 &
  smoke_pids+=($!)
done

step "Benchmarks, one short round (embedded database; figures printed, no target asserted)${smoke_lines[*]:+, beside the smoke passes on Node.js ${smoke_lines[*]}}"
npm run -s bench -- --smoke

if ((${#smoke_lines[@]} > 0)); then
  step "Smoke passes on Node.js ${smoke_lines[*]} (the rest of their time)"
  smoke_failed=0
  for index in "${!smoke_lines[@]}"; do
    line=${smoke_lines[$index]}
    if wait "${smoke_pids[$index]}"; then
      smoke_passed=$((smoke_passed + 1)) outcome=passed
    else
      smoke_failed=$((smoke_failed + 1)) outcome=FAILED
    fi
    printf '\n-- Smoke pass on Node.js %s: %s\n' "$line" "$outcome"
    cat "$smoke_work/$line.log"
  done
  if ((smoke_failed > 0)); then
    echo "$smoke_failed smoke pass(es) failed" >&2
    exit 1
  fi
fi

finish_step

printf '\n\033[1m== Time per step (minutes:seconds)\033[0m\n'
printf '%s\n' "${timings[@]}"

node -e '
const fs = require("fs"); const path = require("path");
let passed = Number(process.argv[2]), failed = 0;
for (const file of fs.readdirSync(process.argv[1])) {
  const report = JSON.parse(fs.readFileSync(path.join(process.argv[1], file), "utf8"));
  passed += report.numPassedTests; failed += report.numFailedTests;
}
console.log(`\n${passed} passed, ${failed} failed`);
' "$results" "$smoke_passed"
