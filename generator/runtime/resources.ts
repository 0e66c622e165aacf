import type { Logger } from "pino";
import type { Clock } from "./clock";
import type { RuntimeConfig } from "./config";
import { CallContext, type Exchange } from "./context";
import { nextRequestId } from "./dispatch";
import { ToolError } from "./errors";
import { PromptRunner } from "./prompts";
import type { ResourceDefinition } from "./resources-types";
import type { AnyHandler, AnyImplementation, ServiceDefinition } from "./service";

/** A JSON-RPC error answer of a resources/prompts/completion request (both eras map it). */
export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface ExtrasDeps {
  logger: Logger;
  clock: Clock;
  config: RuntimeConfig;
}

/** The capabilities a service advertises (initialize, server/discover): tools and logging, plus resources/prompts/completions it declares. */
export function capabilitiesOf(extras: ExtrasRunner | undefined): Record<string, unknown> {
  return { logging: {}, tools: { listChanged: false }, ...extras?.capabilities() };
}

/** Methods this runtime serves for resources, prompts and completions (when the manifest declares any). */
export const RESOURCE_METHODS = ["resources/list", "resources/templates/list", "resources/read"] as const;
export const PROMPT_METHODS = ["prompts/list", "prompts/get", "completion/complete"] as const;

interface Template {
  def: ResourceDefinition;
  pattern: RegExp;
}

/** `test://template/{id}/data` → /^test:\/\/template\/([^/?#]+)\/data$/: each `{name}` matches one non-empty segment. */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/\{[A-Za-z_][A-Za-z0-9_]*\}/);
  return new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("([^/?#]+)")}$`);
}

/** Checks what a handler returned before it reaches the wire (a malformed result is an internal error). */
function contentsProblem(result: unknown): string | undefined {
  const contents = (result as { contents?: unknown } | null)?.contents;
  if (!Array.isArray(contents) || contents.length === 0) return "contents must be a non-empty array";
  for (const c of contents as Record<string, unknown>[]) {
    if (typeof c?.uri !== "string") return "every content needs a string uri";
    if (typeof c.text !== "string" && typeof c.blob !== "string") return "every content needs a string text or blob";
  }
  return undefined;
}

/**
 * Serves a service's resources, resource templates, prompts and completions: the same answers on
 * both eras (the legacy flow registers them on the SDK `Server`, the 2026-07-28 path calls
 * handle() directly). Lists come from the manifest, in name order, in one page.
 */
export class ExtrasRunner {
  private readonly fixed = new Map<string, { def: ResourceDefinition; handler: AnyHandler }>();
  private readonly templates: (Template & { handler: AnyHandler })[] = [];
  readonly prompts: PromptRunner;
  /** Methods served: empty for a tools-only service. */
  readonly methods: ReadonlySet<string>;

  constructor(
    private readonly definition: ServiceDefinition<unknown>,
    impl: AnyImplementation,
    private readonly deps: ExtrasDeps,
  ) {
    for (const def of definition.resources ?? []) {
      const handler = impl.resources?.[def.name];
      if (typeof handler !== "function") throw new Error(`handlers/${definition.slug}: no handler for resource "${def.name}"`);
      const bound = handler.bind(impl.resources) as AnyHandler;
      if (def.uri !== undefined) this.fixed.set(def.uri, { def, handler: bound });
      else this.templates.push({ def, pattern: templatePattern(def.uriTemplate!), handler: bound });
    }
    this.prompts = new PromptRunner(definition, impl, (tool, exchange, mayRequestInput) => this.context(tool, exchange, mayRequestInput), this.templates.length + this.fixed.size > 0);
    this.methods = new Set([...(this.hasResources ? RESOURCE_METHODS : []), ...(this.prompts.hasPrompts ? PROMPT_METHODS : [])]);
  }

  get hasResources(): boolean {
    return (this.definition.resources?.length ?? 0) > 0;
  }

  /** Capabilities to advertise beside tools and logging (initialize and server/discover). */
  capabilities(): Record<string, unknown> {
    return {
      ...(this.prompts.hasPrompts ? { completions: {}, prompts: { listChanged: false } } : {}),
      ...(this.hasResources ? { resources: { listChanged: false, subscribe: false } } : {}),
    };
  }

  /** Answers one request of `methods`; @throws RpcFailure for a JSON-RPC error answer. */
  async handle(method: string, params: Record<string, unknown>, exchange: Exchange): Promise<Record<string, unknown>> {
    if (params.cursor !== undefined) throw new RpcFailure(-32602, "Invalid params: cursor: this list has a single page and issues no cursors");
    switch (method) {
      case "resources/list":
        return { resources: [...this.fixed.values()].map(({ def }) => listed(def, "uri")) };
      case "resources/templates/list":
        return { resourceTemplates: this.templates.map(({ def }) => listed(def, "uriTemplate")) };
      case "resources/read":
        return this.read(params.uri, exchange);
      default:
        return this.prompts.handle(method, params, exchange, this.templates.map((t) => t.def));
    }
  }

  private async read(uri: unknown, exchange: Exchange): Promise<Record<string, unknown>> {
    if (typeof uri !== "string") throw new RpcFailure(-32602, "Invalid params: uri must be a string");
    let target = this.fixed.get(uri);
    let variables: Record<string, string> = {};
    if (!target) {
      for (const t of this.templates) {
        const m = t.pattern.exec(uri);
        const values = m?.slice(1).map(decodeSegment);
        // Dot segments ("." / "..") never bind a variable: a handler mapping ids to paths stays safe.
        if (!values || values.some((v) => v === undefined || v === "." || v === "..")) continue;
        variables = Object.fromEntries(t.def.variables.map((name, i) => [name, values[i]!]));
        target = t;
        break;
      }
    }
    if (!target) throw notFound(uri);
    const ctx = this.context(`resource:${target.def.name}`, exchange);
    let result: unknown;
    try {
      result = await target.handler({ uri, variables } as never, ctx);
    } catch (err) {
      if (err instanceof ToolError && err.code === "not_found") throw notFound(uri, err.message);
      ctx.log.error({ err }, "resource handler failed");
      throw new RpcFailure(-32603, `Internal error; quote request id ${ctx.requestId} when reporting it`, { request_id: ctx.requestId });
    }
    const problem = contentsProblem(result);
    if (problem) {
      ctx.log.error({ problem }, "resource handler returned a malformed result");
      throw new RpcFailure(-32603, `Internal error; quote request id ${ctx.requestId} when reporting it`, { request_id: ctx.requestId });
    }
    return { contents: (result as { contents: unknown[] }).contents };
  }

  private context(tool: string, exchange: Exchange, mayRequestInput?: boolean): CallContext {
    return new CallContext({ requestId: nextRequestId(), tool, slug: this.definition.slug, exchange, mayRequestInput, ...this.deps });
  }
}

function listed(def: ResourceDefinition, key: "uri" | "uriTemplate"): Record<string, unknown> {
  return { [key]: def[key], name: def.name, title: def.title, description: def.description, ...(def.mimeType ? { mimeType: def.mimeType } : {}) };
}

/** resources/read of an unknown URI: -32602 with the URI in data (SEP-2164). */
function notFound(uri: string, why?: string): RpcFailure {
  return new RpcFailure(-32602, `Resource not found: ${uri.slice(0, 200)}${why ? ` (${why})` : ""}`, { uri });
}

function decodeSegment(s: string): string | undefined {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
}
