# Shared by the CI steps that install a Debian package (sourced, never run as a step itself).
#
#   mcpforge_apt_install_quiet <package> [<package> ...]
#
# Installs the packages with apt-get (one run: .ci/run installs every step's missing package while
# npm ci runs), keeping its post-install from starting a system service
# (policy-rc.d answers 101, "not allowed", while the install runs; removed afterwards if it was added).
mcpforge_apt_install_quiet() {
  local sudo="" policy=/usr/sbin/policy-rc.d added=""
  echo "$* not found: installing Debian's $* package(s)"
  [ "$(id -u)" = "0" ] || sudo="sudo"
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null && $sudo chmod 755 "$policy" && added=1
  fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  local status=$?
  [ -n "$added" ] && $sudo rm -f "$policy"
  return $status
}
