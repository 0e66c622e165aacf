import { sql } from "kysely";
import { fillContacts } from "../../../bench/comms-search";
import { usageOf } from "../../../handlers/comms/quota/usage";
import { COUNT_WINDOW } from "../../../handlers/comms/search/scan-windows";
import { describeEachDatabase } from "../../storage/databases";
import { useComms } from "../harness";
import { loopTurnsWhile } from "./probe";

const CONTACTS = 3 * COUNT_WINDOW;

/**
 * Issue 30, item 1: every import preview checks the rows quota, which counts the organization's
 * contacts. On SQLite one count(*) over up to a million index entries held the event loop for
 * the whole range (no turn at all before); it is now counted in windows of COUNT_WINDOW with a
 * turn after each, to the same total. PostgreSQL counts in one statement.
 */
describeEachDatabase("comms heavy: the rows quota counts contacts in windows", (kind) => {
  const c = useComms(kind);

  test(`${CONTACTS} contacts and one staged preview: the same usage, the loop turning per window`, async () => {
    await fillContacts(c.h.db as never, c.t.id, 0, CONTACTS);
    await c.t.owner.tool("commsvc_contact_import_preview", {
      ...c.org(),
      basis: "explicit",
      source: "signup form",
      captured_at: "2026-03-01T12:00:00Z",
      csv: "email,name\nnew@acme.example,New\n",
      mapping: { email: "email", name: "first_name" },
    });
    const deps = { db: c.h.db, clock: c.h.clock, storage: { dialect: kind } } as never;
    const { result, turns } = await loopTurnsWhile(() => usageOf(deps, c.t.id));
    expect(result.rows).toBe(CONTACTS + 1);
    if (kind === "sqlite") expect(turns).toBeGreaterThanOrEqual(CONTACTS / COUNT_WINDOW);
  });

  // The staged rows' count, the other half of the rows quota: by an index on organization_id
  // (quota/migration.ts), not a read of every organization's staged rows (a SCAN before).
  test("the staged rows are counted through their organization index", async () => {
    const db = c.h.db as never as import("kysely").Kysely<any>;
    if (kind === "sqlite") {
      const plan = await sql<{ detail: string }>`explain query plan select count(*) from comms_contact_import_rows where organization_id = ${c.t.id}`.execute(db);
      expect(plan.rows.map((r) => r.detail).join(" | ")).toMatch(/USING COVERING INDEX comms_contact_import_rows_org/);
    } else {
      const idx = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'comms_contact_import_rows_org'`.execute(db);
      expect(idx.rows[0]?.indexdef).toMatch(/\(organization_id\)/);
    }
  });
});
