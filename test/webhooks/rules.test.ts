import { captureId, decodeCursor, encodeCursor, parseCaptureId } from "../../handlers/webhooks/ids";
import { utf8Boundary } from "../../handlers/webhooks/present";
import { isSensitiveHeader, isSensitiveQuery } from "../../handlers/webhooks/redaction";
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
    // Defect 7: other spellings and separators of the same names.
    ["X-Authorization", true],
    ["X-Forwarded-Authorization", true],
    ["X-Jwt", true],
    ["x_jwt", true],
    ["X.Auth", true],
    ["X-Sig", true],
    ["Code", true],
    ["X-Error-Code", false],
    ["X-Author", false],
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
    // Defect 7: array and dot suffixes, separators, case.
    ["code[]", true],
    ["auth_code", true],
    ["AUTH-CODE", true],
    ["jwt.", true],
    ["jwt.payload", true],
    ["sig[0]", true],
    ["token[]", true],
    ["user[password]", true],
    ["Access.Token", true],
    ["page", false],
    ["page[0]", false],
    ["author", false],
    ["signal", false],
  ])("query %s sensitive: %s", (name, want) => {
    expect(isSensitiveQuery(name)).toBe(want);
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
