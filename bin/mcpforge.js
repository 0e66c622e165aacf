#!/usr/bin/env node
"use strict";
// Thin bin: the CLI lives in generator/cli (compiled to dist/ by `npm ci` / `npm run build`).
require("../dist/generator/cli/bin.js");
