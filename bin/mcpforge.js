#!/usr/bin/env node
"use strict";
// The nine services' entry to the CLI of the mcpforge package (generator/, an npm workspace).
require("../generator/bin/mcpforge.js");
