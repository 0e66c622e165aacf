import { describeEachDatabase } from "../../storage/databases";
import type { Caller } from "../harness";
import { useComms } from "../harness";
import { scanIds } from "./reference";

/** First names chosen for case, accents, LIKE metacharacters, quotes and backslashes. */
const NAMES = [
  "Ann",
  "ANNETTE",
  "Zoë Ångström",
  "Émile",
  "émilie",
  "50% off",
  "under_score",
  `O'Brien "Bob"`,
  "back\\slash",
  "Annabel",
  "οδος ΟΔΟΣ Straße STRASSE",
  "İstanbul Kelvin K",
];
const QUERIES = [
  "ann",
  "ANN",
  "Ann@",
  "nn",
  "a",
  "A",
  "%",
  "50%",
  "r%s",
  "_",
  "r_s",
  "'",
  "o'b",
  `"bob"`,
  `"`,
  "\\",
  "k\\s",
  "Émile",
  "ÉMILE",
  "émile",
  "mile",
  "zoë",
  "ZOË",
  "ångström",
  "ÅNGSTRÖM",
  "Ö",
  "example.org",
  "@example.",
  "zz-none",
  "le",
  "e",
  "  ",
  "ann@globex.com",
  "ΟΔΟΣ",
  "οδοσ",
  "οδος",
  "STRAẞE",
  "straße",
  "strasse",
  "İst",
  "i̇st",
  "ist",
  "K",
  "kel",
  "KELVIN",
];

async function allPages(caller: Caller, orgId: string, q: string, limit = 3): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await caller.tool("commsvc_crm_contacts_list", { organization_id: orgId, q, limit, cursor });
    ids.push(...page.contacts.map((c: any) => c.contact_id));
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return ids;
}

