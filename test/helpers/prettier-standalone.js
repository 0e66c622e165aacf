"use strict";
// jest's VM cannot run prettier's Node entry (it loads plugins with a dynamic import). The
// generator itself uses prettier/standalone; json-schema-to-typescript imports "prettier" at load
// time (it only formats when asked, and we never ask), so under jest it gets the standalone build.
module.exports = require("prettier/standalone");
