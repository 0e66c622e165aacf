import { readFileSync } from "node:fs";
import { join } from "node:path";
import { understand } from "../../../handlers/defi/copilot";
import { parseMandateMessage } from "../../../handlers/defi/grammar";
import { balancesOf } from "../../../handlers/defi/seed";

/**
 * Scores the committed sentence sets (turns.json, mandates.json) against the language layer, in
 * process: each turn through the copilot's understanding (grammar over tokens, venue, quote from
 * the sample price table, shares of a new user's seeded balances), each mandate message through
 * the mandate grammar. A sentence is correct when the plan (or the refusal) is exactly the expected one.
 */
export interface Scored {
  set: string;
  total: number;
  correct: number;
  misses: { say: string; want: unknown; got: unknown }[];
}

const load = (name: string) => JSON.parse(readFileSync(join(__dirname, name), "utf8"));

export async function scoreTurns(): Promise<Scored> {
  const { turns } = load("turns.json") as { turns: { say: string; expect: Record<string, unknown> | null }[] };
  const sources = { price: null, balance: async (asset: string, chain: string) => balancesOf(chain, []).find((b) => b.asset === asset)?.amount ?? "0" };
  const misses: Scored["misses"] = [];
  for (const t of turns) {
    const r = await understand(t.say, "base", sources);
    const got = r.ok ? { operation: r.plan.operation, fromAsset: r.plan.fromAsset, fromAmount: r.plan.fromAmount, toAsset: r.plan.toAsset, toAmount: r.plan.toAmount, chain: r.plan.chain, toChain: r.plan.toChain, venue: r.plan.venue } : null;
    if (JSON.stringify(got) !== JSON.stringify(t.expect)) misses.push({ say: t.say, want: t.expect, got: r.ok ? got : r.reason });
  }
  return { set: "turns", total: turns.length, correct: turns.length - misses.length, misses };
}

export function scoreMandates(): Scored {
  const { mandates } = load("mandates.json") as { mandates: { say: string; expect: Record<string, unknown> }[] };
  const misses: Scored["misses"] = [];
  for (const m of mandates) {
    const got = parseMandateMessage(m.say, "base");
    if (JSON.stringify(got) !== JSON.stringify(m.expect)) misses.push({ say: m.say, want: m.expect, got });
  }
  return { set: "mandates", total: mandates.length, correct: mandates.length - misses.length, misses };
}
