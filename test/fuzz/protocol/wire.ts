import { request, type Agent } from "node:http";
import { connect } from "node:net";

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string } | { noAnswer: string };

export interface SendOptions {
  method?: string;
  /** Replaces the default headers entirely when `exactHeaders` is set. */
  headers?: Record<string, string>;
  exactHeaders?: boolean;
  body?: string | Buffer;
  /** Default: a new connection per request. */
  agent?: Agent;
  /** Silence after which the request counts as a hang; default HANG_MS. */
  hangMs?: number;
}

const DEFAULT_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

/**
 * A detector, not a wait: the endpoint answers these requests in milliseconds, so a request still
 * unanswered after 5 s is reported as a hang (and its socket closed) instead of stalling the suite.
 */
export const HANG_MS = 5_000;

/**
 * One request over node:http with full control of headers (no Host unless given when
 * `exactHeaders`) and bytes. A connection closed without an answer resolves as `noAnswer`.
 */
export function send(url: string, opts: SendOptions = {}): Promise<Answer> {
  const u = new URL(url);
  const headers = opts.exactHeaders ? (opts.headers ?? {}) : { host: u.host, ...DEFAULT_HEADERS, ...opts.headers };
  return new Promise((resolve) => {
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: opts.method ?? "POST", headers, setHost: false, agent: opts.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", (err) => resolve({ noAnswer: err.message }));
    });
    req.on("error", (err) => resolve({ noAnswer: err.message }));
    const hangMs = opts.hangMs ?? HANG_MS;
    req.setTimeout(hangMs, () => {
      resolve({ noAnswer: `hang: no answer within ${hangMs} ms` });
      req.destroy();
    });
    req.end(opts.body ?? "");
  });
}

/**
 * Writes raw bytes on a socket and resolves with what came back when the server closes or
 * answers; `then` decides how the client side ends ("end" half-closes, "destroy" resets).
 */
export function sendBytes(url: string, bytes: Buffer | string, then: "end" | "destroy" | "wait"): Promise<Answer> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(u.port), u.hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (a: Answer) => {
      if (!settled) {
        settled = true;
        resolve(a);
      }
    };
    socket.on("data", (c: Buffer) => {
      chunks.push(c);
      const parsed = parseRawResponse(Buffer.concat(chunks).toString("latin1"));
      if (parsed) {
        settle(parsed);
        socket.destroy();
      }
    });
    socket.on("close", () => settle(parseRawResponse(Buffer.concat(chunks).toString("latin1")) ?? { noAnswer: "connection closed without an answer" }));
    socket.on("error", (err) => settle({ noAnswer: err.message }));
    socket.write(bytes, () => {
      if (then === "end") socket.end();
      if (then === "destroy") {
        socket.destroy();
        settle({ noAnswer: "client reset the connection" });
      }
    });
  });
}

/** A complete HTTP/1.1 response with Content-Length, or undefined while it is incomplete. */
function parseRawResponse(text: string): Answer | undefined {
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const l of lines) headers[l.slice(0, l.indexOf(":")).toLowerCase()] = l.slice(l.indexOf(":") + 1).trim();
  const length = Number(headers["content-length"] ?? 0);
  const body = Buffer.from(text.slice(end + 4), "latin1");
  if (body.length < length) return undefined;
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.subarray(0, length).toString("utf8") };
}
