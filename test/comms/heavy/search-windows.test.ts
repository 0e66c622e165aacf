import { crmContactsHandlers } from "../../../handlers/comms/crm/contacts";
import { SCAN_WINDOW } from "../../../handlers/comms/search/scan-windows";
import { fillContacts } from "../../../bench/comms-search";
import { describeEachDatabase } from "../../storage/databases";
import { useComms } from "../harness";
import { useOwnConnection } from "../own-connection";
import { loopTurnsWhile } from "./probe";

const CONTACTS = 3 * SCAN_WINDOW;

/**
 * Issue 30, item 1: a `q` of 1–2 characters has no trigram and is served by a scan. On SQLite a
 * statement runs to its end synchronously, so at the row quota (1,000,000 contacts) one such list
 * call held the event loop for 0.6–1.3 s (bench/RESULTS.md "Heavy comms jobs"). It is now read in
 * windows of SCAN_WINDOW rows with a turn between them; the page is the same. Before, the call took
 * no turn at all. PostgreSQL's driver does not hold the loop: there the same page is checked.
 */
describeEachDatabase("comms heavy: a scan-served search reads the organization in windows", (kind) => {
  const c = useComms(kind);
  const listWith = useOwnConnection(c, crmContactsHandlers as never, "commsvc_crm_contacts_list").toolWith;

  test(`a 2-character q over ${CONTACTS} contacts: the same page and cursor, the loop turning per window`, async () => {
    const db = c.h.db as never;
    const mark = (n: string) =>
      c.t.owner.tool("commsvc_crm_contacts_create", { ...c.org(), email: `${n}@zq.example`, first_name: n });
    const first = await mark("a");
    await fillContacts(db, c.t.id, 0, CONTACTS / 2);
    const second = await mark("b");
    await fillContacts(db, c.t.id, CONTACTS / 2, CONTACTS);
    const third = await mark("c");

    const plain = listWith({ transformQuery: (a) => a.node, transformResult: async (a) => a.result });
    const list = (args: Record<string, unknown>) => plain(args) as Promise<{ contacts: { contact_id: string }[]; next_cursor: string | null }>;
    const { result, turns } = await loopTurnsWhile(() => list({ ...c.org(), q: "zq", limit: 2 }));
    expect(result.contacts.map((x) => x.contact_id)).toEqual([first.contact_id, second.contact_id]);
    const rest = await list({ ...c.org(), q: "ZQ", limit: 2, cursor: result.next_cursor });
    expect(rest.contacts.map((x) => x.contact_id)).toEqual([third.contact_id]);
    expect(rest.next_cursor).toBeNull();
    if (kind === "sqlite") expect(turns).toBeGreaterThanOrEqual(CONTACTS / 2 / SCAN_WINDOW);
  });
});
