import { DEV_PAY_TO, BASE_USDC } from "../../handlers/comms/billing/x402";
import { toolError } from "../helpers/http";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { PUBLIC_URL, startComms, useComms } from "./harness";
import { newPayer, pay, PASS_UNITS, signPayment, useUsdcChain } from "./x402-payments";

const chain = useUsdcChain();

describeEachDatabase("comms: billing_purchase settled through an x402 facilitator on the local chain", (kind) => {
  const c = useComms(kind, { env: chain.env });
  const entitlements = async () =>
    (await c.h.db.selectFrom("comms_entitlements").selectAll().where("organization_id", "=", c.t.id).execute()).length;
  const challenge = async (idempotency_key: string, action = "pass") =>
    (await c.t.owner.tool("commsvc_billing_purchase", { ...c.org(), action, idempotency_key })).challenge;
  const funded = async (units: bigint) => {
    const payer = newPayer();
    if (units > 0n) await chain.u.mint(payer.address, units);
    return payer;
  };

  test("without payment: the x402 v1 challenge (exact, base, USDC, atomic amount, dev payTo) and nothing written", async () => {
    const r = await c.t.owner.tool("commsvc_billing_purchase", { ...c.org(), action: "pass", idempotency_key: "buy-pass-1" });
    expect(r).toEqual({
      action: "pass",
      status: "payment_required",
      entitlement: null,
      purchase_id: null,
      challenge: {
        x402Version: 1,
        error: expect.any(String),
        accepts: [
          {
            scheme: "exact",
            network: "base",
            maxAmountRequired: PASS_UNITS,
            resource: `${PUBLIC_URL}/comms/mcp#commsvc_billing_purchase/pass`,
            description: `Pass: 10000 sends for organization ${c.t.id}`,
            mimeType: "application/json",
            payTo: DEV_PAY_TO,
            maxTimeoutSeconds: 300,
            asset: BASE_USDC,
            extra: { name: "USD Coin", version: "2" },
          },
        ],
      },
    });
    expect((await challenge("buy-top-1", "topup")).accepts[0].maxAmountRequired).toBe("1000000");
    expect(await entitlements()).toBe(0);
  });

  test("a funded payer's purchase settles: USDC moves, the entitlement carries the transaction hash; replays return it", async () => {
    const payer = await funded(25_000_000n);
    const before = await chain.u.balanceOf(DEV_PAY_TO);
    const args = { ...c.org(), action: "pass", idempotency_key: "buy-pass-2", payment: await pay(await challenge("buy-pass-2"), payer) };
    const done = await c.t.owner.tool("commsvc_billing_purchase", args);
    expect(done).toMatchObject({ action: "pass", status: "completed", challenge: null });
    expect(done.entitlement).toMatchObject({ kind: "pass", sends_granted: 10_000, expires_at: "2026-04-01T09:00:00.000Z" });
    expect(await chain.u.balanceOf(payer.address)).toBe(15_000_000n);
    expect((await chain.u.balanceOf(DEV_PAY_TO)) - before).toBe(10_000_000n);
    const hash = done.entitlement.transaction_hash;
    const receipt = await chain.u.chain.rpc("eth_getTransactionReceipt", [hash]);
    expect([receipt.status, receipt.to]).toEqual(["0x1", BASE_USDC.toLowerCase()]);
    expect((await c.t.owner.tool("commsvc_billing", c.org())).entitlements[0].transaction_hash).toBe(hash);
    // The same key (with or without the payment) replays; nothing moves again.
    expect(await c.t.owner.tool("commsvc_billing_purchase", args)).toEqual(done);
    const { payment: _p, ...withoutPayment } = args;
    expect(await c.t.owner.tool("commsvc_billing_purchase", withoutPayment)).toEqual(done);
    expect(await chain.u.balanceOf(payer.address)).toBe(15_000_000n);
    expect((await c.t.owner.refusal("commsvc_billing_purchase", { ...args, action: "topup" })).code).toBe("idempotency_conflict");
    // The same authorization under a new key, or by another organization, is a replayed payment.
    const again = await c.t.owner.refusal("commsvc_billing_purchase", { ...args, idempotency_key: "buy-pass-3" });
    expect([again.code, again.message]).toEqual(["payment_nonce_used", expect.stringContaining("nonce")]);
    const b = await c.h.tenant("B");
    expect((await b.owner.refusal("commsvc_billing_purchase", { ...args, organization_id: b.id })).code).toBe("payment_nonce_used");
    expect(await entitlements()).toBe(1);
    expect(await chain.u.balanceOf(payer.address)).toBe(15_000_000n);
  });

  test("a purchase settled on chain whose grant never committed (the process died) is granted by its replay, once", async () => {
    const payer = await funded(10_000_000n);
    const args = { ...c.org(), action: "pass", idempotency_key: "died-mid-way", payment: await pay(await challenge("died-mid-way"), payer) };
    const done = await c.t.owner.tool("commsvc_billing_purchase", args);
    // What a crash between the settlement and the grant's transaction leaves: the claim, no grant.
    await c.h.db.deleteFrom("comms_entitlements").where("id", "=", done.entitlement.entitlement_id).execute();
    await c.h.db.updateTable("comms_purchases").set({ settlement: "settling", transaction_hash: null }).where("id", "=", done.purchase_id).execute();
    const { payment: _p, ...withoutPayment } = args;
    const waiting = await c.t.owner.refusal("commsvc_billing_purchase", withoutPayment);
    expect(waiting.code).toBe("payment_unavailable"); // without the payment it cannot look on chain
    const again = await Promise.all([1, 2].map(() => c.t.owner.tool("commsvc_billing_purchase", args)));
    expect(again).toEqual([done, done]);
    expect(await entitlements()).toBe(1);
    expect(await chain.u.balanceOf(payer.address)).toBe(0n);
  });

  test("an unfunded payer and a short payer are refused with payment_failed: nothing granted, nothing moved", async () => {
    for (const [units, key] of [[0n, "buy-empty"], [4_000_000n, "buy-short"]] as const) {
      const payer = await funded(units);
      const payment = await pay(await challenge(key), payer);
      const r = await c.t.owner.client.callTool({ name: "commsvc_billing_purchase", arguments: { ...c.org(), action: "pass", idempotency_key: key, payment } });
      const refused = toolError(r);
      expect([r.isError, r.structuredContent, refused.code, refused.message]).toEqual([true, undefined, "payment_failed", expect.stringContaining("balance")]);
      expect(await chain.u.balanceOf(payer.address)).toBe(units);
    }
    expect(await entitlements()).toBe(0);
    expect(await c.h.db.selectFrom("comms_purchases").selectAll().execute()).toEqual([]);
    expect((await c.t.owner.tool("commsvc_billing", c.org())).available_sends).toBe(100);
  });

  test("a payment already settled elsewhere (this database has never seen it) is refused by the chain's nonce", async () => {
    const payer = await funded(20_000_000n);
    const payment = await pay(await challenge("elsewhere"), payer);
    const other = await createTestDatabase(kind);
    const h2 = await startComms(other, { env: chain.env() });
    try {
      const t2 = await h2.tenant("Elsewhere");
      await t2.owner.tool("commsvc_billing_purchase", { organization_id: t2.id, action: "pass", idempotency_key: "elsewhere", payment });
    } finally {
      await h2.close();
      await other.drop();
    }
    const replayed = await c.t.owner.refusal("commsvc_billing_purchase", { ...c.org(), action: "pass", idempotency_key: "elsewhere", payment });
    expect([replayed.code, replayed.message]).toEqual(["payment_nonce_used", expect.stringContaining("nonce")]);
    expect(await chain.u.balanceOf(payer.address)).toBe(10_000_000n);
    expect(await entitlements()).toBe(0);
  });

  test("racing calls with one key and payment settle once; one authorization under two keys grants once", async () => {
    const payer = await funded(30_000_000n);
    const args = { ...c.org(), action: "pass", idempotency_key: "race-pass-1", payment: await pay(await challenge("race-pass-1"), payer) };
    const raced = await Promise.all([1, 2].map(() => c.t.owner.client.callTool({ name: "commsvc_billing_purchase", arguments: args })));
    const done = await c.t.owner.tool("commsvc_billing_purchase", args);
    for (const r of raced)
      if (r.isError) expect([r.structuredContent, toolError(r).code]).toEqual([undefined, expect.stringMatching(/^payment_(unavailable|nonce_used)$/)]);
      else expect(r.structuredContent).toEqual(done);
    const other = await pay(await challenge("race-pass-2"), payer);
    const both = await Promise.all(
      ["race-pass-2", "race-pass-3"].map((k) =>
        c.t.owner.client.callTool({ name: "commsvc_billing_purchase", arguments: { ...args, payment: other, idempotency_key: k } }),
      ),
    );
    expect(both.map((r) => Boolean(r.isError)).sort()).toEqual([false, true]);
    expect(await entitlements()).toBe(2);
    expect(await chain.u.balanceOf(payer.address)).toBe(10_000_000n);
  });

  test("forged, wrong amount, wrong payTo and expired payments are refused by the facilitator and change nothing", async () => {
    const o = { ...c.org(), action: "pass", idempotency_key: "buy-pass-4" };
    const payer = await funded(20_000_000n);
    const stranger = newPayer();
    const now = Math.floor(Date.now() / 1000);
    const cases: [Awaited<ReturnType<typeof signPayment>>, string, string][] = [
      [await signPayment(payer, {}, stranger), "payment_invalid", "signature"],
      [await signPayment(payer, { value: "9999999" }), "payment_amount_mismatch", "value"],
      [await signPayment(payer, { to: stranger.address }), "payment_invalid", "to"],
      [await signPayment(payer, { validBefore: String(now - 60) }), "payment_expired", "validBefore"],
      [await signPayment(payer, { validAfter: String(now + 3600) }), "payment_expired", "validAfter"],
    ];
    const tampered = await signPayment(payer);
    tampered.payload.authorization.nonce = `0x${"cd".repeat(32)}`; // the signature no longer covers it
    cases.push([tampered, "payment_invalid", "signature"]);
    for (const [payment, code, field] of cases) {
      const refused = await c.t.owner.refusal("commsvc_billing_purchase", { ...o, payment });
      expect([refused.code, refused.message]).toEqual([code, expect.stringContaining(field)]);
    }
    const wrongNetwork = { ...tampered, network: "base-sepolia" };
    expect((await c.t.owner.refusal("commsvc_billing_purchase", { ...o, payment: wrongNetwork })).code).toBe("invalid_arguments");
    expect(await entitlements()).toBe(0);
    expect(await c.h.db.selectFrom("comms_purchases").selectAll().execute()).toEqual([]);
    expect(await chain.u.balanceOf(payer.address)).toBe(20_000_000n);
    const reader = await c.t.withScopes(["organization:read"]);
    expect((await reader.refusal("commsvc_billing_purchase", { ...o, payment: await signPayment(payer) })).code).toBe("forbidden");
  });
});

