#!/usr/bin/env bash
# A local PostgreSQL cluster for trying the server and its tests on real PostgreSQL.
#   bash scripts/pg-local.sh          init (first time) and start; prints DATABASE_URL
#   bash scripts/pg-local.sh stop     stop the cluster
#   bash scripts/pg-local.sh status   is it running?
# Data in ./.data/pg, listening on 127.0.0.1:54329 only, socket directory ./.data/pg/socket.
# PG_LOCAL_ROOT and PG_LOCAL_PORT give a cluster of its own (a test's, beside the one CI starts).
# Run as root, the cluster belongs to the `postgres` user (PostgreSQL refuses to run as root).
set -euo pipefail

cd "$(dirname "$0")/.."
PORT="${PG_LOCAL_PORT:-54329}"
ROOT="${PG_LOCAL_ROOT:-$PWD/.data/pg}"
DATA="$ROOT/data"
SOCKET="$ROOT/socket"
LOG="$ROOT/server.log"
PASSWORD="verzekerd"
DB="verzekerd"
URL="postgres://postgres:$PASSWORD@127.0.0.1:$PORT/$DB"

BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [[ -z "$BIN" || ! -x "$BIN/initdb" ]]; then
  echo "PostgreSQL binaries not found (looked in /usr/lib/postgresql/*/bin; set PG_BIN)." >&2
  exit 1
fi

as_owner() {
  if [[ "$(id -u)" == "0" ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

running() { as_owner "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; }

case "${1:-start}" in
  start)
    mkdir -p "$ROOT" "$SOCKET"
    [[ "$(id -u)" == "0" ]] && chown -R postgres:postgres "$ROOT"
    if [[ ! -f "$DATA/PG_VERSION" ]]; then
      pwfile="$ROOT/.pw"
      printf '%s\n' "$PASSWORD" >"$pwfile"
      [[ "$(id -u)" == "0" ]] && chown postgres:postgres "$pwfile"
      as_owner "$BIN/initdb" -D "$DATA" -U postgres --pwfile="$pwfile" --auth-local=trust \
        --auth-host=scram-sha-256 --encoding=UTF8 --locale=C >/dev/null
      rm -f "$pwfile"
    fi
    if ! running; then
      as_owner "$BIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 30 \
        -o "-c listen_addresses=127.0.0.1 -p $PORT -k $SOCKET" start >/dev/null
    fi
    if ! as_owner "$BIN/psql" -h "$SOCKET" -p "$PORT" -U postgres -tAc "select 1 from pg_database where datname = '$DB'" postgres | grep -q 1; then
      as_owner "$BIN/createdb" -h "$SOCKET" -p "$PORT" -U postgres "$DB"
    fi
    echo "PostgreSQL is running on 127.0.0.1:$PORT (log: $LOG)"
    echo "DATABASE_URL=$URL"
    ;;
  stop)
    if [[ -f "$DATA/PG_VERSION" ]] && running; then
      as_owner "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null
      echo "PostgreSQL stopped."
    else
      echo "PostgreSQL is not running."
    fi
    ;;
  status)
    if [[ -f "$DATA/PG_VERSION" ]] && running; then echo "running: DATABASE_URL=$URL"; else echo "stopped"; exit 3; fi
    ;;
  url)
    echo "$URL"
    ;;
  *)
    echo "usage: bash scripts/pg-local.sh [start|stop|status|url]" >&2
    exit 2
    ;;
esac
