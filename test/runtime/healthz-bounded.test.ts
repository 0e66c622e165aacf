import pino from "pino";
import { webhooksService } from "../../generated/webhooks/server";
import { bindService, loadConfig, startHost, type RunningHost } from "../../generator/runtime";
import { postRaw } from "../helpers/http";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scriptedHandlers } = require("../helpers/scripted-handlers.js");

/**
 * Issue 30: /healthz waits for each service's health figures at most a second, so one service
 * whose figures wait (a database query behind a long write) cannot hold the health probe. Before,
 * a health() that never settled left /healthz unanswered.
 */
let host: RunningHost;
beforeAll(async () => {
  const stuck = (env: never) => ({ ...scriptedHandlers(env), health: () => new Promise<never>(() => undefined) });
  const config = loadConfig({}, { host: "127.0.0.1", port: 0 });
  host = await startHost({ services: [bindService(webhooksService, stuck as never)], config, logger: pino({ level: "silent" }) });
});
afterAll(() => host?.close());

test("a service whose health figures never come: /healthz answers 200, naming it busy", async () => {
  const r = await postRaw(`${host.url}/healthz`, { method: "GET" });
  expect(r.status).toBe(200);
  expect(JSON.parse(r.body)).toMatchObject({ status: "ok", services: { webhooks: { error: expect.stringContaining("no health figures within 1000 ms") } } });
});
