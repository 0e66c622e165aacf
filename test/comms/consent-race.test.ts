import { sql } from "kysely";
import { consentHandlers } from "../../handlers/comms/consent";
import { openStorage } from "../../generator/platform/storage";
import { outcome, RaceAfter } from "../helpers/race-after";
import { describeEachDatabase } from "../storage/databases";
import { useComms } from "./harness";
import { useOwnConnection } from "./own-connection";

const CAPTURED = "2026-03-01T12:00:00Z";

describeEachDatabase("comms: contact_marketing_put against a call committed mid-call", (kind) => {
  const c = useComms(kind);
  // The windows are inside the put's transaction, after its read: on SQLite another connection's
  // commit there makes this transaction's write fail (its snapshot is stale) and within one
  // process the transaction holds the only connection; on PostgreSQL a commit can land there.
  const onPostgres = kind === "postgres" ? test : test.skip;
  const own = useOwnConnection(c, consentHandlers, "commsvc_contact_marketing_put");
  const putWith = own.toolWith;
  const newContact = async () =>
    (await c.t.owner.tool("commsvc_crm_contacts_create", { ...c.org(), email: "ann@acme.example", first_name: "Ann" }))
      .contact_id as string;
  const put = (contact_id: string, source: string) =>
    c.t.owner.tool("commsvc_contact_marketing_put", {
      ...c.org(),
      contact_id,
      basis: "explicit",
      source,
      captured_at: CAPTURED,
    });

  onPostgres(
    "consent recorded by another call after this call found none: updated, not an internal error",
    async () => {
      const contact_id = await newContact();
      const race = new RaceAfter("comms_contact_consent", "contact_id", () => put(contact_id, "racer's form"));
      const mine = await outcome(
        putWith(race)({ ...c.org(), contact_id, basis: "explicit", source: "my form", captured_at: CAPTURED }),
      );
      expect(race.ran).toBe(true);
      expect(mine).toMatchObject({ contact_id, consent: { source: "my form" }, subscribed: true });
      const rows = await c.h.db
        .selectFrom("comms_contact_consent")
        .selectAll()
        .where("contact_id", "=", contact_id)
        .execute();
      expect(rows.map((r) => r.source)).toEqual(["my form"]);
      const audit = await c.h.db
        .selectFrom("comms_audit_events")
        .select("details")
        .where("organization_id", "=", c.t.id)
        .where("action", "=", "contact.consent_record")
        .orderBy("seq")
        .execute();
      const previous = audit.map(
        (a) => (JSON.parse(String(a.details)) as { previous: { source: string } | null }).previous,
      );
      expect(previous).toEqual([null, expect.objectContaining({ source: "racer's form" })]);
    },
  );

  // A record found is locked to the end of the put: an unsubscription or a bounce committing in
  // the window would be overwritten by the record built from the older read. A third connection,
  // asking without waiting, finds the row locked there.
  onPostgres(
    "a consent record found is locked until the put commits, so no unsubscription is overwritten",
    async () => {
      const contact_id = await newContact();
      await put(contact_id, "first form");
      const probe = await openStorage({ env: own.side().env, clock: c.h.clock });
      try {
        const race = new RaceAfter(
          "comms_contact_consent",
          "contact_id",
          async () => {
            const tried = await outcome(
              sql`select contact_id from comms_contact_consent where contact_id = ${contact_id} for update nowait`.execute(
                probe.db,
              ),
            );
            expect((tried as { code?: string }).code).toBe("55P03"); // lock_not_available
          },
          (rows) => rows.length === 1,
        );
        await putWith(race)({
          ...c.org(),
          contact_id,
          basis: "explicit",
          source: "second form",
          captured_at: CAPTURED,
        });
        expect(race.ran).toBe(true);
      } finally {
        await probe.close();
      }
    },
  );
});
