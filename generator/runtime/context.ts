import type { Logger } from "pino";
import type { Clock } from "./clock";
import type { RuntimeConfig } from "./config";
import { ToolError } from "./errors";

export type LogLevel = "debug" | "info" | "notice" | "warning" | "error" | "critical" | "alert" | "emergency";

/** The per-call channel back to the client and the transport's cancellation signal. */
export interface Exchange {
  /** Sends a notification tied to this request (progress, log). May be dropped if the client cannot receive it. */
  notify(method: string, params: Record<string, unknown>): void;
  /** Aborted when the client goes away or cancels. Created lazily: most calls never look. */
  readonly signal: AbortSignal;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly progressToken?: string | number;
  /** The client address (HTTP: clientAddress(), the peer or a trusted proxy's X-Forwarded-For); undefined over stdio. */
  readonly remoteAddress?: string;
  /** How the call arrived; absent means HTTP (the default that grants nothing extra). */
  readonly transport?: CallTransport;
}

/** The transport a call came over: decided by the server code path, never by anything the client sends. */
export type CallTransport = "stdio" | "http";

/** What every handler receives besides its arguments. `E` is the tool's declared error codes. */
export interface RequestContext<E extends string = string> {
  readonly requestId: string;
  readonly tool: string;
  /** pino child logger carrying the request id (server log, never sent to the client). */
  readonly log: Logger;
  readonly signal: AbortSignal;
  readonly clock: Clock;
  readonly config: RuntimeConfig;
  /** The transport the call came over (stdio: the local process that started the server). */
  readonly transport: CallTransport;
  /** Caller's HTTP request headers (lower-case names); empty over stdio. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The client's address (per-client limits key it with limitKey()); undefined over stdio. */
  readonly remoteAddress?: string;
  /** Reports progress to the client when it asked for it (a progressToken); otherwise a no-op. */
  progress(progress: number, total?: number, message?: string): void;
  /** Sends a log notification to the client (notifications/message). */
  notify(level: LogLevel, data: unknown): void;
  /** Builds a declared business error to throw: `throw ctx.error("not_found", "…")`. */
  error(code: E, message: string, details?: Record<string, unknown>): ToolError<E>;
}

export interface ContextDeps {
  requestId: string;
  tool: string;
  slug: string;
  logger: Logger;
  clock: Clock;
  config: RuntimeConfig;
  exchange: Exchange;
}

export class CallContext implements RequestContext<string> {
  private logger?: Logger;
  constructor(private readonly deps: ContextDeps) {}
  get requestId() {
    return this.deps.requestId;
  }
  get tool() {
    return this.deps.tool;
  }
  get log(): Logger {
    // Child loggers cost a few microseconds; most calls never log.
    return (this.logger ??= this.deps.logger.child({ requestId: this.deps.requestId, tool: this.deps.tool }));
  }
  get signal() {
    return this.deps.exchange.signal;
  }
  get clock() {
    return this.deps.clock;
  }
  get config() {
    return this.deps.config;
  }
  get transport(): CallTransport {
    return this.deps.exchange.transport ?? "http";
  }
  get headers() {
    return this.deps.exchange.headers;
  }
  get remoteAddress() {
    return this.deps.exchange.remoteAddress;
  }
  progress(progress: number, total?: number, message?: string): void {
    const token = this.deps.exchange.progressToken;
    if (token === undefined) return;
    const params: Record<string, unknown> = { progressToken: token, progress };
    if (total !== undefined) params.total = total;
    if (message !== undefined) params.message = message;
    this.deps.exchange.notify("notifications/progress", params);
  }
  notify(level: LogLevel, data: unknown): void {
    this.deps.exchange.notify("notifications/message", { level, logger: this.deps.slug, data });
  }
  error(code: string, message: string, details?: Record<string, unknown>): ToolError<string> {
    return new ToolError(code, message, details);
  }
}
