import { createHash, randomUUID, sign } from "node:crypto";
import type { ReceiptKey } from "./receipt-key";

/** Where receipts are served on the shared HTTP host: the public keys and a verifier. */
export const RECEIPTS_PREFIX = "/payments/receipts/";
export const JWKS_PATH = `${RECEIPTS_PREFIX}jwks.json`;
export const VERIFY_PATH = `${RECEIPTS_PREFIX}verify`;

/** JSON with object keys sorted at every level: the bytes evidenceHash is computed over. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}

export const sha256Hex = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex");

export interface SignedReceipt {
  receiptId: string;
  evidenceHash: string;
  issuedAt: string;
  algorithm: "EdDSA";
  keyId: string;
  jws: string;
  jwksUrl: string;
}

/**
 * Signs the evidence: a compact JWS (RFC 7515, alg EdDSA = Ed25519, RFC 8037) whose payload names
 * the receipt, the evidence hash, the time and the URL. Anyone verifies it offline with the JWKS.
 */
export function issueReceipt(key: ReceiptKey, evidence: Record<string, unknown>, url: string, issuedAt: string, jwksUrl: string): SignedReceipt {
  const evidenceHash = sha256Hex(canonicalJson(evidence));
  const receiptId = `rcpt_${randomUUID()}`;
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v), "utf8").toString("base64url");
  const signingInput = `${b64({ alg: "EdDSA", kid: key.kid, typ: "JWT" })}.${b64({ receiptId, evidenceHash, issuedAt, url })}`;
  const signature = sign(null, Buffer.from(signingInput, "ascii"), key.privateKey).toString("base64url");
  return { receiptId, evidenceHash, issuedAt, algorithm: "EdDSA", keyId: key.kid, jws: `${signingInput}.${signature}`, jwksUrl };
}
