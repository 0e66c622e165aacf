import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { envelopeProblem, isRequestId, jsonShapeProblem, type ShapeLimits } from "./json-guard";
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "./protocol/versions";
import type { Operation } from "./telemetry/operation";
import { endWith, outcomeOfMessage } from "./telemetry/reply";

/** The version an initialize request settles on: the requested one when supported, else the latest (as the SDK Server answers). */
function negotiatedVersion(params: unknown): string {
  const requested = (params as { protocolVersion?: unknown } | undefined)?.protocolVersion;
  return typeof requested === "string" && SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : LATEST_PROTOCOL_VERSION;
}

/**
 * The server side of MCP over stdio: one JSON-RPC message per line. In place of the SDK's
 * StdioServerTransport, whose ReadBuffer parses each line with zod and, on a bad line, drops it
 * silently (the client waits forever on a request whose id or progressToken zod refused) and on
 * a line over 10 MiB closes the transport for good. Here every line is checked as on HTTP:
 * size, nesting depth and node count (scanned before parsing: nothing recursive sees a deep line), envelope and
 * id type; a bad line is answered with a JSON-RPC error and the next line is read as usual.
 */
export class LineTransport implements Transport {
  onmessage?: Transport["onmessage"];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  /**
   * Sees every well-formed message first; returning true means it was handled (the 2026-07-28
   * path, stdio-modern.ts) and the SDK `Server` never sees it.
   */
  intercept?: (message: Record<string, unknown>) => boolean;
  /** The client stopped reading (EPIPE on stdout): nothing can be answered any more. Once. */
  onoutputclosed?: (error: Error) => void;
  /**
   * Telemetry on (stdio.ts sets it): the operation of a 2025-flow request the SDK Server answers
   * (every method but tools/call, which sdk-server.ts observes), ended by its response in send().
   */
  observe?: (request: Record<string, unknown>, protocolVersion: string | undefined) => Operation | undefined;
  private readonly operations = new Map<string, Operation>();
  /** The protocol version the handshake settled on (2025 flow), once initialize is answered. */
  protocolVersion?: string;
  private chunks: Buffer[] = [];
  private size = 0;
  /** Skipping the rest of a line that went over the size limit. */
  private discarding = false;
  private readonly ondata = (chunk: Buffer) => this.append(chunk);
  private readonly onend = () => void this.close();
  private validate?: (m: unknown) => boolean;
  /** The output failed (EPIPE: the reader went away); later replies are dropped. */
  private broken = false;
  // Kept for the transport's life: without a listener, an EPIPE on stdout is an uncaught
  // exception that kills the process (issue 10 follow-up).
  private readonly onoutputerror = (err: Error) => {
    if (this.broken) return;
    this.broken = true;
    void this.close();
    this.onoutputclosed?.(err);
  };

  constructor(
    private readonly limits: { maxLineBytes: number } & ShapeLimits,
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
  ) {}

  async start(): Promise<void> {
    // The SDK's message schema, for what the envelope check leaves to it (param shapes, the
    // progressToken type); required lazily as everywhere in the runtime (the SDK is ~200 ms).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { JSONRPCMessageSchema } = require("@modelcontextprotocol/sdk/types.js") as typeof import("@modelcontextprotocol/sdk/types.js");
    this.validate = (m) => JSONRPCMessageSchema.safeParse(m).success;
    this.input.on("data", this.ondata);
    this.input.on("end", this.onend);
    this.output.on("error", this.onoutputerror);
  }

  async close(): Promise<void> {
    this.input.off("data", this.ondata);
    this.input.off("end", this.onend);
    this.chunks = [];
    this.size = 0;
    this.onclose?.();
  }

