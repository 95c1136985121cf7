#!/usr/bin/env bash
# Source it: starts a throw-away PostgreSQL cluster on 127.0.0.1:55432 (its own data folder, so it
# never touches a system cluster) and exports TEST_DATABASE_URL for the API tests.
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
pg_data=$(mktemp -d /tmp/mercado-pg.XXXXXX)
chown postgres "$pg_data" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
as_pg "$pg_bin/initdb -D $pg_data -U mercado --auth=trust >/dev/null"
as_pg "$pg_bin/pg_ctl -D $pg_data -o '-p 55432 -k /tmp -c listen_addresses=127.0.0.1' -l $pg_data/server.log -w start >/dev/null"
export TEST_DATABASE_URL="postgres://mercado@127.0.0.1:55432/postgres"
trap 'as_pg "$pg_bin/pg_ctl -D $pg_data -m fast stop >/dev/null" || true' EXIT
echo "postgres: $TEST_DATABASE_URL"
