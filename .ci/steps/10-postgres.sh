#!/usr/bin/env bash
# PostgreSQL for the storage-backed tests.
#
#   source .ci/steps/10-postgres.sh start   # installs (Debian) if missing, starts a throw-away
#                                           # cluster on 127.0.0.1 and a free port, exports
#                                           # MCPFORGE_TEST_PG_URL
#   bash   .ci/steps/10-postgres.sh stop    # stops it and removes its data directory
#
# .ci/run sources it with "start" (so the export reaches `npm test`) and runs it with "stop".
# Locally: the same two commands around `npx jest test/storage test/webhooks`.
# The cluster is tuned for tests (fsync off): it holds nothing worth keeping.

mcpforge_pg_state_file() {
  echo "${TMPDIR:-/tmp}/mcpforge-test-pg.env"
}

# Runs a command as the postgres user (initdb and postgres refuse to run as root); as any other
# user the command runs as that user, who then owns the cluster.
mcpforge_pg_as_owner() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

mcpforge_pg_bindir() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

mcpforge_pg_install() {
  echo "PostgreSQL not found: installing Debian's postgresql package"
  local sudo=""
  [ "$(id -u)" = "0" ] || sudo="sudo"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
}

mcpforge_pg_free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

mcpforge_pg_start() {
  local bindir data port
  bindir="$(mcpforge_pg_bindir)" || true
  if [ -z "$bindir" ]; then
    mcpforge_pg_install || { echo "apt-get install postgresql failed" >&2; return 1; }
    bindir="$(mcpforge_pg_bindir)" || { echo "postgresql installed but no initdb under /usr/lib/postgresql/*/bin" >&2; return 1; }
  fi
  data="$(mktemp -d "${TMPDIR:-/tmp}/mcpforge-pg.XXXXXX")" || return 1
  chmod 755 "$data"
  [ "$(id -u)" = "0" ] && chown postgres: "$data"
  port="$(mcpforge_pg_free_port)" || return 1
  mcpforge_pg_as_owner "$bindir/initdb" -D "$data/db" -U postgres --auth=trust --no-locale -E UTF8 --no-sync >"$data/initdb.log" 2>&1 ||
    { cat "$data/initdb.log" >&2; return 1; }
  # Unix socket in the data directory: the default /var/run/postgresql may not exist or be ours.
  mcpforge_pg_as_owner "$bindir/pg_ctl" -D "$data/db" -l "$data/server.log" -w -t 30 \
    -o "-h 127.0.0.1 -p $port -k $data -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
    start >/dev/null || { cat "$data/server.log" >&2; return 1; }
  export MCPFORGE_TEST_PG_URL="postgres://postgres@127.0.0.1:$port/postgres"
  export MCPFORGE_TEST_PG_DATA="$data"
  printf 'MCPFORGE_TEST_PG_URL=%s\nMCPFORGE_TEST_PG_DATA=%s\nMCPFORGE_TEST_PG_BIN=%s\n' "$MCPFORGE_TEST_PG_URL" "$data" "$bindir" >"$(mcpforge_pg_state_file)"
  echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (MCPFORGE_TEST_PG_URL exported)"
}

mcpforge_pg_stop() {
  local state data bindir
  state="$(mcpforge_pg_state_file)"
  data="${MCPFORGE_TEST_PG_DATA:-}"
  bindir=""
  if [ -f "$state" ]; then
    [ -n "$data" ] || data="$(sed -n 's/^MCPFORGE_TEST_PG_DATA=//p' "$state")"
    bindir="$(sed -n 's/^MCPFORGE_TEST_PG_BIN=//p' "$state")"
  fi
  [ -n "$bindir" ] || bindir="$(mcpforge_pg_bindir)"
  if [ -z "$data" ] || [ ! -d "$data/db" ]; then
    echo "no test PostgreSQL to stop"
    return 0
  fi
  mcpforge_pg_as_owner "$bindir/pg_ctl" -D "$data/db" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$data" "$state"
  echo "PostgreSQL stopped"
}

case "${1:-}" in
  start) mcpforge_pg_start ;;
  stop) mcpforge_pg_stop ;;
  missing) mcpforge_pg_bindir >/dev/null || echo postgresql ;; # .ci/run installs it while npm ci runs
  *) echo "usage: source .ci/steps/10-postgres.sh start | bash .ci/steps/10-postgres.sh stop" >&2; false ;;
esac
