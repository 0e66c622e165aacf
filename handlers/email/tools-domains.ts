import type { EmailHandlers } from "../../generated/email/server";
import type { Storage } from "mcpforge/platform/storage";
import { requireAccount } from "./auth";
import { activateClaim, claimKey, deleteLapsed, hasLapsed, removeClaim } from "./claims";
import { encrypt, newDkimKey, newId } from "./crypto";
import { DnsLookupError, type DnsResolver } from "./dns";
import type { AccountsTable, DomainsTable } from "./migrations";
import { normaliseDomain } from "./names";
import { evaluate } from "./limits";
import { domainView } from "./present";
import { checkRecords, recordsFor, type Check } from "./records";
import { POLL_AFTER_SECONDS, type EmailSettings } from "./settings";
import type { EmailStore } from "./store";

export interface ToolDeps {
  store: EmailStore;
  storage: Storage;
  settings: EmailSettings;
  resolver: DnsResolver;
  secretKey: Buffer;
}

type NotFound = { error(code: "not_found", message: string): Error };

/**
 * The account's domain named `name` (any spelling add_domain accepts), or not_found. A pending
 * claim that lapsed is deleted here and is not found.
 */
export async function ownDomain(
  ctx: NotFound,
  deps: Pick<ToolDeps, "store" | "settings">,
  account: AccountsTable,
  name: string,
): Promise<DomainsTable> {
  const { store, settings } = deps;
  const n = normaliseDomain(name);
  const d = n.ok ? await store.domainOf(account.id, n.name) : undefined;
  if (d && hasLapsed(d, settings, store.now())) {
    await deleteLapsed(store.db, settings, store.now(), account.id);
    throw ctx.error(
      "not_found",
      `The pending claim on ${d.name} lapsed: it was not verified within ${settings.pendingDomainTtlHours} hours of add_domain. Add it again with add_domain.`,
    );
  }
  if (!d)
    throw ctx.error(
      "not_found",
      `This account has no domain "${name}": add it with add_domain (list_domains shows the account's domains).`,
    );
  return d;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** add_domain, verify_domain, list_domains, remove_domain (claims: claims.ts). */
export function domainTools(
  deps: ToolDeps,
): Pick<EmailHandlers, "add_domain" | "verify_domain" | "list_domains" | "remove_domain"> {
  const { store, settings } = deps;

  const addDomainView = (d: DomainsTable) => ({
    ...domainView(d, settings, store.now()),
    dkim_selector: d.selector,
    records: recordsFor({ name: d.name, selector: d.selector, dkimPublic: d.dkim_public }, settings),
  });

  return {
    async add_domain(args, ctx) {
      const account = await requireAccount(ctx, store);
      const n = normaliseDomain(args.name);
      if (!n.ok) throw ctx.error("invalid_domain", n.problem);
      const mine = await store.domainOf(account.id, n.name);
      if (mine && !hasLapsed(mine, settings, store.now())) return addDomainView(mine);
      // Whether another account claims the name is not looked at: every caller gets its own
      // pending claim and records, and DNS proof (verify_domain) decides.
      const key = await newDkimKey();
      const now = store.now().getTime();
      const row: DomainsTable = {
        id: newId("dom"),
        account_id: account.id,
        name: n.name,
        claim_key: claimKey(account.id, n.name),
        selector: settings.dkimSelector,
        dkim_public: key.publicB64,
        dkim_private: encrypt(key.privatePem, deps.secretKey),
        status: "pending_verification",
        created_at: now,
        verified_at: null,
        last_check_at: null,
        last_check: null,
        rung: 1,
        rung_started_at: null,
        day: "",
        sent_today: 0,
        rung_sent: 0,
        rung_delivered: 0,
        rung_bounced: 0,
        rung_complaints: 0,
        paused_reason: null,
        paused_detail: null,
        paused_until: null,
      };
      // Count and insert under one lock per account so concurrent calls cannot pass the limit.
      const outcome = await deps.storage.serialized(`email:domains:${account.id}`, async (trx) => {
        await deleteLapsed(trx, settings, new Date(now), account.id);
        const own = await trx
          .selectFrom("email_domains")
          .selectAll()
          .where("account_id", "=", account.id)
          .where("name", "=", n.name)
          .executeTakeFirst();
        if (own) return own as DomainsTable;
        const held = await trx
          .selectFrom("email_domains")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("account_id", "=", account.id)
          .executeTakeFirstOrThrow();
        if (Number(held.n) >= settings.domainsPerAccount) return "limit" as const;
        await trx.insertInto("email_domains").values(row).execute();
        return row;
      });
      if (outcome === "limit")
        throw ctx.error(
          "domain_limit_reached",
          `This account already holds ${settings.domainsPerAccount} domains, the most it may hold (get_sending_limits: domains_allowed; remove_domain frees a place).`,
        );
      return addDomainView(outcome);
    },

    async verify_domain(args, ctx) {
      const account = await requireAccount(ctx, store);
      const d = await ownDomain(ctx, deps, account, args.name);
      const now = store.now().getTime();
      const minMs = settings.verifyMinIntervalSeconds * 1000;
      const cached = d.last_check_at !== null && d.last_check !== null && now - d.last_check_at < minMs;
      let checks: Check[];
      let checkedAt: number;
      if (cached) {
        checks = JSON.parse(d.last_check!) as Check[];
        checkedAt = d.last_check_at!;
      } else {
        try {
          checks = await checkRecords(
            recordsFor({ name: d.name, selector: d.selector, dkimPublic: d.dkim_public }, settings),
            deps.resolver,
            settings,
          );
        } catch (err) {
          if (err instanceof DnsLookupError)
            throw ctx.error("dns_lookup_failed", `${err.message}. Nothing changed; try again in a few minutes.`);
          throw err;
        }
        checkedAt = now;
        await store.updateDomain(d.id, { last_check_at: now, last_check: JSON.stringify(checks) });
      }
      const blocking = checks.filter((c) => c.required && c.status !== "ok").map((c) => c.purpose);
      const outcome =
        !cached && blocking.length === 0 && d.status === "pending_verification"
          ? await activateClaim(deps.storage, d, new Date(now))
          : "already";
      if (outcome === "held_elsewhere")
        throw ctx.error(
          "domain_taken",
          `DNS shows this account's records for ${d.name}, but another account already holds it active. Nothing changed; ask the operator to move it.`,
        );
      const activated = outcome === "activated";
      const fresh = (await store.domainById(d.id)) ?? d;
      const active = fresh.status === "active";
      return {
        ...domainView(fresh, settings, store.now()),
        verified: active,
        activated,
        cached,
        checked_at: iso(checkedAt),
        checks,
        blocking,
        next_check_at: active ? null : iso(checkedAt + minMs),
        poll_after_seconds: active ? null : Math.max(POLL_AFTER_SECONDS, settings.verifyMinIntervalSeconds),
      };
    },

    async list_domains(_args, ctx) {
      const account = await requireAccount(ctx, store);
      const now = store.now();
      const rows = (await store.domainsOf(account.id)).filter((d) => !hasLapsed(d, settings, now));
      // Read-only: show what evaluating now would give (a due graduation or end of a pause)
      // without writing it; send_email and get_sending_limits apply it.
      return { domains: rows.map((d) => domainView({ ...d, ...(evaluate(d, settings, now) ?? {}) }, settings, now)) };
    },

    async remove_domain(args, ctx) {
      const account = await requireAccount(ctx, store);
      const d = await ownDomain(ctx, deps, account, args.name);
      const removed = await removeClaim(store, d);
      ctx.log.info({ domain: d.name, account: account.id, ...removed }, "domain removed");
      return {
        name: d.name,
        removed: true,
        status: d.status,
        messages_removed: removed.messages,
        events_removed: removed.events,
      };
    },
  };
}
