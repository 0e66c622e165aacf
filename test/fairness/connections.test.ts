import type { Socket } from "node:net";
import { promisify } from "node:util";
import { startTestHost, type TestHost } from "../helpers/host";
import { closedWith, nextData, openSocket } from "../helpers/sockets";
import { createTestDatabase, type TestDatabase } from "../storage/databases";

const PARTIAL = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n"; // headers never finished
const INIT = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } });

/**
 * Issue 30, item 4, against the real host with real sockets: 24 connections at most, the last 4
 * reserved, 10 per client address (loopback addresses 127.0.0.x stand for distinct clients).
 * Header and request timeouts are long, so only the caps close a socket during the test.
 */
describe("fairness: connections per address and reserved headroom", () => {
  let database: TestDatabase;
  let h: TestHost;
  const sockets: Socket[] = [];
  const open = async (from: string) => {
    const s = await openSocket(h.host.port, from);
    s.on("error", () => undefined);
    sockets.push(s);
    return s;
  };
  /** A whole request on a connection that stays open (keep-alive); the status it got. */
  const request = async (from: string, head: string, body = "") => {
    const s = await open(from);
    const answer = nextData(s);
    s.write(`${head}Host: 127.0.0.1\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    return { socket: s, status: Number(/^HTTP\/1\.1 (\d+)/.exec(await answer)?.[1]), text: await answer };
  };
  const post = (from: string, headers: string) => request(from, `POST /comms/mcp HTTP/1.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n${headers}`, INIT);

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    h = await startTestHost(["comms"], {
      env: { ...database.env, MCPFORGE_MAX_CONNECTIONS: "24", MCPFORGE_RESERVED_CONNECTIONS: "4", MCPFORGE_MAX_CONNECTIONS_PER_ADDRESS: "10", MCPFORGE_HEADERS_TIMEOUT_MS: "120000", MCPFORGE_REQUEST_TIMEOUT_MS: "120000", MCPFORGE_KEEPALIVE_TIMEOUT_MS: "120000" },
    });
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await h?.close();
    await database?.drop();
  });

  test("one address's 12 half-open sockets: 2 held unread (connections-held.test.ts); past the unreserved 20, only /healthz and credentialed requests are served", async () => {
    const flood: Socket[] = [];
    for (let i = 0; i < 12; i++) {
      const s = await open("127.0.0.2");
      s.write(PARTIAL);
      flood.push(s);
    }
    // A whole request after the flood: the host has accepted every flood socket by now.
    expect((await request("127.0.0.9", "GET /healthz HTTP/1.1\r\n")).status).toBe(200); // 13 open
    expect(await promisify(h.host.http.getConnections.bind(h.host.http))()).toBe(13); // 10 admitted and 2 held from .2, the probe
    expect(flood.every((s) => !s.destroyed)).toBe(true);

    for (let i = 0; i < 7; i++) (await open("127.0.0.3")).write(PARTIAL); // 20 open: the reserve begins
    expect((await request("127.0.0.9", "GET /healthz HTTP/1.1\r\n")).status).toBe(200); // 21, reserved
    const anonymous = await post("127.0.0.5", ""); // 22, reserved
    expect(anonymous.status).toBe(503);
    expect(anonymous.text).toMatch(/retry-after: 1/i);
    expect(anonymous.text).toContain("MCPFORGE_RESERVED_CONNECTIONS");
    await closedWith(anonymous.socket);
    const signedIn = await post("127.0.0.6", "Authorization: Bearer ck_live_anything\r\n"); // 22 again, reserved
    expect(signedIn.status).toBe(200);
  });
});
