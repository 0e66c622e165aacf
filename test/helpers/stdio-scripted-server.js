"use strict";
// Serves the generated webhooks definition with the scripted handlers over stdio, from dist/.
const { webhooksService } = require("../../dist/generated/webhooks/server");
const { bindService, serveStdio, loadConfig, createLogger } = require("../../dist/generator/runtime");
const { scriptedHandlers } = require("./scripted-handlers");
const { acquireStorage } = require("../../dist/handlers/_shared/storage");

const config = loadConfig({ ...process.env, MCPFORGE_VALIDATE_OUTPUTS: "true" });
serveStdio(bindService(webhooksService, scriptedHandlers), { config, logger: createLogger("warn"), storage: acquireStorage }).catch((err) => {
  process.stderr.write(String(err) + "\n");
  process.exit(1);
});
