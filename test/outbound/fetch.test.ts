import { guardedFetch, outboundConfigFrom, OutboundError } from "../../generator/platform/http";
import { startServer, type TestServer } from "./servers";

const servers: TestServer[] = [];
async function server(...args: Parameters<typeof startServer>): Promise<TestServer> {
  const s = await startServer(...args);
  servers.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function refusal(p: Promise<unknown>): Promise<OutboundError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return err as OutboundError;
}

const loopbackAllowed = outboundConfigFrom({ MCPFORGE_OUTBOUND_ALLOW: "loopback" });

describe("guardedFetch: loopback", () => {
  it("refuses loopback by default with target_not_allowed naming the class, connecting to nothing", async () => {
    const s = await server((_req, res) => res.end("secret"));
    const err = await refusal(guardedFetch(outboundConfigFrom({}), `${s.origin}/x`));
    expect(err.code).toBe("target_not_allowed");
    expect(err.info).toMatchObject({ addressClass: "loopback", address: "127.0.0.1" });
    expect(err.message).toContain("loopback");
    expect(s.connections()).toBe(0);
  });

  it("fetches loopback when MCPFORGE_OUTBOUND_ALLOW=loopback", async () => {
    const s = await server((_req, res) => res.end("hello"));
    const res = await guardedFetch(loopbackAllowed, `${s.origin}/x`);
    expect(res).toMatchObject({
      status: 200,
      truncated: false,
      hops: [{ url: `${s.origin}/x`, address: "127.0.0.1", status: 200 }],
    });
    expect(res.body.toString()).toBe("hello");
  });

  it.each([["file:///etc/passwd"], ["ftp://127.0.0.1/"], ["gopher://x/"]])("refuses the scheme of %s", async (url) => {
    const err = await refusal(guardedFetch(loopbackAllowed, url));
    expect(err.code).toBe("target_not_allowed");
    expect(err.message).toContain("scheme");
  });

  it.each([
    ["http://2130706433/", "loopback"],
    ["http://0x7f.1/", "loopback"],
    ["http://0177.0.0.1/", "loopback"],
    ["http://[::ffff:127.0.0.1]/", "reserved"],
    ["http://[::ffff:8.8.8.8]/", "reserved"],
    ["http://[2002:808:808::1]/", "reserved"],
    ["http://[::1]/", "loopback"],
    ["http://0/", "unspecified"],
    ["http://[fd00:ec2::254]/", "metadata"],
    ["http://0xa9fea9fe/", "metadata"],
  ])("refuses the literal host form %s as %s", async (url, cls) => {
    const err = await refusal(guardedFetch(outboundConfigFrom({}), url));
    expect(err.info.addressClass).toBe(cls);
  });

  it("refuses a literal metadata address without connecting, even with loopback allowed", async () => {
    const err = await refusal(guardedFetch(loopbackAllowed, "http://169.254.169.254/latest/meta-data/"));
    expect(err.info).toMatchObject({ addressClass: "metadata" });
  });

  it("refuses a name that resolves to a refused address among public ones", async () => {
    const resolver = async () => [
      { address: "8.8.8.8", family: 4 as const },
      { address: "10.0.0.7", family: 4 as const },
    ];
    const err = await refusal(guardedFetch(outboundConfigFrom({}), "http://mixed.test/", { resolver }));
    expect(err.info).toMatchObject({ addressClass: "private" });
    // The refusal names the class, never the address the name resolved to (internal DNS).
    expect(err.info.address).toBeUndefined();
    expect(err.message).toBe("http://mixed.test/ is not allowed: mixed.test resolves to a private address (allow it with MCPFORGE_OUTBOUND_ALLOW)");
  });
});

