import { generateKeyPairSync } from "node:crypto";
import nodemailer from "nodemailer";
import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../storage/databases";
import { activeDomain, startWorld, type World } from "./harness";
import { bounceReport } from "./servers";

const DOMAIN = "mail.acme-corp.com";

function rsaKey() {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    p: publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    pem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

/** A foreign mail server delivering to the relay's inbound listener. */
function sender(port: number, privateKey: string) {
  return nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure: false,
    ignoreTLS: true,
    name: "mx.sender.org",
    dkim: { domainName: "sender.org", keySelector: "s1", privateKey },
  });
}

describeEachDatabase("email: inbound mail", (kind) => {
  let database: TestDatabase;
  let w: World;
  const published = rsaKey();
  const impostor = rsaKey();

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    w = await startWorld(database);
    await activeDomain(w, w.me, DOMAIN);
    w.dns.txt("sender.org", "v=spf1 ip4:127.0.0.1 -all");
    w.dns.txt("s1._domainkey.sender.org", `v=DKIM1; k=rsa; p=${published.p}`);
    w.dns.txt("_dmarc.sender.org", "v=DMARC1; p=reject");
  });
  afterEach(async () => {
    await w?.close();
    await database?.drop();
  });

  test("a correctly signed message lands in the inbox, one with a bad DKIM signature in spam", async () => {
    await sender(w.h.inboundPort, published.pem).sendMail({
      from: "alice@sender.org",
      to: `support@${DOMAIN}`,
      subject: "Genuine",
      text: "Hello there",
    });
    await sender(w.h.inboundPort, impostor.pem).sendMail({
      from: "alice@sender.org",
      to: `support@${DOMAIN}`,
      subject: "Forged",
      text: "Wire the money",
    });

    const inbox = await w.me.tool("list_messages", { domain: DOMAIN, folder: "inbox" });
    expect(inbox.messages.map((m: any) => m.subject)).toEqual(["Genuine"]);
    expect(inbox.messages[0]).toMatchObject({
      direction: "inbound",
      folder: "inbox",
      status: "received",
      from: "alice@sender.org",
      to: [`support@${DOMAIN}`],
      text: "Hello there\n",
      recipients: null,
    });
    expect(inbox.messages[0].authentication).toEqual({ spf: "pass", dkim: "pass", dmarc: "pass" });

    const spam = await w.me.tool("list_messages", { domain: DOMAIN, folder: "spam" });
    expect(spam.messages.map((m: any) => m.subject)).toEqual(["Forged"]);
    expect(spam.messages[0].authentication.dkim).not.toBe("pass");

    const outbound = await w.me.tool("list_messages", { domain: DOMAIN, direction: "outbound" });
    expect(outbound.messages).toEqual([]);
  });

  test("mail for a domain the relay does not serve is refused at RCPT", async () => {
    const err = await sender(w.h.inboundPort, published.pem)
      .sendMail({ from: "alice@sender.org", to: "someone@not-ours.org", subject: "x", text: "x" })
      .catch((e) => e);
    expect(err.responseCode).toBe(550);
    expect(err.response).toContain("not-ours.org");
  });

  test("a bounce arriving inbound becomes a bounced event on the original message", async () => {
    const sent = await w.me.tool("send_email", {
      domain: DOMAIN,
      from: `hello@${DOMAIN}`,
      to: "left@dest.org",
      subject: "Invoice",
      text: "x",
    });
    await eventually(
      "delivery",
      async () => (await w.me.tool("get_delivery_events", { domain: DOMAIN, event: "delivered" })).events.length === 1,
    );
    const original = w.sink.received[0].raw.toString();
    const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(original)![1];
    const dsn = bounceReport({ recipient: "left@dest.org", messageId, from: `hello@${DOMAIN}` });
    const bouncer = nodemailer.createTransport({
      host: "127.0.0.1",
      port: w.h.inboundPort,
      secure: false,
      ignoreTLS: true,
    });
    await bouncer.sendMail({ envelope: { from: "", to: [`hello@${DOMAIN}`] }, raw: dsn });

    const bounced = await w.me.tool("get_delivery_events", { domain: DOMAIN, event: "bounced" });
    expect(bounced.events).toEqual([
      expect.objectContaining({
        message_id: sent.message_id,
        recipient: "left@dest.org",
        enhanced_status: "5.1.1",
        smtp_code: 550,
      }),
    ]);
    const listed = await w.me.tool("list_messages", { domain: DOMAIN, direction: "outbound" });
    expect(listed.messages[0]).toMatchObject({
      status: "failed",
      recipients: [{ address: "left@dest.org", status: "bounced" }],
    });
    const limits = await w.me.tool("get_sending_limits", { domain: DOMAIN });
    expect(limits.domain).toMatchObject({ bounce_rate: 1, delivery_rate: 0 });
  });
});
