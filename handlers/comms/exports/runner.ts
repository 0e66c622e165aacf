import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { Gate } from "../../_shared/gate";
import type { CommsDeps } from "../support/deps";
import { exportWriterHooks, WriterStopped, writeExport, type ExportJob } from "./writer";

export const EXPORT_RECOVER_QUEUE = "comms.export-recover";
/** How often a process looks for exports whose writer died (storage clock). */
export const EXPORT_RECOVER_EVERY_MS = 30_000;

/**
 * Runs export writers in this process: at most `concurrency` at once (FIFO), each holding the
 * export's lease (writer_id, heartbeat_at). A writer that fails marks its export `failed` with the
 * reason and removes its parts. An export whose writer died (kill -9) is resumed from the start by
 * `recover()`, at start-up and every 30 s, once its lease is stale; a process being closed stops
 * its writers after the part in hand and leaves their exports to that recovery.
 */
export class ExportRunner {
  readonly writerId = `${process.pid}-${randomBytes(4).toString("hex")}`;
  private readonly gate: Gate;
  private readonly running = new Set<Promise<void>>();
  private closing = false;

  constructor(
    private readonly deps: CommsDeps,
    private readonly logger: Logger,
  ) {
    this.gate = new Gate(deps.settings.exports.concurrency);
  }

  /** Writes the export (its row already holds this runner's lease); resolves when it is done. */
  run(job: Omit<ExportJob, "writerId">): Promise<void> {
    const done = this.write({ ...job, writerId: this.writerId });
    this.running.add(done);
    void done.finally(() => this.running.delete(done));
    return done;
  }

  /** Takes over preparing exports whose lease is stale and writes them in the background. */
  async recover(): Promise<number> {
    const { db, clock } = this.deps;
    const now = clock.now().getTime();
    const stale = await db
      .selectFrom("comms_data_exports")
      .select(["id", "organization_id", "heartbeat_at"])
      .where("state", "=", "preparing")
      .where("heartbeat_at", "<=", now - this.deps.settings.exports.staleMs)
      .limit(100)
      .execute();
    let taken = 0;
    for (const row of stale) {
      const claim = await db
        .updateTable("comms_data_exports")
        .set({ writer_id: this.writerId, heartbeat_at: now })
        .where("id", "=", row.id)
        .where("state", "=", "preparing")
        .where("heartbeat_at", "=", row.heartbeat_at)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) === 0) continue; // another process took it first
      this.logger.warn({ export_id: row.id }, "resuming a data export whose writer stopped");
      void this.run({ exportId: row.id, organizationId: row.organization_id });
      taken++;
    }
    return taken;
  }

  /** Stops the writers after their current part and waits for them. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.running]);
  }

  private async write(job: ExportJob): Promise<void> {
    const free = await this.gate.enter();
    const { db } = this.deps;
    const mine = <Q extends { where: (...a: any[]) => Q }>(q: Q): Q =>
      q.where("id", "=", job.exportId).where("writer_id", "=", job.writerId).where("state", "=", "preparing");
    try {
      const size = await writeExport(this.deps, job, () => this.closing);
      await mine(db.updateTable("comms_data_exports").set({ state: "available", size_bytes: size, writer_id: null, heartbeat_at: null })).execute();
    } catch (err) {
      if (err instanceof WriterStopped) return;
      this.logger.error({ err, export_id: job.exportId }, "data export failed");
      const reason = err instanceof Error ? err.message : String(err);
      await db.transaction().execute(async (trx) => {
        const r = await mine(trx.updateTable("comms_data_exports").set({ state: "failed", error: reason.slice(0, 500), writer_id: null })).executeTakeFirst();
        if (Number(r.numUpdatedRows) > 0) await trx.deleteFrom("comms_data_export_parts").where("export_id", "=", job.exportId).execute();
      });
    } finally {
      free();
      exportWriterHooks.ended?.(job.exportId);
    }
  }
}
