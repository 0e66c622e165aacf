import { createHmac, timingSafeEqual } from "node:crypto";
import type { ServiceEnv } from "mcpforge/runtime";
import { readParams } from "mcpforge/platform/auth/util";
import { loadSecretKey } from "mcpforge/platform/secret-key";
import { HOUSING_SECRET_KEY } from "../../catalog/claim-token";
import { esc } from "../../pages/html";
import { PageError, type PageKit, type PageRequest } from "../../pages/kit";
import type { PersonStore } from "../store";
import { forPerson } from "../store/context";
import { removeSearchUpTo } from "../store/searches";

/**
 * The unsubscribe link of every alert e-mail (issue 27, item 10): `/housing/alerts/unsubscribe/<token>`,
 * where the token names the person and when the e-mail was written, signed with a key derived from
 * HOUSING_SECRET_KEY. It needs no sign-in (the link is the proof: only the recipient has it).
 *
 * GET shows a page with one button and changes nothing (mail scanners open links); POST removes
 * the saved search, as the button or a mail client's one-click unsubscribe does (RFC 8058: the
 * e-mail carries `List-Unsubscribe` and `List-Unsubscribe-Post`). A search saved after the e-mail
 * was written is a new wish and stays: an old link never removes it.
 */
export const UNSUBSCRIBE_PATH = "/housing/alerts/unsubscribe/";

export function loadUnsubscribeKey(env: Pick<ServiceEnv, "config" | "logger">): Buffer {
  const root = loadSecretKey(env.config.env, env.logger, HOUSING_SECRET_KEY);
  return createHmac("sha256", root).update("housing alert unsubscribe v1").digest();
}

const tag = (key: Buffer, body: string) => createHmac("sha256", key).update(body).digest("base64url");

/** The token of an e-mail to `person` written at `at` (ms). */
export function unsubscribeToken(key: Buffer, person: string, at: number): string {
  const body = Buffer.from(JSON.stringify({ p: person, t: at })).toString("base64url");
  return `${body}.${tag(key, body)}`;
}

/** The person and time a token names, or undefined when it was not signed with `key`. */
export function readUnsubscribeToken(key: Buffer, token: string): { person: string; at: number } | undefined {
  const [body, given, extra] = token.split(".");
  if (!body || !given || extra !== undefined) return undefined;
  const want = Buffer.from(tag(key, body));
  const got = Buffer.from(given);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return undefined;
  try {
    const v = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { p?: unknown; t?: unknown };
    return typeof v.p === "string" && typeof v.t === "number" ? { person: v.p, at: v.t } : undefined;
  } catch {
    return undefined;
  }
}

export class UnsubscribePages {
  constructor(
    private readonly kit: PageKit,
    private readonly store: PersonStore,
    private readonly key: Buffer,
    private readonly now: () => number,
  ) {}

  async get(r: PageRequest): Promise<void> {
    const who = this.tokenOf(r);
    const body = `<p>Stop the listing alert e-mails sent to <strong>${esc(who.person)}</strong>? This removes the saved search; you can save a new one at any time.</p>
<form method="post" action="${esc(r.url.pathname)}"><button type="submit">Stop alert e-mails</button></form>`;
    this.kit.send(r.res, 200, { title: "Stop listing alerts", body });
  }

  async post(r: PageRequest): Promise<void> {
    const who = this.tokenOf(r);
    await readParams(r.req).catch(() => undefined); // the one-click body (List-Unsubscribe=One-Click) or the empty form
    const actor = { person: who.person, byAssistant: false, clientId: null };
    const removed = await forPerson(this.store.ctx, who.person, (trx) => removeSearchUpTo(trx, actor, this.now(), who.at));
    const body = removed
      ? `<p role="status">Done: no more listing alert e-mails go to <strong>${esc(who.person)}</strong>.</p>`
      : `<p role="status">There was nothing to stop: no saved search from before this e-mail remains for <strong>${esc(who.person)}</strong>.</p>`;
    this.kit.send(r.res, 200, { title: "Listing alerts stopped", body });
  }

  private tokenOf(r: PageRequest): { person: string; at: number } {
    const who = r.rest.length === 1 ? readUnsubscribeToken(this.key, r.rest[0]!) : undefined;
    if (!who) throw new PageError(404, "This unsubscribe link is not valid: it was changed or cut short. Use the link of the e-mail as it came.");
    return who;
  }
}