  /** Resolves once written or buffered; at once (dropped) when the output is broken, never hangs on it. */
  send(message: JSONRPCMessage): Promise<void> {
    // The SDK Server's initialize result names the version negotiated (telemetry's mcp.protocol.version);
    // receive() already guessed it, for the requests a client pipelines behind initialize.
    const negotiated = (message as { result?: { protocolVersion?: unknown; serverInfo?: unknown } }).result;
    if (typeof negotiated?.protocolVersion === "string" && negotiated.serverInfo) this.protocolVersion = negotiated.protocolVersion;
    if (this.operations.size > 0) this.ended(message as { id?: unknown });
    return this.sendLine(JSON.stringify(message));
  }

  /** One serialized message, as send() writes it. */
  sendLine(json: string): Promise<void> {
    if (this.broken) return Promise.resolve();
    return new Promise((resolve) => {
      if (this.output.write(json + "\n")) return resolve();
      const done = () => {
        this.output.off("drain", done);
        this.output.off("error", done);
        resolve();
      };
      this.output.on("drain", done);
      this.output.on("error", done);
    });
  }

  private append(chunk: Buffer): void {
    let start = 0;
    for (let nl = chunk.indexOf(0x0a); nl >= 0; nl = chunk.indexOf(0x0a, start)) {
      this.take(chunk.subarray(start, nl));
      const line = this.discarding ? undefined : Buffer.concat(this.chunks, this.size);
      this.chunks = [];
      this.size = 0;
      this.discarding = false;
      if (line) this.receive(line.toString("utf8").replace(/\r$/, ""));
      start = nl + 1;
    }
    this.take(chunk.subarray(start));
  }

  private take(part: Buffer): void {
    if (this.discarding || part.length === 0) return;
    if (this.size + part.length > this.limits.maxLineBytes) {
      this.chunks = [];
      this.size = 0;
      this.discarding = true;
      this.refuse(null, -32600, `Invalid request: message larger than ${this.limits.maxLineBytes} bytes (limit set by MCPFORGE_MAX_BODY_BYTES)`);
      return;
    }
    this.chunks.push(part);
    this.size += part.length;
  }

  private receive(line: string): void {
    if (line.trim() === "") return;
    const shape = jsonShapeProblem(line, this.limits);
    if (shape) return this.refuse(shape.id, -32600, shape.message);
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      return this.refuse(null, -32700, "Parse error: the line is not valid JSON");
    }
    const problem = envelopeProblem(message);
    if (problem) return this.refuse(null, -32600, problem);
    const m = message as Record<string, unknown>;
    if (m.method === "initialize") this.protocolVersion = negotiatedVersion(m.params);
    try {
      if (this.intercept?.(m)) return;
    } catch (err) {
      this.onerror?.(err instanceof Error ? err : new Error(String(err)));
      if (typeof m.method === "string" && isRequestId(m.id)) this.refuse(m.id, -32603, "Internal error");
      return;
    }
    if (!this.validate!(message)) {
      // A request gets an answer it can match; a bad notification or response has nobody to tell.
      if (typeof m.method === "string" && isRequestId(m.id)) this.refuse(m.id, -32600, `Invalid request: ${m.method} does not match the MCP message schema`);
      return;
    }
    const op = this.observe && typeof m.method === "string" && isRequestId(m.id) ? this.observe(m, this.protocolVersion) : undefined;
    if (op) this.operations.set(JSON.stringify(m.id), op);
    try {
      if (op) op.run(() => this.onmessage?.(message as JSONRPCMessage));
      else this.onmessage?.(message as JSONRPCMessage);
    } catch (err) {
      this.onerror?.(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** A response ends the operation of its request (telemetry on). */
  private ended(message: { id?: unknown; method?: unknown }): void {
    if (message.method !== undefined || !isRequestId(message.id)) return;
    const key = JSON.stringify(message.id);
    const op = this.operations.get(key);
    if (!op) return;
    this.operations.delete(key);
    endWith(op, outcomeOfMessage(message));
  }

  private refuse(id: string | number | null, code: number, message: string): void {
    void this.send({ jsonrpc: "2.0", id, error: { code, message } } as unknown as JSONRPCMessage);
  }
}
