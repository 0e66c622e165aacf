import { Agent, request, type IncomingHttpHeaders } from "node:http";
import nodemailer from "nodemailer";

/**
 * Clients that write while the server is being killed. Each write carries a unique token; a
 * token enters `acked` only when the server acknowledged it (2xx for a capture, a successful
 * `queued` tool result for send_email, `250` after DATA for SMTP submission). A write that
 * fails (connection reset by the kill, refused while the server is down) is not acknowledged:
 * the client would retry it, and it may or may not be stored. Writers never sleep: after a
 * failure they wait for the next `up()` of the target.
 *
 * Extension point: when the CRM and campaigns land, add `crmWriter` (acknowledged contact
 * writes, verified in its tables) and `campaignWriter` (acknowledged campaign sends, counted at
 * the SMTP sink like e-mail) here, and start them in kill9.test.ts's `startWriters`.
 */
export class Target {
  private generation = 0;
  private wake?: { promise: Promise<void>; resolve(): void };
  private stopped = false;
  /** Acknowledged writes since the last `up()`, per ledger. */
  private readonly since = new Map<Ledger, number>();
  private onAck?: () => void;

  constructor(readonly url: string) {}

  up(): void {
    this.generation++;
    this.since.clear();
    this.wake?.resolve();
    this.wake = undefined;
  }

  /** Resolves when the server is next started (or the writers are stopped). */
  nextUp(seen: number): Promise<void> {
    if (this.stopped || this.generation !== seen) return Promise.resolve();
    this.wake ??= (() => {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      return { promise, resolve };
    })();
    return this.wake.promise;
  }

  get current(): number {
    return this.generation;
  }

  acked(ledger: Ledger): void {
    this.since.set(ledger, (this.since.get(ledger) ?? 0) + 1);
    this.onAck?.();
  }

  /** Resolves once each ledger had its number of writes acknowledged since the last `up()`. */
  acksSinceUp(wanted: [Ledger, number][]): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (wanted.some(([l, n]) => (this.since.get(l) ?? 0) < n) && !this.stopped) return;
        this.onAck = undefined;
        resolve();
      };
      this.onAck = check;
      check();
    });
  }

  stop(): void {
    this.stopped = true;
    this.wake?.resolve();
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}

export interface Ledger {
  attempted: Set<string>;
  acked: Set<string>;
}

export const newLedger = (): Ledger => ({ attempted: new Set(), acked: new Set() });

/** Runs `write(token)` in a loop until the target stops; failures wait for the next start. */
async function loop(target: Target, ledger: Ledger, prefix: string, write: (token: string) => Promise<boolean>): Promise<void> {
  for (let n = 0; !target.isStopped; n++) {
    const token = `${prefix}${n}`;
    const generation = target.current;
    ledger.attempted.add(token);
    let ok = false;
    try {
      ok = await write(token);
    } catch {
      ok = false;
    }
    if (ok) {
      ledger.acked.add(token);
      target.acked(ledger);
    } else {
      await target.nextUp(generation);
    }
  }
}

export interface Posted {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export function post(agent: Agent, url: string, body: string, headers: Record<string, string>): Promise<Posted> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: u.hostname, port: u.port, path: u.pathname, method: "POST", headers: { ...headers, "content-length": Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Webhook senders: POST /webhooks/in/<bucket>/<token>; acknowledged on any 2xx. */
export function captureWriter(target: Target, ledger: Ledger, bucketId: string, id: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return loop(target, ledger, `c${id}-`, async (token) => {
    const r = await post(agent, `${target.url}/webhooks/in/${bucketId}/${token}`, JSON.stringify({ token }), { "content-type": "application/json" });
    return r.status >= 200 && r.status < 300;
  }).finally(() => agent.destroy());
}

/** MCP request headers of a stateless streamable HTTP client. */
export function mcpHeaders(apiKey?: string): Record<string, string> {
  return {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "mcp-protocol-version": "2025-06-18",
    ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
  };
}

/** Calls one MCP tool over stateless streamable HTTP; returns the JSON-RPC result and the response headers. */
export async function callToolRaw(url: string, name: string, args: Record<string, unknown>, opts: { apiKey?: string; agent?: Agent } = {}): Promise<{ result: any; headers: IncomingHttpHeaders }> {
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } });
  const r = await post(opts.agent ?? new Agent(), url, body, mcpHeaders(opts.apiKey));
  if (r.status !== 200) throw new Error(`${name}: HTTP ${r.status} ${r.body.slice(0, 300)}`);
  const message = JSON.parse(r.body);
  if (message.error) throw new Error(`${name}: ${JSON.stringify(message.error)}`);
  return { result: message.result, headers: r.headers };
}

export async function callTool(url: string, name: string, args: Record<string, unknown>, opts: { apiKey?: string; agent?: Agent } = {}): Promise<any> {
  return (await callToolRaw(url, name, args, opts)).result;
}

/** The subject every test message carries: the sink finds the token in it. */
export const subjectOf = (token: string) => `durability ${token}`;
export const TOKEN_IN_SUBJECT = /^Subject: durability ([a-z0-9-]+)\r?$/m;

/** send_email arguments of the message carrying `token` (its only recipient is `<token>@example.net`). */
export const sendEmailArgs = (s: Sender, token: string) => ({ domain: s.domain, from: `app@${s.domain}`, to: `${token}@example.net`, subject: subjectOf(token), text: `token ${token}` });

export interface Sender {
  apiKey: string;
  domain: string;
  submissionPort: number;
}

/** send_email through MCP; acknowledged when the tool answers `queued`. */
export function sendWriter(target: Target, ledger: Ledger, s: Sender, id: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return loop(target, ledger, `e${id}-`, async (token) => {
    const r = await callTool(`${target.url}/email/mcp`, "send_email", sendEmailArgs(s, token), { apiKey: s.apiKey, agent });
    return !r.isError && r.structuredContent?.status === "queued";
  }).finally(() => agent.destroy());
}

/** SMTP submission (AUTH with the API key); acknowledged on 250 after DATA. */
export function submissionWriter(target: Target, ledger: Ledger, s: Sender, id: number): Promise<void> {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: s.submissionPort,
    secure: false,
    ignoreTLS: true,
    auth: { user: "durability", pass: s.apiKey },
    connectionTimeout: 5000,
    socketTimeout: 10_000,
  });
  return loop(target, ledger, `s${id}-`, async (token) => {
    const info = await transport.sendMail({ from: `app@${s.domain}`, to: `${token}@example.net`, subject: subjectOf(token), text: `token ${token}` });
    return /^250\b/.test(info.response);
  }).finally(() => transport.close());
}
