import type { Operation } from "./intent";

/** Placing capital at a lending venue, and taking that position back (else a lending mandate could never be unwound). */
const LENDING: readonly Operation[] = ["lend", "supply", "withdraw"];

/**
 * What each operation word of a mandate authorises: the verb of the message's capital clause
 * (grammar.ts) and every name in structured constraints.operations. The one table both the grammar
 * and the policy check (effects.ts policyProblem) read; docs/defi.md lists it.
 *
 * The capital clause names no target asset and no destination chain, so "allocate", "deploy",
 * "invest" and "put" can only mean placing the capital at a venue: lending. "use" says nothing
 * about what to do with it (swap it? lend it?) and is ambiguous: null, so the grammar leaves its
 * clause in `unparsed` and structured constraints refuse it, rather than a later policy refusal.
 */
const VERBS: ReadonlyMap<string, readonly Operation[] | null> = new Map<string, readonly Operation[] | null>([
  ["lend", LENDING],
  ["supply", LENDING],
  ["deposit", LENDING],
  ["allocate", LENDING],
  ["deploy", LENDING],
  ["invest", LENDING],
  ["put", LENDING],
  ["withdraw", ["withdraw"]],
  ["swap", ["swap"]],
  ["trade", ["swap"]],
  ["bridge", ["bridge"]],
  ["use", null],
]);

/** Every word the grammar accepts as a capital verb (the ambiguous ones included, so their clause is reported). */
export const MANDATE_VERBS: readonly string[] = [...VERBS.keys()];

/** The operations a word authorises; null when the word is ambiguous or unknown. */
export function operationsOf(word: string): readonly Operation[] | null {
  return VERBS.get(word.toLowerCase()) ?? null;
}

/** The words that authorise something, for messages. */
export const authorisingVerbs = (): string => MANDATE_VERBS.filter((w) => operationsOf(w) !== null).join(", ");
