import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { McpError } from "@modelcontextprotocol/sdk/types.js";
import { join } from "node:path";
import { specService } from "../helpers/spec-ir";
import { callRaw, toolError } from "../helpers/http";
import { progressOfScriptedCalls } from "../helpers/notifications";
import { PacedTransport } from "../helpers/paced-transport";

// The same scripted handlers as the HTTP test, in a child process speaking MCP over stdio
// (built from dist/ by `npm test`'s build step). The client gets one message per macrotask
// (PacedTransport): the SDK client drops a progress notification that shares a read with its
// reply, so without pacing the notification test depends on how stdout happened to be read
// (about one run in four under load). The wire order itself is asserted in stdio-lines.test.ts.
let client: Client;

beforeAll(async () => {
  client = new Client({ name: "e2e-stdio", version: "1.0.0" });
  const stdio = new StdioClientTransport({ command: process.execPath, args: [join(__dirname, "..", "helpers", "stdio-scripted-server.js")], stderr: "pipe" });
  await client.connect(new PacedTransport(stdio));
});
afterAll(async () => {
  await client.close();
});

test("serverInfo and tools/list match the manifest", async () => {
  expect(client.getServerVersion()).toMatchObject({ name: "webhooks", version: "1.0.1" });
  const ir = specService("webhooks");
  const { tools } = await client.listTools();
  expect(tools.map((t) => [t.name, t.inputSchema, t.outputSchema])).toEqual(ir.tools.map((t) => [t.name, t.inputSchema, t.outputSchema]));
});

test("valid call, invalid arguments, business error and unknown tool behave as over HTTP", async () => {
  const ok = await client.callTool({ name: "create_webhook_bucket", arguments: { name: "s" } });
  expect(ok.structuredContent).toMatchObject({ name: "s", controlled_test: true });

  const invalid = await callRaw(client, "list_webhooks", { limit: 0 });
  expect(toolError(invalid)).toMatchObject({
    code: "invalid_arguments",
    issues: expect.arrayContaining([expect.objectContaining({ path: "/bucket_id" }), expect.objectContaining({ path: "/limit" })]),
  });

  const refused = await callRaw(client, "get_webhook_bucket", { bucket_id: "AAAAAAAAAAAAAAAAAAAAAA" });
  expect(toolError(refused).code).toBe("not_found");

  const crash = await callRaw(client, "configure_webhook_response", { bucket_id: "AAAAAAAAAAAAAAAAAAAAAA", status: 500, content_type: "text/plain", body: "x" });
  expect(toolError(crash).code).toBe("internal_error");

  const unknown = await client.callTool({ name: "nope", arguments: {} }).catch((e: unknown) => e);
  expect((unknown as McpError).code).toBe(-32602);
  // The server sends the bare message; the SDK client adds the "MCP error -32602: " prefix once (issue 31).
  expect((unknown as McpError).message).toBe("MCP error -32602: Unknown tool: nope");
});

test("progress and log notifications reach the client", async () => {
  const { progress, logs } = await progressOfScriptedCalls(client, 20);
  expect(progress).toEqual(Array(20).fill([1, 2, 3]));
  expect(logs).toEqual(Array(20).fill({ waited: true }));
});
