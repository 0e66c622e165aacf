import { ManualClock } from "../../generator/runtime";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { startFreight, startPortal } from "./harness";

const inquiry = { origin: "FRA", destination: "JFK", weight: "250 kg", name: "Ada Lovelace", company: "Analytical Engines", email: "ada@example.org" };

async function rows(h: { lease: { storage: { kysely<T>(): any } } }) {
  return h.lease.storage.kysely<any>().selectFrom("freight_inquiries").selectAll().orderBy("created_at").execute();
}

describeEachDatabase("freight create_inquiry", (kind) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await db.drop();
  });

  test("an inquiry is stored with a ULID lead_uid and channel mcp, then delivered to the portal once", async () => {
    const portal = await startPortal();
    const h = await startFreight({ ...db.env, FREIGHT_PORTAL_URL: portal.url });
    try {
      const delivered = portal.next();
      const r = await h.tool("create_inquiry", { ...inquiry, language: "de" });
      expect(r).toMatchObject({ channel: "mcp", lang: "de" });
      expect(r.lead_uid).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
      const got = await delivered;
      expect(got.body).toMatchObject({ ...inquiry, lead_uid: r.lead_uid, channel: "mcp", lang: "de", pieces: "" });
      expect(got.headers["idempotency-key"]).toBe(r.lead_uid);
      await h.lease.storage.jobs.runDue();
      expect((await rows(h)).map((x: any) => [x.lead_uid, x.status])).toEqual([[r.lead_uid, "delivered"]]);
    } finally {
      await h.close();
      await portal.close();
    }
  });

  test("without FREIGHT_PORTAL_URL the inquiry is held in the local outbox, survives a restart, and is delivered once a portal is configured", async () => {
    const first = await startFreight({ ...db.env, MCPFORGE_JOBS_POLL_MS: "3600000" });
    const r = await first.tool("create_inquiry", inquiry);
    expect(r).toMatchObject({ channel: "mcp", delivery: "held" });
    expect(r.notes.join(" ")).toMatch(/FREIGHT_PORTAL_URL/);
    await first.lease.storage.jobs.runDue();
    expect((await rows(first)).map((x: any) => [x.lead_uid, x.status, x.attempts])).toEqual([[r.lead_uid, "pending", 0]]);
    await first.close();
    const portal = await startPortal();
    const second = await startFreight({ ...db.env, FREIGHT_PORTAL_URL: portal.url, MCPFORGE_JOBS_POLL_MS: "3600000" });
    try {
      await second.lease.storage.jobs.runDue();
      expect(portal.received.map((x) => [x.body.lead_uid, x.headers["idempotency-key"]])).toEqual([[r.lead_uid, r.lead_uid]]);
      expect((await rows(second))[0]).toMatchObject({ status: "delivered", attempts: 1 });
    } finally {
      await second.close();
      await portal.close();
    }
  });

  test("places may be a city, an airport name or code, a country, or 'City, Country'; a phone alone is a way to reach the shipper", async () => {
    const h = await startFreight(db.env);
    try {
      for (const [origin, destination] of [["Frankfurt", "Dubai World Central"], ["Germany", "Seoul"], ["Stuttgart, Germany", "EDDF"]]) {
        const r = await h.tool("create_inquiry", { ...inquiry, origin, destination, email: "", phone: "+49 69 1234567" });
        expect(r.delivery).toBe("held");
      }
      expect(await rows(h)).toHaveLength(3);
    } finally {
      await h.close();
    }
  });

  test("a failing portal is retried with backoff; after the last attempt the inquiry is in the dead letter", async () => {
    const clock = new ManualClock("2026-11-01T00:00:00Z");
    const portal = await startPortal(() => 503);
    const h = await startFreight({ ...db.env, FREIGHT_PORTAL_URL: portal.url, FREIGHT_DELIVERY_ATTEMPTS: "3", MCPFORGE_JOBS_POLL_MS: "3600000" }, { clock });
    try {
      const { lead_uid } = await h.tool("create_inquiry", inquiry);
      for (let attempt = 1; attempt <= 3; attempt++) {
        await h.lease.storage.jobs.runDue();
        expect(portal.received).toHaveLength(attempt);
        clock.advance(3_600_000);
      }
      await h.lease.storage.jobs.runDue();
      expect(portal.received).toHaveLength(3);
      const [row] = await rows(h);
      expect(row).toMatchObject({ lead_uid, status: "dead_letter", attempts: 3, last_error: "portal answered HTTP 503" });
    } finally {
      await h.close();
      await portal.close();
    }
  });

  test("an acknowledged inquiry survives a restart and is delivered by the next process", async () => {
    const clock = new ManualClock("2026-11-01T00:00:00Z");
    const down = await startPortal(() => 500);
    const first = await startFreight({ ...db.env, FREIGHT_PORTAL_URL: down.url, MCPFORGE_JOBS_POLL_MS: "3600000" }, { clock });
    const { lead_uid } = await first.tool("create_inquiry", inquiry);
    await first.lease.storage.jobs.runDue();
    await first.close();
    await down.close();
    const up = await startPortal();
    clock.advance(3_600_000);
    const second = await startFreight({ ...db.env, FREIGHT_PORTAL_URL: up.url, MCPFORGE_JOBS_POLL_MS: "3600000" }, { clock });
    try {
      await second.lease.storage.jobs.runDue();
      expect(up.received.map((r) => r.body.lead_uid)).toEqual([lead_uid]);
      expect((await rows(second))[0]).toMatchObject({ status: "delivered", attempts: 2 });
    } finally {
      await second.close();
      await up.close();
    }
  });
});

