/* eslint-disable @typescript-eslint/no-require-imports */
import type Nlp from "compromise";
import { once } from "../_shared/lazy";
import { chainNamed, type Chain } from "./portals";
import type { Operation } from "./intent";

// Required on the first tokenize, not at start: compromise and its lexicon were ~0.15-0.4 s of a defi start.
const nlp = once(() => require("compromise") as typeof Nlp);

/**
 * The words of the copilot's language layer: tokens from compromise (a well-kept English NLP
 * library: tokenization with punctuation split off, numbers and money tagged), and the tables the
 * grammar (intent.ts) reads: operation verbs and their synonyms, assets and their names, filler
 * and politeness words, fractions.
 */
export interface Token {
  /** Lower case, punctuation removed ("$250", "1,000", "venue_1", "usdc"). */
  norm: string;
  /** As written, punctuation removed. */
  text: string;
}

export function tokenize(message: string): Token[] {
  const prepared = message.replace(/\s*(?:->|→|=>)\s*/g, " to ").replace(/(\d)\s*%/g, "$1 percent");
  const terms = (nlp()(prepared).json() as { terms: { text: string; normal: string }[] }[]).flatMap((s) => s.terms);
  return terms
    .map((t) => ({ text: t.text.replace(/^[^\w$]+|[^\w%]+$/g, ""), norm: (t.normal || t.text).toLowerCase().replace(/^[^\w$]+|[^\w%]+$/g, "") }))
    .filter((t) => t.norm !== "");
}

/** Verbs and the operation they ask for. */
export const VERBS: Readonly<Record<string, Operation>> = {
  swap: "swap", trade: "swap", convert: "swap", exchange: "swap", change: "swap", sell: "swap", buy: "swap", purchase: "swap",
  lend: "lend", supply: "supply", deposit: "supply", put: "supply", stash: "supply", park: "supply",
  withdraw: "withdraw", redeem: "withdraw", remove: "withdraw", pull: "withdraw", take: "withdraw",
  bridge: "bridge", move: "bridge", send: "bridge", transfer: "bridge", port: "bridge",
};

/** Words that ask politely or fill, and change nothing. */
export const FILLERS = new Set([
  "please", "pls", "plz", "kindly", "could", "can", "would", "will", "you", "i", "i'd", "id", "we", "like", "love", "want", "wanna", "need", "to", "let's", "lets", "let", "us",
  "me", "hey", "hi", "hello", "ok", "okay", "so", "just", "go", "ahead", "and", "now", "today", "asap", "thanks", "thank", "cheers", "for", "quickly", "then", "also", "some", "my", "the", "of",
  "out", "back", "over", "maybe", "right", "away", "do", "a", "an", "swap?",
]);

/** Asset names and symbols (upper-case symbol of the price table). */
export const ASSETS: Readonly<Record<string, string>> = {
  usdc: "USDC", "usd coin": "USDC", usdt: "USDT", tether: "USDT", dai: "DAI", eth: "ETH", ether: "ETH", ethereum: "ETH", weth: "WETH", sol: "SOL", btc: "BTC", bitcoin: "BTC", wbtc: "WBTC",
  dollars: "USDC", bucks: "USDC",
};

/** Words for a share of a balance. */
export const FRACTIONS: Readonly<Record<string, string>> = { half: "0.5", all: "1", everything: "1", quarter: "0.25", third: "0.33333333", entire: "1", whole: "1" };

/** A decimal written with thousands commas, a dollar sign or a "k" ("1,000", "$250", "2.5k"), as a plain decimal string, or null. */
export function numberOf(word: string): string | null {
  const m = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(k)?$/.exec(word);
  if (!m) return null;
  const plain = `${m[1].replace(/,/g, "")}${m[2] ?? ""}`;
  if (!m[3]) return plain;
  const [i, f = ""] = plain.split(".");
  const frac = (f + "000").slice(0, 3);
  return `${BigInt(i) * 1000n + BigInt(frac)}${f.length > 3 ? `.${f.slice(3)}` : ""}`;
}

/** The longest chain name starting at `i` (up to three words: "arbitrum one", "bnb smart chain"). */
export function chainAt(tokens: readonly Token[], i: number): { chain: Chain; next: number } | null {
  for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
    const c = chainNamed(tokens.slice(i, i + n).map((t) => t.norm).join(" "));
    if (c) return { chain: c, next: i + n };
  }
  return null;
}

/** The asset named at `i` (a symbol, a name, "usd coin"), or null. */
export function assetAt(tokens: readonly Token[], i: number): { asset: string; next: number } | null {
  const two = tokens[i + 1] ? `${tokens[i]?.norm} ${tokens[i + 1].norm}` : "";
  if (ASSETS[two]) return { asset: ASSETS[two], next: i + 2 };
  const one = tokens[i]?.norm;
  return one && ASSETS[one] ? { asset: ASSETS[one], next: i + 1 } : null;
}
