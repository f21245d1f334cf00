#!/usr/bin/env bash
# sqlmap and wapiti against a running Rollcall, signed in as a headmaster (docs/security.md, "Scanners").
# Starts nothing: point it at a server on a scratch database, because it WRITES attendance records
# (PUT /api/attendance/records and /roll carry sqlmap's payloads in their notes).
#
#   BASE_URL=http://127.0.0.1:3410 DBMS=sqlite     scripts/security-scan.sh
#   BASE_URL=http://127.0.0.1:3411 DBMS=postgresql scripts/security-scan.sh
#
# Optional: EMAIL, PASSWORD (default: the demo headmaster), LEVEL/RISK (sqlmap, default 3/2; risk 3 would
# add OR payloads, which on an UPDATE touch every row), DAY (a day with records, default yesterday), OUT.
# Exits 1 when a tool reports anything or the session was lost during a run.
set -euo pipefail
: "${BASE_URL:?BASE_URL=http://host:port}"
DBMS=${DBMS:-sqlite}
EMAIL=${EMAIL:-eka.kowalski@rollcall-demo.school}
PASSWORD=${PASSWORD:-rollcall-demo}
LEVEL=${LEVEL:-3}
RISK=${RISK:-2}
DAY=${DAY:-$(date -d yesterday +%F)}
FROM=$(date -d "$DAY -27 days" +%F)
OUT=${OUT:-$(mktemp -d /tmp/rollcall-scan.XXXXXX)}
mkdir -p "$OUT"

# Sign in as a browser would (same-origin Origin header), keep the session cookie.
login=$(jq -nc --arg e "$EMAIL" --arg p "$PASSWORD" '{kind: "staff", identifier: $e, password: $p}')
COOKIE=$(curl -fsS -D - -o /dev/null -H 'Content-Type: application/json' -H "Origin: $BASE_URL" \
  --data "$login" "$BASE_URL/api/auth/login" | sed -n 's/^set-cookie: *\(rollcall_session=[^;]*\).*/\1/ip')
[ -n "$COOKIE" ] || { echo "sign-in failed" >&2; exit 2; }
api() { curl -fsS -H "Cookie: $COOKIE" "$BASE_URL$1"; }
signed_in() { [ "$(curl -s -o /dev/null -w '%{http_code}' -H "Cookie: $COOKIE" "$BASE_URL/api/auth/me")" = 200 ]; }

# Real ids, so that every parameter's original value is valid and the answer has rows to compare.
read -r STUDENT CLASS DEPT < <(api '/api/students?pageSize=1' | jq -r '.students[0] | "\(.id) \(.class.id) \(.department.id)"')
TODAY=$(api '/api/attendance/day?pageSize=10' | jq -r .today)
echo "$(sqlmap --version 2>/dev/null | head -1 | sed 's/^/sqlmap /'), $(wapiti --version 2>&1 | grep -m1 -o 'Wapiti-[0-9.]*')"
echo "$BASE_URL ($DBMS) as $EMAIL; student $STUDENT, class $CLASS, department $DEPT; $FROM..$DAY, writes on $TODAY; logs in $OUT"

status=0
# A * marks where sqlmap injects when it is not a query parameter: an id in the path, the values of a JSON body.
GETS=(
  "/api/attendance/day?date=$DAY&q=a&classId=$CLASS&status=present&page=1&pageSize=25"
  "/dashboard?date=$DAY&q=a&classId=$CLASS&status=present&page=1"
  "/api/attendance/history?studentId=$STUDENT&date=$DAY"
  "/api/attendance/roll?classId=$CLASS&date=$DAY"
  "/api/students?q=a&classId=$CLASS&departmentId=$DEPT&page=1&pageSize=24"
  "/api/students/export?format=csv&q=a&classId=$CLASS&departmentId=$DEPT"
  "/api/reports/day?date=$DAY"
  "/api/reports/day/export?format=csv&date=$DAY"
  "/api/reports/range?from=$FROM&to=$DAY&scope=class&classId=$CLASS&sort=rate&page=1&pageSize=50"
  "/api/reports/range?from=$FROM&to=$DAY&scope=department&departmentId=$DEPT&sort=name&page=1&pageSize=50"
  "/api/reports/range/export?format=csv&from=$FROM&to=$DAY&scope=school&sort=name"
  "/api/reports/students/$STUDENT*/history?from=$FROM&to=$DAY"
  "/api/reports/students/$STUDENT/history/export?format=csv&from=$FROM&to=$DAY"
  "/api/reports/warnings/export?format=csv&list=low-rate"
)
PUTS=(
  "/api/attendance/records {\"studentId\":\"$STUDENT*\",\"date\":\"$TODAY*\",\"status\":\"present*\",\"note\":\"scan*\"}"
  "/api/attendance/roll {\"classId\":\"$CLASS*\",\"date\":\"$TODAY*\",\"entries\":[{\"studentId\":\"$STUDENT*\",\"status\":\"late*\",\"note\":\"roll*\"}]}"
)

