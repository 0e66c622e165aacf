import MiniSearch from "minisearch";
import { compileAliases, parseQuery, type AliasTable, type QueryGroup } from "./query";
import { informativeness } from "./english";
import { MAX_QUERY_CHARS, termsOf } from "./text";

/** One document found: the score is the share of the query it covers, 0..1, on every index alike. */
export interface Hit<D> {
  doc: D;
  score: number;
  /** The query's words this document covers. */
  matched: string[];
}

export interface RetrievalResult<D> {
  hits: Hit<D>[];
  /** strong: the best hit covers (nearly) all of the query; partial: only part; none: nothing above the floor. */
  match: "strong" | "partial" | "none";
  hint?: string;
}

export interface RetrieverOptions<D> {
  /** Fields to index; `boost` weighs a field in the BM25 order (not in the score). */
  fields: { name: string; boost?: number }[];
  /** Query word or phrase -> other words meaning the same here (e.g. "ne": ["nebraska"]). */
  aliases?: Record<string, string[]>;
  /** Hits scoring below this are dropped, never shown as padding. Default 0.5. */
  floor?: number;
  /** A best score at or above this is a strong match. Default 0.75. */
  strong?: number;
  /** A field's text; default: the property of that name (arrays joined). */
  text?: (d: D, field: string) => string;
  /** Most edits a misspelt query term may have; default 1 for terms of 5+ letters without digits, else none. */
  fuzzy?: (term: string) => number | false;
  /**
   * The least share of its weight a query word no document holds keeps, however common in English
   * (english.ts). Default 0.5: an absent common verb ("send", "book") still counts against a
   * document. 0 suits questions, whose filler ("make", "provide") says nothing about the topic.
   */
  absentCommonShare?: number;
  /** Structured-query hook: takes what it understands out of the query, returns the rest and a filter. */
  parse?: (query: string) => { text: string; filter?: (d: D) => boolean };
}

export interface SearchOptions<D> {
  limit?: number;
  filter?: (d: D) => boolean;
}

/** How much a match on a longer word (prefix) or a misspelling (fuzzy) counts against an exact one. */
const PREFIX_WEIGHT = 0.7;
const FUZZY_WEIGHT = 0.6;
/** How much a match through an alias expansion counts in the BM25 order against the query's own word. */
const EXPANSION_ORDER_WEIGHT = 0.5;

interface TermMatch {
  weight: number;
  bm25: number;
}

/**
 * Ranked retrieval over a fixed set of documents (MiniSearch's BM25+ index, Porter2 stems, prefix
 * and fuzzy matching, aliases). Score: the IDF-weighted share of the query's words (groups) that a
 * document holds, a prefix or fuzzy hit counting partly; BM25 with field boosts orders equal scores.
 * Because the score is a share of the query, not of the best hit, hits from different indexes can
 * be merged on it (mergeResults).
 */
export class Retriever<D extends { id: string }> {
  private readonly engine: MiniSearch<{ id: number }>;
  private readonly docs: D[];
  private readonly aliases: AliasTable;
  private readonly floor: number;
  private readonly strong: number;

  constructor(
    docs: D[],
    private readonly opts: RetrieverOptions<D>,
  ) {
    this.docs = docs.slice();
    this.aliases = compileAliases(opts.aliases);
    this.floor = opts.floor ?? 0.5;
    this.strong = opts.strong ?? 0.75;
    const text = opts.text ?? defaultText;
    this.engine = new MiniSearch<{ id: number }>({
      fields: opts.fields.map((f) => f.name),
      extractField: (entry, field) => (field === "id" ? String(entry.id) : text(this.docs[entry.id], field)),
      processTerm: (term) => termsOf(term),
      searchOptions: { tokenize: (q) => [q], processTerm: (t) => t },
    });
    this.engine.addAll(this.docs.map((_, id) => ({ id })));
  }

  get size(): number {
    return this.docs.length;
  }

  search(query: string, opts: SearchOptions<D> = {}): RetrievalResult<D> {
    const parsed = this.opts.parse
      ? this.opts.parse(query.slice(0, MAX_QUERY_CHARS))
      : { text: query.slice(0, MAX_QUERY_CHARS) };
    const filters = [opts.filter, parsed.filter].filter((f): f is (d: D) => boolean => !!f);
    const keep = (id: number) => filters.every((f) => f(this.docs[id]));
    const groups = parseQuery(parsed.text, this.aliases);
    const limit = opts.limit ?? 10;
    if (!groups.length) {
      if (!parsed.filter)
        return {
          hits: [],
          match: "none",
          hint: "The query has no words to search for; name what you are looking for.",
        };
      const hits = this.docs
        .filter((_, id) => keep(id))
        .slice(0, limit)
        .map((doc) => ({ doc, score: 1, matched: [] }));
      return hits.length
        ? { hits, match: "strong" }
        : { hits: [], match: "none", hint: "Nothing here matches every condition of the query." };
    }
    return this.rank(groups, keep, limit);
  }

