import type { Logger } from "pino";
import type { CallTransport, Exchange } from "../context";
import type { ToolRunner } from "../dispatch";
import { UnknownToolError } from "../errors";
import { capabilitiesOf } from "../resources";
import { serveExtra } from "../resources-modern";
import { progressTokenOf } from "../json-guard";
import { ALL_PROTOCOL_VERSIONS, logAllowed, META_SERVER_INFO, type LogLevel, type ModernEnvelope } from "./modern";

/**
 * Caching hints on cacheable modern results (server/utilities/caching): the tool list and the
 * discovery result are the same for every caller and change only with a deploy.
 */
export const LIST_TTL_MS = 60_000;
export const LIST_CACHE_SCOPE = "public";

/** Methods served on the modern path; anything else is -32601 (HTTP: 404). */
export const MODERN_METHODS: ReadonlySet<string> = new Set(["server/discover", "tools/list", "tools/call"]);

/** Who sent a modern request: what a handler may see of it (Exchange). */
export interface Caller {
  headers: Exchange["headers"];
  remoteAddress?: string;
  transport?: CallTransport;
}

/** Where one modern request's reply and its notifications go (an HTTP exchange or stdout). */
export interface ModernSink {
  reply(json: string): void;
  notify(json: string): void;
  readonly signal: AbortSignal;
}

/**
 * The modern (2026-07-28) requests of one service, for both transports. The transport has already
 * validated the envelope (modernEnvelope), the headers (HTTP) and that the method is served.
 * server/discover and tools/list are answered from strings serialized once.
 */
export class ModernCore {
  private readonly serverInfoJson: string;
  private readonly discoverJson: string;
  private readonly toolsListJson: string;

  constructor(
    private readonly runner: ToolRunner,
    private readonly logger: Logger,
  ) {
    const def = runner.definition;
    this.serverInfoJson = JSON.stringify({ name: def.slug, title: def.title, version: def.version });
    const meta = `"_meta":{"${META_SERVER_INFO}":${this.serverInfoJson}}`;
    const cache = `"ttlMs":${LIST_TTL_MS},"cacheScope":"${LIST_CACHE_SCOPE}"`;
    const discover = {
      resultType: "complete",
      supportedVersions: ALL_PROTOCOL_VERSIONS,
      capabilities: capabilitiesOf(runner.extras),
      ...(def.instructions ? { instructions: def.instructions } : {}),
    };
    this.discoverJson = `${JSON.stringify(discover).slice(0, -1)},${cache},${meta}}`;
    this.toolsListJson = `${runner.toolsListJson.slice(0, -1)},"resultType":"complete",${cache},${meta}}`;
  }

  /** True when this service answers `method` on the modern path (the tools methods, plus its resources/prompts methods). */
  serves(method: string): boolean {
    return MODERN_METHODS.has(method) || this.runner.extras?.methods.has(method) === true;
  }

  serve(
    m: { id: string | number; method: string; params: Record<string, unknown> },
    envelope: ModernEnvelope,
    sink: ModernSink,
    caller: Caller,
  ): void {
    const idJson = JSON.stringify(m.id);
    if (m.method === "server/discover") return sink.reply(resultJson(idJson, this.discoverJson));
    if (m.method === "tools/list") return sink.reply(resultJson(idJson, this.toolsListJson));
    const extras = this.runner.extras;
    if (extras?.methods.has(m.method)) {
      const exchange = new ModernExchange(sink, caller, undefined, envelope.logLevel);
      return serveExtra(extras, m.method, m.params, exchange, this.logger, (r) => sink.reply(resultJson(idJson, this.complete(r))), (code, message, data) => sink.reply(errorJson(idJson, code, message, data)));
    }
    const name = m.params.name;
    if (typeof name !== "string") return sink.reply(errorJson(idJson, -32602, "Invalid params: tools/call needs a string name"));
    const progressToken = progressTokenOf(m.params);
    if (progressToken === null) return sink.reply(errorJson(idJson, -32602, "Invalid params: _meta.progressToken must be a string or a number"));
    const exchange = new ModernExchange(sink, caller, progressToken, envelope.logLevel);
    this.runner.call(name, m.params.arguments, exchange).then(
      (r) => sink.reply(resultJson(idJson, this.complete(r as unknown as Record<string, unknown>))),
      (err: unknown) => {
        if (err instanceof UnknownToolError) return sink.reply(errorJson(idJson, -32602, err.message));
        this.logger.error({ err }, "tools/call failed outside the handler");
        sink.reply(errorJson(idJson, -32603, "Internal error"));
      },
    );
  }

  /** A result with `resultType` and the server's identity in `_meta`, beside the result's own `_meta` keys. */
  complete(r: Record<string, unknown>): string {
    const { _meta, ...rest } = r;
    const own = _meta ? JSON.stringify(_meta).slice(1, -1) : "";
    return `${JSON.stringify({ ...rest, resultType: "complete" }).slice(0, -1)},"_meta":{${own}${own ? "," : ""}"${META_SERVER_INFO}":${this.serverInfoJson}}}`;
  }
}

/**
 * The tools/call view of a modern request. notifications/message goes out only when the request
 * asked for a log level in `_meta`, and only at or above it (changelog item 5: no log
 * notifications for requests without `io.modelcontextprotocol/logLevel`).
 */
class ModernExchange implements Exchange {
  readonly headers: Exchange["headers"];
  readonly remoteAddress: string | undefined;
  readonly transport: CallTransport | undefined;

  constructor(
    private readonly sink: ModernSink,
    caller: Caller,
    readonly progressToken: string | number | undefined,
    private readonly logLevel: LogLevel | undefined,
  ) {
    this.headers = caller.headers;
    this.remoteAddress = caller.remoteAddress;
    this.transport = caller.transport;
  }

  get signal(): AbortSignal {
    return this.sink.signal;
  }

  notify(method: string, params: Record<string, unknown>): void {
    if (method === "notifications/message" && !logAllowed(params.level, this.logLevel)) return;
    this.sink.notify(`{"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params)}}`);
  }
}

export function resultJson(idJson: string, resultJsonText: string): string {
  return `{"jsonrpc":"2.0","id":${idJson},"result":${resultJsonText}}`;
}

export function errorJson(idJson: string, code: number, message: string, data?: unknown): string {
  return `{"jsonrpc":"2.0","id":${idJson},"error":${JSON.stringify(data === undefined ? { code, message } : { code, message, data })}}`;
}
