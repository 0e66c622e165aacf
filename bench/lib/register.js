"use strict";
// Lets `node -r ./bench/lib/register.js bench/x.ts` run TypeScript on Node 20: each .ts file is
// transpiled with @swc/core (already a dev dependency, the same compiler jest uses) on first
// require. No type-check: `npm run typecheck` covers bench/. Transpiling costs startup time only,
// which is why the cold-start benchmark runs the built CLI (dist/) instead.
const { transformSync } = require("@swc/core");
const fs = require("node:fs");

const options = {
  jsc: { parser: { syntax: "typescript" }, target: "es2022" },
  module: { type: "commonjs", ignoreDynamic: true },
  sourceMaps: "inline",
};

require.extensions[".ts"] = function compileTs(module, filename) {
  const source = fs.readFileSync(filename, "utf8");
  const { code } = transformSync(source, { ...options, filename });
  module._compile(code, filename);
};