describeEachDatabase("comms search: CRM q over the trigram indexes", (kind) => {
  const c = useComms(kind);
  const org = c.org;

  async function seed(caller: Caller, orgId: string, domain: string) {
    const ids: Record<string, string> = {};
    for (const [i, name] of NAMES.entries()) {
      const email = i === 0 ? `ann@${domain}` : i === 6 ? `under_score@${domain}` : `p${i}@${domain}`;
      const made = await caller.tool("commsvc_crm_contacts_create", {
        organization_id: orgId,
        email,
        first_name: name,
      });
      ids[name] = made.contact_id;
    }
    return ids;
  }

  test("every query gives the reference scan's rows, in order, through cursor pages; pinned cases", async () => {
    const ids = await seed(c.t.owner, c.t.id, "globex.com");
    for (const i of [1, 2, 3])
      // more rows with a common substring than a page holds
      await c.t.owner.tool("commsvc_crm_contacts_create", {
        ...org(),
        email: `x${i}@example.org`,
        first_name: "Xavier",
      });
    for (const q of QUERIES) {
      const want = await scanIds(c.h.db, "comms_crm_contacts", ["email", "first_name"], c.t.id, q);
      expect({ q, ids: await allPages(c.t.owner, c.t.id, q) }).toEqual({ q, ids: want });
    }
    const names = async (q: string) => {
      const byId = Object.fromEntries(Object.entries(ids).map(([n, id]) => [id, n]));
      return (await allPages(c.t.owner, c.t.id, q)).map((id) => byId[id] ?? "other");
    };
    expect(await names("ANN")).toEqual(["Ann", "ANNETTE", "Annabel"]);
    expect(await names("%")).toEqual(["50% off"]); // literal, not a wildcard
    expect(await names("r%s")).toEqual([]);
    expect(await names("r_s")).toEqual(["under_score"]); // _ literal: "under_score" has "r_s"
    expect(await names(`"bob"`)).toEqual([`O'Brien "Bob"`]);
    expect(await names("o'b")).toEqual([`O'Brien "Bob"`]);
    expect(await names("k\\s")).toEqual(["back\\slash"]);
    expect(await names("Émile")).toEqual(["Émile"]); // typed as stored: always found
    // É in the data folds only where the database's lower() folds it (PostgreSQL under a UTF-8 LC_CTYPE)
    expect(["[]", '["Émile"]']).toContain(JSON.stringify(await names("émile")));
    expect(await names("ZOË")).toEqual(["Zoë Ångström"]); // Ë folds to ë in the query
    expect(await names("MIL")).toEqual(["Émile", "émilie"]);
    expect(await names("nn")).toEqual(["Ann", "ANNETTE", "Annabel"]); // 2 characters: the scan
    expect(await names("example.org")).toEqual(["other", "other", "other"]);
    expect(await names("zz-none")).toEqual([]);
  });

  test("another organization's rows are never found, whatever the query", async () => {
    const other = await c.h.tenant("Globex");
    const theirs = await seed(other.owner, other.id, "initech.io");
    const mine = await c.t.owner.tool("commsvc_crm_contacts_create", {
      ...org(),
      email: "ann@acme.test",
      first_name: "Ann",
    });
    for (const q of ["ann", "Ann", "an", "initech", "50%", "Émile"]) {
      const got = await allPages(c.t.owner, c.t.id, q);
      expect(got.filter((id) => Object.values(theirs).includes(id))).toEqual([]);
      expect(got).toEqual(await scanIds(c.h.db, "comms_crm_contacts", ["email", "first_name"], c.t.id, q));
    }
    expect(await allPages(c.t.owner, c.t.id, "ann")).toEqual([mine.contact_id]);
    expect(await allPages(other.owner, other.id, "initech")).toHaveLength(NAMES.length);
  });

  test("creates, updates and deletes are searchable at once", async () => {
    const made = await c.t.owner.tool("commsvc_crm_contacts_create", {
      ...org(),
      email: "kim@acme.test",
      first_name: "Kimberly",
    });
    expect(await allPages(c.t.owner, c.t.id, "kimber")).toEqual([made.contact_id]);
    await c.t.owner.tool("commsvc_crm_contacts_update", {
      ...org(),
      contact_id: made.contact_id,
      first_name: "Wilhelmina",
    });
    expect(await allPages(c.t.owner, c.t.id, "kimber")).toEqual([]);
    expect(await allPages(c.t.owner, c.t.id, "HELMINA")).toEqual([made.contact_id]);
    expect(await allPages(c.t.owner, c.t.id, "kim@acme")).toEqual([made.contact_id]); // untouched column still found
    await c.t.owner.tool("commsvc_crm_contacts_update", {
      ...org(),
      contact_id: made.contact_id,
      email: "w@acme.test",
    });
    expect(await allPages(c.t.owner, c.t.id, "kim@acme")).toEqual([]);
    await c.t.owner.tool("commsvc_crm_contacts_delete", { ...org(), contact_id: made.contact_id });
    expect(await allPages(c.t.owner, c.t.id, "helmina")).toEqual([]);
    expect(await allPages(c.t.owner, c.t.id, "w@acme")).toEqual([]);
  });

  test("every ASCII character in a query is taken literally; U+0000 is refused naming /q and nothing breaks", async () => {
    // Characters 1–127 as two names (at most 100 characters each) that overlap by two, so every
    // run of 3 consecutive characters (the index) and of 2 (the scan) is in at least one of them.
    const run = (from: number, to: number) =>
      String.fromCharCode(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
    for (const [email, first_name] of [
      ["lo@acme.test", run(1, 64)],
      ["hi@acme.test", run(63, 127)],
    ])
      await c.t.owner.tool("commsvc_crm_contacts_create", { ...org(), email, first_name });
    for (let code = 1; code <= 126; code++) {
      for (const q of [String.fromCharCode(code, code + 1, code + 2), String.fromCharCode(code, code + 1)]) {
        if (q.charCodeAt(q.length - 1) > 127) continue;
        const want = await scanIds(c.h.db, "comms_crm_contacts", ["email", "first_name"], c.t.id, q);
        expect({ q, ids: await allPages(c.t.owner, c.t.id, q) }).toEqual({ q, ids: want });
        expect({ q, found: want.length > 0 }).toEqual({ q, found: true });
      }
    }
    const nul = await c.t.owner.refusal("commsvc_crm_contacts_list", { ...org(), q: "a\u0000bc" });
    expect(nul.code).toBe("invalid_arguments");
    expect(JSON.stringify(nul)).toContain("/q");
  });
});
