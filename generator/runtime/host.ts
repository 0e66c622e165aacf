import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from "node:http";
import { bindError } from "./http/bind";
import type { AddressInfo } from "node:net";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Logger } from "pino";
import { serviceAuth } from "./auth/wiring";
import type { AuthorizationFactory } from "./auth/types";
import { systemClock, type Clock } from "./clock";
import type { RuntimeConfig } from "./config";
import { ToolRunner } from "./dispatch";
import { UiViews } from "./resources-ui";
import { ExtrasRunner } from "./resources";
import { registerTaskHost, TaskHost } from "./tasks";
import type { TaskStorageFactory } from "./tasks-store";
import { McpEndpoint } from "./http/endpoint";
import { FairTurns, type Serve, type TurnStats } from "./http/fair-turns";
import { HealthBook } from "./http/healthz";
import { clientAddress, limitKey } from "./http/client-address";
import { sendHttpError } from "./http/hygiene";
import { capConnections, rateLimitGate, serverOptions } from "./http/limits";
import { MuxTransport } from "./http/mux-transport";
import type { BoundService, HttpRoute, ServiceEnv, ServiceImplementation } from "./service";
import { flushOnClose, observeConnections, startServiceTelemetry } from "./telemetry/host";

export interface HostOptions {
  services: readonly BoundService[];
  config: RuntimeConfig;
  logger: Logger;
  clock?: Clock;
  /** MCP endpoint path per service; default `/<slug>/mcp`. */
  endpointPath?: (slug: string) => string;
  /** Token validation and the authorization server routes (generator/platform/auth); see docs/authorization.md. */
  authorization?: AuthorizationFactory;
  /** The project's storage, for the tasks extension's task table (handlers/index.ts `storage`); without it no service offers tasks. */
  storage?: TaskStorageFactory;
}

export interface RunningHost {
  url: string;
  port: number;
  http: HttpServer;
  /** The fair turns' counters: requests dispatched at once, queued, waiting (http/fair-turns.ts). */
  turns(): TurnStats;
  /** Stops accepting, lets in-flight exchanges finish (bounded), then closes every service. */
  close(): Promise<void>;
}

interface Started {
  slug: string;
  impl: ServiceImplementation<Record<string, unknown>>;
  /** The service's SDK `Server`, or undefined while no request has needed it. */
  sdkIfCreated(): Server | undefined;
}

export interface StartedService {
  impl: Awaited<ReturnType<BoundService["factory"]>>;
  runner: ToolRunner;
  logger: Logger;
  /** The one SDK `Server` of the service, created on first access. */
  readonly sdk: Server;
  sdkIfCreated(): Server | undefined;
}

/**
 * Creates the services' implementations and runners; shared by the HTTP host and stdio. The SDK
 * `Server` is created on first access, and the SDK module loaded with it: over HTTP the hot path
 * never needs it, and loading it (zod and every protocol schema) is ~200 ms of cold start.
 */
export async function startService(bound: BoundService, deps: { config: RuntimeConfig; logger: Logger; clock: Clock; baseUrl: () => string; storage?: TaskStorageFactory }): Promise<StartedService> {
  const slug = bound.definition.slug;
  const logger = deps.logger.child({ service: slug });
  const env: ServiceEnv = { slug, config: deps.config, logger, clock: deps.clock, baseUrl: deps.baseUrl };
  const built = await bound.factory(env);
  const runner = new ToolRunner(bound.definition, built.tools, { logger, clock: deps.clock, config: deps.config });
  // Task tools (manifest `task`): the runtime's task table, closed before the service's own storage.
  const tasks = TaskHost.for(runner, { config: deps.config, logger, clock: deps.clock, storage: deps.storage });
  if (tasks) registerTaskHost(runner, tasks);
  const impl = tasks ? { ...built, close: async () => (await tasks.close(), await built.close?.()) } : built;
  if (bound.definition.resources?.length || bound.definition.prompts?.length) runner.extras = new ExtrasRunner(bound.definition, built, { logger, clock: deps.clock, config: deps.config });
  if (bound.definition.tools.some((t) => t.ui)) runner.views = new UiViews(bound.definition, runner.extras, logger);
  let sdk: Server | undefined;
  return {
    impl,
    runner,
    logger,
    get sdk(): Server {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      return (sdk ??= (require("./sdk-server") as typeof import("./sdk-server")).createSdkServer(runner));
    },
    sdkIfCreated: () => sdk,
  };
}

/**
 * One process, any set of services, each at `/<slug>/mcp`, plus the routes services add. The HTTP
 * port is bound first (answering 503 until every service has started): a port that cannot be
 * bound ends start-up at once, before any listener or job worker of a service runs; a service
 * that cannot start stops those started before it and the HTTP listener (docs/operations.md).
 */
