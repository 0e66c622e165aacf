import pino from "pino";
import { loadConfig } from "../../../generator/runtime";
import { acquireStorage } from "../../../generator/platform/storage";
import { loadClaimKey, verifyClaimToken } from "../../../handlers/housing/catalog";
import { loadRentalsData } from "../../../handlers/housing/catalog/data";
import { housingDataDir } from "../../../handlers/housing/support/data-file";
import { startCatalog, TEST_SECRET_KEY, type CatalogHarness } from "./harness";

let h: CatalogHarness;
beforeAll(async () => (h = await startCatalog()));
afterAll(() => h.close());

const key = loadClaimKey({ config: { env: { HOUSING_SECRET_KEY: TEST_SECRET_KEY } }, logger: pino({ level: "silent" }) } as never);
const files = loadRentalsData(housingDataDir()).permits;
/** Permit numbers of listed units (filled once the catalog is loaded): the finaled record picked is one not listed yet. */
const listed = new Set<string>();
const record = (finaled: boolean) => {
  for (const f of files) {
    const r = f.records.find((x) => (x.finaled_date !== null) === finaled && !(finaled && listed.has(x.permit_number)));
    if (r) return { ...r, file: f };
  }
  throw new Error("no such record in the data");
};
beforeAll(() => h.catalog.all().forEach((r) => r.permit && listed.add(r.permit.record.permit_number)));

const typed = (r: { address: string; unit: string | null; zip: string; file: { city: string } }) => `${r.address}${r.unit ? ` Unit ${r.unit}` : ""}, ${r.file.city}, ${r.zip}`;

describe("start_listing over HTTP", () => {
  it("a finaled permit record at the address gives a signed claim link the claim page can verify", async () => {
    const r = record(true);
    const out = await h.tool("start_listing", { address: typed(r), price: 2450, bedrooms: 1, name: "Garden cottage" });
    expect(out).toMatchObject({ link_kind: "claim_permit_record", permit_record_found: true, sample: true });
    const prefix = `${h.host.url}/housing/claim/`;
    expect(out.url.startsWith(prefix)).toBe(true);
    const token = out.url.slice(prefix.length);
    const check = verifyClaimToken(key, token, h.clock.now());
    expect(check).toEqual({ ok: true, payload: expect.objectContaining({ permit_number: r.permit_number, address: typed(r), listing: { price: 2450, bedrooms: 1, name: "Garden cottage" } }) });
    // Altered, signed with another key, or opened after the 7-day default: refused.
    const [body, tag] = token.split(".");
    const altered = `${Buffer.from(Buffer.from(body!, "base64url").toString().replace(r.permit_number, "X")).toString("base64url")}.${tag}`;
    expect(verifyClaimToken(key, altered, h.clock.now())).toEqual({ ok: false, reason: "bad_signature" });
    expect(verifyClaimToken(Buffer.alloc(32, 1), token, h.clock.now())).toEqual({ ok: false, reason: "bad_signature" });
    expect(verifyClaimToken(key, token, new Date(h.clock.now().getTime() + 168 * 3600_000 - 1000)).ok).toBe(true);
    expect(verifyClaimToken(key, token, new Date(h.clock.now().getTime() + 168 * 3600_000))).toEqual({ ok: false, reason: "expired" });
    expect(verifyClaimToken(key, "garbage", h.clock.now())).toEqual({ ok: false, reason: "malformed" });
  });

  it("the house next door gets the prefilled form with what was given", async () => {
    const r = record(true);
    const next = { ...r, address: r.address.replace(/^\d+/, (n) => String(Number(n) + 1)) };
    const out = await h.tool("start_listing", { address: typed(next), price: 1900, bathrooms: 1.5, available_from: "2027-01-01" });
    expect(out).toMatchObject({ link_kind: "prefilled_form", permit_record_found: false, sample: true });
    const url = new URL(out.url);
    expect(url.origin + url.pathname).toBe(`${h.host.url}/housing/listings/new`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ address: typed(next), price: "1900", bathrooms: "1.5", available_from: "2027-01-01" });
  });

  it("an open permit is found but not claimable: prefilled form", async () => {
    const r = record(false);
    expect(await h.tool("start_listing", { address: typed(r) })).toMatchObject({ link_kind: "prefilled_form", permit_record_found: true });
  });

  it("needs nothing: no arguments give the empty form; bad input names the field", async () => {
    expect(await h.tool("start_listing", {})).toEqual({ link_kind: "prefilled_form", permit_record_found: false, url: `${h.host.url}/housing/listings/new`, sample: true });
    expect((await h.refusal("start_listing", { price: 0 })).issues?.map((i) => i.path)).toEqual(["/price"]);
    expect((await h.refusal("start_listing", { permit_number: "123" })).issues?.[0]?.message).toMatch(/permit_number/);
  });
});

describe("a refused start_listing creates nothing", () => {
  /** Rows of every housing table of the host's database (drafts, published listings, claims, photos, activity, …). */
  const housingRows = async () => {
    const lease = await acquireStorage({ config: loadConfig(h.env), logger: pino({ level: "silent" }), clock: h.clock });
    try {
      const tables = (await lease.storage.db.introspection.getTables()).map((t) => t.name).filter((n) => n.startsWith("housing_")).sort();
      const counts = await Promise.all(tables.map(async (t) => [t, Number((await lease.storage.db.selectFrom(t).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)] as const));
      return Object.fromEntries(counts);
    } finally {
      await lease.release();
    }
  };
  /** What the listing tools show for the city and the listing's name. */
  const visible = async (city: string, name: string) => ({
    rentals: (await h.tool("search_rentals", { city, include_leased: true, permit_verified_only: false, limit: 50 })).listings.map((l: { id: string }) => l.id),
    named: (await h.tool("search", { query: name })).results.filter((x: { title: string }) => x.title.includes(name)),
  });

  it("invalid arguments are refused naming the property; no row is written and the listing tools show nothing new", async () => {
    const r = record(true);
    const name = "Quokka garden cottage";
    const before = { rows: await housingRows(), seen: await visible(r.file.city, name) };
    expect(Object.keys(before.rows)).toEqual(expect.arrayContaining(["housing_person_drafts", "housing_page_claims"]));
    expect(before.seen.named).toEqual([]);
    const listing = { address: typed(r), name, price: 2450, bedrooms: 1 };
    for (const [bad, path] of [[{ price: 0 }, "/price"], [{ bedrooms: -1 }, "/bedrooms"], [{ address: "x" }, "/address"], [{ permit_number: r.permit_number }, "/permit_number"]] as const) {
      const refusal = await h.refusal("start_listing", { ...listing, ...bad });
      expect(refusal.code).toBe("invalid_arguments");
      expect(refusal.issues?.map((i) => i.path)).toContain(path);
    }
    expect({ rows: await housingRows(), seen: await visible(r.file.city, name) }).toEqual(before);
  });
});
