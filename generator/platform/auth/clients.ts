import type { Kysely } from "kysely";
import type { Clock } from "../../runtime";
import { CLIENT_METADATA_ALLOW, guardedFetch, outboundConfigFrom } from "../http";
import type { Storage } from "../storage";
import type { AuthTables } from "./migrations";
import { OAuthError, secret } from "./util";

export interface ClientInfo {
  client_id: string;
  client_name?: string;
  redirect_uris: string[];
  /** Where the metadata came from: registration or a Client ID Metadata Document. */
  kind: "registered" | "metadata-document";
}

const MAX_REDIRECTS = 10;

/**
 * OAuth clients: Client ID Metadata Documents first (a client_id that is an https URL is fetched,
 * through the guarded outbound client, and must name itself), dynamic client registration (RFC
 * 7591) as the fallback. Public clients only: PKCE stands in for a secret.
 */
export class Clients {
  private readonly documents = new Map<string, { info: ClientInfo; until: number }>();

  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly env: Readonly<Record<string, string | undefined>>,
  ) {}

  private get db(): Kysely<AuthTables> {
    return this.storage.kysely<AuthTables>();
  }

  async register(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const redirects = redirectUris(body.redirect_uris, "invalid_redirect_uri");
    const name = typeof body.client_name === "string" ? body.client_name.slice(0, 200) : undefined;
    const method = body.token_endpoint_auth_method;
    if (method !== undefined && method !== "none") throw new OAuthError("invalid_client_metadata", 'token_endpoint_auth_method must be "none": clients are public and use PKCE');
    const clientId = `mcp_${secret(16)}`;
    const now = this.clock.now().getTime();
    const metadata = { client_name: name, redirect_uris: redirects, grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], token_endpoint_auth_method: "none" };
    await this.db.insertInto("auth_clients").values({ client_id: clientId, metadata: JSON.stringify(metadata), created_at: now }).execute();
    return { client_id: clientId, client_id_issued_at: Math.floor(now / 1000), ...metadata };
  }

  /** The client, or OAuthError invalid_client (never a redirect: its redirect URIs are unknown). */
  async find(clientId: string): Promise<ClientInfo> {
    if (/^https?:\/\//.test(clientId)) return this.fromDocument(clientId);
    const row = await this.db.selectFrom("auth_clients").selectAll().where("client_id", "=", clientId).executeTakeFirst();
    if (!row) throw new OAuthError("invalid_client", `unknown client_id ${clientId.slice(0, 100)}; register first (${"/oauth/register"})`, 401);
    const m = JSON.parse(row.metadata) as { client_name?: string; redirect_uris: string[] };
    return { client_id: clientId, client_name: m.client_name, redirect_uris: m.redirect_uris, kind: "registered" };
  }

  private async fromDocument(url: string): Promise<ClientInfo> {
    const cached = this.documents.get(url);
    if (cached && cached.until > this.clock.now().getTime()) return cached.info;
    const u = new URL(url);
    const loopback = u.hostname === "127.0.0.1" || u.hostname === "localhost" || u.hostname === "[::1]";
    // CIMD requires https; plain http is accepted for loopback documents (development, tests),
    // which the outbound client still refuses unless MCPFORGE_CLIENT_METADATA_ALLOW allows loopback.
    // Anyone names this URL: it is fetched under its own allowlist, never the configured upstreams'.
    if (u.protocol !== "https:" && !loopback) throw new OAuthError("invalid_client", "a client_id URL must use https");
    if (u.pathname === "/" || u.hash) throw new OAuthError("invalid_client", "a client_id URL must have a path and no fragment");
    let doc: Record<string, unknown>;
    try {
      const r = await guardedFetch(outboundConfigFrom(this.env, CLIENT_METADATA_ALLOW), url, { headers: { accept: "application/json" }, maxBodyBytes: 5 * 1024 });
      if (r.status !== 200 || r.truncated) throw new Error(`status ${r.status}`);
      doc = JSON.parse(r.body.toString("utf8")) as Record<string, unknown>;
    } catch (err) {
      throw new OAuthError("invalid_client", `the client metadata document could not be read (${err instanceof Error ? err.message : String(err)})`);
    }
    if (doc.client_id !== url) throw new OAuthError("invalid_client", "the client metadata document's client_id must equal its URL");
    const info: ClientInfo = { client_id: url, client_name: typeof doc.client_name === "string" ? doc.client_name.slice(0, 200) : undefined, redirect_uris: redirectUris(doc.redirect_uris, "invalid_client"), kind: "metadata-document" };
    this.documents.set(url, { info, until: this.clock.now().getTime() + 300_000 });
    return info;
  }
}

/** Absolute URIs without fragments; http only to loopback (RFC 8252 native clients), 1 to 10 of them. */
function redirectUris(value: unknown, error: string): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_REDIRECTS) throw new OAuthError(error, `redirect_uris must list 1 to ${MAX_REDIRECTS} URIs`);
  return value.map((v, i) => {
    let u: URL;
    try {
      u = new URL(String(v));
    } catch {
      throw new OAuthError(error, `redirect_uris[${i}] is not an absolute URI`);
    }
    if (typeof v !== "string" || v.length > 2000 || u.hash) throw new OAuthError(error, `redirect_uris[${i}] must be a URI of at most 2000 characters without a fragment`);
    const loopback = u.hostname === "127.0.0.1" || u.hostname === "localhost" || u.hostname === "[::1]";
    if (u.protocol === "http:" && !loopback) throw new OAuthError(error, `redirect_uris[${i}] must use https (http only for loopback)`);
    if (u.protocol === "javascript:" || u.protocol === "data:") throw new OAuthError(error, `redirect_uris[${i}] has a forbidden scheme`);
    return v;
  });
}
