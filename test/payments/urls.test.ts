import { createHash, createPublicKey, verify } from "node:crypto";
import { request as httpRequest } from "node:http";

/** Offline JWS check as a receipt holder does it: the key from the JWKS by kid, Ed25519 over header.payload. */
function verifyJws(jws: string, jwks: { keys: Record<string, string>[] }): { header: any; payload: any } | null {
  const [h, p, sig] = jws.split(".");
  const header = JSON.parse(Buffer.from(h, "base64url").toString("utf8"));
  const jwk = jwks.keys.find((k) => k.kid === header.kid);
  if (!jwk || header.alg !== "EdDSA") return null;
  const ok = verify(null, Buffer.from(`${h}.${p}`), createPublicKey({ key: jwk, format: "jwk" }), Buffer.from(sig, "base64url"));
  return ok ? { header, payload: JSON.parse(Buffer.from(p, "base64url").toString("utf8")) } : null;
}
import { startHttpsSite, startPayments, startSite, testCertificate, type PaymentsHarness, type Site } from "./harness";

const PAGE = `<!doctype html><html><head><title>  Acme &amp; Co — Pricing </title>
<meta name="description" content="Plans and prices">
<meta property="og:title" content="Acme OG"><link rel="canonical" href="/pricing"></head>
<body><p>The Pro plan costs 20 USDC per month.</p></body></html>`;

const SECRET = "a test passphrase of enough length";

