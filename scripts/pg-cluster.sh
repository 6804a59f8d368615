#!/usr/bin/env bash
# A private PostgreSQL cluster on 127.0.0.1 for the tests.
#   pg-cluster.sh start DIR PORT   prints the admin URL on success
#   pg-cluster.sh stop DIR
set -euo pipefail

bin_dir() {
  local initdb
  initdb=$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1)
  [ -n "$initdb" ] || initdb=$(command -v initdb || true)
  [ -n "$initdb" ] || { echo "PostgreSQL is not installed (Debian package postgresql)" >&2; exit 1; }
  dirname "$initdb"
}

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

action=${1:?usage: pg-cluster.sh start DIR PORT | stop DIR}
dir=${2:?cluster directory required}
bin=$(bin_dir)

case "$action" in
  start)
    port=${3:?port required}
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
    [ -f "$dir/data/PG_VERSION" ] || as_owner "'$bin/initdb' -D '$dir/data' -A trust -U postgres" >/dev/null
    as_owner "'$bin/pg_ctl' -D '$dir/data' -l '$dir/log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off\" start" >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "'$bin/pg_ctl' -D '$dir/data' -m fast -w stop" >/dev/null
    ;;
  *)
    echo "unknown action: $action" >&2
    exit 2
    ;;
esac
