import type { Migration } from "mcpforge/platform/storage";

/** Migration module of x402 settlement (after "comms", whose purchase and entitlement tables it extends). */
export const X402_MIGRATION_MODULE = "comms_x402";

/** The settlement columns this module adds (nullable: rows written before it have none). */
export interface SettlementColumns {
  /** settling: claimed and sent to the facilitator; settled: confirmed on chain; null: before settlement existed. */
  settlement?: "settling" | "settled" | null;
  /** The settling transaction's hash, lowercase 0x hex. */
  transaction_hash?: string | null;
}

/**
 * Version 1: a purchase is claimed (`settling`) before the facilitator settles it and becomes
 * `settled` with its transaction hash; the entitlement it grants carries the same hash.
 */
export const x402Migrations: Migration[] = [
  {
    version: 1,
    name: "x402_settlement",
    async up(db) {
      await db.schema.alterTable("comms_purchases").addColumn("settlement", "text").execute();
      await db.schema.alterTable("comms_purchases").addColumn("transaction_hash", "text").execute();
      await db.schema.alterTable("comms_entitlements").addColumn("transaction_hash", "text").execute();
    },
  },
];
