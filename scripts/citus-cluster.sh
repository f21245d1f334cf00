#!/usr/bin/env bash
# A Citus cluster on this machine for the tests (docs/scaling.md, "On a real cluster"): a coordinator and
# CITUS_WORKERS workers (default 2), each a PostgreSQL 15 of its own under .tmp/citus/ (gitignored; in /tmp when
# the `postgres` user cannot reach the repository), on free
# ports, run by the `postgres` user (initdb and pg_ctl refuse root).
#
#   scripts/citus-cluster.sh up        builds Citus when missing, starts the nodes, makes the `rollcall`
#                                      database on each (citus extension in it, workers registered), and
#                                      writes .tmp/citus/env (CITUS_URL=…) for the test runner to source
#   scripts/citus-cluster.sh createdb NAME   one more database made the same way (a fresh one for a run)
#   scripts/citus-cluster.sh test [--ci] [vitest args]   vitest on a fresh database of the cluster (TEST_DATABASE_URL
#                                      and CITUS_URL point at it, TEST_ENGINES=postgres), dropped afterwards;
#                                      default: every test file that runs on PostgreSQL; --ci: CI's part (CI_PART).
#                                      Starts the cluster when it is not up, and then takes it down again.
#   scripts/citus-cluster.sh status    which nodes run, on which ports
#   scripts/citus-cluster.sh down      stops every node and removes .tmp/citus
#
# A shell script rather than TypeScript: all it does is start PostgreSQL programs as another user and wait
# for them, which the app's code never does; `up` twice starts only what is not running.
# Every database gets citus.shard_count = CITUS_SHARD_COUNT (default 4: two shards a worker keep a test's
# fresh schema of ~35 distributed tables quick to make; production uses many more, docs/scaling.md step 3).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
# From /, which every user may enter (the current folder may be root's own).
as_postgres() { if [[ $(id -un) == postgres ]]; then "$@"; else (cd / && runuser -u postgres -- "$@"); fi; }
# The nodes' folders must be reachable by the `postgres` user: under the repository when it can reach it, else
# (a clone in root's own home, mode 700) in a folder of the system's temporary one named after the repository.
root=$repo/.tmp/citus
if ! as_postgres test -x "$repo" 2>/dev/null; then
  root=${TMPDIR:-/tmp}/rollcall-citus-$(printf '%s' "$repo" | md5sum | cut -c1-12)
fi
env_file=$root/env
bin=/usr/lib/postgresql/15/bin
workers=${CITUS_WORKERS:-2}
shard_count=${CITUS_SHARD_COUNT:-4}

psql_on() { local port=$1 db=$2; shift 2; psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres -d "$db" "$@"; }
port_free() { ! ss -Hltn "sport = :$1" | grep -q .; }

