import { describeEachDatabase } from "../storage/databases";
import { activeDomain, PASSWORD, useWorld, type Caller, type World } from "./harness";

const DOMAIN = "mail.acme-corp.com";
const HOUR = 3_600_000;

async function account(w: World, email: string): Promise<Caller> {
  const created = await w.h.anonymous.tool("create_account", { email, password: PASSWORD });
  return w.h.as(created.api_key);
}

const dkimOf = (added: any) => added.records.find((r: any) => r.purpose === "dkim").value as string;

describeEachDatabase("email: domain claims and expiry (issue 10, defect 6)", (kind) => {
  const world = useWorld(kind);

  test("a squatter's pending claim does not block the owner: same answer, and the owner's DNS proof wins", async () => {
    const w = world();
    const squatter = await account(w, "squatter@free-mail.org");
    const squat = await squatter.tool("add_domain", { name: DOMAIN });

    const mine = await w.me.tool("add_domain", { name: DOMAIN });
    expect(Object.keys(mine).sort()).toEqual(Object.keys(squat).sort());
    expect(mine).toMatchObject({ name: DOMAIN, status: "pending_verification", verified_at: null });
    expect(dkimOf(mine)).not.toBe(dkimOf(squat)); // each claim proves itself with its own key

    w.dns.publish(mine.records);
    w.h.clock.advance(61_000);
    const theirs = await squatter.tool("verify_domain", { name: DOMAIN });
    expect(theirs).toMatchObject({ verified: false, status: "pending_verification" });
    expect(theirs.blocking).toEqual(["dkim"]);

    w.h.clock.advance(61_000);
    expect(await w.me.tool("verify_domain", { name: DOMAIN })).toMatchObject({ verified: true, activated: true });
    // The pending claim of the other account is gone.
    expect((await squatter.tool("list_domains")).domains).toEqual([]);
    expect((await squatter.refusal("verify_domain", { name: DOMAIN })).code).toBe("not_found");
    expect((await squatter.tool("get_sending_limits")).domains_used).toBe(0);
  });

  test("pending claims lapse after 72 hours: hidden, not found, and no longer count against the limit", async () => {
    const w = world();
    const names = ["a.acme-corp.com", "b.acme-corp.com", "c.acme-corp.com"];
    for (const name of names) await w.me.tool("add_domain", { name });
    expect((await w.me.refusal("add_domain", { name: "d.acme-corp.com" })).code).toBe("domain_limit_reached");

    w.h.clock.advance(72 * HOUR - 60_000);
    expect((await w.me.tool("list_domains")).domains.map((d: any) => d.name)).toEqual(names);
    w.h.clock.advance(60_000);
    expect((await w.me.tool("list_domains")).domains).toEqual([]);
    // not_found whether the sweep job already deleted the claim or this call finds it lapsed.
    expect((await w.me.refusal("verify_domain", { name: "a.acme-corp.com" })).code).toBe("not_found");
    expect((await w.me.tool("add_domain", { name: "d.acme-corp.com" })).status).toBe("pending_verification");
    // Adding a lapsed name again starts a fresh claim with a new key and a new 72 hours.
    const again = await w.me.tool("add_domain", { name: "b.acme-corp.com" });
    expect(again.created_at).toBe(w.h.clock.now().toISOString());
  });

  test("an active domain does not lapse", async () => {
    const w = world();
    await activeDomain(w, w.me, DOMAIN);
    w.h.clock.advance(30 * 24 * HOUR);
    expect((await w.me.tool("list_domains")).domains.map((d: any) => [d.name, d.status])).toEqual([[DOMAIN, "active"]]);
  });

  test("a name active elsewhere: add_domain answers like a fresh claim; domain_taken only after this account's DNS proof", async () => {
    const w = world();
    await activeDomain(w, w.me, DOMAIN);

    const other = await account(w, "newcomer@other.org");
    const claim = await other.tool("add_domain", { name: DOMAIN });
    expect(claim).toMatchObject({ name: DOMAIN, status: "pending_verification" });
    w.h.clock.advance(61_000);
    expect((await other.tool("verify_domain", { name: DOMAIN })).blocking).toEqual(["dkim"]);

    w.dns.publish(claim.records, ["dkim"]); // the name's DNS now also carries the newcomer's key
    w.h.clock.advance(61_000);
    const taken = await other.refusal("verify_domain", { name: DOMAIN });
    expect(taken.code).toBe("domain_taken");
    expect((await w.me.tool("list_domains")).domains[0]).toMatchObject({ name: DOMAIN, status: "active" });
  });
});

describeEachDatabase("email: remove_domain (issue 10, defect 6)", (kind) => {
  const world = useWorld(kind, { domain: DOMAIN });

  test("needs confirm; removes the domain with its messages and events and frees the name", async () => {
    const w = world();
    await w.me.tool("send_email", { domain: DOMAIN, from: `hi@${DOMAIN}`, to: "a@dest.org", subject: "s", text: "t" });
    const unconfirmed = await w.me.refusal("remove_domain", { name: DOMAIN });
    expect(unconfirmed.code).toBe("invalid_arguments");
    expect(JSON.stringify(unconfirmed.issues)).toContain("/confirm");
    expect((await w.me.tool("list_domains")).domains).toHaveLength(1);

    const other = await account(w, "next-owner@acme-corp.com");
    expect((await other.refusal("remove_domain", { name: DOMAIN, confirm: true })).code).toBe("not_found");

    const removed = await w.me.tool("remove_domain", { name: DOMAIN, confirm: true });
    expect(removed).toMatchObject({ name: DOMAIN, removed: true, status: "active", messages_removed: 1 });
    expect(removed.events_removed).toBeGreaterThanOrEqual(1);
    expect((await w.me.tool("list_domains")).domains).toEqual([]);
    expect((await w.me.refusal("list_messages", { domain: DOMAIN })).code).toBe("not_found");
    expect((await w.me.refusal("remove_domain", { name: DOMAIN, confirm: true })).code).toBe("not_found");

    // The name is free: another account proves it and it becomes active there.
    const claim = await other.tool("add_domain", { name: DOMAIN });
    w.dns.publish(claim.records, ["dkim"]);
    w.h.clock.advance(61_000);
    expect(await other.tool("verify_domain", { name: DOMAIN })).toMatchObject({ verified: true });
  });
});

describeEachDatabase("email: registrations are not revealed (issue 10, defect 10b)", (kind) => {
  const world = useWorld(kind);

  test("create_account answers the same for a registered contact address: a separate account", async () => {
    const w = world();
    const fresh = await w.h.anonymous.tool("create_account", { email: "someone@else.org", password: PASSWORD });
    const again = await w.h.anonymous.tool("create_account", { email: "Owner@Acme-Corp.com", password: "another-password-12" });
    expect(Object.keys(again).sort()).toEqual(Object.keys(fresh).sort());
    expect(again.email).toBe("owner@acme-corp.com");
    expect(again.api_key).not.toBe(w.apiKey);
    await w.me.tool("add_domain", { name: DOMAIN });
    const second = await w.h.as(again.api_key);
    expect((await second.tool("list_domains")).domains).toEqual([]); // not the first account
  });
});
