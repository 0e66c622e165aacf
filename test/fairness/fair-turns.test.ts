import type { Socket } from "node:net";
import { startTestHost, type TestHost } from "../helpers/host";
import { nextData, openSocket } from "../helpers/sockets";
import { createTestDatabase, type TestDatabase } from "../storage/databases";

/**
 * Issue 30: fair, bounded turns of the event loop (generator/runtime/http/fair-turns.ts), on the
 * real host with real sockets; loopback addresses 127.0.0.x stand for distinct clients. With a
 * budget of 1 µs every dispatch after a turn's first waits, so the order of service is exact and
 * is asserted by positions and by turns of the event loop (counted by an immediate that re-arms
 * itself while requests are out), never by time.
 */
const ping = (id: number) => JSON.stringify({ jsonrpc: "2.0", id, method: "ping", params: {} });
const post = (tag: string, body: string) =>
  `POST /census/mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nX-Tag: ${tag}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const healthz = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Tag: healthz\r\n\r\n";
const status = (text: string) => Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]);

async function hostWith(env: Record<string, string>): Promise<{ database: TestDatabase; h: TestHost }> {
  const database = await createTestDatabase("sqlite");
  return { database, h: await startTestHost(["census"], { env: { ...database.env, ...env } }) };
}

/** Server-side order: each request's tag when node:http parsed it, and when its answer was finished, with the turn. */
function watch(h: TestHost) {
  const arrived: string[] = [];
  const finished: { tag: string; turn: number }[] = [];
  let turn = 0;
  let out = 0;
  const tick = () => {
    turn++;
    if (out > 0) setImmediate(tick);
  };
  h.host.http.on("request", (req, res) => {
    const tag = String(req.headers["x-tag"]);
    arrived.push(tag);
    res.on("finish", () => finished.push({ tag, turn }));
  });
  return {
    arrived,
    finished,
    /** Sends every request at once (they reach the host in one poll of its event loop) and waits for every answer. */
    async send(requests: { socket: Socket; text: string }[]): Promise<string[]> {
      out = requests.length;
      setImmediate(tick);
      const answers = requests.map(({ socket }) => nextData(socket).finally(() => out--));
      for (const { socket, text } of requests) socket.write(text);
      return Promise.all(answers);
    },
  };
}

describe("fairness: fair turns of the event loop", () => {
  const sockets: Socket[] = [];
  /** A keep-alive connection the host has accepted and served once (it accepts one connection per turn: connections.ts). */
  const open = async (port: number, from: string) => {
    const s = await openSocket(port, from);
    s.on("error", () => undefined);
    sockets.push(s);
    const answer = nextData(s);
    s.write(healthz);
    expect(status(await answer)).toBe(200);
    return s;
  };
  afterEach(() => {
    for (const s of sockets.splice(0)) s.destroy();
  });

  describe("a flood from one address", () => {
    let database: TestDatabase;
    let h: TestHost;
    beforeAll(async () => ({ database, h } = await hostWith({ MCPFORGE_TURN_BUDGET_MS: "0.001" })));
    afterAll(async () => {
      await h?.close();
      await database?.drop();
    });

    test("delays neither another address's request nor /healthz past a turn, and is served in its own order", async () => {
      const flood = await Promise.all(Array.from({ length: 30 }, () => open(h.host.port, "127.0.0.2")));
      const other = await open(h.host.port, "127.0.0.3");
      const probe = await open(h.host.port, "127.0.0.4");
      const w = watch(h);
      const before = h.host.turns();
      const answers = await w.send([
        ...flood.map((socket, i) => ({ socket, text: post(`a${i}`, ping(i)) })),
        { socket: other, text: post("b", ping(99)) },
        { socket: probe, text: healthz },
      ]);

      expect(answers.map(status)).toEqual(answers.map(() => 200)); // nothing dropped
      const order = w.finished.map((f) => f.tag);
      const turnOf = (tag: string) => w.finished.find((f) => f.tag === tag)!.turn;
      // Without the scheduler both come after all 30 of the flood (it is parsed first, and served inline).
      expect(order.indexOf("healthz")).toBeLessThanOrEqual(3);
      expect(order.indexOf("b")).toBeLessThanOrEqual(3);
      expect(turnOf("b") - w.finished[0].turn).toBeLessThanOrEqual(2);
      // The flood's own requests in the order they arrived.
      expect(order.filter((t) => t.startsWith("a"))).toEqual(w.arrived.filter((t) => t.startsWith("a")));
      // …one a turn: the flood's last answer comes many turns after the other address's.
      expect(turnOf(order.at(-1)!)).toBeGreaterThan(turnOf("b") + 10);
      const after = h.host.turns();
      expect(after.queued - before.queued).toBeGreaterThanOrEqual(28);
      expect(after.waiting).toBe(0);
    });

    test("three addresses share the turns round-robin", async () => {
      const from = ["127.0.0.5", "127.0.0.6", "127.0.0.7"];
      const socketsOf = await Promise.all(from.map((a) => Promise.all(Array.from({ length: 6 }, () => open(h.host.port, a)))));
      const w = watch(h);
      await w.send(socketsOf.flatMap((list, k) => list.map((socket, i) => ({ socket, text: post(`${"xyz"[k]}${i}`, ping(i)) }))));
      const order = w.finished.map((f) => f.tag[0]).join("");
      // After the first (inline) ones, no address gets a second turn before every waiting address had one.
      const queuedPart = order.slice(order.indexOf("y") - 1);
      for (let i = 0; i + 3 <= 12; i += 3) expect(new Set(queuedPart.slice(i, i + 3)).size).toBe(3);
    });
  });

  test("an idle host queues nothing: requests one after another are all dispatched at once (default budget)", async () => {
    const { database, h } = await hostWith({});
    try {
      const s = await open(h.host.port, "127.0.0.8");
      for (let i = 0; i < 40; i++) {
        const answer = nextData(s);
        s.write(i % 2 ? post(`i${i}`, ping(i)) : healthz);
        expect(status(await answer)).toBe(200);
      }
      expect(h.host.turns()).toMatchObject({ queued: 0, waiting: 0, peak: 0 });
      expect(h.host.turns().inline).toBe(20);
    } finally {
      await h.close();
      await database.drop();
    }
  });

  test("the queue holds at most the connection cap; past it requests are dispatched at once, none dropped", async () => {
    const { database, h } = await hostWith({ MCPFORGE_TURN_BUDGET_MS: "0.001", MCPFORGE_MAX_CONNECTIONS: "8" });
    try {
      const s = await open(h.host.port, "127.0.0.9");
      let received = "";
      s.on("data", (c: Buffer) => (received += c.toString("latin1")));
      const all = new Promise<void>((resolve) => s.on("data", () => received.split("HTTP/1.1 200").length > 20 && resolve()));
      s.write(Array.from({ length: 20 }, (_, i) => post(`p${i}`, ping(i))).join("")); // pipelined
      await all;
      expect(received.split("HTTP/1.1 200").length - 1).toBe(20);
      const stats = h.host.turns();
      expect(stats.peak).toBe(8); // the cap was reached, and the requests past it were served at once
      expect(stats.inline).toBeGreaterThan(1);
      expect(stats.waiting).toBe(0);
      expect(stats.inline + stats.queued).toBe(20);
    } finally {
      await h.close();
      await database.drop();
    }
  });
});
