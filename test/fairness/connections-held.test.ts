import { promisify } from "node:util";
import { startScriptedHost } from "../helpers/scripted-host";
import { closedWith, nextData, openSocket } from "../helpers/sockets";

const HEALTHZ = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

/**
 * Issue 30, the soak's /healthz p99 (170-246 ms idle, 20x idle): a connection past its address's
 * cap was closed as it was accepted, so a client that reopens every closed connection cycled
 * through the accept queue, which Node 20 drains one connection per event-loop turn, and every
 * new connection (a health probe's) waited behind it. Now it is held: accepted, never read, closed
 * after the headers timeout (here 300 ms), answered nothing. Before, the host counted 2
 * connections in the first test, not 3.
 */
describe("fairness: a connection past the per-address cap is held, not churned", () => {
  let host: Awaited<ReturnType<typeof startScriptedHost>>;
  beforeAll(async () => {
    host = await startScriptedHost({
      MCPFORGE_MAX_CONNECTIONS: "24",
      MCPFORGE_RESERVED_CONNECTIONS: "4",
      MCPFORGE_MAX_CONNECTIONS_PER_ADDRESS: "2",
      MCPFORGE_HEADERS_TIMEOUT_MS: "300",
    });
  });
  afterAll(() => host?.close());
  const connections = () => promisify(host.http.getConnections.bind(host.http))();

  test("the third socket of an address stays open, unread and unanswered, then is closed after the headers timeout", async () => {
    const [a, b, held] = [
      await openSocket(host.port, "127.0.0.2"),
      await openSocket(host.port, "127.0.0.2"),
      await openSocket(host.port, "127.0.0.2"),
    ];
    const heldGot = closedWith(held);
    held.write(HEALTHZ);
    const answer = nextData(a);
    a.write(HEALTHZ); // accepted before `held`, answered
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    const probe = await openSocket(host.port, "127.0.0.3"); // accepted after all three
    const probed = nextData(probe);
    probe.write(HEALTHZ);
    expect(await probed).toMatch(/^HTTP\/1\.1 200 /);
    expect(await connections()).toBe(4); // a, b, held, probe
    expect(await heldGot).toBe(""); // closed without a byte: its request was never read
    for (const s of [a, b, probe]) s.destroy();
  });

  test("past the cap and its held share, an address's sockets are closed as they are accepted", async () => {
    const mine = await Promise.all([1, 2, 3, 4].map(() => openSocket(host.port, "127.0.0.4")));
    const fifth = await openSocket(host.port, "127.0.0.4");
    expect(await closedWith(fifth)).toBe("");
    for (const s of mine) s.destroy();
  });
});
