import { simpleParser } from "mailparser";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { housingDataDir } from "../../../handlers/housing/support/data-file";
import { listAlertMails } from "../../../handlers/housing/person/store/alerts";
import { getSearch } from "../../../handlers/housing/person/store/searches";
import { callRaw } from "../../helpers/http";
import { startSink, type SmtpSink } from "../../email/servers";
import { describeEachDatabase } from "../../storage/databases";
import { personWorld, type PersonHost, type PersonWorld } from "./harness";

/**
 * The shipped sample listings, with five of them re-dated after the test clock's start
 * (2026-11-24T06:00Z) so they "appear" as the injected clock moves: that is how the alert job
 * sees new listings without anyone editing data while it runs.
 */
const APPEAR: Record<string, string> = {
  "4ff3d1a5-3d84-4a56-bc5a-057dcb1c4afb": "2026-11-25T12:00:00Z", // Los Angeles, $3,400, permit verified
  "fb050e1e-2a25-4e12-825e-3a441b82696b": "2026-11-25T18:00:00Z", // San Diego, $3,825, permit verified
  "1500a349-784b-40d2-b5d2-7a495367e28c": "2026-11-26T12:00:00Z", // New York, $5,300, permit verified
  "804d9e1f-098b-4be7-b186-fe9ad3a481a1": "2026-11-27T12:00:00Z", // Los Angeles, $4,375, permit verified
  "a80d045b-7ebe-4452-99e8-02f141779bfe": "2026-11-27T13:00:00Z", // New York, $4,950, NOT permit verified
};

function dataWithNewListings(): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), "housing-data-"));
  cpSync(housingDataDir(), dir, { recursive: true });
  const file = join(dir, "rentals", "listings.json");
  const doc = JSON.parse(readFileSync(file, "utf8")) as { listings: { id: string; listed_at: string }[] };
  for (const l of doc.listings) if (APPEAR[l.id]) l.listed_at = APPEAR[l.id];
  writeFileSync(file, JSON.stringify(doc, null, 2));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  listUnsubscribe: string;
  listUnsubscribePost: string;
}

async function mails(sink: SmtpSink): Promise<Mail[]> {
  return Promise.all(sink.received.map(async (r) => {
    const m = await simpleParser(r.raw);
    // The header lines as sent, unfolded (RFC 5322 §2.2.3).
    const header = (key: string) => (m.headerLines.find((l) => l.key === key)?.line ?? "").replace(/\r?\n/g, "");
    return { to: r.to.join(","), subject: m.subject ?? "", text: m.text ?? "", messageId: m.messageId ?? "", listUnsubscribe: header("list-unsubscribe"), listUnsubscribePost: header("list-unsubscribe-post") };
  }));
}

const idsIn = (m: Mail) => Object.keys(APPEAR).filter((id) => m.text.includes(id)).sort();

