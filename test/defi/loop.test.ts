import { describeEachDatabase } from "../storage/databases";
import { hashTypedData } from "../../handlers/defi/viem";
import { httpJson, TEST_CUSTODY_KEY, useDefi } from "./harness";
import { plan, readyUser, previewed } from "./flow";

describeEachDatabase("defi loop: session → agent → mandate → copilot → preview → approve → receipt → verify", (kind) => {
  const s = useDefi(kind, { DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY });

  test("paper settlement end to end, with a receipt anyone can verify and only the owner can read", async () => {
    const { userId, wallet, mandateId } = await readyUser(s.h);
    const { executionId, turn } = await plan(s.h, userId, "swap 500 USDC to ETH on Base");
    expect(turn.kya).toEqual({ accepted: true, credentialScope: "testnet_default" });
    expect(turn.quote).toEqual({ operation: "swap", chain: "base", fromAsset: "USDC", fromAmount: "500", toAsset: "ETH", toAmount: "0.16666666", venue: "order_book", simulated: true, priceSource: "sample" });
    expect(turn.reply).toContain(mandateId);

    const preview = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId });
    expect(preview.artifact).toMatchObject({ kind: "eip712_order", chain: "base", venue: "order_book" });
    const p = preview.artifact.payload;
    expect(p.message).toMatchObject({ maker: wallet.address, sellAsset: "USDC", sellAmount: "500", buyAsset: "ETH", executionId, mandateId });
    expect(p.domain.chainId).toBe(8453);
    // previewHash is the EIP-712 digest of exactly the returned payload.
    expect(preview.previewHash).toBe(hashTypedData({ ...p, message: { ...p.message, nonce: BigInt(p.message.nonce), expiry: BigInt(p.message.expiry) } }));
    expect(preview.simulation).toMatchObject({ performed: true, success: true });
    expect((await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId })).previewHash).toBe(preview.previewHash);

    const settled = await s.h.tool("defi_approve_execute", { userId, portal: "base", executionId, previewHash: preview.previewHash });
    expect(settled).toMatchObject({ executionId, mode: "paper", status: "settled" });
    expect(settled.balances.before).toEqual([{ asset: "ETH", amount: "2", chain: "base" }, { asset: "USDC", amount: "10000", chain: "base" }]);
    expect(settled.balances.after).toEqual([{ asset: "ETH", amount: "2.16666666", chain: "base" }, { asset: "USDC", amount: "9500", chain: "base" }]);
    const r = settled.receipt;
    expect(r).toMatchObject({ executionId, mode: "paper", proof: { standing: "none", chain: "base", checkedAt: null }, receiptHash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) });
    expect(r.ap2.reference).toMatch(/^sha256:/);
    expect("txHash" in r).toBe(false); // error 4: not a verified on-chain settlement

    expect((await s.h.tool("defi_get_receipt", { userId, executionId })).receipt).toEqual(r);
    const portfolio = await s.h.tool("defi_portfolio", { userId });
    expect(portfolio.balances).toEqual(settled.balances.after);
    expect(portfolio.fills).toEqual([{ executionId, operation: "swap", summary: r.summary, filledAt: r.settledAt }]);

    // A stranger verifies it without any credential, and sees no userId.
    const verified = await httpJson(r.verifyUrl);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ verified: true, receiptHash: r.receiptHash, receipt: r });
    expect(JSON.stringify(verified.body)).not.toContain(userId);
    expect((await httpJson(`${s.h.host.url}/defi/v1/receipts/sha256:${"0".repeat(64)}`)).status).toBe(404);

    // Error 8: a non-owner is not served the receipt; no identity is identity_required.
    const stranger = await s.h.user();
    expect((await s.h.refusal("defi_get_receipt", { userId: stranger, executionId })).code).toBe("forbidden");
    expect((await s.h.refusal("defi_get_receipt", { executionId })).code).toBe("identity_required");
    expect((await s.h.refusal("defi_get_receipt", { userId: "usr_nobody", executionId })).code).toBe("unknown_user");
    expect((await s.h.refusal("defi_get_receipt", { userId, executionId: "exe_nope" })).code).toBe("not_found");
    const viaHeader = await s.h.host.client("defi", { "x-defi-user-id": userId });
    expect((await s.h.tool("defi_get_receipt", { executionId }, viaHeader)).receipt.receiptHash).toBe(r.receiptHash);

    // Settled once: a second approval is execution_not_pending, and so is a new preview.
    expect((await s.h.refusal("defi_approve_execute", { userId, portal: "base", executionId })).code).toBe("execution_not_pending");
    expect((await s.h.refusal("defi_preview_tx", { userId, portal: "base", executionId })).code).toBe("execution_not_pending");
  });

  test("concurrent approvals of one plan settle it once", async () => {
    const { userId } = await readyUser(s.h);
    const { executionId } = await plan(s.h, userId, "swap 100 USDC to ETH");
    const args = await previewed(s.h, { userId, portal: "base", executionId });
    const calls = await Promise.all([0, 1, 2, 3].map(() => s.h.client.callTool({ name: "defi_approve_execute", arguments: args })));
    expect(calls.filter((c) => !c.isError)).toHaveLength(1);
    const usdc = (await s.h.tool("defi_portfolio", { userId })).balances.find((b: any) => b.asset === "USDC");
    expect(usdc.amount).toBe("9900");
  });

  test("another user's plan, or the wrong portal, is not_found; lend and withdraw move the supplied position", async () => {
    const { userId } = await readyUser(s.h, { message: "lend 1000 USDC on Base" });
    const { executionId } = await plan(s.h, userId, "lend 300 USDC on Base");
    const other = await s.h.user();
    expect((await s.h.refusal("defi_preview_tx", { userId: other, portal: "base", executionId })).code).toBe("not_found");
    expect((await s.h.refusal("defi_approve_execute", { userId, portal: "optimism", executionId })).code).toBe("not_found");
    expect((await s.h.refusal("defi_approve_execute", { userId, portal: "atlantis", executionId })).code).toBe("unknown_portal");
    const lent = await s.h.tool("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId }));
    expect(lent.balances.after).toEqual(expect.arrayContaining([{ asset: "USDC", amount: "9700", chain: "base" }, { asset: "USDC.venue_1", amount: "300", chain: "base" }]));
  });
});
