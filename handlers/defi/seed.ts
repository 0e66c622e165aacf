import { addDecimal } from "./amounts";

/**
 * SAMPLE DATA: the simulated testnet balances every user starts with on a portal. They are not
 * live chain balances and no wallet holds them; defi_portfolio says so (simulated: true) and
 * docs/defi.md lists this table. Only settled paper executions change them (defi_fills).
 */
export const SEED_BALANCES: Readonly<Record<string, ReadonlyArray<{ asset: string; amount: string }>>> = {
  base: [
    { asset: "USDC", amount: "10000" },
    { asset: "ETH", amount: "2" },
  ],
  "arbitrum-one": [
    { asset: "USDC", amount: "5000" },
    { asset: "ETH", amount: "1" },
  ],
  optimism: [{ asset: "USDC", amount: "2500" }],
  monad: [{ asset: "USDC", amount: "2500" }],
  "bnb-chain": [{ asset: "USDT", amount: "2500" }],
  avalanche: [{ asset: "USDC", amount: "2500" }],
  solana: [
    { asset: "USDC", amount: "5000" },
    { asset: "SOL", amount: "20" },
  ],
  sui: [{ asset: "USDC", amount: "2500" }],
};

export interface Balance {
  asset: string;
  amount: string;
  chain: string;
}

export interface Delta {
  asset: string;
  chain: string;
  delta: string;
}

/** Seeded balances of a chain with the deltas of settled fills on that chain applied, sorted by asset. */
export function balancesOf(chain: string, deltas: readonly Delta[]): Balance[] {
  const map = new Map<string, Balance>();
  for (const s of SEED_BALANCES[chain] ?? []) map.set(s.asset, { asset: s.asset, amount: s.amount, chain });
  for (const d of deltas) {
    if (d.chain !== chain) continue;
    const cur = map.get(d.asset) ?? { asset: d.asset, amount: "0", chain };
    map.set(d.asset, { ...cur, amount: addDecimal(cur.amount, d.delta) });
  }
  return [...map.values()].sort((a, b) => (a.asset < b.asset ? -1 : 1));
}
