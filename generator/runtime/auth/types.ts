import type { Logger } from "pino";
import type { Clock } from "../clock";
import type { RuntimeConfig } from "../config";
import type { HttpRoute, ServiceDefinition } from "../service";

/** Who is calling, as a validated bearer token says: what handlers read as `ctx.auth`. */
export interface AuthInfo {
  /** The token's `sub`: the signed-in person (an e-mail address with the built-in server). */
  subject: string;
  /** Scopes the token grants (its `scope` claim, space-separated on the wire). */
  scopes: readonly string[];
  /** The OAuth client the person signed in through (`client_id` / `azp`), when the token names it. */
  clientId?: string;
  issuer: string;
  /** Epoch seconds. */
  expiresAt?: number;
}

/** Why a token was refused; `reason` goes into WWW-Authenticate's error_description. */
export class TokenRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Validates a bearer token for one resource (audience); throws TokenRejected. */
export interface TokenVerifier {
  verify(token: string, audience: string): Promise<AuthInfo>;
}

/** How one service's HTTP endpoint treats bearer tokens. */
export interface ServiceAuthPolicy {
  verifier: TokenVerifier;
  /** Scopes a tool needs, `undefined` when it serves anonymous callers. */
  required(tool: string): readonly string[] | undefined;
  /** Every scope the service's tools use (the PRM's scopes_supported). */
  scopesSupported: readonly string[];
  /**
   * Authorization servers named in the protected resource metadata. Absent (census `jwt` mode):
   * no metadata document, the challenge names a realm only.
   */
  authorizationServers?: () => readonly string[];
  /** The audience tokens must carry; default: the endpoint's own URL. */
  audience?: string;
}

export interface AuthSetupDeps {
  config: RuntimeConfig;
  logger: Logger;
  clock: Clock;
  /** The host's public base URL (known once it listens). */
  baseUrl(): string;
  /** The services the host serves (a setup with nothing to protect may decline: undefined). */
  services: readonly ServiceDefinition<unknown>[];
}

/** What an authorization module (the built-in server, an external issuer) gives the host. */
export interface AuthorizationSetup {
  /** The policy of a service, or undefined when none of its tools needs a token. */
  policyFor(definition: ServiceDefinition<unknown>, endpointPath: string): ServiceAuthPolicy | undefined;
  /** Authorization server routes (metadata, /oauth/*), mounted on the host. */
  routes: HttpRoute[];
  close(): Promise<void>;
}

export type AuthorizationFactory = (deps: AuthSetupDeps) => Promise<AuthorizationSetup | undefined>;
