/**
 * Portals and chains. A portal is a chain portal: its slug is the chain's slug. The Base portal is
 * the default where a tool has one. Chain ids are the public EVM chain ids (null for non-EVM).
 */
export interface Chain {
  slug: string;
  name: string;
  chainId: number | null;
  family: "evm" | "solana" | "sui";
  /** Words a natural-language message may use for it (lower case). */
  aliases: readonly string[];
}

export const CHAINS: readonly Chain[] = [
  { slug: "base", name: "Base", chainId: 8453, family: "evm", aliases: ["base"] },
  { slug: "arbitrum-one", name: "Arbitrum One", chainId: 42161, family: "evm", aliases: ["arbitrum one", "arbitrum"] },
  { slug: "optimism", name: "Optimism", chainId: 10, family: "evm", aliases: ["optimism", "op mainnet"] },
  { slug: "monad", name: "Monad", chainId: 143, family: "evm", aliases: ["monad"] },
  { slug: "bnb-chain", name: "BNB Chain", chainId: 56, family: "evm", aliases: ["bnb chain", "bnb smart chain", "bsc", "bnb"] },
  { slug: "avalanche", name: "Avalanche", chainId: 43114, family: "evm", aliases: ["avalanche", "avax c-chain"] },
  { slug: "solana", name: "Solana", chainId: null, family: "solana", aliases: ["solana"] },
  { slug: "sui", name: "Sui", chainId: null, family: "sui", aliases: ["sui"] },
];

export const DEFAULT_PORTAL = "base";

const bySlug = new Map(CHAINS.map((c) => [c.slug, c]));

export function chainOf(slug: string): Chain | undefined {
  return bySlug.get(slug);
}

export const isPortal = (slug: string): boolean => bySlug.has(slug);

export function portalList(): string {
  return CHAINS.map((c) => c.slug).join(", ");
}

/** The chain a name in a message means ("Base", "Arbitrum One", "BSC"…), or undefined. */
export function chainNamed(text: string): Chain | undefined {
  const t = text.trim().toLowerCase().replace(/\s+/g, " ");
  return bySlug.get(t) ?? CHAINS.find((c) => c.aliases.includes(t));
}
