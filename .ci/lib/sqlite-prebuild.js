"use strict";
// better-sqlite3's native addon, kept where its own installer looks for a downloaded one.
//
//   node .ci/lib/sqlite-prebuild.js save    # after `npm ci`: stores build/Release/better_sqlite3.node
//
// better-sqlite3 installs with `prebuild-install || node-gyp rebuild`: prebuild-install looks for
// the release binary in the npm cache (~/.npm/_prebuilds, named after its download address), else
// downloads it from GitHub, which CI cannot reach, so every fresh clone compiled SQLite from source:
// 57 s of CPU (sqlite3.c alone 54 s), the largest part of `npm ci` (158 s of 244 s wall at load 16),
// one core busy and the other mostly idle. `save` puts the
// binary this install compiled into that cache under the exact name prebuild-install computes for
// this package version, Node ABI, platform, arch and libc, so the next install on this machine
// unpacks it instead (prebuild-install then loads it to check it; if that fails it compiles as
// before). Nothing is downloaded; a new machine compiles once.
const { spawnSync } = require("node:child_process");
const { existsSync, mkdirSync, renameSync } = require("node:fs");
const { dirname, join } = require("node:path");

function target() {
  const dir = dirname(require.resolve("better-sqlite3/package.json"));
  const pkg = require(join(dir, "package.json"));
  // prebuild-install's own configuration and naming (its rc.js and util.js), not a copy of them.
  const from = (m) => require(require.resolve(`prebuild-install/${m}`, { paths: [dir] }));
  const url = from("util").getDownloadUrl({ ...from("rc")(pkg), pkg });
  return { dir, cached: from("util").cachedPrebuild(url), version: pkg.version };
}

function save() {
  const { dir, cached, version } = target();
  const addon = join(dir, "build", "Release", "better_sqlite3.node");
  if (existsSync(cached)) return console.log(`better-sqlite3 ${version}: prebuilt addon already in ${cached}`);
  if (!existsSync(addon)) throw new Error(`better-sqlite3 ${version}: no ${addon} to save`);
  mkdirSync(dirname(cached), { recursive: true });
  const tmp = `${cached}.${process.pid}.tmp`;
  const tar = spawnSync("tar", ["-czf", tmp, "-C", dir, "build/Release/better_sqlite3.node"], { encoding: "utf8" });
  if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr}`);
  renameSync(tmp, cached);
  console.log(`better-sqlite3 ${version}: compiled addon saved to ${cached} (the next install on this machine unpacks it)`);
}

if (process.argv[2] === "save") save();
else {
  console.error("usage: node .ci/lib/sqlite-prebuild.js save");
  process.exitCode = 2;
}
