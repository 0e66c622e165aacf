import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { nested, rpc } from "../helpers/scripted-host";

// The stdio wire, line by line. Defect 2 over stdio: every line is checked like an HTTP body (size, depth, envelope, id type)
// and a bad line is answered, never dropped (the SDK's transport dropped it silently: the client
// waited forever) and never fatal. Raw lines on the child's stdin, replies read line by line.
let child: ChildProcessWithoutNullStreams;
const replies: Record<string, unknown>[] = [];
let waiting: (() => void) | undefined;

beforeAll(() => {
  const server = join(__dirname, "..", "helpers", "stdio-scripted-server.js");
  child = spawn(process.execPath, [server], { env: { ...process.env, MCPFORGE_MAX_BODY_BYTES: "20000" } });
  createInterface({ input: child.stdout }).on("line", (line) => {
    replies.push(JSON.parse(line) as Record<string, unknown>);
    waiting?.();
  });
});
afterAll(async () => {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.stdin.end();
  child.kill();
  await exited;
});

/** Writes `line` and resolves with the next reply (one request in flight at a time). */
function send(line: string): Promise<Record<string, unknown>> {
  const before = replies.length;
  return new Promise((resolve) => {
    waiting = () => {
      if (replies.length > before) resolve(replies[before]);
    };
    child.stdin.write(line + "\n");
  });
}

async function stillAnswers(): Promise<void> {
  expect(await send(rpc("alive", "ping"))).toEqual({ jsonrpc: "2.0", id: "alive", result: {} });
  expect(child.exitCode).toBeNull();
}

test("a 5,000-deep id is -32600 and the process still answers", async () => {
  const reply = await send(`{"jsonrpc":"2.0","id":${nested(5000)},"method":"ping"}`);
  expect(reply).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32600, message: expect.stringContaining("deeper than 64 levels at /id/0/0") } });
  await stillAnswers();
});

test("deep arguments are -32600 naming the field, answered to the request's id", async () => {
  const reply = await send(`{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"create_webhook_bucket","arguments":{"name":${nested(200)}}}}`);
  expect(reply).toEqual({ jsonrpc: "2.0", id: 9, error: { code: -32600, message: expect.stringContaining("at /params/arguments/name/0/0") } });
  await stillAnswers();
});

test.each<[string, string, unknown]>([
  ["an object id", `{"jsonrpc":"2.0","id":{"a":[1]},"method":"ping"}`, { id: null, error: { code: -32600, message: 'Invalid request: "id" must be a string or a number (omit it for a notification)' } }],
  ["a null request id", `{"jsonrpc":"2.0","id":null,"method":"ping"}`, { id: null, error: { code: -32600 } }],
  ["invalid JSON", `{"jsonrpc":`, { id: null, error: { code: -32700 } }],
  ["an object progressToken", rpc(10, "tools/call", { name: "wait_for_webhook", arguments: {}, _meta: { progressToken: { a: 1 } } }), { id: 10, error: { code: -32600 } }],
  ["a line over MCPFORGE_MAX_BODY_BYTES", rpc(11, "ping", { pad: "x".repeat(30_000) }), { id: null, error: { code: -32600, message: expect.stringContaining("larger than 20000 bytes") } }],
])("%s is answered with an error, and the next line is served", async (_name, line, want) => {
  expect(await send(line)).toMatchObject({ jsonrpc: "2.0", ...(want as object) });
  await stillAnswers();
});

test("progress and log notifications travel before the reply on the wire", async () => {
  const before = replies.length;
  const reply = await new Promise<Record<string, unknown>>((resolve) => {
    waiting = () => {
      const last = replies[replies.length - 1];
      if (last.id === "w") resolve(last);
    };
    child.stdin.write(rpc("w", "tools/call", { name: "wait_for_webhook", arguments: { bucket_id: "AAAAAAAAAAAAAAAAAAAAAA" }, _meta: { progressToken: "p" } }) + "\n");
  });
  expect(reply).toMatchObject({ id: "w", result: { structuredContent: { received: false } } });
  expect(replies.slice(before, -1)).toEqual([
    ...[1, 2, 3].map((i) => ({ jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: "p", progress: i, total: 3, message: `step ${i}` } })),
    { jsonrpc: "2.0", method: "notifications/message", params: { level: "info", logger: "webhooks", data: { waited: true } } },
  ]);
});
