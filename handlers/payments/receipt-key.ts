import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Logger } from "pino";
import { makePrivateDir, type Storage } from "mcpforge/platform/storage";
import type { PaymentTables } from "./migrations";
import type { PaymentSettings } from "./settings";

export interface ReceiptKey {
  kid: string;
  privateKey: KeyObject;
  /** The public half as a JWK (OKP, Ed25519), with kid, alg and use. */
  publicJwk: Record<string, string>;
}

/**
 * The Ed25519 key that signs evidence receipts. PAYMENTS_RECEIPT_KEY (PKCS#8 PEM, or base64 of
 * it) wins; otherwise one key is generated once and stored in the database with its private half
 * encrypted under PAYMENTS_RECEIPT_SECRET (or a development secret generated into the data
 * directory, with a warning). The private key is never logged or returned.
 */
export async function loadReceiptKey(storage: Storage, settings: PaymentSettings, logger: Logger): Promise<ReceiptKey> {
  if (settings.receiptKey) return fromPrivate(parseConfiguredKey(settings.receiptKey));
  const passphrase = settings.receiptSecret ?? developmentSecret(settings.dataDir, logger);
  const db = storage.kysely<PaymentTables>();
  const existing = await db.selectFrom("payments_receipt_keys").selectAll().where("slot", "=", "active").executeTakeFirst();
  if (existing) {
    try {
      return fromPrivate(createPrivateKey({ key: existing.private_pem_encrypted, format: "pem", passphrase }));
    } catch {
      throw new Error("cannot decrypt the stored receipt signing key: PAYMENTS_RECEIPT_SECRET is not the secret it was encrypted with");
    }
  }
  const { privateKey } = generateKeyPairSync("ed25519");
  const made = fromPrivate(privateKey);
  const sealed = privateKey.export({ type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase }).toString();
  await db
    .insertInto("payments_receipt_keys")
    .values({ slot: "active", kid: made.kid, public_jwk: JSON.stringify(made.publicJwk), private_pem_encrypted: sealed, created_at: storage.clock.now().getTime() })
    .onConflict((oc) => oc.column("slot").doNothing())
    .execute();
  // Another process may have inserted first: everyone uses the stored key.
  return loadReceiptKey(storage, { ...settings, receiptSecret: passphrase }, logger);
}

function parseConfiguredKey(text: string): KeyObject {
  const pem = text.includes("-----BEGIN") ? text : Buffer.from(text, "base64").toString("utf8");
  let key: KeyObject;
  try {
    key = createPrivateKey(pem.includes("-----BEGIN") ? pem : { key: Buffer.from(text, "base64"), format: "der", type: "pkcs8" });
  } catch (err) {
    throw new Error(`PAYMENTS_RECEIPT_KEY is not a PKCS#8 private key (PEM, or its base64): ${(err as Error).message}`);
  }
  if (key.asymmetricKeyType !== "ed25519") throw new Error(`PAYMENTS_RECEIPT_KEY must be an Ed25519 key (openssl genpkey -algorithm ed25519), not ${key.asymmetricKeyType}`);
  return key;
}

function fromPrivate(privateKey: KeyObject): ReceiptKey {
  const jwk = createPublicKey(privateKey).export({ format: "jwk" }) as { crv: string; kty: string; x: string };
  // RFC 7638 thumbprint: the required members in lexicographic order.
  const kid = createHash("sha256").update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x })).digest("base64url");
  return { kid, privateKey, publicJwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, kid, alg: "EdDSA", use: "sig" } };
}

/** A random passphrase kept in `<data dir>/payments-receipt.secret` (0600) when none is configured. */
function developmentSecret(dataDir: string, logger: Logger): string {
  const file = resolve(dataDir, "payments-receipt.secret");
  if (!existsSync(file)) {
    makePrivateDir(dirname(file));
    try {
      writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
      chmodSync(file, 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  logger.warn({ file }, "PAYMENTS_RECEIPT_SECRET is not set: the receipt signing key is encrypted with a development secret from the data directory; set PAYMENTS_RECEIPT_SECRET (or PAYMENTS_RECEIPT_KEY) in production");
  return readFileSync(file, "utf8").trim();
}
