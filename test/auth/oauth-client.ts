import { createHash, randomBytes } from "node:crypto";
import { simpleParser } from "mailparser";
import type { SmtpSink } from "../email/servers";
import { postRaw, type RawResponse } from "../helpers/http";
import { eventually } from "../storage/databases";

/** A browserless OAuth client: what an MCP client does, step by step, over plain HTTP. */
export const pkce = () => {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
};

export const get = (url: string) => postRaw(url, { method: "GET" });
export const json = (r: RawResponse) => JSON.parse(r.body) as Record<string, any>;
export const form = (url: string, fields: Record<string, string>) =>
  postRaw(url, { headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
export const postJson = (url: string, body: unknown) => postRaw(url, { body: JSON.stringify(body) });

/** The value of a hidden form field of a sign-in page. */
export function hidden(page: string, name: string): string {
  const m = new RegExp(`name="${name}" value="([^"]+)"`).exec(page);
  if (!m) throw new Error(`no hidden ${name} in page: ${page.slice(0, 500)}`);
  return m[1];
}

export function authorizeUrl(server: Record<string, any>, p: Record<string, string | undefined>): string {
  const u = new URL(server.authorization_endpoint);
  for (const [k, v] of Object.entries(p)) if (v !== undefined) u.searchParams.set(k, v);
  return u.toString();
}

/** The person at the browser: sign in with the code mailed to `sink`, consent; the redirect back (code, state, iss). */
export async function signInAt(base: string, sink: SmtpSink, url: URL, email: string, expectClient: string): Promise<URL> {
  const page = await get(url.toString());
  if (!page.body.includes(expectClient)) throw new Error(`the sign-in page does not name ${expectClient}: ${page.body.slice(0, 300)}`);
  const request = hidden(page.body, "request");
  const before = sink.received.filter((m) => m.to.includes(email)).length;
  await form(`${base}/oauth/authorize`, { request, step: "email", email });
  const mail = await eventually("the sign-in mail", () => sink.received.filter((m) => m.to.includes(email))[before]);
  const code = /code: (\d{8})/.exec((await simpleParser(mail.raw)).subject ?? "")![1];
  const consent = await form(`${base}/oauth/authorize`, { request, step: "code", code });
  const approved = await form(`${base}/oauth/authorize`, { request, step: "consent", consent: hidden(consent.body, "consent"), decision: "allow" });
  return new URL(String(approved.headers.location));
}
