import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../storage/databases";
import { HOSTNAME, startWorld, type World } from "./harness";
import { dkimResults } from "./servers";

const DOMAIN = "mail.acme-corp.com";

describeEachDatabase("email: account → domain → verify → send → delivered", (kind) => {
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

  test("verify names what is missing, succeeds once published, and a send to two recipients arrives DKIM-signed", async () => {
    const added = await w.me.tool("add_domain", { name: DOMAIN });
    expect(added).toMatchObject({
      name: DOMAIN,
      status: "pending_verification",
      dkim_selector: "mcpforge",
      verified_at: null,
      daily_allowance: 50,
    });
    const byPurpose = Object.fromEntries(added.records.map((r: any) => [r.purpose, r]));
    expect(byPurpose.spf).toMatchObject({
      type: "TXT",
      name: DOMAIN,
      value: `v=spf1 include:_spf.${HOSTNAME} ~all`,
      required: true,
    });
    expect(byPurpose.dkim.name).toBe(`mcpforge._domainkey.${DOMAIN}`);
    expect(byPurpose.dkim.txt_strings.length).toBeGreaterThan(1); // a 2048-bit key does not fit one string
    expect(byPurpose.dkim.txt_strings.every((s: string) => Buffer.byteLength(s) <= 255)).toBe(true);
    expect(byPurpose.dkim.txt_strings.join("")).toBe(byPurpose.dkim.value);
    expect(byPurpose.mx).toMatchObject({ type: "MX", value: HOSTNAME, priority: 10, required: false });

    // Nothing published yet: the answer says which records are missing and when to come back.
    const before = await w.me.tool("verify_domain", { name: DOMAIN });
    expect(before).toMatchObject({
      verified: false,
      activated: false,
      cached: false,
      status: "pending_verification",
      blocking: ["spf", "dkim"],
    });
    expect(before.poll_after_seconds).toBeGreaterThanOrEqual(60);
    expect(before.checks.map((c: any) => [c.purpose, c.status])).toEqual([
      ["spf", "missing"],
      ["dkim", "missing"],
      ["dmarc", "missing"],
      ["mx", "missing"],
    ]);
    expect(before.checks[0].problem).toContain(`include:_spf.${HOSTNAME}`);

    // Sending is refused while pending.
    expect((await w.me.refusal("send_email", { domain: DOMAIN, from: `hello@${DOMAIN}`, to: "a@dest.org" })).code).toBe(
      "domain_unverified",
    );

    // Within the minimum interval the previous reading is repeated, DNS is not asked again.
    w.dns.publish(added.records);
    const again = await w.me.tool("verify_domain", { name: DOMAIN });
    expect(again).toMatchObject({ cached: true, verified: false, checked_at: before.checked_at });

    w.h.clock.advance(61_000);
    const after = await w.me.tool("verify_domain", { name: DOMAIN });
    expect(after).toMatchObject({
      verified: true,
      activated: true,
      cached: false,
      status: "active",
      blocking: [],
      poll_after_seconds: null,
      next_check_at: null,
    });
    expect(after.checks.every((c: any) => c.status === "ok")).toBe(true);

    const sent = await w.me.tool("send_email", {
      domain: DOMAIN,
      from: `hello@${DOMAIN}`,
      to: "Ann@Dest.org, bob@other.net, ann@dest.org",
      subject: "Your code",
      text: "Your code is 123456.",
      html: "<p>Your code is <b>123456</b>.</p>",
    });
    expect(sent).toMatchObject({
      status: "queued",
      test_mode: false,
      recipients: ["Ann@dest.org", "bob@other.net"],
      allowance_spent: 2,
      remaining_today: 48,
      warnings: [],
    });
    expect(sent.message_id).toMatch(/^msg_/);

    const got = await eventually("the relay sink to receive the message", () => w.sink.received[0]);
    expect(got.from).toBe(`hello@${DOMAIN}`);
    expect(got.to.sort()).toEqual(["Ann@dest.org", "bob@other.net"]);
    expect(got.raw.toString()).toContain("Subject: Your code");
    const dkim = await dkimResults(got.raw, w.dns.server);
    expect(dkim).toEqual([{ result: "pass", domain: DOMAIN, selector: "mcpforge" }]);

    const delivered = await eventually("delivered events", async () => {
      const r = await w.me.tool("get_delivery_events", { domain: DOMAIN, event: "delivered" });
      return r.events.length === 2 ? r.events : null;
    });
    expect(delivered.map((e: any) => e.recipient).sort()).toEqual(["Ann@dest.org", "bob@other.net"]);
    expect(delivered[0]).toMatchObject({
      message_id: sent.message_id,
      type: "delivered",
      attempt: 1,
      smtp_code: 250,
      mx_host: expect.stringContaining("127.0.0.1"),
    });

    const all = await w.me.tool("get_delivery_events", { domain: DOMAIN, recipient: "ann@dest.org" });
    expect(all.events.map((e: any) => e.type)).toEqual(["delivered", "accepted"]); // newest first

    const listed = await w.me.tool("list_messages", { domain: DOMAIN, direction: "outbound" });
    expect(listed.messages).toHaveLength(1);
    expect(listed.messages[0]).toMatchObject({
      message_id: sent.message_id,
      status: "delivered",
      folder: null,
      subject: "Your code",
      text: "Your code is 123456.",
      authentication: null,
    });
    expect(listed.messages[0].recipients).toEqual([
      { address: "Ann@dest.org", status: "delivered" },
      { address: "bob@other.net", status: "delivered" },
    ]);

    const domains = await w.me.tool("list_domains");
    expect(domains.domains).toEqual([
      expect.objectContaining({ name: DOMAIN, status: "active", sent_today: 2, remaining_today: 48 }),
    ]);
  });

  test("test_mode screens exactly like a send but sends and spends nothing", async () => {
    const added = await w.me.tool("add_domain", { name: DOMAIN });
    w.dns.publish(added.records);
    w.h.clock.advance(61_000);
    await w.me.tool("verify_domain", { name: DOMAIN });
    const screened = await w.me.tool("send_email", {
      domain: DOMAIN,
      from: `hello@${DOMAIN}`,
      to: "a@dest.org",
      html: "<p>hi</p>",
      test_mode: true,
    });
    expect(screened).toMatchObject({
      status: "screened",
      test_mode: true,
      message_id: null,
      queued_at: null,
      allowance_spent: 0,
      remaining_today: 50,
    });
    expect(screened.warnings.join(" ")).toMatch(/subject is empty/);
    expect(screened.warnings.join(" ")).toMatch(/No plain-text part/);
    expect(
      (
        await w.me.refusal("send_email", {
          domain: DOMAIN,
          from: "hello@elsewhere.org",
          to: "a@dest.org",
          test_mode: true,
        })
      ).code,
    ).toBe("from_not_in_domain");
    const limits = await w.me.tool("get_sending_limits", { domain: DOMAIN });
    expect(limits.domain).toMatchObject({ sent_today: 0, remaining_today: 50 });
    const events = await w.me.tool("get_delivery_events", { domain: DOMAIN });
    expect(events.events).toEqual([]);
    expect(w.sink.received).toEqual([]);
  });
});
