import type { IncomingMessage } from "node:http";
import { clientAddress, limitKey, loadConfig, normalizeAddress } from "../../generator/runtime";
import { postRaw } from "../helpers/http";
import { rpc, startScriptedHost } from "../helpers/scripted-host";

// Issue 10 follow-up: behind nginx every client has the proxy's address, so per-address limits
// saw one client. X-Forwarded-For is honoured from MCPFORGE_TRUSTED_PROXIES peers only.

/** A request as node:http hands it over: only the peer address and the headers matter here. */
function request(peer: string, xff?: string | string[]): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers: xff === undefined ? {} : { "x-forwarded-for": xff } } as unknown as IncomingMessage;
}

describe("clientAddress", () => {
  const behindProxy = loadConfig({ MCPFORGE_TRUSTED_PROXIES: "10.0.0.0/8, 127.0.0.1, fd00::/8" });
  const direct = loadConfig({});

  test.each<[string, string, string | undefined, string]>([
    ["no trusted proxy: the header is ignored", "127.0.0.1", "203.0.113.7", "direct"],
    ["an untrusted peer's header is ignored", "192.0.2.1", "203.0.113.7", "192.0.2.1"],
    ["a trusted peer's header names the client", "127.0.0.1", "203.0.113.7", "203.0.113.7"],
    ["a chain: the rightmost address that is not a trusted proxy", "10.1.1.1", "198.51.100.9, 203.0.113.7, 10.2.2.2", "203.0.113.7"],
    ["a spoofed left part of the chain is not believed", "127.0.0.1", "1.1.1.1, 203.0.113.7", "203.0.113.7"],
    ["every hop a trusted proxy: the peer", "10.1.1.1", "10.3.3.3, 10.2.2.2", "10.1.1.1"],
    ["garbage in the chain: the peer", "127.0.0.1", "203.0.113.7, not-an-ip", "127.0.0.1"],
    ["an address with a port is malformed: the peer", "127.0.0.1", "203.0.113.7:4444", "127.0.0.1"],
    ["an empty header: the peer", "127.0.0.1", "", "127.0.0.1"],
    ["IPv6 client through an IPv4-mapped trusted peer", "::ffff:10.0.0.5", "2001:DB8::1", "2001:db8::1"],
    ["IPv6 trusted proxy", "fd00::2", "::ffff:203.0.113.7", "203.0.113.7"],
  ])("%s", (_name, peer, xff, expected) => {
    const config = expected === "direct" ? direct : behindProxy;
    expect(clientAddress(request(peer, xff), config)).toBe(expected === "direct" ? peer : expected);
  });

  test("repeated X-Forwarded-For headers (node joins them with a comma) are one chain", () => {
    expect(clientAddress(request("127.0.0.1", "1.1.1.1, 203.0.113.8"), behindProxy)).toBe("203.0.113.8");
  });

  test("a bad MCPFORGE_TRUSTED_PROXIES entry is refused at startup, naming it", () => {
    for (const bad of ["10.0.0.0/33", "proxy.local", "10.0.0.1/8/1", "fd00::/129"]) {
      expect(() => loadConfig({ MCPFORGE_TRUSTED_PROXIES: `127.0.0.1,${bad}` })).toThrow(`MCPFORGE_TRUSTED_PROXIES: "${bad}"`);
    }
    expect(() => loadConfig({}, { trustedProxies: ["10.0.0.0/99"] })).toThrow('MCPFORGE_TRUSTED_PROXIES: "10.0.0.0/99"');
    expect(loadConfig({}).trustedProxies).toEqual([]);
  });
});

test("limitKey: IPv4 as is, IPv4-mapped as IPv4, IPv6 by its /64", () => {
  expect(limitKey("::ffff:192.0.2.4")).toBe("192.0.2.4");
  expect(limitKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
  expect(limitKey("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
  expect(limitKey("2001:db8:0:0:1::")).toBe("2001:db8::/64");
  expect(limitKey("::1")).toBe("::/64");
  expect(limitKey("fe80::1%eth0")).toBe("fe80::/64");
  expect(limitKey("::192.0.2.4")).toBe("::/64");
  expect(normalizeAddress("nonsense")).toBe("");
});

describe("the MCP endpoint's rate limit behind a trusted proxy", () => {
  let host: Awaited<ReturnType<typeof startScriptedHost>>;
  beforeAll(async () => {
    host = await startScriptedHost({ MCPFORGE_RATE_LIMIT_RPS: "1", MCPFORGE_RATE_LIMIT_BURST: "1", MCPFORGE_TRUSTED_PROXIES: "127.0.0.1" });
  });
  afterAll(() => host.close());
  const call = (localAddress: string, forwarded?: string) =>
    postRaw(host.endpoint, { body: rpc(1, "ping"), localAddress, headers: forwarded ? { "x-forwarded-for": forwarded } : {} });

  test("two forwarded clients get separate buckets; the same client is limited", async () => {
    expect((await call("127.0.0.1", "203.0.113.1")).status).toBe(200);
    expect((await call("127.0.0.1", "203.0.113.2")).status).toBe(200);
    expect((await call("127.0.0.1", "203.0.113.1")).status).toBe(429);
  });

  test("an untrusted peer cannot escape its bucket with a spoofed header", async () => {
    expect((await call("127.0.0.9", "198.51.100.1")).status).toBe(200);
    expect((await call("127.0.0.9", "198.51.100.2")).status).toBe(429);
  });

  test("IPv6 clients share one bucket per /64; another /64 has its own", async () => {
    expect((await call("127.0.0.1", "2001:db8:7:7::1")).status).toBe(200);
    expect((await call("127.0.0.1", "2001:db8:7:7:ffff::2")).status).toBe(429);
    expect((await call("127.0.0.1", "2001:db8:7:8::1")).status).toBe(200);
  });
});
