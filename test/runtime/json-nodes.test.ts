import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { loadConfig } from "../../generator/runtime";
import { jsonShapeProblem } from "../../generator/runtime/json-guard";
import { postRaw } from "../helpers/http";
import { rpc, startScriptedHost } from "../helpers/scripted-host";

// Issue 10 follow-up: one call with 650,000 unknown properties still cost ~2.4 s of validation
// (a CPU denial of service per request). Object keys + array items are now counted in the same
// linear pre-parse scan as the depth and refused past MCPFORGE_MAX_JSON_NODES (default 100,000).

/** `n` keys as a JSON object's text, built as text. */
function manyKeys(n: number): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(`"k${i}":0`);
  return `{${parts.join(",")}}`;
}

const call = (id: unknown, args: string) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"method":"tools/call","params":{"name":"create_webhook_bucket","arguments":${args}}}`;

describe("HTTP, default bound", () => {
  let host: Awaited<ReturnType<typeof startScriptedHost>>;
  beforeAll(async () => {
    host = await startScriptedHost();
  });
  afterAll(() => host.close());

  test("650,000 unknown properties are refused -32600 before parsing, naming the field and the variable", async () => {
    const res = await postRaw(host.endpoint, { body: call("wide", manyKeys(650_000)) });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      jsonrpc: "2.0",
      id: "wide",
      error: { code: -32600, message: "Invalid request: JSON with more than 100000 object keys and array items, the limit reached in /params/arguments (limit set by MCPFORGE_MAX_JSON_NODES)" },
    });
  });

  test("a 5 MB string full of commas and brackets is one value: not refused by the bound", async () => {
    const csv = "a,b,[c],{d}\n".repeat(5 * 1024 * 1024 / 12);
    const res = await postRaw(host.endpoint, { body: rpc(3, "tools/call", { name: "create_webhook_bucket", arguments: { name: csv } }) });
    expect(res.status).toBe(200);
    const reply = JSON.parse(res.body);
    expect(reply.error).toBeUndefined();
    expect(reply.result.isError).toBe(true); // the schema's maxLength, not the node bound
  });
});

test("MCPFORGE_MAX_JSON_NODES sets the bound: at it accepted, one past it refused; 0 turns it off", async () => {
  expect(loadConfig({}).maxJsonNodes).toBe(100_000);
  expect(() => loadConfig({ MCPFORGE_MAX_JSON_NODES: "many" })).toThrow("MCPFORGE_MAX_JSON_NODES must be a non-negative integer");
  const limits = { maxJsonDepth: 64, maxJsonNodes: 10 };
  // The message's 4 keys + params' 2 + the arguments' n keys: exactly 10 with n = 4.
  expect(jsonShapeProblem(call(1, manyKeys(4)), limits)).toBeUndefined();
  expect(jsonShapeProblem(call(1, manyKeys(5)), limits)?.message).toContain("more than 10 object keys and array items");
  expect(jsonShapeProblem(`[${"[],".repeat(20)}[]]`, limits)?.message).toContain("the limit reached in /");
  expect(jsonShapeProblem(call(1, manyKeys(1000)), { maxJsonDepth: 64, maxJsonNodes: 0 })).toBeUndefined();
  const small = await startScriptedHost({ MCPFORGE_MAX_JSON_NODES: "10" });
  try {
    expect((await postRaw(small.endpoint, { body: call(1, `{"name":"ok"}`) })).status).toBe(200);
    const res = await postRaw(small.endpoint, { body: `[${rpc(1, "ping")},${rpc(2, "ping")},${rpc(3, "ping")}]` });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error.message).toContain("MCPFORGE_MAX_JSON_NODES");
  } finally {
    await small.close();
  }
});

test("stdio: a line past the bound is answered -32600 to its id, and the next line is served", async () => {
  const server = join(__dirname, "..", "helpers", "stdio-scripted-server.js");
  const child = spawn(process.execPath, [server], { env: { ...process.env, MCPFORGE_MAX_JSON_NODES: "50" }, stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  try {
    child.stdin.write(call(7, manyKeys(100)) + "\n");
    expect(JSON.parse((await lines.next()).value)).toEqual({ jsonrpc: "2.0", id: 7, error: { code: -32600, message: expect.stringContaining("MCPFORGE_MAX_JSON_NODES") } });
    child.stdin.write(rpc(8, "ping") + "\n");
    expect(JSON.parse((await lines.next()).value)).toEqual({ jsonrpc: "2.0", id: 8, result: {} });
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill();
    await exited;
  }
});
