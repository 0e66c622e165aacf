import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Clock } from "mcpforge/runtime";
import { guardedFetch, type OutboundConfig } from "mcpforge/platform/http";
import type { Migration, Storage } from "mcpforge/platform/storage";
import { DELIVERY_QUEUE, type FreightSettings } from "./settings";

export interface InquiriesTable {
  lead_uid: string;
  /** JSON of the inquiry fields as submitted (no secrets: refused before storing). */
  payload: string;
  lang: string;
  /** pending → delivered | dead_letter */
  status: "pending" | "delivered" | "dead_letter";
  attempts: number;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

export interface Tables {
  freight_inquiries: InquiriesTable;
}

export const freightMigrations: Migration[] = [
  {
    version: 1,
    name: "create_inquiries",
    async up(db, { types }) {
      await db.schema
        .createTable("freight_inquiries")
        .addColumn("lead_uid", "text", (c) => c.primaryKey())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("lang", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull())
        .addColumn("last_error", "text")
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .addColumn("delivered_at", types.bigint)
        .execute();
      await db.schema.createIndex("freight_inquiries_status").on("freight_inquiries").columns(["status", "created_at"]).execute();
    },
  },
];

/**
 * Inquiries are stored first (that is the acknowledgement: a local outbox that survives restarts),
 * held while no portal is configured, then delivered to the portal by a
 * durable job: retried with the job queue's exponential backoff, and after the last attempt kept
 * as `dead_letter` with the last error. The portal receives the lead_uid as Idempotency-Key, so a
 * delivery repeated after a crash creates no second lead.
 */
export class InquiryDesk {
  private readonly db: Kysely<Tables>;
  constructor(
    private readonly deps: { storage: Storage; clock: Clock; settings: FreightSettings; outbound: OutboundConfig; logger: Logger },
  ) {
    this.db = deps.storage.kysely<Tables>();
  }

  async submit(leadUid: string, lang: string, fields: Record<string, string>): Promise<void> {
    const now = this.deps.clock.now().getTime();
    await this.db
      .insertInto("freight_inquiries")
      .values({ lead_uid: leadUid, payload: JSON.stringify(fields), lang, status: "pending", attempts: 0, last_error: null, created_at: now, delivered_at: null })
      .execute();
    if (this.deps.settings.portalUrl) await this.enqueue(leadUid);
  }

  /**
   * Jobs for pending inquiries: those whose job was lost (a crash between insert and enqueue) and
   * those held in the outbox while no portal was configured. Without a portal, nothing to do.
   */
  async resume(): Promise<void> {
    if (!this.deps.settings.portalUrl) return;
    const rows = await this.db.selectFrom("freight_inquiries").select("lead_uid").where("status", "=", "pending").execute();
    for (const r of rows) await this.enqueue(r.lead_uid);
  }

  private enqueue(leadUid: string) {
    return this.deps.storage.jobs.enqueue(DELIVERY_QUEUE, { lead_uid: leadUid }, { key: `freight:${leadUid}`, maxAttempts: this.deps.settings.deliveryAttempts });
  }

  /** The job: one delivery attempt. Throws on failure so the queue retries. */
  async deliver(leadUid: string, attempt: number): Promise<void> {
    const row = await this.db.selectFrom("freight_inquiries").selectAll().where("lead_uid", "=", leadUid).executeTakeFirst();
    // Without a portal (a job left from a run that had one) the inquiry stays held, attempts untouched.
    if (!row || row.status !== "pending" || !this.deps.settings.portalUrl) return;
    try {
      await this.post(row);
      await this.db.updateTable("freight_inquiries").set({ status: "delivered", attempts: attempt, last_error: null, delivered_at: this.deps.clock.now().getTime() }).where("lead_uid", "=", leadUid).execute();
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const last = attempt >= this.deps.settings.deliveryAttempts;
      await this.db.updateTable("freight_inquiries").set({ attempts: attempt, last_error: message, ...(last ? { status: "dead_letter" as const } : {}) }).where("lead_uid", "=", leadUid).execute();
      if (last) this.deps.logger.error({ lead_uid: leadUid, attempts: attempt }, "freight inquiry moved to the dead letter");
      throw err;
    }
  }

  private async post(row: InquiriesTable): Promise<void> {
    const url = this.deps.settings.portalUrl;
    if (!url) throw new Error("FREIGHT_PORTAL_URL is not set");
    const body = JSON.stringify({ lead_uid: row.lead_uid, channel: "mcp", lang: row.lang, submitted_at: new Date(row.created_at).toISOString(), ...JSON.parse(row.payload) });
    const res = await guardedFetch(this.deps.outbound, url, { method: "POST", headers: { "content-type": "application/json", "idempotency-key": row.lead_uid }, body, maxBodyBytes: 64 * 1024 });
    if (res.status < 200 || res.status > 299) throw new Error(`portal answered HTTP ${res.status}`);
  }

  /** Counts per status, for health and tests. */
  async counts(): Promise<Record<string, number>> {
    const rows = await this.db.selectFrom("freight_inquiries").select(["status", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("status").execute();
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }
}
