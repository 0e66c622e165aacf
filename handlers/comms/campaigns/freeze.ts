import { setImmediate as yieldToLoop } from "node:timers/promises";
import { findAudience, segmentContacts, storedConditions } from "../audiences/store";
import type { Principal } from "../support/guard";
import { newId } from "../support/keys";
import type { Trx } from "../support/resource-def";
import { requiredWithoutFallback } from "./placeholders";
import type { CampaignRow } from "./store";

/** Audience members read and frozen at a time: a launch holds one page, never the whole audience. */
export const FREEZE_PAGE = 500;

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

/**
 * Freezes the audience into one row per member: `queued` for a contact with recorded consent who
 * is neither unsubscribed nor suppressed (and has a first name when the template needs one with
 * no fallback), else `excluded` with the reason in `skip_reason`. Returns how many are queued
 * and how many rows were frozen in all.
 *
 * The audience is read and written in pages of FREEZE_PAGE in contact order, the event loop
 * turning between pages (issue 30, item 1): a launch over a million contacts holds one page in
 * memory and never the loop for more than one page's statements.
 */
export async function freezeRecipients(trx: Trx, c: CampaignRow, now: number): Promise<{ queued: number; frozen: number }> {
  const firstName = await needsFirstName(trx, c);
  const contacts = await audienceContacts(trx, c);
  let queued = 0;
  let frozen = 0;
  for (let after = -1; contacts; ) {
    const page = await membersAfter(contacts, after);
    if (page.length === 0) break;
    const values = page.map((r) => {
      const why = exclusion(r, firstName);
      if (why === null) queued += 1;
      return recipientRow(c, r, why, now);
    });
    await trx.insertInto("comms_campaign_recipients").values(values).execute();
    frozen += page.length;
    after = page[page.length - 1].seq;
    await yieldToLoop();
  }
  return { queued, frozen };
}

function recipientRow(c: CampaignRow, r: Member, why: Exclusion | null, now: number) {
  return {
    id: newId("rcp"),
    organization_id: c.organization_id,
    campaign_id: c.id,
    contact_id: r.id,
    email: r.email,
    first_name: r.first_name,
    state: why === null ? ("queued" as const) : ("excluded" as const),
    skip_reason: why,
    relay_message_id: null,
    attempts: 0,
    last_error: null,
    sending_since: null,
    sent_at: null,
    unsubscribed_at: null,
    complained: 0,
    updated_at: now,
    spent_from: null,
    not_before: null,
    deferrals: 0,
  };
}
