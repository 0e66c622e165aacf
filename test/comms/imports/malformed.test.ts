import { describeEachDatabase } from "../../storage/databases";
import { useComms } from "../harness";

const CONSENT = { basis: "documented_relationship", source: "customer list 2026", captured_at: "2026-02-01T00:00:00Z" };
const MAPPING = { email: "email", name: "first_name" };

describeEachDatabase("comms: malformed import CSVs", (kind) => {
  const c = useComms(kind);
  const preview = (csv: string, mapping: Record<string, string> = MAPPING) =>
    c.t.owner.tool("commsvc_contact_import_preview", { ...c.org(), ...CONSENT, csv, mapping });
  const refuse = (csv: string, mapping: Record<string, string> = MAPPING) =>
    c.t.owner.refusal("commsvc_contact_import_preview", { ...c.org(), ...CONSENT, csv, mapping });
  const stored = async () =>
    (await c.h.db.selectFrom("comms_contact_imports").select("id").execute()).length +
    (await c.h.db.selectFrom("comms_contact_import_errors").select("row").execute()).length;
  const brief = (errors: any[]) => errors.map((e) => [e.row, e.column, e.code]);

  test("unclosed and stray quotes, ragged rows and non-UTF-8 text become row errors; the good rows stay valid", async () => {
    // A quote inside an unquoted field is kept; one that opens a field and never closes swallows the rest.
    const quotes = await preview('email,name\na@x.example,Ann\nb@x.example,O"Neil\n"c@x.example,Cy\nd@x.example,Di\n');
    expect(brief(quotes.errors)).toEqual([[3, null, "unclosed_quote"]]);
    expect(quotes.errors[0].message).toContain("never closed");
    expect([quotes.rows_total, quotes.rows_valid]).toEqual([3, 2]);
    const stray = await preview('email,name\na@x.example,"Bo"b\nc@x.example,Cy\n'); // relaxed: the value is Bo"b
    expect([stray.rows_valid, stray.errors]).toEqual([2, []]);

    const ragged = await preview("email,name\na@x.example,Ann,extra\nb@x.example\nc@x.example,Cy\n");
    expect(brief(ragged.errors)).toEqual([
      [1, null, "ragged_row"],
      [2, null, "ragged_row"],
    ]);
    expect(ragged.errors[0].message).toBe("Row 1 has 3 fields; the header has 2.");

    // Latin-1 bytes read as UTF-8 arrive as U+FFFD: the column is named, the row refused.
    const latin1 = Buffer.from("email,name\nj@x.example,J\xf6rg\n", "latin1").toString("utf8");
    const enc = await preview(latin1);
    expect(brief(enc.errors)).toEqual([[1, "name", "invalid_encoding"]]);

    // A byte-order mark, CRLF line ends, quoted fields with commas and blank lines are fine.
    const ok = await preview('\uFEFFemail,name\r\n\r\n"k@x.example","Kay, Jr."\r\n');
    expect([ok.rows_total, ok.rows_valid, ok.errors]).toEqual([1, 1, []]);
  });

  test("every row check: e-mail syntax, required fields, duplicates, lengths, unknown companies", async () => {
    const co = await c.t.owner.tool("commsvc_crm_companies_create", { ...c.org(), name: "Globex" });
    const csv = [
      "name,email,company",
      `Ann,ann@x.example,${co.company_id}`,
      "Bad,not an email,",
      ",nameless@x.example,",
      "Dup,ANN@x.example,",
      `Long,long@x.example,`.replace("Long", "L".repeat(101)),
      "Comp,comp@x.example,co_missing",
      "   ,   ,",
    ].join("\n");
    const r = await preview(csv, { email: "email", name: "first_name", company: "company_id" });
    expect(brief(r.errors)).toEqual([
      [2, "email", "invalid_email"],
      [3, "name", "missing_required"],
      [4, "email", "duplicate_email"],
      [5, "name", "too_long"],
      [6, "company", "unknown_company"],
      [7, "name", "missing_required"],
      [7, "email", "missing_required"],
    ]);
    expect(r.errors.map((e: any) => e.field)).toEqual([
      "email",
      "first_name",
      "email",
      "first_name",
      "company_id",
      "first_name",
      "email",
    ]);
    expect([r.rows_total, r.rows_valid, r.rows_with_errors]).toEqual([7, 1, 6]);
  });

  test("whole-file refusals: bad mapping, no header, duplicate header, over 5 MB, over 10,000 rows; nothing is stored", async () => {
    const csv = "email,name\na@x.example,Ann\n";
    const m1 = await refuse(csv, { mail: "email", name: "first_name" });
    expect([m1.code, m1.message]).toEqual([
      "invalid_mapping",
      expect.stringContaining('column "mail" is not in the CSV header'),
    ]);
    const m2 = await refuse(csv, { email: "email", name: "nickname" });
    expect(m2.message).toContain('column "name" maps to unknown contact field "nickname"');
    const m3 = await refuse(csv, { name: "first_name" });
    expect(m3.message).toContain("no column maps to email");
    const m4 = await refuse(csv, { email: "email", name: "email" });
    expect(m4.message).toContain("both map to email");
    expect((await refuse("\n\n")).code).toBe("csv_unreadable");
    expect(await refuse("email,email\na,b\n")).toMatchObject({
      code: "csv_unreadable",
      message: expect.stringContaining('"email" twice'),
    });
    expect((await refuse('"email,name\na@x.example,Ann\n')).code).toBe("csv_unreadable");
    // 5 MB counts bytes: 2.7 million two-byte characters are under the schema's character bound.
    const big = await refuse(`email,name\na@x.example,${"é".repeat(2_700_000)}\n`);
    expect([big.code, big.message]).toEqual(["csv_too_large", expect.stringContaining("5400024 bytes")]);
    const rows = ["email,name", ...Array.from({ length: 10_001 }, (_, i) => `u${i}@x.example,U`)].join("\n");
    const many = await refuse(rows);
    expect([many.code, many.message]).toEqual(["csv_too_many_rows", expect.stringContaining("10001 data rows")]);
    expect(await stored()).toBe(0);
  });
});
