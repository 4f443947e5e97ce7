#!/usr/bin/env bash
# `npm run test:all`: every test suite: vitest (unit, component, server, machine) and Playwright in
# Debian's Chromium against the real server, and the generated path tests (docs/path-tests.md). Installs Chromium when it is missing and we are root.
# Ends with one line "N passed, N failed" summing all suites; exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [[ ! -x "$CHROMIUM" ]]; then
  if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium (browser tests never download a browser)..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || exit 1
  else
    echo "Chromium is missing at $CHROMIUM. Install it first: sudo apt-get install chromium" >&2
    echo "(or point CHROMIUM_PATH at a Chromium binary). The browser tests need it." >&2
    exit 1
  fi
fi

mkdir -p .reports
rm -f .reports/unit.json .reports/e2e.json .reports/paths.json
npx vitest run --reporter=default --reporter=json --outputFile.json=.reports/unit.json
unit_status=$?
PLAYWRIGHT_JSON_OUTPUT_FILE=.reports/e2e.json npx playwright test --reporter=list,json
e2e_status=$?
# The e2e suite's server built the app: the path tests' server starts from that build when it is there.
[[ -f dist/index.html ]] && export PATHS_REUSE_BUILD=1
# The generated path tests (docs/path-tests.md): every scripted journey's paths, written afresh, then run
# against the production build with the test controls on.
rm -rf test/generated
npm run --silent paths -- --all --format playwright &&
  PLAYWRIGHT_JSON_OUTPUT_FILE=.reports/paths.json npx playwright test -c playwright.paths.config.ts --reporter=list,json
paths_status=$?

node --input-type=module -e '
import { existsSync, readFileSync } from "node:fs"
const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, "utf8")) : null)
const unit = read(".reports/unit.json")
const e2e = read(".reports/e2e.json")
const paths = read(".reports/paths.json")
let passed = 0, failed = 0, skipped = 0
if (unit) { passed += unit.numPassedTests; failed += unit.numFailedTests; skipped += unit.numPendingTests + unit.numTodoTests }
else failed += 1
if (e2e) { passed += e2e.stats.expected + e2e.stats.flaky; failed += e2e.stats.unexpected; skipped += e2e.stats.skipped }
else failed += 1
if (paths) { passed += paths.stats.expected + paths.stats.flaky; failed += paths.stats.unexpected; skipped += paths.stats.skipped }
else failed += 1
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
'
[[ $unit_status -eq 0 && $e2e_status -eq 0 && $paths_status -eq 0 ]]
