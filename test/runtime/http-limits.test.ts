import { RateLimiter } from "../../generator/runtime/rate-limit";
import { loadConfig, ManualClock } from "../../generator/runtime";
import { postRaw } from "../helpers/http";
import { rpc, startScriptedHost } from "../helpers/scripted-host";
import { closedWith, nextData, openSocket, rawPost } from "../helpers/sockets";

// Defect 9 (issue 10), the host part: unfinished requests were held for node's 300 s default,
// idle sockets piled up until file descriptors ran out, and one client could take every call.
// Small limits are configured per test; every wait is on a socket event, never a timer.
const PATH = "/webhooks/mcp";

describe("timeouts", () => {
  let host: Awaited<ReturnType<typeof startScriptedHost>>;
  beforeAll(async () => {
    host = await startScriptedHost({ MCPFORGE_HEADERS_TIMEOUT_MS: "150", MCPFORGE_REQUEST_TIMEOUT_MS: "300", MCPFORGE_KEEPALIVE_TIMEOUT_MS: "150" });
  });
  afterAll(() => host.close());

  test("unfinished headers (slowloris) are answered 408 and closed after the header timeout", async () => {
    const socket = await openSocket(host.port);
    const received = closedWith(socket);
    socket.write(`POST ${PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
    expect(await received).toMatch(/^HTTP\/1\.1 408 /);
  });

  test("a connection that never sends anything is closed", async () => {
    const socket = await openSocket(host.port);
    await closedWith(socket);
    expect(socket.destroyed).toBe(true);
  });

  test("an unfinished body is answered 408 and closed after the request timeout", async () => {
    const socket = await openSocket(host.port);
    const received = closedWith(socket);
    socket.write(rawPost(PATH, host.port, rpc(1, "ping")).replace(/Content-Length: \d+/, "Content-Length: 1000"));
    expect(await received).toMatch(/^HTTP\/1\.1 408 /);
  });

  test("an idle keep-alive connection is closed after the keep-alive timeout", async () => {
    const socket = await openSocket(host.port);
    const received = closedWith(socket);
    socket.write(rawPost(PATH, host.port, rpc(2, "ping")));
    expect(await received).toMatch(/^HTTP\/1\.1 200 [\s\S]*"result":\{\}/);
  });
});

test("the connection cap closes the extra socket; existing clients still work, and a freed slot is reused", async () => {
  const host = await startScriptedHost({ MCPFORGE_MAX_CONNECTIONS: "2" });
  try {
    const serverClosed: Promise<void>[] = [];
    const twoAccepted = new Promise<void>((resolve) =>
      host.http.on("connection", (s) => {
        serverClosed.push(new Promise((r) => s.once("close", () => r())));
        if (serverClosed.length === 2) resolve();
      }),
    );
    const [a, b] = await Promise.all([openSocket(host.port), openSocket(host.port)]);
    await twoAccepted;
    const dropped = new Promise<void>((resolve) => host.http.once("drop", () => resolve()));
    const extra = await openSocket(host.port);
    expect(await closedWith(extra)).toBe("");
    await dropped;

    const reply = nextData(a);
    a.write(rawPost(PATH, host.port, rpc(3, "ping")));
    expect(await reply).toMatch(/^HTTP\/1\.1 200 /);

    b.destroy();
    await serverClosed[1];
    const res = await postRaw(host.endpoint, { body: rpc(4, "ping") });
    expect(res.status).toBe(200);
    a.destroy();
  } finally {
    await host.close();
  }
});

describe("per-client rate limit", () => {
  let host: Awaited<ReturnType<typeof startScriptedHost>>;
  beforeAll(async () => {
    host = await startScriptedHost({ MCPFORGE_RATE_LIMIT_RPS: "1", MCPFORGE_RATE_LIMIT_BURST: "3" });
  });
  afterAll(() => host.close());

  test("burst + 1 calls: the last is 429 with Retry-After; other clients are unaffected; tokens refill", async () => {
    const from = (localAddress: string) => postRaw(host.endpoint, { body: rpc(5, "ping"), localAddress });
    for (let i = 0; i < 3; i++) expect((await from("127.0.0.1")).status).toBe(200);
    const limited = await from("127.0.0.1");
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBe("1");
    expect(JSON.parse(limited.body).error.message).toContain("Too many requests: at most 1 per second per client, bursts of 3");

    expect((await from("127.0.0.2")).status).toBe(200);
    expect((await postRaw(`${host.url}/healthz`, { method: "GET" })).status).toBe(200);

    host.clock.advance(1000);
    expect((await from("127.0.0.1")).status).toBe(200);
    expect((await from("127.0.0.1")).status).toBe(429);
  });
});

test("the rate limiter remembers at most MCPFORGE_RATE_LIMIT_CLIENTS addresses, least recent forgotten", () => {
  const limiter = new RateLimiter({ perSecond: 1, burst: 1, maxClients: 3, clock: new ManualClock() });
  for (const a of ["a", "b", "c", "d", "e"]) expect(limiter.take(a)).toBe(0);
  expect(limiter.size).toBe(3);
  expect(limiter.take("e")).toBe(1000); // still remembered: empty bucket, a token in 1 s
  expect(limiter.take("a")).toBe(0); // forgotten: a fresh bucket
});

test.each<[string, Record<string, string>, string]>([
  ["header timeout above request timeout", { MCPFORGE_HEADERS_TIMEOUT_MS: "5000", MCPFORGE_REQUEST_TIMEOUT_MS: "1000" }, "must not exceed MCPFORGE_REQUEST_TIMEOUT_MS"],
  ["a zero burst", { MCPFORGE_RATE_LIMIT_BURST: "0" }, "MCPFORGE_RATE_LIMIT_BURST and MCPFORGE_RATE_LIMIT_CLIENTS must be at least 1"],
  ["a non-number", { MCPFORGE_MAX_CONNECTIONS: "many" }, "MCPFORGE_MAX_CONNECTIONS must be a non-negative integer"],
])("configuration with %s is refused with the fix", (_name, env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});

test("documented defaults", () => {
  expect(loadConfig({})).toMatchObject({ maxConnections: 512, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 30_000, rateLimitRps: 500, rateLimitBurst: 1000, rateLimitClients: 10_000 });
});
