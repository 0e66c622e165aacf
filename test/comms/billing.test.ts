import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { startComms, useComms } from "./harness";

describeEachDatabase("comms: billing catalog and available sends", (kind) => {
  const c = useComms(kind);

  test("billing_catalog needs no key and shows the configured plans on x402 network base", async () => {
    expect(await c.h.anonymous.tool("commsvc_billing_catalog")).toEqual({
      network: "base",
      asset: "USDC",
      plans: [
        {
          action: "pass",
          name: "Pass",
          description: "10000 sends within 30 days of purchase.",
          price: "10.00",
          sends: 10000,
          valid_days: 30,
        },
        {
          action: "topup",
          name: "Top-up",
          description: "1000 sends, valid until used.",
          price: "1.00",
          sends: 1000,
          valid_days: null,
        },
      ],
    });
  });

  test("a new organization starts with the free allowance; live entitlements add their remaining sends", async () => {
    expect(await c.t.owner.tool("commsvc_billing", c.org())).toEqual({
      organization_id: c.t.id,
      available_sends: 100,
      entitlements: [],
    });
    // billing_purchase (x402) is not written yet: put two entitlements where it will.
    const now = c.h.clock.now().getTime();
    const day = 86_400_000;
    await c.h.db
      .insertInto("comms_entitlements")
      .values([
        {
          id: "ent_pass",
          organization_id: c.t.id,
          kind: "pass",
          sends_granted: 10_000,
          sends_remaining: 9_000,
          purchased_at: now,
          starts_at: now,
          expires_at: now + 30 * day,
        },
        {
          id: "ent_topup",
          organization_id: c.t.id,
          kind: "topup",
          sends_granted: 1_000,
          sends_remaining: 1_000,
          purchased_at: now,
          starts_at: now,
          expires_at: null,
        },
      ])
      .execute();
    const billing = await c.t.owner.tool("commsvc_billing", c.org());
    expect(billing.available_sends).toBe(100 + 9_000 + 1_000);
    expect(billing.entitlements[0]).toEqual({
      entitlement_id: "ent_pass",
      kind: "pass",
      sends_granted: 10000,
      sends_remaining: 9000,
      purchased_at: "2026-03-02T09:00:00.000Z",
      starts_at: "2026-03-02T09:00:00.000Z",
      expires_at: "2026-04-01T09:00:00.000Z",
      transaction_hash: null, // written directly: no settlement
    });
    c.h.clock.advance(30 * day);
    expect((await c.t.owner.tool("commsvc_billing", c.org())).available_sends).toBe(100 + 1_000); // the pass expired
    const b = await c.h.tenant("B");
    expect((await b.owner.tool("commsvc_billing", { organization_id: b.id })).available_sends).toBe(100);
    expect((await c.t.owner.refusal("commsvc_billing", { organization_id: b.id })).code).toBe("not_found");
  });
});

describe("comms: billing configuration", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterEach(async () => {
    await database.drop();
  });

  test("prices, sizes and the free allowance come from the env; the allowance is fixed when the organization is made", async () => {
    const h = await startComms(database, {
      env: {
        COMMS_FREE_SENDS: "5",
        COMMS_PASS_PRICE_USDC: "25.5",
        COMMS_PASS_SENDS: "50000",
        COMMS_PASS_DAYS: "31",
        COMMS_TOPUP_PRICE_USDC: "2",
        COMMS_TOPUP_SENDS: "3000",
      },
    });
    const t = await h.tenant("Acme");
    const plans = (await h.anonymous.tool("commsvc_billing_catalog")).plans;
    expect(plans.map((p: any) => [p.action, p.price, p.sends, p.valid_days])).toEqual([
      ["pass", "25.5", 50000, 31],
      ["topup", "2", 3000, null],
    ]);
    expect((await t.owner.tool("commsvc_billing", { organization_id: t.id })).available_sends).toBe(5);
    await h.close();
    const again = await startComms(database);
    const owner = await again.as(t.secret);
    expect((await owner.tool("commsvc_billing", { organization_id: t.id })).available_sends).toBe(5);
    await again.close();
  });

  test("a bad setting stops start-up with a message naming the variable", async () => {
    await expect(startComms(database, { env: { COMMS_FREE_SENDS: "-1" } })).rejects.toThrow(
      /COMMS_FREE_SENDS must be an integer ≥ 0/,
    );
    await expect(startComms(database, { env: { COMMS_PASS_PRICE_USDC: "ten" } })).rejects.toThrow(
      /COMMS_PASS_PRICE_USDC must be a USDC amount/,
    );
  });
});
