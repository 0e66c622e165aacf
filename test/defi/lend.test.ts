import { describeEachDatabase } from "../storage/databases";
import { hashTypedData } from "../../handlers/defi/viem";
import { httpJson, TEST_CUSTODY_KEY, useDefi, type DefiHarness } from "./harness";

async function lender(h: DefiHarness, chain: string, amount = "1000") {
  const userId = await h.user();
  await h.tool("defi_provision_wallet", { userId, family: "evm" });
  const { mandate } = await h.tool("defi_create_mandate", { userId, portal: chain, capital: { asset: "USDC", amount, chain } });
  return { userId, mandateId: mandate.mandateId as string };
}

describeEachDatabase("defi_lend_execute: capability gate, two phases, idempotency (part 3 lend rows, errors 3 and 4)", (kind) => {
  const s = useDefi(kind, { DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY });

  test("phase one on the default venue of Base: the artifact and its previewHash, nothing moved, no txHash", async () => {
    const { userId, mandateId } = await lender(s.h, "base");
    const before = await s.h.tool("defi_portfolio", { userId });
    const p = await s.h.tool("defi_lend_execute", { userId, mandateId, amount: "250.5" });
    expect(p).toMatchObject({ phase: "preview", venue: "venue_1", chain: "base", op: "supply", amount: "250.5", asset: "USDC", mandateId });
    expect(p.artifact).toMatchObject({ kind: "eip712_order", chain: "base", venue: "venue_1" });
    const payload = p.artifact.payload;
    expect(p.previewHash).toBe(hashTypedData(payload));
    expect("txHash" in p).toBe(false);
    expect((await s.h.tool("defi_lend_execute", { userId, mandateId })).amount).toBe("1000");
    const arb = await lender(s.h, "arbitrum-one");
    expect((await s.h.tool("defi_lend_execute", { userId: arb.userId, mandateId: arb.mandateId })).venue).toBe("venue_2");
    expect(await s.h.tool("defi_portfolio", { userId })).toEqual(before);
  });

  test.each([
    ["optimism", undefined, "route_disabled"],
    ["base", "venue_2", "route_disabled"],
    ["base", "venue_3", "route_disabled"],
    ["arbitrum-one", "venue_3", "route_disabled"],
    ["monad", "venue_1", "venue_not_carried"],
    ["avalanche", "venue_3", "venue_not_carried"],
    ["solana", undefined, "venue_not_carried"],
  ])("error 3: %s with venue %s is %s at the capability gate, never rerouted", async (chain, venue, code) => {
    const { userId, mandateId } = await lender(s.h, chain);
    const refusal = await s.h.refusal("defi_lend_execute", { userId, mandateId, ...(venue ? { venue, idempotencyKey: "key-00000001" } : {}) });
    expect(refusal.code).toBe(code);
    expect(refusal.message).toMatch(/rerouted/);
  });

  test("phase two: a stale previewHash is refused before signing; a current one fails closed without a submit path, and never carries a txHash", async () => {
    const { userId, mandateId } = await lender(s.h, "base");
    const p = await s.h.tool("defi_lend_execute", { userId, mandateId, amount: "100", idempotencyKey: "rent-key-0001" });
    expect((await s.h.refusal("defi_lend_execute", { userId, mandateId, amount: "101", idempotencyKey: "rent-key-0001", previewHash: p.previewHash })).code).toBe("stale_preview_hash");
    const closed = await s.h.refusal("defi_lend_execute", { userId, mandateId, amount: "100", idempotencyKey: "rent-key-0001", previewHash: p.previewHash });
    expect(closed.code).toBe("upstream_unavailable");
    expect(JSON.stringify(closed)).not.toContain("txHash");
  });

  test("an idempotencyKey stays bound to its first action: concurrent retries agree, another action is idempotency_conflict", async () => {
    const { userId, mandateId } = await lender(s.h, "base");
    const p = await s.h.tool("defi_lend_execute", { userId, mandateId, amount: "100", idempotencyKey: "key-0000000k" });
    const retries = await Promise.all([0, 1, 2, 3].map(() => s.h.refusal("defi_lend_execute", { userId, mandateId, amount: "100", idempotencyKey: "key-0000000k", previewHash: p.previewHash })));
    expect(retries.map((r) => r.code)).toEqual(["upstream_unavailable", "upstream_unavailable", "upstream_unavailable", "upstream_unavailable"]);
    const other = await s.h.tool("defi_lend_execute", { userId, mandateId, amount: "200", idempotencyKey: "key-0000000k" });
    expect((await s.h.refusal("defi_lend_execute", { userId, mandateId, amount: "200", idempotencyKey: "key-0000000k", previewHash: other.previewHash })).code).toBe("idempotency_conflict");
    const db = await s.h.db();
    expect(await db.selectFrom("defi_lend_keys").selectAll().where("user_id", "=", userId).execute()).toHaveLength(1);
    expect((await s.h.refusal("defi_lend_execute", { userId, mandateId, venue: "venue_3" })).code).toBe("invalid_arguments");
  });

  test("mandate, owner, wallet and policy refusals", async () => {
    const { userId, mandateId } = await lender(s.h, "base");
    const stranger = await s.h.user();
    expect((await s.h.refusal("defi_lend_execute", { userId: stranger, mandateId })).code).toBe("forbidden");
    expect((await s.h.refusal("defi_lend_execute", { userId, mandateId: "mdt_nope" })).code).toBe("not_found");
    expect((await s.h.refusal("defi_lend_execute", { userId: "usr_nobody", mandateId })).code).toBe("unknown_user");
    expect((await s.h.refusal("defi_lend_execute", { userId, mandateId, amount: "1000.01" })).code).toBe("policy_violation");
    expect((await s.h.refusal("defi_lend_execute", { userId, mandateId, amount: "0" })).code).toBe("invalid_arguments");
    const status = (st: string) => httpJson(`${s.h.host.url}/defi/v1/mandates/${mandateId}/status`, { method: "POST", headers: { "x-defi-user-id": userId }, body: JSON.stringify({ status: st }) });
    await status("paused");
    expect((await s.h.refusal("defi_lend_execute", { userId, mandateId })).code).toBe("mandate_paused");
    await status("cancelled");
    expect((await s.h.refusal("defi_lend_execute", { userId, mandateId })).code).toBe("mandate_cancelled");
    const walletless = await s.h.user();
    const { mandate } = await s.h.tool("defi_create_mandate", { userId: walletless, portal: "base", message: "lend 10 USDC on Base" });
    expect((await s.h.refusal("defi_lend_execute", { userId: walletless, mandateId: mandate.mandateId })).code).toBe("wallet_not_active");
  });
});
