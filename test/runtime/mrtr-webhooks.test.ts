// MRTR (2026-07-28 basic/patterns/mrtr) end to end on the real webhooks service: delete_webhook_bucket
// without `confirm: true` asks the user through ctx.confirm. SDK v2 client (auto-fulfilment through
// its elicitation handler), raw HTTP for the requestState checks, the SDK 1.x client for 2025.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { ManualClock } from "../../generator/runtime";
import { toolError } from "../helpers/http";
import { messagesOf, postModern } from "../helpers/modern";
import { allCaptureIds, newBucket, send } from "../webhooks/harness";
import { useWebhooks } from "./tasks-helpers";

const clock = new ManualClock("2026-11-21T10:00:00Z");
const harness = useWebhooks("sqlite", { clock });
const mcpUrl = () => `${harness().host.url}/webhooks/mcp`;
const ELICIT = { "io.modelcontextprotocol/clientCapabilities": { elicitation: {} } };

const exists = async (id: string) => !(await harness().client.callTool({ name: "get_webhook_bucket", arguments: { bucket_id: id } })).isError;

/** A 2026-07-28 SDK v2 client; with `answer`, it declares elicitation and answers every confirmation so. */
async function v2(answer?: "accept" | "decline") {
  const asked: string[] = [];
  const client = new Client({ name: "mrtr", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } }, capabilities: answer ? { elicitation: { form: {} } } : {} });
  if (answer) {
    client.setRequestHandler("elicitation/create", async (req: any) => {
      asked.push(req.params.message);
      return answer === "accept" ? { action: "accept", content: { confirm: true } } : { action: "decline" };
    });
  }
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl())));
  return { client, asked };
}

describe("SDK v2 client, 2026-07-28", () => {
  test("the user confirms: the bucket is deleted after one input round", async () => {
    const b = await newBucket(harness());
    const { client, asked } = await v2("accept");
    try {
      const r = await client.callTool({ name: "delete_webhook_bucket", arguments: { bucket_id: b.id } });
      expect(r.isError).toBeFalsy();
      expect(r.structuredContent).toMatchObject({ bucket_id: b.id, deleted: true });
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain(b.id);
    } finally {
      await client.close();
    }
    expect(await exists(b.id)).toBe(false);
  });

  test("the user declines: confirmation_required, nothing deleted", async () => {
    const b = await newBucket(harness());
    const { client, asked } = await v2("decline");
    try {
      const r = await client.callTool({ name: "delete_webhook_bucket", arguments: { bucket_id: b.id } });
      expect(toolError(r as never).code).toBe("confirmation_required");
      expect(toolError(r as never).message).toContain("not confirmed");
      expect(asked).toHaveLength(1);
    } finally {
      await client.close();
    }
    expect(await exists(b.id)).toBe(true);
  });

  test("a client that cannot answer elicitation gets the declared error naming confirm: true", async () => {
    const b = await newBucket(harness());
    const { client } = await v2();
    try {
      const r = await client.callTool({ name: "delete_webhook_bucket", arguments: { bucket_id: b.id } });
      expect(toolError(r as never)).toMatchObject({ code: "confirmation_required", message: expect.stringContaining("confirm: true") });
      const ok = await client.callTool({ name: "delete_webhook_bucket", arguments: { bucket_id: b.id, confirm: true } });
      expect(ok.structuredContent).toMatchObject({ deleted: true });
    } finally {
      await client.close();
    }
  });
});

test("2025 (SDK 1.x client): the same call fails with confirmation_required telling the agent to pass confirm: true", async () => {
  const b = await newBucket(harness());
  expect(await harness().refusal("delete_webhook_bucket", { bucket_id: b.id })).toMatchObject({ code: "confirmation_required", message: expect.stringContaining("confirm: true") });
  expect(await exists(b.id)).toBe(true);
});

