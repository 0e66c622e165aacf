import type { X402PaymentPayload } from "../../generated/comms/types";
import { privateKeyToAccount } from "../../handlers/defi/viem";
import { BASE_USDC, DEV_PAY_TO } from "../../handlers/comms/billing/x402";
import { PASS_UNITS, signPayment } from "./x402-payments";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { PUBLIC_URL, startComms, useComms } from "./harness";

describeEachDatabase("comms: billing_purchase through x402", (kind) => {
  const c = useComms(kind);
  const entitlements = async () =>
    (await c.h.db.selectFrom("comms_entitlements").selectAll().where("organization_id", "=", c.t.id).execute()).length;

  test("without payment: the x402 v1 challenge (exact, base, USDC, atomic amount, dev payTo) and nothing written", async () => {
    const r = await c.t.owner.tool("commsvc_billing_purchase", {
      ...c.org(),
      action: "pass",
      idempotency_key: "buy-pass-1",
    });
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
    const topup = await c.t.owner.tool("commsvc_billing_purchase", {
      ...c.org(),
      action: "topup",
      idempotency_key: "buy-top-1",
    });
    expect(topup.challenge.accepts[0].maxAmountRequired).toBe("1000000");
    expect(await entitlements()).toBe(0);
  });

  test("a payment signed by the payer's key grants the pass once per idempotency key; replays return the same", async () => {
    const args = { ...c.org(), action: "pass", idempotency_key: "buy-pass-2", payment: await signPayment() };
    const done = await c.t.owner.tool("commsvc_billing_purchase", args);
    expect(done).toMatchObject({ action: "pass", status: "completed", challenge: null });
    expect(done.entitlement).toMatchObject({
      kind: "pass",
      sends_granted: 10_000,
      sends_remaining: 10_000,
      expires_at: "2026-04-01T09:00:00.000Z",
    });
    expect(await c.t.owner.tool("commsvc_billing_purchase", args)).toEqual(done);
    const { payment: _p, ...withoutPayment } = args;
    expect(await c.t.owner.tool("commsvc_billing_purchase", withoutPayment)).toEqual(done);
    expect(await entitlements()).toBe(1);
    expect((await c.t.owner.tool("commsvc_billing", c.org())).available_sends).toBe(100 + 10_000);
    const other = await c.t.owner.refusal("commsvc_billing_purchase", { ...args, action: "topup" });
    expect(other.code).toBe("idempotency_conflict");
    // The same authorization under a new key (or by another organization) is a replayed nonce.
    const again = await c.t.owner.refusal("commsvc_billing_purchase", { ...args, idempotency_key: "buy-pass-3" });
    expect([again.code, again.message]).toEqual(["payment_nonce_used", expect.stringContaining("nonce")]);
    const b = await c.h.tenant("B");
    const stolen = await b.owner.refusal("commsvc_billing_purchase", { ...args, organization_id: b.id });
    expect(stolen.code).toBe("payment_nonce_used");
    expect(await entitlements()).toBe(1);
  });

  test("racing purchases: the same key and payment grant once; one authorization under two keys grants once", async () => {
    const args = { ...c.org(), action: "pass", idempotency_key: "race-pass-1", payment: await signPayment() };
    const [a, b] = await Promise.all([
      c.t.owner.tool("commsvc_billing_purchase", args),
      c.t.owner.tool("commsvc_billing_purchase", args),
    ]);
    expect(a).toEqual(b);
    const other = { ...args, payment: await signPayment({ nonce: `0x${"ee".repeat(32)}` }) };
    const both = await Promise.all(
      ["race-pass-2", "race-pass-3"].map((k) =>
        c.t.owner.client.callTool({ name: "commsvc_billing_purchase", arguments: { ...other, idempotency_key: k } }),
      ),
    );
    expect(both.map((r) => Boolean(r.isError)).sort()).toEqual([false, true]);
    expect(await entitlements()).toBe(2);
  });

  test("forged, wrong amount, wrong payTo and expired payments are refused and change nothing", async () => {
    const o = { ...c.org(), action: "pass", idempotency_key: "buy-pass-4" };
    const stranger = privateKeyToAccount("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a");
    const cases: [X402PaymentPayload, string, string][] = [
      [await signPayment({}, stranger), "payment_invalid", "signature"],
      [await signPayment({ value: "9999999" }), "payment_amount_mismatch", "value"],
      [await signPayment({ to: stranger.address }), "payment_invalid", "to"],
      [
        await signPayment({ validBefore: String(Date.parse("2026-03-02T08:59:00Z") / 1000) }),
        "payment_expired",
        "validBefore",
      ],
      [
        await signPayment({ validAfter: String(Date.parse("2026-03-02T10:00:00Z") / 1000) }),
        "payment_expired",
        "validAfter",
      ],
    ];
    const tampered = await signPayment();
    tampered.payload.authorization.nonce = `0x${"cd".repeat(32)}`; // the signature no longer covers the authorization
    for (const [payment, code, field] of cases) {
      const refused = await c.t.owner.refusal("commsvc_billing_purchase", { ...o, payment });
      expect([refused.code, refused.message]).toEqual([code, expect.stringContaining(field)]);
    }
    expect((await c.t.owner.refusal("commsvc_billing_purchase", { ...o, payment: tampered })).code).toBe(
      "payment_invalid",
    );
    expect(
      (await c.t.owner.refusal("commsvc_billing_purchase", { ...o, payment: { ...tampered, network: "base-sepolia" } }))
        .code,
    ).toBe("invalid_arguments");
    expect(await entitlements()).toBe(0);
    expect(await c.h.db.selectFrom("comms_purchases").selectAll().execute()).toEqual([]);
    // Time moves on: the same valid payment is then too late.
    c.h.clock.advance(10 * 60_000);
    expect((await c.t.owner.refusal("commsvc_billing_purchase", { ...o, payment: await signPayment() })).code).toBe(
      "payment_expired",
    );
    const reader = await c.t.withScopes(["organization:read"]);
    expect((await reader.refusal("commsvc_billing_purchase", { ...o, payment: await signPayment() })).code).toBe(
      "forbidden",
    );
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

  test("COMMS_X402_PAY_TO sets payTo (checksummed) and a payment must pay it; a bad address stops start-up", async () => {
    const own = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
    const h = await startComms(database, { env: { COMMS_X402_PAY_TO: own, COMMS_TOPUP_PRICE_USDC: "2.5" } });
    try {
      const t = await h.tenant("Acme");
      const o = { organization_id: t.id, action: "topup", idempotency_key: "topup-own-1" };
      const r = await t.owner.tool("commsvc_billing_purchase", o);
      expect(r.challenge.accepts[0]).toMatchObject({
        payTo: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        maxAmountRequired: "2500000",
      });
      const toDev = await t.owner.refusal("commsvc_billing_purchase", {
        ...o,
        payment: await signPayment({ value: "2500000" }),
      });
      expect(toDev.code).toBe("payment_invalid");
      const paid = await t.owner.tool("commsvc_billing_purchase", {
        ...o,
        payment: await signPayment({ value: "2500000", to: own }),
      });
      expect(paid.entitlement).toMatchObject({ kind: "topup", sends_granted: 1000, expires_at: null });
    } finally {
      await h.close();
    }
    await expect(startComms(database, { env: { COMMS_X402_PAY_TO: "0x1234" } })).rejects.toThrow(
      /COMMS_X402_PAY_TO must be an EVM address/,
    );
  });
});
