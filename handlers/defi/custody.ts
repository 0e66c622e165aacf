import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { blake2b } from "@noble/hashes/blake2b";
import { ed25519 } from "@noble/curves/ed25519";
import { base58 } from "@scure/base";
import { privateKeyToAccount } from "./viem";

export type Family = "evm" | "solana" | "sui";

/** A fresh wallet: its public address and its private key sealed by the provider. */
export interface NewWallet {
  address: string;
  sealedKey: Buffer;
}

/**
 * Where custody wallets come from. A production provider (an HSM, a custody API) implements the
 * same two calls; the service never sees a key except through `unseal` at signing time.
 */
export interface CustodyProvider {
  readonly name: string;
  create(family: Family): Promise<NewWallet>;
  /** The 32-byte private key of a wallet this provider sealed (used only to sign). */
  unseal(family: Family, sealedKey: Buffer): Uint8Array;
}

/**
 * The development provider (DEFI_CUSTODY=development): keys are generated in this process with a
 * CSPRNG, sealed with AES-256-GCM under DEFI_CUSTODY_KEY (the chain family is the associated data,
 * so a sealed key cannot be moved to another family), and stored sealed. Addresses are derived the
 * chains' own way: EVM keccak of the secp256k1 public key (viem), Solana base58 of the ed25519
 * public key, Sui blake2b-256 of the 0x00 scheme flag and the ed25519 public key.
 */
export function developmentCustody(key: Buffer): CustodyProvider {
  if (key.length !== 32) throw new Error("development custody needs a 32-byte key");
  return {
    name: "development",
    async create(family) {
      const secret = randomBytes(32);
      try {
        return { address: addressOf(family, secret), sealedKey: seal(key, family, secret) };
      } finally {
        secret.fill(0);
      }
    },
    unseal: (family, sealedKey) => unseal(key, family, sealedKey),
  };
}

/** The address of a 32-byte private key on a chain family. */
export function addressOf(family: Family, secret: Uint8Array): string {
  if (family === "evm") return privateKeyToAccount(`0x${Buffer.from(secret).toString("hex")}`).address;
  const pub = ed25519.getPublicKey(secret);
  if (family === "solana") return base58.encode(pub);
  const flagged = new Uint8Array(33);
  flagged.set(pub, 1); // flag 0x00: the ed25519 signature scheme
  return `0x${Buffer.from(blake2b(flagged, { dkLen: 32 })).toString("hex")}`;
}

const VERSION = 1;

function seal(key: Buffer, family: Family, secret: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(`defi-wallet:${family}`));
  const body = Buffer.concat([cipher.update(secret), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

function unseal(key: Buffer, family: Family, sealed: Buffer): Uint8Array {
  if (sealed[0] !== VERSION || sealed.length !== 1 + 12 + 16 + 32) throw new Error("sealed key has an unknown format");
  const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(1, 13));
  decipher.setAAD(Buffer.from(`defi-wallet:${family}`));
  decipher.setAuthTag(sealed.subarray(13, 29));
  return new Uint8Array(Buffer.concat([decipher.update(sealed.subarray(29)), decipher.final()]));
}
