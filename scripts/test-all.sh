#!/usr/bin/env bash
# Every test: types, lint, unit, API integration (PGlite; PostgreSQL too when DATABASE_URL is set),
# then the production build under Playwright in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

node scripts/ensure-deps.mjs

if [[ -z "${CHROMIUM_PATH:-}" && ! -x /usr/bin/chromium ]]; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: install it (apt-get install chromium) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

npm run typecheck
npm run lint
npm run test:unit -- --ci
npm run test:api -- --ci
npm run build
npm run test:e2e
