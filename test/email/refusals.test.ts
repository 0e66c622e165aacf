import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../storage/databases";
import { createHash } from "node:crypto";
import { activeDomain, PASSWORD, startWorld, type World } from "./harness";
import { toolError } from "../helpers/http";

const DOMAIN = "mail.acme-corp.com";
const from = `hello@${DOMAIN}`;

describeEachDatabase("email: refusals, allowance and account isolation", (kind) => {
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

  test("calls without a key, with a malformed header or a wrong key are unauthorized", async () => {
    const none = await w.h.anonymous.refusal("list_domains");
    expect(none.code).toBe("unauthorized");
    expect(none.message).toContain("Authorization: Bearer");
    const wrong = await (
      await w.h.as("mfe_wrong-key-wrong-key-wrong-key-wrong-key")
    ).refusal("add_domain", { name: DOMAIN });
    expect(wrong.code).toBe("unauthorized");
    const basic = await w.h.host.client("email", { Authorization: `Basic ${Buffer.from("a:b").toString("base64")}` });
    const r = await basic.callTool({ name: "list_domains", arguments: {} });
    expect(toolError(r).code).toBe("unauthorized");
  });

  test("bad domains, unverified domain and foreign from are refused with their codes", async () => {
    expect((await w.me.refusal("add_domain", { name: "co.uk" })).code).toBe("invalid_domain");
    expect((await w.me.refusal("add_domain", { name: "printer.local" })).code).toBe("invalid_domain");
    const idn = await w.me.tool("add_domain", { name: "post.bücher.com" });
    expect(idn.name).toBe("post.xn--bcher-kva.com");
    expect(await w.me.tool("add_domain", { name: "POST.BÜCHER.COM" })).toEqual(idn); // same domain, same records

    await w.me.tool("add_domain", { name: DOMAIN });
    expect(await w.me.refusal("send_email", { domain: DOMAIN, from, to: "a@dest.org", text: "x" })).toMatchObject({
      code: "domain_unverified",
    });
    w.dns.publish((await w.me.tool("add_domain", { name: DOMAIN })).records);
    w.h.clock.advance(61_000);
    await w.me.tool("verify_domain", { name: DOMAIN });
    expect(
      await w.me.refusal("send_email", { domain: DOMAIN, from: "hello@acme-corp.com", to: "a@dest.org", text: "x" }),
    ).toMatchObject({ code: "from_not_in_domain" });
    expect(await w.me.refusal("send_email", { domain: DOMAIN, from, to: "a@printer.local", text: "x" })).toMatchObject({
      code: "invalid_recipient",
    });
    expect(
      await w.me.refusal("send_email", { domain: "other-domain.com", from: "x@other-domain.com", to: "a@dest.org" }),
    ).toMatchObject({ code: "not_found" });
    await w.me.tool("add_domain", { name: "third.acme-corp.com" });
    expect((await w.me.refusal("add_domain", { name: "fourth.acme-corp.com" })).code).toBe("domain_limit_reached"); // 3 per account
    expect(w.sink.received).toEqual([]);
  });

  test("the daily allowance is one unit per recipient; an exhausted allowance refuses until midnight UTC", async () => {
    await activeDomain(w, w.me, DOMAIN);
    const fifty = Array.from({ length: 50 }, (_, i) => `r${i}@dest.org`).join(", ");
    const sent = await w.me.tool("send_email", { domain: DOMAIN, from, to: fifty, subject: "hi", text: "x" });
    expect(sent).toMatchObject({ allowance_spent: 50, remaining_today: 0 });
    const refused = await w.me.refusal("send_email", {
      domain: DOMAIN,
      from,
      to: "one-more@dest.org",
      subject: "hi",
      text: "x",
    });
    expect(refused).toMatchObject({
      code: "allowance_exhausted",
      remaining_today: 0,
      resets_at: "2026-03-03T00:00:00.000Z",
    });
    expect(
      (await w.me.refusal("send_email", { domain: DOMAIN, from, to: "one-more@dest.org", test_mode: true })).code,
    ).toBe("allowance_exhausted");
    await eventually(
      "the 50 recipients to arrive",
      () => w.sink.received.length === 1 && w.sink.received[0].to.length === 50,
    );

    w.h.clock.set("2026-03-03T00:00:01.000Z");
    const next = await w.me.tool("send_email", {
      domain: DOMAIN,
      from,
      to: "one-more@dest.org",
      subject: "hi",
      text: "x",
    });
    expect(next).toMatchObject({ allowance_spent: 1, remaining_today: 49 });
  });

  test("stored secrets: the password as scrypt, the API key as its hash, the DKIM key encrypted", async () => {
    await w.me.tool("add_domain", { name: DOMAIN });
    const db = w.h.lease.storage.db;
    const account = await db.selectFrom("email_accounts").selectAll().executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(account)).not.toContain(PASSWORD);
    expect(JSON.stringify(account)).not.toContain(w.apiKey);
    expect(account.api_key_hash).toBe(createHash("sha256").update(w.apiKey).digest("hex"));
    const domain = await db.selectFrom("email_domains").selectAll().executeTakeFirstOrThrow();
    expect(domain.dkim_private).toMatch(/^v1:/);
    expect(domain.dkim_private).not.toContain("PRIVATE KEY");
  });

  test("one account cannot see or use another account's domain, messages or events", async () => {
    await activeDomain(w, w.me, DOMAIN);
    await w.me.tool("send_email", { domain: DOMAIN, from, to: "a@dest.org", subject: "private", text: "secret" });
    const other = await w.h.anonymous.tool("create_account", { email: "mallory@evil.org", password: PASSWORD });
    const mallory = await w.h.as(other.api_key);
    expect((await mallory.tool("list_domains")).domains).toEqual([]);
    for (const [tool, args] of [
      ["list_messages", { domain: DOMAIN }],
      ["get_delivery_events", { domain: DOMAIN }],
      ["verify_domain", { name: DOMAIN }],
      ["get_sending_limits", { domain: DOMAIN }],
      ["send_email", { domain: DOMAIN, from, to: "victim@dest.org", text: "phish" }],
    ] as const) {
      expect([tool, (await mallory.refusal(tool, args)).code]).toEqual([tool, "not_found"]);
    }
    // Claiming the name is answered like any fresh claim; it verifies only with mallory's own DKIM key in DNS.
    expect((await mallory.tool("add_domain", { name: DOMAIN })).status).toBe("pending_verification");
    w.h.clock.advance(61_000);
    expect((await mallory.tool("verify_domain", { name: DOMAIN })).blocking).toContain("dkim");
    expect((await mallory.refusal("send_email", { domain: DOMAIN, from, to: "victim@dest.org", text: "phish" })).code).toBe(
      "domain_unverified",
    );
    expect((await w.me.tool("list_messages", { domain: DOMAIN })).messages).toHaveLength(1);
  });
});
