#!/usr/bin/env bash
# `npm run test:changed [BASE]`: the developer's loop (decision 083). Checks what differs from
# BASE (default HEAD: the uncommitted change; `main` for a whole branch), untracked files too:
# ESLint and Prettier on the changed files, the type check, and the unit, server and web test
# files that import a changed file (Vitest's --changed), with the changed end-to-end files.
# Whole suites are `npm run test:unit`, `test:pg`, `test:e2e`; everything is `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-HEAD}
export NPM_CONFIG_UPDATE_NOTIFIER=false

mapfile -t changed < <(
  { git diff --name-only --diff-filter=d "$base"; git ls-files --others --exclude-standard; } | sort -u
)
if [[ ${#changed[@]} -eq 0 ]]; then
  echo "Nothing differs from $base."
  exit 0
fi
echo "${#changed[@]} file(s) differ from $base."

mapfile -t lintable < <(printf '%s\n' "${changed[@]}" | grep -E '\.(ts|tsx|js|mjs|cjs)$' || true)
if [[ ${#lintable[@]} -gt 0 ]]; then
  npx eslint --max-warnings 0 --no-warn-ignored "${lintable[@]}"
fi
npx prettier --check --ignore-unknown --log-level warn "${changed[@]}"
npx tsc --noEmit -p tsconfig.json

npx vitest run --changed "$base" --passWithNoTests --project unit --project server --project web
mapfile -t journeys < <(printf '%s\n' "${changed[@]}" | grep -E '^e2e/.*\.test\.ts$' || true)
if [[ ${#journeys[@]} -gt 0 ]]; then
  npx vitest run --project e2e "${journeys[@]}"
fi
