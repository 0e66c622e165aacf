import { describeEachDatabase } from "../storage/databases";
import { newBucket, send, useSuiteHarness } from "./harness";

const SANDBOXED = { "content-security-policy": "sandbox", "x-content-type-options": "nosniff" };
const ORIGIN_WIDE = ["Set-Cookie", "set-cookie2", "Content-Security-Policy", "Content-Security-Policy-Report-Only", "X-Content-Type-Options", "Clear-Site-Data", "Strict-Transport-Security", "Service-Worker-Allowed"];

/** Issue 10, defect 10a: capture URLs share the MCP host's origin. */
describeEachDatabase("capture responses cannot act on the host's origin (defect 10a)", (kind) => {
  const suite = useSuiteHarness(kind);

  test("a configured HTML page is served sandboxed and unsniffed", async () => {
    const b = await newBucket(suite.h);
    await suite.h.tool("configure_webhook_response", { bucket_id: b.id, status: 200, content_type: "text/html", body: "<script>fetch('/webhooks/mcp')</script>", headers: { "X-Frame-Options": "DENY" } });
    const reply = await send(b.url, { body: "x" });
    expect(reply.headers).toMatchObject({ ...SANDBOXED, "content-type": "text/html", "x-frame-options": "DENY" });
  });

  test.each([
    ["the default answer", {}],
    ["a 204", { status: 204 }],
  ])("%s carries the headers too", async (_name, extra) => {
    const b = await newBucket(suite.h);
    if (Object.keys(extra).length) await suite.h.tool("configure_webhook_response", { bucket_id: b.id, status: 200, content_type: "text/plain", body: "", ...extra });
    expect((await send(b.url, { body: "x" })).headers).toMatchObject(SANDBOXED);
  });

  test("an unknown bucket's 404 carries them as well", async () => {
    expect((await send(`${suite.h.host.url}/webhooks/in/${"Q".repeat(32)}`, { body: "x" })).headers).toMatchObject(SANDBOXED);
  });

  test.each(ORIGIN_WIDE)("%s is refused with header_not_allowed naming it, and nothing changes", async (name) => {
    const b = await newBucket(suite.h);
    const err = await suite.h.refusal("configure_webhook_response", { bucket_id: b.id, status: 200, content_type: "text/html", body: "<p>", headers: { [name]: "sid=1; Path=/" } });
    expect(err.code).toBe("header_not_allowed");
    expect(err.message).toContain(`"${name}"`);
    expect(err.message).toContain("whole host's origin");
    expect(err.headers).toEqual([name]);
    expect((await suite.h.tool("get_webhook_bucket", { bucket_id: b.id })).response.headers).toEqual({});
  });

  test("a Set-Cookie or a weaker CSP stored by an older version is not sent", async () => {
    const b = await newBucket(suite.h);
    const stored = { "Set-Cookie": "sid=stolen; Path=/", "Content-Security-Policy": "default-src *", "X-Kept": "1" };
    await suite.h.lease.storage.db.updateTable("webhooks_buckets").set({ response_headers: JSON.stringify(stored) }).where("id", "=", b.id).execute();
    const reply = await send(b.url, { body: "x" });
    expect(reply.status).toBe(200);
    expect(reply.headers["set-cookie"]).toBeUndefined();
    expect(reply.headers).toMatchObject({ ...SANDBOXED, "x-kept": "1" });
  });
});
