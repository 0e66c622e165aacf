import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Kysely } from "kysely";
import type { Clock } from "mcpforge/runtime";
import { takeCodeAttempt } from "mcpforge/platform/auth/attempts";
import { secret, sha256 } from "mcpforge/platform/auth/util";
import type { Storage } from "mcpforge/platform/storage";
import type { PagesConfig } from "./config";
import type { PageTables } from "./migrations";

export type SessionRow = PageTables["housing_page_sessions"];

/** A session as a page sees it: `subject` is set once the person signed in. */
export interface Session {
  idHash: string;
  csrf: string;
  subject: string | null;
  row: SessionRow;
}

/**
 * Browser sessions of the housing pages. The cookie carries a random id and its HMAC (key derived
 * from HOUSING_SECRET_KEY, generator/platform/secret-key.ts), so a forged cookie is refused
 * without a database read; the database holds only the id's hash, the CSRF token and the
 * subject, so sessions survive a restart and sign-out ends them at once. Cookie: HttpOnly,
 * SameSite=Lax, Path=/, Secure and `__Host-` prefixed when the public URL is https.
 */
export class Sessions {
  constructor(
    private readonly deps: { storage: Storage; clock: Clock; config: PagesConfig; key: Buffer; secure(): boolean },
  ) {}

  private get db(): Kysely<PageTables> {
    return this.deps.storage.kysely<PageTables>();
  }

  cookieName(): string {
    return this.deps.secure() ? "__Host-housing_session" : "housing_session";
  }

  /** The live session named by the request's cookie, or undefined. */
  async find(req: IncomingMessage): Promise<Session | undefined> {
    const id = this.idFrom(req);
    if (!id) return undefined;
    const row = await this.db
      .selectFrom("housing_page_sessions")
      .selectAll()
      .where("id_hash", "=", sha256(id))
      .executeTakeFirst();
    if (!row || Number(row.expires_at) <= this.now()) return undefined;
    return { idHash: row.id_hash, csrf: row.csrf, subject: row.subject, row };
  }

  /** A new session row and its cookie; `subject` null for the sign-in steps. */
  async create(res: ServerResponse, subject: string | null, ttlSec: number): Promise<Session> {
    const id = secret();
    const row: SessionRow = {
      id_hash: sha256(id),
      csrf: secret(),
      subject,
      email: null,
      code_hash: null,
      attempts: 0,
      next_path: null,
      created_at: this.now(),
      expires_at: this.now() + ttlSec * 1000,
    };
    await this.db.insertInto("housing_page_sessions").values(row).execute();
    this.setCookie(res, `${id}.${this.mac(id)}`, ttlSec);
    return { idHash: row.id_hash, csrf: row.csrf, subject, row };
  }

  /** Signs the person in: the anonymous row is replaced by a new one (new id: no fixation). */
  async signIn(res: ServerResponse, old: Session, subject: string): Promise<Session> {
    await this.end(old);
    return this.create(res, subject, this.deps.config.sessionTtlSec);
  }

  async update(
    session: Session,
    values: Partial<Pick<SessionRow, "email" | "code_hash" | "attempts" | "next_path">>,
  ): Promise<void> {
    await this.db.updateTable("housing_page_sessions").set(values).where("id_hash", "=", session.idHash).execute();
  }

  /** One attempt at the session's code `codeHash` (takeCodeAttempt); undefined when none is left. */
  takeAttempt(session: Session, codeHash: string, limit: number): Promise<number | undefined> {
    return takeCodeAttempt(this.db, "housing_page_sessions", session.idHash, codeHash, limit);
  }

  async end(session: Session, res?: ServerResponse): Promise<void> {
    await this.db.deleteFrom("housing_page_sessions").where("id_hash", "=", session.idHash).execute();
    if (res) this.setCookie(res, "", 0);
  }

  /** The form's `csrf` equals the session's token (constant time). */
  csrfMatches(session: Session, given: unknown): boolean {
    if (typeof given !== "string") return false;
    const a = Buffer.from(given);
    const b = Buffer.from(session.csrf);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** Deletes expired rows (the hourly durable job `housing.pages.prune`). */
  async prune(): Promise<void> {
    await this.db.deleteFrom("housing_page_sessions").where("expires_at", "<=", this.now()).execute();
  }

  private idFrom(req: IncomingMessage): string | undefined {
    const value = cookies(req.headers.cookie).get(this.cookieName());
    const m = value ? /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
    if (!m) return undefined;
    const a = Buffer.from(m[2]);
    const b = Buffer.from(this.mac(m[1]));
    return a.length === b.length && timingSafeEqual(a, b) ? m[1] : undefined;
  }

  private mac(id: string): string {
    return createHmac("sha256", this.deps.key).update(`housing-session:${id}`).digest("base64url");
  }

  private setCookie(res: ServerResponse, value: string, maxAgeSec: number): void {
    const attrs = [`${this.cookieName()}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSec}`];
    if (this.deps.secure()) attrs.push("Secure");
    const prior = res.getHeader("set-cookie");
    res.setHeader("set-cookie", [...(Array.isArray(prior) ? prior : prior ? [String(prior)] : []), attrs.join("; ")]);
  }

  private now(): number {
    return this.deps.clock.now().getTime();
  }
}

/** Cookie header → name/value map (first occurrence wins). */
export function cookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !out.has(name)) out.set(name, part.slice(eq + 1).trim());
  }
  return out;
}
