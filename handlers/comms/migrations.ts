import type { Generated } from "kysely";
import type { Migration } from "../_shared/storage";
import { crmMigration } from "./migrations/crm";
import { tenancyMigration } from "./migrations/tenancy";

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

export interface CommsTables {
  comms_organizations: OrganizationsTable;
  comms_api_keys: ApiKeysTable;
  comms_audit_events: AuditEventsTable;
  comms_crm_companies: CompaniesTable;
  comms_crm_contacts: ContactsTable;
}

/** Additive, numbered migrations of the "comms" module (handlers/_shared/storage/README.md). */
export const commsMigrations: Migration[] = [tenancyMigration, crmMigration];
