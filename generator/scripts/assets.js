#!/usr/bin/env node
"use strict";
// `npm pack` of the mcpforge package: the templates, the manifest schema and the package user's docs
// live at the repository's top level (the design card fixes templates/ and spec/ there). prepack
// copies them into the package folder, postpack removes the copies (they are git-ignored).
const { cpSync, mkdirSync, rmSync } = require("node:fs");
const { join } = require("node:path");

const pkg = join(__dirname, "..");
const repo = join(pkg, "..");
const copies = [
  ["templates", "templates"],
  ["spec/manifest.schema.json", "spec/manifest.schema.json"],
  ["docs/package.md", "docs/package.md"],
  ["docs/getting-started.md", "docs/getting-started.md"],
  ["docs/authorization.md", "docs/authorization.md"],
  ["docs/storage.md", "docs/storage.md"],
  ["docs/outbound.md", "docs/outbound.md"],
];
if (process.argv[2] === "copy") {
  for (const [from, to] of copies) {
    mkdirSync(join(pkg, to, ".."), { recursive: true });
    cpSync(join(repo, from), join(pkg, to), { recursive: true });
  }
} else if (process.argv[2] === "clean") {
  for (const dir of ["templates", "spec", "docs"]) rmSync(join(pkg, dir), { recursive: true, force: true });
} else {
  throw new Error("usage: assets.js copy|clean");
}
