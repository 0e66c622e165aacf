import type { Logger } from "pino";
import type { CallTransport, Exchange } from "../context";
import type { ToolRunner } from "../dispatch";
import type { ToolDefinition } from "../service";
import { declaresTasks, MISSING_TASKS_EXTENSION, taskHostOf, TASKS_EXTENSION, type TaskHost, type TaskRefusal } from "../tasks";
import { listenTasks } from "../tasks-listen";
import { capabilitiesOf, RESOURCE_METHODS } from "../resources";
import { serveExtra } from "../resources-modern";
import { declaresUi } from "../resources-ui";
import { ModernCalls, ModernExchange } from "./call";
import { ALL_PROTOCOL_VERSIONS, META_SERVER_INFO, type ModernEnvelope } from "./modern";
import { telemetry } from "../telemetry";
import { targetOf } from "../telemetry/reply";
import { tracedSink } from "./traced-sink";
import { wireOf } from "../result-json";

/** Caching hints when the manifest sets none (server/utilities/caching): the list is the same for every caller and changes only with a deploy. */
export const LIST_TTL_MS = 60_000;
export const LIST_CACHE_SCOPE = "public";

/** Methods served on the modern path; anything else is -32601 (HTTP: 404). */
export const MODERN_METHODS: ReadonlySet<string> = new Set(["server/discover", "tools/list", "tools/call"]);
/** Served besides when a tool of the service is declared a task (tasks extension). */
export const TASK_METHODS: ReadonlySet<string> = new Set(["tasks/get", "tasks/cancel", "tasks/update", "subscriptions/listen"]);

/** Who sent a modern request: what a handler may see of it (Exchange). */
export interface Caller {
  headers: Exchange["headers"];
  remoteAddress?: string;
  transport?: CallTransport;
}

/** Where one modern request's reply and its notifications go (an HTTP exchange or stdout). */
export interface ModernSink {
  reply(json: string): void;
  /** A JSON-RPC error that has an HTTP status of its own (-32021: 400) when nothing was sent yet; stdio has none (reply). */
  refuse?(status: number, json: string): void;
  notify(json: string): void;
  readonly signal: AbortSignal;
}

export type ModernMessage = { id: string | number; method: string; params: Record<string, unknown> };

/**
 * The modern (2026-07-28) requests of one service, for both transports. The transport has already
 * validated the envelope (modernEnvelope), the headers (HTTP) and that the method is served.
 * server/discover and tools/list are answered from strings serialized once, in manifest order,
 * with the manifest's caching hints.
 */
export class ModernCore {
  private readonly serverInfoJson: string;
  private readonly discoverJson: string;
  private readonly toolsListJson: string;
  /** The same for a client declaring the MCP Apps extension (runtime/resources-ui.ts). */
  private readonly toolsListUiJson: string;
  private readonly discoverUiJson: string;
  private readonly tools: ReadonlyMap<string, ToolDefinition>;
  private readonly calls: ModernCalls;
  /** `"<serverInfo key>":{…}` and `"_meta":{that}`: the tail of every modern result. */
  private readonly serverInfoEntry: string;
  private readonly metaTail: string;
  /** JSON of results' own `_meta` objects (static per service), by identity. */
  private readonly metaJson = new WeakMap<object, string>();
  readonly tasks: TaskHost | undefined;

  constructor(
    private readonly runner: ToolRunner,
    private readonly logger: Logger,
  ) {
    const def = runner.definition;
    this.tasks = taskHostOf(runner);
    this.tools = new Map(def.tools.map((t) => [t.name, t]));
    this.serverInfoJson = JSON.stringify({ name: def.slug, title: def.title, version: def.version });
    this.serverInfoEntry = `"${META_SERVER_INFO}":${this.serverInfoJson}`;
    const meta = (this.metaTail = `"_meta":{${this.serverInfoEntry}}`);
    const caching = def.caching ?? { ttlMs: LIST_TTL_MS, cacheScope: LIST_CACHE_SCOPE };
    const cache = `"ttlMs":${caching.ttlMs},"cacheScope":${JSON.stringify(caching.cacheScope)}`;
    const discover = {
      resultType: "complete",
      supportedVersions: ALL_PROTOCOL_VERSIONS,
      capabilities: { ...capabilitiesOf(runner.extras), ...(this.tasks ? { extensions: { [TASKS_EXTENSION]: {} } } : {}) },
      ...(def.instructions ? { instructions: def.instructions } : {}),
    };
    this.discoverJson = `${JSON.stringify(discover).slice(0, -1)},${cache},${meta}}`;
    this.toolsListJson = `${runner.toolsListJson.slice(0, -1)},"resultType":"complete",${cache},${meta}}`;
    this.toolsListUiJson = `${runner.toolsListUiJson.slice(0, -1)},"resultType":"complete",${cache},${meta}}`;
    this.discoverUiJson = runner.views ? `${JSON.stringify({ ...discover, capabilities: runner.views.capabilities(discover.capabilities) }).slice(0, -1)},${cache},${meta}}` : this.discoverJson;
    this.calls = new ModernCalls(runner, logger, this.tasks, (r, type) => this.withMeta(r, type), this.tools);
  }

