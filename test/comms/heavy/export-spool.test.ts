import Database from "better-sqlite3";
import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { exportWriterHooks } from "../../../handlers/comms/exports/writer";
import { createTestDatabase, eventually, type TestDatabase } from "../../storage/databases";
import { startComms, type CommsHarness, type Tenant } from "../harness";

const PART_BYTES = 1024;
let dataDir = "";
const spoolFiles = () => readdirSync(dataDir).filter((f) => f.startsWith(`mcpforge-export-${process.pid}-`));

/**
 * Issue 30, item 1: on SQLite an export's parts are stored only once its snapshot has closed.
 * Before, each part was stored while the snapshot's read transaction was open, so none of their
 * WAL frames could be checkpointed; the first commit after the export ran SQLite's checkpoint of
 * every one of them on the event loop (1.1 s at 200,000 contacts, bench/heavy-trace.ts). Counted,
 * not timed: when the first part is stored, a checkpoint copies every frame of the WAL (before:
 * the part's frames were held back by the open snapshot). The spool file is never in the directory.
 */
describe("comms heavy: an export's parts are stored after its SQLite snapshot closed [sqlite]", () => {
  let database: TestDatabase;
  let h: CommsHarness;
  let a: Tenant;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    dataDir = dirname(database.url.replace(/^sqlite:/, ""));
    h = await startComms(database, { env: { COMMS_EXPORT_PART_BYTES: String(PART_BYTES) } });
    a = await h.tenant("A");
    for (let i = 0; i < 40; i += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          a.owner.tool("commsvc_crm_contacts_create", { organization_id: a.id, email: `c${i + j}@a.example`, first_name: `Contact ${i + j} ${"x".repeat(80)}` }),
        ),
      );
  });
  afterAll(async () => {
    exportWriterHooks.afterPart = undefined;
    await h.close();
    await database.drop();
  });

  test("every WAL frame can be checkpointed when the first part is stored; the file is the whole tenant", async () => {
    const file = new Database(database.url.replace(/^sqlite:/, ""));
    const seen: { log: number; checkpointed: number; spoolFiles: number }[] = [];
    exportWriterHooks.afterPart = async (_id, part) => {
      if (part !== 1) return;
      const r = await eventually("a checkpoint not busy", () => {
        const [c] = file.pragma("wal_checkpoint(PASSIVE)") as { busy: number; log: number; checkpointed: number }[];
        return c.busy === 0 && c;
      });
      seen.push({ log: r.log, checkpointed: r.checkpointed, spoolFiles: spoolFiles().length });
    };
    try {
      const made = await a.owner.tool("commsvc_data_export_create", { organization_id: a.id });
      expect(made.status).toBe("available");
      expect(seen).toHaveLength(1);
      expect(seen[0].log).toBeGreaterThan(0);
      expect(seen[0]).toEqual({ log: seen[0].log, checkpointed: seen[0].log, spoolFiles: 0 });
    } finally {
      file.close();
    }
    const parts = await h.db.selectFrom("comms_data_export_parts").select(["part", "data"]).where("export_id", "=", (await a.owner.tool("commsvc_data_exports", { organization_id: a.id })).exports[0].export_id).orderBy("part").execute();
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.map((p) => p.part)).toEqual(parts.map((_, i) => i));
    const whole = JSON.parse(parts.map((p) => p.data).join(""));
    expect(whole.tables.crm_contacts).toHaveLength(40);
    expect(spoolFiles()).toEqual([]);
  });
});
