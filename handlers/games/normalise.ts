import type { Hero, Roster } from "./roster";

/**
 * The one hero-name normaliser every tool uses. A name matches, in this order: exactly (after
 * folding diacritics, case, spaces and punctuation) an id, display name, short name or alias; then a
 * unique prefix of at least three characters; then the closest name within a typo budget
 * (Damerau-Levenshtein distance 1 up to 4 characters, 2 up to 8, 3 beyond) when it is the only one
 * that close. Anything else is unrecognised, with did_you_mean candidates.
 */
export function fold(name: string): string {
  return name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, "");
}

interface Key {
  key: string;
  hero: Hero;
}

export class HeroNormaliser {
  private readonly exact = new Map<string, Hero>();
  private readonly keys: Key[] = [];

  constructor(readonly roster: Roster) {
    for (const hero of roster.heroes) {
      for (const name of [hero.id, hero.displayName, hero.shortName, ...hero.aliases]) {
        const key = fold(name);
        if (!key) continue;
        // A key two heroes share (an ambiguous short name) resolves to neither by exact match.
        const prior = this.exact.get(key);
        if (prior && prior !== hero) this.exact.set(key, AMBIGUOUS);
        else this.exact.set(key, hero);
        this.keys.push({ key, hero });
      }
    }
  }

  /** The hero a name stands for, or null. */
  resolve(name: string): Hero | null {
    const q = fold(name);
    if (!q) return null;
    const hit = this.exact.get(q);
    if (hit && hit !== AMBIGUOUS) return hit;
    if (q.length >= 3) {
      const prefixed = uniqueHeroes(this.keys.filter((k) => k.key.startsWith(q)));
      if (prefixed.length === 1) return prefixed[0]!;
    }
    const budget = q.length <= 4 ? 1 : q.length <= 8 ? 2 : 3;
    const ranked = this.ranked(q).filter((r) => r.distance <= budget);
    if (ranked.length === 0) return null;
    const best = ranked[0]!.distance;
    const closest = uniqueHeroes(ranked.filter((r) => r.distance === best).map((r) => ({ key: "", hero: r.hero })));
    return closest.length === 1 ? closest[0]! : null;
  }

  /** Up to `n` heroes closest to a name, best first (for did_you_mean). */
  suggest(name: string, n = 5): Hero[] {
    const q = fold(name);
    const contained = q.length >= 2 ? this.keys.filter((k) => k.key.includes(q) || q.includes(k.key)).map((k) => k.hero) : [];
    const near = this.ranked(q).map((r) => r.hero);
    return [...new Set([...contained, ...near])].slice(0, n);
  }

  /** Resolves a list; unrecognised names are kept, in order, for the caller to report. */
  resolveAll(names: readonly string[]): { heroes: Hero[]; unrecognised: string[] } {
    const heroes: Hero[] = [];
    const unrecognised: string[] = [];
    for (const name of names) {
      const hero = this.resolve(name);
      if (!hero) unrecognised.push(name);
      else if (!heroes.includes(hero)) heroes.push(hero);
    }
    return { heroes, unrecognised };
  }

  private ranked(q: string): { hero: Hero; distance: number }[] {
    const best = new Map<Hero, number>();
    for (const k of this.keys) {
      // Compare with the key's prefix of the query's length too, so "crystal" is near "crystalmaiden".
      const d = Math.min(distance(q, k.key), q.length >= 4 && k.key.length > q.length ? distance(q, k.key.slice(0, q.length)) + 1 : Infinity);
      if (d < (best.get(k.hero) ?? Infinity)) best.set(k.hero, d);
    }
    return [...best].map(([hero, d]) => ({ hero, distance: d })).sort((a, b) => a.distance - b.distance || a.hero.index - b.hero.index);
  }
}

const AMBIGUOUS: Hero = { index: -1, id: "", displayName: "", shortName: "", aliases: [] };

function uniqueHeroes(keys: Key[]): Hero[] {
  return [...new Set(keys.map((k) => k.hero))];
}

/** Optimal-string-alignment Damerau-Levenshtein distance (a transposition counts as one edit). */
export function distance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}
