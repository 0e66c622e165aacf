import type { Logger } from "pino";
import type { Clock } from "./clock";
import type { RuntimeConfig } from "./config";
import { contentOf } from "./content";
import { CallContext, type Exchange } from "./context";
import { invalidArgumentsRefusal, ToolError, UnknownToolError } from "./errors";
import { InputRequired } from "./mrtr";
import { MissingClientCapability } from "./mrtr-inputs";
import { issuesFrom, issuesWithin, type Issue } from "./issues";
import type { ExtrasRunner } from "./resources";
import { withUiMeta, type UiViews } from "./resources-ui";
import type { ContentBlock } from "./resources-types";
import { authOf } from "./auth/attach";
import type { AnyHandler, ServiceDefinition, ToolDefinition } from "./service";
import { observed, type Operation } from "./telemetry/call";
import { withWire } from "./result-json";

/** The MCP CallToolResult we produce. */
export interface ToolResult {
  /** A text block with the output as JSON, unless the handler attached blocks with withContent(). */
  content: ContentBlock[];
  /** Successful results only: error results carry none (clients check it against the output schema). */
  structuredContent?: Record<string, unknown>;
  isError?: true;
  _meta?: Record<string, unknown>;
}

/**
 * Where an error result carries its machine-readable error, `{code, message, ...details}`. A
 * namespaced `_meta` key (reverse-DNS prefix, as the MCP specification asks of extensions).
 */
export const ERROR_META_KEY = "dev.mcpforge/error";
const ERROR_META_KEY_JSON = JSON.stringify(ERROR_META_KEY);

interface Entry {
  def: ToolDefinition;
  handler: AnyHandler;
}

let sequence = 0;
const PREFIX = process.pid.toString(36) + "-" + Date.now().toString(36);
/** Process-unique request ids: short, sortable, no randomness on the hot path. */
export function nextRequestId(): string {
  return `${PREFIX}-${(++sequence).toString(36)}`;
}

/**
 * Dispatches one tools/call: look up, validate arguments, run the handler, validate the result,
 * map every failure to the error contract. Shared by the HTTP fast path and the SDK `Server`
 * (stdio), so both transports behave identically.
 */
export class ToolRunner {
  private readonly entries = new Map<string, Entry>();
  /** Resources, prompts and completions, when the manifest declares any (set by startService). */
  extras?: ExtrasRunner;
  /** MCP Apps views (manifest `ui`), when any tool has one (set by startService). */
  views?: UiViews;
  /** `{"tools":[…]}` serialized once: tools/list is answered from this string. */
  readonly toolsListJson: string;
  /** The same with each view's `_meta.ui`, for clients declaring the MCP Apps extension (= toolsListJson when no tool has a view). */
  readonly toolsListUiJson: string;
  /** The service's static resultMeta, serialised once for every result's wire text. */
  private readonly metaJson: string | undefined;

  constructor(
    readonly definition: ServiceDefinition<unknown>,
    handlers: Record<string, AnyHandler>,
    private readonly deps: { logger: Logger; clock: Clock; config: RuntimeConfig },
  ) {
    for (const def of definition.tools) {
      const handler = handlers[def.name];
      if (typeof handler !== "function") throw new Error(`handlers/${definition.slug}: no handler for tool "${def.name}"`);
      this.entries.set(def.name, { def, handler: handler.bind(handlers) as AnyHandler });
    }
    this.toolsListJson = JSON.stringify({ tools: this.listTools() });
    this.metaJson = definition.resultMeta ? JSON.stringify(definition.resultMeta) : undefined;
    this.toolsListUiJson = definition.tools.some((t) => t.ui) ? JSON.stringify({ tools: this.listTools(true) }) : this.toolsListJson;
  }

  /** The process's clock and configuration (the modern core's MRTR rounds use them). */
  get clock(): Clock {
    return this.deps.clock;
  }
  get config(): RuntimeConfig {
    return this.deps.config;
  }

  /** `ui`: with each view's `_meta.ui` (a client declaring the MCP Apps extension). */
  listTools(ui = false) {
    return this.definition.tools.map((t) => this.listed(t, ui));
  }

