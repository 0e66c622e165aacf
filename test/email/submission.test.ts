import nodemailer from "nodemailer";
import { describeEachDatabase, eventually } from "../storage/databases";
import { useWorld, type World } from "./harness";
import { dkimResults } from "./servers";

const DOMAIN = "news.acme-corp.com";

/** An ordinary SMTP client, as an agent's mail library or a CRM campaign would use it. */
function client(port: number, pass: string) {
  return nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure: false,
    ignoreTLS: true,
    auth: { user: "owner@acme-corp.com", pass },
  });
}

describeEachDatabase("email: SMTP submission with the API key", (kind) => {
  const world = useWorld(kind, { domain: DOMAIN });
  let w: World;
  beforeEach(() => {
    w = world();
  });

  test("nodemailer authenticating with the API key sends through the relay, DKIM-signed, with events", async () => {
    const info = await client(w.h.submissionPort, w.apiKey).sendMail({
      from: `Campaigns <news@${DOMAIN}>`,
      to: "reader@dest.org, second@other.net",
      subject: "March news",
      text: "Hello from the CRM.",
    });
    expect(info.accepted).toEqual(["reader@dest.org", "second@other.net"]);
    const messageId = /queued as (msg_[0-9a-f]+)/.exec(info.response)?.[1];
    expect(messageId).toBeDefined();

    const got = await eventually("the relay sink to receive the submitted message", () => w.sink.received[0]);
    expect(got.to.sort()).toEqual(["reader@dest.org", "second@other.net"]);
    expect(await dkimResults(got.raw, w.dns.server)).toEqual([
      { result: "pass", domain: DOMAIN, selector: "mcpforge" },
    ]);

    const events = await eventually("delivered events", async () => {
      const r = await w.me.tool("get_delivery_events", { domain: DOMAIN, event: "delivered" });
      return r.events.length === 2 ? r.events : null;
    });
    expect(events.every((e: any) => e.message_id === messageId)).toBe(true);
    const listed = await w.me.tool("list_messages", { domain: DOMAIN });
    expect(listed.messages[0]).toMatchObject({
      message_id: messageId,
      direction: "outbound",
      subject: "March news",
      text: "Hello from the CRM.\n",
    });
    const limits = await w.me.tool("get_sending_limits", { domain: DOMAIN });
    expect(limits.domain.sent_today).toBe(2); // the same allowance as send_email
  });

  test("a wrong API key is refused at AUTH and nothing is queued", async () => {
    const err = await client(w.h.submissionPort, "mfe_not-a-real-key-000000000000000000000000")
      .sendMail({ from: `news@${DOMAIN}`, to: "reader@dest.org", subject: "x", text: "x" })
      .catch((e) => e);
    expect(err).toMatchObject({ code: "EAUTH", responseCode: 535 });
    const listed = await w.me.tool("list_messages", { domain: DOMAIN });
    expect(listed.messages).toEqual([]);
  });

  test("the same domain and from rules as send_email: foreign sender and foreign From header are refused", async () => {
    const envelope = await client(w.h.submissionPort, w.apiKey)
      .sendMail({ from: "someone@elsewhere.org", to: "reader@dest.org", subject: "x", text: "x" })
      .catch((e) => e);
    expect(envelope.responseCode).toBe(550);
    expect(envelope.response).toContain("from_not_in_domain");

    const header = await client(w.h.submissionPort, w.apiKey)
      .sendMail({
        envelope: { from: `news@${DOMAIN}`, to: ["reader@dest.org"] },
        from: "ceo@bank.example.com",
        to: "reader@dest.org",
        subject: "x",
        text: "x",
      })
      .catch((e) => e);
    expect(header.responseCode).toBe(550);
    expect(header.response).toContain("From header");
    expect(w.sink.received).toEqual([]);
  });
});
