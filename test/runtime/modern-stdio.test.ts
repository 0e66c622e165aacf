import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { stopChild } from "./tasks-helpers";
import { MODERN, modernBody } from "../helpers/modern";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BUCKET } = require("../helpers/scripted-handlers.js");

// MCP 2026-07-28 over stdio beside the initialize handshake, in one child process (built from
// dist/ by `npm test`'s build step): raw lines in, every line out collected and matched by id.
let child: ChildProcessWithoutNullStreams;
const lines: Record<string, any>[] = [];
const waiters: (() => void)[] = [];

beforeAll(() => {
  child = spawn(process.execPath, [join(__dirname, "..", "helpers", "stdio-scripted-server.js")]);
  createInterface({ input: child.stdout }).on("line", (line) => {
    lines.push(JSON.parse(line));
    for (const w of waiters.splice(0)) w();
  });
});
afterAll(async () => {
  await stopChild(child);
});

/** Writes one line and resolves with the reply whose id is `id`, and the notifications before it. */
function exchange(line: string, id: number | string): Promise<{ reply: Record<string, any>; before: Record<string, any>[] }> {
  const start = lines.length;
  child.stdin.write(line + "\n");
  return new Promise((resolve) => {
    const check = () => {
      const at = lines.findIndex((l, i) => i >= start && l.id === id && ("result" in l || "error" in l));
      if (at < 0) return void waiters.push(check);
      resolve({ reply: lines[at], before: lines.slice(start, at).filter((l) => l.id === undefined) });
    };
    check();
  });
}

const SERVER_INFO = { "io.modelcontextprotocol/serverInfo": { name: "webhooks", title: "Webhook Capture Service", version: "1.0.1" } };

test("server/discover and tools/list are served without initialize", async () => {
  const discover = (await exchange(modernBody(1, "server/discover"), 1)).reply;
  expect(discover.result).toMatchObject({ resultType: "complete", supportedVersions: expect.arrayContaining([MODERN, "2025-11-25"]), capabilities: { tools: {} }, _meta: SERVER_INFO });
  const list = (await exchange(modernBody(2, "tools/list"), 2)).reply;
  expect(list.result).toMatchObject({ resultType: "complete", cacheScope: "public", _meta: SERVER_INFO });
  expect(list.result.tools.map((t: { name: string }) => t.name)).toContain("wait_for_webhook");
});

test("tools/call: progress always, notifications/message only at the requested log level", async () => {
  const call = (id: number, meta: Record<string, unknown>) => exchange(modernBody(id, "tools/call", { name: "wait_for_webhook", arguments: { bucket_id: BUCKET } }, { progressToken: "t", ...meta }), id);
  const quiet = await call(3, {});
  expect(quiet.reply.result).toMatchObject({ resultType: "complete", structuredContent: { received: false }, _meta: SERVER_INFO });
  expect(quiet.before.map((n) => n.method)).toEqual(["notifications/progress", "notifications/progress", "notifications/progress"]);
  const verbose = await call(4, { "io.modelcontextprotocol/logLevel": "debug" });
  expect(verbose.before.map((n) => n.method)).toContain("notifications/message");
});

test("refusals: unsupported version -32022 listing versions, missing _meta field -32602, unknown method -32601", async () => {
  const unsupported = (await exchange(modernBody(5, "tools/list", {}, { "io.modelcontextprotocol/protocolVersion": "1900-01-01" }), 5)).reply;
  expect(unsupported.error).toMatchObject({ code: -32022, data: { requested: "1900-01-01", supported: expect.arrayContaining([MODERN, "2025-11-25", "2025-06-18", "2025-03-26"]) } });
  const noCaps = JSON.stringify({ jsonrpc: "2.0", id: 6, method: "tools/list", params: { _meta: { "io.modelcontextprotocol/protocolVersion": MODERN } } });
  expect((await exchange(noCaps, 6)).reply.error).toMatchObject({ code: -32602, message: expect.stringContaining("clientCapabilities") });
  expect((await exchange(modernBody(7, "ping"), 7)).reply.error).toMatchObject({ code: -32601 });
});

test("a cancelled 2026 call gets no reply and the process keeps answering (the abort itself: modern-stdio-cancel.test.ts)", async () => {
  child.stdin.write(modernBody(8, "tools/call", { name: "clear_webhooks", arguments: { bucket_id: BUCKET, confirm: true } }) + "\n");
  child.stdin.write(JSON.stringify({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 8, reason: "test" } }) + "\n");
  // Lines are handled in order: once id 9 is answered, the cancel has been processed.
  await exchange(modernBody(9, "server/discover"), 9);
  expect(lines.some((l) => l.id === 8)).toBe(false);
});

test("the 2025 handshake flow still works on the same process", async () => {
  const init = JSON.stringify({ jsonrpc: "2.0", id: 10, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "x", version: "1" } } });
  expect((await exchange(init, 10)).reply.result).toMatchObject({ protocolVersion: "2025-11-25", serverInfo: { name: "webhooks" } });
  child.stdin.write(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }) + "\n");
  const list = (await exchange(JSON.stringify({ jsonrpc: "2.0", id: 11, method: "tools/list" }), 11)).reply;
  expect(list.result.tools.length).toBeGreaterThan(0);
  expect(list.result.resultType).toBeUndefined();
});
