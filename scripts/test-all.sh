#!/usr/bin/env bash
# npm test: everything CI runs. Each step is timed; the last line sums every runner as
# "N passed, N failed" (typecheck, the two builds and web-ext lint count as one check each).
set -uo pipefail
cd "$(dirname "$0")/.."
out=test-output
mkdir -p "$out"
: > "$out/timings.txt"
passed=0
failed=0

step() { # step NAME COMMAND... : a check that passes or fails as a whole
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "!! $name failed"; fi
  echo "$name: $((SECONDS - start)) s" | tee -a "$out/timings.txt"
}

# Browsers for the end-to-end tests (Chromium; Firefox ESR for the Firefox build).
bash scripts/ensure-browsers.sh chromium firefox-esr || echo "!! browsers missing: their end-to-end tests will fail or skip"

step typecheck npm run -s typecheck

start=$SECONDS
echo "== unit tests (vitest)"
rm -f "$out/vitest.json"
npx vitest run --reporter=default --reporter=json --outputFile="$out/vitest.json"
vitest_status=$?
echo "unit tests: $((SECONDS - start)) s" | tee -a "$out/timings.txt"
if [ -s "$out/vitest.json" ]; then
  read -r vp vf < <(node -e 'const r=require(process.argv[1]);console.log(r.numPassedTests, r.numFailedTests)' "$PWD/$out/vitest.json")
  passed=$((passed + vp)); failed=$((failed + vf))
  [ "$vitest_status" != 0 ] && [ "$vf" = 0 ] && failed=$((failed + 1)) # a suite that failed to load
else
  failed=$((failed + 1))
fi

# The browser tests load a test build: it also matches http, where the demo archive is served
# (a release build, `npm run build`, matches https only; test/e2e/release-build.e2e.mjs checks one).
export GENTLE_READER_TEST_BUILD=1
step "build (Chrome)" npx wxt build
step "build (Firefox)" npx wxt build -b firefox
# addons.mozilla.org's validator, with Firefox for Android in the manifest's targets: a warning fails
# the step (there are none: scripts/build/no-html-sinks.ts says how the bundled libraries stay clean).
step "web-ext lint (Firefox)" npx web-ext lint --source-dir .output/firefox-mv2 --self-hosted --warnings-as-errors --output text

start=$SECONDS
echo "== end-to-end tests (Chromium and Firefox)"
node --test --test-concurrency=1 --test-reporter=tap test/e2e/*.e2e.mjs > "$out/e2e.tap"
e2e_status=$?
cat "$out/e2e.tap" | grep -E '^(not ok|ok|# )' || true
# Why each failing browser test failed (its nested "not ok" and the YAML block after it), so that a
# failure seen only in CI's last lines can be told from the log alone.
awk '/^ *not ok /{show=1; n=0; print "!! " $0; next}
     show && /^ *\.\.\.$/{show=0; next}
     show && n < 40 {print "   " $0; n++}' "$out/e2e.tap"
echo "end-to-end tests: $((SECONDS - start)) s" | tee -a "$out/timings.txt"
ep=$(grep -Eo '^# pass [0-9]+' "$out/e2e.tap" | grep -Eo '[0-9]+' || echo 0)
ef=$(grep -Eo '^# fail [0-9]+' "$out/e2e.tap" | grep -Eo '[0-9]+' || echo 0)
ec=$(grep -Eo '^# cancelled [0-9]+' "$out/e2e.tap" | grep -Eo '[0-9]+' || echo 0)
ef=$((ef + ec)) # a test cancelled by a failing set-up did not pass
passed=$((passed + ep)); failed=$((failed + ef))
[ "$e2e_status" != 0 ] && [ "$ef" = 0 ] && failed=$((failed + 1))

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
