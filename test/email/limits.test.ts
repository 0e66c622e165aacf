import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../storage/databases";
import { activeDomain, startWorld, type World } from "./harness";

const DOMAIN = "mail.acme-corp.com";
const from = `hello@${DOMAIN}`;
const DAY = 24 * 60 * 60 * 1000;
const recipients = (n: number, prefix = "r") =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}@dest.org`).join(", ");

describeEachDatabase("email: sending limits", (kind) => {
  let database: TestDatabase;
  let w: World;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    w = await startWorld(database);
  });
  afterEach(async () => {
    await w?.close();
    await database?.drop();
  });

  const outcomes = async (n: number) =>
    eventually(`${n} outcomes`, async () => {
      const events = (await w.me.tool("get_delivery_events", { domain: DOMAIN, limit: 100 })).events.filter(
        (e: any) => e.type !== "accepted",
      );
      return events.length >= n;
    });

  test("the account-level answer shows the ladder, domains and thresholds; a domain graduates when every criterion is met", async () => {
    const account = await w.me.tool("get_sending_limits");
    expect(account).toEqual({
      account_paused: false,
      account_paused_reason: null,
      domains_allowed: 3,
      domains_used: 0,
      ladder: [
        { rung: 1, daily_allowance: 50 },
        { rung: 2, daily_allowance: 200 },
        { rung: 3, daily_allowance: 1000 },
        { rung: 4, daily_allowance: 5000 },
      ],
      pause_thresholds: { bounce_rate: 0.05, complaint_rate: 0.003 },
      domain: null,
    });

    await activeDomain(w, w.me, DOMAIN);
    const fresh = (await w.me.tool("get_sending_limits", { domain: DOMAIN })).domain;
    expect(fresh).toMatchObject({
      rung: 1,
      daily_allowance: 50,
      days_at_rung: 0,
      delivery_rate: null,
      sending_paused: false,
      paused_reason: null,
    });
    expect(fresh.next_rung).toEqual({
      rung: 2,
      daily_allowance: 200,
      eligible: false,
      requirements: [
        { criterion: "days_at_rung", comparison: ">=", threshold: 3, current: 0, met: false },
        { criterion: "recipients_sent", comparison: ">=", threshold: 50, current: 0, met: false },
        { criterion: "delivery_rate", comparison: ">=", threshold: 0.95, current: null, met: false },
        { criterion: "bounce_rate", comparison: "<=", threshold: 0.02, current: null, met: false },
        { criterion: "complaint_rate", comparison: "<=", threshold: 0.001, current: null, met: false },
      ],
    });

    await w.me.tool("send_email", { domain: DOMAIN, from, to: recipients(50), subject: "hi", text: "x" });
    await outcomes(50);
    const sentAll = (await w.me.tool("get_sending_limits", { domain: DOMAIN })).domain;
    expect(sentAll).toMatchObject({ rung: 1, delivery_rate: 1, bounce_rate: 0, remaining_today: 0 });
    expect(sentAll.next_rung.requirements.filter((r: any) => !r.met).map((r: any) => r.criterion)).toEqual([
      "days_at_rung",
    ]);

    w.h.clock.advance(3 * DAY);
    const graduated = (await w.me.tool("get_sending_limits", { domain: DOMAIN })).domain;
    expect(graduated).toMatchObject({
      rung: 2,
      daily_allowance: 200,
      remaining_today: 200,
      days_at_rung: 0,
      delivery_rate: null,
    });
    expect(graduated.next_rung).toMatchObject({ rung: 3, daily_allowance: 1000, eligible: false });
    expect((await w.me.tool("list_domains")).domains[0]).toMatchObject({ daily_allowance: 200 });
  });

  test("a bounce rate above the threshold pauses sending for a day, then it resumes", async () => {
    await activeDomain(w, w.me, DOMAIN);
    w.sink.refuse = (address) => (/^gone\d@/.test(address) ? [550, "5.1.1 No such user"] : null);
    await w.me.tool("send_email", {
      domain: DOMAIN,
      from,
      to: `${recipients(17)}, ${recipients(3, "gone")}`,
      subject: "hi",
      text: "x",
    });
    await outcomes(20);

    const paused = (await w.me.tool("get_sending_limits", { domain: DOMAIN })).domain;
    expect(paused).toMatchObject({ sending_paused: true, paused_reason: "bounce_rate", bounce_rate: 0.15 });
    expect(paused.paused_detail).toMatch(/Bounce rate 15\.0% .* exceeds 5\.0%/);
    expect((await w.me.tool("list_domains")).domains[0].sending_paused).toBe(true);
    const refused = await w.me.refusal("send_email", {
      domain: DOMAIN,
      from,
      to: "new@dest.org",
      subject: "hi",
      text: "x",
    });
    expect(refused).toMatchObject({ code: "sending_paused", reason: "bounce_rate" });

    w.h.clock.advance(DAY + 1000);
    const resumed = (await w.me.tool("get_sending_limits", { domain: DOMAIN })).domain;
    expect(resumed).toMatchObject({ sending_paused: false, paused_reason: null, rung: 1, bounce_rate: null });
    expect(
      (await w.me.tool("send_email", { domain: DOMAIN, from, to: "new@dest.org", subject: "hi", text: "x" })).status,
    ).toBe("queued");
  });
});