// Refusals store and send nothing, so they share one database, portal and host (a fresh database
// and a host start per test were most of each test's time). Each test still finds no row stored
// and nothing sent, which holds only while every refusal before it stored and sent nothing too.
describeEachDatabase("freight create_inquiry refusals: nothing stored or sent", (kind) => {
  let db: TestDatabase;
  let portal: Awaited<ReturnType<typeof startPortal>>;
  let h: Awaited<ReturnType<typeof startFreight>>;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    portal = await startPortal();
    h = await startFreight({ ...db.env, FREIGHT_PORTAL_URL: portal.url });
  });
  afterAll(async () => {
    await h?.close();
    await portal?.close();
    await db?.drop();
  });

  test.each([
    ["test true", { test: true }],
    ["name TEST…", { name: "TEST user" }],
    ["company TESTAS…", { company: "TESTAS GmbH" }],
  ])("a test submission (%s) is test_blocked: nothing stored or sent", async (_what, extra) => {
    const e = await h.refusal("create_inquiry", { ...inquiry, ...extra });
    expect(e.code).toBe("test_blocked");
    expect(await rows(h)).toEqual([]);
    expect(portal.received).toEqual([]);
  });

  test.each([
    ["a card number", "phone", "pay with 4111 1111 1111 1111"],
    ["an IBAN", "company", "ACME, IBAN DE89 3704 0044 0532 0130 00"],
    ["a password", "cargo_type", "portal password: hunter2"],
  ])("%s is refused naming the field, nothing stored", async (_what, field, value) => {
    const e = await h.refusal("create_inquiry", { ...inquiry, [field]: value });
    expect(e.code).toBe("invalid_arguments");
    expect(e.issues).toEqual([expect.objectContaining({ path: `/${field}` })]);
    expect(await rows(h)).toEqual([]);
    expect(portal.received).toEqual([]);
  });

  test.each([
    ["no way to reach the shipper", { email: "", phone: "" }, ["/email"]],
    ["an e-mail address that is not one", { email: "ada at example" }, ["/email"]],
    ["a destination that is no airport, city or country", { destination: "Mars Base" }, ["/destination"]],
    ["both places unknown", { origin: "Atlantis", destination: "Mars Base" }, ["/origin", "/destination"]],
  ])("%s is refused naming the field, nothing stored", async (_what, extra, paths) => {
    const e = await h.refusal("create_inquiry", { ...inquiry, ...extra });
    expect(e.code).toBe("invalid_arguments");
    expect((e.issues as { path: string }[]).map((i) => i.path)).toEqual(paths);
    expect(await rows(h)).toEqual([]);
    expect(portal.received).toEqual([]);
  });
});
