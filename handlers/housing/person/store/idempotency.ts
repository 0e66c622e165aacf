import { createHash } from "node:crypto";
import { forPerson, type Db, type StoreCtx } from "./context";

/** Thrown when a key is reused with other arguments; the tool maps it to idempotency_conflict. */
export class IdempotencyConflict extends Error {
  constructor(readonly key: string) {
    super(`idempotency_key "${key}" was already used with different arguments`);
  }
}

/** Canonical JSON (sorted keys) of the arguments minus the key itself, hashed. */
export function argsHash(args: Record<string, unknown>): string {
  const canon = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canon) : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().filter((k) => k !== "idempotency_key").map((k) => [k, canon((v as Record<string, unknown>)[k])])) : v;
  return createHash("sha256").update(JSON.stringify(canon(args))).digest("hex");
}

/**
 * Runs `fn` once per (person, tool, key): the first call's result is stored with the arguments'
 * hash in the same transaction as `fn`'s writes; a repeat with the same arguments returns it,
 * with other arguments throws IdempotencyConflict. Without a key, `fn` simply runs.
 */
export async function once<R>(s: StoreCtx, opts: { person: string; tool: string; key?: string; args: Record<string, unknown> }, fn: (trx: Db) => Promise<R>): Promise<{ result: R; replayed: boolean }> {
  const { person, tool, key } = opts;
  return forPerson(s, person, async (trx) => {
    if (key === undefined) return { result: await fn(trx), replayed: false };
    const hash = argsHash(opts.args);
    const prior = await trx.selectFrom("housing_person_idempotency").select(["args_hash", "result"]).where("person", "=", person).where("tool", "=", tool).where("key", "=", key).executeTakeFirst();
    if (prior) {
      if (prior.args_hash !== hash) throw new IdempotencyConflict(key);
      return { result: JSON.parse(prior.result) as R, replayed: true };
    }
    const result = await fn(trx);
    await trx.insertInto("housing_person_idempotency").values({ person, tool, key, args_hash: hash, result: JSON.stringify(result), created_at: s.clock.now().getTime() }).execute();
    return { result, replayed: false };
  });
}
