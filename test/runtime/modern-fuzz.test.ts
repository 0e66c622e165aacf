import fc from "fast-check";
import pino from "pino";
import { webhooksService } from "../../generated/webhooks/server";
import { bindService, loadConfig, ManualClock, startHost, type RunningHost } from "../../generator/runtime";
import { FUZZ_RUNS, FUZZ_SEED } from "../fuzz/settings";
import { postRaw } from "../helpers/http";
import { messagesOf, META, MODERN } from "../helpers/modern";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scriptedHandlers } = require("../helpers/scripted-handlers.js");

// Near-valid 2026-07-28 requests, one field or header broken at a time (or several): every one is
// answered with a JSON-RPC message and a status the spec names, and the process keeps serving.
let host: RunningHost;
beforeAll(async () => {
  const config = loadConfig({}, { host: "127.0.0.1", port: 0 });
  host = await startHost({ services: [bindService(webhooksService, scriptedHandlers)], config, logger: pino({ level: "silent" }), clock: new ManualClock("2026-11-21T10:00:00Z") });
});
afterAll(() => host.close());

const odd = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 30 }), fc.constant(undefined));
const maybe = <T>(good: T) => fc.oneof({ weight: 3, arbitrary: fc.constant(good) }, odd);
const headerValue = (good: string) => fc.oneof({ weight: 3, arbitrary: fc.constant(good) }, fc.constant(undefined), fc.string({ maxLength: 20 }).map((s) => s.replace(/[^\x21-\x7e]/g, "x")), fc.constant(`=?base64?${Buffer.from(good).toString("base64")}?=`), fc.constant("=?base64?%%?="));

const modernCase = fc.record({
  method: fc.constantFrom("tools/call", "tools/list", "server/discover", "ping", "initialize", "resources/read", "nope"),
  id: fc.oneof(fc.integer(), fc.string({ maxLength: 8 })),
  name: maybe("create_webhook_bucket"),
  args: maybe({ name: "f" } as unknown),
  version: maybe(MODERN as unknown),
  caps: maybe({} as unknown),
  info: maybe(META["io.modelcontextprotocol/clientInfo"] as unknown),
  level: maybe(undefined as unknown),
  progress: maybe(undefined as unknown),
  hVersion: headerValue(MODERN),
  hMethod: fc.boolean(),
  hName: headerValue("create_webhook_bucket"),
});

test("every near-valid 2026 request gets a JSON-RPC answer with a spec status; the server keeps serving", async () => {
  const cases = fc.sample(modernCase, { seed: FUZZ_SEED, numRuns: FUZZ_RUNS });
  for (const c of cases) {
    const meta: Record<string, unknown> = { "io.modelcontextprotocol/protocolVersion": c.version, "io.modelcontextprotocol/clientCapabilities": c.caps, "io.modelcontextprotocol/clientInfo": c.info, "io.modelcontextprotocol/logLevel": c.level, progressToken: c.progress };
    const body = JSON.stringify({ jsonrpc: "2.0", id: c.id, method: c.method, params: { name: c.name, arguments: c.args, _meta: meta } });
    const headers: Record<string, string> = {};
    if (c.hVersion !== undefined) headers["mcp-protocol-version"] = c.hVersion;
    if (c.hMethod) headers["mcp-method"] = c.method;
    if (c.hName !== undefined) headers["mcp-name"] = c.hName;
    const r = await postRaw(`${host.url}/webhooks/mcp`, { headers, body });
    const context = `case ${JSON.stringify(c)} (seed ${FUZZ_SEED}) → ${r.status} ${r.body.slice(0, 300)}`;
    expect([200, 400, 404]).toContain(r.status);
    const last = messagesOf(r).at(-1)!;
    if (!("result" in last || "error" in last)) throw new Error(`no reply: ${context}`);
    if (r.status !== 200 && !("error" in last)) throw new Error(`4xx without a JSON-RPC error: ${context}`);
    if ("result" in last && claimsModern(c.version, c.hVersion) && last.result.resultType !== "complete") throw new Error(`2026 result without resultType: ${context}`);
  }
  const alive = await postRaw(`${host.url}/webhooks/mcp`, { headers: { "mcp-protocol-version": MODERN, "mcp-method": "server/discover" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: META } }) });
  expect(alive.status).toBe(200);
});

function claimsModern(version: unknown, header: string | undefined): boolean {
  return version === MODERN || (version === undefined && header === MODERN);
}
