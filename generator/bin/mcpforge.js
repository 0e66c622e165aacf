#!/usr/bin/env node
"use strict";
// Thin bin: the CLI lives in commands/ (compiled to dist/ by `npm run build` at the repository root).
require("../dist/commands/bin.js");
