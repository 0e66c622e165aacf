import type { Kysely } from "kysely";
import { hashApiKey } from "../../_shared/email-relay";
import { open as decrypt, seal as encrypt } from "../../_shared/seal";

/**
 * What comms reads of the e-mail relay (handlers/email), which keeps its tables in the same
 * database: which account a relay API key opens, whether that account's domain is verified, and
 * the delivery events of the messages a campaign submitted. When the relay does not run on this
 * database its tables are missing: every answer is then "unknown" (see docs/comms.md).
 */
type AnyDb = Kysely<any>;

function missingTable(err: unknown): boolean {
  const m = err instanceof Error ? err.message : String(err);
  return /no such table|does not exist/i.test(m);
}

export type RelayDomainCheck = { ok: true; accountId: string } | { ok: false; reason: string };

/** The relay account of `relayKey` holds `name` and the relay has verified it (status active). */
export async function checkRelayDomain(db: AnyDb, relayKey: string, name: string): Promise<RelayDomainCheck> {
  try {
    const account = await db
      .selectFrom("email_accounts")
      .select("id")
      .where("api_key_hash", "=", hashApiKey(relayKey))
      .executeTakeFirst();
    if (!account) return { ok: false, reason: "the e-mail relay knows no account with this API key (relay_api_key)" };
    const domain = await db
      .selectFrom("email_domains")
      .select("status")
      .where("account_id", "=", account.id)
      .where("name", "=", name)
      .executeTakeFirst();
    if (!domain)
      return {
        ok: false,
        reason: `the relay account holds no domain ${name} (name): add it with the relay's add_domain`,
      };
    if (domain.status !== "active")
      return {
        ok: false,
        reason: `the relay has not verified ${name} yet (name): publish its records and call verify_domain`,
      };
    return { ok: true, accountId: String(account.id) };
  } catch (err) {
    if (missingTable(err)) return { ok: false, reason: "no e-mail relay runs on this database to verify the domain" };
    throw err;
  }
}

/** The relay's status of a bound domain now: what domain_list shows and launch checks. */
export type RelayDomainStatus = "active" | "not_active" | "unknown";

/**
 * The relay's status of bound domains now, in one query: active; not_active when the account no
 * longer holds the domain or holds it unverified; unknown when no relay runs on this database.
 */
export async function relayDomainStatuses(db: AnyDb, domains: readonly { accountId: string; name: string }[]): Promise<RelayDomainStatus[]> {
  if (domains.length === 0) return [];
  try {
    const rows = await db
      .selectFrom("email_domains")
      .select(["account_id", "name", "status"])
      .where((eb) => eb.or(domains.map((d) => eb.and([eb("account_id", "=", d.accountId), eb("name", "=", d.name)]))))
      .execute();
    const active = new Set(rows.filter((r) => r.status === "active").map((r) => `${r.account_id} ${r.name}`));
    return domains.map((d) => (active.has(`${d.accountId} ${d.name}`) ? "active" : "not_active"));
  } catch (err) {
    if (missingTable(err)) return domains.map(() => "unknown");
    throw err;
  }
}

/**
 * Why the relay pauses sending from each of these (active) domains now, or null: the domain's own
 * pause (bounce or complaint rate; one that has run out counts as lifted, as the relay's next
 * evaluation does) or its whole account's (an operator's). Read from the relay's tables, so it
 * holds whether or not the relay runs in this process.
 */
export async function relayPauses(
  db: AnyDb,
  domains: readonly { accountId: string; name: string }[],
  now: number,
): Promise<(string | null)[]> {
  if (domains.length === 0) return [];
  try {
    const rows = await db
      .selectFrom("email_domains as d")
      .innerJoin("email_accounts as a", "a.id", "d.account_id")
      .select(["d.account_id", "d.name", "d.paused_reason", "d.paused_detail", "d.paused_until", "a.paused_reason as account_paused", "a.paused_detail as account_detail"])
      .where((eb) => eb.or(domains.map((d) => eb.and([eb("d.account_id", "=", d.accountId), eb("d.name", "=", d.name)]))))
      .execute();
    const why = new Map<string, string | null>();
    for (const r of rows) {
      const until = r.paused_until === null ? null : Number(r.paused_until);
      const own =
        r.paused_reason !== null && (until === null || until > now)
          ? `${r.paused_reason}${r.paused_detail ? `: ${r.paused_detail}` : ""}${until === null ? "" : ` (until ${new Date(until).toISOString()})`}`
          : null;
      const account = r.account_paused ? `the relay account is paused (${r.account_paused})${r.account_detail ? `: ${r.account_detail}` : ""}` : null;
      why.set(`${r.account_id} ${r.name}`, account ?? own);
    }
    return domains.map((d) => why.get(`${d.accountId} ${d.name}`) ?? null);
  } catch (err) {
    if (missingTable(err)) return domains.map(() => null);
    throw err;
  }
}

/** Whether the relay still has `name` active for the account it was bound with (checked at create, update and launch). */
export async function relayDomainActive(db: AnyDb, accountId: string, name: string): Promise<boolean> {
  return (await relayDomainStatuses(db, [{ accountId, name }]))[0] === "active";
}

export interface RelayEvent {
  message_id: string;
  recipient: string;
  type: "accepted" | "delivered" | "deferred" | "failed" | "bounced" | "complained";
  smtp_code: number | null;
  smtp_response: string | null;
  detail: string | null;
  /** When the relay recorded the event, ms (a bigint column: a string on PostgreSQL). */
  occurred_at: number | string;
}

/** The relay's delivery events of these messages, oldest first ([] without a relay). */
export async function relayEvents(db: AnyDb, messageIds: string[]): Promise<RelayEvent[]> {
  if (messageIds.length === 0) return [];
  try {
    return (await db
      .selectFrom("email_events")
      .select(["message_id", "recipient", "type", "smtp_code", "smtp_response", "detail", "occurred_at"])
      .where("message_id", "in", messageIds)
      .orderBy("seq")
      .execute()) as RelayEvent[];
  } catch (err) {
    if (missingTable(err)) return [];
    throw err;
  }
}

/** The relay key at rest: AES-256-GCM under COMMS_SECRET_KEY (the e-mail relay's sealing). */
export const sealRelayKey = (key: string, secret: Buffer): string => encrypt(key, secret);

export function openRelayKey(sealed: string, secret: Buffer): string {
  try {
    return decrypt(sealed, secret);
  } catch {
    throw new Error("cannot decrypt a sending domain's relay key: COMMS_SECRET_KEY is not the key it was sealed with");
  }
}
