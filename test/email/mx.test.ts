import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../storage/databases";
import { activeDomain, startWorld, type World } from "./harness";
import { dkimResults, startSink, type SmtpSink } from "./servers";

const DOMAIN = "mail.acme-corp.com";
const message = { domain: DOMAIN, from: `hello@${DOMAIN}`, to: "ann@dest.org", subject: "direct", text: "x" };

describeEachDatabase("email: direct delivery to the recipient's MX", (kind) => {
  let database: TestDatabase;
  let w: World;
  let mx: SmtpSink;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    mx = await startSink(); // dest.org's mail server
  });
  afterEach(async () => {
    await w?.close();
    await mx?.close();
    await database?.drop();
  });

  /** No smarthost: the relay looks up dest.org's MX on the local DNS server and connects to it. */
  async function world(allowPrivate: boolean): Promise<World> {
    const env = { EMAIL_SMTP_RELAY: "", EMAIL_ALLOW_PRIVATE_MX: String(allowPrivate), EMAIL_MX_PORT: String(mx.port) };
    w = await startWorld(database, { env });
    w.dns.mx("dest.org", "mx1.dest.org", 10);
    w.dns.a("mx1.dest.org", "127.0.0.1");
    await activeDomain(w, w.me, DOMAIN);
    return w;
  }

  test("without EMAIL_SMTP_RELAY the message goes to the MX host the DNS names, DKIM-signed", async () => {
    await world(true);
    await w.me.tool("send_email", message);
    const got = await eventually("the MX to receive the message", () => mx.received[0]);
    expect(got.to).toEqual(["ann@dest.org"]);
    expect(await dkimResults(got.raw, w.dns.server)).toEqual([
      { result: "pass", domain: DOMAIN, selector: "mcpforge" },
    ]);
    const delivered = await eventually(
      "the delivered event",
      async () => (await w.me.tool("get_delivery_events", { domain: DOMAIN, event: "delivered" })).events[0],
    );
    expect(delivered).toMatchObject({ recipient: "ann@dest.org", mx_host: "mx1.dest.org", smtp_code: 250 });
    expect(w.sink.received).toEqual([]); // the smarthost stand-in was not used
  });

  test("an MX on a private address is not contacted unless EMAIL_ALLOW_PRIVATE_MX allows it", async () => {
    await world(false);
    await w.me.tool("send_email", message);
    const deferred = await eventually(
      "the deferral",
      async () => (await w.me.tool("get_delivery_events", { domain: DOMAIN, event: "deferred" })).events[0],
    );
    expect(deferred.detail).toMatch(/mx1\.dest\.org resolves only to private addresses \(127\.0\.0\.1\)/);
    expect(mx.received).toEqual([]);
  });
});
