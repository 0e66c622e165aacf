import type { IncomingMessage, ServerResponse } from "node:http";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function hostnameOf(hostHeader: string): string {
  const h = hostHeader.toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  const colon = h.indexOf(":");
  return colon < 0 ? h : h.slice(0, colon);
}

/**
 * DNS-rebinding protection for loopback binds: a page on evil.example whose name resolves to
 * 127.0.0.1 sends `Host: evil.example`; refuse anything but loopback names (and configured extras).
 */
export function checkHost(req: IncomingMessage, allowed: readonly string[]): boolean {
  const host = req.headers.host;
  if (!host) return false;
  const name = hostnameOf(host);
  if (!LOOPBACK_HOSTS.has(name) && !allowed.includes(name) && !allowed.includes(host.toLowerCase())) return false;
  const origin = req.headers.origin;
  if (origin === undefined || origin === "null") return origin === undefined;
  try {
    const o = new URL(origin);
    return LOOPBACK_HOSTS.has(o.hostname.toLowerCase()) || allowed.includes(o.hostname.toLowerCase()) || allowed.includes(o.host.toLowerCase());
  } catch {
    return false;
  }
}

/** An HTTP error with a JSON-RPC error body; `id` only ever a checked string/number, else null. */
export function sendHttpError(res: ServerResponse, status: number, code: number, message: string, id: string | number | null = null, data?: unknown): void {
  const body = `{"jsonrpc":"2.0","error":${JSON.stringify(data === undefined ? { code, message } : { code, message, data })},"id":${JSON.stringify(id)}}`;
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}

/** Reads a UTF-8 body up to `limit` bytes; 413 beyond it (checked on Content-Length first). */
export function readBody(req: IncomingMessage, limit: number, done: (err: { status: number; message: string } | null, body?: string) => void): void {
  const declared = Number(req.headers["content-length"]);
  if (declared > limit) {
    req.resume();
    return done({ status: 413, message: `Payload too large: at most ${limit} bytes` });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let failed = false;
  req.on("data", (chunk: Buffer) => {
    if (failed) return;
    size += chunk.length;
    if (size > limit) {
      failed = true;
      done({ status: 413, message: `Payload too large: at most ${limit} bytes` });
      return;
    }
    chunks.push(chunk);
  });
  req.on("end", () => {
    if (!failed) done(null, chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks).toString("utf8"));
  });
  req.on("error", () => {
    if (!failed) {
      failed = true;
      done({ status: 400, message: "Bad request: the request body could not be read" });
    }
  });
}
