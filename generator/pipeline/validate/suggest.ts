/** Names people reach for from other languages, mapped to the JSON Schema word. */
const ALIASES: Record<string, string> = {
  int: "integer",
  long: "integer",
  float: "number",
  double: "number",
  decimal: "number",
  bool: "boolean",
  str: "string",
  text: "string",
  dict: "object",
  map: "object",
  list: "array",
};

/**
 * The candidate a person most likely meant by `word`: a known alias, then a candidate that starts
 * with it (or it with the candidate), then the closest by edit distance when it is close enough.
 */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const alias = ALIASES[lower];
  if (alias && candidates.includes(alias)) return alias;
  const prefixed = candidates.filter((c) => lower.length >= 3 && (c.toLowerCase().startsWith(lower) || lower.startsWith(c.toLowerCase())));
  if (prefixed.length === 1) return prefixed[0];
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
  for (const c of candidates) {
    const d = distance(lower, c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

/** Levenshtein distance, with a swap of two neighbours counted as one edit. */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
