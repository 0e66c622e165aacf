import { CONFIRM_PAGE } from "../../../handlers/comms/imports/confirm";
import { importsHandlers } from "../../../handlers/comms/imports";
import { describeEachDatabase } from "../../storage/databases";
import { useComms } from "../harness";
import { useOwnConnection } from "../own-connection";
import { contactsCsv, LargestResult, loopTurnsWhile } from "./probe";

const ROWS = 10_000;
const CONSENT = { basis: "explicit", source: "signup form on acme.example/news", captured_at: "2026-03-01T12:00:00Z" };

/**
 * Issue 30, item 1: contact_import_confirm streams the staged rows in pages of CONFIRM_PAGE
 * instead of loading all 10,000 at once. Counted with a plugin on the handler's own connection:
 * before, one statement returned every staged row (10,000).
 */
describeEachDatabase("comms heavy: contact_import_confirm streams the staged rows in pages", (kind) => {
  const c = useComms(kind);
  const confirmWith = useOwnConnection(c, importsHandlers, "commsvc_contact_import_confirm").toolWith;

  test("a 10,000-row confirmation reads at most one page at a time and turns the loop between pages", async () => {
    // 200 of the rows exist already: they are updated, not created.
    const early = await c.t.owner.tool("commsvc_contact_import_preview", { ...c.org(), ...CONSENT, csv: contactsCsv(200, "acme.example"), mapping: { email: "email", name: "first_name" } });
    await c.t.owner.tool("commsvc_contact_import_confirm", { ...c.org(), import_id: early.import_id, idempotency_key: "confirm-early" });
    const big = await c.t.owner.tool("commsvc_contact_import_preview", { ...c.org(), ...CONSENT, csv: contactsCsv(ROWS, "acme.example"), mapping: { email: "email", name: "first_name" } });
    expect(big.rows_valid).toBe(ROWS);

    const probe = new LargestResult();
    const { result, turns } = await loopTurnsWhile(() =>
      confirmWith(probe)({ ...c.org(), import_id: big.import_id, idempotency_key: "confirm-big" }),
    );
    expect(result).toMatchObject({ status: "completed", contacts_created: ROWS - 200, contacts_updated: 200 });
    expect(probe.largest).toBeLessThanOrEqual(CONFIRM_PAGE);
    expect(turns).toBeGreaterThanOrEqual(ROWS / CONFIRM_PAGE);
    const left = await c.h.db.selectFrom("comms_contact_import_rows").select("row").where("import_id", "=", big.import_id).execute();
    expect(left).toHaveLength(0);
    const consented = await c.h.db.selectFrom("comms_contact_consent").select("contact_id").where("organization_id", "=", c.t.id).execute();
    expect(consented).toHaveLength(ROWS);
  });
});
