import { sql, type Kysely, type Transaction } from "kysely";
import type { Clock } from "mcpforge/runtime";
import type { Storage } from "mcpforge/platform/storage";
import type { AccountsTable, DomainsTable, EmailTables } from "./migrations";
import { evaluate, utcDay } from "./limits";
import type { EmailSettings } from "./settings";

export type Db = Kysely<EmailTables>;
export type Trx = Transaction<EmailTables>;

export { isUniqueViolation } from "mcpforge/platform/storage";

/** Accounts and domains. Messages, recipients and events live in queue-store.ts. */
export class EmailStore {
  readonly db: Db;
  constructor(
    readonly storage: Storage,
    readonly clock: Clock,
  ) {
    this.db = storage.kysely<EmailTables>();
  }

  now(): Date {
    return this.clock.now();
  }

  async createAccount(row: AccountsTable): Promise<void> {
    await this.db.insertInto("email_accounts").values(row).execute();
  }

  accountByKeyHash(hash: string): Promise<AccountsTable | undefined> {
    return this.db.selectFrom("email_accounts").selectAll().where("api_key_hash", "=", hash).executeTakeFirst();
  }

  accountById(id: string): Promise<AccountsTable | undefined> {
    return this.db.selectFrom("email_accounts").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** The account's domain by its ASCII name; another account's domain is not found. */
  domainOf(accountId: string, name: string): Promise<DomainsTable | undefined> {
    return this.db
      .selectFrom("email_domains")
      .selectAll()
      .where("account_id", "=", accountId)
      .where("name", "=", name)
      .executeTakeFirst();
  }

  domainById(id: string, db: Db = this.db): Promise<DomainsTable | undefined> {
    return db.selectFrom("email_domains").selectAll().where("id", "=", id).executeTakeFirst();
  }

  domainsOf(accountId: string): Promise<DomainsTable[]> {
    return this.db
      .selectFrom("email_domains")
      .selectAll()
      .where("account_id", "=", accountId)
      .orderBy("created_at")
      .orderBy("name")
      .execute();
  }

  async updateDomain(id: string, changes: Partial<DomainsTable>, db: Db = this.db): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await db.updateTable("email_domains").set(changes).where("id", "=", id).execute();
  }

  /**
   * Spends `units` of today's allowance in one conditional UPDATE, so two concurrent sends
   * cannot both take the last units. False when fewer than `units` are left.
   */
  async spend(trx: Db, domainId: string, units: number, allowance: number, now: Date): Promise<boolean> {
    const today = utcDay(now);
    const usedToday = sql<number>`(case when day = ${today} then sent_today else 0 end)`;
    const result = await trx
      .updateTable("email_domains")
      .set({
        sent_today: sql`(case when day = ${today} then sent_today else 0 end) + ${units}`,
        day: today,
        rung_sent: sql`rung_sent + ${units}`,
      })
      .where("id", "=", domainId)
      .where(sql<boolean>`${usedToday} + ${units} <= ${allowance}`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Adds outcome counts at the domain's current rung (graduation and pause inputs). */
  async countOutcomes(
    trx: Db,
    domainId: string,
    delta: { delivered?: number; bounced?: number; complaints?: number },
  ): Promise<void> {
    const d = delta.delivered ?? 0;
    const b = delta.bounced ?? 0;
    const c = delta.complaints ?? 0;
    if (d === 0 && b === 0 && c === 0) return;
    await trx
      .updateTable("email_domains")
      .set({
        rung_delivered: sql`rung_delivered + ${d}`,
        rung_bounced: sql`rung_bounced + ${b}`,
        rung_complaints: sql`rung_complaints + ${c}`,
      })
      .where("id", "=", domainId)
      .execute();
  }

  /**
   * Applies what evaluating the domain now changes (graduation, end of a pause) and returns the
   * current row. The rung guard makes two concurrent evaluations apply the change once.
   */
  async refresh(d: DomainsTable, settings: EmailSettings): Promise<DomainsTable> {
    const changes = evaluate(d, settings, this.now());
    if (!changes) return d;
    await this.db.updateTable("email_domains").set(changes).where("id", "=", d.id).where("rung", "=", d.rung).execute();
    return (await this.domainById(d.id)) ?? d;
  }

  /** Active domains by name (inbound routing). */
  async activeDomainsNamed(names: string[]): Promise<DomainsTable[]> {
    if (names.length === 0) return [];
    return this.db
      .selectFrom("email_domains")
      .selectAll()
      .where("name", "in", names)
      .where("status", "=", "active")
      .execute();
  }
}
