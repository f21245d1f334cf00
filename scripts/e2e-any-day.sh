#!/usr/bin/env bash
# The guard of the suite's clock (ADR 039): the journeys whose today's neighbours matter run again on a
# Monday, so that an assumption about the weekday fails on any day the suite runs, not only on weekends
# (e2e/README.md, "The guard").
#
#   - The suite's today (E2E_TODAY) is a Monday, not the usual Wednesday: the school day before it is a
#     Friday and the day before it a Sunday.
#   - The machine's clock says Saturday (libfaketime, Debian's `faketime`): a journey, a server or a page
#     that reads the machine's date instead of the suite's clock reads a day that is not a school day.
#
#   scripts/e2e-any-day.sh [playwright options]     (npm run test:e2e:any-day; npm test runs it)
set -euo pipefail
cd "$(dirname "$0")/.."

# The journeys whose today's neighbours matter: the school day before a Monday is a Friday and the day before
# it a Sunday ("yesterday", the week so far, the previous school day, a request for the next days). Every
# journey already runs with the machine's clock on a Saturday in npm test's first run (machine-saturday.sh).
SPECS=(
  e2e/suite-clock.spec.ts
  e2e/non-school-day.spec.ts
  e2e/record-attendance.spec.ts
  e2e/roll-call.spec.ts
  e2e/server-rendered-pages.spec.ts
  e2e/qr-check-in.spec.ts
  e2e/absence-requests.spec.ts
  e2e/family-journey.spec.ts
  e2e/dashboard-filters.spec.ts
  e2e/reports.spec.ts
)

export E2E_TODAY="${ANY_DAY_TODAY:-2026-11-23}"
export E2E_REPORT="${ANY_DAY_REPORT:-playwright-any-day}"
# A school of its own, made on the Monday: never the first run's database.
export E2E_DATABASE_FILE=".tmp/e2e-any-day-${E2E_REPORT}-$(date +%s%N).db"
# A port of its own, should the first run's servers still be closing.
export E2E_PORT="${ANY_DAY_PORT:-3200}"
# The web app as npm test's first run built it (E2E_BUILT=1), or built here.
if [ -z "${E2E_BUILT:-}" ] || [ ! -f dist/web/index.html ]; then npm run build; fi
export E2E_BUILT=1

echo "== journeys whose today's neighbours matter, on school day $E2E_TODAY (a Monday)"
exec bash scripts/machine-saturday.sh npx playwright test "${SPECS[@]}" "$@"