async function readKeyRows(url: string): Promise<{ private_pem_encrypted: string }[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require("better-sqlite3");
  const db = new Database(url.replace(/^sqlite:/, ""), { readonly: true });
  try {
    return db.prepare("select private_pem_encrypted from payments_receipt_keys").all();
  } finally {
    db.close();
  }
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(",")}}`;
  return JSON.stringify(v);
}

describe("check_url, batch_check_urls and verify_web_evidence against local HTTP servers", () => {
  let site: Site;
  let h: PaymentsHarness;
  let release: () => void = () => {};
  let heldOpen = false;
  let onNeverClosed: () => void = () => {};

  beforeAll(async () => {
    site = await startSite((req, res) => {
      if (req.url === "/page") res.writeHead(200, { "content-type": "text/html; charset=utf-8", etag: '"v1"' }).end(PAGE);
      else if (req.url === "/r1") res.writeHead(301, { location: "/r2" }).end();
      else if (req.url === "/r2") res.writeHead(302, { location: "/page" }).end();
      else if (req.url === "/loop") res.writeHead(302, { location: "/loop" }).end();
      else if (req.url === "/big") {
        res.writeHead(200, { "content-type": "text/plain" });
        res.end(Buffer.alloc(3 * 1024 * 1024, "a"));
      } else if (req.url === "/never") {
        heldOpen = true;
        res.on("close", () => onNeverClosed());
      } else if (req.url === "/hold") {
        // Answers only when the test releases it: the batch's other URLs must not wait on it.
        release = () => res.writeHead(200, { "content-type": "text/plain" }).end("late");
      } else res.writeHead(404, { "content-type": "text/plain" }).end("nope");
    });
    // A total timeout past jest's own: the disconnect test fails unless the cancel reaches the fetch.
    h = await startPayments({ MCPFORGE_URL_CHECK_ALLOW: "loopback", MCPFORGE_OUTBOUND_MAX_REDIRECTS: "3", MCPFORGE_OUTBOUND_TIMEOUT_MS: "120000", PAYMENTS_RECEIPT_SECRET: SECRET });
  });
  afterAll(async () => {
    await h?.close();
    await site?.close();
  });

  it("check_url reports status, every redirect hop, content type and the expectedStatus verdict", async () => {
    const r = await h.tool("check_url", { url: `${site.origin}/r1`, expectedStatus: 200 });
    expect(r).toMatchObject({ reachable: true, status: 200, finalUrl: `${site.origin}/page`, contentType: "text/html; charset=utf-8", expectedStatusMatched: true, error: null });
    expect(r.redirects).toEqual([
      { url: `${site.origin}/r1`, status: 301, location: `${site.origin}/r2` },
      { url: `${site.origin}/r2`, status: 302, location: `${site.origin}/page` },
    ]);
    expect(r.latencyMs).toBeGreaterThanOrEqual(0);
    const miss = await h.tool("check_url", { url: `${site.origin}/missing`, expectedStatus: 200 });
    expect([miss.status, miss.expectedStatusMatched]).toEqual([404, false]);
  });

  it("check_url reports a redirect loop and a closed port as errors in the result", async () => {
    const loop = await h.tool("check_url", { url: `${site.origin}/loop` });
    expect(loop).toMatchObject({ reachable: false, status: null, error: { code: "too_many_redirects" } });
    const closed = await startSite(() => undefined);
    const url = `${closed.origin}/`;
    await closed.close();
    const r = await h.tool("check_url", { url });
    expect(r).toMatchObject({ reachable: false, error: { code: "connect_failure" } });
  });

  it("batch_check_urls keeps input order and isolates failures; a slow URL holds none of the others", async () => {
    const urls = [`${site.origin}/page`, `${site.origin}/loop`, `${site.origin}/hold`, "http://10.0.0.1/x", `${site.origin}/missing`];
    let failed: unknown;
    const call = h.tool("batch_check_urls", { urls, expectedStatus: 200 }).catch((err) => (failed = err));
    // /hold is answered only once the other requests have reached the server: they ran concurrently.
    while (failed === undefined && (!site.requests.includes("GET /hold") || !site.requests.includes("GET /missing"))) await new Promise((r) => setTimeout(r, 5));
    release();
    const r = await call;
    if (failed) throw failed;
    expect(r.checkedCount).toBe(5);
    expect(r.results.map((x: { url: string }) => x.url)).toEqual(urls);
    expect(r.results.map((x: { status: number | null }) => x.status)).toEqual([200, null, 200, null, 404]);
    expect(r.results.map((x: { error: { code: string } | null }) => x.error?.code ?? null)).toEqual([null, "too_many_redirects", null, "url_not_allowed", null]);
    expect(r.results.map((x: { expectedStatusMatched: boolean }) => x.expectedStatusMatched)).toEqual([true, false, true, false, false]);
    expect(r.failedCount).toBe(2);
  });

  it("a caller who disconnects ends the outbound request too (the fetch does not outlive the call)", async () => {
    const closed = new Promise<void>((resolve) => (onNeverClosed = resolve));
    // A raw MCP POST: closing its connection is how an HTTP caller cancels (docs: stateless HTTP).
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "check_url", arguments: { url: `${site.origin}/never` } } });
    const req = httpRequest(`${h.host.url}/payments/mcp`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-06-18", "content-length": String(Buffer.byteLength(body)) } });
    req.on("error", () => undefined);
    req.end(body);
    while (!heldOpen) await new Promise((r) => setTimeout(r, 5));
    req.destroy();
    await closed; // resolves only when the service dropped its request to /never
  });

  it("batch_check_urls refuses 0 or 11 URLs naming /urls", async () => {
    for (const urls of [[], Array.from({ length: 11 }, (_, i) => `${site.origin}/${i}`)]) {
      const e = await h.refusal("batch_check_urls", { urls });
      expect(e.code).toBe("invalid_arguments");
      expect(e.issues!.map((i) => i.path)).toEqual(["/urls"]);
    }
  });

  it("verify_web_evidence returns metadata, the hash, the text match with a snippet and a receipt anyone can verify with the JWKS", async () => {
    const r = await h.tool("verify_web_evidence", { url: `${site.origin}/r1`, expectedStatus: 200, expectedText: "PRO PLAN costs" });
    expect(r.metadata).toEqual({ title: "Acme & Co — Pricing", description: "Plans and prices", canonicalUrl: `${site.origin}/pricing`, contentType: "text/html; charset=utf-8", etag: '"v1"', lastModified: null });
    expect(r.contentHash).toEqual({ algorithm: "sha256", value: createHash("sha256").update(PAGE).digest("hex") });
    expect(r).toMatchObject({ expectedTextFound: true, expectedStatusMatched: true, bodyTruncated: false, bytesInspected: Buffer.byteLength(PAGE), status: 200 });
    expect(r.expectedTextSnippet).toContain("The Pro plan costs 20 USDC");
    expect(r.redirects).toHaveLength(2);

    const jwks = (await (await fetch(r.receipt.jwksUrl)).json()) as { keys: Record<string, string>[] };
    const verified = verifyJws(r.receipt.jws, jwks)!;
    expect(verified.header).toMatchObject({ alg: "EdDSA", kid: r.receipt.keyId });
    const claims = verified.payload;
    const [hd, pl, sg] = r.receipt.jws.split(".");
    const forged = Buffer.from(JSON.stringify({ ...claims, evidenceHash: "0".repeat(64) })).toString("base64url");
    expect(verifyJws(`${hd}.${forged}.${sg}`, jwks)).toBeNull();
    expect(pl).toBeDefined();
    const { receipt, ...evidence } = r;
    expect(claims).toEqual({ receiptId: receipt.receiptId, evidenceHash: receipt.evidenceHash, issuedAt: receipt.issuedAt, url: r.url });
    expect(createHash("sha256").update(canonical(evidence)).digest("hex")).toBe(receipt.evidenceHash);
    // The service's own verifier agrees, and rejects an altered payload.
    const verifyUrl = (jws: string) => `${h.host.url}/payments/receipts/verify?jws=${encodeURIComponent(jws)}`;
    expect(await (await fetch(verifyUrl(r.receipt.jws))).json()).toEqual({ valid: true, keyId: r.receipt.keyId, payload: claims, reason: null });
    expect(await (await fetch(verifyUrl(`${hd}.${forged}.${sg}`))).json()).toMatchObject({ valid: false, reason: "the signature does not match the payload" });
    expect((await fetch(verifyUrl("x".repeat(9000)))).status).toBe(400);
    expect((await fetch(`${h.host.url}/payments/receipts/other`)).status).toBe(404);
    // Changing any evidence field breaks the match with the signed hash.
    expect(createHash("sha256").update(canonical({ ...evidence, status: 201 })).digest("hex")).not.toBe(receipt.evidenceHash);
  });

  it("verify_web_evidence bounds the body it inspects and says so", async () => {
    const h2 = await startPayments({ MCPFORGE_URL_CHECK_ALLOW: "loopback", PAYMENTS_EVIDENCE_BODY_BYTES: "1000", MCPFORGE_OUTBOUND_TIMEOUT_MS: "300" });
    try {
      const r = await h2.tool("verify_web_evidence", { url: `${site.origin}/big`, expectedText: "zzz" });
      expect(r).toMatchObject({ bodyTruncated: true, bytesInspected: 1000, expectedTextFound: false, expectedTextSnippet: null });
      expect(r.contentHash.value).toBe(createHash("sha256").update(Buffer.alloc(1000, "a")).digest("hex"));
      // A page that never answers is evidence of that: error timeout, no status, the empty body's hash.
      const silent = await h2.tool("verify_web_evidence", { url: `${site.origin}/never` });
      expect(silent).toMatchObject({ status: null, error: { code: "timeout" }, bytesInspected: 0 });
      expect((await h2.tool("check_url", { url: `${site.origin}/never` })).error.code).toBe("timeout");
    } finally {
      await h2.close();
    }
  });

  it("an HTTPS site whose certificate is not trusted is a tls_failure", async () => {
    const tls = testCertificate();
    const secure = await startHttpsSite(tls, (_req, res) => res.end("ok"));
    try {
      const r = await h.tool("check_url", { url: `${secure.origin}/` });
      expect(r).toMatchObject({ reachable: false, error: { code: "tls_failure" } });
      expect(secure.requests).toEqual([]);
    } finally {
      await secure.close();
      tls.cleanup();
    }
  });

  it("the receipt key survives a restart (stored encrypted), so old receipts still verify", async () => {
    const first = await h.tool("verify_web_evidence", { url: `${site.origin}/page` });
    const rows = await readKeyRows(h.database.url);
    expect(rows).toHaveLength(1);
    expect(rows[0].private_pem_encrypted).toContain("BEGIN ENCRYPTED PRIVATE KEY");
    const again = await startPayments({ MCPFORGE_URL_CHECK_ALLOW: "loopback", PAYMENTS_RECEIPT_SECRET: SECRET }, h.database);
    try {
      const second = await again.tool("verify_web_evidence", { url: `${site.origin}/page` });
      expect(second.receipt.keyId).toBe(first.receipt.keyId);
      const jwks = (await (await fetch(`${again.host.url}/payments/receipts/jwks.json`)).json()) as { keys: Record<string, string>[] };
      expect(verifyJws(first.receipt.jws, jwks)).not.toBeNull();
    } finally {
      await again.close();
    }
  });
});
