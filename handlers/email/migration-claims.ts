import { sql } from "kysely";
import type { Migration } from "mcpforge/platform/storage";

/**
 * Version 2 (issue 10, defects 6 and 10b): a domain name may be claimed by several accounts
 * while pending (at most one active: DNS proof decides), and several accounts may give the same
 * contact address (create_account no longer tells anyone whether an address is registered).
 *
 * Both columns carried a column-level UNIQUE. SQLite cannot drop one without rebuilding the
 * table, and both tables are referenced by others; so the constrained column is renamed and
 * keeps a value that is unique by design, and a plain column takes the old name:
 * - email_domains.claim_key = `<account_id>:<name>`: one claim per account and name;
 * - email_accounts.retired_email_key = the account id (no meaning beyond the old constraint).
 */
export const claimsMigration: Migration = {
  version: 2,
  name: "domain_claims_per_account_and_shared_contact_addresses",
  async up(db) {
    await db.schema.alterTable("email_domains").renameColumn("name", "claim_key").execute();
    await db.schema
      .alterTable("email_domains")
      .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await sql`update email_domains set name = claim_key, claim_key = account_id || ':' || claim_key`.execute(db);
    await db.schema.createIndex("email_domains_name").on("email_domains").column("name").execute();
    await sql`create unique index email_domains_one_active on email_domains (name) where status = 'active'`.execute(db);

    await db.schema.alterTable("email_accounts").renameColumn("email", "retired_email_key").execute();
    await db.schema
      .alterTable("email_accounts")
      .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await sql`update email_accounts set email = retired_email_key, retired_email_key = id`.execute(db);
  },
};
