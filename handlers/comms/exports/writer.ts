import { setImmediate as yieldToLoop } from "node:timers/promises";
import { dataDir } from "../quota/admit";
import { iso, type CommsDeps } from "../support/deps";
import { tenantRows } from "./snapshot";
import { PartSpool } from "./spool";

export interface ExportJob {
  exportId: string;
  organizationId: string;
  /** The writer's lease: comms_data_exports.writer_id must still name it for each part. */
  writerId: string;
}

/** Rows serialised between two yields to the event loop. */
const ROWS_PER_YIELD = 100;

/** Test hook: runs after each stored part (tests pause a writer between parts with it). */
export const exportWriterHooks: {
  afterPart?: (exportId: string, part: number) => Promise<void>;
  /** After a writer of this process ended (written, failed or stopped). */
  ended?: (exportId: string) => void;
} = {};

/** The lease went to another writer (this one was presumed dead), or the process is closing. */
export class WriterStopped extends Error {}

/**
 * Writes one export as a stream: rows come from a snapshot (storage.readSnapshot) in batches, are
 * serialised into parts of about `partBytes` characters, and each part is stored in its own short
 * transaction that also renews the writer's lease. After each part the writer yields to the event
 * loop, so /healthz and other tenants are served while a large export is written, and the process
 * holds one part and one batch of rows per export, never the whole file. On SQLite the parts wait
 * in a spool file beside the database (the disk the disk guard watches) until the snapshot has
 * closed (spool.ts: parts stored under an open snapshot left their checkpoint to the event loop);
 * the lease is renewed for each part meanwhile. The file is the same JSON a single JSON.stringify
 * gave: `{organization_id, exported_at, tables: {<table>: [rows]}}`.
 * Returns the size in bytes; the caller marks the export available.
 */
export async function writeExport(deps: CommsDeps, job: ExportJob, stopping: () => boolean): Promise<number> {
  const { db, clock } = deps;
  const { partBytes } = deps.settings.exports;
  await db.deleteFrom("comms_data_export_parts").where("export_id", "=", job.exportId).execute(); // a resumed export starts over
  const spool = deps.storage.dialect === "sqlite" ? await PartSpool.open(dataDir(deps.storage)) : null;
  let part = 0;
  let size = 0;
  let buf = "";
  // Each renewal moves heartbeat_at on, by 1 ms at least: on SQLite an UPDATE writing the value
  // already there commits nothing (PRAGMA data_version stays), and the checkpoint worker, taking a
  // second without commits for an idle database, then held the write lock for its TRUNCATE while
  // the snapshot was open, 5 s at a time (seen with a stopped clock in bench/heavy-trace.ts).
  let beat = clock.now().getTime();
  /** Renews the lease and, given a part, stores it in the same transaction. */
  const store = async (data: string | null) => {
    if (stopping()) throw new WriterStopped("the process is closing");
    beat = Math.max(clock.now().getTime(), beat + 1);
    await db.transaction().execute(async (trx) => {
      const lease = await trx
        .updateTable("comms_data_exports")
        .set({ heartbeat_at: beat })
        .where("id", "=", job.exportId)
        .where("writer_id", "=", job.writerId)
        .where("state", "=", "preparing")
        .executeTakeFirst();
      if (Number(lease.numUpdatedRows) === 0) throw new WriterStopped(`export ${job.exportId} has another writer`);
      if (data !== null)
        await trx
          .insertInto("comms_data_export_parts")
          .values({ export_id: job.exportId, organization_id: job.organizationId, part: part++, data })
          .execute();
    });
    if (data === null) return;
    await yieldToLoop();
    await exportWriterHooks.afterPart?.(job.exportId, part);
  };
  const flush = async () => {
    const data = buf;
    buf = "";
    size += Buffer.byteLength(data);
    if (!spool) return store(data);
    await spool.write(data);
    await store(null);
    await yieldToLoop();
  };
  const emit = async (text: string) => {
    buf += text;
    if (buf.length >= partBytes) await flush();
  };
  try {
    await deps.storage.readSnapshot(async (trx) => {
      const head = { organization_id: job.organizationId, exported_at: iso(clock.now().getTime()) };
      await emit(`${JSON.stringify(head).slice(0, -1)},"tables":{`);
      let tables = 0;
      let rows = 0;
      let sinceYield = 0;
      for await (const item of tenantRows(trx, job.organizationId, job.exportId)) {
        if ("start" in item) {
          await emit(`${tables++ > 0 ? "]," : ""}${JSON.stringify(item.table)}:[`);
          rows = 0;
        } else {
          await emit(`${rows++ > 0 ? "," : ""}${JSON.stringify(item.row)}`);
          // Reading and serialising a row is synchronous work: yield every ROWS_PER_YIELD rows too, so
          // a slice of work stays short whatever the part size (measured in bench/comms-export.ts).
          if (++sinceYield >= ROWS_PER_YIELD) {
            sinceYield = 0;
            await yieldToLoop();
          }
        }
      }
      await emit(`${tables > 0 ? "]" : ""}}}`);
    });
    await flush();
    if (spool) for await (const data of spool.read()) await store(data);
  } finally {
    await spool?.close();
  }
  return size;
}
