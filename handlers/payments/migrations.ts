import type { Migration } from "mcpforge/platform/storage";

/** The receipt signing key: one row (slot "active"); the private half only encrypted (PKCS#8, AES-256-CBC, scrypt). */
export interface ReceiptKeysTable {
  slot: string;
  kid: string;
  public_jwk: string;
  private_pem_encrypted: string;
  created_at: number;
}

/**
 * merchant_audit score history. `subject` is SHA-256 of the wallet and the sorted queries, so the
 * table names no wallet and no phrase; rows hold scores, ranks by query position and the cheapest
 * competitor price, never a buyer address.
 */
export interface AuditHistoryTable {
  subject: string;
  audited_at: number;
  overall: number;
  /** JSON: {scores, ranks, reliability, cheapestCompetitorUnits, ownPriceUnits}. */
  summary: string;
}

export interface PaymentTables {
  payments_receipt_keys: ReceiptKeysTable;
  payments_audit_history: AuditHistoryTable;
}

export const paymentMigrations: Migration[] = [
  {
    version: 1,
    name: "create_receipt_keys_and_audit_history",
    async up(db, { types }) {
      await db.schema
        .createTable("payments_receipt_keys")
        .addColumn("slot", "text", (c) => c.primaryKey())
        .addColumn("kid", "text", (c) => c.notNull())
        .addColumn("public_jwk", "text", (c) => c.notNull())
        .addColumn("private_pem_encrypted", "text", (c) => c.notNull())
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("payments_audit_history")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("audited_at", types.bigint, (c) => c.notNull())
        .addColumn("overall", "integer", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("payments_audit_history_subject").on("payments_audit_history").columns(["subject", "audited_at"]).execute();
    },
  },
];
