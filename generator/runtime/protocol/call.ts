import type { Logger } from "pino";
import type { CallTransport, Exchange } from "../context";
import type { ToolRunner } from "../dispatch";
import type { ToolDefinition } from "../service";
import { UnknownToolError } from "../errors";
import { progressTokenOf } from "../json-guard";
import { InputRequired, inputRequiredResult, openRound, type InputChannel, type RoundOptions } from "../mrtr";
import { MissingClientCapability } from "../mrtr-inputs";
import { argumentsDigest, mrtrKey } from "../mrtr-state";
import { declaresTasks, MISSING_TASKS_EXTENSION, type TaskHost } from "../tasks";
import type { Caller, ModernSink } from "./core";
import { errorJson, resultJson } from "./core";
import { telemetry, type Operation } from "../telemetry";
import { tracedSink } from "./traced-sink";
import { logAllowed, MISSING_CAPABILITY, type LogLevel, type ModernEnvelope } from "./modern";

type WithMeta = (r: Record<string, unknown>, resultType: string) => string;

/** The round options of a call without requestState: never read (openRound returns before it needs them). */
const FIRST_ROUND: RoundOptions = Object.freeze({ key: Buffer.alloc(0), scope: "", now: 0, ttlMs: 0 });

/**
 * tools/call on the modern path (and the MRTR rounds of prompts/get, protocol/core.ts): MRTR rounds (a verified requestState's answers offered to
 * ctx.confirm / ctx.elicit, InputRequiredResult when the handler asks), tasks for task tools when
 * the client declares the extension, and the request logger bound to the `_meta` trace context.
 */
export class ModernCalls {
  private readonly key: Buffer;

  constructor(
    private readonly runner: ToolRunner,
    private readonly logger: Logger,
    private readonly tasks: TaskHost | undefined,
    private readonly withMeta: WithMeta,
    private readonly tools: ReadonlyMap<string, ToolDefinition>,
  ) {
    this.key = mrtrKey(runner.config.env);
  }

  call(idJson: string, params: Record<string, unknown>, envelope: ModernEnvelope, sink: ModernSink, caller: Caller): void {
    const name = params.name;
    if (typeof name !== "string") return sink.reply(errorJson(idJson, -32602, "Invalid params: tools/call needs a string name"));
    const progressToken = progressTokenOf(params);
    if (progressToken === null) return sink.reply(errorJson(idJson, -32602, "Invalid params: _meta.progressToken must be a string or a number"));
    const input = this.open(idJson, params, envelope, sink, name);
    if (!input) return;
    const logBindings = envelope.trace;
    const tool = this.tools.get(name);
    const tasksDeclared = declaresTasks(envelope.capabilities);
    if (tool?.task?.required && this.tasks && !tasksDeclared) {
      const json = errorJson(idJson, MISSING_TASKS_EXTENSION.code, `${MISSING_TASKS_EXTENSION.message}: tool "${name}" runs only as a task`, MISSING_TASKS_EXTENSION.data);
      return sink.refuse ? sink.refuse(400, json) : sink.reply(json);
    }
    // askFirst: the first round (no requestState) is an ordinary MRTR round; the answers start the task.
    const gathering = tool?.task?.askFirst === true && params.requestState === undefined;
    if (tool && this.tasks && tasksDeclared && !gathering && this.tasks.accepts(tool, params.arguments)) {
      const base = { headers: caller.headers, remoteAddress: caller.remoteAddress, transport: caller.transport, logBindings, input };
      // Its operation covers the request (the task handle's reply); the task's work, started in its
      // context, is traced as its children even after it ended.
      const op = this.begin(name, idJson, envelope, caller, true);
      const out = op ? tracedSink(sink, op, idJson) : sink;
      const start = () =>
        void this.tasks!.start(tool, params.arguments, base).then(
          (task) => out.reply(resultJson(idJson, this.withMeta(task, "task"))),
          (err: unknown) => this.failed(idJson, out, err),
        );
      return op ? op.run(start) : start();
    }
    const exchange = new ModernExchange(sink, caller, progressToken, envelope.logLevel, logBindings, input);
    const op = this.begin(name, idJson, envelope, caller);
    this.runner.call(name, params.arguments, exchange, op).then(
      (r) => sink.reply(resultJson(idJson, this.withMeta(r as unknown as Record<string, unknown>, "complete"))),
      (err: unknown) => {
        if (this.ended(idJson, params, input, name, sink, err)) return;
        if (err instanceof UnknownToolError) return sink.reply(errorJson(idJson, -32602, err.message));
        this.failed(idJson, sink, err);
      },
    );
  }