  /** Whether this service serves `method` on the modern path. */
  serves(method: string, capabilities?: unknown): boolean {
    return MODERN_METHODS.has(method) || (this.tasks !== undefined && TASK_METHODS.has(method)) || this.runner.extras?.methods.has(method) === true || this.runner.views?.serves(method, capabilities) === true;
  }

  /** The methods served, for the -32601 message. */
  methods(capabilities?: unknown): string {
    const views = this.runner.views && declaresUi(capabilities) ? RESOURCE_METHODS : [];
    return [...new Set([...MODERN_METHODS, ...(this.tasks ? TASK_METHODS : []), ...(this.runner.extras?.methods ?? []), ...views])].join(", ");
  }

  /** The tool a tools/call names, for the `Mcp-Param-*` checks (undefined: unknown, answered later). */
  tool(name: unknown): ToolDefinition | undefined {
    return typeof name === "string" ? this.tools.get(name) : undefined;
  }

  serve(m: ModernMessage, envelope: ModernEnvelope, sink: ModernSink, caller: Caller): void {
    // Telemetry on: every method but tools/call (ModernCalls begins its own) is one operation.
    const t = m.method === "tools/call" ? undefined : telemetry();
    if (!t) return this.answer(m, envelope, sink, caller);
    const op = t.begin({ method: m.method, ...targetOf(m.method, m.params), id: m.id, protocolVersion: envelope.version, transport: caller.transport ?? "http", meta: envelope.trace, headers: caller.headers, service: this.runner.definition.slug });
    op.run(() => this.answer(m, envelope, tracedSink(sink, op, JSON.stringify(m.id)), caller));
  }

  private answer(m: ModernMessage, envelope: ModernEnvelope, sink: ModernSink, caller: Caller): void {
    const idJson = JSON.stringify(m.id);
    const ui = this.runner.views !== undefined && declaresUi(envelope.capabilities);
    if (m.method === "server/discover") return sink.reply(resultJson(idJson, ui ? this.discoverUiJson : this.discoverJson));
    if (m.method === "tools/list") return sink.reply(resultJson(idJson, ui ? this.toolsListUiJson : this.toolsListJson));
    if (m.method === "tools/call") return this.calls.call(idJson, m.params, envelope, sink, caller);
    if (ui && this.runner.views!.serves(m.method, envelope.capabilities)) return this.serveViews(m, envelope, sink, caller);
    const extras = this.runner.extras;
    if (extras?.methods.has(m.method)) {
      // prompts/get may ask for input (MRTR "Supported Requests"); its rounds are scoped `prompt:<name>`.
      const target = m.method === "prompts/get" && typeof m.params.name === "string" ? `prompt:${m.params.name}` : undefined;
      const input = target === undefined ? undefined : this.calls.open(idJson, m.params, envelope, sink, target);
      if (target !== undefined && !input) return;
      const exchange = new ModernExchange(sink, caller, undefined, envelope.logLevel, envelope.trace, input);
      const ended = (err: unknown) => input !== undefined && target !== undefined && this.calls.ended(idJson, m.params, input, target, sink, err);
      return serveExtra(extras, m.method, m.params, exchange, this.logger, (r) => sink.reply(resultJson(idJson, this.complete(r))), (code, message, data) => sink.reply(errorJson(idJson, code, message, data)), ended);
    }
    if (m.method === "subscriptions/listen") return listenTasks(this.tasks!, m, envelope, sink, (r) => this.withMeta(r, "complete"));
    const tasks = this.tasks!;
    if (!declaresTasks(envelope.capabilities)) {
      const json = errorJson(idJson, MISSING_TASKS_EXTENSION.code, MISSING_TASKS_EXTENSION.message, MISSING_TASKS_EXTENSION.data);
      return sink.refuse ? sink.refuse(400, json) : sink.reply(json);
    }
    const op = m.method === "tasks/get" ? tasks.get(m.params.taskId) : m.method === "tasks/cancel" ? tasks.cancel(m.params.taskId) : tasks.update(m.params.taskId, m.params.inputResponses);
    op.then(
      (r) => sink.reply(isTaskRefusal(r) ? errorJson(idJson, r.code, r.message, r.data) : resultJson(idJson, this.withMeta(r, "complete"))),
      (err: unknown) => {
        this.logger.error({ err, method: m.method }, "task request failed");
        sink.reply(errorJson(idJson, -32603, "Internal error"));
      },
    );
  }

