# Shared by the CI steps that install a Debian package (sourced, never run as a step itself).
#
#   mcpforge_apt_install_quiet <package>
#
# Installs the package with apt-get, keeping its post-install from starting a system service
# (policy-rc.d answers 101, "not allowed", while the install runs; removed afterwards if it was added).
mcpforge_apt_install_quiet() {
  local pkg="$1" sudo="" policy=/usr/sbin/policy-rc.d added=""
  echo "$pkg not found: installing Debian's $pkg package"
  [ "$(id -u)" = "0" ] || sudo="sudo"
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null && $sudo chmod 755 "$policy" && added=1
  fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$pkg" >/dev/null
  local status=$?
  [ -n "$added" ] && $sudo rm -f "$policy"
  return $status
}
