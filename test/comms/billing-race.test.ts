import { ToolError } from "../../generator/runtime";
import { billingHandlers } from "../../handlers/comms/billing";
import { RaceAfter } from "../helpers/race-after";
import { describeEachDatabase } from "../storage/databases";
import { useComms } from "./harness";
import { useOwnConnection } from "./own-connection";
import { newPayer, pay, useUsdcChain } from "./x402-payments";

const chain = useUsdcChain();

describeEachDatabase("comms: billing_purchase against a purchase committed mid-call", (kind) => {
  const c = useComms(kind, { env: chain.env });
  // The handler under test has a connection of its own, as a second server process would: while
  // it waits in the window, the racer runs through the real server on the server's connection
  // and settles on the local chain. Both sides settle through the same facilitator settings.
  const withChain = {
    get h() {
      return c.h;
    },
    get t() {
      return c.t;
    },
    get database() {
      return { ...c.database, env: { ...c.database.env, ...chain.env() } };
    },
  };
  const purchaseWith = useOwnConnection(withChain, billingHandlers, "commsvc_billing_purchase").toolWith;
  const signPayment = async () => {
    const payer = newPayer();
    await chain.u.mint(payer.address, 20_000_000n);
    const challenge = (await c.t.owner.tool("commsvc_billing_purchase", { ...c.org(), action: "pass", idempotency_key: "race-challenge" })).challenge;
    return pay(challenge, payer);
  };

  const entitlements = async () =>
    (await c.h.db.selectFrom("comms_entitlements").select("id").where("organization_id", "=", c.t.id).execute()).length;

  // After the key check the racer's row makes the nonce look used; after the nonce check the
  // facilitator finds the nonce used on chain. Either way the same key and payment is one purchase.
  test.each(["idempotency_key", "nonce"])(
    "the same key and payment, raced after this call's %s check: the racer's purchase is replayed",
    async (column) => {
      const args = { ...c.org(), action: "pass", idempotency_key: "race-key-1", payment: await signPayment() };
      let racer: unknown;
      const race = new RaceAfter("comms_purchases", column, async () => {
        racer = await c.t.owner.tool("commsvc_billing_purchase", args);
      });
      const mine = await purchaseWith(race)(args);
      expect(race.ran).toBe(true);
      expect(racer).toMatchObject({ status: "completed" });
      expect(mine).toEqual(racer);
      expect(await entitlements()).toBe(1);
    },
  );

  test.each(["idempotency_key", "nonce"])(
    "the same payment under another key, raced after this call's %s check: payment_nonce_used, one grant",
    async (column) => {
      const payment = await signPayment();
      const race = new RaceAfter("comms_purchases", column, () =>
        c.t.owner.tool("commsvc_billing_purchase", {
          ...c.org(),
          action: "pass",
          idempotency_key: "race-key-a",
          payment,
        }),
      );
      const refused = await purchaseWith(race)({
        ...c.org(),
        action: "pass",
        idempotency_key: "race-key-b",
        payment,
      }).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(race.ran).toBe(true);
      expect(refused).toBeInstanceOf(ToolError);
      expect((refused as ToolError<string>).code).toBe("payment_nonce_used");
      expect(await entitlements()).toBe(1);
    },
  );
});
