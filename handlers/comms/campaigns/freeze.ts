import { setImmediate as yieldToLoop } from "node:timers/promises";
import { param, prepare, type Prepared } from "mcpforge/platform/storage";
import { findAudience, segmentContacts, storedConditions } from "../audiences/store";
import type { CommsTables } from "../migrations";
import type { Principal } from "../support/guard";
import { newId } from "../support/keys";
import type { Trx } from "../support/resource-def";
import { requiredWithoutFallback } from "./placeholders";
import type { CampaignRow } from "./store";

/** Audience members read and frozen at a time: a launch holds one page, never the whole audience. */
export const FREEZE_PAGE = 500;
/**
 * Recipients written per INSERT, the loop turning after each: a 500-row INSERT of 19 columns was
 * one of a launch's longest turns (Kysely parsing 9,500 values, pg binding them, SQLite writing
 * the rows and their indexes: 70–200 ms at load 8–17, bench/heavy-trace.ts).
 */
export const FREEZE_INSERT_ROWS = 100;

/** Why an audience member was left out at launch (campaign_report `exclusions`, docs/comms.md). */
export type Exclusion = "no_consent" | "unsubscribed" | "suppressed" | "missing_first_name";
export const EXCLUSIONS: readonly Exclusion[] = ["no_consent", "unsubscribed", "suppressed", "missing_first_name"];

interface Member {
  seq: number;
  id: string;
  email: string;
  first_name: string;
  basis: string | null;
  unsubscribed_at: number | null;
  suppressed_at: number | null;
}

function exclusion(m: Member, needsFirstName: boolean): Exclusion | null {
  if (m.basis === null) return "no_consent";
  if (m.unsubscribed_at !== null) return "unsubscribed";
  if (m.suppressed_at !== null) return "suppressed";
  if (needsFirstName && m.first_name.trim() === "") return "missing_first_name";
  return null;
}

/** The audience's contacts now: a static list's members, or a saved segment evaluated now. */
async function audienceContacts(trx: Trx, c: CampaignRow) {
  const who = { organizationId: c.organization_id } as Principal;
  const audience = await findAudience(trx, who, c.audience_id);
  if (!audience) return null; // cannot happen while the campaign holds it (audience_delete answers in_use)
  return audience.kind === "static"
    ? trx
        .selectFrom("comms_crm_contacts")
        .where("organization_id", "=", c.organization_id)
        .where(
          "id",
          "in",
          trx.selectFrom("comms_audience_members").select("contact_id").where("audience_id", "=", audience.id),
        )
    : segmentContacts(trx, who, storedConditions(audience));
}

type Contacts = NonNullable<Awaited<ReturnType<typeof audienceContacts>>>;

/** The first FREEZE_PAGE `contacts` after contact `seq` `after`, in seq order, with their consent. */
async function membersAfter(contacts: Contacts, after: number): Promise<Member[]> {
  // Correlated by the contact's primary key (a join would make the filters' columns ambiguous).
  const rows = await contacts
    .select((eb) => {
      const consent = eb
        .selectFrom("comms_contact_consent")
        .whereRef("comms_contact_consent.contact_id", "=", "comms_crm_contacts.id");
      return [
        "comms_crm_contacts.seq",
        "comms_crm_contacts.id",
        "comms_crm_contacts.email",
        "comms_crm_contacts.first_name",
        consent.select("comms_contact_consent.basis").as("basis"),
        consent.select("comms_contact_consent.unsubscribed_at").as("unsubscribed_at"),
        consent.select("comms_contact_consent.suppressed_at").as("suppressed_at"),
      ];
    })
    .where("comms_crm_contacts.seq", ">", after)
    .orderBy("comms_crm_contacts.seq")
    .limit(FREEZE_PAGE)
    .execute();
  return rows.map((r) => ({
    ...r,
    seq: Number(r.seq),
    basis: r.basis ?? null,
    unsubscribed_at: r.unsubscribed_at === null || r.unsubscribed_at === undefined ? null : Number(r.unsubscribed_at),
    suppressed_at: r.suppressed_at === null || r.suppressed_at === undefined ? null : Number(r.suppressed_at),
  }));
}

