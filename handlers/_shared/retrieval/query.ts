import { tokenize, type Token } from "./text";

/**
 * A query as the retriever scores it: groups of alternatives. Each content word of the query is a
 * group; an alias key found in the query (one word or a phrase) makes one group whose alternatives
 * are the key itself and its expansions. A document covers a group when it holds every term of one
 * alternative.
 */
export interface QueryGroup {
  /** The query's own words for this group, as written. */
  words: string[];
  /** Each alternative is a list of index terms that must all occur. */
  alternatives: string[][];
}

export type AliasTable = Map<string, { key: string[]; expansions: string[][] }>;

/** Alias keys and expansions through the same text pipeline as documents, keyed by first term. */
export function compileAliases(aliases: Record<string, string[]> | undefined): AliasTable {
  const table: AliasTable = new Map();
  for (const [key, expansions] of Object.entries(aliases ?? {})) {
    const keyTerms = tokenize(key).map((t) => t.term);
    if (!keyTerms.length) continue;
    const id = keyTerms.join(" ");
    const entry = table.get(id) ?? { key: keyTerms, expansions: [] };
    for (const e of expansions) {
      const terms = tokenize(e).map((t) => t.term);
      if (terms.length) entry.expansions.push(terms);
    }
    table.set(id, entry);
  }
  return table;
}

/** The longest alias key starting at token `i`, if any. */
function aliasAt(tokens: Token[], i: number, table: AliasTable, longest: number) {
  for (let n = Math.min(longest, tokens.length - i); n >= 1; n--) {
    const hit = table.get(
      tokens
        .slice(i, i + n)
        .map((t) => t.term)
        .join(" "),
    );
    if (hit) return { n, hit };
  }
  return undefined;
}

/** Groups of `text`; repeated words count once. */
export function parseQuery(text: string, table: AliasTable): QueryGroup[] {
  const tokens = tokenize(text);
  const longest = Math.max(1, ...[...table.values()].map((e) => e.key.length));
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < tokens.length;) {
    const alias = table.size ? aliasAt(tokens, i, table, longest) : undefined;
    const n = alias?.n ?? 1;
    const own = tokens.slice(i, i + n).map((t) => t.term);
    const id = own.join(" ");
    if (!seen.has(id)) {
      seen.add(id);
      groups.push({
        words: tokens.slice(i, i + n).map((t) => t.word),
        alternatives: [own, ...(alias?.hit.expansions ?? [])],
      });
    }
    i += n;
  }
  return groups;
}
