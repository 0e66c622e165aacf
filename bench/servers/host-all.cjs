"use strict";
// The all-services host started straight from the built runtime (dist/), without the CLI: the
// benchmarks' reference for what `node bin/mcpforge.js serve --all` costs beyond the host itself
// (the CLI module loads the dependencies of every command, not only `serve`). Plain JavaScript:
// the cold-start benchmark times it from spawn. PORT from the environment.
// The handler registry (dist/handlers, as `serve` uses it) binds each generated definition to its
// handlers and supplies authorization and storage.
const { createLogger, loadConfig, startHost } = require("mcpforge/runtime");
const { serviceSlugs, services, authorization, storage } = require("../../dist/handlers");

const config = loadConfig(process.env);
startHost({ services: serviceSlugs.map((s) => services[s]()), config, logger: createLogger(config.logLevel), authorization, storage }).then((host) => {
  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => void host.close().then(() => process.exit(0)));
});
