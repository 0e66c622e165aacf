import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { loadConfig } from "../../generator/runtime";
import { acquireStorage, type StorageLease } from "../../generator/platform/storage";
import type { DefiTables } from "../../handlers/defi/migrations";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { startDefi, type DefiHarness } from "./harness";

/**
 * A local price server replaying the response shape of the Coinbase spot-price API
 * (GET https://api.coinbase.com/v2/prices/ETH-USD/spot → {"data":{"amount":"…","base":"ETH","currency":"USD"}}).
 */
function priceServer(prices: Record<string, string>): Promise<{ server: Server; url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? "");
    const m = /^\/v2\/prices\/([A-Z]+)-USD\/spot$/.exec(req.url ?? "");
    const price = m ? prices[m[1]] : undefined;
    if (!price) return void res.writeHead(404, { "content-type": "application/json" }).end('{"errors":[{"id":"not_found","message":"Invalid base currency"}]}');
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: { amount: price, base: m![1], currency: "USD" } }));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, hits, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/prices/{asset}-USD/spot` })));
}

describeEachDatabase("defi_eval_mandate", (kind) => {
  let database: TestDatabase;
  let h: DefiHarness;
  let prices: Awaited<ReturnType<typeof priceServer>>;
  let lease: StorageLease;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    prices = await priceServer({ ETH: "1875.42", BTC: "91000.5" });
    h = await startDefi(database, { DEFI_PRICE_URL: prices.url, MCPFORGE_OUTBOUND_ALLOW: "loopback" });
    lease = await acquireStorage({ config: loadConfig(database.env), logger: pino({ level: "silent" }), clock: { now: () => new Date() } });
  });
  afterAll(async () => {
    await lease.release();
    await h.close();
    prices.server.close();
    await database.drop();
  });
  const evaluations = (mandateId: string) => lease.storage.kysely<DefiTables>().selectFrom("defi_evaluations").selectAll().where("mandate_id", "=", mandateId).execute();

  test("against a caller snapshot: each condition met or not, recorded, status unchanged, never executed", async () => {
    const userId = await h.user();
    const { mandate } = await h.tool("defi_create_mandate", { userId, portal: "base", message: "lend 500 USDC on Base, exit if ETH drops below 2000, exit if BTC rises above 100000" });
    const before = await h.tool("defi_portfolio", { userId });
    const out = await h.tool("defi_eval_mandate", { userId, mandateId: mandate.mandateId, snapshot: { prices: { ETH: 1999.5, BTC: "99000" } } });
    expect(out).toMatchObject({ mandateId: mandate.mandateId, status: "active", executed: false, exitTriggered: true, snapshotSource: "caller" });
    expect(out.conditions.map((c: any) => [c.index, c.met])).toEqual([[0, true], [1, false]]);
    expect(out.conditions[0].detail).toContain("1999.5");
    const calm = await h.tool("defi_eval_mandate", { userId, mandateId: mandate.mandateId, snapshot: { ETH: "2500", BTC: 50000 } });
    expect(calm.exitTriggered).toBe(false);
    const rows = await evaluations(mandate.mandateId);
    expect(rows.map((r) => [r.source, r.exit_triggered]).sort()).toEqual([["caller", 0], ["caller", 1]]);
    expect((await h.tool("defi_list_mandates", { userId })).mandates[0].status).toBe("active");
    expect(await h.tool("defi_portfolio", { userId })).toEqual(before);
  });

  test("without a snapshot: the configured price source through the guarded client", async () => {
    const userId = await h.user();
    const { mandate } = await h.tool("defi_create_mandate", { userId, portal: "base", message: "lend 5 USDC on Base, exit if ETH drops below 2000" });
    const out = await h.tool("defi_eval_mandate", { userId, mandateId: mandate.mandateId });
    expect(out).toMatchObject({ snapshotSource: "price_provider", exitTriggered: true, executed: false });
    expect(out.conditions[0].detail).toContain("1875.42");
    expect(prices.hits).toContain("/v2/prices/ETH-USD/spot");
  });

  test("a missing snapshot price is invalid_arguments naming it; a source without the asset is upstream_unavailable; nothing recorded", async () => {
    const userId = await h.user();
    const { mandate } = await h.tool("defi_create_mandate", { userId, portal: "base", message: "lend 5 USDC on Base, exit if DOGE drops below 1" });
    const bad = await h.refusal("defi_eval_mandate", { userId, mandateId: mandate.mandateId, snapshot: { prices: { ETH: 1 } } });
    expect(bad.code).toBe("invalid_arguments");
    expect(JSON.stringify(bad.issues)).toContain("/snapshot/prices/DOGE");
    expect((await h.refusal("defi_eval_mandate", { userId, mandateId: mandate.mandateId })).code).toBe("upstream_unavailable");
    expect(await evaluations(mandate.mandateId)).toEqual([]);
    expect((await h.refusal("defi_eval_mandate", { userId, mandateId: "mdt_nope", snapshot: {} })).code).toBe("not_found");
  });

  test("owner only: a stranger is forbidden and an anonymous caller identity_required; nothing recorded, no condition disclosed", async () => {
    const userId = await h.user();
    const { mandate } = await h.tool("defi_create_mandate", { userId, portal: "base", message: "lend 5 USDC on Base, exit if ETH drops below 2000" });
    const stranger = await h.user();
    const forbidden = await h.refusal("defi_eval_mandate", { userId: stranger, mandateId: mandate.mandateId, snapshot: { ETH: 1 } });
    expect(forbidden.code).toBe("forbidden");
    expect(JSON.stringify(forbidden)).not.toContain("2000");
    expect((await h.refusal("defi_eval_mandate", { mandateId: mandate.mandateId, snapshot: { ETH: 1 } })).code).toBe("identity_required");
    expect(await evaluations(mandate.mandateId)).toEqual([]);
    const viaHeader = await h.host.client("defi", { "x-defi-user-id": userId });
    expect((await h.tool("defi_eval_mandate", { mandateId: mandate.mandateId, snapshot: { ETH: 1 } }, viaHeader)).exitTriggered).toBe(true);
  });
});

describeEachDatabase("defi_eval_mandate without a price source", (kind) => {
  test("upstream_unavailable names DEFI_PRICE_URL; the guarded client refuses loopback unless allowed", async () => {
    const database = await createTestDatabase(kind);
    const prices = await priceServer({ ETH: "1" });
    const unconfigured = await startDefi(database);
    const guarded = await startDefi(database, { DEFI_PRICE_URL: prices.url });
    try {
      const userId = await unconfigured.user();
      const { mandate } = await unconfigured.tool("defi_create_mandate", { userId, portal: "base", message: "lend 5 USDC on Base, exit if ETH drops below 2000" });
      const none = await unconfigured.refusal("defi_eval_mandate", { userId, mandateId: mandate.mandateId });
      expect(none.code).toBe("upstream_unavailable");
      expect(none.message).toContain("DEFI_PRICE_URL");
      expect((await guarded.refusal("defi_eval_mandate", { userId, mandateId: mandate.mandateId })).code).toBe("upstream_unavailable");
      expect(prices.hits).toEqual([]);
    } finally {
      await unconfigured.close();
      await guarded.close();
      prices.server.close();
      await database.drop();
    }
  });
});
