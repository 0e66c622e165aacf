import nodemailer, { type Transporter } from "nodemailer";
import { senderHeaderProblem } from "../../handlers/email/sender-headers";
import { describeEachDatabase, eventually } from "../storage/databases";
import { useWorld, type World } from "./harness";

const DOMAIN = "news.acme-corp.com";

/**
 * Submits `headers` + a body byte for byte, envelope sender in the account's verified domain.
 * Without `pool` a connection of its own; with one, through that session (one connection for
 * many messages, as a mail client sends them: each connection's greeting costs 100 ms).
 */
function submit(w: World, headers: string[], pool?: Transporter) {
  return (pool ?? submissionClient(w, false)).sendMail({
    envelope: { from: `news@${DOMAIN}`, to: ["reader@dest.org"] },
    raw: `${[...headers, "To: reader@dest.org", "Subject: quarterly"].join("\r\n")}\r\n\r\nbody\r\n`,
  });
}

const submissionClient = (w: World, pool: boolean) =>
  nodemailer.createTransport({ pool, maxConnections: 1, host: "127.0.0.1", port: w.h.submissionPort, secure: false, ignoreTLS: true, auth: { user: "owner", pass: w.apiKey } });

const b64 = (s: string) => Buffer.from(s).toString("base64");

// Issue 10, defect 4: each of these was accepted (only the first address of the last From header was checked) and DKIM-signed.
const SPOOFS: [string, string[]][] = [
  ["a second address in From", [`From: news@${DOMAIN}, ceo@other.com`]],
  ["a second From header with a foreign address", [`From: news@${DOMAIN}`, "From: ceo@other.com"]],
  ["a foreign From header before the checked one", ["From: ceo@other.com", `From: news@${DOMAIN}`]],
  ["two From headers, both in the domain", [`From: news@${DOMAIN}`, `From: sales@${DOMAIN}`]],
  ["an address as the display name", [`From: "ceo@other.com" <news@${DOMAIN}>`]],
  ["an address in an encoded-word display name", [`From: =?utf-8?B?${b64("ceo@other.com")}?= <news@${DOMAIN}>`]],
  ["an address in a comment", [`From: news@${DOMAIN} (ceo@other.com)`]],
  ["a foreign address in a group", [`From: team: news@${DOMAIN}, ceo@other.com;`]],
  ["a foreign address folded onto a continuation line", [`From: news@${DOMAIN},`, " ceo@other.com"]],
  ["a foreign Sender", [`From: news@${DOMAIN}`, "Sender: ceo@other.com"]],
  ["a foreign Reply-To", [`From: news@${DOMAIN}`, "Reply-To: ceo@other.com"]],
  ["a second Reply-To", [`From: news@${DOMAIN}`, `Reply-To: help@${DOMAIN}`, `reply-to: help@${DOMAIN}`]],
  ["no From header", [`Sender: news@${DOMAIN}`]],
  ["a From header spelled with space before the colon", [`From: news@${DOMAIN}`, "FROM : ceo@other.com"]],
];

describeEachDatabase("email: From/Sender/Reply-To over SMTP submission (issue 10, defect 4)", (kind) => {
  const world = useWorld(kind, { domain: DOMAIN });

  test("every spoofing header set is refused with 550 from_not_in_domain and nothing is queued or sent", async () => {
    const w = world();
    const session = submissionClient(w, true);
    try {
      for (const [what, headers] of SPOOFS) {
        const err = await submit(w, headers, session).then(
          () => new Error(`accepted: ${what}`),
          (e) => e,
        );
        expect({ what, code: err.responseCode, response: String(err.response) }).toMatchObject({
          what,
          code: 550,
          response: expect.stringContaining("from_not_in_domain"),
        });
      }
    } finally {
      session.close();
    }
    expect((await w.me.tool("list_messages", { domain: DOMAIN })).messages).toEqual([]);
    expect((await w.me.tool("get_sending_limits", { domain: DOMAIN })).domain.sent_today).toBe(0);
  });

  test("a display name, Sender and Reply-To in the domain are accepted and delivered", async () => {
    const w = world();
    const info = await submit(w, [`From: "Acme News" <news@${DOMAIN}>`, `Sender: bounce@${DOMAIN}`, `Reply-To: Help <help@${DOMAIN}>`]);
    expect(info.response).toMatch(/queued as msg_/);
    const got = await eventually("the relay sink to receive the message", () => w.sink.received[0]);
    expect(got.raw.toString()).toContain(`Reply-To: Help <help@${DOMAIN}>`);
    expect(w.sink.received).toHaveLength(1);
  });
});

describe("senderHeaderProblem: header sections other parsers could read differently", () => {
  const msg = (head: string) => Buffer.from(`${head}\r\n\r\nbody`);
  test.each([
    ["a line that is not Name: value", `From: news@${DOMAIN}\r\nceo@other.com`],
    ["a section starting with a continuation line", ` x\r\nFrom: news@${DOMAIN}`],
    ["a full-width at sign in the display name", `From: "ceo\uFF20other.com" <news@${DOMAIN}>`],
    ["an encoded word in an unknown charset", `From: =?x-no-such?B?${b64("a")}?= <news@${DOMAIN}>`],
    ["a quoted local part hiding an address", `From: "ceo@other.com"@${DOMAIN}`],
    ["an empty From", "From: <>"],
  ])("%s is refused", (_what, head) => {
    expect(senderHeaderProblem(msg(head), DOMAIN)).not.toBeNull();
  });
  test("bare LF line ends and a plain display name pass", () => {
    expect(senderHeaderProblem(Buffer.from(`From: News <news@${DOMAIN}>\nTo: a@b.org\n\nbody`), DOMAIN)).toBeNull();
  });
});
