import { randomInt } from "node:crypto";
import { clientAddress, RateLimiter, type Clock, type RuntimeConfig } from "mcpforge/runtime";
import type { AuthLimits } from "mcpforge/platform/auth/limits";
import type { SignInMail } from "mcpforge/platform/auth/mail";
import { sha256 } from "mcpforge/platform/auth/util";
import { csrfField, esc, field } from "./html";
import { PageError, type PageKit, type PageRequest } from "./kit";
import type { PagesConfig } from "./config";
import type { Session } from "./sessions";

const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}\.[^\s@<>"]{1,63}$/;

/** Where a sign-in may return to: a housing page path, never another site. */
export function safeNext(value: string | null | undefined): string {
  return value && value.length <= 8192 && /^\/housing\/[A-Za-z0-9/_\-.%?=&+~]*$/.test(value) && !value.includes("//")
    ? value
    : "/housing/landlord";
}

/**
 * Browser sign-in with an e-mailed one-time code (the authorization server's mail transport and
 * per-address/per-recipient mail limits): e-mail → 8-digit code → a signed-in session. Both steps
 * are POSTs carrying the CSRF token of the anonymous session; the code is stored hashed.
 */
export class SignInPages {
  constructor(
    private readonly kit: PageKit,
    private readonly deps: {
      config: PagesConfig;
      mail: SignInMail;
      limits: AuthLimits;
      runtime: RuntimeConfig;
      clock: Clock;
    },
  ) {
    const perHour = deps.config.signInsPerHour;
    this.starts = new RateLimiter({ perSecond: perHour / 3600, burst: perHour, clock: deps.clock });
  }

  /** Anonymous sessions (database rows) started per client address. */
  private readonly starts: RateLimiter;

  async get(r: PageRequest): Promise<void> {
    let session = await this.kit.sessions.find(r.req);
    if (!session) {
      const wait = this.starts.take(clientAddress(r.req, this.deps.runtime));
      if (wait > 0)
        throw new PageError(
          429,
          `Too many sign-ins were started from your address; try again in ${Math.ceil(wait / 60_000)} minutes (HOUSING_PAGES_SIGNINS_PER_HOUR).`,
        );
      session = await this.kit.sessions.create(r.res, null, this.deps.config.signInTtlSec);
    }
    const next = safeNext(r.url.searchParams.get("next") ?? session.row.next_path);
    if (session.subject) return this.kit.redirect(r.res, next);
    if (r.url.searchParams.has("next")) await this.kit.sessions.update(session, { next_path: next });
    if (r.url.searchParams.get("step") === "code" && session.row.email) return this.codeForm(r, session, 200);
    this.emailForm(r, session, 200);
  }

  async post(r: PageRequest): Promise<void> {
    const session = await this.kit.sessions.find(r.req);
    if (!session) throw new PageError(403, "Your sign-in has expired. Open the sign-in page again.");
    const form = await this.kit.form(r, session);
    if (form.step === "email") return this.email(r, session, form.email ?? "");
    if (form.step === "code") return this.code(r, session, form.code ?? "");
    throw new PageError(400, "step must be email or code.");
  }

  private async email(r: PageRequest, session: Session, raw: string): Promise<void> {
    const email = raw.trim().toLowerCase();
    if (!EMAIL.test(email)) return this.emailForm(r, session, 400, "E-mail address: that is not an e-mail address.");
    const wait = this.deps.limits.mail(r.req, email);
    if (wait > 0)
      return this.emailForm(
        r,
        session,
        429,
        `Too many codes were asked for; try again in ${Math.ceil(wait / 60)} minutes.`,
      );
    const code = String(randomInt(0, 100_000_000)).padStart(8, "0");
    await this.kit.sessions.update(session, { email, code_hash: sha256(`${session.idHash}:${code}`), attempts: 0 });
    await this.deps.mail.send(email, code, "the housing pages");
    this.kit.redirect(r.res, "/housing/sign-in?step=code");
  }

  private async code(r: PageRequest, session: Session, raw: string): Promise<void> {
    const { email, code_hash } = session.row;
    if (!email || !code_hash) return this.emailForm(r, session, 400, "Ask for a code first.");
    // Every comparison takes its attempt first, atomically: codes posted at once cannot all
    // count from the same read, so no more than signInAttempts codes are ever tried.
    const attempts = await this.kit.sessions.takeAttempt(session, code_hash, this.deps.config.signInAttempts);
    if (attempts === undefined)
      return this.emailForm(
        r,
        session,
        400,
        "Too many wrong codes, or a new code was asked for meanwhile. Ask for a new code.",
      );
    if (sha256(`${session.idHash}:${raw.replace(/\s/g, "")}`) !== code_hash) {
      if (attempts >= this.deps.config.signInAttempts) {
        await this.kit.sessions.update(session, { email: null, code_hash: null, attempts: 0 });
        return this.emailForm(r, session, 400, "Too many wrong codes. Ask for a new code.");
      }
      return this.codeForm(r, session, 400, "Code: that code is not right.");
    }
    const next = safeNext(session.row.next_path);
    await this.kit.sessions.signIn(r.res, session, email);
    this.kit.redirect(r.res, next);
  }

  /** POST /housing/sign-out: ends the session (CSRF-checked), then back to sign-in. */
  async signOut(r: PageRequest): Promise<void> {
    const session = await this.kit.sessions.find(r.req);
    if (!session) return this.kit.redirect(r.res, "/housing/sign-in");
    await this.kit.form(r, session);
    await this.kit.sessions.end(session, r.res);
    this.kit.redirect(r.res, "/housing/sign-in");
  }

  private emailForm(r: PageRequest, session: Session, status: number, problem?: string): void {
    const body = `<p>Sign in to finish listings, claim permit records, apply for rentals and answer tour requests. We will e-mail you a one-time code.</p>
<form method="post" action="/housing/sign-in">${csrfField(session.csrf)}<input type="hidden" name="step" value="email">
${field({ name: "email", label: "E-mail address", type: "email", required: true, attrs: 'autocomplete="email" maxlength="254"' })}
<button type="submit">Send the code</button></form>`;
    this.kit.send(r.res, status, {
      title: "Sign in",
      body,
      flash: problem ? { kind: "problem", text: problem } : undefined,
    });
  }

  private codeForm(r: PageRequest, session: Session, status: number, problem?: string): void {
    const body = `<p>We sent a code to <strong>${esc(session.row.email ?? "")}</strong>. It is valid for ${Math.round(this.deps.config.signInTtlSec / 60)} minutes.</p>
<form method="post" action="/housing/sign-in">${csrfField(session.csrf)}<input type="hidden" name="step" value="code">
${field({ name: "code", label: "Code", required: true, attrs: 'inputmode="numeric" autocomplete="one-time-code" maxlength="12"' })}
<button type="submit">Sign in</button></form><p><a href="/housing/sign-in">Use another e-mail address</a></p>`;
    this.kit.send(r.res, status, {
      title: "Enter your code",
      body,
      flash: problem ? { kind: "problem", text: problem } : undefined,
    });
  }
}
