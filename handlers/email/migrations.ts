import type { Generated, Selectable } from "kysely";
import { withSerialPrimaryKey, type Migration } from "mcpforge/platform/storage";
import { claimsMigration } from "./migration-claims";

export interface AccountsTable {
  id: string;
  /** Contact address, lower case; several accounts may give the same one (migration 2). */
  email: string;
  /** Unique; holds the account id (migration-claims.ts explains why it exists). */
  retired_email_key: string;
  name: string | null;
  /** `scrypt$N$r$p$salt$hash` (crypto.ts). */
  password_hash: string;
  /** SHA-256 of the API key, hex; the key itself is never stored. */
  api_key_hash: string;
  /** Set by an operator (`operator`) to stop the whole account; null otherwise. */
  paused_reason: string | null;
  paused_detail: string | null;
  created_at: number;
}

export interface DomainsTable {
  id: string;
  account_id: string;
  /** ASCII (xn--), lower case; several accounts may claim it while pending, one holds it active. */
  name: string;
  /** `<account_id>:<name>`, unique: one claim per account and name. */
  claim_key: string;
  selector: string;
  /** Base64 SubjectPublicKeyInfo: the DKIM record's p= value. */
  dkim_public: string;
  /** The PKCS#8 private key, AES-256-GCM encrypted with EMAIL_SECRET_KEY (crypto.ts). */
  dkim_private: string;
  status: "pending_verification" | "active";
  created_at: number;
  verified_at: number | null;
  last_check_at: number | null;
  /** JSON of the last verify_domain checks, repeated while the minimum interval runs. */
  last_check: string | null;
  rung: number;
  /** Start of the current rung (verification for rung 1); null while pending. */
  rung_started_at: number | null;
  /** UTC day (YYYY-MM-DD) sent_today counts. */
  day: string;
  sent_today: number;
  /** Recipients spent / delivered / bounced / complained at the current rung (graduation and pause). */
  rung_sent: number;
  rung_delivered: number;
  rung_bounced: number;
  rung_complaints: number;
  paused_reason: string | null;
  paused_detail: string | null;
  paused_until: number | null;
}

export interface MessagesTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  domain_id: string;
  domain: string;
  direction: "outbound" | "inbound";
  folder: "inbox" | "spam" | null;
  mail_from: string;
  /** JSON array of the To addresses (outbound: the recipients). */
  rcpt: string;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  /** Outbound: the unsigned message as queued (signed at each attempt). Inbound: as received. */
  raw: Buffer;
  size_bytes: number;
  /** outbound: queued | delivered | partial | failed; inbound: received. */
  status: string;
  /** Inbound: JSON {spf, dkim, dmarc}. */
  auth: string | null;
  /** The Message-ID header, without angle brackets (matches bounces to messages). */
  rfc_message_id: string | null;
  attempts: number;
  next_attempt_at: number | null;
  created_at: number;
}

export interface RecipientsTable {
  message_id: string;
  address: string;
  /** queued | delivered | deferred | failed | bounced */
  status: string;
  updated_at: number;
}

export interface EventsTable {
  seq: Generated<number>;
  id: string;
  message_id: string;
  domain_id: string;
  recipient: string;
  type: "accepted" | "delivered" | "deferred" | "failed" | "bounced" | "complained";
  attempt: number | null;
  smtp_code: number | null;
  enhanced_status: string | null;
  smtp_response: string | null;
  mx_host: string | null;
  next_attempt_at: number | null;
  detail: string | null;
  occurred_at: number;
}

/** Rows as read back (serial columns resolved). */
export type MessageRow = Selectable<MessagesTable>;
export type EventRow = Selectable<EventsTable>;

export interface EmailTables {
  email_accounts: AccountsTable;
  email_domains: DomainsTable;
  email_messages: MessagesTable;
  email_recipients: RecipientsTable;
  email_events: EventsTable;
}

export const emailMigrations: Migration[] = [
  {
    version: 1,
    name: "create_accounts_domains_messages_events",
    async up(db, { dialect, types }) {
      await db.schema
        .createTable("email_accounts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("name", "text")
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("api_key_hash", "text", (c) => c.notNull().unique())
        .addColumn("paused_reason", "text")
        .addColumn("paused_detail", "text")
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("email_domains")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("account_id", "text", (c) => c.notNull().references("email_accounts.id"))
        .addColumn("name", "text", (c) => c.notNull().unique())
        .addColumn("selector", "text", (c) => c.notNull())
        .addColumn("dkim_public", "text", (c) => c.notNull())
        .addColumn("dkim_private", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .addColumn("verified_at", types.bigint)
        .addColumn("last_check_at", types.bigint)
        .addColumn("last_check", "text")
        .addColumn("rung", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("rung_started_at", types.bigint)
        .addColumn("day", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("sent_today", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("rung_sent", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("rung_delivered", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("rung_bounced", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("rung_complaints", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("paused_reason", "text")
        .addColumn("paused_detail", "text")
        .addColumn("paused_until", types.bigint)
        .execute();
      await db.schema.createIndex("email_domains_account").on("email_domains").column("account_id").execute();
      await withSerialPrimaryKey(db.schema.createTable("email_messages"), "seq", dialect)
        .addColumn("id", "text", (c) => c.notNull().unique())
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("domain_id", "text", (c) => c.notNull().references("email_domains.id"))
        .addColumn("domain", "text", (c) => c.notNull())
        .addColumn("direction", "text", (c) => c.notNull())
        .addColumn("folder", "text")
        .addColumn("mail_from", "text", (c) => c.notNull())
        .addColumn("rcpt", "text", (c) => c.notNull())
        .addColumn("subject", "text")
        .addColumn("text_body", "text")
        .addColumn("html_body", "text")
        .addColumn("raw", types.blob, (c) => c.notNull())
        .addColumn("size_bytes", types.bigint, (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("auth", "text")
        .addColumn("rfc_message_id", "text")
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", types.bigint)
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("email_messages_domain_seq")
        .on("email_messages")
        .columns(["domain_id", "seq"])
        .execute();
      await db.schema.createIndex("email_messages_rfc_id").on("email_messages").column("rfc_message_id").execute();
      await db.schema
        .createIndex("email_messages_due")
        .on("email_messages")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema
        .createTable("email_recipients")
        .addColumn("message_id", "text", (c) => c.notNull().references("email_messages.id"))
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("updated_at", types.bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint("email_recipients_pk", ["message_id", "address"])
        .execute();
      await withSerialPrimaryKey(db.schema.createTable("email_events"), "seq", dialect)
        .addColumn("id", "text", (c) => c.notNull().unique())
        .addColumn("message_id", "text", (c) => c.notNull())
        .addColumn("domain_id", "text", (c) => c.notNull())
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("attempt", "integer")
        .addColumn("smtp_code", "integer")
        .addColumn("enhanced_status", "text")
        .addColumn("smtp_response", "text")
        .addColumn("mx_host", "text")
        .addColumn("next_attempt_at", types.bigint)
        .addColumn("detail", "text")
        .addColumn("occurred_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("email_events_domain_seq").on("email_events").columns(["domain_id", "seq"]).execute();
    },
  },
  claimsMigration,
];
