#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: types, lint, unit, then the
# production build, its HTML validated, the deep suite in Chromium, and the journeys in every
# engine.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" ASTRO_TELEMETRY_DISABLED=1

# Each step says how long the one before it took, so a slow run shows where its time went.
step_started=$SECONDS
step() {
  printf '\n==> %s (previous step: %ss, total: %ss)\n' "$1" $((SECONDS - step_started)) "$SECONDS"
  step_started=$SECONDS
}
trap 'printf "\n==> Finished after %ss\n" "$SECONDS"' EXIT

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
step "Edge: the build and its functions on workerd with a local D1"
vitest run --config tests/edge/vitest.config.ts
step "Browser tests (Chromium)"
playwright test --config tests/playwright.config.ts
step "Journeys in Chromium, Firefox and WebKit"
vitest run --config tests/journeys/vitest.config.ts
