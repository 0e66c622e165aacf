import { ToolError } from "../../generator/runtime";
import { outcome, RaceAfter } from "../helpers/race-after";
import { describeEachDatabase } from "../storage/databases";
import { supplyLogs, useVenueChain } from "./evm-venue";
import { funded, liveEnv } from "./live";
import { useOwnConnection } from "./own-connection";

/**
 * defi_lend_execute binds its idempotencyKey to the action (ExecutionStore.claimKey, one
 * INSERT … ON CONFLICT DO NOTHING, then a read), then settles once per key (LendClaims.claim,
 * under a lock). Between the two, nothing holds another call with the same key back.
 */
const venues = useVenueChain();

describeEachDatabase("defi_lend_execute against a lend with the same key committed mid-call", (kind) => {
  // The lend under test has a connection (and in-flight map) of its own, as a second server process would.
  const s = useOwnConnection(kind, (database) => ({ ...database.env, ...liveEnv(venues(), venues().aave) }));
  const lendWith = (plugin: RaceAfter) => s.toolWith(plugin, "defi_lend_execute");
  /** A funded user's lend of `amount` under `idempotencyKey`, previewed (phase one). */
  async function previewed(amount: string, idempotencyKey: string, user?: Awaited<ReturnType<typeof funded>>) {
    const u = user ?? (await funded(s.h, venues()));
    const args = { userId: u.userId, mandateId: u.mandateId, amount, idempotencyKey };
    const { previewHash } = await s.h.tool("defi_lend_execute", args);
    return { user: u, args: { ...args, previewHash: previewHash as string } };
  }
  const supplied = (owner: string) => supplyLogs(venues(), owner);

  test("the same key and action, settled by another call after this call bound the key: its receipt is replayed, one transaction", async () => {
    const { user, args } = await previewed("20", "lend-race-key-1");
    let racer: unknown;
    const race = new RaceAfter(
      "defi_lend_keys",
      "action_hash",
      async () => {
        racer = await s.h.tool("defi_lend_execute", args);
      },
      (rows) => rows.length === 1, // bound by this call; nothing claimed or settled yet
    );
    const mine = await lendWith(race)({ ...args, op: "supply" });
    expect(race.ran).toBe(true);
    expect(racer).toMatchObject({ phase: "settled", proof: { standing: "chain-confirmed" } });
    expect(mine).toEqual(racer);
    expect(await supplied(user.address)).toHaveLength(1);
  });

  test("another action under the same key, settled by another call just before this call claims the key: idempotency_conflict, nothing sent", async () => {
    const theirs = await previewed("30", "lend-race-key-2");
    const { args } = await previewed("20", "lend-race-key-2", theirs.user);
    const race = new RaceAfter(
      "defi_wallets",
      "family",
      () => s.h.tool("defi_lend_execute", theirs.args),
      (rows) => rows.length === 1, // the active wallet; the key is claimed next
    );
    const refused = await outcome(lendWith(race)({ ...args, op: "supply" }));
    expect(race.ran).toBe(true);
    expect(refused).toBeInstanceOf(ToolError);
    expect((refused as ToolError<string>).code).toBe("idempotency_conflict");
    expect(await supplied(theirs.user.address)).toHaveLength(1);
  });
});
