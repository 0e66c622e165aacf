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
 *   `maxConnectionsPerAddress` open connections; more are closed as they are accepted. Trusted
 *   proxies are exempt (their clients are told apart per request, client-address.ts);
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
  const byAddress = new Map<string, number>();
  const inReserve = new WeakSet<Socket>();
  let open = 0;
  http.on("connection", (socket: Socket) => {
    const peer = socket.remoteAddress ?? "";
    const key = perAddress > 0 && !isTrustedProxy(peer, config.trustedProxies) ? limitKey(peer) : "";
    const held = key ? (byAddress.get(key) ?? 0) : 0;
    if (key && held >= perAddress) {
      socket.destroy();
      return;
    }
    if (key) byAddress.set(key, held + 1);
    open++;
    if (reserved > 0 && open > max - reserved) inReserve.add(socket);
    socket.once("close", () => {
      open--;
      if (!key) return;
      const left = (byAddress.get(key) ?? 1) - 1;
      if (left > 0) byAddress.set(key, left);
      else byAddress.delete(key);
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
