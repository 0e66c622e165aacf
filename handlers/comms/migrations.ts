import type { Generated } from "kysely";
import type { Migration } from "mcpforge/platform/storage";
import { audiencesMigration } from "./migrations/audiences";
import { billingMigration } from "./migrations/billing";
import type { CampaignTables } from "./migrations/campaigns";
import { consentMigration } from "./migrations/consent";
import { crmMigration } from "./migrations/crm";
import { deletionMigration } from "./migrations/deletion";
import { exportsMigration } from "./migrations/exports";
import {
  importsMigration,
  type ContactFilesTable,
  type ContactImportErrorsTable,
  type ContactImportRowsTable,
  type ContactImportsTable,
} from "./migrations/imports";
import type { ExportTables } from "./exports/migration";
import { purchasesMigration, type PurchasesTable } from "./migrations/purchases";
import { salesMigration } from "./migrations/sales";
import { tenancyMigration } from "./migrations/tenancy";

export type {
  ContactFilesTable,
  ContactImportErrorsTable,
  ContactImportRowsTable,
  ContactImportsTable,
  PurchasesTable,
};

/** Row shapes of the comms tables. Times are epoch milliseconds from the injected clock. */
export interface OrganizationsTable {
  id: string;
  name: string;
  created_at: number;
}

export interface ApiKeysTable {
  id: string;
  organization_id: string;
  name: string;
  /** The key's first characters, shown in listings; not enough to use it. */
  prefix: string;
  /** SHA-256 of the whole key, hex: the key itself is never stored or logged. */
  key_hash: string;
  /** JSON array of scopes. */
  scopes: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface AuditEventsTable {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  actor_type: "api_key" | "user" | "system";
  actor_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON object; never holds a secret. */
  details: string;
  occurred_at: number;
}

/** Columns every CRM table shares (support/resource.ts reads and writes them). */
export interface CrmRowBase {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  created_at: number;
  updated_at: number;
}

export interface CompaniesTable extends CrmRowBase {
  name: string;
  domain: string | null;
  website: string | null;
}

export interface ContactsTable extends CrmRowBase {
  email: string;
  first_name: string;
  company_id: string | null;
}

export interface PipelinesTable extends CrmRowBase {
  name: string;
}

/** Stages of a pipeline; positions are dense (0, 1, 2, …) per pipeline (crm/stage-order.ts). */
export interface StagesTable extends CrmRowBase {
  pipeline_id: string;
  name: string;
  position: number;
  probability: number | null;
}

export interface DealsTable extends CrmRowBase {
  title: string;
  pipeline_id: string;
  stage_id: string;
  value_minor: number | null;
  currency: string | null;
  status: string;
}

export interface ActivitiesTable extends CrmRowBase {
  note: string;
  activity_type: string | null;
  deal_id: string | null;
  contact_id: string | null;
  company_id: string | null;
}

export interface TasksTable extends CrmRowBase {
  title: string;
  status: "open" | "done" | "cancelled";
  deal_id: string | null;
  contact_id: string | null;
  assignee_user_id: string | null;
}

export interface AudiencesTable {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  name: string;
  kind: "static" | "saved_segment";
  /** JSON of a saved segment's filter (audiences/segment-filter.ts); null for static audiences. */
  filter: string | null;
  created_at: number;
  updated_at: number;
}

export interface AudienceMembersTable {
  seq: Generated<number>;
  organization_id: string;
  audience_id: string;
  contact_id: string;
  added_at: number;
}

/**
 * A contact's marketing consent (null columns: none recorded) and preference: unsubscribed (when
 * and how) and suppressed (hard bounce or complaint, from delivery events).
 */
export interface ContactConsentTable {
  contact_id: string;
  organization_id: string;
  basis: "explicit" | "documented_relationship" | null;
  source: string | null;
  captured_at: number | null;
  recorded_at: number | null;
  unsubscribed_at: number | null;
  unsubscribe_method: string | null;
  suppressed_at: number | null;
  suppressed_reason: string | null;
  updated_at: number;
}

/** The free sends an organization got at creation (COMMS_FREE_SENDS then) and how many are used. */
export interface BillingAllowancesTable {
  organization_id: string;
  free_sends_granted: number;
  free_sends_used: number;
  granted_at: number;
}

/** A purchased pass or top-up (written by billing_purchase once a payment is verified). */
export interface EntitlementsTable {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  kind: "pass" | "topup";
  sends_granted: number;
  sends_remaining: number;
  purchased_at: number;
  starts_at: number;
  /** null: valid until used. */
  expires_at: number | null;
  /** The x402 settlement's transaction hash (billing/migration.ts, module comms_x402). */
  transaction_hash?: string | null;
}

export interface DeletionRequestsTable {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  status: "scheduled" | "cancelled" | "completed";
  requested_at: number;
  erase_after: number;
  cancelled_at: number | null;
  completed_at: number | null;
}

/** A JSON export of a tenant; `data` is emptied when it expires (size_bytes stays). */
export interface DataExportsTable {
  seq: Generated<number>;
  id: string;
  organization_id: string;
  created_at: number;
  expires_at: number;
  size_bytes: number | null;
  data: string | null;
  /** Streamed exports (exports/migration.ts): preparing | available | failed; null before. */
  state: string | null;
  writer_id: string | null;
  heartbeat_at: number | null;
  error: string | null;
}

/** Every comms table; the campaign tables (their own migration module) are in CampaignTables. */
export interface CommsTables extends CampaignTables, ExportTables {
  comms_organizations: OrganizationsTable;
  comms_api_keys: ApiKeysTable;
  comms_audit_events: AuditEventsTable;
  comms_crm_companies: CompaniesTable;
  comms_crm_contacts: ContactsTable;
  comms_crm_pipelines: PipelinesTable;
  comms_crm_stages: StagesTable;
  comms_crm_deals: DealsTable;
  comms_crm_activities: ActivitiesTable;
  comms_crm_tasks: TasksTable;
  comms_audiences: AudiencesTable;
  comms_audience_members: AudienceMembersTable;
  comms_contact_consent: ContactConsentTable;
  comms_billing_allowances: BillingAllowancesTable;
  comms_entitlements: EntitlementsTable;
  comms_deletion_requests: DeletionRequestsTable;
  comms_data_exports: DataExportsTable;
  comms_contact_imports: ContactImportsTable;
  comms_contact_import_rows: ContactImportRowsTable;
  comms_contact_import_errors: ContactImportErrorsTable;
  comms_contact_files: ContactFilesTable;
  comms_purchases: PurchasesTable;
}

/** Additive, numbered migrations of the "comms" module (generator/platform/storage/README.md). */
export const commsMigrations: Migration[] = [
  tenancyMigration,
  crmMigration,
  salesMigration,
  audiencesMigration,
  consentMigration,
  billingMigration,
  deletionMigration,
  exportsMigration,
  importsMigration,
  purchasesMigration,
];
