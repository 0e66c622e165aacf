import { createHash } from "node:crypto";
import { describeLocation, storageConfigFrom } from "mcpforge/platform/storage";

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
  /** The relay itself, for a service of the same process (absent in older registrations). */
  relay?: InProcessRelay;
}

/**
 * The relay's sending state of one account's domain now (docs/email.md, "Sending limits"), read
 * by comms before a launch and before each batch: a pause, and what is left of today's allowance.
 */
export interface RelaySendingState {
  /** The domain (or the whole account) is paused; `until` null: lifted by a person, not by time. */
  paused: { reason: string; detail: string | null; until: number | null } | null;
  /** Recipients the domain may still send to today. */
  remainingToday: number;
  /** When today's allowance resets (next midnight UTC), epoch ms. */
  resetsAt: number;
}

/** An SMTP-style refusal of an in-process submission: the reply the submission listener would give. */
export interface RelayRefusal extends Error {
  responseCode: number;
}

export interface InProcessRelay {
  /** Null when the account holds no active domain of that name. */
  sendingState(accountId: string, domain: string): Promise<RelaySendingState | null>;
  /**
   * Hands a message to the relay in process (EMAIL_SUBMISSION_SMTP=off): the submission
   * listener's rules without SMTP. Resolves with the relay's message id; rejects with a
   * RelayRefusal carrying the reply code (451 for a pause or an exhausted allowance).
   */
  submit(relayKey: string, envelope: { from: string; to: string[] }, raw: Buffer): Promise<string>;
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