  /** The tools/call operation (telemetry on), or undefined: one check when it is off. */
  private begin(name: string, idJson: string, envelope: ModernEnvelope, caller: Caller, task?: true): Operation | undefined {
    return telemetry()?.begin({ method: "tools/call", tool: name, task, id: JSON.parse(idJson) as string | number, protocolVersion: envelope.version, transport: caller.transport ?? "http", meta: envelope.trace, headers: caller.headers, service: this.runner.definition.slug });
  }

  /** The MRTR round of one request target (a tool, or `prompt:<name>`): a state from one target is refused by another. */
  private round(target: string): RoundOptions {
    return { key: this.key, scope: `${this.runner.definition.slug}/${target}`, now: this.runner.clock.now().getTime(), ttlMs: this.runner.config.mrtrStateTtlMs };
  }

  /**
   * The retry's answers (a verified requestState's) for `target` (a tool, or `prompt:<name>`), or
   * undefined after answering -32602 for a bad state. A call without requestState has no state to
   * check: openRound reads no round options then, so none are built (no scope string, no clock read).
   */
  open(idJson: string, params: Record<string, unknown>, envelope: ModernEnvelope, sink: ModernSink, target: string): InputChannel | undefined {
    const round = params.requestState === undefined ? FIRST_ROUND : this.round(target);
    // MRTR may only send the request kinds the client declared (mrtr "Server Requirements" 7).
    const input = openRound(params, typeof envelope.capabilities.elicitation === "object", round, envelope.capabilities);
    if (typeof input !== "string") {
      // Before the handler's validation fills defaults into the arguments (mrtr.ts, InputChannel.digest).
      if (this.mayAsk(target)) input.digest = argumentsDigest(params.arguments);
      return input;
    }
    sink.reply(errorJson(idJson, -32602, `Invalid params: ${input}`));
    return undefined;
  }

  /** Whether a target (a tool, or `prompt:<name>`) may ask for input, so its arguments' digest is worth taking up front. */
  private mayAsk(target: string): boolean {
    return target.startsWith("prompt:") || this.tools.get(target)?.mayRequestInput === true;
  }

  /** Answers a round's end (InputRequiredResult, its state sealed for `target`; or -32021 for a capability the call requires); false for any other error. */
  ended(idJson: string, params: Record<string, unknown>, input: InputChannel, target: string, sink: ModernSink, err: unknown): boolean {
    if (err instanceof InputRequired) {
      sink.reply(resultJson(idJson, this.withMeta(inputRequiredResult(params, input, err, this.round(target)), "input_required")));
      return true;
    }
    if (!(err instanceof MissingClientCapability)) return false;
    const json = errorJson(idJson, MISSING_CAPABILITY, err.message, { requiredCapabilities: err.required });
    if (sink.refuse) sink.refuse(400, json);
    else sink.reply(json);
    return true;
  }

  private failed(idJson: string, sink: ModernSink, err: unknown): void {
    this.logger.error({ err }, "tools/call failed outside the handler");
    sink.reply(errorJson(idJson, -32603, "Internal error"));
  }
}

/**
 * The tools/call view of a modern request. notifications/message goes out only when the request
 * asked for a log level in `_meta`, and only at or above it (changelog item 5: no log
 * notifications for requests without `io.modelcontextprotocol/logLevel`).
 */
export class ModernExchange implements Exchange {
  readonly headers: Exchange["headers"];
  readonly transport: CallTransport | undefined;

  constructor(
    private readonly sink: ModernSink,
    private readonly caller: Caller,
    readonly progressToken: string | number | undefined,
    private readonly logLevel: LogLevel | undefined,
    readonly logBindings: Readonly<Record<string, string | undefined>> | undefined,
    readonly input: InputChannel | undefined,
  ) {
    this.headers = caller.headers;
    this.transport = caller.transport;
  }

  /** Read from the caller when a handler asks (over HTTP it is worked out then, once per request). */
  get remoteAddress(): string | undefined {
    return this.caller.remoteAddress;
  }

  get signal(): AbortSignal {
    return this.sink.signal;
  }

  notify(method: string, params: Record<string, unknown>): void {
    if (method === "notifications/message" && !logAllowed(params.level, this.logLevel)) return;
    this.sink.notify(`{"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params)}}`);
  }
}
