#!/usr/bin/env bash
# Shows that `npm run lint` guards the import boundaries (biome.json `overrides`): for each case a
# file with one wrong import is written, Biome must refuse it. The cases are written into a scratch
# copy of the layout under a temporary folder, with the repository's biome.json, never into `src/`
# (a run stopped half-way, or a watcher running beside it, must not meet a stray file there).
# Then the tree as it is must pass, and no retired variant of a "one way to do it" may come back.
# Run from anywhere: `npm run lint:boundaries`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
biome="$root/node_modules/.bin/biome"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# The scratch folder is no git checkout: the same configuration, without the VCS ignore file.
node -e '
  const fs = require("node:fs");
  const config = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
  config.vcs = { ...config.vcs, enabled: false };
  fs.writeFileSync(process.argv[2], JSON.stringify(config));
' "$root/biome.json" "$scratch/biome.json"

# case name | file to write (as if in the repository) | its one wrong import
cases=(
  "server core imports a module|apps/server/src/core/boundary-case.ts|import { adminKeys } from '../modules/users/users.schema.ts';"
  "web feature imports another feature|apps/web/src/features/brokers/boundary-case.ts|import { adminKeys } from '../admins/api/admin-calls.ts';"
  "web feature (nested file) imports another feature|apps/web/src/features/brokers/api/boundary-case.ts|import { adminKeys } from '../../admins/api/admin-calls.ts';"
  "web ui/ imports a feature|apps/web/src/ui/boundary-case.ts|import { adminKeys } from '../features/admins/api/admin-calls.ts';"
  "web feature imports app/|apps/web/src/features/auth/boundary-case.ts|import { adminKeys } from '../../app/signed-in-routes.tsx';"
  "web feature (nested file) imports app/|apps/web/src/features/auth/api/boundary-case.ts|import { adminKeys } from '../../../app/router.tsx';"
  "web i18n/ imports a feature|apps/web/src/i18n/boundary-case.ts|import type { adminKeys } from '../features/home/home-cards.ts';"
  "web i18n/ imports app/|apps/web/src/i18n/boundary-case.ts|import { adminKeys } from '../app/signed-in-routes.tsx';"
  "web i18n/ imports ui/|apps/web/src/i18n/boundary-case.ts|import { adminKeys } from '../ui/count.ts';"
)

failed=0
for entry in "${cases[@]}"; do
  IFS='|' read -r name file line <<<"$entry"
  mkdir -p "$scratch/$(dirname "$file")"
  printf '%s\nexport const boundaryCase = adminKeys;\n' "$line" >"$scratch/$file"
  # Refused by the boundary rule itself, not by some other rule.
  output=$(cd "$scratch" && "$biome" lint "$file" 2>&1 || true)
  if [[ "$output" == *lint/style/noRestrictedImports* ]]; then
    echo "refused, as it should be: $name"
  else
    echo "NOT REFUSED: $name ($file)"
    failed=1
  fi
done

# The contract's modules import one way, types too: two files importing each other (the tab's type
# once went from requests.ts to queue-lists.ts and its configs back) leave no order to read them in.
cycle_dir="$scratch/packages/contract/src"
mkdir -p "$cycle_dir"
printf "import type { Tab } from './cycle-case-b.ts';\nexport const tabs: Tab[] = [];\n" >"$cycle_dir/cycle-case-a.ts"
printf "import { tabs } from './cycle-case-a.ts';\nexport type Tab = { page: string };\nexport const first = tabs[0];\n" \
  >"$cycle_dir/cycle-case-b.ts"
output=$(cd "$scratch" && "$biome" lint packages/contract/src/cycle-case-a.ts 2>&1 || true)
if [[ "$output" == *lint/suspicious/noImportCycles* ]]; then
  echo "refused, as it should be: two contract modules importing each other (one by a type)"
else
  echo "NOT REFUSED: two contract modules importing each other (one by a type)"
  failed=1
fi
rm -r "$scratch/packages"

if "$biome" lint . >/dev/null 2>&1; then
  echo "the tree as it is passes"
else
  echo "the tree as it is breaks a lint rule (run npm run lint)"
  failed=1
fi