  /** resources/* for a client declaring MCP Apps: the views, then the manifest's own resources. */
  private serveViews(m: ModernMessage, envelope: ModernEnvelope, sink: ModernSink, caller: Caller): void {
    const exchange = new ModernExchange(sink, caller, undefined, envelope.logLevel, envelope.trace, undefined);
    const views = { handle: (method: string, params: Record<string, unknown>, ex: Exchange) => this.runner.views!.handle(method, params, () => this.runner.extras!.handle(method, params, ex)) };
    serveExtra(views, m.method, m.params, exchange, this.logger, (r) => sink.reply(resultJson(idJson(m), this.complete(r))), (code, message, data) => sink.reply(errorJson(idJson(m), code, message, data)));
  }

  /** A finished result (`resultType: "complete"`), serialised for the wire. */
  complete(r: Record<string, unknown>): string {
    return this.withMeta(r, "complete");
  }

  /**
   * A result with `resultType` and the server's identity in `_meta`, beside the result's own
   * `_meta` keys. Fast path (every tools/call): the result is serialised once as it is and the
   * fields are spliced into the text, no object copied; its own `_meta` (a service's static
   * resultMeta, the same object every call) is serialised once per object and cut from the tail
   * where JSON.stringify put it (last key, as dispatch builds it). Anything else (a `resultType`
   * of its own, `_meta` elsewhere) takes the general path.
   */
  private withMeta(r: Record<string, unknown>, resultType: string): string {
    if (r.resultType === undefined) {
      const wire = wireOf(r);
      // A tools/call result carries its wire text (result-json.ts): spliced, nothing serialised again.
      if (wire) return wire.meta === undefined || wire.meta.length <= 2 ? `${wire.head},"resultType":"${resultType}",${this.metaTail}}` : `${wire.head},"resultType":"${resultType}","_meta":{${wire.meta.slice(1, -1)},${this.serverInfoEntry}}}`;
      const own = r._meta;
      const body = JSON.stringify(r);
      if (own === undefined) return body.length > 2 ? `${body.slice(0, -1)},"resultType":"${resultType}",${this.metaTail}}` : `{"resultType":"${resultType}",${this.metaTail}}`;
      if (typeof own === "object" && own !== null) {
        const ownJson = this.ownMetaJson(own);
        const tail = `,"_meta":${ownJson}}`;
        if (ownJson.length > 2 && body.endsWith(tail)) return `${body.slice(0, -tail.length)},"resultType":"${resultType}","_meta":{${ownJson.slice(1, -1)},${this.serverInfoEntry}}}`;
      }
    }
    const { _meta, ...rest } = r;
    const own = _meta ? JSON.stringify(_meta).slice(1, -1) : "";
    return `${JSON.stringify({ ...rest, resultType }).slice(0, -1)},"_meta":{${own}${own ? "," : ""}${this.serverInfoEntry}}}`;
  }

  private ownMetaJson(own: object): string {
    let json = this.metaJson.get(own);
    if (json === undefined) this.metaJson.set(own, (json = JSON.stringify(own)));
    return json;
  }
}

const isTaskRefusal = (r: unknown): r is TaskRefusal => typeof (r as TaskRefusal).code === "number" && typeof (r as TaskRefusal).message === "string";

export function resultJson(idJson: string, resultJsonText: string): string {
  return `{"jsonrpc":"2.0","id":${idJson},"result":${resultJsonText}}`;
}

export function errorJson(idJson: string, code: number, message: string, data?: unknown): string {
  return `{"jsonrpc":"2.0","id":${idJson},"error":${JSON.stringify(data === undefined ? { code, message } : { code, message, data })}}`;
}

const idJson = (m: ModernMessage) => JSON.stringify(m.id);
