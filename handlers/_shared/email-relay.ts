import { createHash } from "node:crypto";
import { describeLocation, storageConfigFrom } from "./storage";

/**
 * What other services of one host may know of the e-mail relay (handlers/email), which keeps its
 * tables in the shared database: how it stores API keys (a key is found by its SHA-256), and where
 * its SMTP listeners are bound in this process. The comms campaigns submit through the submission
 * listener with a relay account's key (docs/comms.md, "Sending"). Services never import each
 * other: this module is the contract.
 */
export interface BoundAddress {
  host: string;
  port: number;
}

/** Where one email service instance's SMTP listeners are bound (null when off or not bound). */
export interface RunningListeners {
  submission: BoundAddress | null;
  inbound: BoundAddress | null;
}

/**
 * Listeners by DATABASE_URL (or data directory) of the service that started them. With port 0
 * (tests) the bound port is only known here; the log line says it too.
 */
const running = new Map<string, RunningListeners>();

export function emailListeners(storageKey: string): RunningListeners | undefined {
  return running.get(storageKey);
}

export function registerListeners(storageKey: string, value: RunningListeners): () => void {
  running.set(storageKey, value);
  return () => {
    if (running.get(storageKey) === value) running.delete(storageKey);
  };
}

/** The key listeners are registered under: the storage location of the service's environment. */
export function listenerKey(env: Readonly<Record<string, string | undefined>>): string {
  return describeLocation(storageConfigFrom(env));
}

/** Relay API keys carry 256 random bits: a plain SHA-256 stores them and finds them on every call. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}