describe("guardedFetch: redirects", () => {
  // Only 127.0.0.2 is allowed, so 127.0.0.1 stands for "inside" while the first hop is reachable.
  const onlyDot2 = outboundConfigFrom({ MCPFORGE_OUTBOUND_ALLOW: "127.0.0.2/32" });

  it.each([
    ["loopback", (inner: TestServer) => `${inner.origin}/admin`],
    ["metadata", () => "http://169.254.169.254/latest/meta-data/"],
  ])("refuses a redirect into %s at that hop and reports the hops", async (cls, target) => {
    const inner = await server((_req, res) => res.end("inside"));
    const outer = await server((_req, res) => res.writeHead(302, { location: target(inner) }).end(), {
      host: "127.0.0.2",
    });
    const err = await refusal(guardedFetch(onlyDot2, `${outer.origin}/start`));
    expect(err.code).toBe("target_not_allowed");
    expect(err.info.addressClass).toBe(cls);
    expect(err.info.hops).toEqual([{ url: `${outer.origin}/start`, address: "127.0.0.2", status: 302 }]);
    expect(inner.connections()).toBe(0);
  });

  it("follows up to the limit, then refuses with too_many_redirects", async () => {
    const s = await server((req, res) => {
      const n = Number(req.url!.slice(1));
      if (n < 10) res.writeHead(302, { location: `/${n + 1}` }).end();
      else res.end("done");
    });
    const two = outboundConfigFrom({ MCPFORGE_OUTBOUND_ALLOW: "loopback", MCPFORGE_OUTBOUND_MAX_REDIRECTS: "2" });
    const ok = await guardedFetch(two, `${s.origin}/8`);
    expect(ok.body.toString()).toBe("done");
    expect(ok.hops.map((h) => h.status)).toEqual([302, 302, 200]);
    const err = await refusal(guardedFetch(two, `${s.origin}/7`));
    expect(err.code).toBe("too_many_redirects");
    expect(err.info.hops).toHaveLength(3);
  });

  it("drops Authorization and Cookie on a cross-origin redirect, keeps them same-origin", async () => {
    const other = await server((_req, res) => res.end("other"));
    const first = await server((req, res) => {
      if (req.url === "/same") res.writeHead(302, { location: "/here" }).end();
      else if (req.url === "/cross") res.writeHead(307, { location: `${other.origin}/there` }).end();
      else res.end("here");
    });
    const headers = { authorization: "Bearer s3cret", cookie: "sid=1", "x-trace": "t" };
    await guardedFetch(loopbackAllowed, `${first.origin}/same`, { headers });
    expect(first.requests[1].headers).toMatchObject({ authorization: "Bearer s3cret", cookie: "sid=1" });
    const res = await guardedFetch(loopbackAllowed, `${first.origin}/cross`, { headers });
    expect(res.body.toString()).toBe("other");
    expect(other.requests[0].headers.authorization).toBeUndefined();
    expect(other.requests[0].headers.cookie).toBeUndefined();
    expect(other.requests[0].headers["x-trace"]).toBe("t");
  });
});

describe("guardedFetch: limits", () => {
  it("cuts the body at the byte limit and says so; an exact-size body is not cut", async () => {
    const s = await server((req, res) => res.end(Buffer.alloc(req.url === "/big" ? 5_000_000 : 1000, 97)));
    const config = outboundConfigFrom({
      MCPFORGE_OUTBOUND_ALLOW: "loopback",
      MCPFORGE_OUTBOUND_MAX_BODY_BYTES: "1000",
    });
    const big = await guardedFetch(config, `${s.origin}/big`);
    expect(big.truncated).toBe(true);
    expect(big.body.length).toBe(1000);
    const exact = await guardedFetch(config, `${s.origin}/exact`);
    expect(exact).toMatchObject({ truncated: false });
    expect(exact.body.length).toBe(1000);
  });

  it("gives upstream_timeout when the server never answers", async () => {
    let received!: () => void;
    const arrived = new Promise<void>((r) => (received = r));
    const s = await server(() => received()); // never responds
    const config = outboundConfigFrom({ MCPFORGE_OUTBOUND_ALLOW: "loopback", MCPFORGE_OUTBOUND_TIMEOUT_MS: "300" });
    const err = await refusal(guardedFetch(config, `${s.origin}/hang`));
    await arrived;
    expect(err.code).toBe("upstream_timeout");
    expect(err.message).toContain("MCPFORGE_OUTBOUND_TIMEOUT_MS");
  });

  it("gives upstream_timeout when the body never ends, keeping the hop", async () => {
    let sent!: () => void;
    const headersSent = new Promise<void>((r) => (sent = r));
    const s = await server((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("partial", () => sent()); // and never ends
    });
    const config = outboundConfigFrom({ MCPFORGE_OUTBOUND_ALLOW: "loopback", MCPFORGE_OUTBOUND_TIMEOUT_MS: "300" });
    const err = await refusal(guardedFetch(config, `${s.origin}/drip`));
    await headersSent;
    expect(err.code).toBe("upstream_timeout");
    expect(err.info.hops).toEqual([{ url: `${s.origin}/drip`, address: "127.0.0.1", status: 200 }]);
  });

  it("leaves no timer behind when the URL does not parse", async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;
    const before = timers();
    await refusal(guardedFetch(loopbackAllowed, "::not a url::"));
    expect(timers()).toBe(before);
  });

  it("gives invalid_url for an unparsable URL or redirect target", async () => {
    expect((await refusal(guardedFetch(loopbackAllowed, "not a url"))).code).toBe("invalid_url");
    const s = await server((_req, res) => res.writeHead(302, { location: "http://[::1" }).end());
    const err = await refusal(guardedFetch(loopbackAllowed, `${s.origin}/`));
    expect(err.code).toBe("invalid_url");
    expect(err.info.hops).toHaveLength(1);
  });

  it("gives upstream_unavailable when nothing listens", async () => {
    const s = await server((_req, res) => res.end());
    const origin = s.origin;
    await servers.pop()!.close();
    const err = await refusal(guardedFetch(loopbackAllowed, `${origin}/`));
    expect(err.code).toBe("upstream_unavailable");
  });
});
