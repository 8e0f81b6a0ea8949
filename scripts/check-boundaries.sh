#!/usr/bin/env bash
# Shows that `npm run lint` guards the import boundaries (issue 8, item 2; biome.json `overrides`):
# for each case a file with one wrong import is written, Biome must refuse it, and the file goes.
# Then the tree as it is must pass. Run from the repository root: `npm run lint:boundaries`.
set -euo pipefail
cd "$(dirname "$0")/.."

# case name | file to write | its one wrong import
cases=(
  "server core imports a module|apps/server/src/core/boundary-case.ts|import { adminKeys } from '../modules/users/users.schema.ts';"
  "web feature imports another feature|apps/web/src/features/brokers/boundary-case.ts|import { adminKeys } from '../admins/api/admin-calls.ts';"
  "web feature (nested file) imports another feature|apps/web/src/features/brokers/api/boundary-case.ts|import { adminKeys } from '../../admins/api/admin-calls.ts';"
  "web ui/ imports a feature|apps/web/src/ui/boundary-case.ts|import { adminKeys } from '../features/admins/api/admin-calls.ts';"
)

failed=0
for entry in "${cases[@]}"; do
  IFS='|' read -r name file line <<<"$entry"
  printf '%s\nexport const boundaryCase = adminKeys;\n' "$line" >"$file"
  # Refused by the boundary rule itself, not by some other rule.
  output=$(npx biome lint "$file" 2>&1 || true)
  if [[ "$output" == *lint/style/noRestrictedImports* ]]; then
    echo "refused, as it should be: $name"
  else
    echo "NOT REFUSED: $name ($file)"
    failed=1
  fi
  rm -f "$file"
done

if npx biome lint . >/dev/null 2>&1; then
  echo "the tree as it is passes"
else
  echo "the tree as it is breaks a lint rule (run npm run lint)"
  failed=1
fi
exit "$failed"
