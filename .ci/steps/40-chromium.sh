#!/usr/bin/env bash
# Chromium for the housing browser-page tests (test/housing/pages), driven by playwright-core.
#
#   source .ci/steps/40-chromium.sh start   # installs Debian's chromium if missing, exports CHROMIUM_PATH
#   bash   .ci/steps/40-chromium.sh stop    # nothing to stop: each test launches and closes its own browser
#
# .ci/run sources it with "start" (so the export reaches `npm test`) and runs it with "stop".
# The tests never skip: without a browser they fail, naming CHROMIUM_PATH and this step.
# Sourced, so: no `set -e`, no `exit` on the start path; failures `return 1`.

mcpforge_chromium_find() {
  local c
  for c in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
    [ -n "$c" ] && [ -x "$c" ] && { echo "$c"; return 0; }
  done
  return 1
}

mcpforge_chromium_install() {
  echo "chromium not found: installing Debian's chromium package"
  local sudo=""
  [ "$(id -u)" = "0" ] || sudo="sudo"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
}

mcpforge_chromium_start() {
  local bin
  bin="$(mcpforge_chromium_find)" || true
  if [ -z "$bin" ]; then
    mcpforge_chromium_install || { echo "apt-get install chromium failed" >&2; return 1; }
    bin="$(mcpforge_chromium_find)" || { echo "chromium installed but not found in /usr/bin" >&2; return 1; }
  fi
  export CHROMIUM_PATH="$bin"
  echo "chromium: CHROMIUM_PATH=$bin ($("$bin" --version 2>/dev/null | head -n 1))"
}

case "${1:-}" in
  start) mcpforge_chromium_start ;;
  stop) : ;; # nothing runs in the background
  missing) mcpforge_chromium_find >/dev/null || echo chromium ;; # .ci/run installs it while npm ci runs
  *) echo "usage: source .ci/steps/40-chromium.sh start | bash .ci/steps/40-chromium.sh stop" >&2; false ;;
esac
