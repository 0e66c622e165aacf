import { ManualClock } from "../../generator/runtime";
import { createTestDatabase, type TestDatabase } from "../storage/databases";
import { newBucket, send, startWebhooks, type WebhooksHarness } from "./harness";

// Issue 10 follow-up: behind nginx every sender had the proxy's address, so the capture route's
// per-address limiter and the stored source_ip saw one client. The route now uses the runtime's
// clientAddress(): X-Forwarded-For from MCPFORGE_TRUSTED_PROXIES peers only, IPv6 keyed by /64.
describe("capture route behind a trusted proxy", () => {
  let database: TestDatabase;
  let h: WebhooksHarness;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    h = await startWebhooks(database, {
      clock: new ManualClock("2026-03-01T00:00:00.000Z"),
      env: { MCPFORGE_TRUSTED_PROXIES: "127.0.0.1", WEBHOOKS_CAPTURES_PER_SECOND: "1", WEBHOOKS_CAPTURE_BURST: "1" },
    });
  });
  afterAll(async () => {
    await h.close();
    await database.drop();
  });

  const capture = (url: string, body: string, forwarded: string | undefined, localAddress = "127.0.0.1") =>
    send(url, { body, localAddress, headers: forwarded ? { "x-forwarded-for": forwarded } : {} });
  const sources = async (bucketId: string) => {
    const page = await h.tool("list_webhooks", { bucket_id: bucketId, limit: 50 });
    return (page.webhooks as { source_ip: string | null }[]).map((w) => w.source_ip).sort();
  };

  test("forwarded clients get separate buckets and their own source_ip; a repeat is limited", async () => {
    const b = await newBucket(h);
    expect((await capture(b.url, "a", "198.51.100.7, 203.0.113.1")).status).toBe(200);
    expect((await capture(b.url, "b", "203.0.113.2")).status).toBe(200);
    expect((await capture(b.url, "c", "203.0.113.1")).status).toBe(429);
    expect(await sources(b.id)).toEqual(["203.0.113.1", "203.0.113.2"]);
  });

  test("an untrusted peer's X-Forwarded-For is ignored: stored and limited as the peer", async () => {
    const b = await newBucket(h);
    expect((await capture(b.url, "a", "203.0.113.50", "127.0.0.5")).status).toBe(200);
    expect((await capture(b.url, "b", "203.0.113.51", "127.0.0.5")).status).toBe(429);
    expect(await sources(b.id)).toEqual(["127.0.0.5"]);
  });

  test("IPv6 senders in one /64 share a limit; the full address is stored", async () => {
    const b = await newBucket(h);
    expect((await capture(b.url, "a", "2001:db8:5:5::1")).status).toBe(200);
    expect((await capture(b.url, "b", "2001:db8:5:5:abcd::2")).status).toBe(429);
    expect((await capture(b.url, "c", "2001:db8:5:6::1")).status).toBe(200);
    expect(await sources(b.id)).toEqual(["2001:db8:5:5::1", "2001:db8:5:6::1"]);
  });

  test("garbage in X-Forwarded-For from the proxy: the proxy's own address", async () => {
    const b = await newBucket(h);
    expect((await capture(b.url, "a", "<script>")).status).toBe(200);
    expect(await sources(b.id)).toEqual(["127.0.0.1"]);
  });
});
