// Issue 28 item 4: paper accounting that balances. Any sequence of simulated bridges, lends and
// withdrawals, settled through the service's own paper settlement (paper-settle.ts, on the real
// database), leaves the sum of each asset over all chains unchanged (no fee is modelled), counting
// a lending position as its asset; no balance ever goes below zero. Swaps are left out: they
// change the asset (at the quoted price, rounded down to 8 decimals).
import fc from "fast-check";
import type { Kysely } from "kysely";
import pino from "pino";
import { loadConfig, systemClock } from "../../generator/runtime";
import { acquireStorage, type StorageLease } from "../../generator/platform/storage";
import { addDecimal, compareDecimal } from "../../handlers/defi/amounts";
import { ledgerOf } from "../../handlers/defi/effects";
import { ExecutionStore } from "../../handlers/defi/executions";
import type { Plan } from "../../handlers/defi/intent";
import { MandateStore } from "../../handlers/defi/mandates";
import { defiMigrations, type DefiTables } from "../../handlers/defi/migrations";
import { settlePaper } from "../../handlers/defi/paper-settle";
import { CHAINS } from "../../handlers/defi/portals";
import { IdentityStore } from "../../handlers/defi/store";
import { defaultVenue } from "../../handlers/defi/venues";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";

const CHAINS_WITH_USDC = ["base", "arbitrum-one", "optimism", "avalanche"];

const move = fc.record({
  operation: fc.constantFrom("bridge", "lend", "withdraw") as fc.Arbitrary<Plan["operation"]>,
  chain: fc.constantFrom(...CHAINS_WITH_USDC),
  toChain: fc.constantFrom(...CHAINS_WITH_USDC),
  cents: fc.integer({ min: 1, max: 600_000 }),
});

describeEachDatabase("paper ledger: every simulated move debits one place and credits another", (kind) => {
  let database: TestDatabase;
  let lease: StorageLease;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    lease = await acquireStorage({ config: loadConfig(database.env), logger: pino({ level: "silent" }), clock: systemClock });
    await lease.storage.migrate("defi", defiMigrations);
  });
  afterAll(async () => {
    await lease?.release();
    await database?.drop();
  });

  /** Each asset's total over every chain (a position `USDC.venue_1` counted as USDC), and the lowest balance seen. */
  async function totals(db: Kysely<DefiTables>, userId: string) {
    const sums = new Map<string, string>();
    let lowest = "0";
    for (const c of CHAINS) {
      for (const b of (await ledgerOf(db, userId, c.slug)).balances) {
        const asset = b.asset.split(".")[0];
        sums.set(asset, addDecimal(sums.get(asset) ?? "0", b.amount));
        if (compareDecimal(b.amount, lowest) < 0) lowest = b.amount;
      }
    }
    return { sums: Object.fromEntries([...sums].sort()), lowest };
  }

  test("the sum of each asset over all chains is unchanged by any sequence of bridges, lends and withdrawals", async () => {
    const db = lease.storage.kysely<DefiTables>();
    const serialized = <R>(key: string, fn: (trx: typeof db) => Promise<R>) => lease.storage.serialized(key, fn as never) as Promise<R>;
    const deps = { executions: new ExecutionStore(db, systemClock, serialized), clock: systemClock };
    const users = new IdentityStore(db, systemClock);
    const mandates = new MandateStore(db, systemClock);
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 8 }), async (moves) => {
        const { user_id: userId } = await users.createUser(null);
        const start = await totals(db, userId);
        for (const m of moves) {
          const amount = (m.cents / 100).toFixed(2);
          const bridge = m.operation === "bridge";
          const plan: Plan = { operation: m.operation, chain: m.chain, toChain: bridge ? m.toChain : null, fromAsset: "USDC", fromAmount: amount, toAsset: "USDC", toAmount: amount, venue: bridge ? null : defaultVenue(m.chain) ?? null, mandateRef: null };
          const mandate = await mandates.create({ userId, portal: m.chain, agentInstanceId: null, name: null, objective: null, capital: { asset: "USDC", amount: "1000000", chain: m.chain }, constraints: {}, conditions: [] });
          const exe = await deps.executions.create({ userId, portal: m.chain, agentId: null, mandateId: mandate.mandate_id, agentInstanceId: null, mode: "paper", plan });
          const out = await settlePaper(deps, { executionId: exe.execution_id, userId, portal: m.chain, agentInstanceId: null, plan, mandate });
          if (!out.ok) expect(out).toMatchObject({ code: "refused", reason: expect.stringContaining("simulated") });
        }
        const end = await totals(db, userId);
        expect(end.sums).toEqual(start.sums);
        expect(compareDecimal(end.lowest, "0")).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: kind === "sqlite" ? 40 : 15 },
    );
  }, 120_000);
});
