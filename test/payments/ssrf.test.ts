import type { IncomingMessage, ServerResponse } from "node:http";
import { startPortPair, type TestServer } from "../outbound/servers";
import { startDns, type LocalDns } from "./dns";
import { startPayments, type PaymentsHarness } from "./harness";

/**
 * Only 127.0.0.2 is allowed (it plays the public internet); a canary on 127.0.0.1 at the same port
 * stands for every internal service. Every target below must be refused and the canary must never
 * see a request. Names resolve through a real local DNS server (PAYMENTS_DNS_SERVERS).
 */
describe("SSRF: targets outside public address space are refused with nothing fetched", () => {
  let publicSite: TestServer;
  let canary: TestServer;
  let dns: LocalDns;
  let h: PaymentsHarness;
  let P: number;

  beforeAll(async () => {
    const publicHandler = (req: IncomingMessage, res: ServerResponse) => {
      const to: Record<string, string> = {
        "/redirect-loopback": `http://127.0.0.1:${P}/`,
        "/redirect-metadata": "http://169.254.169.254/latest/meta-data/",
        "/redirect-decimal": `http://2130706433:${P}/`,
        "/redirect-name": `http://loop.test:${P}/`,
        "/redirect-v6": `http://[::ffff:127.0.0.1]:${P}/`,
      };
      if (to[req.url ?? ""]) res.writeHead(302, { location: to[req.url ?? ""] }).end();
      else res.writeHead(200, { "content-type": "text/plain" }).end("public site");
    };
    [publicSite, canary] = await startPortPair(
      { host: "127.0.0.2", handler: publicHandler },
      { host: "127.0.0.1", handler: (_req, res) => res.end("internal secret") },
    );
    P = publicSite.port;
    dns = await startDns({
      "loop.test": { a: ["127.0.0.1"] },
      "localhost": { a: ["127.0.0.1"] },
      "private.test": { a: ["10.1.2.3"] },
      "meta.test": { a: ["169.254.169.254"] },
      "v6loop.test": { aaaa: ["::1"] },
      "mixed.test": { a: ["127.0.0.2", "127.0.0.1"] },
      "cgnat.test": { a: ["100.64.1.1"] },
      "rebind.test": { a: (n) => (n === 1 ? ["127.0.0.2"] : ["127.0.0.1"]) },
      "public.test": { a: ["127.0.0.2"] },
    });
    h = await startPayments({ MCPFORGE_OUTBOUND_ALLOW: "127.0.0.2/32", MCPFORGE_URL_CHECK_ALLOW: "127.0.0.2/32", PAYMENTS_DNS_SERVERS: dns.server });
  });
  afterAll(async () => {
    await h?.close();
    await dns?.close();
    await publicSite?.close();
    await canary?.close();
  });

  const targets = () => [
    `http://127.0.0.1:${P}/`,
    `http://localhost:${P}/`,
    `http://2130706433:${P}/`,
    `http://0x7f000001:${P}/`,
    `http://017700000001:${P}/`,
    `http://127.1:${P}/`,
    `http://0x7f.0.0.1:${P}/`,
    `http://[::1]:${P}/`,
    `http://[::ffff:127.0.0.1]:${P}/`,
    `http://[::ffff:7f00:1]:${P}/`,
    `http://[64:ff9b::7f00:1]:${P}/`,
    `http://[::127.0.0.1]:${P}/`,
    `http://0.0.0.0:${P}/`,
    `http://[::]:${P}/`,
    "http://10.0.0.1/",
    "http://172.16.5.4/",
    "http://192.168.1.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.100.100.200/",
    "http://[fd00:ec2::254]/",
    "http://100.64.0.1/",
    "http://[fe80::1]/",
    "http://[fc00::1]/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://198.18.0.1/",
    "file:///etc/passwd",
    `gopher://127.0.0.1:${P}/`,
    `ftp://127.0.0.1:${P}/`,
    `http://loop.test:${P}/`,
    "http://private.test/",
    "http://meta.test/",
    `http://v6loop.test:${P}/`,
    `http://mixed.test:${P}/`,
    "http://cgnat.test/",
    `http://127.0.0.2:${P}/redirect-loopback`,
    `http://127.0.0.2:${P}/redirect-metadata`,
    `http://127.0.0.2:${P}/redirect-decimal`,
    `http://127.0.0.2:${P}/redirect-name`,
    `http://127.0.0.2:${P}/redirect-v6`,
  ];

  it("check_url refuses each of 40 targets with url_not_allowed", async () => {
    const list = targets();
    expect(list.length).toBeGreaterThanOrEqual(30);
    for (const url of list) {
      const e = await h.refusal("check_url", { url });
      expect({ url, code: e.code }).toEqual({ url, code: "url_not_allowed" });
    }
    expect(canary.requests).toHaveLength(0);
    // Only the five redirecting URLs reached the allowed server; nothing followed them inside.
    expect(publicSite.requests.map((r) => r.url).sort()).toEqual(["/redirect-decimal", "/redirect-loopback", "/redirect-metadata", "/redirect-name", "/redirect-v6"]);
  });

  it("batch_check_urls reports url_not_allowed per entry and still checks the public one", async () => {
    const r = await h.tool("batch_check_urls", { urls: [`http://127.0.0.1:${P}/`, `http://127.0.0.2:${P}/ok`, "http://169.254.169.254/", `http://127.0.0.2:${P}/redirect-loopback`] });
    expect(r.results.map((x: { error: { code: string } | null }) => x.error?.code ?? "ok")).toEqual(["url_not_allowed", "ok", "url_not_allowed", "url_not_allowed"]);
    expect(r.results[3].redirects).toEqual([{ url: `http://127.0.0.2:${P}/redirect-loopback`, status: 302, location: `http://127.0.0.1:${P}/` }]);
    expect(canary.requests).toHaveLength(0);
  });

  it("verify_web_evidence and payment_guard refuse internal targets too", async () => {
    expect((await h.refusal("verify_web_evidence", { url: "http://meta.test/latest" })).code).toBe("url_not_allowed");
    const g = await h.refusal("payment_guard", { serviceUrl: `https://127.0.0.1:${P}/`, payerAddress: "0x000000000000000000000000000000000000dEaD", maxAmountUsdc: "1" });
    expect(g.code).toBe("url_not_allowed");
    expect(canary.requests).toHaveLength(0);
  });

  it("a name the DNS server does not know is a dns_failure, not a refusal", async () => {
    const r = await h.tool("check_url", { url: "http://nowhere.test/" });
    expect(r).toMatchObject({ reachable: false, error: { code: "dns_failure" } });
  });

  it("DNS rebinding: the name is resolved once and the connection pinned to the checked address", async () => {
    const r = await h.tool("check_url", { url: `http://rebind.test:${P}/page` });
    expect(r).toMatchObject({ reachable: true, status: 200 });
    expect(dns.aQueries.get("rebind.test")).toBe(1);
    expect(publicSite.requests.map((x) => x.url)).toContain("/page");
    expect(canary.requests).toHaveLength(0);
    // The next lookup answers 127.0.0.1: a fresh call checks it again and refuses.
    expect((await h.refusal("check_url", { url: `http://rebind.test:${P}/again` })).code).toBe("url_not_allowed");
    expect(canary.requests).toHaveLength(0);
  });
});
