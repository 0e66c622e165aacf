import type { Kysely } from "kysely";
import type { Clock } from "mcpforge/runtime";
import type { Storage } from "mcpforge/platform/storage";
import type { PersonTables } from "./tables";

/** What every store function works with. */
export interface StoreCtx {
  db: Kysely<PersonTables>;
  storage: Storage;
  clock: Clock;
}

/** A database handle: the store's own or a transaction's. */
export type Db = Kysely<PersonTables>;

/**
 * Who acts: the person (lower-cased e-mail, the auth subject) and how. Calls over MCP are made by
 * an assistant (`byAssistant`, with the OAuth client id); the browser pages act as the person.
 */
export interface Actor {
  person: string;
  byAssistant: boolean;
  clientId: string | null;
}

/** The canonical form of a person's e-mail address: every owner column holds it. */
export function personKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Runs `fn` in a write transaction no other process runs at the same time for this person, so an
 * idempotency check and the writes it guards are one step.
 */
export function forPerson<R>(s: StoreCtx, person: string, fn: (trx: Db) => Promise<R>): Promise<R> {
  return s.storage.serialized(`housing_person:${personKey(person)}`, (trx) => fn(trx as Db));
}

/** A row as the API returns it: the 0/1 `by_assistant` column as a boolean. */
export type Flagged<T extends { by_assistant: number }> = Omit<T, "by_assistant"> & { by_assistant: boolean };

export function unflag<T extends { by_assistant: number }>(row: T): Flagged<T> {
  return { ...row, by_assistant: Number(row.by_assistant) === 1 };
}

export const flag = (b: boolean): number => (b ? 1 : 0);
export const iso = (ms: number): string => new Date(Number(ms)).toISOString();
