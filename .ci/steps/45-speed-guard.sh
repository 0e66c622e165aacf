#!/usr/bin/env bash
# Speed guard (issue 32): the valid-read tools/call of the `npm start` host against raw node:http,
# a short paired run (3 to 5 rounds of 1 s per server and era: it stops once the median of 5 is
# decided), compared with the ratio bench/npm-start.ts last recorded in bench/npm-start-ratios.json;
# fails when it falls more than 15 % below it.
#
#   source .ci/steps/45-speed-guard.sh start   # runs the guard before the tests, on a quiet machine
#   bash   .ci/steps/45-speed-guard.sh stop    # nothing to stop: the guard stops its servers
#
# Sourced, so: no `set -e`, no `exit` on the start path; a failure returns 1.
if [ "${1:-start}" = "start" ]; then
  echo "speed guard: valid-read ratio of npm start vs raw node:http (bench/npm-start-guard.ts)"
  node -r ./bench/lib/register.js bench/npm-start-guard.ts || return 1
fi
