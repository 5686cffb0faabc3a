#!/usr/bin/env bash
# `npm run test:changed [BASE]`: the developer's loop (decision 083). Checks what differs from
# BASE (default HEAD: the uncommitted change; `main` for a whole branch), untracked files too:
# ESLint and Prettier on the changed files, the type check, the unit, server and web test files
# in the folders of the changed files, and the changed end-to-end files.
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

# The test files beside each changed file (its folder and below: a feature keeps its tests
# there), and the changed test files. Not Vitest's --changed: every server module reaches the
# GraphQL schema each server test builds, so it picked nearly the whole suite for any change.
mapfile -t filters < <(
  printf '%s\n' "${changed[@]}" | grep -E '^(src|scripts|bench|tests/drills)/' |
    while read -r file; do
      if [[ $file == *.test.ts || $file == *.test.tsx ]]; then echo "$file"; else echo "$(dirname "$file")/"; fi
    done | sort -u
)
if [[ ${#filters[@]} -gt 0 ]]; then
  npx vitest run --passWithNoTests --project unit --project server --project web "${filters[@]}"
fi
mapfile -t journeys < <(printf '%s\n' "${changed[@]}" | grep -E '^e2e/.*\.test\.ts$' || true)
if [[ ${#journeys[@]} -gt 0 ]]; then
  npx vitest run --project e2e "${journeys[@]}"
fi
