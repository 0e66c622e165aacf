#!/usr/bin/env bash
# nginx for the scale-out tests (test/scaleout) and bench/scaleout.ts.
#
#   source .ci/steps/30-nginx.sh start   # installs Debian's nginx if missing, exports MCPFORGE_NGINX
#   bash   .ci/steps/30-nginx.sh stop    # nothing to stop: each test starts and stops its own nginx
#
# .ci/run sources it with "start" (so the export reaches `npm test`) and runs it with "stop".
# The tests run nginx themselves, in the foreground, with a generated configuration in a temporary
# directory (deploy/nginx.conf with their ports); the package's own service is never started.
# Sourced, so: no `set -e`, no `exit` on the start path; failures `return 1`.

# shellcheck source=../lib/apt-quiet.sh
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt-quiet.sh"

mcpforge_nginx_find() {
  local c
  for c in "${MCPFORGE_NGINX:-}" /usr/sbin/nginx /usr/bin/nginx; do
    [ -n "$c" ] && [ -x "$c" ] && { echo "$c"; return 0; }
  done
  return 1
}

mcpforge_nginx_start() {
  local bin
  bin="$(mcpforge_nginx_find)" || true
  if [ -z "$bin" ]; then
    mcpforge_apt_install_quiet nginx || { echo "apt-get install nginx failed" >&2; return 1; }
    bin="$(mcpforge_nginx_find)" || { echo "nginx installed but not found in /usr/sbin or /usr/bin" >&2; return 1; }
  fi
  export MCPFORGE_NGINX="$bin"
  echo "nginx: MCPFORGE_NGINX=$bin ($("$bin" -v 2>&1 | sed 's/^nginx version: //'))"
}

case "${1:-}" in
  start) mcpforge_nginx_start ;;
  stop) : ;; # nothing runs in the background
  missing) mcpforge_nginx_find >/dev/null || echo nginx ;; # .ci/run installs it while npm ci runs
  *) echo "usage: source .ci/steps/30-nginx.sh start | bash .ci/steps/30-nginx.sh stop" >&2; false ;;
esac