  private rank(groups: QueryGroup[], keep: (id: number) => boolean, limit: number): RetrievalResult<D> {
    const cache = new Map<string, Map<number, TermMatch>>();
    // Prefix matching is for a word still being typed: the query's last word only.
    const perGroup = groups.map((g, i) => this.groupMatches(g, cache, i === groups.length - 1));
    const n = this.docs.length;
    const absentFloor = this.opts.absentCommonShare ?? 0.5;
    const weights = perGroup.map(
      (m, i) => Math.log(1 + (n - m.size + 0.5) / (m.size + 0.5)) * wordShare(groups[i], m.size > 0, absentFloor),
    );
    const live = weights.map((w) => w > 0);
    const total = weights.reduce((a, b) => a + b, 0);
    const scored = new Map<number, { score: number; bm25: number; matched: string[] }>();
    perGroup.forEach((matches, i) => {
      for (const [id, m] of matches) {
        if (!keep(id)) continue;
        const s = scored.get(id) ?? { score: 0, bm25: 0, matched: [] };
        s.score += (weights[i] * m.weight) / (total || 1);
        s.bm25 += m.bm25;
        s.matched.push(groups[i].words.join(" "));
        scored.set(id, s);
      }
    });
    const ranked = [...scored.entries()]
      .filter(([, s]) => s.score >= this.floor - 1e-9)
      .sort(([a, x], [b, y]) => y.score - x.score || y.bm25 - x.bm25 || a - b)
      .slice(0, limit)
      .map(([id, s]) => ({
        doc: this.docs[id],
        score: Math.round(Math.min(1, s.score) * 1000) / 1000,
        matched: s.matched,
      }));
    const unknown = groups.filter((_, i) => live[i] && perGroup[i].size === 0).map((g) => g.words.join(" "));
    return verdict(ranked, this.strong, unknown);
  }

  /**
   * Best match per document for one group: over its alternatives, each needing all its terms. A
   * phrase's BM25 is the mean of its terms' (a two-word expansion is not worth two words), and an
   * expansion's counts half of the query's own word's in the order (not in the score).
   */
  private groupMatches(
    group: QueryGroup,
    cache: Map<string, Map<number, TermMatch>>,
    last: boolean,
  ): Map<number, TermMatch> {
    const best = new Map<number, TermMatch>();
    group.alternatives.forEach((alternative, a) => {
      const lists = alternative.map((term, t) =>
        this.termMatches(term, cache, last && a === 0 && t === alternative.length - 1),
      );
      const discount = (a === 0 ? 1 : EXPANSION_ORDER_WEIGHT) / alternative.length;
      for (const [id, first] of lists[0]) {
        let weight = first.weight;
        let bm25 = first.bm25;
        for (const other of lists.slice(1)) {
          const m = other.get(id);
          weight = m ? Math.min(weight, m.weight) : 0;
          bm25 += m?.bm25 ?? 0;
        }
        bm25 *= discount;
        const prev = best.get(id);
        if (weight > 0 && (!prev || weight > prev.weight || (weight === prev.weight && bm25 > prev.bm25)))
          best.set(id, { weight, bm25 });
      }
    });
    return best;
  }

  private termMatches(
    term: string,
    cache: Map<string, Map<number, TermMatch>>,
    prefix: boolean,
  ): Map<number, TermMatch> {
    const key = `${prefix ? "p" : "w"}:${term}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const boost = Object.fromEntries(this.opts.fields.map((f) => [f.name, f.boost ?? 1]));
    const found = new Map<number, TermMatch>();
    const results = this.engine.search(term, {
      boost,
      prefix: prefix && term.length >= 4 && !/^\d+$/.test(term),
      fuzzy: this.opts.fuzzy ? this.opts.fuzzy(term) : term.length >= 5 && !/\d/.test(term) ? 1 : false,
    });
    for (const r of results) {
      const docTerms = Object.keys(r.match);
      const weight = docTerms.includes(term)
        ? 1
        : docTerms.some((t) => t.startsWith(term))
          ? PREFIX_WEIGHT
          : FUZZY_WEIGHT;
      found.set(r.id as number, { weight, bm25: r.score });
    }
    cache.set(key, found);
    return found;
  }
}

/** The least share a word the documents hold keeps, however common in English ("year", "city"). */
const PRESENT_SHARE = 0.25;

/**
 * The share of its IDF weight a query word keeps (english.ts): a quantity or code no document holds
 * ("10 USDC", "0x12ab") none; a common English word little (a question's filler: "make", "year"),
 * at least PRESENT_SHARE when documents hold it and `absentFloor` when none does; a rare word all.
 */
function wordShare(group: QueryGroup, present: boolean, absentFloor: number): number {
  if (group.alternatives.length > 1) return 1; // an alias key is a domain word by definition
  const words = group.words.filter((w) => !/\d/.test(w));
  if (!words.length) return present ? 1 : 0;
  const share = Math.max(...words.map(informativeness));
  return Math.max(present ? PRESENT_SHARE : absentFloor, share);
}

function verdict<D>(hits: Hit<D>[], strong: number, unknown: string[]): RetrievalResult<D> {
  const missing = unknown.length ? ` No document holds: ${unknown.map((w) => `"${w}"`).join(", ")}.` : "";
  if (!hits.length)
    return { hits, match: "none", hint: `Nothing here matches the query well enough.${missing} Try other words.` };
  if (hits[0].score >= strong) return { hits, match: "strong" };
  return { hits, match: "partial", hint: `The best results cover only part of the query.${missing}` };
}

function defaultText(doc: unknown, field: string): string {
  const v = (doc as Record<string, unknown>)[field];
  if (v === undefined || v === null) return "";
  return Array.isArray(v) ? v.join(" ") : String(v);
}
