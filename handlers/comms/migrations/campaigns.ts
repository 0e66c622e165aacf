import type { Generated } from "kysely";
import { withSerialPrimaryKey, type Migration } from "mcpforge/platform/storage";

/**
 * Tables of sending domains, templates, campaigns, their recipients and dead letters. They are a
 * migration module of their own (`comms_campaigns`, versions 1, 2, …), so they evolve
 * independently of the other comms areas; CommsTables includes them (erasure covers them).
 */
export interface SendingDomainsTable {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  name: string;
  relay_account_id: string;
  /** The relay API key, AES-256-GCM under COMMS_SECRET_KEY: the SMTP submission password. */
  relay_key_sealed: string;
  relay_key_prefix: string;
  created_at: number;
}

export interface TemplatesTable {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  name: string;
  created_at: number;
}

/** Immutable content; only `published_at` is ever set (once). */
export interface TemplateVersionsTable {
  template_id: string;
  organization_id: string;
  version: number;
  name: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: number;
  published_at: number | null;
}

export interface CampaignsTable {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  name: string;
  domain_id: string;
  audience_id: string;
  template_id: string;
  template_version: number;
  status: "draft" | "scheduled" | "sending" | "waiting_for_allowance" | "paused" | "cancelled" | "completed";
  /** Why the campaign is paused when the worker paused it (e.g. sends_exhausted). */
  status_reason: string | null;
  scheduled_for: number | null;
  launched_at: number | null;
  created_at: number;
  updated_at: number;
}

/** One launch per (organization, idempotency key): the replay answers `result`. */
export interface CampaignLaunchesTable {
  organization_id: string;
  idempotency_key: string;
  campaign_id: string;
  scheduled_for: number | null;
  /** JSON of the first answer. */
  result: string;
  created_at: number;
}

/**
 * One row per recipient frozen at launch. `state` is the send state machine (campaigns/worker.ts):
 * queued → sending (recorded before the SMTP submission) → sent → delivered | bounced | failed;
 * queued → skipped (unsubscribed or suppressed by send time) | cancelled; a `sending` row whose
 * process died is `failed` (interrupted), never sent again. An audience member left out at launch
 * is `excluded` (never sent; campaigns/freeze.ts).
 */
export interface CampaignRecipientsTable {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  campaign_id: string;
  contact_id: string;
  email: string;
  first_name: string;
  state: "queued" | "sending" | "sent" | "deferred" | "delivered" | "bounced" | "failed" | "skipped" | "cancelled" | "excluded";
  /** skipped (at send time): no_consent | unsubscribed | suppressed; excluded (at launch): campaigns/freeze.ts Exclusion. */
  skip_reason: string | null;
  relay_message_id: string | null;
  attempts: number;
  last_error: string | null;
  sending_since: number | null;
  sent_at: number | null;
  unsubscribed_at: number | null;
  complained: number;
  updated_at: number;
  /** Where the send spent on the current claim came from ("free" or an entitlement id); refunded when the relay does not accept. */
  spent_from: string | null;
  /** A recipient deferred by a temporary refusal is not retried before this instant. */
  not_before: number | null;
  /** Temporary refusals other than the relay's allowance and pause (those wait for the window, not a backoff). */
  deferrals: number;
}

export interface DeadLettersTable {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  kind: "campaign";
  campaign_id: string;
  recipient_id: string;
  recipient: string;
  attempts: number;
  last_error: string;
  first_failed_at: number;
  last_failed_at: number;
  status: "dead" | "replayed";
  replayed_at: number | null;
}

export interface CampaignTables {
  comms_sending_domains: SendingDomainsTable;
  comms_templates: TemplatesTable;
  comms_template_versions: TemplateVersionsTable;
  comms_campaigns: CampaignsTable;
  comms_campaign_launches: CampaignLaunchesTable;
  comms_campaign_recipients: CampaignRecipientsTable;
  comms_dead_letters: DeadLettersTable;
}

export const CAMPAIGNS_MIGRATION_MODULE = "comms_campaigns";

