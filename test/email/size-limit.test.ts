import nodemailer from "nodemailer";
import { describeEachDatabase, eventually } from "../storage/databases";
import { useWorld, type World } from "./harness";
import { filler, rawSmtp } from "./smtp-raw";

const DOMAIN = "mail.acme-corp.com";
const LIMIT = 64 * 1024;
/** 128 times the limit: the old listener kept every byte of it. */
const HUGE = 8 * 1024 * 1024;

async function smtpFigures(w: World): Promise<{ peak_buffered_bytes: number; oversize_refused: number }> {
  const r = await fetch(`${w.h.host.url}/healthz`);
  return ((await r.json()) as any).services.email.smtp;
}

describeEachDatabase("email: SMTP message size limit (issue 10, defect 3)", (kind) => {
  const world = useWorld(kind, { domain: DOMAIN, env: { EMAIL_MAX_MESSAGE_BYTES: String(LIMIT) } });

  test("inbound: an undeclared 8 MiB message gets 552, is never buffered past the limit, nothing is stored, the next message is received", async () => {
    const w = world();
    const smtp = await rawSmtp(w.h.inboundPort);
    try {
      expect((await smtp.command("EHLO mx.sender.org")).text).toContain(`SIZE ${LIMIT}`);
      expect((await smtp.command("MAIL FROM:<alice@sender.org>")).code).toBe(250);
      expect((await smtp.command(`RCPT TO:<support@${DOMAIN}>`)).code).toBe(250);
      expect((await smtp.command("DATA")).code).toBe(354);
      const head = Buffer.from(`From: alice@sender.org\r\nTo: support@${DOMAIN}\r\nSubject: huge\r\n\r\n`);
      const reply = await smtp.data([head, ...filler(HUGE)]);
      expect(reply.code).toBe(552);

      // The same connection goes on serving: a small message is received.
      expect((await smtp.command("MAIL FROM:<alice@sender.org>")).code).toBe(250);
      expect((await smtp.command(`RCPT TO:<support@${DOMAIN}>`)).code).toBe(250);
      expect((await smtp.command("DATA")).code).toBe(354);
      const small = await smtp.data([Buffer.from(`From: alice@sender.org\r\nSubject: small\r\n\r\nhello\r\n`)]);
      expect(small.code).toBe(250);
    } finally {
      smtp.close();
    }
    const figures = await smtpFigures(w);
    expect(figures.oversize_refused).toBe(1);
    expect(figures.peak_buffered_bytes).toBeLessThanOrEqual(LIMIT);
    expect(figures.peak_buffered_bytes).toBeGreaterThan(0);
    const listed = await w.me.tool("list_messages", { domain: DOMAIN, direction: "inbound" });
    expect(listed.messages.map((m: any) => m.subject)).toEqual(["small"]);
  });

  test("inbound: a size declared over the limit is refused at MAIL FROM with 552", async () => {
    const w = world();
    const smtp = await rawSmtp(w.h.inboundPort);
    try {
      await smtp.command("EHLO mx.sender.org");
      const r = await smtp.command(`MAIL FROM:<alice@sender.org> SIZE=${400 * 1024 * 1024}`);
      expect(r.code).toBe(552);
      expect((await smtp.command(`MAIL FROM:<alice@sender.org> SIZE=${LIMIT}`)).code).toBe(250);
    } finally {
      smtp.close();
    }
  });

  test("submission: an oversized message is refused with 552, not buffered past the limit, nothing queued; the next one is queued", async () => {
    const w = world();
    const smtp = await rawSmtp(w.h.submissionPort);
    try {
      expect((await smtp.command("EHLO client.example")).text).toContain(`SIZE ${LIMIT}`);
      const plain = Buffer.from(`\0owner\0${w.apiKey}`).toString("base64");
      expect((await smtp.command(`AUTH PLAIN ${plain}`)).code).toBe(235);
      expect((await smtp.command(`MAIL FROM:<news@${DOMAIN}> SIZE=${LIMIT + 1}`)).code).toBe(552);
      expect((await smtp.command(`MAIL FROM:<news@${DOMAIN}>`)).code).toBe(250);
      expect((await smtp.command("RCPT TO:<reader@dest.org>")).code).toBe(250);
      expect((await smtp.command("DATA")).code).toBe(354);
      const head = Buffer.from(`From: news@${DOMAIN}\r\nTo: reader@dest.org\r\nSubject: huge\r\n\r\n`);
      expect((await smtp.data([head, ...filler(HUGE)])).code).toBe(552);
    } finally {
      smtp.close();
    }
    const figures = await smtpFigures(w);
    expect(figures.oversize_refused).toBe(1);
    expect(figures.peak_buffered_bytes).toBeLessThanOrEqual(LIMIT);
    expect((await w.me.tool("list_messages", { domain: DOMAIN })).messages).toEqual([]);

    const info = await nodemailer
      .createTransport({ host: "127.0.0.1", port: w.h.submissionPort, secure: false, ignoreTLS: true, auth: { user: "owner", pass: w.apiKey } })
      .sendMail({ from: `news@${DOMAIN}`, to: "reader@dest.org", subject: "small", text: "fits" });
    expect(info.response).toMatch(/queued as msg_/);
  });
});

describe("email: SMTP connection cap", () => {
  const world = useWorld("sqlite", { env: { EMAIL_SMTP_MAX_CLIENTS: "2" } });

  test("past EMAIL_SMTP_MAX_CLIENTS a new connection gets 421; once one leaves, connections are served again", async () => {
    const w = world();
    for (const port of [w.h.inboundPort, w.h.submissionPort]) {
      const held = [await rawSmtp(port), await rawSmtp(port)];
      expect(held.map((c) => c.greeting.code)).toEqual([220, 220]);
      const third = await rawSmtp(port);
      expect(third.greeting).toMatchObject({ code: 421, text: expect.stringContaining("Too many connected clients") });
      third.close();
      expect((await held[0].command("QUIT")).code).toBe(221);
      held[0].close();
      const next = await eventually("a free connection slot", async () => {
        const c = await rawSmtp(port);
        if (c.greeting.code === 220) return c;
        c.close();
        return null;
      });
      expect((await next.command("EHLO client.example")).code).toBe(250);
      next.close();
      held[1].close();
      await eventually("both connections to be gone", async () => {
        const probe = [await rawSmtp(port), await rawSmtp(port)];
        probe.forEach((c) => c.close());
        return probe.every((c) => c.greeting.code === 220);
      });
    }
  });
});
