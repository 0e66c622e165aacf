#!/usr/bin/env bash
# Prometheus for the metrics test (test/telemetry/prometheus.test.ts).
#
#   source .ci/steps/50-prometheus.sh start   # installs Debian's prometheus if missing, exports MCPFORGE_PROMETHEUS
#   bash   .ci/steps/50-prometheus.sh stop    # nothing to stop: the test starts and stops its own Prometheus
#
# .ci/run sources it with "start" (so the export reaches `npm test`) and runs it with "stop".
# The test runs the binary itself in the foreground, with a generated configuration and a data
# directory of its own; the package's system service is never started.
# Sourced, so: no `set -e`, no `exit` on the start path; failures `return 1`.

# shellcheck source=../lib/apt-quiet.sh
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt-quiet.sh"

mcpforge_prometheus_find() {
  local c
  for c in "${MCPFORGE_PROMETHEUS:-}" /usr/bin/prometheus /usr/local/bin/prometheus; do
    [ -n "$c" ] && [ -x "$c" ] && { echo "$c"; return 0; }
  done
  return 1
}

mcpforge_prometheus_start() {
  local bin
  bin="$(mcpforge_prometheus_find)" || true
  if [ -z "$bin" ]; then
    mcpforge_apt_install_quiet prometheus || { echo "apt-get install prometheus failed" >&2; return 1; }
    bin="$(mcpforge_prometheus_find)" || { echo "prometheus installed but not found in /usr/bin" >&2; return 1; }
  fi
  export MCPFORGE_PROMETHEUS="$bin"
  echo "prometheus: MCPFORGE_PROMETHEUS=$bin ($("$bin" --version 2>&1 | head -n 1))"
}

case "${1:-}" in
  start) mcpforge_prometheus_start ;;
  stop) : ;; # nothing runs in the background
  missing) mcpforge_prometheus_find >/dev/null || echo prometheus ;; # .ci/run installs it while npm ci runs
  *) echo "usage: source .ci/steps/50-prometheus.sh start | bash .ci/steps/50-prometheus.sh stop" >&2; false ;;
esac
