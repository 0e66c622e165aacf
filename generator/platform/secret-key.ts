import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Logger } from "pino";
import { makePrivateDir } from "./storage";

export interface SecretKeySpec {
  /** The environment variable holding the key, e.g. EMAIL_SECRET_KEY. */
  variable: string;
  /** The development key's file name in the data directory. */
  file: string;
  /** What the key encrypts, for the log ("DKIM keys"). */
  purpose: string;
}

/**
 * A 32-byte key that encrypts secrets at rest: the variable (64 hex digits or base64). Without it
 * a development key is generated once into the data directory (mode 0600), with a warning: fine
 * on one machine, but every process of a deployment needs the same key.
 */
export function loadSecretKey(env: Readonly<Record<string, string | undefined>>, logger: Logger, spec: SecretKeySpec): Buffer {
  const configured = env[spec.variable]?.trim();
  if (configured) return parseKey(configured, spec.variable);
  const file = resolve(env.MCPFORGE_DATA_DIR?.trim() || "var", spec.file);
  if (existsSync(file)) {
    logger.warn({ file }, `${spec.variable} is not set: using the development key in the data directory to encrypt ${spec.purpose}`);
    return parseKey(readFileSync(file, "utf8").trim(), file);
  }
  makePrivateDir(dirname(file));
  const key = randomBytes(32);
  try {
    writeFileSync(file, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  } catch (err) {
    // Another process of the same data directory wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return parseKey(readFileSync(file, "utf8").trim(), file);
    throw err;
  }
  chmodSync(file, 0o600);
  logger.warn({ file }, `${spec.variable} is not set: generated a development key into the data directory to encrypt ${spec.purpose}; set ${spec.variable} in production`);
  return key;
}

function parseKey(text: string, where: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== 32) throw new Error(`${where} must be 32 bytes, as 64 hex digits or base64 (e.g. \`openssl rand -base64 32\`); got ${key.length} bytes`);
  return key;
}
