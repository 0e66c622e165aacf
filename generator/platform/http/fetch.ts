import { Agent, request } from "undici";
import type { OutboundConfig } from "./config";
import { OutboundError, type Hop } from "./errors";
import { discard, readBounded } from "./body";
import { resolveTarget, systemResolver, type ResolvedAddress, type Resolver } from "./resolve";
import { traced } from "./trace";

export interface GuardedRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Overrides config.maxBodyBytes for this call. */
  maxBodyBytes?: number;
  /** Defaults to the system resolver. */
  resolver?: Resolver;
  /** Extra trusted CA certificates (PEM) for https targets, e.g. an operator's private CA or a test's. */
  ca?: string | Buffer;
  /** Aborts the whole request (in addition to the total timeout). */
  signal?: AbortSignal;
}

export interface GuardedResponse {
  /** The final URL after redirects. */
  url: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** True when the body was longer than the byte limit and was cut there. */
  truncated: boolean;
  /** Every request made, the last one being this response. */
  hops: Hop[];
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = ["authorization", "cookie", "proxy-authorization"];

/**
 * The one outbound HTTP client (issue 15): http/https only, public addresses only unless the
 * operator allowed more, each hop resolved once, validated and pinned, redirects followed by hand.
 */
export function guardedFetch(config: OutboundConfig, target: string, req: GuardedRequest = {}): Promise<GuardedResponse> {
  return traced(target, req, (r) => fetchGuarded(config, target, r));
}

async function fetchGuarded(config: OutboundConfig, target: string, req: GuardedRequest): Promise<GuardedResponse> {
  const hops: Hop[] = [];
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), config.totalTimeoutMs);
  const signal = req.signal ? AbortSignal.any([timeout.signal, req.signal]) : timeout.signal;
  let url: URL | undefined;
  let method = (req.method ?? "GET").toUpperCase();
  let body = req.body;
  const headers: Record<string, string> = { ...req.headers };
  // Everything after the timer is armed sits inside the try, so the finally always clears it.
  try {
    url = parseUrl(target, hops);
    for (;;) {
      checkScheme(url, hops);
      const pinned = await raceAbort(
        resolveTarget({ url, config, resolver: req.resolver ?? systemResolver, hops }),
        signal,
      );
      const hop: Hop = { url: url.href, address: pinned.address };
      hops.push(hop);
      const agent = pinnedAgent(pinned, config.connectTimeoutMs, req.ca);
      try {
        const res = await request(url, { dispatcher: agent, method, headers, body, signal });
        hop.status = res.statusCode;
        const location = res.headers.location;
        if (REDIRECTS.has(res.statusCode) && typeof location === "string") {
          discard(res.body);
          if (hops.length > config.maxRedirects) {
            throw new OutboundError(
              "too_many_redirects",
              `more than ${config.maxRedirects} redirects (MCPFORGE_OUTBOUND_MAX_REDIRECTS) from ${target}`,
              { url: url.href, hops },
            );
          }
          const next = parseUrl(location, hops, url);
          if (next.origin !== url.origin)
            for (const h of Object.keys(headers)) if (CREDENTIAL_HEADERS.includes(h.toLowerCase())) delete headers[h];
          if (res.statusCode === 303 || ((res.statusCode === 301 || res.statusCode === 302) && method === "POST")) {
            method = method === "HEAD" ? "HEAD" : "GET";
            body = undefined;
          }
          url = next;
          continue;
        }
        const read = await readBounded(res.body, req.maxBodyBytes ?? config.maxBodyBytes);
        return {
          url: url.href,
          status: res.statusCode,
          headers: res.headers,
          body: read.body,
          truncated: read.truncated,
          hops,
        };
      } finally {
        agent.destroy().catch(() => undefined);
      }
    }
  } catch (err) {
    if (err instanceof OutboundError || url === undefined) throw err;
    if (timeout.signal.aborted) {
      throw new OutboundError(
        "upstream_timeout",
        `${url.href} did not complete within ${config.totalTimeoutMs} ms (MCPFORGE_OUTBOUND_TIMEOUT_MS)`,
        { url: url.href, hops },
      );
    }
    const code = (err as { code?: string }).code;
    if (code === "UND_ERR_CONNECT_TIMEOUT") {
      throw new OutboundError(
        "upstream_timeout",
        `could not connect to ${url.href} within ${config.connectTimeoutMs} ms (MCPFORGE_OUTBOUND_CONNECT_TIMEOUT_MS)`,
        { url: url.href, hops },
      );
    }
    throw new OutboundError("upstream_unavailable", `${url.href} failed: ${(err as Error).message}`, {
      url: url.href,
      hops,
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An agent whose only way to a host is the validated address: undici hands `lookup` to
 * net/tls.connect, so the TLS server name and Host header stay the URL's while the socket goes to
 * `pinned`, and nothing resolves the name a second time.
 */
function pinnedAgent(pinned: ResolvedAddress, connectTimeoutMs: number, ca?: string | Buffer): Agent {
  const lookup = (_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (options?.all) cb(null, [{ address: pinned.address, family: pinned.family }]);
    else cb(null, pinned.address, pinned.family);
  };
  return new Agent({
    connect: { timeout: connectTimeoutMs, lookup: lookup as never, ...(ca ? { ca } : {}) },
    connections: 1,
    pipelining: 0,
  });
}

function parseUrl(text: string, hops: Hop[], base?: URL): URL {
  try {
    return new URL(text, base);
  } catch {
    throw new OutboundError("invalid_url", `not a URL: "${text.slice(0, 200)}"`, { url: text.slice(0, 200), hops });
  }
}

function checkScheme(url: URL, hops: Hop[]): void {
  if (url.protocol === "http:" || url.protocol === "https:") return;
  throw new OutboundError(
    "target_not_allowed",
    `${url.href} is not allowed: scheme "${url.protocol.slice(0, -1)}" (only http and https)`,
    { url: url.href, hops },
  );
}

function raceAbort<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
