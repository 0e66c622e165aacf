// Issue 12 item 5 on the DeFi tools: "explicit user confirmation of the previewed quote" (part 2)
// asked through the client (MRTR) when a call carries no previewHash. SDK v2 client pinned to
// 2026-07-28 with an elicitation handler; the local hardhat venue for a lend that really settles.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { toolError } from "../helpers/http";
import { startVenueChain, type VenueChain } from "./evm-venue";
import { readyUser, plan } from "./flow";
import { TEST_CUSTODY_KEY, useDefi, type DefiHarness } from "./harness";
import { funded, liveEnv } from "./live";

let venues: VenueChain;
beforeAll(async () => {
  venues = await startVenueChain();
}, 60_000);
afterAll(() => venues?.chain.close());

/** A 2026-07-28 SDK v2 client; with `answer` it declares elicitation and answers every question so. */
async function v2(h: DefiHarness, answer?: "accept" | "decline") {
  const asked: { message: string }[] = [];
  const client = new Client({ name: "mrtr-defi", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } }, capabilities: answer ? { elicitation: { form: {} } } : {} });
  if (answer) {
    client.setRequestHandler("elicitation/create", async (req: any) => {
      asked.push({ message: req.params.message });
      return answer === "accept" ? { action: "accept", content: { confirm: true } } : { action: "decline" };
    });
  }
  await client.connect(new StreamableHTTPClientTransport(new URL(`${h.host.url}/defi/mcp`)));
  const call = async (name: string, args: Record<string, unknown>) => {
    try {
      return (await client.callTool({ name, arguments: args })) as { isError?: boolean; structuredContent?: any };
    } finally {
      await client.close();
    }
  };
  return { call, asked };
}

/** What the user's execution left behind: receipts, refusal records, and whether it is still pending. */
async function trace(h: DefiHarness, executionId: string) {
  const db = await h.db();
  const receipts = await db.selectFrom("defi_receipts").select("execution_id").where("execution_id", "=", executionId).execute();
  const refusals = await db.selectFrom("defi_refusals").select("code").where("execution_id", "=", executionId).execute();
  return { receipts: receipts.length, refusals: refusals.map((r) => r.code) };
}

