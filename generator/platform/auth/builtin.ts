import type { Logger } from "pino";
import type { Clock, RuntimeConfig } from "../../runtime";
import { loadSecretKey } from "../secret-key";
import { acquireStorage, type StorageLease } from "../storage";
import { Authorizer } from "./authorize";
import { Clients } from "./clients";
import type { AuthConfig } from "./config";
import { KeyManager } from "./keys";
import { AuthLimits } from "./limits";
import { SignInMail } from "./mail";
import { authMigrations } from "./migrations";
import { serverRoutes } from "./routes";
import { Tokens } from "./tokens";

export interface BuiltIn {
  tokens: Tokens;
  routes: ReturnType<typeof serverRoutes>;
  close(): Promise<void>;
}

/** The embedded authorization server: storage, encrypted keys, clients, sign-in, tokens, routes. */
export async function builtInServer(deps: {
  runtime: RuntimeConfig;
  config: AuthConfig;
  logger: Logger;
  storageLogger?: Logger;
  clock: Clock;
  issuer(): string;
  scopes(): string[];
  scopesOf(resource: string): readonly string[] | undefined;
}): Promise<BuiltIn> {
  const { lease, keys, tokens } = await openTokens(deps);
  const { storage } = lease;
  const clients = new Clients(storage, deps.clock, deps.runtime.env);
  const mail = new SignInMail(deps.config, deps.logger);
  const stopPrune = storage.jobs.register("auth.prune", () => tokens.prune());
  await storage.jobs.every("auth.prune", 3_600_000);
  const authorizer = new Authorizer({ storage, clock: deps.clock, config: deps.config, clients, tokens, mail, issuer: deps.issuer, scopesOf: deps.scopesOf });
  return {
    tokens,
    routes: serverRoutes({ issuer: deps.issuer, scopes: deps.scopes, authorizer, clients, tokens, keys, limits: new AuthLimits(deps.runtime, deps.config, deps.clock), logger: deps.logger }),
    async close() {
      stopPrune();
      mail.close();
      await lease.release();
    },
  };
}

/** Storage, keys and token issuance alone: what `mcpforge auth token` needs, no server. */
export async function openTokens(deps: { runtime: RuntimeConfig; config: AuthConfig; logger: Logger; storageLogger?: Logger; clock: Clock; issuer(): string }): Promise<{ lease: StorageLease; keys: KeyManager; tokens: Tokens }> {
  const lease = await acquireStorage({ config: deps.runtime, logger: deps.storageLogger ?? deps.logger, clock: deps.clock });
  try {
    await lease.storage.migrate("auth", authMigrations);
    const secret = loadSecretKey(deps.runtime.env, deps.logger, { variable: "MCPFORGE_AUTH_SECRET_KEY", file: "auth-secret.key", purpose: "the authorization server's signing keys" });
    const keys = new KeyManager(lease.storage, new Uint8Array(secret), deps.clock, { rotationDays: deps.config.keyRotationDays, accessTtlSec: deps.config.accessTtlSec });
    return { lease, keys, tokens: new Tokens(lease.storage, keys, deps.config, deps.clock, deps.issuer) };
  } catch (err) {
    await lease.release();
    throw err;
  }
}