describe("clear_webhooks asks the same way (document 001: confirm true)", () => {
  /** A bucket holding two captures. */
  async function filled() {
    const b = await newBucket(harness());
    for (const body of ["one", "two"]) expect((await send(b.url, { method: "POST", body })).status).toBeLessThan(300);
    expect(await allCaptureIds(harness(), b.id)).toHaveLength(2);
    return b;
  }

  test("2026-07-28: declined, nothing deleted; confirmed, every capture deleted and the bucket stays", async () => {
    const b = await filled();
    const no = await v2("decline");
    try {
      const r = await no.client.callTool({ name: "clear_webhooks", arguments: { bucket_id: b.id } });
      expect(toolError(r as never)).toMatchObject({ code: "confirmation_required", message: expect.stringContaining("not confirmed") });
      expect(no.asked).toEqual([expect.stringContaining("2 capture(s)")]);
    } finally {
      await no.client.close();
    }
    expect(await allCaptureIds(harness(), b.id)).toHaveLength(2);
    const yes = await v2("accept");
    try {
      const r = await yes.client.callTool({ name: "clear_webhooks", arguments: { bucket_id: b.id } });
      expect(r.structuredContent).toEqual({ bucket_id: b.id, deleted_count: 2 });
      expect(yes.asked).toHaveLength(1);
    } finally {
      await yes.client.close();
    }
    expect(await allCaptureIds(harness(), b.id)).toEqual([]);
    expect(await exists(b.id)).toBe(true);
  });

  test("2025 (SDK 1.x client) without confirm: confirmation_required naming confirm: true, captures kept; with it, cleared", async () => {
    const b = await filled();
    expect(await harness().refusal("clear_webhooks", { bucket_id: b.id })).toMatchObject({ code: "confirmation_required", message: expect.stringContaining("call clear_webhooks again with confirm: true") });
    expect(await allCaptureIds(harness(), b.id)).toHaveLength(2);
    expect(await harness().tool("clear_webhooks", { bucket_id: b.id, confirm: true })).toEqual({ bucket_id: b.id, deleted_count: 2 });
  });
});

describe("raw 2026-07-28 requests: the requestState is integrity-protected", () => {
  const call = (args: Record<string, unknown>, extra: Record<string, unknown> = {}) => postModern(mcpUrl(), "tools/call", { name: "delete_webhook_bucket", arguments: args, ...extra }, { meta: ELICIT });
  const first = async (id: string) => {
    const r = messagesOf(await call({ bucket_id: id }))[0].result;
    expect(r).toMatchObject({ resultType: "input_required", inputRequests: { confirm: { method: "elicitation/create", params: { mode: "form" } } } });
    expect(typeof r.requestState).toBe("string");
    return r.requestState as string;
  };
  const accept = { confirm: { action: "accept", content: { confirm: true } } };

  test("a valid state with the answer deletes; a tampered one is refused -32602 and changes nothing", async () => {
    const b = await newBucket(harness());
    const state = await first(b.id);
    const [body, tag] = state.split(".");
    const payload = JSON.parse(Buffer.from(body, "base64url").toString());
    const forged = `${Buffer.from(JSON.stringify({ ...payload, e: payload.e + 1 })).toString("base64url")}.${tag}`;
    for (const bad of [forged, `${state}x`, "not-a-state", state.replace(/.$/, (c) => (c === "A" ? "B" : "A"))]) {
      const m = messagesOf(await call({ bucket_id: b.id }, { requestState: bad, inputResponses: accept }))[0];
      expect(m.error).toMatchObject({ code: -32602, message: expect.stringContaining("requestState") });
    }
    expect(await exists(b.id)).toBe(true);
    const done = messagesOf(await call({ bucket_id: b.id }, { requestState: state, inputResponses: accept }))[0].result;
    expect(done).toMatchObject({ resultType: "complete", structuredContent: { bucket_id: b.id, deleted: true } });
    expect(await exists(b.id)).toBe(false);
  });

  test("a state is bound to its call's arguments: replayed on another bucket it is refused", async () => {
    const [a, other] = [await newBucket(harness()), await newBucket(harness())];
    const state = await first(a.id);
    const m = messagesOf(await call({ bucket_id: other.id }, { requestState: state, inputResponses: accept }))[0];
    expect(m.error).toMatchObject({ code: -32602 });
    expect(await exists(other.id)).toBe(true);
  });

  test("an answer without the state that asked for it is ignored: the user is asked", async () => {
    const b = await newBucket(harness());
    const r = messagesOf(await call({ bucket_id: b.id }, { inputResponses: accept }))[0].result;
    expect(r.resultType).toBe("input_required");
    expect(await exists(b.id)).toBe(true);
  });

  test("a state past MCPFORGE_MRTR_STATE_TTL_MS (default 10 minutes) is refused", async () => {
    const b = await newBucket(harness());
    const state = await first(b.id);
    clock.advance(10 * 60_000 + 1);
    const m = messagesOf(await call({ bucket_id: b.id }, { requestState: state, inputResponses: accept }))[0];
    expect(m.error).toMatchObject({ code: -32602, message: expect.stringContaining("expired") });
    expect(await exists(b.id)).toBe(true);
  });
});
