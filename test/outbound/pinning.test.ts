import { guardedFetch, outboundConfigFrom, OutboundError, type Resolver } from "../../generator/platform/http";
import { startPortPair, type TestServer } from "./servers";

/**
 * DNS rebinding: the name first resolves to an allowed address (127.0.0.2, allowed by CIDR), then
 * to a refused one (127.0.0.1, loopback). The "evil" server listens on 127.0.0.1 at the same port,
 * so any second resolution by the connection itself would reach it.
 */
describe("guardedFetch: DNS pinning", () => {
  const config = outboundConfigFrom({ MCPFORGE_OUTBOUND_ALLOW: "127.0.0.2/32" });
  let good: TestServer;
  let evil: TestServer;
  let calls: string[];
  const rebinding: Resolver = async (hostname) => {
    calls.push(hostname);
    return [{ address: calls.length === 1 ? "127.0.0.2" : "127.0.0.1", family: 4 }];
  };

  beforeEach(async () => {
    calls = [];
    [good, evil] = await startPortPair(
      {
        host: "127.0.0.2",
        handler: (req, res) => {
          if (req.url === "/again") res.writeHead(302, { location: "/landing" }).end();
          else res.end(`good ${req.headers.host}`);
        },
      },
      { host: "127.0.0.1", handler: (_req, res) => res.end("evil") },
    );
  });
  afterEach(async () => {
    await Promise.all([good.close(), evil.close()]);
  });

  it("connects to the validated address only, resolving once, with the Host header kept", async () => {
    const res = await guardedFetch(config, `http://rebind.test:${good.port}/`, { resolver: rebinding });
    expect(res.body.toString()).toBe(`good rebind.test:${good.port}`);
    expect(res.hops).toEqual([{ url: `http://rebind.test:${good.port}/`, address: "127.0.0.2", status: 200 }]);
    expect(calls).toEqual(["rebind.test"]);
    expect(evil.connections()).toBe(0);
  });

  it("re-resolves and re-checks on a same-host redirect: the rebound answer is refused at that hop", async () => {
    const err = await guardedFetch(config, `http://rebind.test:${good.port}/again`, { resolver: rebinding }).then(
      () => undefined,
      (e: unknown) => e as OutboundError,
    );
    expect(err).toBeInstanceOf(OutboundError);
    expect(err!.code).toBe("target_not_allowed");
    expect(err!.info).toMatchObject({ addressClass: "loopback" });
    expect([err!.info.address, err!.message.includes("127.0.0.1")]).toEqual([undefined, false]);
    expect(err!.info.hops).toHaveLength(1);
    expect(evil.connections()).toBe(0);
  });
});
