import { ManualClock } from "../../generator/runtime";
import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../storage/databases";
import { activeDomain, startEmail, startWorld, type World } from "./harness";
import { deadPort, dkimResults, startSink, type SmtpSink } from "./servers";

const DOMAIN = "mail.acme-corp.com";
const from = `hello@${DOMAIN}`;

async function eventsOf(w: World, type?: string): Promise<any[]> {
  return (await w.me.tool("get_delivery_events", { domain: DOMAIN, ...(type ? { event: type } : {}) })).events;
}

describeEachDatabase("email: the durable outbound queue", (kind) => {
  let database: TestDatabase;
  let w: World;
  /** A relay a test starts itself: closed after the service, whose open SMTP connection to it would hold its close for seconds. */
  let relay: SmtpSink | undefined;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await w?.close();
    await relay?.close();
    relay = undefined;
    await database?.drop();
  });

  test("relay down: deferred with the next attempt time, retried on schedule, then failed", async () => {
    const port = await deadPort();
    w = await startWorld(database, {
      env: { EMAIL_SMTP_RELAY: `smtp://127.0.0.1:${port}`, EMAIL_RETRY_SCHEDULE: "60,120" },
    });
    await activeDomain(w, w.me, DOMAIN);
    const sent = await w.me.tool("send_email", { domain: DOMAIN, from, to: "a@dest.org", subject: "hi", text: "x" });

    const first = await eventually("the first deferral", async () => (await eventsOf(w, "deferred"))[0]);
    const t0 = w.h.clock.now().getTime();
    expect(first).toMatchObject({
      message_id: sent.message_id,
      recipient: "a@dest.org",
      attempt: 1,
      smtp_code: null,
      next_attempt_at: new Date(t0 + 60_000).toISOString(),
    });
    expect(first.detail).toMatch(/Could not reach the relay/);

    w.h.clock.advance(60_000);
    const second = await eventually("the second deferral", async () =>
      (await eventsOf(w, "deferred")).find((e) => e.attempt === 2),
    );
    expect(second.next_attempt_at).toBe(new Date(t0 + 60_000 + 120_000).toISOString());

    w.h.clock.advance(120_000);
    const failed = await eventually("the final failure", async () => (await eventsOf(w, "failed"))[0]);
    expect(failed).toMatchObject({ attempt: 3, next_attempt_at: null });
    expect(failed.detail).toMatch(/^Gave up after 3 attempts/);
    const listed = await w.me.tool("list_messages", { domain: DOMAIN });
    expect(listed.messages[0]).toMatchObject({
      status: "failed",
      recipients: [{ address: "a@dest.org", status: "failed" }],
    });
    expect((await eventsOf(w)).map((e) => e.type)).toEqual(["failed", "deferred", "deferred", "accepted"]);
  });

  test("a permanent refusal fails the recipient at once while the other is delivered", async () => {
    w = await startWorld(database);
    w.sink.refuse = (address) => (address.startsWith("gone@") ? [550, "5.1.1 No such user"] : null);
    await activeDomain(w, w.me, DOMAIN);
    await w.me.tool("send_email", {
      domain: DOMAIN,
      from,
      to: "gone@dest.org, here@dest.org",
      subject: "hi",
      text: "x",
    });
    const failed = await eventually("the failure", async () => (await eventsOf(w, "failed"))[0]);
    expect(failed).toMatchObject({ recipient: "gone@dest.org", attempt: 1, smtp_code: 550, enhanced_status: "5.1.1" });
    expect(failed.smtp_response).toContain("No such user");
    const delivered = await eventually("the delivery", async () => (await eventsOf(w, "delivered"))[0]);
    expect(delivered.recipient).toBe("here@dest.org");
    const listed = await w.me.tool("list_messages", { domain: DOMAIN });
    expect(listed.messages[0].status).toBe("partial");
  });

  test("a restart mid-queue loses nothing: the deferred message is delivered by the next process, DKIM intact", async () => {
    const clock = new ManualClock("2026-03-02T09:00:00.000Z");
    const port = await deadPort();
    w = await startWorld(database, {
      clock,
      env: { EMAIL_SMTP_RELAY: `smtp://127.0.0.1:${port}`, EMAIL_RETRY_SCHEDULE: "300,600" },
    });
    await activeDomain(w, w.me, DOMAIN);
    const sent = await w.me.tool("send_email", {
      domain: DOMAIN,
      from,
      to: "a@dest.org, b@dest.org",
      subject: "survives",
      text: "x",
    });
    await eventually("both deferrals", async () => (await eventsOf(w, "deferred")).length === 2);
    await w.h.close();

    // The relay comes back on the port that was down, and a new process starts on the same database.
    const up = (relay = await startSink(port));
    w.h = await startEmail(database, {
      clock,
      env: {
        EMAIL_DNS_SERVERS: w.dns.server,
        EMAIL_SMTP_RELAY: `smtp://127.0.0.1:${port}`,
        EMAIL_RETRY_SCHEDULE: "300,600",
      },
    });
    w.me = await w.h.as(w.apiKey);
    clock.advance(300_000);
    const got = await eventually("the relay to receive the message after the restart", () => up.received[0]);
    expect(got.to.sort()).toEqual(["a@dest.org", "b@dest.org"]);
    expect(await dkimResults(got.raw, w.dns.server)).toEqual([
      { result: "pass", domain: DOMAIN, selector: "mcpforge" },
    ]);
    const delivered = await eventually("delivered events", async () => {
      const e = await eventsOf(w, "delivered");
      return e.length === 2 ? e : null;
    });
    expect(delivered.every((e) => e.message_id === sent.message_id && e.attempt === 2)).toBe(true);
    expect(up.received).toHaveLength(1);
  });
});
