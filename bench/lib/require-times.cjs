"use strict";
// Preloaded with `node -r` by the cold-start benchmark: records how long each package takes to
// load (inclusive of everything it requires) when a project file requires it, and writes the list
// as JSON to $MCPFORGE_REQUIRE_TIMES when the process exits. Shows which import costs startup.
const Module = require("node:module");
const fs = require("node:fs");
const out = process.env.MCPFORGE_REQUIRE_TIMES;
const root = require("node:path").join(__dirname, "..", "..");
const original = Module.prototype.require;
const seen = [];

Module.prototype.require = function timedRequire(id) {
  const from = this.filename || "";
  const mine = from.startsWith(root) && !from.includes("node_modules");
  if (!mine || id.startsWith(".") || id.startsWith("node:")) return original.apply(this, arguments);
  const t0 = process.hrtime.bigint();
  try {
    return original.apply(this, arguments);
  } finally {
    seen.push({ id, from: from.slice(root.length + 1), ms: Number(process.hrtime.bigint() - t0) / 1e6 });
  }
};

process.on("exit", () => {
  if (out) fs.writeFileSync(out, JSON.stringify(seen));
});
