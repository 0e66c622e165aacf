import type { Generated } from "kysely";
import { withSerialPrimaryKey, type Migration } from "mcpforge/platform/storage";
import type { SettlementColumns } from "../billing/migration";

/** A completed x402 purchase (billing/purchase.ts); the payment itself is kept only as a hash. */
export interface PurchasesTable extends SettlementColumns {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  idempotency_key: string;
  action: "pass" | "topup";
  payment_hash: string;
  payer: string;
  nonce: string;
  amount: string;
  pay_to: string;
  entitlement_id: string;
  created_at: number;
}

/**
 * Migration 10: x402 purchases. One row per organization and idempotency key; the payer's
 * EIP-3009 nonce is unique, so one signed authorization buys one entitlement.
 */
export const purchasesMigration: Migration = {
  version: 10,
  name: "create_x402_purchases",
  async up(db, { dialect, types }) {
    await withSerialPrimaryKey(db.schema.createTable("comms_purchases"), "seq", dialect)
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("organization_id", "text", (c) => c.notNull())
      .addColumn("idempotency_key", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("payment_hash", "text", (c) => c.notNull())
      .addColumn("payer", "text", (c) => c.notNull())
      .addColumn("nonce", "text", (c) => c.notNull())
      .addColumn("amount", "text", (c) => c.notNull())
      .addColumn("pay_to", "text", (c) => c.notNull())
      .addColumn("entitlement_id", "text", (c) => c.notNull())
      .addColumn("created_at", types.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("comms_purchases_key")
      .on("comms_purchases")
      .columns(["organization_id", "idempotency_key"])
      .unique()
      .execute();
    await db.schema
      .createIndex("comms_purchases_nonce")
      .on("comms_purchases")
      .columns(["payer", "nonce"])
      .unique()
      .execute();
  },
};
