// Signed strings (cursors, MRTR requestState, housing claim links, comms unsubscribe links) are
// accepted only exactly as issued. base64url decoding ignores the unused low bits of a tag's last
// character, so a verifier comparing decoded bytes accepts a second spelling of the same tag; these
// tests build that second spelling and expect it refused.
import { randomBytes } from "node:crypto";
import { cursors } from "../../generator/runtime/cursor";
import { readUnsubscribeToken, unsubscribeToken } from "../../handlers/comms/campaigns/smtp";
import { signClaimToken, verifyClaimToken } from "../../handlers/housing/catalog/claim-token";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Another spelling of a signed string: the tag's last character with its unused bits changed. */
function secondSpelling(signed: string): string {
  const tag = signed.slice(signed.lastIndexOf(".") + 1);
  const unusedBits = (tag.length * 6) % 8;
  expect(unusedBits).toBeGreaterThan(0); // the tag's length leaves bits for a second spelling
  const last = ALPHABET.indexOf(tag[tag.length - 1]);
  const other = ALPHABET[last ^ 1]; // flips the lowest bit, which decoding ignores
  const respelled = signed.slice(0, -1) + other;
  expect(Buffer.from(respelled.slice(respelled.lastIndexOf(".") + 1), "base64url")).toEqual(Buffer.from(tag, "base64url"));
  return respelled;
}

test("a cursor is accepted only as issued", () => {
  const c = cursors(randomBytes(32), "svc/tool");
  const issued = c.encode({ after: 42 });
  expect(c.decode(issued)).toEqual({ after: 42 });
  expect(() => c.decode(secondSpelling(issued))).toThrow();
});

test("a housing claim link is accepted only as issued", () => {
  const key = randomBytes(32);
  const token = signClaimToken(key, { v: 1, city: "Los Angeles", permit_number: "p-1", address: "1 Main St", listing: {} as never, exp: Date.parse("2030-01-01T00:00:00Z") / 1000 });
  expect(verifyClaimToken(key, token, new Date("2026-01-01T00:00:00Z")).ok).toBe(true);
  expect(verifyClaimToken(key, secondSpelling(token), new Date("2026-01-01T00:00:00Z"))).toEqual({ ok: false, reason: "bad_signature" });
});

test("a comms unsubscribe link is accepted only as issued", () => {
  const key = randomBytes(32);
  const token = unsubscribeToken(key, { o: "org_1", r: "rcp_1" } as never);
  expect(readUnsubscribeToken(key, token)).toMatchObject({ o: "org_1", r: "rcp_1" });
  expect(readUnsubscribeToken(key, secondSpelling(token))).toBeNull();
});