  private listed(t: ToolDefinition, ui: boolean): Record<string, unknown> {
    const entry = {
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: t.inputSchema,
      outputSchema: t.outputSchema,
      annotations: { title: t.title, ...t.annotations },
      ...(t.auth ? securitySchemes(t.auth.scopes) : {}),
    };
    return ui && t.ui ? withUiMeta(entry, t.ui) : entry;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /**
   * @throws UnknownToolError when no tool has this name (the caller maps it to JSON-RPC -32602).
   * `op`: the request's telemetry operation (telemetry/), only when telemetry is on; the handler
   * runs inside its span and the outcome ends it.
   */
  call(name: string, args: unknown, exchange: Exchange, op?: Operation): Promise<ToolResult> {
    return op === undefined ? this.run(name, args, exchange) : observed(op, () => this.run(name, args, exchange));
  }

  private async run(name: string, args: unknown, exchange: Exchange): Promise<ToolResult> {
    const entry = this.entries.get(name);
    if (!entry) throw new UnknownToolError(name);
    const input = args ?? {};
    if (!entry.def.validateInput(input)) {
      const { issues, omitted } = issuesWithin(entry.def.validateInput.errors, this.deps.config.maxIssues);
      return invalidArguments(issues, omitted);
    }
    // Over HTTP the resource gate (auth/gate.ts) answers 401 before this; stdio has no bearer token.
    if (entry.def.auth && !authOf(exchange.headers)) return signInRequired(exchange.transport ?? "http");
    const requestId = nextRequestId();
    // Fields named, not spread: an object spread with other keys copies through the runtime (issue 32).
    const { logger, clock, config } = this.deps;
    const ctx = new CallContext({ requestId, tool: name, slug: this.definition.slug, exchange, mayRequestInput: entry.def.mayRequestInput, logger, clock, config });
    let output: unknown;
    try {
      output = await entry.handler(input as never, ctx);
    } catch (err) {
      if (err instanceof ToolError) return this.refusal(entry.def, err, ctx);
      // MRTR: the modern core answers InputRequiredResult / MissingRequiredClientCapabilityError
      if (err instanceof InputRequired || err instanceof MissingClientCapability) throw err;
      ctx.log.error({ err }, "handler failed");
      return internalError(requestId);
    }
    if (this.deps.config.validateOutputs && !entry.def.validateOutput(output)) {
      ctx.log.error({ issues: issuesFrom(entry.def.validateOutput.errors) }, "handler result does not match the output schema");
      return internalError(requestId);
    }
    const structured = output as Record<string, unknown>;
    const meta = this.definition.resultMeta;
    const blocks = contentOf(structured);
    if (blocks) return withResultMeta({ content: blocks, structuredContent: structured }, meta);
    const json = JSON.stringify(structured);
    const result = withResultMeta({ content: [{ type: "text", text: json }], structuredContent: structured }, meta);
    // The output is serialised once: the text block and structuredContent reuse it (result-json.ts).
    return typeof json === "string" ? withWire(result, `{"content":[{"type":"text","text":${JSON.stringify(json)}}],"structuredContent":${json}`, this.metaJson) : result;
  }

  private refusal(def: ToolDefinition, err: ToolError, ctx: CallContext): ToolResult {
    if (!def.errors.includes(err.code)) {
      // The generated types make this a compile error; reaching it means a cast. Keep the code
      // (the caller still learns what happened) but make the drift visible in the log.
      ctx.log.warn({ code: err.code }, "handler returned an error code the manifest does not declare for this tool");
    }
    return errorResult(err.code, err.message, err.details);
  }
}

/**
 * The error contract: no `structuredContent` (it must conform to the tool's output schema, and
 * clients check it even on errors); the text holds a one-line summary, then the error as JSON;
 * the same object sits in `_meta` under ERROR_META_KEY for programs.
 */
export function errorResult(code: string, message: string, details: Record<string, unknown> = {}): ToolResult {
  // Object.assign, not `{ ...details, code, message }`: building and serialising that spread took
  // 1.8 µs against 0.4 µs on Node 20 (bench in the commit message of this line, issue 32).
  const error: Record<string, unknown> = Object.assign({}, details);
  error.code = code;
  error.message = message;
  // The error is serialised once, for the text and for `_meta` (result-json.ts).
  const errorJson = JSON.stringify(error);
  const text = `Error ${code}: ${message}\n{"error":${errorJson}}`;
  const result: ToolResult = { isError: true, content: [{ type: "text", text }], _meta: { [ERROR_META_KEY]: error } };
  return withWire(result, `{"isError":true,"content":[{"type":"text","text":${JSON.stringify(text)}}]`, `{${ERROR_META_KEY_JSON}:${errorJson}}`);
}

/** The service's static resultMeta, when it has one, as the result's last key. */
function withResultMeta(result: ToolResult, meta: Record<string, unknown> | undefined): ToolResult {
  if (meta) result._meta = meta;
  return result;
}

/** `omitted`: errors past the MCPFORGE_MAX_ISSUES first ones, counted, not listed. */
export function invalidArguments(issues: Issue[], omitted = 0): ToolResult {
  const r = invalidArgumentsRefusal(issues, omitted);
  return errorResult(r.code, r.message, r.details);
}

export function internalError(requestId: string): ToolResult {
  return errorResult("internal_error", `Internal error; quote request id ${requestId} when reporting it`, { request_id: requestId });
}

/**
 * How a tool that needs a subject is described in tools/list: `securitySchemes` (the shape
 * OpenAI's Apps SDK reads), mirrored in `_meta` for clients that keep only known fields.
 */
function securitySchemes(scopes: readonly string[]): Record<string, unknown> {
  const schemes = [{ type: "oauth2", scopes: [...scopes] }];
  return { securitySchemes: schemes, _meta: { securitySchemes: schemes } };
}

function signInRequired(transport: string): ToolResult {
  const how = transport === "stdio" ? "stdio carries no sign-in: call it over HTTP with a bearer token (docs/authorization.md)" : "send a bearer token";
  return errorResult("sign_in_required", `This tool acts for a signed-in person; ${how}`);
}
