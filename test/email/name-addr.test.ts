import { simpleParser } from "mailparser";
import { describeEachDatabase, eventually } from "../storage/databases";
import { useWorld, type World } from "./harness";

// Issue 29, item 10: send_email's from was a bare address only; "Shop <news@shop.example>" was
// refused by the schema. It now takes one RFC 5322 name-addr (read with nodemailer's address
// parser): the envelope and the domain check use the address, the From header keeps the name.
const DOMAIN = "mail.acme-corp.com";

describeEachDatabase("email send_email: a display-name from", (kind) => {
  const world = useWorld(kind, { domain: DOMAIN });
  let w: World;
  beforeEach(() => {
    w = world();
  });

  test('"Shop, Inc." <news@…> is sent with its name; a group or two mailboxes are refused naming /from', async () => {
    const sent = await w.me.tool("send_email", {
      domain: DOMAIN,
      from: `"Shop, Inc." <News@${DOMAIN.toUpperCase()}>`,
      to: "ann@dest.org",
      subject: "Sale",
      text: "Everything must go.",
    });
    expect(sent).toMatchObject({ status: "queued", from: `News@${DOMAIN}` });
    const got = await eventually("the relay sink to receive the message", () => w.sink.received[0]);
    expect(got.from).toBe(`News@${DOMAIN}`); // the envelope sender
    const parsed = await simpleParser(got.raw);
    expect(parsed.from?.value).toEqual([{ name: "Shop, Inc.", address: `News@${DOMAIN}` }]);

    expect((await w.me.refusal("send_email", { domain: DOMAIN, from: `Shop <news@elsewhere.org>`, to: "a@dest.org" })).code).toBe("from_not_in_domain");
    for (const from of [`a@${DOMAIN}, b@${DOMAIN}`, `team: a@${DOMAIN};`, "Shop <>"]) {
      const refusal = await w.me.refusal("send_email", { domain: DOMAIN, from, to: "a@dest.org" });
      // Refused by the schema's shape check where it can tell (two addresses, a group), else by the parser.
      expect([refusal.code, refusal.message]).toEqual(["invalid_arguments", expect.stringContaining("/from")]);
    }
    expect(w.sink.received).toHaveLength(1);
  });
});
