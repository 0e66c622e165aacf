import type { IncomingMessage, Server as HttpServer, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { RuntimeConfig } from "../config";
import { isTrustedProxy, limitKey } from "./client-address";
import { sendHttpError } from "./hygiene";

/**
 * Connection admission (issue 30, item 4). node:http's own cap (`maxConnections`) closes sockets
 * past the total; on top of it:
 *
 * - **per address**: one client address (an IPv6 client by its /64) holds at most
 *   `maxConnectionsPerAddress` open connections. Trusted proxies are exempt (their clients are
 *   told apart per request, client-address.ts). A connection past it is **held**: never read,
 *   closed after the headers timeout. Closing it at once (as before) made a client that reopens
 *   every closed connection cycle through the accept queue, which Node 20's libuv drains one
 *   connection per event-loop turn (libuv#3696): under load (turns of 5-40 ms) the soak's 36
 *   reopening sockets put every new connection 36 turns back, /healthz p99 170-246 ms on an idle
 *   machine and seconds on a loaded one. An address holds at most `maxConnectionsPerAddress` more
 *   this way, and held connections never take a reserved place; past that they are closed at
 *   once. Nothing is answered on them: a 503 would need the request read and parsed, the work the
 *   cap saves;
 * - **reserved headroom**: the last `reservedConnections` of the cap serve only `/healthz` and
 *   requests that present credentials (an `Authorization` header); any other request arriving on
 *   such a connection is answered 503 with `Retry-After` and the connection closed. So 500
 *   half-open sockets from many addresses still leave a health probe and signed-in clients in.
 *
 * Returns the per-request check the host calls first: false when it has answered.
 */
export function admitConnections(http: HttpServer, config: RuntimeConfig): (req: IncomingMessage, res: ServerResponse, path: string) => boolean {
  const max = config.maxConnections;
  if (max > 0) http.maxConnections = max;
  // At most a quarter of the cap is held back (none under 4), and one address may fill the rest.
  const reserved = max > 0 ? Math.min(config.reservedConnections, Math.floor(max / 4)) : 0;
  const perAddress = max > 0 && config.maxConnectionsPerAddress > 0 ? Math.min(config.maxConnectionsPerAddress, max - reserved) : config.maxConnectionsPerAddress;
  const holdMs = config.headersTimeoutMs > 0 ? config.headersTimeoutMs : 10_000;
  const byAddress = new Map<string, { admitted: number; held: number }>();
  const inReserve = new WeakSet<Socket>();
  // Sockets start unread; each admitted one is resumed below, a held one never is.
  (http as unknown as { pauseOnConnect: boolean }).pauseOnConnect = true; // a net.Server option, set after creation
  let open = 0; // admitted and held: what node:http's own cap counts
  http.on("connection", (socket: Socket) => {
    const peer = socket.remoteAddress ?? "";
    const key = perAddress > 0 && !isTrustedProxy(peer, config.trustedProxies) ? limitKey(peer) : "";
    const mine = key ? (byAddress.get(key) ?? { admitted: 0, held: 0 }) : undefined;
    const over = mine !== undefined && mine.admitted >= perAddress;
    // A held connection takes no reserved place, and one address holds at most perAddress.
    if (over && (mine.held >= perAddress || (max > 0 && open >= max - reserved))) return void socket.destroy();
    if (mine) byAddress.set(key, mine);
    if (over) mine.held++;
    else if (mine) mine.admitted++;
    open++;
    const timer = over ? setTimeout(() => socket.destroy(), holdMs).unref() : undefined;
    if (!over) socket.resume();
    if (!over && reserved > 0 && open > max - reserved) inReserve.add(socket);
    socket.once("close", () => {
      open--;
      clearTimeout(timer);
      if (!mine) return;
      if (over) mine.held--;
      else mine.admitted--;
      if (mine.admitted + mine.held === 0) byAddress.delete(key);
    });
  });
  return (req, res, path) => {
    if (!inReserve.has(req.socket) || path === "/healthz" || req.headers.authorization !== undefined) return true;
    res.setHeader("retry-after", "1");
    res.setHeader("connection", "close");
    sendHttpError(res, 503, -32000, `Server busy: the last ${reserved} of ${max} connections are kept for /healthz and clients presenting credentials (MCPFORGE_MAX_CONNECTIONS, MCPFORGE_RESERVED_CONNECTIONS); retry after 1 s`);
    return false;
  };
}