export const campaignsMigrations: Migration[] = [
  {
    version: 1,
    name: "create_domains_templates_campaigns_recipients_dead_letters",
    async up(db, { dialect, types }) {
      const serial = (table: string) => withSerialPrimaryKey(db.schema.createTable(table), "seq", dialect);
      const ms = types.bigint;
      await serial("comms_sending_domains")
        .addColumn("id", "text", (c) => c.notNull().unique())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("relay_account_id", "text", (c) => c.notNull())
        .addColumn("relay_key_sealed", "text", (c) => c.notNull())
        .addColumn("relay_key_prefix", "text", (c) => c.notNull())
        .addColumn("created_at", ms, (c) => c.notNull())
        .addUniqueConstraint("comms_sending_domains_org_name", ["organization_id", "name"])
        .execute();
      await serial("comms_templates")
        .addColumn("id", "text", (c) => c.notNull().unique())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("created_at", ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("comms_template_versions")
        .addColumn("template_id", "text", (c) => c.notNull())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text_body", "text", (c) => c.notNull())
        .addColumn("html_body", "text")
        .addColumn("created_at", ms, (c) => c.notNull())
        .addColumn("published_at", ms)
        .addPrimaryKeyConstraint("comms_template_versions_pk", ["template_id", "version"])
        .execute();
      await serial("comms_campaigns")
        .addColumn("id", "text", (c) => c.notNull().unique())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("domain_id", "text", (c) => c.notNull())
        .addColumn("audience_id", "text", (c) => c.notNull())
        .addColumn("template_id", "text", (c) => c.notNull())
        .addColumn("template_version", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("status_reason", "text")
        .addColumn("scheduled_for", ms)
        .addColumn("launched_at", ms)
        .addColumn("created_at", ms, (c) => c.notNull())
        .addColumn("updated_at", ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("comms_campaigns_org")
        .on("comms_campaigns")
        .columns(["organization_id", "seq"])
        .execute();
      await db.schema
        .createTable("comms_campaign_launches")
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("idempotency_key", "text", (c) => c.notNull())
        .addColumn("campaign_id", "text", (c) => c.notNull())
        .addColumn("scheduled_for", ms)
        .addColumn("result", "text", (c) => c.notNull())
        .addColumn("created_at", ms, (c) => c.notNull())
        .addPrimaryKeyConstraint("comms_campaign_launches_pk", ["organization_id", "idempotency_key"])
        .execute();
      await serial("comms_campaign_recipients")
        .addColumn("id", "text", (c) => c.notNull().unique())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("campaign_id", "text", (c) => c.notNull())
        .addColumn("contact_id", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("first_name", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("skip_reason", "text")
        .addColumn("relay_message_id", "text")
        .addColumn("attempts", "integer", (c) => c.notNull())
        .addColumn("last_error", "text")
        .addColumn("sending_since", ms)
        .addColumn("sent_at", ms)
        .addColumn("unsubscribed_at", ms)
        .addColumn("complained", "integer", (c) => c.notNull())
        .addColumn("updated_at", ms, (c) => c.notNull())
        .addUniqueConstraint("comms_campaign_recipients_contact", ["campaign_id", "contact_id"])
        .execute();
      await db.schema
        .createIndex("comms_campaign_recipients_state")
        .on("comms_campaign_recipients")
        .columns(["campaign_id", "state", "seq"])
        .execute();
      await serial("comms_dead_letters")
        .addColumn("id", "text", (c) => c.notNull().unique())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("campaign_id", "text", (c) => c.notNull())
        .addColumn("recipient_id", "text", (c) => c.notNull())
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull())
        .addColumn("last_error", "text", (c) => c.notNull())
        .addColumn("first_failed_at", ms, (c) => c.notNull())
        .addColumn("last_failed_at", ms, (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("replayed_at", ms)
        .execute();
      await db.schema
        .createIndex("comms_dead_letters_org")
        .on("comms_dead_letters")
        .columns(["organization_id", "seq"])
        .execute();
    },
  },
  {
    version: 2,
    name: "recipient_spend_source_and_deferral",
    async up(db, { types }) {
      // One ALTER per column: SQLite adds one column per statement.
      await db.schema.alterTable("comms_campaign_recipients").addColumn("spent_from", "text").execute();
      await db.schema.alterTable("comms_campaign_recipients").addColumn("not_before", types.bigint).execute();
      await db.schema
        .alterTable("comms_campaign_recipients")
        .addColumn("deferrals", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
];
