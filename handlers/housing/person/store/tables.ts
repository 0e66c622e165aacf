import type { Generated } from "kysely";

/** Row types of the person tables (handlers/housing/person/migrations.ts); times are epoch ms, booleans 0/1. */

/** Who wrote a message: the person themself (in the browser), an assistant on the person's behalf (over MCP), or the landlord. */
export type Author = "person" | "assistant" | "landlord";
export type TourStatus = "requested" | "accepted" | "declined";
export type ApplicationStatus = "started" | "submitted";
export type DraftStatus = "draft" | "published";

export interface DraftsTable {
  id: string;
  person: string;
  /** JSON of DraftFields. */
  fields: string;
  status: DraftStatus;
  by_assistant: number;
  client_id: string | null;
  created_at: number;
  updated_at: number;
  published_at: number | null;
}

export interface ThreadsTable {
  id: string;
  person: string;
  listing_id: string | null;
  landlord_email: string;
  landlord_name: string;
  created_at: number;
  last_message_at: number;
}

export interface MessagesTable {
  seq: Generated<number>;
  id: string;
  thread_id: string;
  author: Author;
  client_id: string | null;
  text: string;
  links_removed: number;
  /** What the recipient is told about who sent it (set when an assistant sent it). */
  recipient_notice: string | null;
  sent_at: number;
}

/** What an inquiry and a tour request share: who, about which listing, in which thread, to whom. */
export interface RequestRow {
  id: string;
  person: string;
  listing_id: string;
  thread_id: string;
  message_id: string;
  landlord_email: string;
  by_assistant: number;
  client_id: string | null;
  created_at: number;
}

export type InquiriesTable = RequestRow;

export interface ToursTable extends RequestRow {
  /** IANA zone the times are in (the listing's). */
  timezone: string;
  /** JSON array of the 1–3 proposed local times, YYYY-MM-DDTHH:MM. */
  times: string;
  status: TourStatus;
  accepted_time: string | null;
  decided_at: number | null;
}

export interface ApplicationsTable {
  id: string;
  person: string;
  listing_id: string | null;
  status: ApplicationStatus;
  by_assistant: number;
  client_id: string | null;
  created_at: number;
  submitted_at: number | null;
}

export interface PeopleTable {
  person: string;
  verified_at: number | null;
}

export interface SearchesTable {
  person: string;
  /** JSON of SavedFilters. */
  filters: string;
  /** Listings with `listed_at` after this (epoch ms) are new to the search. */
  high_water: number;
  by_assistant: number;
  client_id: string | null;
  created_at: number;
}

export interface AlertMatchesTable {
  person: string;
  listing_id: string;
  mail_id: string;
  matched_at: number;
}

export interface AlertMailsTable {
  id: string;
  person: string;
  /** JSON array of listing ids. */
  listing_ids: string;
  created_at: number;
  sent_at: number | null;
  attempts: number;
  last_error: string | null;
}

export interface IdempotencyTable {
  person: string;
  tool: string;
  key: string;
  args_hash: string;
  /** JSON of the first result. */
  result: string;
  created_at: number;
}

export interface ActivityTable {
  seq: Generated<number>;
  person: string;
  kind: string;
  ref_id: string;
  summary: string;
  by_assistant: number;
  client_id: string | null;
  at: number;
}

export interface PersonTables {
  housing_person_drafts: DraftsTable;
  housing_person_threads: ThreadsTable;
  housing_person_messages: MessagesTable;
  housing_person_inquiries: InquiriesTable;
  housing_person_tours: ToursTable;
  housing_person_applications: ApplicationsTable;
  housing_person_people: PeopleTable;
  housing_person_searches: SearchesTable;
  housing_person_alert_matches: AlertMatchesTable;
  housing_person_alert_mails: AlertMailsTable;
  housing_person_idempotency: IdempotencyTable;
  housing_person_activity: ActivityTable;
}
