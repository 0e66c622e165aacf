import type { Command } from "commander";
import { join } from "node:path";
import { registerTypeScript } from "./loader";
import type { BoundService } from "../runtime";
import { authModule } from "./project";
import { rootOf } from "./shared";

interface TokenOptions {
  service: string;
  subject: string;
  scope?: string[];
  ttl?: string;
}

/**
 * `mcpforge auth token`: a short-lived access token from the built-in authorization server's key,
 * for scripts and tests. Reads the server's configuration (storage, MCPFORGE_AUTH_SECRET_KEY,
 * MCPFORGE_PUBLIC_URL or HOST/PORT for the audience); needs no running server.
 */
export function registerAuth(program: Command): void {
  const auth = program.command("auth").description("authorization tooling (docs/authorization.md)");
  auth
    .command("token")
    .description("print a short-lived access token signed by the built-in authorization server")
    .requiredOption("--service <slug>", "the service the token is for (its endpoint URL is the audience)")
    .requiredOption("--subject <sub>", "who the token acts for, e.g. alice@example.com")
    .option("--scope <scope...>", "scopes to grant (default: every scope the service's tools use)")
    .option("--ttl <seconds>", "lifetime in seconds (default MCPFORGE_AUTH_ACCESS_TTL_SECONDS, 600)")
    .action(async (opts: TokenOptions, cmd: Command) => {
      const root = rootOf(cmd);
      registerTypeScript(root);
      /* eslint-disable @typescript-eslint/no-require-imports */
      const registry = require(join(root, "handlers", "index.ts")) as { serviceSlugs: readonly string[]; services: Record<string, () => BoundService> };
      const { mintToken } = require(authModule(root)) as typeof import("../platform/auth");
      /* eslint-enable @typescript-eslint/no-require-imports */
      const slugs: readonly string[] = registry.serviceSlugs;
      if (!slugs.includes(opts.service)) throw new Error(`unknown service "${opts.service}"; known: ${slugs.join(", ")}`);
      const definition = registry.services[opts.service]().definition;
      const scopes = opts.scope ?? [...new Set(definition.tools.flatMap((t) => t.auth?.scopes ?? []))];
      const ttl = opts.ttl === undefined ? undefined : Number(opts.ttl);
      if (ttl !== undefined && (!Number.isInteger(ttl) || ttl < 1 || ttl > 86_400)) throw new Error("--ttl must be a whole number of seconds from 1 to 86400");
      const token = await mintToken({ env: process.env, slug: opts.service, subject: opts.subject, scopes, ttlSec: ttl });
      process.stdout.write(`${token}\n`);
    });
}