free_ports() {
  local want=$1 port=9700 found=()
  while ((${#found[@]} < want)); do
    if port_free "$port"; then found+=("$port"); fi
    port=$((port + 1))
    ((port < 10700)) || { echo "citus: no free port in 9700-10699" >&2; exit 1; }
  done
  echo "${found[@]}"
}

build_citus() {
  local lib
  lib=$("$bin/pg_config" --pkglibdir 2>/dev/null || echo /usr/lib/postgresql/15/lib)
  [[ -f $lib/citus.so ]] && return
  echo "citus: not installed, building it (about 5 minutes; needs root for apt-get and make install)"
  # The vendored source: CITUS_VENDOR, or the workplace's shared folder beside the repository (a clone elsewhere,
  # as CI's, finds it at its absolute place).
  local vendor
  for vendor in "${CITUS_VENDOR:-}" "$repo/../shared/vendor/citus" /work/shared/vendor/citus; do
    [[ -n $vendor && -f $vendor/build.sh ]] && break
  done
  [[ -f $vendor/build.sh ]] || { echo "citus: no vendored source (set CITUS_VENDOR to the folder of build.sh)" >&2; exit 1; }
  nice -n 10 bash "$vendor/build.sh"
}

start_node() {
  local dir=$1 port=$2
  if as_postgres "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then return; fi
  as_postgres "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$dir" start >/dev/null
}

# A database on every node with the citus extension, the coordinator told its own address and the workers'.
create_database() {
  local name=$1 port
  # Made once: on a second `up` the workers already hold the coordinator's metadata and refuse such changes.
  for port in $WORKER_PORTS $COORDINATOR_PORT; do
    if [[ -z $(psql_on "$port" postgres -tAc "select 1 from pg_database where datname = '$name'") ]]; then
      psql_on "$port" postgres -c "create database $name"
      psql_on "$port" "$name" -c "create extension citus"
    fi
  done
  psql_on "$COORDINATOR_PORT" postgres -c "alter database $name set citus.shard_count = $shard_count"
  psql_on "$COORDINATOR_PORT" "$name" -c "select citus_set_coordinator_host('127.0.0.1', $COORDINATOR_PORT)" >/dev/null
  for port in $WORKER_PORTS; do
    psql_on "$COORDINATOR_PORT" "$name" -tAc "select citus_add_node('127.0.0.1', $port)
      where not exists (select 1 from pg_dist_node where nodeport = $port)" >/dev/null
  done
}

drop_database() {
  local name=$1 port
  for port in $COORDINATOR_PORT $WORKER_PORTS; do
    psql_on "$port" postgres -c "drop database if exists $name with (force)" >/dev/null
  done
}

load_env() { [[ -f $env_file ]] && source "$env_file"; }
node_running() { as_postgres "$bin/pg_ctl" -D "$root/node-$1" status >/dev/null 2>&1; }

# Every test file that runs on PostgreSQL: the ones that ask for TEST_DATABASE_URL's server, or the cluster.
postgres_test_files() {
  cd "$repo" && grep -rlE 'TEST_DATABASES|TEST_DATABASE_URL|CITUS_URL' src --include='*.test.ts' --include='*.test.tsx' | sort
}

# The part CI runs on every submission (docs/decisions/053-citus-in-ci.md): the schema's distribution, the scan
# and its offline sync, the roll call, the reports, the notices' outbox, the roster sync, two schools kept
# apart, and two app processes sharing one database.
CI_PART=(
  src/server/db/citus-cluster.test.ts
  src/server/modules/qr/qr.test.ts
  src/server/modules/qr/scan-paths.test.ts
  src/server/modules/qr/offline-sync.test.ts
  src/server/modules/attendance/roll-call.test.ts
  src/server/modules/attendance/roll-call-batch.test.ts
  src/server/modules/reports/reports-day-history.test.ts
  src/server/modules/reports/one-rate.test.ts
  src/server/modules/notices/notices-delivery.test.ts
  src/server/modules/notices/notices-instances.test.ts
  src/server/modules/roster/roster-sync.test.ts
  src/server/security/two-schools.test.ts
  src/server/security/school-a-asks-b.test.ts
  src/server/modules/attendance/live-across-processes.test.ts
)

up() {
  build_citus
  if ! load_env; then
    mkdir -p "$root"
    local ports
    read -r -a ports <<<"$(free_ports $((workers + 1)))"
    COORDINATOR_PORT=${ports[0]}
    WORKER_PORTS="${ports[*]:1}"
    chown postgres: "$root"
    local i=0 port
    for port in "${ports[@]}"; do
      local dir=$root/node-$i
      as_postgres "$bin/initdb" -D "$dir" -A trust -U postgres --no-sync >/dev/null
      cat >>"$dir/postgresql.conf" <<EOF
shared_preload_libraries = 'citus'
max_connections = 200
# Citus starts a maintenance worker for every database that has the extension (tests make many).
max_worker_processes = 64
fsync = off
synchronous_commit = off
full_page_writes = off
shared_buffers = 64MB
EOF
      i=$((i + 1))
    done
    cat >"$env_file" <<EOF
COORDINATOR_PORT=$COORDINATOR_PORT
WORKER_PORTS="$WORKER_PORTS"
CITUS_URL=postgres://postgres@127.0.0.1:$COORDINATOR_PORT/rollcall
EOF
  fi
  local i=0 port
  for port in $COORDINATOR_PORT $WORKER_PORTS; do start_node "$root/node-$i" "$port"; i=$((i + 1)); done
  create_database rollcall
  status
  echo "citus: source $env_file  (CITUS_URL=postgres://postgres@127.0.0.1:$COORDINATOR_PORT/rollcall)"
}

status() {
  if ! load_env; then echo "citus: no cluster (.tmp/citus/env missing)"; return 0; fi
  local i=0 port role state
  for port in $COORDINATOR_PORT $WORKER_PORTS; do
    role=worker; ((i == 0)) && role=coordinator
    state=stopped
    as_postgres "$bin/pg_ctl" -D "$root/node-$i" status >/dev/null 2>&1 && state=running
    echo "citus: $role node-$i on 127.0.0.1:$port $state"
    i=$((i + 1))
  done
  if as_postgres "$bin/pg_ctl" -D "$root/node-0" status >/dev/null 2>&1; then
    psql_on "$COORDINATOR_PORT" rollcall -tAc "select 'citus: rollcall database nodes: ' || string_agg(nodename || ':' || nodeport || ' (' || case when groupid = 0 then 'coordinator' else 'worker' end || ')', ', ' order by nodeport) from pg_dist_node" 2>/dev/null || true
  fi
}

down() {
  if load_env; then
    local i=0 port
    for port in $COORDINATOR_PORT $WORKER_PORTS; do
      if as_postgres "$bin/pg_ctl" -D "$root/node-$i" status >/dev/null 2>&1; then
        as_postgres "$bin/pg_ctl" -D "$root/node-$i" -m fast -w -t 60 stop >/dev/null
      fi
      i=$((i + 1))
    done
  fi
  rm -rf "$root"
  echo "citus: down ($root removed)"
}

case ${1:-} in
  up) up ;;
  down) down ;;
  status) status ;;
  createdb)
    [[ ${2:-} =~ ^[a-z_][a-z0-9_]*$ ]] || { echo "usage: $0 createdb NAME (lower case letters, digits, _)" >&2; exit 2; }
    load_env || { echo "citus: no cluster: run '$0 up' first" >&2; exit 1; }
    create_database "$2"
    echo "postgres://postgres@127.0.0.1:$COORDINATOR_PORT/$2"
    ;;
  test)
    shift
    ci=0
    if [[ ${1:-} == --ci ]]; then ci=1; shift; fi
    # A cluster already up (a developer's `up`) stays up; one started here is taken down again, leaving nothing.
    started=0 name=
    finish() { if ((started)); then down; elif [[ -n $name ]]; then drop_database "$name"; fi; }
    trap finish EXIT
    if ! { load_env && node_running 0; }; then started=1; up; load_env; fi
    name=t_$(od -An -N5 -tx1 /dev/urandom | tr -d ' \n')
    create_database "$name"
    url=postgres://postgres@127.0.0.1:$COORDINATOR_PORT/$name
    if (($# == 0)); then
      if ((ci)); then set -- "${CI_PART[@]}"; else mapfile -t files < <(postgres_test_files); set -- "${files[@]}"; fi
    fi
    echo "citus: $# test files on $url"
    cd "$repo"
    status=0
    # One file at a time: a second worker's database of its own (src/server/test/worker-database.ts) would be
    # one more database to make on every node of the cluster.
    CITUS_URL=$url TEST_DATABASE_URL=$url TEST_ENGINES=postgres VITEST_MAX_WORKERS="${VITEST_MAX_WORKERS:-1}" \
      nice -n 10 npx vitest run "$@" || status=$?
    exit "$status"
    ;;
  *) echo "usage: $0 up|down|status|createdb NAME|test [vitest args]" >&2; exit 2 ;;
esac
