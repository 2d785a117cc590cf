# Sourced by .ci/run (issue 18): a private PostgreSQL for the server tests. Installs Debian's
# `postgresql` when it is missing and we can (root with apt-get, as scripts/ensure-chromium.mjs does
# for Chromium), starts it on a free port in a temporary folder, and exports DATABASE_URL; the
# Vitest run then seeds its template database there (tests/support/postgres.ts). When PostgreSQL
# cannot be had it says why and the tests run on PGlite. `ci_postgres_stop` stops it.

ci_postgres_bin=""
ci_postgres_dir=""
ci_postgres_as=()

ci_postgres_find() {
  if command -v initdb > /dev/null && command -v pg_ctl > /dev/null; then
    ci_postgres_bin="$(dirname "$(command -v pg_ctl)")"
    return 0
  fi
  # Debian keeps the server binaries out of PATH.
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -n 1)"
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then
    ci_postgres_bin="$dir"
    return 0
  fi
  return 1
}

ci_postgres_start() {
  if ! ci_postgres_find; then
    if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
      echo "no PostgreSQL found: installing Debian's postgresql package (apt-get install -y postgresql)"
      DEBIAN_FRONTEND=noninteractive apt-get update -qq \
        && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql > /dev/null \
        || { echo "PostgreSQL NOT used: apt-get install postgresql failed; the server tests run on PGlite"; return 0; }
      ci_postgres_find || { echo "PostgreSQL NOT used: installed, but no initdb found; the server tests run on PGlite"; return 0; }
    else
      echo "PostgreSQL NOT used: no initdb/pg_ctl found and cannot install (needs root and apt-get); the server tests run on PGlite"
      return 0
    fi
  fi
  # PostgreSQL refuses to run as root: as root it runs as the postgres user the package created.
  if [ "$(id -u)" = 0 ]; then
    if ! id postgres > /dev/null 2>&1; then
      echo "PostgreSQL NOT used: running as root and there is no postgres user to run it as; the server tests run on PGlite"
      return 0
    fi
    ci_postgres_as=(runuser -u postgres --)
  fi
  ci_postgres_dir="$(mktemp -d /tmp/grocery-ci-postgres.XXXXXX)"
  [ "$(id -u)" = 0 ] && chown postgres "$ci_postgres_dir"
  local port="${CI_POSTGRES_PORT:-55432}"
  # Throwaway data: no fsync, so the tests do not wait for the disk.
  if "${ci_postgres_as[@]}" "$ci_postgres_bin/initdb" -D "$ci_postgres_dir/data" -A trust -U grocery --no-sync > "$ci_postgres_dir/initdb.log" 2>&1 \
    && "${ci_postgres_as[@]}" "$ci_postgres_bin/pg_ctl" -D "$ci_postgres_dir/data" -l "$ci_postgres_dir/server.log" -w \
      -o "-p $port -k $ci_postgres_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start > /dev/null; then
    export DATABASE_URL="postgres://grocery@127.0.0.1:${port}/postgres"
    echo "server tests on PostgreSQL $("$ci_postgres_bin/postgres" --version | awk '{print $3}') at ${DATABASE_URL} (data in ${ci_postgres_dir})"
  else
    echo "PostgreSQL NOT used: it did not start; the server tests run on PGlite. Its log:"
    cat "$ci_postgres_dir/initdb.log" "$ci_postgres_dir/server.log" 2> /dev/null || true
    unset DATABASE_URL
  fi
}

ci_postgres_stop() {
  [ -n "$ci_postgres_dir" ] || return 0
  if [ -n "${DATABASE_URL:-}" ]; then
    "${ci_postgres_as[@]}" "$ci_postgres_bin/pg_ctl" -D "$ci_postgres_dir/data" -m fast -w stop > /dev/null 2>&1 || true
  fi
  rm -rf "$ci_postgres_dir"
}
