import type { Kysely } from "kysely";
import type { Clock } from "mcpforge/runtime";
import type { CustodyProvider, Family } from "./custody";
import type { DefiTables, WalletsTable } from "./migrations";

export type WalletStatus = "pending_provision" | "active";

/**
 * One custody wallet per user and chain family. Without a provider the row is pending_provision
 * with no address; once a provider is configured the next provision call activates it.
 */
export class WalletStore {
  constructor(
    private readonly db: Kysely<DefiTables>,
    private readonly clock: Clock,
    private readonly custody: CustodyProvider | null,
  ) {}

  /** The private key of an active wallet, for signing only; null without custody or an active wallet. */
  async secret(userId: string, family: Family): Promise<Uint8Array | null> {
    const w = await this.wallet(userId, family);
    return this.custody && w?.status === "active" && w.sealed_key ? this.custody.unseal(family, w.sealed_key) : null;
  }

  async wallet(userId: string, family: Family): Promise<WalletsTable | undefined> {
    return this.db.selectFrom("defi_wallets").selectAll().where("user_id", "=", userId).where("family", "=", family).executeTakeFirst();
  }

  /** The user's wallet for `family`, created or activated as custody allows. Concurrent calls end with one wallet. */
  async provision(userId: string, family: Family): Promise<WalletsTable> {
    const now = this.clock.now().getTime();
    const existing = await this.wallet(userId, family);
    if (existing?.status === "active" || (existing && !this.custody)) return existing;
    const made = this.custody ? await this.custody.create(family) : null;
    const fields = made ? { status: "active", address: made.address, sealed_key: made.sealedKey } : { status: "pending_provision", address: null, sealed_key: null };
    if (existing) {
      // Only a still-pending row is activated; a concurrent activation wins and this key is dropped.
      await this.db.updateTable("defi_wallets").set({ ...fields, updated_at: now }).where("user_id", "=", userId).where("family", "=", family).where("status", "=", "pending_provision").execute();
    } else {
      await this.db
        .insertInto("defi_wallets")
        .values({ user_id: userId, family, ...fields, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(["user_id", "family"]).doNothing())
        .execute();
    }
    return (await this.wallet(userId, family))!;
  }
}
