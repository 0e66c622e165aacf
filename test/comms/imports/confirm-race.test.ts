import { ToolError } from "../../../generator/runtime";
import { importsHandlers } from "../../../handlers/comms/imports";
import { outcome, RaceAfter } from "../../helpers/race-after";
import { describeEachDatabase } from "../../storage/databases";
import { useComms } from "../harness";
import { useOwnConnection } from "../own-connection";

const CONSENT = { basis: "explicit", source: "signup form on acme.example/news", captured_at: "2026-03-01T12:00:00Z" };
const MAPPING = { email: "email", name: "first_name" };

describeEachDatabase("comms: contact_import_confirm against a call committed mid-call", (kind) => {
  const c = useComms(kind);
  // Windows inside the confirm's transaction: on SQLite its claim holds the database's write lock
  // until it commits, so no other writer can commit in there; on PostgreSQL one can.
  const insideTransaction = kind === "postgres" ? test : test.skip;
  // The handler under test has a connection of its own, as a second server process would.
  const confirmWith = useOwnConnection(c, importsHandlers, "commsvc_contact_import_confirm").toolWith;
  const preview = async (csv: string) =>
    (await c.t.owner.tool("commsvc_contact_import_preview", { ...c.org(), ...CONSENT, csv, mapping: MAPPING }))
      .import_id as string;
  const confirm = (import_id: string, idempotency_key: string) =>
    c.t.owner.tool("commsvc_contact_import_confirm", { ...c.org(), import_id, idempotency_key });
  const count = async (table: "comms_crm_contacts" | "comms_contact_consent") =>
    (await c.h.db.selectFrom(table).select("organization_id").where("organization_id", "=", c.t.id).execute()).length;
  const confirmations = async () =>
    (
      await c.h.db
        .selectFrom("comms_audit_events")
        .select("id")
        .where("organization_id", "=", c.t.id)
        .where("action", "=", "contact_import.confirm")
        .execute()
    ).length;
  /** The import as this call read it: still waiting for its confirmation. */
  const stillPreviewed = (rows: readonly Record<string, unknown>[]) =>
    rows.length === 1 && rows[0].status === "previewed";

  // After reading the import the racer's confirmation makes the key look taken; after the key
  // check the claim finds the import confirmed. Either way the same key is one confirmation.
  test.each([
    ["read of the import", "id"],
    ["key check", "idempotency_key"],
  ])("the same import and key, raced after this call's %s: the racer's confirmation is replayed", async (_, column) => {
    const import_id = await preview("email,name\nann@acme.example,Ann\nbob@acme.example,Bob\n");
    let racer: unknown;
    const race = new RaceAfter(
      "comms_contact_imports",
      column,
      async () => {
        racer = await confirm(import_id, "confirm-key-1");
      },
      column === "id" ? stillPreviewed : undefined,
    );
    const mine = await confirmWith(race)({ ...c.org(), import_id, idempotency_key: "confirm-key-1" });
    expect(race.ran).toBe(true);
    expect(racer).toMatchObject({ status: "completed", contacts_created: 2 });
    expect(mine).toEqual(racer);
    expect([await count("comms_crm_contacts"), await confirmations()]).toEqual([2, 1]);
  });

  // The racer confirms another import with this call's key, or this import with another key.
  test.each([
    ["another import under the same key", "read of the import", "id", "idempotency_conflict"],
    ["another import under the same key", "key check", "idempotency_key", "idempotency_conflict"],
    ["the same import under another key", "read of the import", "id", "import_state_conflict"],
    ["the same import under another key", "key check", "idempotency_key", "import_state_conflict"],
  ])("%s, raced after this call's %s: %s", async (what, _, column, code) => {
    const mineId = await preview("email,name\nann@acme.example,Ann\n");
    const sameImport = what.startsWith("the same import");
    const theirs = sameImport ? mineId : await preview("email,name\nbob@acme.example,Bob\n");
    const race = new RaceAfter(
      "comms_contact_imports",
      column,
      () => confirm(theirs, sameImport ? "confirm-key-b" : "confirm-key-a"),
      column === "id" ? stillPreviewed : undefined,
    );
    const refused = await outcome(
      confirmWith(race)({ ...c.org(), import_id: mineId, idempotency_key: "confirm-key-a" }),
    );
    expect(race.ran).toBe(true);
    expect(refused).toBeInstanceOf(ToolError);
    expect((refused as ToolError<string>).code).toBe(code);
    expect([await count("comms_crm_contacts"), await confirmations()]).toEqual([1, 1]); // the racer's only
  });

  insideTransaction(
    "an overlapping import confirmed under another key after this call looked its addresses up: both import, bob once",
    async () => {
      const mineId = await preview("email,name\nann@acme.example,Ann\nbob@acme.example,Bob\n");
      const theirs = await preview("email,name\nbob@acme.example,Robert\ncat@acme.example,Cat\n");
      let racer: unknown;
      const race = new RaceAfter("comms_crm_contacts", "email", async () => {
        racer = await confirm(theirs, "confirm-key-b");
      });
      const mine = await confirmWith(race)({ ...c.org(), import_id: mineId, idempotency_key: "confirm-key-a" });
      expect(race.ran).toBe(true);
      expect(racer).toMatchObject({ status: "completed", contacts_created: 2, contacts_updated: 0 });
      expect(mine).toMatchObject({ status: "completed", contacts_created: 1, contacts_updated: 1 });
      const bob = await c.h.db
        .selectFrom("comms_crm_contacts")
        .select("first_name")
        .where("organization_id", "=", c.t.id)
        .where("email", "=", "bob@acme.example")
        .execute();
      expect(bob).toEqual([{ first_name: "Bob" }]); // updated by the later import, as in sequence
      expect([await count("comms_crm_contacts"), await count("comms_contact_consent")]).toEqual([3, 3]);
    },
  );

  insideTransaction(
    "consent recorded for a contact after this call looked its consent up: the import completes and updates it",
    async () => {
      const ann = await c.t.owner.tool("commsvc_crm_contacts_create", {
        ...c.org(),
        email: "ann@acme.example",
        first_name: "A",
      });
      const mineId = await preview("email,name\nann@acme.example,Ann\n");
      const race = new RaceAfter("comms_contact_consent", "contact_id", () =>
        c.t.owner.tool("commsvc_contact_marketing_put", {
          ...c.org(),
          contact_id: ann.contact_id,
          basis: "documented_relationship",
          source: "trade fair",
          captured_at: "2026-02-01T00:00:00Z",
        }),
      );
      const mine = await confirmWith(race)({ ...c.org(), import_id: mineId, idempotency_key: "confirm-key-a" });
      expect(race.ran).toBe(true);
      expect(mine).toMatchObject({ status: "completed", contacts_created: 0, contacts_updated: 1 });
      const consent = await c.t.owner.tool("commsvc_contact_marketing_get", { ...c.org(), contact_id: ann.contact_id });
      expect(consent).toMatchObject({ consent: { basis: "explicit", source: CONSENT.source } });
    },
  );
});
