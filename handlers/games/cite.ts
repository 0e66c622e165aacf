import type { Match } from "./match";
import type { GameId } from "./roster";
import type { GamesSettings } from "./settings";

/** citation and source_url of a result computed from stored matches. */
export interface Provenance {
  citation: string;
  source_url: string;
}

/** True when the matches are (or include) the seeded simulator's sample, or there are none. */
export function isSample(matches: readonly Match[]): boolean {
  return matches.some((m) => m.source === "sample") || matches.length === 0;
}

export function provenance(opts: { game: GameId; matches: readonly Match[]; settings: GamesSettings; baseUrl: string; what: string }): Provenance {
  const sample = isSample(opts.matches);
  const sources = [...new Set(opts.matches.map((m) => m.source).filter((s) => s !== "sample"))];
  const parts = [`${opts.what} computed by mcpforge from ${opts.matches.length} stored ${opts.game} matches`];
  if (sample) parts.push(`sample data: matches produced by the seeded simulator (seed ${opts.settings.sampleSeed}), not live results`);
  if (sources.length > 0) parts.push(`match source: ${sources.join(", ")}`);
  return { citation: parts.join("; "), source_url: opts.settings.sampleSourceUrl ?? `${opts.baseUrl}/games/about` };
}
