import type { Command } from "commander";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { registerTypeScript } from "./loader";
import { mockRegistry, type GeneratedRegistry } from "./mock";
import type { BoundService } from "../runtime";
import { onSignal } from "./pack/signals";
import { authModule, runtimeModule } from "./project";
import { rootOf } from "./shared";

interface ServeOptions {
  all?: boolean;
  stdio?: boolean;
  port?: string;
  host?: string;
  path?: string;
  mock?: boolean;
}

export function registerServe(program: Command): void {
  program
    .command("serve")
    .description("serve services over MCP streamable HTTP at /<slug>/mcp, or one service over stdio")
    .argument("[slugs...]", "services to serve (default with --all: every service)")
    .option("--all", "serve every service in spec/")
    .option("--stdio", "serve exactly one service over stdio (logs go to stderr)")
    .option("--port <n>", "HTTP port (default $PORT or 8080; 0 picks a free port)")
    .option("--host <h>", "HTTP bind address (default $HOST or 127.0.0.1)")
    .option("--path <p>", "endpoint path when serving one service (default /<slug>/mcp)")
    .option("--mock", "answer every tool from its output schema's examples (or a synthesised valid value), marked _meta[\"dev.mcpforge/mock\"]; no handlers run")
    .action(async (slugs: string[], opts: ServeOptions, cmd: Command) => {
      if (!opts.stdio) await refuseTakenPort(opts);
      const { registry, runtime } = loadProject(rootOf(cmd), opts.mock === true);
      const { createLogger, loadConfig, serveStdio, startHost } = runtime;
      const chosen = opts.all || slugs.length === 0 ? [...registry.serviceSlugs] : slugs;
      const unknown = chosen.filter((s) => !registry.serviceSlugs.includes(s));
      if (unknown.length) throw new Error(`unknown service(s): ${unknown.join(", ")}; known: ${registry.serviceSlugs.join(", ")}`);
      const config = loadConfig(process.env, overridesOf(opts));
      const logger = createLogger(config.logLevel);
      const bound: BoundService[] = chosen.map((s) => registry.services[s]());
      if (opts.stdio) {
        if (bound.length !== 1) throw new Error("--stdio serves exactly one service: name it, e.g. `mcpforge serve webhooks --stdio`");
        const server = await serveStdio(bound[0], { config, logger, storage: registry.storage });
        onSignal(() => server.close());
        process.stdin.on("end", () => void server.close().then(() => process.exit(0)));
        return;
      }
      const path = opts.path;
      if (path && bound.length !== 1) throw new Error("--path applies when serving exactly one service");
      // MCP_AUTH_MODE (census) and the manifests' `auth` tools: docs/authorization.md. stdio ignores them.
      let host: Awaited<ReturnType<typeof startHost>>;
      try {
        host = await startHost({ services: bound, config, logger, endpointPath: path ? () => path : undefined, authorization: registry.authorization, storage: registry.storage });
      } catch (err) {
        // startHost stopped what it had started (listeners, job workers); should any handle still
        // hold the event loop (a telemetry exporter), the failed start-up ends anyway, with exit 1.
        setTimeout(() => process.exit(1), 1_000).unref();
        throw err;
      }
      for (const b of bound) process.stderr.write(`${b.definition.slug.padEnd(9)} ${host.url}${path ?? `/${b.definition.slug}/mcp`}  (v${b.definition.version}, ${b.definition.tools.length} tools${opts.mock ? ", mock answers" : ""})\n`);
      onSignal(() => host.close());
    });
}

/**
 * Before the services' sources load (seconds for nine of them): is the HTTP port free? A taken
 * one ends start-up with exit 1 and bindError's message now, not after the load (issue 29, item 9).
 * The address is the one startHost will bind: loadConfig of the same environment and options.
 */
async function refuseTakenPort(opts: ServeOptions): Promise<void> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { loadConfig } = require("../runtime/config") as typeof import("../runtime/config");
  const { probeHttpPort } = require("../runtime/http/bind") as typeof import("../runtime/http/bind");
  /* eslint-enable @typescript-eslint/no-require-imports */
  const config = loadConfig(process.env, overridesOf(opts));
  await probeHttpPort(config.host, config.port);
}

/** --port and --host, over what the environment says (PORT, HOST). */
function overridesOf(opts: ServeOptions): { port?: number; host?: string } {
  return { ...(opts.port !== undefined ? { port: Number(opts.port) } : {}), ...(opts.host ? { host: opts.host } : {}) };
}

/**
 * The project's registry and runtime, run from their TypeScript sources under `root` (see
 * generator/commands/loader for why: nothing compiled can be stale). The runtime comes from the same tree
 * as the generated code that imports it, so one copy of it is loaded, not two.
 */
function loadProject(root: string, mock: boolean): { registry: Registry; runtime: typeof import("../runtime") } {
  // The slug → service map is hand-written (handlers/index.ts binds generated definitions to handlers).
  const generated = join(root, "generated", "index.ts");
  if (!existsSync(generated)) throw new Error(`no ${generated}: run \`mcpforge generate\` (and \`mcpforge scaffold\` for new services) first`);
  const index = join(root, "handlers", "index.ts");
  if (!mock && !existsSync(index)) throw new Error(`no ${index}: run \`mcpforge scaffold\` first (it creates the map of services to their handlers)`);
  registerTypeScript(root);
  // Untyped on purpose: the CLI must build before generated/ exists (bootstrap, fixtures).
  /* eslint-disable @typescript-eslint/no-require-imports */
  const runtime = require(runtimeModule(root)) as typeof import("../runtime");
  if (mock) return { registry: mockRegistry(require(generated) as GeneratedRegistry, (line) => process.stderr.write(line)), runtime };
  const registry = require(index) as Registry;
  // A project's handlers/index.ts may bring its own authorization; else the package's platform
  // serves the manifests' `auth` tools (built-in authorization server or MCPFORGE_AUTH_ISSUER).
  const authorization = registry.authorization ?? (require(authModule(root)) as typeof import("../platform/auth")).authorization;
  return { registry: { ...registry, authorization }, runtime };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

interface Registry {
  serviceSlugs: readonly string[];
  services: Record<string, () => BoundService>;
  authorization?: import("../runtime/auth").AuthorizationFactory;
  storage?: import("../runtime/tasks-store").TaskStorageFactory;
}