# Server modules import one way: a module may call another's service (or point at its table), so
# two modules importing each other, even through a third, would leave no order to read them in.
if cycle=$(node -e '
  const fs = require("node:fs");
  const path = require("node:path");
  const root = "apps/server/src/modules";
  const edges = new Map();
  for (const area of fs.readdirSync(root)) {
    const uses = new Set();
    for (const file of fs.readdirSync(path.join(root, area))) {
      if (!/\.tsx?$/.test(file)) continue;
      const text = fs.readFileSync(path.join(root, area, file), "utf8");
      for (const [, other] of text.matchAll(/from "\.\.\/([a-z-]+)\//g)) uses.add(other);
      for (const [, other] of text.matchAll(/from \x27\.\.\/([a-z-]+)\//g)) uses.add(other);
    }
    uses.delete(area);
    edges.set(area, [...uses]);
  }
  const done = new Set();
  const walk = (area, trail) => {
    if (trail.includes(area)) return [...trail.slice(trail.indexOf(area)), area];
    if (done.has(area)) return undefined;
    for (const other of edges.get(area) ?? []) {
      const found = walk(other, [...trail, area]);
      if (found) return found;
    }
    done.add(area);
    return undefined;
  };
  for (const area of edges.keys()) {
    const found = walk(area, []);
    if (found) {
      console.log(found.join(" -> "));
      process.exit(1);
    }
  }
'); then
  echo "no two server modules import each other"
else
  echo "SERVER MODULES IMPORT EACH OTHER: $cycle"
  failed=1
fi

# Retired variants: none may come back. `retired NAME PATTERN [ALLOWED]`: no source file (tests
# aside: they may name what they check) matches the grep -E PATTERN, but ALLOWED, the one way kept.
retired() {
  local name=$1 pattern=$2 allowed=${3:-} found status=0
  found=$(grep -rlE --include='*.ts' --include='*.tsx' --exclude='*.test.ts' --exclude='*.test.tsx' \
    "$pattern" apps/web/src apps/server/src packages/contract/src) || status=$?
  if ((status > 1)); then
    echo "the grep for \"$name\" failed"
    failed=1
    return
  fi
  found=$(grep -vxF -e "$allowed" <<<"$found" || true)
  if [[ -n "$found" ]]; then
    echo "RETIRED VARIANT BACK: $name, in:"
    echo "$found"
    failed=1
  else
    echo "not back: $name"
  fi
}
retired "a request queue re-derived from its row under other names (QueueConfig, requestQueueConfigs)" \
  'QueueConfig|requestQueueConfigs|franchiseLists|doneLists'
retired "a request queue's tabs picked by its moves' identity, not read off its row" 'moves === franchiseMoves'
retired "a second PhoneLinks component" 'function PhoneLinks' apps/web/src/ui/phone-links.tsx
# A queue item says whose it is by its owner column (ownerIs, docs/decisions/400), not by looking up its member.
retired "a queue item's member looked up for its owner (ownedBy on forms, deals, CIL, requests; ownedByLookup)" \
  'ownedByLookup|ownedBy\([^)]*(\.userId|requests\.memberId)\)'
retired "a call or WhatsApp link built by hand, not by PhoneLinks" 'tel:|wa\.me/' apps/web/src/ui/phone-links.tsx
retired "a second WhatsApp number helper (whatsAppLink)" 'whatsAppLink'
retired "a mutation hook that toasts its own failure (the query client does, once)" \
  'onError: *\(?[a-z]*\)? *=> *showErrorToast'
retired "a content path builder (content paths are templates, filled by fillPath)" 'contentPaths\.[A-Za-z.]+\('
retired "a content type's own create/delete/route code (each is a row of defineContentType)" \
  'createAudited|deleteAudited|register(Team|Marketing|Training|Quiz)Routes'
# A content type's console route, screen and home card are drawn from its rows (content-types.ts,
# content-views.tsx): none is written per type again.
retired "a content type's own route or screen component (each is ContentRoute and ContentTypeScreen)" \
  '(HelpTeam|Quizzes|FranchiseTraining|Training|Guidelines|Sliders|Discount|Audience)(Route|Screen)\b|withPage\('
retired "a content route or home card's link written by hand, not read from the type's row (content-types.ts)" \
  "[\"'\`]/(help-team|quizzes|training|franchise-training|guideline|slider)(/|[\"'\`])|\\}-discount|path=\"(help-team|quizzes|training|franchise-training|guideline|slider)/" \
  packages/contract/src/content-types.ts
retired "a second key-to-URL helper (mediaUrl: a stored key's URL is urlOfKey, core/storage.ts)" 'mediaUrl'
retired "a list paged by hand (findPage, countRows, .offset(): every list is a defineList, core/lists.ts)" \
  'findPage|countRows|\.offset\(' apps/server/src/core/lists.ts

# An API path with parameters is a `:param` template of the contract: the server registers it as it
# is, the console fills it with fillPath (packages/contract/src/paths.ts), each value encoded. The
# content paths move with the content kit.
built_paths=$(grep -rlE --include='*.ts' --include='*.tsx' --exclude='*.test.ts' --exclude='*.test.tsx' \
  '\) *=> *`/api/' apps/web/src apps/server/src packages/contract/src |
  grep -vxF -e packages/contract/src/content-paths.ts || true)
if [[ -n "$built_paths" ]]; then
  echo "RETIRED VARIANT BACK: an API path built by a function, not a :param template filled by fillPath, in:"
  echo "$built_paths"
  failed=1
else
  echo "not back: an API path built by a function, not a :param template filled by fillPath"
fi

# A call's success is toasted by the query client, in the words of its mutation's `meta.successToast`
# (app/query-client.ts). Toasted by hand only where no one call succeeds: a project saved by several
# uploads (units), and a copy to the clipboard, which is no call (home's guest link).
own_toasts=$(grep -rlE --include='*.ts' --include='*.tsx' --exclude='*.test.ts' --exclude='*.test.tsx' \
  'showSuccessToast\(' apps/web/src | grep -vxF \
  -e apps/web/src/ui/toasts.tsx -e apps/web/src/app/query-client.ts \
  -e apps/web/src/features/units/units-screen.tsx -e apps/web/src/features/units/unit-edit.tsx \
  -e apps/web/src/features/units/guest-screen.tsx -e apps/web/src/features/home/guest-links.tsx || true)
if [[ -n "$own_toasts" ]]; then
  echo "RETIRED VARIANT BACK: a success toast shown by its caller, not by meta.successToast, in:"
  echo "$own_toasts"
  failed=1
else
  echo "not back: a success toast shown by its caller, not by meta.successToast"
fi

# Every number field of a form is a FormNumber (or FormMoney), bound to the form the same way.
own_numbers=$(grep -rlE --include='*.tsx' --exclude='*.test.tsx' '<NumberInput' apps/web/src |
  grep -vxF -e apps/web/src/ui/form-fields.tsx || true)
if [[ -n "$own_numbers" ]]; then
  echo "RETIRED VARIANT BACK: a form's number field not built by FormNumber, in:"
  echo "$own_numbers"
  failed=1
else
  echo "not back: a form's number field not built by FormNumber"
fi

# A feature's calls, keys and hooks are one file, named after the area: features/<area>/api/<area>-calls.ts.
other_api_files=$(find apps/web/src/features -path '*/api/*' -name '*.ts*' ! -name '*-calls.ts' ! -name '*.test.ts*')
if [[ -n "$other_api_files" ]]; then
  echo "RETIRED VARIANT BACK: a web API file not named <area>-calls.ts, in:"
  echo "$other_api_files"
  failed=1
else
  echo "not back: a web API file not named <area>-calls.ts"
fi
retired "a storage key turned into its URL by hand, not by urlOfKey (core/storage.ts)" \
  'replace\(/\^(public|private)\\/|function privateUrl' apps/server/src/core/storage.ts
retired "a second copy-to-clipboard helper, not copyText (ui/clipboard.ts)" \
  'navigator\.clipboard\.writeText|copyToClipboard' apps/web/src/ui/clipboard.ts
retired "a home card's bell named by hand, not by its queue row (queue-kinds.ts)" "bell: '"
retired "a count's noun chosen by hand (\"1 users\"), not by countOf (ui/count.ts)" \
  "=== 1 \\? ['\"\`]" apps/web/src/ui/count.ts
retired "a form's, deal's or CIL's console link built by hand, not by submissionDetailLinkOf" \
  '`/(form|deals/id|cil)/\$\{'
# Every queue the console pages through (request queues, forms, deals, CIL) is served by ONE route
# factory (modules/queues/queue.routes.ts), listed at its row's one list path (queue-lists.ts) and
# drawn by ONE screen (web ui/queue-screen.tsx) whose list call is fetchQueuePage.
retired "a queue engine's own route factory (registerSubmissionQueue, registerQueueRoutes)" \
  'registerSubmissionQueue|registerQueueRoutes|SubmissionQueueCalls'
# A content type whose item is its fields lists them once, on its contract row (docs/decisions/385).
retired "a content type's schema written by hand beside its field list (contract content-fields.ts)" \
  '(teamMember|guideline|slider|discount|teamFields|guidelineFields|sliderFields|discountFields|guidelineUpdate)Schema = z\.'
retired "a content table's columns written by hand, not from its field list (contentColumns)" \
  "pgTable\\('(team_members|guidelines|sliders|discounts)', \\{|^\\s+'(team_members|guidelines|sliders|discounts)',\$"
retired "a queue's list path kept outside its row (queuePaths.list, a queue config's list)" \
  'queuePaths\.list|queues\[kind\]\.list'
# The service clocks' time-zone arithmetic (core/work-calendar.ts, decision 490) reads Cairo's wall
# time through Intl on the server; it shows no date. The reports' ranges (decision 510) read today's
# day in Cairo the same way, to name this month's days in the address; they show no date either.
retired "a date written by hand, not by the one formatter (i18n/dates.ts, decision 330)" \
  'toLocale(Date|Time)String\(|new Intl\.DateTimeFormat\(|getHours\(\)|getFullYear\(\)' \
  $'apps/web/src/i18n/dates.ts\napps/server/src/core/work-calendar.ts\napps/web/src/features/reports/report-range.ts'
retired "a second queue list screen (a queue screen or list of its own)" \
  'function (QueueScreen|RequestList)\b' apps/web/src/ui/queue-screen.tsx
queue_list_calls=$(grep -rlE --include='*.ts' --include='*.tsx' --exclude='*.test.ts' --exclude='*.test.tsx' \
  'pagePath\(' apps/web/src/features/requests apps/web/src/features/deals || true)
if [[ -n "$queue_list_calls" ]]; then
  echo "RETIRED VARIANT BACK: a queue's list call built by hand, not by fetchQueuePage, in:"
  echo "$queue_list_calls"
  failed=1
else
  echo "not back: a queue's list call built by hand, not by fetchQueuePage"
fi
# The sign-in page's first load carries no full zod and no toasts' code (docs/decisions/291): its
# schemas and the API client use zod/mini, and Mantine's notifications are reached through
# ui/toasts.tsx, which loads ui/toast-stack.tsx when a toast is first wanted.
sign_in_full_zod=$(grep -lE "from 'zod'" packages/contract/src/sign-in.ts packages/contract/src/two-factor.ts \
  packages/contract/src/errors.ts packages/contract/src/text-rules.ts apps/web/src/ui/api-client.ts \
  apps/web/src/features/auth/api/auth-calls.ts apps/web/src/features/auth/login-page.tsx || true)
notifications_direct=$(grep -rlE --include='*.ts' --include='*.tsx' --exclude='*.test.tsx' \
  "from '@mantine/notifications'" apps/web/src | grep -vxF -e apps/web/src/ui/toast-stack.tsx \
  -e apps/web/src/test/render.tsx || true)
if [[ -n "$sign_in_full_zod$notifications_direct" ]]; then
  echo "RETIRED VARIANT BACK: the full zod or the toasts' store on the sign-in page, in:"
  echo "$sign_in_full_zod$notifications_direct"
  failed=1
else
  echo "not back: the full zod or the toasts' store on the sign-in page"
fi
# Comments say why in the code's own terms: an issue's number points outside the repository (the
# spec is named by its document and section: "content-operations §7").
issue_refs=$(grep -rnE --include='*.ts' --include='*.tsx' '(//|\*|\(|'"'"').*\b[Ii]ssue [0-9]+' \
  apps/web/src apps/server/src apps/server/test apps/server/scripts packages/contract/src e2e || true)
if [[ -n "$issue_refs" ]]; then
  echo "RETIRED VARIANT BACK: an issue's number in a comment or test title:"
  echo "$issue_refs"
  failed=1
else
  echo "not back: an issue's number in a comment or test title"
fi
# A super admin's call is refused by the route guard, before validation (docs/decisions/311): a
# route's handler never checks the role itself (its config says `access: 'super'` or `superWhen`).
role_in_handler=$(grep -rnE --include='*.routes.ts' "isSuper\)? *throw new AppError\('FORBIDDEN'" apps/server/src || true)
if [[ -n "$role_in_handler" ]]; then
  echo "RETIRED VARIANT BACK: a route handler checking the super admin's role after validation:"
  echo "$role_in_handler"
  failed=1
else
  echo "not back: a route handler checking the super admin's role after validation"
fi

# The server's test files share their worker's modules (apps/server/vitest.config.ts): one that mocks a
# module or pushes a kind into a registry changes them for the files after it, and so is named
# *.isolated.test.ts, which runs with modules of its own (docs/decisions/574).
unisolated=$(grep -rlE --include='*.test.ts' --exclude='*.isolated.test.ts' \
  'vi\.(mock|doMock|unmock)\(|contentTypes\.(push|splice|unshift)\(' apps/server/src apps/server/test || true)
if [[ -n "$unisolated" ]]; then
  echo "A SERVER TEST CHANGES SHARED MODULES (vi.mock, a registry push) but is not named *.isolated.test.ts:"
  echo "$unisolated"
  failed=1
else
  echo "every server test that changes shared modules runs isolated"
fi

exit "$failed"