/** Whether the frozen template version writes {{first_name}} with no fallback anywhere. */
async function needsFirstName(trx: Trx, c: CampaignRow): Promise<boolean> {
  const v = await trx
    .selectFrom("comms_template_versions")
    .select(["subject", "text_body", "html_body"])
    .where("organization_id", "=", c.organization_id)
    .where("template_id", "=", c.template_id)
    .where("version", "=", c.template_version)
    .executeTakeFirst();
  return !!v && requiredWithoutFallback({ subject: v.subject, text: v.text_body, html: v.html_body }).includes("first_name");
}

/** comms_campaign_recipients' columns, in the order recipientValues gives them. */
const COLUMNS = [
  "id", "organization_id", "campaign_id", "contact_id", "email", "first_name", "state", "skip_reason", "relay_message_id",
  "attempts", "last_error", "sending_since", "sent_at", "unsubscribed_at", "complained", "updated_at", "spent_from", "not_before", "deferrals",
] as const satisfies readonly (keyof CommsTables["comms_campaign_recipients"])[];

/** One recipient row's values in COLUMNS order: `queued`, or `excluded` with the reason. */
function recipientValues(c: CampaignRow, r: Member, why: Exclusion | null, now: number): unknown[] {
  const state = why === null ? "queued" : "excluded";
  return [newId("rcp"), c.organization_id, c.id, r.id, r.email, r.first_name, state, why, null, 0, null, null, null, null, 0, now, null, null, 0];
}

/**
 * An INSERT of `rows` recipients compiled once per launch and row count (prepare(): Kysely would
 * otherwise build and print a tree of every value for each statement); its parameters are the
 * rows' values, flat.
 */
function recipientInserts(trx: Trx): (values: unknown[][]) => Promise<unknown> {
  const compiled = new Map<number, Prepared<number, unknown>>();
  return (values) => {
    let insert = compiled.get(values.length);
    if (!insert) {
      const rows = values.map((_, i) => Object.fromEntries(COLUMNS.map((k, j) => [k, param(i * COLUMNS.length + j)])));
      compiled.set(values.length, (insert = prepare(trx.insertInto("comms_campaign_recipients").values(rows as never))));
    }
    return insert.run(trx as never, (at) => values[Math.floor(at / COLUMNS.length)][at % COLUMNS.length]);
  };
}

/**
 * Freezes the audience into one row per member: `queued` for a contact with recorded consent who
 * is neither unsubscribed nor suppressed (and has a first name when the template needs one with
 * no fallback), else `excluded` with the reason in `skip_reason`. Returns how many are queued
 * and how many rows were frozen in all.
 *
 * The audience is read in pages of FREEZE_PAGE in contact order and written in INSERTs of
 * FREEZE_INSERT_ROWS, the event loop turning after each statement (issue 30, item 1): a launch
 * over a million contacts holds one page in memory and never the loop for more than one statement.
 */
export async function freezeRecipients(trx: Trx, c: CampaignRow, now: number): Promise<{ queued: number; frozen: number }> {
  const firstName = await needsFirstName(trx, c);
  const contacts = await audienceContacts(trx, c);
  const insert = recipientInserts(trx);
  let queued = 0;
  let frozen = 0;
  for (let after = -1; contacts; ) {
    const page = await membersAfter(contacts, after);
    if (page.length === 0) break;
    await yieldToLoop();
    for (let at = 0; at < page.length; at += FREEZE_INSERT_ROWS) {
      const values = page.slice(at, at + FREEZE_INSERT_ROWS).map((r) => {
        const why = exclusion(r, firstName);
        if (why === null) queued += 1;
        return recipientValues(c, r, why, now);
      });
      await insert(values);
      await yieldToLoop();
    }
    frozen += page.length;
    after = page[page.length - 1].seq;
  }
  return { queued, frozen };
}