describe("defi_approve_execute without previewHash (paper mode)", () => {
  // `mode` has a default ("paper"), filled into the arguments by validation: the retry must still
  // match the round's state (sealed over the arguments as sent, mrtr.ts InputChannel.digest).
  const s = useDefi("sqlite", { DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY });

  test("a client that can be asked shows the previewed artifact; approved, the plan settles", async () => {
    const { userId } = await readyUser(s.h);
    const { executionId } = await plan(s.h, userId, "swap 100 USDC for ETH on Base");
    const { previewHash } = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId });
    const { call, asked } = await v2(s.h, "accept");
    const r = await call("defi_approve_execute", { userId, portal: "base", executionId });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ executionId, status: "settled", mode: "paper" });
    expect(asked).toEqual([{ message: expect.stringContaining(previewHash) }]);
    expect(asked[0].message).toContain("swap 100 USDC");
    expect(await trace(s.h, executionId)).toEqual({ receipts: 1, refusals: [] });
  });

  test("declined: not_confirmed, nothing written, the plan stays pending and can be approved later", async () => {
    const { userId } = await readyUser(s.h);
    const { executionId } = await plan(s.h, userId, "swap 100 USDC for ETH on Base");
    const before = await s.h.tool("defi_portfolio", { userId });
    const { call, asked } = await v2(s.h, "decline");
    const r = await call("defi_approve_execute", { userId, portal: "base", executionId });
    expect(toolError(r as never)).toMatchObject({ code: "not_confirmed", message: expect.stringContaining("Nothing was signed or written") });
    expect(asked).toHaveLength(1);
    expect(await s.h.tool("defi_portfolio", { userId })).toEqual(before);
    expect(await trace(s.h, executionId)).toEqual({ receipts: 0, refusals: [] });
    const { previewHash } = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId });
    expect(await s.h.tool("defi_approve_execute", { userId, portal: "base", executionId, previewHash })).toMatchObject({ status: "settled" });
  });

  test("a client that cannot be asked (no elicitation; and 2025) is told to preview first: nothing settles, nothing is written", async () => {
    const { userId } = await readyUser(s.h);
    const first = await plan(s.h, userId, "swap 100 USDC for ETH on Base");
    const before = await s.h.tool("defi_portfolio", { userId });
    const { call } = await v2(s.h);
    expect(toolError((await call("defi_approve_execute", { userId, portal: "base", executionId: first.executionId })) as never)).toMatchObject({ code: "preview_required", message: expect.stringContaining("preview first") });
    const second = await plan(s.h, userId, "swap 50 USDC for ETH on Base");
    expect((await s.h.refusal("defi_approve_execute", { userId, portal: "base", executionId: second.executionId })).code).toBe("preview_required");
    expect(await s.h.tool("defi_portfolio", { userId })).toEqual(before);
    expect(await trace(s.h, first.executionId)).toEqual({ receipts: 0, refusals: [] });
    expect(await trace(s.h, second.executionId)).toEqual({ receipts: 0, refusals: [] });
    // Once the user saw the preview, its previewHash settles it.
    const { previewHash } = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId: second.executionId });
    expect(await s.h.tool("defi_approve_execute", { userId, portal: "base", executionId: second.executionId, previewHash })).toMatchObject({ status: "settled" });
  });

  test("the question is keyed by the artifact's previewHash, so an answer given for another artifact never approves this one", async () => {
    const { userId } = await readyUser(s.h);
    const { executionId } = await plan(s.h, userId, "swap 100 USDC for ETH on Base");
    const { previewHash } = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId });
    const res = await fetch(`${s.h.host.url}/defi/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": "defi_approve_execute" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "defi_approve_execute", arguments: { userId, portal: "base", executionId }, _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": { elicitation: {} } } } }),
    });
    const body = (await res.json()) as { result: { resultType: string; inputRequests: Record<string, unknown> } };
    expect(body.result.resultType).toBe("input_required");
    expect(Object.keys(body.result.inputRequests)).toEqual([`approve_${previewHash.replace(/^0x/, "").slice(0, 16)}`]);
    expect(await trace(s.h, executionId)).toEqual({ receipts: 0, refusals: [] });
  });
});

describe("defi_lend_execute without previewHash (live route on the local chain)", () => {
  const s = useDefi("sqlite", {}, () => liveEnv(venues, venues.aave));

  test("approved when asked: both phases in one call, the supply signed and confirmed on the chain", async () => {
    const { userId, mandateId } = await funded(s.h, venues);
    const args = { userId, mandateId, op: "supply", amount: "100", idempotencyKey: "mrtr-lend-0001" };
    const { previewHash } = await s.h.tool("defi_lend_execute", args); // what the user is shown
    const { call, asked } = await v2(s.h, "accept");
    const r = await call("defi_lend_execute", args);
    expect(r.structuredContent).toMatchObject({ phase: "settled", proof: { standing: "chain-confirmed" }, txHash: expect.stringMatching(/^0x/) });
    expect(asked).toEqual([{ message: expect.stringContaining(previewHash) }]);
  });

  test("declined: not_confirmed; nothing signed, no submission, key or refusal record; without elicitation phase one as before", async () => {
    const { userId, mandateId } = await funded(s.h, venues);
    const args = { userId, mandateId, op: "supply", amount: "100", idempotencyKey: "mrtr-lend-0002" };
    const declined = await v2(s.h, "decline");
    expect(toolError((await declined.call("defi_lend_execute", args)) as never).code).toBe("not_confirmed");
    const db = await s.h.db();
    for (const table of ["defi_lend_submissions", "defi_lend_keys", "defi_receipts", "defi_refusals"] as const) {
      expect(await db.selectFrom(table).selectAll().where("user_id", "=", userId).execute()).toEqual([]);
    }
    const plain = await v2(s.h);
    expect((await plain.call("defi_lend_execute", args)).structuredContent).toMatchObject({ phase: "preview", previewHash: expect.stringMatching(/^0x/) });
  });
});