describeEachDatabase("listing alerts: a durable job e-mails new matches once, through SMTP", (kind) => {
  let sink: SmtpSink;
  let data: { dir: string; cleanup(): void };
  let world: PersonWorld;
  beforeAll(async () => {
    sink = await startSink();
    data = dataWithNewListings();
    world = await personWorld(kind, { HOUSING_ALERT_SMTP: sink.url, HOUSING_ALERT_FROM: "alerts@housing.test", HOUSING_DATA_DIR: data.dir, MCPFORGE_JOBS_POLL_MS: "3600000" });
  });
  afterAll(async () => {
    await world?.drop();
    await sink?.close();
    data?.cleanup();
  });

  /** Runs what is due now; the second call starts a round of its own if the first joined one already under way. */
  const runAlerts = async (h: PersonHost) => {
    await h.lease.storage.jobs.runDue();
    await h.lease.storage.jobs.runDue();
  };

  test("new matches arrive once, old ones never, a refused e-mail is retried, and a restart sends nothing twice", async () => {
    let h = await world.start();
    const alice = await h.signIn("alice@example.com");
    const bob = await h.signIn("bob@example.com");
    await alice.tool("subscribe_listing_alert", { max_price: 4500 });
    // Bob asks for unverified listings too (issue 27, item 10: alerts could not include them).
    const subscribed = await callRaw(bob.client, "subscribe_listing_alert", { city: "New York", permit_verified_only: false });
    expect(subscribed.structuredContent).toMatchObject({ subscribed: true, alert_email: "on", saved_search: { city: "New York", permit_verified_only: false } });
    expect((subscribed.content as { text: string }[]).map((c) => JSON.parse(c.text))).toEqual([subscribed.structuredContent]); // e-mail configured: no "not configured" note
    await runAlerts(h);
    expect(sink.received).toEqual([]); // everything listed before the searches were saved is old

    sink.refuse = (address) => (address === "alice@example.com" ? [550, "mailbox unavailable"] : null);
    h.auth.clock.set(new Date("2026-11-26T00:00:00Z"));
    await runAlerts(h);
    expect(sink.received).toEqual([]);
    expect(await listAlertMails(h.store.ctx, "alice@example.com")).toMatchObject([{ sent_at: null, attempts: 1, last_error: expect.stringContaining("mailbox unavailable") }]);

    sink.refuse = () => null;
    h.auth.clock.set(new Date("2026-11-26T13:00:00Z"));
    await runAlerts(h);
    await runAlerts(h);
    let got = await mails(sink);
    expect(got.map((m) => [m.to, idsIn(m)])).toEqual([
      ["alice@example.com", ["4ff3d1a5-3d84-4a56-bc5a-057dcb1c4afb", "fb050e1e-2a25-4e12-825e-3a441b82696b"]],
      ["bob@example.com", ["1500a349-784b-40d2-b5d2-7a495367e28c"]],
    ]);
    expect(got[0]).toMatchObject({ subject: "2 new rentals match your saved search", messageId: expect.stringMatching(/^<alert-[0-9a-f-]+@housing\.mcpforge>$/) });
    expect(got[0].text).toContain("[sample listing]");
    expect(got[0].text).toContain("call subscribe_listing_alert with unsubscribe: true");
    expect(got[0].text).not.toContain("[unverified");

    await h.close();
    h = await world.start();
    await runAlerts(h); // the new host's clock starts before the saved marks: nothing is new
    expect(sink.received).toHaveLength(2);
    h.auth.clock.set(new Date("2026-11-28T00:00:00Z"));
    await runAlerts(h);
    got = await mails(sink);
    const later = got.slice(2).sort((a, b) => a.to.localeCompare(b.to));
    expect(later.map((m) => [m.to, idsIn(m)])).toEqual([
      ["alice@example.com", ["804d9e1f-098b-4be7-b186-fe9ad3a481a1"]],
      ["bob@example.com", ["a80d045b-7ebe-4452-99e8-02f141779bfe"]], // not permit-verified: only Bob asked for those
    ]);
    const [aliceMail, bobMail] = later as [Mail, Mail];
    expect(aliceMail.subject).toMatch(/^New rental: 2-bedroom /);
    expect(aliceMail.text).toContain("$4,375/month · 2 bd");
    expect(bobMail.text.split("\n")[2]).toMatch(/\[sample listing\] \[unverified: no finaled permit record proven for this unit\]$/);

    // Every alert e-mail carries a working unsubscribe link, in the text and as RFC 8058 one-click headers.
    const link = /To stop these e-mails, open (\S+)/.exec(aliceMail.text)?.[1] ?? "";
    expect(link.startsWith(`${h.auth.url}/housing/alerts/unsubscribe/`)).toBe(true);
    expect(aliceMail.listUnsubscribe).toBe(`List-Unsubscribe: <${link}>`);
    expect(aliceMail.listUnsubscribePost).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const opened = await fetch(link); // a mail scanner opening the link changes nothing
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Stop alert e-mails");
    expect(await getSearch(h.store.ctx, "alice@example.com")).toBeDefined();
    const oneClick = (url: string) => fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    const forged = `${link.slice(0, -1)}${link.endsWith("A") ? "B" : "A"}`;
    expect((await oneClick(forged)).status).toBe(404);
    expect(await getSearch(h.store.ctx, "alice@example.com")).toBeDefined();
    const done = await oneClick(link);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("no more listing alert e-mails go to");
    expect(await getSearch(h.store.ctx, "alice@example.com")).toBeUndefined();

    // A search saved after that e-mail is a new wish: the old link does not remove it. It starts a
    // new mark: listings already e-mailed or listed before never come again.
    h.auth.clock.set(new Date("2026-11-29T00:00:00Z"));
    const aliceAgain = await h.signIn("alice@example.com");
    await aliceAgain.tool("subscribe_listing_alert", { max_price: 6000 });
    expect(await (await oneClick(link)).text()).toContain("There was nothing to stop");
    expect(await getSearch(h.store.ctx, "alice@example.com")).toMatchObject({ filters: { max_price: 6000, permit_verified_only: true } });
    h.auth.clock.set(new Date("2026-12-01T00:00:00Z"));
    await runAlerts(h);
    expect(sink.received).toHaveLength(4);
  });
});
