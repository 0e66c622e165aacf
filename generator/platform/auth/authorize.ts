import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "../../runtime";
import type { Storage } from "../storage";
import { takeCodeAttempt } from "./attempts";
import type { Clients } from "./clients";
import type { AuthConfig } from "./config";
import type { SignInMail } from "./mail";
import type { AuthTables } from "./migrations";
import { codePage, consentPage, emailPage } from "./pages";
import type { Tokens } from "./tokens";
import { OAuthError, secret, sha256, str } from "./util";

interface RequestParams {
  client_id: string;
  client_name: string;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  resource: string;
  state?: string;
}

/** What an authorization step answers: a page to show, or a redirect back to the client. */
export type Step = { page: string; status?: number } | { redirect: string };

const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}\.[^\s@<>"]{1,63}$/;

/**
 * The authorization endpoint: validate the request (client, exact redirect URI, PKCE S256,
 * resource, scopes), sign the person in with a one-time code sent by e-mail, ask consent naming
 * the client and the scopes, then redirect with a single-use code and `iss` (RFC 9207).
 */
export class Authorizer {
  constructor(
    private readonly deps: { storage: Storage; clock: Clock; config: AuthConfig; clients: Clients; tokens: Tokens; mail: SignInMail; issuer(): string; scopesOf(resource: string): readonly string[] | undefined },
  ) {}

  private get db(): Kysely<AuthTables> {
    return this.deps.storage.kysely<AuthTables>();
  }

  /** GET /oauth/authorize. Errors before the redirect URI is trusted are pages, never redirects. */
  async start(q: Record<string, unknown>): Promise<Step> {
    const client = await this.deps.clients.find(str(q, "client_id", true)!);
    const redirect = str(q, "redirect_uri", true)!;
    if (!client.redirect_uris.includes(redirect)) throw new OAuthError("invalid_request", "redirect_uri does not exactly match one registered for this client");
    const state = str(q, "state");
    const back = (error: string, description: string): Step => ({ redirect: this.redirectTo(redirect, { error, error_description: description, state }) });
    if (str(q, "response_type") !== "code") return back("unsupported_response_type", 'response_type must be "code"');
    const challenge = str(q, "code_challenge");
    if (!challenge || !/^[A-Za-z0-9\-_]{43}$/.test(challenge)) return back("invalid_request", "PKCE is required: code_challenge (S256, 43 characters) is missing or malformed");
    if (str(q, "code_challenge_method") !== "S256") return back("invalid_request", "code_challenge_method must be S256");
    const resource = str(q, "resource");
    const offered = resource ? this.deps.scopesOf(resource) : undefined;
    if (!resource || !offered) return back("invalid_target", "resource must name a protected MCP endpoint of this server (RFC 8707)");
    const asked = (str(q, "scope") ?? offered.join(" ")).split(" ").filter(Boolean);
    const unknown = asked.filter((s) => !offered.includes(s));
    if (unknown.length || asked.length === 0) return back("invalid_scope", `scope must be among: ${offered.join(" ")}`);
    const params: RequestParams = { client_id: client.client_id, client_name: client.client_name ?? client.client_id, redirect_uri: redirect, code_challenge: challenge, scope: [...new Set(asked)].sort().join(" "), resource, ...(state ? { state } : {}) };
    const id = secret();
    await this.db.insertInto("auth_requests").values({ id_hash: sha256(id), params: JSON.stringify(params), email: null, code_hash: null, attempts: 0, subject: null, consent_hash: null, expires_at: this.now() + this.deps.config.signInTtlSec * 1000 }).execute();
    return { page: emailPage(id, params.client_name) };
  }

  /** POST /oauth/authorize: the e-mail, code and consent steps of one request. */
  async step(form: Record<string, unknown>, mailWait: (email: string) => number): Promise<Step> {
    const id = str(form, "request", true)!;
    const row = await this.db.selectFrom("auth_requests").selectAll().where("id_hash", "=", sha256(id)).executeTakeFirst();
    if (!row || Number(row.expires_at) < this.now()) throw new OAuthError("invalid_request", "this sign-in has expired or is unknown");
    const p = JSON.parse(row.params) as RequestParams;
    const step = str(form, "step", true);
    if (step === "email") {
      const email = str(form, "email", true)!.trim().toLowerCase();
      if (!EMAIL.test(email)) return { page: emailPage(id, p.client_name, "That is not an e-mail address."), status: 400 };
      const wait = mailWait(email);
      if (wait > 0) return { page: emailPage(id, p.client_name, `Too many codes were asked for; try again in ${Math.ceil(wait / 60)} minutes.`), status: 429 };
      const code = String(randomInt(0, 100_000_000)).padStart(8, "0");
      await this.db.updateTable("auth_requests").set({ email, code_hash: sha256(`${id}:${code}`), attempts: 0 }).where("id_hash", "=", row.id_hash).execute();
      await this.deps.mail.send(email, code, p.client_name);
      return { page: codePage(id, email) };
    }
    if (step === "code") {
      if (!row.email || !row.code_hash) throw new OAuthError("invalid_request", "ask for a code first");
      // Each code posted takes its attempt before it is compared (takeCodeAttempt).
      const limit = this.deps.config.signInAttempts;
      const taken = await takeCodeAttempt(this.db, "auth_requests", row.id_hash, row.code_hash, limit);
      const ok = sha256(`${id}:${(str(form, "code", true) ?? "").replace(/\s/g, "")}`) === row.code_hash;
      if (taken === undefined || (!ok && taken >= limit)) {
        await this.db.deleteFrom("auth_requests").where("id_hash", "=", row.id_hash).execute();
        throw new OAuthError("access_denied", "too many wrong codes; start the sign-in again");
      }
      if (!ok) return { page: codePage(id, row.email, "That code is not right."), status: 400 };
      const consent = secret();
      await this.db.updateTable("auth_requests").set({ subject: row.email, code_hash: null, consent_hash: sha256(consent) }).where("id_hash", "=", row.id_hash).execute();
      return { page: consentPage({ request: id, consent, subject: row.email, clientName: p.client_name, clientId: p.client_id, redirectHost: new URL(p.redirect_uri).host, scopes: p.scope.split(" "), resource: p.resource }) };
    }
    if (step === "consent") {
      if (!row.subject || !row.consent_hash || sha256(str(form, "consent", true)!) !== row.consent_hash) throw new OAuthError("invalid_request", "sign in before consenting");
      // One answer per request: of two consents posted at once only the one that deletes the row goes on.
      const answered = await this.db.deleteFrom("auth_requests").where("id_hash", "=", row.id_hash).where("consent_hash", "=", row.consent_hash).executeTakeFirst();
      if (Number(answered.numDeletedRows) !== 1) throw new OAuthError("invalid_request", "this sign-in was already answered");
      if (str(form, "decision") !== "allow") return { redirect: this.redirectTo(p.redirect_uri, { error: "access_denied", error_description: "the person declined", state: p.state }) };
      const code = await this.deps.tokens.newCode({ client_id: p.client_id, redirect_uri: p.redirect_uri, code_challenge: p.code_challenge, scope: p.scope, resource: p.resource }, row.subject);
      return { redirect: this.redirectTo(p.redirect_uri, { code, state: p.state }) };
    }
    throw new OAuthError("invalid_request", "step must be email, code or consent");
  }

  private redirectTo(uri: string, params: Record<string, string | undefined>): string {
    const u = new URL(uri);
    for (const [k, v] of Object.entries({ ...params, iss: this.deps.issuer() })) if (v !== undefined) u.searchParams.set(k, v);
    return u.toString();
  }

  private now(): number {
    return this.deps.clock.now().getTime();
  }
}
