#!/usr/bin/env bash
# Runs a command (the server suite) against a real PostgreSQL server on 127.0.0.1:5432.
#
#   bash scripts/with-postgres.sh vitest run --project server
#
# Ensures a server answers (when none does and we are root: installs/starts Debian's postgresql
# with trust auth for the postgres user on loopback), recreates the suite's own database
# `crowdvault_test`, then runs the command with TEST_DATABASE_URL pointing at it. Each test file
# creates (and drops) a database of its own from there. Where no server can be had, it skips with
# a reason, except in CI (CI=true), where that is a failure.
set -euo pipefail

PG_HOST=127.0.0.1
PG_PORT=5432
ADMIN_URL="postgres://postgres@${PG_HOST}:${PG_PORT}/postgres"
TEST_DB=crowdvault_test
cd "$(dirname "$0")/.."

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh <command> [args...]" >&2
  exit 2
fi

# Runs one SQL statement through node-postgres (a dependency already), so psql is not needed.
sql() {
  node -e '
    const { Client } = require("pg");
    const client = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
    client.connect()
      .then(() => client.query(process.argv[2]))
      .then(() => client.end())
      .catch((error) => { console.error(error.message); process.exit(1); });
  ' "$ADMIN_URL" "$1"
}

answers() { sql 'select 1' >/dev/null 2>&1; }

give_up() {
  if [ "${CI:-}" = "true" ]; then
    echo "with-postgres: $1 (CI=true: the PostgreSQL suite is required)" >&2
    exit 1
  fi
  echo "with-postgres: SKIPPED the PostgreSQL suite: $1"
  exit 0
}

start_debian_postgres() {
  [ "$(id -u)" = 0 ] || give_up "no PostgreSQL answers on ${PG_HOST}:${PG_PORT} and we are not root to start one"
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    command -v apt-get >/dev/null || give_up "no PostgreSQL answers and apt-get is missing to install one"
    echo "with-postgres: installing Debian's postgresql"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null ||
      { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null; } ||
      give_up "could not install postgresql with apt-get"
  fi
  local version hba
  version="$(ls /etc/postgresql | sort -V | tail -n 1)"
  hba="/etc/postgresql/${version}/main/pg_hba.conf"
  # Trust the postgres user on loopback only, as on the machines this project targets.
  if ! grep -q '^host all postgres 127.0.0.1/32 trust' "$hba"; then
    sed -i '1i host all postgres 127.0.0.1/32 trust' "$hba"
  fi
  echo "with-postgres: starting PostgreSQL ${version}"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null ||
    pg_ctlcluster --skip-systemctl-redirect "$version" main reload ||
    give_up "pg_ctlcluster could not start PostgreSQL ${version}"
  for _ in $(seq 1 40); do
    answers && return 0
    sleep 0.5
  done
  give_up "PostgreSQL ${version} started but does not answer on ${PG_HOST}:${PG_PORT}"
}

answers || start_debian_postgres

sql "drop database if exists ${TEST_DB} with (force)"
sql "create database ${TEST_DB}"
# Per-file databases left behind by an interrupted run.
node -e '
  const { Client } = require("pg");
  const client = new Client({ connectionString: process.argv[1] });
  (async () => {
    await client.connect();
    const { rows } = await client.query("select datname from pg_database where datname like $1", [process.argv[2] + "\\_%"]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
  })().catch((error) => { console.error(error.message); process.exit(1); });
' "$ADMIN_URL" "$TEST_DB"

export TEST_DATABASE_URL="postgres://postgres@${PG_HOST}:${PG_PORT}/${TEST_DB}"
echo "with-postgres: TEST_DATABASE_URL=${TEST_DATABASE_URL}"
exec "$@"
