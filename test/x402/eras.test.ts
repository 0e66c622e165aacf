// x402 purchases end to end in both MCP eras: a real comms server with an in-process x402
// facilitator on the local chain (Circle's USDC, test/x402/usdc-chain.ts), called by the SDK v2
// client once over the 2025 handshake and once pinned to 2026-07-28.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { DEV_PAY_TO } from "../../handlers/comms/billing/x402";
import { startComms, type CommsHarness } from "../comms/harness";
import { newPayer, pay, useUsdcChain } from "../comms/x402-payments";
import { toolError } from "../helpers/http";
import { createTestDatabase, type TestDatabase } from "../storage/databases";

const chain = useUsdcChain();
let database: TestDatabase;
let h: CommsHarness;
let secret: string;
let org: string;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  h = await startComms(database, { env: chain.env() });
  const t = await h.tenant("Eras");
  [secret, org] = [t.secret, t.id];
});
afterAll(async () => {
  await h?.close();
  await database?.drop();
});

async function connect(mode: "legacy" | { pin: string }) {
  const client = new Client({ name: "x402-eras", version: "1.0.0" }, { versionNegotiation: { mode } });
  const headers = { Authorization: `Bearer ${secret}` };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${h.host.url}/comms/mcp`), { requestInit: { headers } }));
  return client;
}

test.each<[string, "legacy" | { pin: string }, string]>([
  ["2025 handshake", "legacy", "2025-11-25"],
  ["2026-07-28", { pin: "2026-07-28" }, "2026-07-28"],
])("%s: challenge, a settled purchase with its transaction hash, an unfunded payer refused, a replay refused", async (_era, mode, version) => {
  const client = await connect(mode);
  try {
    expect(client.getNegotiatedProtocolVersion()).toBe(version);
    const call = (args: Record<string, unknown>) => client.callTool({ name: "commsvc_billing_purchase", arguments: { organization_id: org, action: "topup", ...args } });
    const key = `era-${version}`;
    const asked = await call({ idempotency_key: key });
    const challenge = (asked.structuredContent as { challenge: any }).challenge;
    expect(challenge.accepts[0]).toMatchObject({ network: "base", maxAmountRequired: "1000000", payTo: DEV_PAY_TO });

    const payer = newPayer();
    await chain.u.mint(payer.address, 1_500_000n);
    const before = await chain.u.balanceOf(DEV_PAY_TO);
    const payment = await pay(challenge, payer);
    const done = await call({ idempotency_key: key, payment });
    expect(done.isError).toBeFalsy();
    const ent = (done.structuredContent as { status: string; entitlement: { transaction_hash: string } }).entitlement;
    expect((done.structuredContent as { status: string }).status).toBe("completed");
    expect(ent.transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await chain.u.chain.rpc("eth_getTransactionReceipt", [ent.transaction_hash])).status).toBe("0x1");
    expect([await chain.u.balanceOf(payer.address), (await chain.u.balanceOf(DEV_PAY_TO)) - before]).toEqual([500_000n, 1_000_000n]);

    const unfunded = await call({ idempotency_key: `${key}-unfunded`, payment: await pay(challenge, newPayer()) });
    expect([unfunded.isError, unfunded.structuredContent, toolError(unfunded).code]).toEqual([true, undefined, "payment_failed"]);
    const replayed = await call({ idempotency_key: `${key}-replayed`, payment });
    expect([replayed.isError, toolError(replayed).code]).toEqual([true, "payment_nonce_used"]);
    expect(await chain.u.balanceOf(payer.address)).toBe(500_000n);
  } finally {
    await client.close();
  }
});
