import {
  createCipheriv,
  createDecipheriv,
  createHash,
  generateKeyPair,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from "node:crypto";
import { loadSecretKey as loadSharedSecretKey } from "../_shared/secret-key";
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

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString("hex")}`;
}

/** The key that encrypts DKIM private keys at rest: EMAIL_SECRET_KEY (see _shared/secret-key.ts). */
export function loadSecretKey(env: Readonly<Record<string, string | undefined>>, logger: Logger): Buffer {
  return loadSharedSecretKey(env, logger, { variable: "EMAIL_SECRET_KEY", file: "email-secret.key", purpose: "DKIM keys" });
}

/** AES-256-GCM: `v1:<iv>:<tag>:<ciphertext>` in base64; the tag makes a wrong key fail loudly. */
export function encrypt(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), data.toString("base64")].join(":");
}

export function decrypt(sealed: string, key: Buffer): string {
  const [version, iv, tag, data] = sealed.split(":");
  if (version !== "v1") throw new Error(`unknown encrypted key format "${version}"`);
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  try {
    return Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]).toString("utf8");
  } catch {
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