export async function startHost(opts: HostOptions): Promise<RunningHost> {
  const { config, logger } = opts;
  const clock = opts.clock ?? systemClock;
  let baseUrl = config.publicUrl ?? "";
  const endpoints = new Map<string, Serve>();
  const routes: HttpRoute[] = [];
  let served: { prefix: string; serve: Serve }[] = [];
  const started: Started[] = [];
  const loopback = isLoopback(config.host);
  const admit = rateLimitGate(config, clock);
  const health = new HealthBook(() => clock.now().getTime());
  // Fair turns of the event loop (issue 30): past the turn's budget, requests wait round-robin per client address.
  const turns = new FairTurns(config.turnBudgetMs, config.maxConnections > 0 ? config.maxConnections : 1024, (req) => limitKey(clientAddress(req, config)));
  let ready = false;

  const http = createServer(serverOptions(config), (req: IncomingMessage, res: ServerResponse) => {
    if (!ready) return sendHttpError(res, 503, -32000, "The server is starting: retry in a moment");
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    if (!headroom(req, res, path)) return; // the reserved connections (http/connections.ts)
    const endpoint = endpoints.get(path);
    if (endpoint) {
      if (admit(req, res)) turns.run(req, res, endpoint);
      return;
    }
    for (const route of served) {
      if (path.startsWith(route.prefix)) return turns.run(req, res, route.serve);
    }
    if (path === "/healthz") {
      void health.figures(started.map((s) => ({ slug: s.slug, health: s.impl.health?.bind(s.impl) }))).then((services) => {
        const body = JSON.stringify({ status: "ok", services });
        res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) }).end(body);
      });
      return;
    }
    sendHttpError(res, 404, -32000, `Not found: no MCP endpoint at ${path}; try ${[...endpoints.keys()].join(", ")}`);
  });
  const headroom = capConnections(http, config);
  try {
    await new Promise<void>((resolve, reject) => {
      http.once("error", reject);
      http.listen(config.port, config.host, () => resolve());
    });
  } catch (err) {
    throw bindError(err, config.host, config.port);
  }
  const port = (http.address() as AddressInfo).port;
  const shownHost = config.host.includes(":") ? `[${config.host}]` : config.host;
  const url = `http://${shownHost}:${port}`;
  if (!baseUrl) baseUrl = url;
  // Observed once telemetry has started (startServiceTelemetry): before it, there is no meter.
  let stopObserving = (): void => undefined;
  let auth: Awaited<ReturnType<AuthorizationFactory>> | undefined;
  try {
    auth = opts.authorization ? await opts.authorization({ config, logger, clock, baseUrl: () => baseUrl, services: opts.services.map((b) => b.definition) }) : undefined;
    if (auth) routes.push(...auth.routes);
    routes.push(...startServiceTelemetry(config, opts.services, logger));
    stopObserving = observeConnections(http);
    for (const bound of opts.services) await startOne(bound);
  } catch (err) {
    // Whatever started before the failure (listeners, job workers of earlier services) stops, so
    // a host that cannot start ends instead of running half-started.
    for (const s of started.splice(0).reverse()) await closeQuietly(s, logger);
    await auth?.close();
    stopObserving();
    await new Promise((resolve) => http.close(resolve));
    throw err;
  }
  async function startOne(bound: BoundService): Promise<void> {
    const s = await startService(bound, { config, logger, clock, baseUrl: () => baseUrl, storage: opts.storage });
    // Server.connect assigns the transport's onmessage synchronously; its promise only awaits
    // the transport's (empty) start().
    const mux = new MuxTransport((transport) => void s.sdk.connect(transport));
    const path = opts.endpointPath?.(bound.definition.slug) ?? `/${bound.definition.slug}/mcp`;
    const guard = serviceAuth(bound.definition, path, { setup: auth, baseUrl: () => baseUrl, logger: s.logger, serviceToken: s.impl.serviceToken?.bind(s.impl) });
    routes.push(...guard.routes);
    const endpoint = new McpEndpoint(bound.definition, s.runner, mux, { config, logger: s.logger, loopback, gate: guard.gate });
    endpoints.set(path, (req, res) => endpoint.handle(req, res));
    routes.push(...(s.impl.routes ?? []));
    started.push({ slug: bound.definition.slug, impl: s.impl as Started["impl"], sdkIfCreated: s.sdkIfCreated });
  }
  routes.sort((a, b) => b.prefix.length - a.prefix.length);
  served = routes.map((route) => ({ prefix: route.prefix, serve: serveRoute(route, logger) }));
  ready = true;

  return {
    url,
    port,
    http,
    turns: () => turns.stats,
    async close() {
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeIdleConnections();
        // In-flight exchanges (a 25 s wait_for_webhook) get a short grace period, then go.
        setTimeout(() => http.closeAllConnections(), 2_000).unref();
      });
      for (const s of started) {
        await s.sdkIfCreated()?.close().catch(() => undefined);
        await s.impl.close?.();
      }
      await auth?.close();
      stopObserving();
      await flushOnClose();
    },
  };
}

/** A service route as the scheduler dispatches it: a failure is logged and answered 500. */
function serveRoute(route: HttpRoute, logger: Logger): Serve {
  return (req, res) => {
    Promise.resolve(route.handle(req, res)).catch((err: unknown) => {
      logger.error({ err, path: req.url }, "route failed");
      if (!res.headersSent) sendHttpError(res, 500, -32603, "Internal error");
      else res.destroy();
    });
  };
}

async function closeQuietly(s: Started, logger: Logger): Promise<void> {
  try {
    await s.impl.close?.();
  } catch (err) {
    logger.warn({ err, service: s.slug }, "close after failed start-up");
  }
}

function isLoopback(host: string): boolean {
  return host === "127.0.0.1" || host === "localhost" || host === "::1" || host.startsWith("127.");
}
