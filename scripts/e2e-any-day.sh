#!/usr/bin/env bash
# Issue 41's guard: the journeys that touch "today" run again on another day, so that an assumption
# about the weekday fails on any day the suite runs, not only on weekends (e2e/README.md, "The suite's clock").
#
#   - The suite's today (E2E_TODAY) is a Monday, not the usual Wednesday: the school day before it is a
#     Friday and the day before it a Sunday.
#   - The machine's clock says Saturday (libfaketime, Debian's `faketime`): a journey, a server or a page
#     that reads the machine's date instead of the suite's clock reads a day that is not a school day.
#
#   scripts/e2e-any-day.sh [playwright options]     (npm run test:e2e:any-day; npm test runs it)
set -euo pipefail
cd "$(dirname "$0")/.."

# Every journey that records, scans, takes roll or asks for an absence on the school's today, or shows it.
SPECS=(
  e2e/suite-clock.spec.ts
  e2e/non-school-day.spec.ts
  e2e/record-attendance.spec.ts
  e2e/roll-call.spec.ts
  e2e/server-rendered-pages.spec.ts
  e2e/qr-check-in.spec.ts
  e2e/qr-refusals.spec.ts
  e2e/departure-scans.spec.ts
  e2e/absence-requests.spec.ts
  e2e/family-journey.spec.ts
  e2e/dashboard-filters.spec.ts
  e2e/reports.spec.ts
  e2e/server-rendered-dashboard.spec.ts
  e2e/attendance-mobile.spec.ts
  e2e/overwrite-record.spec.ts
  e2e/live-updates.spec.ts
  e2e/notices.spec.ts
  e2e/offline-scanning.spec.ts
  e2e/gate-mode.spec.ts
  e2e/day-one-gate.spec.ts
)

export E2E_TODAY="${ANY_DAY_TODAY:-2026-11-23}"
export E2E_REPORT=playwright-any-day
# A port of its own, should the first run's servers still be closing.
export E2E_PORT="${ANY_DAY_PORT:-3200}"
# The web app as npm test's first run built it (E2E_BUILT=1), or built here.
if [ -z "${E2E_BUILT:-}" ] || [ ! -f dist/web/index.html ]; then npm run build; fi
export E2E_BUILT=1

# Days back to the latest Saturday (none on a Saturday). Every clock of every process moves by the same amount
# (FAKETIME_DONT_FAKE_MONOTONIC would leave Chromium's pages stuck at "Loading…": its clocks disagree).
back=$(( ($(date -u +%u) + 1) % 7 ))
if command -v faketime >/dev/null 2>&1; then
  echo "== journeys that touch today, on school day $E2E_TODAY (a Monday), the machine's clock moved back ${back} days to $(date -u -d "-${back} days" +%A)"
  exec faketime -f "-${back}d" npx playwright test "${SPECS[@]}" "$@"
fi
echo "== journeys that touch today, on school day $E2E_TODAY (a Monday); faketime is not installed (apt-get install faketime), so the machine's clock is its own"
exec npx playwright test "${SPECS[@]}" "$@"
