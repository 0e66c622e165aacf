import { generateKeyPairSync, sign, type KeyObject } from "node:crypto";

/** A test issuer of defi.kya.agent-credential.v1 JWTs (Ed25519), and the env that trusts it. */
export function testIssuer(issuer = "test-kya-issuer") {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  return {
    env: { DEFI_KYA_ISSUER: issuer, DEFI_KYA_PUBLIC_KEY: publicKey.export({ type: "spki", format: "pem" }).toString() },
    credential: (claims: Record<string, unknown>, key: KeyObject = privateKey) => ({ schema: "defi.kya.agent-credential.v1", token: jwt(claims, key) }),
    issuer,
  };
}

export function jwt(claims: Record<string, unknown>, key: KeyObject, alg = "EdDSA"): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  const data = `${enc({ alg, typ: "JWT" })}.${enc(claims)}`;
  return `${data}.${sign(null, Buffer.from(data), key).toString("base64url")}`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
