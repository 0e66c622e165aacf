import type { Logger } from "pino";
import { authOf } from "./auth/attach";
import type { AuthInfo } from "./auth/types";
import type { Clock } from "./clock";
import type { RuntimeConfig } from "./config";
import { cursorKey, cursors, type Cursors } from "./cursor";
import { invalidArgumentsError, ToolError, type ErrorDetails } from "./errors";
import type { Issue } from "./issues";
import { confirmInput, elicitInput, InputRequired, type ConfirmOptions, type ElicitAnswer, type ElicitOptions, type InputChannel } from "./mrtr";
import { requestInputs, type InputsOptions } from "./mrtr-inputs";

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
  /** Extra request-logger bindings (2026-07-28: the `_meta` trace context). */
  readonly logBindings?: Readonly<Record<string, string | undefined>>;
  /** 2026-07-28 calls: what ctx.confirm / ctx.elicit may ask (MRTR); absent on 2025 calls. */
  readonly input?: InputChannel;
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
  /**
   * The signed-in caller (a validated bearer token: subject, scopes, client id), or undefined for
   * an anonymous call. Always set for a tool whose manifest entry has `auth`.
   */
  readonly auth?: AuthInfo;
  /** Reports progress to the client when it asked for it (a progressToken); otherwise a no-op. */
  progress(progress: number, total?: number, message?: string): void;
  /** Sends a log notification to the client (notifications/message). */
  notify(level: LogLevel, data: unknown): void;
  /**
   * Builds a business refusal to throw: `throw ctx.error("not_found", "…")`. Only the codes the
   * manifest declares for this tool (plus the built-ins) compile; details may not replace
   * `code` or `message`.
   */
  error(code: E, message: string, details?: ErrorDetails): ToolError<E>;
  /**
   * Builds the invalid_arguments refusal for checks the schema cannot express (an end before its
   * start, an id of the wrong kind): `throw ctx.invalid([{ path: "/end", message: "must be after /start" }])`.
   * Listed like schema issues, at most MCPFORGE_MAX_ISSUES.
   */
  invalid(issues: Issue | readonly Issue[]): ToolError<"invalid_arguments">;
  /**
   * Pagination cursors scoped to this service and tool: `ctx.cursors.encode({ after: id })` for
   * next_cursor, `ctx.cursors.decode<{ after: string }>(args.cursor)` for the page asked for
   * (a forged or altered cursor becomes invalid_arguments naming /cursor). Keyed by
   * MCPFORGE_CURSOR_SECRET, else by a per-process random key (see runtime/cursor.ts).
   */
  readonly cursors: Cursors;
  /**
   * Asks the user to confirm (MRTR, tools whose manifest entry has `"mayRequestInput": true`):
   * true when they accepted, false when they declined. On a 2025 request, or a client that cannot
   * answer, throws `fallback` (say which argument confirms instead, e.g. `confirm: true`). The
   * handler is re-run from the start with the answer: ask before changing anything.
   */
  confirm(options: ConfirmOptions<E>): Promise<boolean>;
  /** Asks the user to fill a form (MRTR); same rules as confirm. The content is the client's: check it. */
  elicit(options: ElicitOptions<E>): Promise<ElicitAnswer>;
  /**
   * Asks several questions in one round (MRTR): elicitation/create, sampling/createMessage and
   * roots/list requests by key; resolves to the well-formed answers by key. Requests the client
   * declared no capability for are left out (or, with `require: true`, refuse the call with
   * -32021); where nothing can be asked, throws `fallback`. Same re-run rules as confirm.
   */
  input(options: InputsOptions<E>): Promise<Record<string, unknown>>;
}

export interface ContextDeps {
  requestId: string;
  tool: string;
  slug: string;
  logger: Logger;
  clock: Clock;
  config: RuntimeConfig;
  exchange: Exchange;
  /** The manifest lets this tool ask for input (ctx.confirm / ctx.elicit). */
  mayRequestInput?: boolean;
}

export class CallContext implements RequestContext<string> {
  private logger?: Logger;
  private pages?: Cursors;
  constructor(private readonly deps: ContextDeps) {}
  get requestId() {
    return this.deps.requestId;
  }
  get tool() {
    return this.deps.tool;
  }
  get log(): Logger {
    // Child loggers cost a few microseconds; most calls never log.
    return (this.logger ??= this.deps.logger.child({ requestId: this.deps.requestId, tool: this.deps.tool, ...this.deps.exchange.logBindings }));
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
  get auth(): AuthInfo | undefined {
    return authOf(this.deps.exchange.headers);
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
  error(code: string, message: string, details?: ErrorDetails): ToolError<string> {
    return new ToolError(code, message, details);
  }
  invalid(issues: Issue | readonly Issue[]): ToolError<"invalid_arguments"> {
    const list = Array.isArray(issues) ? (issues as readonly Issue[]) : [issues as Issue];
    const max = Math.max(1, this.deps.config.maxIssues);
    return invalidArgumentsError(list.slice(0, max), Math.max(0, list.length - max));
  }
  confirm(options: ConfirmOptions<string>): Promise<boolean> {
    return this.asking((channel) => confirmInput(channel, this.deps.mayRequestInput === true, this.deps.tool, options));
  }
  elicit(options: ElicitOptions<string>): Promise<ElicitAnswer> {
    return this.asking((channel) => elicitInput(channel, this.deps.mayRequestInput === true, this.deps.tool, options));
  }
  input(options: InputsOptions<string>): Promise<Record<string, unknown>> {
    return this.asking((channel) => requestInputs(channel, this.deps.mayRequestInput === true, this.deps.tool, options));
  }
  /**
   * One question: answered, refused (fallback), or asked. On tools/call asking ends the round
   * (InputRequired → InputRequiredResult); inside a task the task parks until the answers arrive,
   * then the same question is read again from them.
   */
  private async asking<T>(read: (channel: InputChannel | undefined) => T): Promise<T> {
    const channel = this.deps.exchange.input;
    for (;;) {
      try {
        return read(channel);
      } catch (err) {
        if (!(err instanceof InputRequired) || !channel?.park) throw err;
        await channel.park(err.requests, this.signal);
      }
    }
  }
  get cursors(): Cursors {
    return (this.pages ??= cursors(cursorKey(this.deps.config.env), `${this.deps.slug}/${this.deps.tool}`));
  }
}
