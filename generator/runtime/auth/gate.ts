import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { ServiceDefinition, ToolDefinition } from "../service";
import { attachAuth } from "./attach";
import { sendChallenge, type Challenge } from "./challenge";
import { TokenRejected, type AuthInfo, type ServiceAuthPolicy } from "./types";

type Message = { id?: string | number | null; method?: unknown; params?: Record<string, unknown> };

/**
 * The resource server in front of one service's MCP endpoint (MCP authorization, RFC 6750/9728).
 * A POST passes untouched when it calls no tool that needs a subject and carries no bearer token,
 * so anonymous tools keep their hot path. A tools/call of a protected tool whose arguments pass
 * the schema (bad arguments are answered invalid_arguments first: the schema is public and the
 * handler never runs) needs a valid token with the tool's scopes: otherwise 401 (or 403
 * insufficient_scope) with a WWW-Authenticate challenge naming the metadata and the scopes. A
 * token that is sent is always validated, and a bad one is always 401, as the specification asks.
 */
export class ResourceGate {
  private readonly tools: Map<string, ToolDefinition>;

  constructor(
    definition: ServiceDefinition<unknown>,
    private readonly policy: ServiceAuthPolicy,
    private readonly urls: { resource(): string; metadata(): string | undefined },
    private readonly logger: Logger,
    private readonly serviceToken?: (token: string) => AuthInfo | undefined,
  ) {
    this.tools = new Map(definition.tools.map((t) => [t.name, t]));
  }

  /** true: serve the request; false: answered here; a promise of either once a token is checked. */
  admit(req: IncomingMessage, res: ServerResponse, messages: readonly Message[]): boolean | Promise<boolean> {
    const needed = this.scopesNeeded(messages);
    const header = req.headers.authorization;
    const token = bearerToken(header);
    const id = messages.length === 1 ? (messages[0].id ?? null) : null;
    if (token === undefined) {
      if (!needed) return true;
      const bad = header !== undefined;
      this.refuse(res, 401, { ...(bad ? { error: "invalid_request", description: "the Authorization header must be `Bearer <token>`" } : {}), scopes: needed }, id);
      return false;
    }
    const fixed = this.serviceToken?.(token);
    if (fixed) return this.authorize(req, res, fixed, needed, id);
    return this.policy.verifier.verify(token, this.policy.audience ?? this.urls.resource()).then(
      (auth) => this.authorize(req, res, auth, needed, id),
      (err: unknown) => {
        const reason = err instanceof TokenRejected ? err.reason : "the token could not be validated";
        if (!(err instanceof TokenRejected)) this.logger.warn({ err }, "token validation failed unexpectedly");
        this.refuse(res, 401, { error: "invalid_token", description: reason, scopes: needed }, id);
        return false;
      },
    );
  }

  private authorize(req: IncomingMessage, res: ServerResponse, auth: AuthInfo, needed: readonly string[] | undefined, id: string | number | null): boolean {
    const missing = (needed ?? []).filter((s) => !auth.scopes.includes(s));
    if (missing.length) {
      this.refuse(res, 403, { error: "insufficient_scope", description: `the token lacks scope ${missing.join(" ")}`, scopes: needed }, id);
      return false;
    }
    attachAuth(req.headers, auth);
    return true;
  }

  /** Union of the scopes the request's protected tool calls need; undefined when none needs a subject. */
  private scopesNeeded(messages: readonly Message[]): readonly string[] | undefined {
    let needed: Set<string> | undefined;
    for (const m of messages) {
      if (m.method !== "tools/call" || typeof m.params?.name !== "string") continue;
      const scopes = this.policy.required(m.params.name);
      const def = this.tools.get(m.params.name);
      if (!scopes || !def || !def.validateInput(m.params.arguments ?? {})) continue;
      needed ??= new Set();
      for (const s of scopes) needed.add(s);
    }
    return needed && [...needed].sort();
  }

  private refuse(res: ServerResponse, status: 401 | 403, c: Challenge, id: string | number | null): void {
    const resourceMetadata = this.urls.metadata();
    sendChallenge(res, status, { ...c, ...(resourceMetadata ? { resourceMetadata } : { realm: "mcp" }), scopes: c.scopes?.length ? c.scopes : undefined }, id);
  }
}

/** The token of `Authorization: Bearer <token>` (RFC 6750 §2.1, scheme case-insensitive). */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer +([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  return m?.[1];
}
