#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the server's tests and prints its URL on the last line:
#   export TEST_DATABASE_URL=$(bash scripts/ensure-postgres.sh | tail -n 1)
#   bash scripts/ensure-postgres.sh --stop      # stops it and deletes its files
#
# The cluster lives in a temp directory, listens on 127.0.0.1 only (port 54329 unless
# PGPORT_TEST is set), trusts local connections and runs without fsync: it holds nothing but
# test data. When it is already running (an earlier call), it is reused. Debian's postgresql
# is installed when missing (needs root, as in CI).
set -euo pipefail

PORT="${PGPORT_TEST:-54329}"
DB_NAME="wallet_widget_test"
CLUSTER_DIR="${TMPDIR:-/tmp}/ww-postgres-${PORT}"
log() { echo "ensure-postgres: $*" >&2; }

find_bindir() {
  local dir
  # Newest installed major version first.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -V -r); do
    if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then echo "$dir"; return 0; fi
  done
  if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then dirname "$(command -v initdb)"; return 0; fi
  return 1
}

# Runs a PostgreSQL tool as the cluster's owner: the server refuses to run as root.
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

BINDIR="$(find_bindir || true)"

if [[ "${1:-}" == "--stop" ]]; then
  if [[ -n "$BINDIR" && -f "$CLUSTER_DIR/data/PG_VERSION" ]]; then
    as_owner "$BINDIR/pg_ctl" -D "$CLUSTER_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$CLUSTER_DIR"
  log "stopped"
  exit 0
fi

if [[ -z "$BINDIR" ]]; then
  if [[ $(id -u) -ne 0 ]]; then
    log "PostgreSQL is not installed and installing it needs root: sudo apt-get install postgresql"
    exit 1
  fi
  log "installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  # The package would start and enable a system cluster on 5432; this script runs its own.
  apt-get install -y -qq --no-install-recommends postgresql >&2
  BINDIR="$(find_bindir)"
fi

if [[ $(id -u) -eq 0 ]] && ! id postgres >/dev/null 2>&1; then
  useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
fi

URL="postgresql://postgres@127.0.0.1:${PORT}/${DB_NAME}"
DATA="$CLUSTER_DIR/data"

if [[ -f "$DATA/PG_VERSION" ]] && as_owner "$BINDIR/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
  log "reusing the cluster running in $CLUSTER_DIR"
else
  # Whatever is left from a crashed run is useless: start clean.
  if [[ -f "$DATA/postmaster.pid" ]]; then as_owner "$BINDIR/pg_ctl" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true; fi
  rm -rf "$CLUSTER_DIR"
  mkdir -p "$CLUSTER_DIR"
  if [[ $(id -u) -eq 0 ]]; then chown postgres: "$CLUSTER_DIR"; fi
  log "creating a cluster in $CLUSTER_DIR"
  as_owner "$BINDIR/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --no-locale --no-sync >"$CLUSTER_DIR/initdb.log" 2>&1 ||
    { cat "$CLUSTER_DIR/initdb.log" >&2; exit 1; }
  # Test data only: durability settings off buy speed. The socket goes in the cluster dir so
  # no system directory (/var/run/postgresql) is needed.
  as_owner "$BINDIR/pg_ctl" -D "$DATA" -l "$CLUSTER_DIR/server.log" -w -t 30 \
    -o "-p $PORT -c listen_addresses=127.0.0.1 -k $CLUSTER_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { log "the server did not start:"; tail -n 20 "$CLUSTER_DIR/server.log" >&2; exit 1; }
fi

if ! as_owner "$BINDIR/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -tAc "select 1 from pg_database where datname = '$DB_NAME'" | grep -q 1; then
  as_owner "$BINDIR/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB_NAME"
fi

log "ready on 127.0.0.1:${PORT}"
echo "$URL"
