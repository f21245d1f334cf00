#!/usr/bin/env bash
# npm test's journeys, in two lanes at once: each lane runs its share of the journey files (as even in time as
# e2e/lane-weights.json says: scripts/e2e-lane-files.mjs) against
# a demo server, database, mail server and ports of its own, with the machine's clock on a Saturday
# (machine-saturday.sh), then its half of the any-day rerun (e2e-any-day.sh: the school's today a Monday). A journey
# waits on its browser and server much of the time, so two lanes keep a 2-core machine busy where one left it idle
# (e2e/README.md, "Two lanes"). Exits non-zero when either lane failed; each lane's report is counted by CI's summary.
#
#   scripts/e2e-lanes.sh [lanes]     (npm run test:e2e:lanes; npm test runs it; E2E_LANES=1 runs one lane)
set -uo pipefail
cd "$(dirname "$0")/.."

lanes="${1:-${E2E_LANES:-2}}"
mkdir -p .tmp
# One web build for every lane and run (E2E_BUILT tells the configs it is fresh).
npm run build || exit 1
export E2E_BUILT=1

lane() {
  local i="$1" status=0 suffix=""
  [ "$i" -gt 1 ] && suffix="-lane$i"
  # Ports 3100, 3300, …: each lane's demo server, its mail server at +25/+26, its any-day server at +100.
  local port=$((${E2E_BASE_PORT:-3100} + (i - 1) * 200))
  # The lane's files, as even in time as e2e/lane-weights.json says (scripts/e2e-lane-files.mjs).
  local files
  mapfile -t files < <(node scripts/e2e-lane-files.mjs "$i" "$lanes")
  if [ "${#files[@]}" -gt 0 ]; then
    E2E_PORT="$port" E2E_REPORT="playwright${suffix}" E2E_DATABASE_FILE=".tmp/e2e-lane$i-$$.db" \
      bash scripts/machine-saturday.sh npx playwright test "${files[@]}" || status=1
  fi
  ANY_DAY_PORT="$((port + 100))" ANY_DAY_REPORT="playwright-any-day${suffix}" \
    bash scripts/e2e-any-day.sh --shard="$i/$lanes" || status=1
  return "$status"
}

pids=()
for i in $(seq 1 "$lanes"); do
  # Each line says its lane, so two lanes' output can be read apart.
  ( lane "$i" 2>&1 | sed -u "s/^/[lane $i] /" ; exit "${PIPESTATUS[0]}" ) &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
