import pino from "pino";
import { loadConfig, systemClock, type Clock, type ServiceDefinition } from "../../runtime";
import { jwtVerifier, toolScopes, type AuthorizationFactory, type ServiceAuthPolicy, type TokenVerifier } from "../../runtime/auth";
import { builtInServer, openTokens, type BuiltIn } from "./builtin";
import { authConfigFrom, type AuthConfig } from "./config";
import { discoverJwksUri, remoteKeySet } from "./remote-keys";

export { authConfigFrom, type AuthConfig } from "./config";

/** Asymmetric algorithms accepted from a JWKS: never `none`, never HS* (HS/RS confusion). */
const ASYMMETRIC = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "EdDSA"];
/** Census `oauth` mode: every tool needs this scope. */
export const CENSUS_SCOPE = "census:read";

/**
 * Authorization for the host (docs/authorization.md): the built-in authorization server, or an
 * external issuer (MCPFORGE_AUTH_ISSUER, JWKS discovered from its metadata) with the built-in one
 * off; and each service's policy: the manifest's `auth` tools, census's MCP_AUTH_MODE.
 */
export const authorization: AuthorizationFactory = async (deps) => {
  const config = authConfigFrom(deps.config.env);
  const needed = deps.services.some((d) => toolScopes(d).size > 0 || (d.slug === "census" && config.census.mode !== "none"));
  if (!needed) return undefined;
  const resources = new Map<string, readonly string[]>(); // endpoint path → scopes
  const issuer = () => config.externalIssuer ?? deps.baseUrl();
  const allScopes = () => [...new Set([...resources.values()].flat())].sort();
  let builtIn: BuiltIn | undefined;
  let oauth: TokenVerifier;
  if (config.externalIssuer) {
    const jwksUri = await discoverJwksUri(deps.config.env, config.externalIssuer);
    oauth = jwtVerifier({ key: remoteKeySet(deps.config.env, jwksUri, () => deps.clock.now().getTime()), algorithms: ASYMMETRIC, issuer: config.externalIssuer, clock: deps.clock });
  } else {
    builtIn = await builtInServer({
      runtime: deps.config,
      config,
      logger: deps.logger.child({ component: "auth" }),
      // The process's shared storage logs as component "storage", not as a child of auth's logger
      // (whose lines would then carry "component" twice).
      storageLogger: deps.logger,
      clock: deps.clock,
      issuer,
      scopes: allScopes,
      scopesOf: (resource) => (resource.startsWith(deps.baseUrl()) ? resources.get(resource.slice(deps.baseUrl().length)) : undefined),
    });
    oauth = builtIn.tokens.verifier();
  }
  return {
    routes: builtIn?.routes ?? [],
    close: async () => builtIn?.close(),
    policyFor(definition: ServiceDefinition<unknown>, endpointPath: string): ServiceAuthPolicy | undefined {
      const policy = servicePolicy(definition, config, { oauth, issuer, clock: deps.clock, env: deps.config.env });
      if (policy?.authorizationServers) resources.set(endpointPath, policy.scopesSupported);
      return policy;
    },
  };
};

function servicePolicy(definition: ServiceDefinition<unknown>, config: AuthConfig, deps: { oauth: TokenVerifier; issuer(): string; clock: Clock; env: Readonly<Record<string, string | undefined>> }): ServiceAuthPolicy | undefined {
  const mode = definition.slug === "census" ? config.census.mode : "none";
  const everyTool = (scopes: readonly string[]) => (tool: string) => (definition.tools.some((t) => t.name === tool) ? scopes : undefined);
  const servers = { authorizationServers: () => [deps.issuer()] };
  if (mode === "oauth") return { verifier: deps.oauth, required: everyTool([CENSUS_SCOPE]), scopesSupported: [CENSUS_SCOPE], ...servers };
  if (mode === "jwt") {
    const c = config.census;
    const key = c.jwtSecret ? new TextEncoder().encode(c.jwtSecret) : remoteKeySet(deps.env, c.jwksUrl!, () => deps.clock.now().getTime());
    const verifier = jwtVerifier({ key, algorithms: c.jwtSecret ? ["HS256"] : ASYMMETRIC, issuer: c.issuer, audience: c.audience, clock: deps.clock });
    return { verifier, required: everyTool([]), scopesSupported: [] };
  }
  const scopes = toolScopes(definition);
  if (scopes.size === 0) return undefined;
  return { verifier: deps.oauth, required: (tool) => scopes.get(tool), scopesSupported: [...new Set([...scopes.values()].flat())].sort(), ...servers };
}

/**
 * A short-lived access token from the built-in server's key, without a running server (`mcpforge
 * auth token`, tests). `baseUrl` is the host's public URL: MCPFORGE_PUBLIC_URL or http://HOST:PORT.
 */
export async function mintToken(opts: { env: Readonly<Record<string, string | undefined>>; slug: string; subject: string; scopes: readonly string[]; ttlSec?: number; baseUrl?: string; endpointPath?: string; clock?: Clock }): Promise<string> {
  const runtime = loadConfig(opts.env);
  const config = authConfigFrom(opts.env);
  if (config.externalIssuer) throw new Error(`MCPFORGE_AUTH_ISSUER is set (${config.externalIssuer}): tokens come from that issuer, not from mcpforge; ask it for one`);
  // Exactly the host's base URL (host.ts uses MCPFORGE_PUBLIC_URL as given), so `aud` matches.
  const base = opts.baseUrl ?? runtime.publicUrl ?? `http://${runtime.host.includes(":") ? `[${runtime.host}]` : runtime.host}:${runtime.port}`;
  const logger = pino({ level: "silent" });
  const { lease, tokens } = await openTokens({ runtime, config, logger, clock: opts.clock ?? systemClock, issuer: () => base });
  try {
    return await tokens.mint({ subject: opts.subject, scope: [...opts.scopes].join(" "), resource: `${base}${opts.endpointPath ?? `/${opts.slug}/mcp`}`, ttlSec: opts.ttlSec ?? config.accessTtlSec });
  } finally {
    await lease.release();
  }
}
