import { paymentsOutbound } from "../../handlers/payments/outbound";
import { paymentSettingsFrom } from "../../handlers/payments/settings";
import { startSite, startPayments, type PaymentsHarness, type Site } from "./harness";

/**
 * Issue 30 item 7: allowing an upstream (MCPFORGE_OUTBOUND_ALLOW=loopback for a local Base node, as
 * documented) must not let the anonymous URL tools read it. They use their own list,
 * MCPFORGE_URL_CHECK_ALLOW, empty by default.
 */
describe("outbound allowlists are per purpose", () => {
  const env = { MCPFORGE_OUTBOUND_ALLOW: "loopback" };
  let node: Site;
  let h: PaymentsHarness;
  beforeAll(async () => {
    node = await startSite((_req, res) => res.writeHead(200, { "content-type": "text/plain" }).end("internal node"));
    h = await startPayments(env);
  });
  afterAll(async () => {
    await h?.close();
    await node?.close();
  });

  test("the upstream client reaches the allowed node; the URL-check client of the same service does not", async () => {
    const outbound = paymentsOutbound(env, paymentSettingsFrom(env));
    expect((await outbound.fetch(`${node.origin}/rpc`)).status).toBe(200);
    await expect(outbound.checks.fetch(`${node.origin}/rpc`)).rejects.toMatchObject({ code: "target_not_allowed", message: expect.stringContaining("MCPFORGE_URL_CHECK_ALLOW") });
    expect(node.requests).toHaveLength(1);
  });

  test("check_url and verify_web_evidence refuse the node and the host's own /healthz, nothing fetched", async () => {
    const before = node.requests.length;
    for (const [tool, url] of [
      ["check_url", `${node.origin}/`],
      ["verify_web_evidence", `${node.origin}/`],
      ["check_url", `${h.host.url}/healthz`],
      ["verify_web_evidence", `${h.host.url}/healthz`],
    ])
      expect({ tool, url, code: (await h.refusal(tool, { url })).code }).toEqual({ tool, url, code: "url_not_allowed" });
    expect(node.requests).toHaveLength(before);
  });
});
