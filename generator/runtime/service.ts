import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Clock } from "./clock";
import type { RuntimeConfig } from "./config";
import type { RequestContext } from "./context";
import type { AuthInfo } from "./auth/types";
import type { NoHandlers, PromptDefinition, ResourceDefinition } from "./resources-types";

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
  /** Input properties mirrored into `Mcp-Param-{header}` on 2026-07-28 HTTP calls (x-mcp-header). */
  paramHeaders?: readonly { header: string; path: readonly string[]; type: "string" | "integer" | "boolean" }[];
  /** The handler may ask for input (ctx.confirm / ctx.elicit); see runtime/mrtr.ts. */
  mayRequestInput?: boolean;
  /** Runs as a task for 2026-07-28 clients declaring the tasks extension (runtime/tasks.ts). */
  task?: { ttlMs: number; pollIntervalMs: number; required?: boolean; askFirst?: boolean };
  /** An MCP Apps view of the result (manifest `ui`; runtime/resources-ui.ts). */
  ui?: ToolUi;
}

/** A tool's view: `_meta.ui` of tools/list and the ui:// resource, for clients declaring the extension. */
export interface ToolUi {
  resourceUri: string;
  visibility?: readonly ("model" | "app")[];
  csp?: { connectDomains?: readonly string[]; resourceDomains?: readonly string[] };
  prefersBorder?: boolean;
  /** The bundled HTML file (generated/<slug>/views/<tool>.html). */
  htmlFile: string;
}

/**
 * What the generator emits per service; `H` is the service's tool handler interface, `R` and `P`
 * those of its resources and prompts (NoHandlers when it declares none).
 */
export interface ServiceDefinition<H = unknown, R = NoHandlers, P = NoHandlers> {
  slug: string;
  title: string;
  description: string;
  instructions: string | null;
  /** Running version, reported in serverInfo. */
  version: string;
  listingVersion: string;
  transports: readonly string[];
  /** Caching hints of server/discover and tools/list (2026-07-28); absent: 60 s, public. */
  caching?: { ttlMs: number; cacheScope: "public" | "private" };
  /** The interface document the manifest encodes; absent for a service of one's own design. */
  source?: { document: string; section: string; notes?: string };
  errors: Record<string, string>;
  tools: readonly ToolDefinition[];
  /** `_meta` of every successful result; `serve --mock` marks its answers with it. Never emitted by the generator. */
  resultMeta?: Record<string, unknown>;
  /** Resources and resource templates (manifest `resources`), sorted by name; absent: none. */
  resources?: readonly ResourceDefinition[];
  /** Prompts (manifest `prompts`), sorted by name; absent: none. */
  prompts?: readonly PromptDefinition[];
  /** Type-only: ties the definition to its handler interfaces. */
  readonly __handlers?: H;
  readonly __resources?: R;
  readonly __prompts?: P;
}

export function defineService<H, R = NoHandlers, P = NoHandlers>(definition: Omit<ServiceDefinition<H, R, P>, "__handlers" | "__resources" | "__prompts">): ServiceDefinition<H, R, P> {
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

/** `resources` / `prompts` of an implementation: required when the manifest declares any, else absent. */
type Members<K extends string, T> = [keyof T] extends [never] ? { [k in K]?: undefined } : { [k in K]: T };

/** What a handler module builds for one process. */
export type ServiceImplementation<H, R = NoHandlers, P = NoHandlers> = ServiceImplementationBase<H> & Members<"resources", R> & Members<"prompts", P>;

export interface ServiceImplementationBase<H> {
  tools: H;
  routes?: HttpRoute[];
  /** Called once when the host stops: close pools, stop timers. */
  close?(): Promise<void> | void;
  /**
   * Figures for `/healthz` under `services.<slug>` (e.g. the storage's WAL size). Must be cheap
   * and must not throw; a failure is reported as `{error}` for that service.
   */
  health?(): Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * Opaque bearer tokens an operator configured for this service (e.g. freight's
   * FREIGHT_HEALTH_TOKEN), tried by the resource gate before the authorization server's verifier:
   * the grant when `token` is one (compare in constant time), otherwise undefined. The gate still
   * checks the grant's scopes against the tool's.
   */
  serviceToken?(token: string): AuthInfo | undefined;
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

export type HandlerFactory<H, R = NoHandlers, P = NoHandlers> = (env: ServiceEnv) => ServiceImplementation<H, R, P> | Promise<ServiceImplementation<H, R, P>>;

/** The default export of `handlers/<slug>/index.ts`. */
export function defineHandlers<H, R = NoHandlers, P = NoHandlers>(factory: HandlerFactory<H, R, P>): HandlerFactory<H, R, P> {
  return factory;
}

/** A service definition joined with its handler factory; what the host serves. */
export interface BoundService {
  definition: ServiceDefinition<unknown>;
  factory: (env: ServiceEnv) => AnyImplementation | Promise<AnyImplementation>;
}

/** An implementation as the runtime sees it: resource and prompt handlers looked up by name. */
export type AnyImplementation = ServiceImplementationBase<Record<string, AnyHandler>> & {
  resources?: Record<string, AnyHandler>;
  prompts?: Record<string, AnyHandler>;
};

/** Compile-time check that the handler factory implements exactly the service's interfaces. */
export function bindService<H, R, P>(definition: ServiceDefinition<H, R, P>, factory: HandlerFactory<H, R, P>): BoundService {
  return { definition: definition as ServiceDefinition<unknown>, factory: factory as unknown as BoundService["factory"] };
}
