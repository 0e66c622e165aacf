import type { CallContext, Exchange } from "./context";
import { ToolError } from "./errors";
import { InputRequired } from "./mrtr";
import { MissingClientCapability } from "./mrtr-inputs";
import type { PromptDefinition, ResourceDefinition } from "./resources-types";
import { RpcFailure } from "./resources";
import type { AnyHandler, AnyImplementation, ServiceDefinition } from "./service";

/** At most this many completion values per answer (the MCP limit). */
const MAX_COMPLETIONS = 100;

type ContextFactory = (tool: string, exchange: Exchange, mayRequestInput?: boolean) => CallContext;

/**
 * prompts/list, prompts/get and completion/complete of one service. Arguments are checked against
 * the manifest before the handler runs: every value a string, no unknown name, every required one
 * present; a failure is JSON-RPC -32602 naming the argument. A prompt whose manifest entry has
 * `mayRequestInput` may ask through ctx.confirm / ctx.elicit / ctx.input: on the 2026-07-28 path
 * the round's end (InputRequired, MissingClientCapability) passes through to the modern core,
 * which answers InputRequiredResult (protocol/core.ts); where nothing can be asked the handler's
 * fallback, a ctx.invalid() refusal, is answered -32602 naming the argument to pass instead.
 */
export class PromptRunner {
  private readonly entries = new Map<string, { def: PromptDefinition; handler: AnyHandler }>();

  constructor(
    definition: ServiceDefinition<unknown>,
    impl: AnyImplementation,
    private readonly context: ContextFactory,
    private readonly hasResources: boolean,
  ) {
    for (const def of definition.prompts ?? []) {
      const handler = impl.prompts?.[def.name];
      if (typeof handler !== "function") throw new Error(`handlers/${definition.slug}: no handler for prompt "${def.name}"`);
      this.entries.set(def.name, { def, handler: handler.bind(impl.prompts) as AnyHandler });
    }
  }

  get hasPrompts(): boolean {
    return this.entries.size > 0;
  }

  async handle(method: string, params: Record<string, unknown>, exchange: Exchange, templates: readonly ResourceDefinition[]): Promise<Record<string, unknown>> {
    if (method === "prompts/list") return { prompts: [...this.entries.values()].map(({ def }) => listed(def)) };
    if (method === "prompts/get") return this.get(params, exchange);
    if (method === "completion/complete") return { completion: this.complete(params, templates) };
    throw new RpcFailure(-32601, `Method not found: ${method.slice(0, 100)}`);
  }

  private async get(params: Record<string, unknown>, exchange: Exchange): Promise<Record<string, unknown>> {
    const name = params.name;
    if (typeof name !== "string") throw new RpcFailure(-32602, "Invalid params: name must be a string");
    const entry = this.entries.get(name);
    if (!entry) throw new RpcFailure(-32602, `Invalid params: unknown prompt ${JSON.stringify(name.slice(0, 100))}`, { name });
    const args = checkArguments(entry.def, params.arguments);
    const ctx = this.context(`prompt:${name}`, exchange, entry.def.mayRequestInput);
    let result: unknown;
    try {
      result = await entry.handler(args as never, ctx);
    } catch (err) {
      if (err instanceof InputRequired || err instanceof MissingClientCapability) throw err;
      if (err instanceof ToolError && err.code === "invalid_arguments") throw new RpcFailure(-32602, `Invalid params: ${err.message}`, err.details);
      ctx.log.error({ err }, "prompt handler failed");
      throw new RpcFailure(-32603, `Internal error; quote request id ${ctx.requestId} when reporting it`, { request_id: ctx.requestId });
    }
    const messages = (result as { messages?: unknown } | null)?.messages;
    if (!Array.isArray(messages) || messages.some((m) => typeof m?.role !== "string" || typeof m?.content?.type !== "string")) {
      ctx.log.error("prompt handler returned a malformed result");
      throw new RpcFailure(-32603, `Internal error; quote request id ${ctx.requestId} when reporting it`, { request_id: ctx.requestId });
    }
    return result as Record<string, unknown>;
  }

  /** Candidates from the manifest (`values` of a prompt argument), by prefix; none for free text and template variables. */
  private complete(params: Record<string, unknown>, templates: readonly ResourceDefinition[]): Record<string, unknown> {
    const ref = params.ref as { type?: unknown; name?: unknown; uri?: unknown } | undefined;
    const argument = params.argument as { name?: unknown; value?: unknown } | undefined;
    if (typeof argument?.name !== "string" || typeof argument.value !== "string") throw new RpcFailure(-32602, "Invalid params: argument needs a string name and a string value");
    let candidates: readonly string[] = [];
    if (ref?.type === "ref/prompt") {
      const def = typeof ref.name === "string" ? this.entries.get(ref.name)?.def : undefined;
      if (!def) throw new RpcFailure(-32602, `Invalid params: ref.name names no prompt`);
      const arg = def.arguments.find((a) => a.name === argument.name);
      if (!arg) throw new RpcFailure(-32602, `Invalid params: prompt ${def.name} has no argument ${JSON.stringify(argument.name.slice(0, 64))}`);
      candidates = arg.values ?? [];
    } else if (ref?.type === "ref/resource") {
      const def = this.hasResources ? templates.find((t) => t.uriTemplate === ref.uri) : undefined;
      if (!def) throw new RpcFailure(-32602, "Invalid params: ref.uri names no resource template");
      if (!def.variables.includes(argument.name)) throw new RpcFailure(-32602, `Invalid params: template ${def.name} has no variable ${JSON.stringify(argument.name.slice(0, 64))}`);
    } else {
      throw new RpcFailure(-32602, 'Invalid params: ref.type must be "ref/prompt" or "ref/resource"');
    }
    const prefix = argument.value;
    const matches = candidates.filter((v) => v.startsWith(prefix));
    return { values: matches.slice(0, MAX_COMPLETIONS), total: matches.length, hasMore: matches.length > MAX_COMPLETIONS };
  }
}

function listed(def: PromptDefinition): Record<string, unknown> {
  return {
    name: def.name,
    title: def.title,
    description: def.description,
    arguments: def.arguments.map((a) => ({ name: a.name, ...(a.title ? { title: a.title } : {}), description: a.description, required: a.required })),
  };
}

function checkArguments(def: PromptDefinition, raw: unknown): Record<string, string> {
  if (raw !== undefined && (typeof raw !== "object" || raw === null || Array.isArray(raw))) throw new RpcFailure(-32602, "Invalid params: arguments must be an object of strings");
  const args = (raw ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  for (const [k, v] of Object.entries(args)) {
    if (!def.arguments.some((a) => a.name === k)) problems.push(`arguments.${k.slice(0, 64)}: not an argument of ${def.name}`);
    else if (typeof v !== "string") problems.push(`arguments.${k}: must be a string`);
  }
  for (const a of def.arguments) if (a.required && args[a.name] === undefined) problems.push(`arguments.${a.name}: required`);
  if (problems.length > 0) throw new RpcFailure(-32602, `Invalid params: ${problems.slice(0, 10).join("; ")}`, { issues: problems.slice(0, 10) });
  return args as Record<string, string>;
}
