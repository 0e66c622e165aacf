import { open, seal } from "../_shared/seal";
import {
  generateKeyPair,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from "node:crypto";
import { loadSecretKey as loadSharedSecretKey } from "mcpforge/platform/secret-key";
import type { Logger } from "pino";

/** scrypt cost: N=2^15, r=8 (~32 MiB, tens of milliseconds): slow for guessing, fine for sign-up. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keylen: 32 };

function scryptAsync(password: string, salt: Buffer, o: typeof SCRYPT): Promise<Buffer> {
  const options: ScryptOptions = { N: o.N, r: o.r, p: o.p, maxmem: 256 * o.N * o.r };
  return new Promise((ok, fail) =>
    scrypt(password, salt, o.keylen, options, (err, key) => (err ? fail(err) : ok(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt") return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keylen: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

/**
 * API keys carry 256 random bits, so a plain SHA-256 is enough to store them (no guessing to
 * slow down) and lets a key be found by its hash on every call.
 */
export function newApiKey(): string {
  return `mfe_${randomBytes(32).toString("base64url")}`;
}

export { hashApiKey } from "../_shared/email-relay";

export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString("hex")}`;
}

/** The key that encrypts DKIM private keys at rest: EMAIL_SECRET_KEY (see _shared/secret-key.ts). */
export function loadSecretKey(env: Readonly<Record<string, string | undefined>>, logger: Logger): Buffer {
  return loadSharedSecretKey(env, logger, { variable: "EMAIL_SECRET_KEY", file: "email-secret.key", purpose: "DKIM keys" });
}

/** AES-256-GCM (handlers/_shared/seal.ts); a wrong key fails loudly. */
export const encrypt = seal;

export function decrypt(sealed: string, key: Buffer): string {
  try {
    return open(sealed, key);
  } catch (err) {
    if (/unknown sealed secret format/.test((err as Error).message)) throw err;
    throw new Error("cannot decrypt a DKIM key: EMAIL_SECRET_KEY is not the key it was encrypted with");
  }
}

/** A 2048-bit RSA pair: the public half as the base64 DER a DKIM record's p= carries. */
export function newDkimKey(): Promise<{ publicB64: string; privatePem: string }> {
  return new Promise((ok, fail) =>
    generateKeyPair("rsa", { modulusLength: 2048 }, (err, publicKey, privateKey) => {
      if (err) return fail(err);
      ok({
        publicB64: publicKey.export({ type: "spki", format: "der" }).toString("base64"),
        privatePem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      });
    }),
  );
}
