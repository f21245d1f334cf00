#!/usr/bin/env bash
# Runs a command with the machine's clock moved back to the latest Saturday (Debian's libfaketime), every
# process it starts included: the journeys' runner, the servers and Chromium. The suite's own today is set
# apart (E2E_TODAY, CLOCK_OFFSET_MS: e2e/README.md, "The suite's clock"), so a journey, a server or a page
# that reads the machine's date instead reads a day that is not a school day, and fails on any day.
#
#   scripts/machine-saturday.sh <command> [args...]     (npm test runs the journeys this way)
set -euo pipefail

# Days back to the latest Saturday (none on a Saturday). Every clock of every process moves by the same amount
# (FAKETIME_DONT_FAKE_MONOTONIC would leave Chromium's pages stuck at "Loading…": its clocks disagree).
back=$(( ($(date -u +%u) + 1) % 7 ))
if command -v faketime >/dev/null 2>&1; then
  echo "== the machine's clock moved back ${back} days to $(date -u -d "-${back} days" +%A) for: $*"
  exec faketime -f "-${back}d" "$@"
fi
echo "== faketime is not installed (apt-get install faketime), so the machine's clock is its own for: $*"
exec "$@"