# sqlmap: every query parameter (and the * points), plus User-Agent and Referer at level 3; not the session cookie.
sqlmap_one() { # name, then sqlmap's target options
  local name=$1 log="$OUT/sqlmap-$(echo "$1" | tr -c 'a-zA-Z0-9' '_' | cut -c1-80).log" points verdict; shift
  sqlmap "$@" --cookie "$COOKIE" --skip rollcall_session --drop-set-cookie -H "Origin: $BASE_URL" \
    --batch --level "$LEVEL" --risk "$RISK" --dbms "$DBMS" --flush-session --output-dir "$OUT/sqlmap" >"$log" 2>&1 || true
  points=$(grep -c 'testing for SQL injection on' "$log" || true)
  if grep -q 'identified the following injection point' "$log"; then verdict="INJECTABLE (see $log)"; status=1
  elif grep -q 'all tested parameters do not appear to be injectable' "$log"; then verdict="all tested parameters do not appear to be injectable"
  else verdict="no verdict: $(grep -m1 -E 'CRITICAL|ERROR' "$log" || echo "see $log")"; status=1; fi
  printf 'sqlmap %s: %s\n    %s points tested: %s\n' "$DBMS" "$name" "$points" "$verdict"
}
for path in "${GETS[@]}"; do sqlmap_one "GET $path" -u "$BASE_URL$path"; done
for put in "${PUTS[@]}"; do
  sqlmap_one "PUT ${put%% *}" -u "$BASE_URL${put%% *}" --method PUT -H 'Content-Type: application/json' --data "${put#* }"
done
signed_in || { echo "sqlmap: the session was lost during the run; its verdicts prove nothing" >&2; status=1; }

# wapiti: crawls the app from / (a SPA: few links), so the API addresses are seeded with -s.
# Never /api/auth/logout (it would end the session) nor the live event streams (they never end).
# Debian's wapiti 3.0.4 crashes on any -x under Python 3.11 (wapiti-scanner/wapiti#596: its exclusion
# pattern puts the (?ms) flags last), so it runs here with that one function mended.
wapiti() {
  "$(head -1 "$(type -P wapiti)" | cut -c3-)" -c 'import re, sys
import wapitiCore.net.crawler as crawler
crawler.wildcard_translate = lambda p: re.compile("(?ms)" + ".*".join(map(re.escape, p.split("*"))) + r"\Z")
from wapitiCore.main.wapiti import wapiti_main
sys.argv[0] = "wapiti"
sys.exit(wapiti_main())' "$@"
}
seeds=(); for path in "${GETS[@]}" "/api/reports/warnings"; do seeds+=(-s "$BASE_URL${path//\*/}"); done
wapiti -u "$BASE_URL/" --scope folder "${seeds[@]}" -H "Cookie: $COOKIE" \
  -x "$BASE_URL/api/auth/logout*" -x "$BASE_URL/api/attendance/events*" -x "$BASE_URL/api/student/events*" \
  -m sql,blindsql,xss,permanentxss,exec,file,crlf,redirect --flush-session --store-session "$OUT/wapiti-session" \
  -f json -o "$OUT/wapiti.json" --no-bugreport -v 2 >"$OUT/wapiti.log" 2>&1 || true
if [ ! -s "$OUT/wapiti.json" ]; then echo "wapiti: no report, see $OUT/wapiti.log"; status=1
else
  found=$(jq -r '[.vulnerabilities, .anomalies] | add | to_entries[] | select(.value | length > 0) | "\(.key): \(.value | length)"' "$OUT/wapiti.json")
  echo "wapiti $DBMS: $(grep -o 'found [0-9]* URLs and forms' "$OUT/wapiti.log"), $(grep -c '^\[¨\] ' "$OUT/wapiti.log") attack requests; ${found:-no vulnerability, no anomaly}"
  [ -z "$found" ] || { status=1; jq -c '[.vulnerabilities, .anomalies] | add | to_entries[] | .value[] | {path, info, http_request}' "$OUT/wapiti.json"; }
fi
signed_in || { echo "wapiti: the session was lost during the run; its verdict proves nothing" >&2; status=1; }
exit $status
