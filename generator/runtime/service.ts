import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Clock } from "./clock";
import type { RuntimeConfig } from "./config";
import type { RequestContext } from "./context";

/** A compiled validator as ajv standalone code exports it. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: import("ajv").ErrorObject[] | null;
}

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  annotations: ToolAnnotations;
  /** Listing price of one call in micro-USD; absent when the manifest lists none. */
  priceMicros?: number;
  errors: readonly string[];
  /** Present when the tool acts for an authenticated subject: the scopes its token needs. */
  auth?: { scopes: readonly string[] };
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
  validateInput: ValidateFunction;
  validateOutput: ValidateFunction;
}

/** What the generator emits per service; `H` is the service's handler interface. */
export interface ServiceDefinition<H = unknown> {
  slug: string;
  title: string;
  description: string;
  instructions: string | null;
  /** Running version, reported in serverInfo. */
  version: string;
  listingVersion: string;
  transports: readonly string[];
  /** The interface document the manifest encodes; absent for a service of one's own design. */
  source?: { document: string; section: string; notes?: string };
  errors: Record<string, string>;
  tools: readonly ToolDefinition[];
  /** Type-only: ties the definition to its handler interface. */
  readonly __handlers?: H;
}

export function defineService<H>(definition: Omit<ServiceDefinition<H>, "__handlers">): ServiceDefinition<H> {
  return definition;
}

/** A tool handler as the runtime sees it (the generated interface gives it precise types). */
export type AnyHandler = (args: never, ctx: RequestContext<string>) => Promise<unknown>;

/** An HTTP route a service adds to the shared host (e.g. the webhook capture endpoint). */
export interface HttpRoute {
  /** Path prefix, e.g. `/webhooks/in/`. */
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;
}

/** What a handler module builds for one process. */
export interface ServiceImplementation<H> {
  tools: H;
  routes?: HttpRoute[];
  /** Called once when the host stops: close pools, stop timers. */
  close?(): Promise<void> | void;
  /**
   * Figures for `/healthz` under `services.<slug>` (e.g. the storage's WAL size). Must be cheap
   * and must not throw; a failure is reported as `{error}` for that service.
   */
  health?(): Promise<Record<string, unknown>> | Record<string, unknown>;
}

/** Everything a handler factory may use; created once per service per process. */
export interface ServiceEnv {
  slug: string;
  config: RuntimeConfig;
  logger: Logger;
  clock: Clock;
  /** Public base URL of the HTTP host, e.g. `http://127.0.0.1:8080` (for URLs in results). */
  baseUrl(): string;
}

export type HandlerFactory<H> = (env: ServiceEnv) => ServiceImplementation<H> | Promise<ServiceImplementation<H>>;

/** The default export of `handlers/<slug>/index.ts`. */
export function defineHandlers<H>(factory: HandlerFactory<H>): HandlerFactory<H> {
  return factory;
}

/** A service definition joined with its handler factory; what the host serves. */
export interface BoundService {
  definition: ServiceDefinition<unknown>;
  factory: HandlerFactory<Record<string, AnyHandler>>;
}

/** Compile-time check that the handler factory implements exactly the service's interface. */
export function bindService<H>(definition: ServiceDefinition<H>, factory: HandlerFactory<H>): BoundService {
  return { definition: definition as ServiceDefinition<unknown>, factory: factory as unknown as BoundService["factory"] };
}
