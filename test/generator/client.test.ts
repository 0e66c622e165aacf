import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { tempDataEnv } from "../helpers/data";
import { WebhooksClient } from "../../generated/webhooks/client";
import type { WebhooksErrorCode } from "../../generated/webhooks/server";
import { useSuiteHarness } from "../webhooks/harness";

// The typed client (generated/<slug>/client.ts) against the real webhooks service over HTTP: one
// typed method per tool, refusals as typed values read from _meta["dev.mcpforge/error"].
const suite = useSuiteHarness("sqlite");

test("a typed method returns the tool's output as { ok: true, value }", async () => {
  const api = new WebhooksClient(suite.h.client);
  const created = await api.create_webhook_bucket();
  expect(created.ok).toBe(true);
  if (!created.ok) return;
  expect(created.value.bucket_id).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
  const page = await api.list_webhooks({ bucket_id: created.value.bucket_id });
  expect(page).toEqual({ ok: true, value: expect.objectContaining({ webhooks: [], next_cursor: null }) });
});

test("a declared refusal is a typed value, not an exception", async () => {
  const api = new WebhooksClient(suite.h.client);
  const missing = await api.get_webhook_bucket({ bucket_id: "A".repeat(22) });
  expect(missing.ok).toBe(false);
  if (missing.ok) return;
  const code: WebhooksErrorCode = missing.error.code;
  expect(code).toBe("not_found");
  expect(missing.error.message).toContain("AAAA");
});

test("invalid arguments come back as invalid_arguments with the offending pointers", async () => {
  const api = new WebhooksClient(suite.h.client);
  // A bucket id of the wrong shape: the client types allow any string, the schema does not.
  const bad = await api.list_webhooks({ bucket_id: "short", limit: 0 });
  expect(bad.ok).toBe(false);
  if (bad.ok) return;
  expect(bad.error.code).toBe("invalid_arguments");
  expect(bad.error.issues?.map((i) => i.path).sort()).toEqual(["/bucket_id", "/limit"]);
});

test("every generated service has a client with one method per tool", () => {
  const root = join(__dirname, "..", "..");
  const spec = JSON.parse(readFileSync(join(root, "spec", "webhooks.json"), "utf8")) as { tools: Record<string, unknown> };
  const methods = Object.getOwnPropertyNames(WebhooksClient.prototype).filter((m) => m !== "constructor").sort();
  expect(methods).toEqual(Object.keys(spec.tools).sort());
});

test("the same typed client works over stdio (mcpforge serve webhooks --stdio)", async () => {
  const data = tempDataEnv();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(__dirname, "..", "..", "bin", "mcpforge.js"), "serve", "webhooks", "--stdio"],
    env: { ...(process.env as Record<string, string>), ...data.env, LOG_LEVEL: "warn" },
    stderr: "ignore",
  });
  const client = new Client({ name: "typed-client-test", version: "1.0.0" });
  try {
    await client.connect(transport);
    const api = new WebhooksClient(client);
    const created = await api.create_webhook_bucket({});
    if (!created.ok) throw new Error(`create_webhook_bucket refused: ${JSON.stringify(created.error)}`);
    const cleared = await api.clear_webhooks({ bucket_id: created.value.bucket_id, confirm: true });
    expect(cleared).toEqual({ ok: true, value: { bucket_id: created.value.bucket_id, deleted_count: 0 } });
    const gone = await api.get_webhook_bucket({ bucket_id: "B".repeat(22) });
    expect(gone).toMatchObject({ ok: false, error: { code: "not_found" } });
  } finally {
    await client.close();
    data.cleanup();
  }
});
