import { captureId, decodeCursor, encodeCursor, parseCaptureId } from "../../handlers/webhooks/ids";
import { utf8Boundary } from "../../handlers/webhooks/present";
import { isSensitiveHeader, isSensitiveQuery, maskHeaderValue } from "../../handlers/webhooks/redaction";
import { checkResponseHeaders } from "../../handlers/webhooks/response-headers";

describe("utf8Boundary", () => {
  const e = Buffer.from("aé€😀"); // 1 + 2 + 3 + 4 bytes
  test.each([
    ["inside é", { n: 2, cut: true }, 1],
    ["after é", { n: 3, cut: true }, 3],
    ["inside €", { n: 5, cut: true }, 3],
    ["inside 😀", { n: 9, cut: true }, 6],
    ["the end, not a cut", { n: 10, cut: false }, 10],
    ["the end of a stored prefix that stops mid-character", { n: 10, cut: true }, 10],
  ])("%s", (_name, { n, cut }, want) => {
    expect(utf8Boundary(e, n, cut)).toBe(want);
  });
  test("a stored prefix ending in half a character drops it", () => {
    expect(utf8Boundary(e.subarray(0, 8), 8, true)).toBe(6);
  });
});

describe("redaction rules", () => {
  test.each([
    ["Authorization", true],
    ["proxy-authorization", true],
    ["Cookie", true],
    ["Set-Cookie", true],
    ["X-Api-Key", true],
    ["X-Hub-Signature-256", true],
    ["X-Shopify-Hmac-SHA256", true],
    ["X-Auth-Token", true],
    ["X-Webhook-Secret", true],
    ["X-Session-Id", true],
    ["Content-Type", false],
    ["User-Agent", false],
    ["Keep-Alive", false],
  ])("header %s sensitive: %s", (name, want) => {
    expect(isSensitiveHeader(name)).toBe(want);
  });

  test.each([
    ["token", true],
    ["access_token", true],
    ["apiKey", true],
    ["sig", true],
    ["code", true],
    ["client_secret", true],
    ["page", false],
    ["author", false],
    ["signal", false],
  ])("query %s sensitive: %s", (name, want) => {
    expect(isSensitiveQuery(name)).toBe(want);
  });

  test("Authorization keeps its scheme, nothing else", () => {
    expect(maskHeaderValue("Authorization", "Bearer abc.def")).toBe("Bearer [redacted]");
    expect(maskHeaderValue("authorization", "opaque")).toBe("[redacted]");
    expect(maskHeaderValue("Cookie", "a=b")).toBe("[redacted]");
  });
});

describe("response header checks", () => {
  test("names every managed or hop-by-hop header, in the order given", () => {
    expect(checkResponseHeaders({ "X-Ok": "1", connection: "close", "Proxy-Anything": "x", "Content-Type": "a/b" }).notAllowed).toEqual(["connection", "Proxy-Anything", "Content-Type"]);
  });
  test("accepts ordinary headers", () => {
    expect(checkResponseHeaders({ "Cache-Control": "no-store", "X-Trace": "abc", Location: "/x" })).toEqual({ notAllowed: [], invalid: [] });
  });
});

describe("ids and cursors", () => {
  test("a capture id round-trips and rejects anything else", () => {
    const token = "A".repeat(21) + "_";
    expect(parseCaptureId(captureId(token, 1234567))).toEqual({ token, seq: 1234567 });
    for (const bad of ["", "short", token, `${token}XYZ`, `${token}-1`]) expect(parseCaptureId(bad)).toBeUndefined();
  });
  test("a cursor round-trips; a foreign string is no cursor", () => {
    expect(decodeCursor(encodeCursor(42))).toBe(42);
    expect(decodeCursor("bm90LWEtY3Vyc29y")).toBeUndefined();
    expect(decodeCursor("!!!")).toBeUndefined();
  });
});
