// The remote facilitator path (COMMS_X402_FACILITATOR_URL, @x402/core's HTTPFacilitatorClient):
// no public facilitator can run here, so a local HTTP server answers /verify and /settle with the
// official facilitator (@x402/core x402Facilitator + @x402/evm exact v1) on the local chain, as a
// facilitator service does.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEV_PAY_TO } from "../../handlers/comms/billing/x402";
import { facilitatorFrom } from "../../handlers/_shared/x402/facilitator";
import { startComms, type CommsHarness, type Tenant } from "../comms/harness";
import { newPayer, pay, useUsdcChain } from "../comms/x402-payments";
import { createTestDatabase, type TestDatabase } from "../storage/databases";

const chain = useUsdcChain();
let server: Server;
let database: TestDatabase;
let h: CommsHarness;
let t: Tenant;

beforeAll(async () => {
  const names = { url: "U", rpc: "COMMS_X402_RPC_URL", key: "COMMS_X402_FACILITATOR_KEY" };
  const local = facilitatorFrom(chain.env(), names, "base")!;
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", async () => {
      const { paymentPayload, paymentRequirements } = JSON.parse(body);
      const answer = req.url === "/verify" ? await local.verify(paymentPayload, paymentRequirements) : await local.settle(paymentPayload, paymentRequirements);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  database = await createTestDatabase("sqlite");
  h = await startComms(database, { env: { COMMS_X402_FACILITATOR_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` } });
  t = await h.tenant("Remote");
});
afterAll(async () => {
  await h?.close();
  await database?.drop();
  server?.close();
});

test("through a facilitator's HTTP API: settled with its hash, an unfunded payer refused, a gone facilitator payment_unavailable", async () => {
  const purchase = (args: Record<string, unknown>) => ({ organization_id: t.id, action: "topup", ...args });
  const challenge = async (key: string) => (await t.owner.tool("commsvc_billing_purchase", purchase({ idempotency_key: key }))).challenge;
  const payer = newPayer();
  await chain.u.mint(payer.address, 1_000_000n);
  const before = await chain.u.balanceOf(DEV_PAY_TO);
  const done = await t.owner.tool("commsvc_billing_purchase", purchase({ idempotency_key: "remote-1", payment: await pay(await challenge("remote-1"), payer) }));
  expect(done.entitlement.transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
  expect([await chain.u.balanceOf(payer.address), (await chain.u.balanceOf(DEV_PAY_TO)) - before]).toEqual([0n, 1_000_000n]);
  const unfunded = await t.owner.refusal("commsvc_billing_purchase", purchase({ idempotency_key: "remote-2", payment: await pay(await challenge("remote-2"), newPayer()) }));
  expect(unfunded.code).toBe("payment_failed");
  const closed = new Promise((ok) => server.close(ok));
  server.closeAllConnections(); // keep-alive connections too: the facilitator is gone
  await closed;
  const gone = await t.owner.refusal("commsvc_billing_purchase", purchase({ idempotency_key: "remote-3", payment: await pay(await challenge("remote-3"), payer) }));
  expect([gone.code, gone.message]).toEqual(["payment_unavailable", expect.stringContaining("127.0.0.1")]);
  expect(await h.db.selectFrom("comms_entitlements").select("id").execute()).toHaveLength(1);
});
