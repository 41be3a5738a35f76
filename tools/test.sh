#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: types, lint, unit, then the
# production build, its HTML validated, the deep suite in Chromium, and the journeys in all three
# engine families.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" ASTRO_TELEMETRY_DISABLED=1

step() { printf '\n==> %s\n' "$1"; }

step "Browsers"
bash tools/ensure-browsers.sh
step "Type check"
astro check
step "Lint, format and import order"
biome check
step "Unit tests"
vitest run --config tests/vitest.config.ts
step "Production build"
astro build
step "HTML validation"
html-validate "dist/**/*.html"
step "Browser tests (Chromium)"
playwright test --config tests/playwright.config.ts
step "Journeys in every engine (Chromium, Firefox, WebKit)"
vitest run --config tests/journeys/vitest.config.ts
