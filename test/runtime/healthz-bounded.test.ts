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

/**
 * Issue 30 (the soak): a service whose figures wait on its database (freight counts inquiries)
 * held /healthz up to the 1 s bound under load, and every probe queued one more query behind the
 * same work. Once a service has reported, /healthz answers at once with its last figures and
 * their age, and at most one health() call per service is in flight. Before, this probe waited
 * for the call (the 1 s bound) and every probe made a new call.
 */
describe("a service whose figures wait after it has reported once", () => {
  let slow: RunningHost;
  let calls = 0;
  let holding = false;
  let release: (figures: Record<string, unknown>) => void = () => undefined;
  beforeAll(async () => {
    const waiting = (env: never) => ({
      ...scriptedHandlers(env),
      health: () => (++calls, holding ? new Promise((resolve) => (release = resolve)) : { inquiries: calls }),
    });
    const config = loadConfig({}, { host: "127.0.0.1", port: 0 });
    slow = await startHost({ services: [bindService(webhooksService, waiting as never)], config, logger: pino({ level: "silent" }) });
  });
  afterAll(() => slow?.close());

  test("first probe: the figures; later probes while a call waits: the last figures with their age, one call in flight", async () => {
    const first = JSON.parse((await postRaw(`${slow.url}/healthz`, { method: "GET" })).body);
    expect(first.services.webhooks).toEqual({ inquiries: 1 });
    holding = true;
    const probes = await Promise.all([1, 2, 3].map(() => postRaw(`${slow.url}/healthz`, { method: "GET" })));
    for (const r of probes) {
      expect(r.status).toBe(200);
      expect(JSON.parse(r.body).services.webhooks).toEqual({ inquiries: 1, figures_age_ms: expect.any(Number) });
    }
    expect(calls).toBe(2);
    holding = false;
    release({ inquiries: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    const after = JSON.parse((await postRaw(`${slow.url}/healthz`, { method: "GET" })).body);
    expect(after.services.webhooks).toEqual({ inquiries: 3 });
  });
});
