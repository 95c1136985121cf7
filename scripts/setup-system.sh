#!/usr/bin/env bash
# Installs the system packages the tests need, from Debian: Chromium (end-to-end tests) and
# PostgreSQL (API tests on a real server). Needs root; does nothing when they are there.
# `npm test` runs it itself when it may (root with apt-get); elsewhere: `sudo bash scripts/setup-system.sh`.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
echo "system: $(/usr/bin/chromium --version 2>/dev/null), $(ls -d /usr/lib/postgresql/*/ | head -1)"