describe("comms: x402 configuration", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterEach(async () => {
    await database.drop();
  });

  test("with no facilitator configured a payment is refused with payment_unavailable and nothing is granted", async () => {
    const h = await startComms(database);
    try {
      const t = await h.tenant("Acme");
      const o = { organization_id: t.id, action: "pass", idempotency_key: "no-facilitator" };
      expect((await t.owner.tool("commsvc_billing_purchase", o)).status).toBe("payment_required");
      const refused = await t.owner.refusal("commsvc_billing_purchase", { ...o, payment: await signPayment(newPayer()) });
      expect([refused.code, refused.message]).toEqual(["payment_unavailable", expect.stringContaining("COMMS_X402_RPC_URL")]);
      expect(await h.db.selectFrom("comms_purchases").selectAll().execute()).toEqual([]);
      expect(await h.db.selectFrom("comms_entitlements").selectAll().execute()).toEqual([]);
    } finally {
      await h.close();
    }
  });

  test("COMMS_X402_PAY_TO sets payTo (checksummed) and a payment must pay it; bad settings stop start-up", async () => {
    const own = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
    const h = await startComms(database, { env: { ...chain.env(), COMMS_X402_PAY_TO: own, COMMS_TOPUP_PRICE_USDC: "2.5" } });
    try {
      const t = await h.tenant("Acme");
      const o = { organization_id: t.id, action: "topup", idempotency_key: "topup-own-1" };
      const r = await t.owner.tool("commsvc_billing_purchase", o);
      expect(r.challenge.accepts[0]).toMatchObject({ payTo: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", maxAmountRequired: "2500000" });
      const payer = newPayer();
      await chain.u.mint(payer.address, 2_500_000n);
      const toDev = await t.owner.refusal("commsvc_billing_purchase", { ...o, payment: await signPayment(payer, { value: "2500000" }) });
      expect(toDev.code).toBe("payment_invalid");
      const paid = await t.owner.tool("commsvc_billing_purchase", { ...o, payment: await pay(r.challenge, payer) });
      expect(paid.entitlement).toMatchObject({ kind: "topup", sends_granted: 1000, expires_at: null });
      expect(await chain.u.balanceOf(own)).toBe(2_500_000n);
    } finally {
      await h.close();
    }
    await expect(startComms(database, { env: { COMMS_X402_PAY_TO: "0x1234" } })).rejects.toThrow(/COMMS_X402_PAY_TO must be an EVM address/);
    await expect(startComms(database, { env: { COMMS_X402_RPC_URL: chain.u.chain.url } })).rejects.toThrow(/COMMS_X402_FACILITATOR_KEY/);
    await expect(startComms(database, { env: { ...chain.env(), COMMS_X402_FACILITATOR_URL: "https://x402.example" } })).rejects.toThrow(/exclusive/);
  });
});
