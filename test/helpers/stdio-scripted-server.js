"use strict";
// Serves the generated webhooks definition with the scripted handlers over stdio, from dist/.
const { webhooksService } = require("../../dist/generated/webhooks/server");
const { bindService, serveStdio, loadConfig, createLogger } = require("../../generator/dist/runtime");
const { scriptedHandlers } = require("./scripted-handlers");
const { acquireStorage } = require("../../generator/dist/platform/storage");

const config = loadConfig({ ...process.env, MCPFORGE_VALIDATE_OUTPUTS: "true" });
serveStdio(bindService(webhooksService, scriptedHandlers), { config, logger: createLogger("warn"), storage: acquireStorage }).catch((err) => {
  process.stderr.write(String(err) + "\n");
  process.exit(1);
});
