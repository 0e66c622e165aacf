import type { Migration } from "mcpforge/platform/storage";

/**
 * Rows of the browser pages (storage module "housing_pages"). A session row exists from the first
 * visit of the sign-in page (subject null, holding the CSRF token, then the e-mail and the hash of
 * its one-time code); signing in replaces it with a new row (new id) naming the subject. Only
 * hashes of session ids and codes are stored. Times are epoch ms.
 */
export interface PageTables {
  housing_page_sessions: {
    id_hash: string;
    csrf: string;
    subject: string | null;
    email: string | null;
    code_hash: string | null;
    attempts: number;
    next_path: string | null;
    created_at: number;
    expires_at: number;
  };
  /** What the person signed on the application page: the background-check authorization. */
  housing_page_application_signatures: { application_id: string; person: string; legal_name: string; signed_at: number };
  /**
   * Permit records claimed on the claim page: one claim per record, and the listing it published.
   * `proven_at` is set when the claimant proved it (a code e-mailed to the record's contact);
   * claims recorded before proofs existed stay unproven and verify nothing.
   */
  housing_page_claims: { record_key: string; person: string; draft_id: string; address: string; claimed_at: number; proven_at: number | null; proof: string | null };
  /** A proof code sent for a claim (hashed), with the listing details to create once it is entered. */
  housing_page_claim_codes: { record_key: string; person: string; code_hash: string; attempts: number; sent_to: string; fields: string; expires_at: number };
  /** The audit trail of claims: every proven claim and every takeover, never updated or deleted. */
  housing_page_claim_events: { id: string; record_key: string; person: string; previous_person: string | null; draft_id: string; proof: string; at: number };
  /** Photos of a draft listing, uploaded by its owner on the draft page (publishing needs one). */
  housing_page_photos: { id: string; draft_id: string; person: string; content_type: string; bytes: Buffer; created_at: number };
}

export const pageMigrations: Migration[] = [
  {
    version: 1,
    name: "create_page_tables",
    async up(db, { types }) {
      await db.schema
        .createTable("housing_page_sessions")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("csrf", "text", (c) => c.notNull())
        .addColumn("subject", "text")
        .addColumn("email", "text")
        .addColumn("code_hash", "text")
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_path", "text")
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .addColumn("expires_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("housing_page_application_signatures")
        .addColumn("application_id", "text", (c) => c.primaryKey())
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("legal_name", "text", (c) => c.notNull())
        .addColumn("signed_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("housing_page_claims")
        .addColumn("record_key", "text", (c) => c.primaryKey())
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("draft_id", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("claimed_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("housing_page_sessions_expiry").on("housing_page_sessions").column("expires_at").execute();
    },
  },
  {
    version: 2,
    name: "create_page_photos",
    async up(db, { types }) {
      await db.schema
        .createTable("housing_page_photos")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("draft_id", "text", (c) => c.notNull())
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("bytes", types.blob, (c) => c.notNull())
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("housing_page_photos_draft").on("housing_page_photos").columns(["draft_id", "created_at"]).execute();
    },
  },
  {
    version: 3,
    name: "claim_proofs",
    async up(db, { types }) {
      await db.schema.alterTable("housing_page_claims").addColumn("proven_at", types.bigint).execute();
      await db.schema.alterTable("housing_page_claims").addColumn("proof", "text").execute();
      await db.schema
        .createTable("housing_page_claim_codes")
        .addColumn("record_key", "text", (c) => c.notNull())
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("sent_to", "text", (c) => c.notNull())
        .addColumn("fields", "text", (c) => c.notNull())
        .addColumn("expires_at", types.bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint("housing_page_claim_codes_pk", ["record_key", "person"])
        .execute();
      await db.schema
        .createTable("housing_page_claim_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("record_key", "text", (c) => c.notNull())
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("previous_person", "text")
        .addColumn("draft_id", "text", (c) => c.notNull())
        .addColumn("proof", "text", (c) => c.notNull())
        .addColumn("at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("housing_page_claim_events_record").on("housing_page_claim_events").columns(["record_key", "at"]).execute();
    },
  },
];
