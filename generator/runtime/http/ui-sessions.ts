import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Exchange } from "../context";
import type { ToolRunner } from "../dispatch";
import { RESOURCE_METHODS, RpcFailure } from "../resources";
import { declaresUi, type UiViews } from "../resources-ui";
import type { Replies } from "./exchange";
import { sendHttpError } from "./hygiene";

/**
 * MCP Apps for 2025-era clients over HTTP (docs/apps.md). The endpoint is stateless, so nothing
 * would link a later tools/list to what initialize declared. A client that declares
 * io.modelcontextprotocol/ui at initialize gets a session instead (2025-06-18 and 2025-11-25
 * transports, "Session Management"): the initialize response carries `Mcp-Session-Id`, the client
 * sends it on every later request, and a request carrying a live one is answered as the declaring
 * client's: tools/list with `_meta.ui`, the views as resources. A session holds nothing but that
 * declaration. It expires after SESSION_IDLE_MS unused; at most MAX_SESSIONS live, the least
 * recently used is dropped for a new one. A request carrying an unknown or expired id gets 404 (the
 * spec's signal to initialize again); DELETE with the id ends it. A client that declares nothing
 * gets no session and the stateless answers as before.
 */
export const MAX_SESSIONS = 10_000;
export const SESSION_IDLE_MS = 60 * 60 * 1000;

/** The live sessions: id → when last used (ms). A Map keeps insertion order: first = least recently used. */
export class UiSessionStore {
  private readonly lastUsed = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly max = MAX_SESSIONS,
    private readonly idleMs = SESSION_IDLE_MS,
  ) {}

  get size(): number {
    return this.lastUsed.size;
  }

  open(): string {
    const at = this.now();
    for (const [id, used] of this.lastUsed) {
      if (this.lastUsed.size < this.max && at - used <= this.idleMs) break;
      this.lastUsed.delete(id); // expired, or the least recently used when full
    }
    const id = randomUUID();
    this.lastUsed.set(id, at);
    return id;
  }

  /** Whether `id` is live; using it keeps it alive. */
  touch(id: string): boolean {
    const used = this.lastUsed.get(id);
    if (used === undefined) return false;
    this.lastUsed.delete(id);
    const at = this.now();
    if (at - used > this.idleMs) return false;
    this.lastUsed.set(id, at);
    return true;
  }

  close(id: string): boolean {
    return this.lastUsed.delete(id);
  }
}

type Message = { method?: unknown; params?: Record<string, unknown> };

/** The endpoint's hooks: DELETE, the session check of each 2025-flow POST, and the answers a session changes. */
export class UiSessions {
  private readonly store: UiSessionStore;
  /** The requests of a declaring client: an initialize declaring the extension, or any carrying a live session. */
  private readonly declaring = new WeakSet<IncomingMessage>();

  constructor(
    private readonly runner: ToolRunner,
    private readonly views: UiViews,
    private readonly logger: Logger,
    private readonly initializeResult: (params: Record<string, unknown>) => Record<string, unknown>,
  ) {
    this.store = new UiSessionStore(() => runner.clock.now().getTime());
  }

  /** DELETE with a session id: ends it (200), or 404 when it is not live. false: not a session DELETE. */
  terminate(req: IncomingMessage, res: ServerResponse): boolean {
    const id = req.headers["mcp-session-id"];
    if (req.method !== "DELETE" || typeof id !== "string") return false;
    if (!this.store.close(id)) notFound(res);
    else res.writeHead(200).end();
    return true;
  }

  /**
   * Before a 2025-flow POST is answered (after its auth). An initialize declaring the extension
   * opens a session (the response carries its id); an initialize never fails here, whatever id it
   * carries: it starts anew. Any other request carrying an id that is not live gets 404 (false).
   */
  admit(req: IncomingMessage, res: ServerResponse, messages: readonly Message[]): boolean {
    const init = messages.length === 1 && messages[0].method === "initialize" ? messages[0] : undefined;
    if (init) {
      if (!declaresUi(init.params?.capabilities)) return true;
      res.setHeader("mcp-session-id", this.store.open());
      this.declaring.add(req);
      return true;
    }
    const id = req.headers["mcp-session-id"];
    if (id === undefined) return true;
    if (typeof id === "string" && this.store.touch(id)) {
      this.declaring.add(req);
      return true;
    }
    notFound(res);
    return false;
  }

  /** Answers `m` when it comes from a declaring client and the declaration changes the answer. */
  answer(m: Message, idJson: string, exchange: Replies, req: IncomingMessage): boolean {
    if (!this.declaring.has(req)) return false;
    const params = m.params ?? {};
    if (m.method === "initialize") {
      const base = this.initializeResult(params);
      exchange.reply(resultJson(idJson, { ...base, capabilities: this.views.capabilities(base.capabilities as Record<string, unknown>) }));
      return true;
    }
    if (m.method === "tools/list") {
      exchange.reply(`{"jsonrpc":"2.0","id":${idJson},"result":${this.runner.toolsListUiJson}}`);
      return true;
    }
    if (!(RESOURCE_METHODS as readonly unknown[]).includes(m.method)) return false;
    const method = m.method as string;
    const ex: Exchange = { notify: () => undefined, signal: exchange.signal, headers: req.headers, transport: "http" };
    this.views.handle(method, params, () => this.runner.extras!.handle(method, params, ex)).then(
      (r) => exchange.reply(resultJson(idJson, r)),
      (err: unknown) => {
        if (err instanceof RpcFailure) return exchange.reply(errorJson(idJson, err.code, err.message, err.data));
        this.logger.error({ err, method }, "request failed outside the handler");
        exchange.reply(errorJson(idJson, -32603, "Internal error"));
      },
    );
    return true;
  }
}

/** What the 2025 transports specify for an unknown or ended session. */
function notFound(res: ServerResponse): void {
  sendHttpError(res, 404, -32001, "Session not found: it expired or was ended; send initialize again without Mcp-Session-Id");
}

function resultJson(idJson: string, value: unknown): string {
  return `{"jsonrpc":"2.0","id":${idJson},"result":${JSON.stringify(value)}}`;
}

function errorJson(idJson: string, code: number, message: string, data?: unknown): string {
  return `{"jsonrpc":"2.0","id":${idJson},"error":${JSON.stringify(data === undefined ? { code, message } : { code, message, data })}}`;
}
