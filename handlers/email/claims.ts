import type { Kysely } from "kysely";
import type { Storage } from "mcpforge/platform/storage";
import type { DomainsTable, EmailTables } from "./migrations";
import type { EmailSettings } from "./settings";
import { isUniqueViolation, type EmailStore } from "./store";

/**
 * Domain claims (issue 10, defects 6 and 10b; docs/security-email.md "Domain claims").
 * - Any number of accounts may claim a name while it is pending: add_domain answers every one of
 *   them the same way, so it never tells whether someone else holds the name.
 * - A pending claim lapses EMAIL_PENDING_DOMAIN_TTL_HOURS (default 72) after add_domain unless
 *   verified; lapsed claims are deleted when next touched and by the sweep job.
 * - DNS proof decides: the claim whose own DKIM key is published verifies, and the other
 *   accounts' pending claims on the name are removed. A name is active for one account at most
 *   (a partial unique index); only a caller who has proved DNS control learns that another
 *   account holds it active.
 */

type Db = Kysely<EmailTables>;

export const claimKey = (accountId: string, name: string) => `${accountId}:${name}`;

/** Created at or before this instant, a pending claim has lapsed. */
export function lapseCutoff(settings: EmailSettings, now: Date): number {
  return now.getTime() - settings.pendingDomainTtlHours * 3_600_000;
}

export function hasLapsed(d: DomainsTable, settings: EmailSettings, now: Date): boolean {
  return d.status === "pending_verification" && d.created_at <= lapseCutoff(settings, now);
}

/** When a pending claim lapses (null once active). */
export function lapsesAt(d: DomainsTable, settings: EmailSettings): number | null {
  return d.status === "pending_verification" ? d.created_at + settings.pendingDomainTtlHours * 3_600_000 : null;
}

/**
 * Deletes lapsed pending claims (all, or one account's). Pending domains never sent or received
 * mail (both need an active domain), so nothing else refers to them.
 */
export async function deleteLapsed(db: Db, settings: EmailSettings, now: Date, accountId?: string): Promise<number> {
  let q = db
    .deleteFrom("email_domains")
    .where("status", "=", "pending_verification")
    .where("created_at", "<=", lapseCutoff(settings, now));
  if (accountId !== undefined) q = q.where("account_id", "=", accountId);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}

export type ActivateOutcome = "activated" | "already" | "held_elsewhere";

/**
 * Activates `d` after its DNS proof, under one lock per name: refused when another account
 * holds the name active; otherwise other accounts' pending claims on the name are removed.
 */
export async function activateClaim(storage: Storage, d: DomainsTable, now: Date): Promise<ActivateOutcome> {
  try {
    return await storage.serialized(`email:domain-name:${d.name}`, async (trx: Db) => {
      const other = await trx
        .selectFrom("email_domains")
        .select("id")
        .where("name", "=", d.name)
        .where("status", "=", "active")
        .where("account_id", "!=", d.account_id)
        .executeTakeFirst();
      if (other) return "held_elsewhere";
      await trx
        .deleteFrom("email_domains")
        .where("name", "=", d.name)
        .where("status", "=", "pending_verification")
        .where("account_id", "!=", d.account_id)
        .execute();
      const r = await trx
        .updateTable("email_domains")
        .set({ status: "active", verified_at: now.getTime(), rung: 1, rung_started_at: now.getTime() })
        .where("id", "=", d.id)
        .where("status", "=", "pending_verification")
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1 ? "activated" : "already";
    });
  } catch (err) {
    // Another process activated the name for another account in the same instant.
    if (isUniqueViolation(err)) return "held_elsewhere";
    throw err;
  }
}

/** What remove_domain deleted. */
export interface Removed {
  messages: number;
  events: number;
}

/** Deletes the domain with its messages, recipients and delivery events, in one transaction. */
export async function removeClaim(store: EmailStore, d: DomainsTable): Promise<Removed> {
  return store.db.transaction().execute(async (trx) => {
    const messages = trx.selectFrom("email_messages").select("id").where("domain_id", "=", d.id);
    await trx.deleteFrom("email_recipients").where("message_id", "in", messages).execute();
    const events = await trx.deleteFrom("email_events").where("domain_id", "=", d.id).executeTakeFirst();
    const deleted = await trx.deleteFrom("email_messages").where("domain_id", "=", d.id).executeTakeFirst();
    await trx.deleteFrom("email_domains").where("id", "=", d.id).execute();
    return { messages: Number(deleted.numDeletedRows), events: Number(events.numDeletedRows) };
  });
}
