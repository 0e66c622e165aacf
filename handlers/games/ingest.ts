import type { ServiceEnv } from "mcpforge/runtime";
import { guardedFetch, type OutboundConfig } from "mcpforge/platform/http";
import { RULES } from "./games-config";
import type { Match } from "./match";
import { dotaconstantsTable, type Roster } from "./roster";

/** One row of OpenDota's `GET /api/publicMatches` (the fields the ingest reads). */
export interface PublicMatchRow {
  match_id: number;
  radiant_win: boolean;
  start_time: number;
  avg_rank_tier: number | null;
  /** Hero ids: an array in the current API, a comma-separated string in older responses. */
  radiant_team: number[] | string;
  dire_team: number[] | string;
}

export const INGEST_QUEUE = "games.ingest";
export const INGEST_TOPIC = "games:ingest";

/** Patch names and start dates from dotaconstants (build/patch.json), oldest first. */
export function loadPatches(): { name: string; from: number }[] {
  return (dotaconstantsTable("patch") as { name: string; date: string }[]).map((p) => ({ name: p.name, from: Date.parse(p.date) }));
}

const heroIds = (v: number[] | string): number[] => (Array.isArray(v) ? v : String(v).split(",").filter(Boolean).map(Number));

/**
 * Maps publicMatches rows to stored matches: patch by start date, bracket by the tens digit of
 * avg_rank_tier (1 herald … 6 ancient; 7 divine and 8 immortal count as ancient, the document's top
 * word). Rows without a rank, without 5 known heroes per team, or with a malformed field are skipped.
 */
export function toMatches(rows: unknown, roster: Roster, patches: { name: string; from: number }[], source: string): { matches: Match[]; skipped: number } {
  if (!Array.isArray(rows)) return { matches: [], skipped: 0 };
  const brackets = RULES.game_a.brackets;
  const matches: Match[] = [];
  let skipped = 0;
  for (const raw of rows as PublicMatchRow[]) {
    const tier = typeof raw?.avg_rank_tier === "number" ? Math.floor(raw.avg_rank_tier / 10) : 0;
    const a = heroIds(raw?.radiant_team ?? []).map((id) => roster.byNumericId.get(id)?.index);
    const b = heroIds(raw?.dire_team ?? []).map((id) => roster.byNumericId.get(id)?.index);
    const ok = Number.isSafeInteger(raw?.match_id) && raw.match_id > 0 && typeof raw.radiant_win === "boolean" && Number.isFinite(raw.start_time) && tier >= 1;
    if (!ok || a.length !== 5 || b.length !== 5 || [...a, ...b].some((x) => x === undefined) || new Set([...a, ...b]).size !== 10) {
      skipped++;
      continue;
    }
    const startedAt = raw.start_time * 1000;
    const patch = [...patches].reverse().find((p) => p.from <= startedAt)?.name ?? patches[0]?.name ?? "unknown";
    matches.push({ id: raw.match_id, startedAt, patch, bracket: brackets[Math.min(tier, 6) - 1]!, a: (a as number[]).sort((x, y) => x - y), b: (b as number[]).sort((x, y) => x - y), aWin: raw.radiant_win, bans: [], source });
  }
  return { matches, skipped };
}

/** One ingest run: fetch the newest public matches through the guarded client and map them. */
export async function fetchPublicMatches(opts: { api: string; outbound: OutboundConfig; roster: Roster; patches: { name: string; from: number }[]; logger: ServiceEnv["logger"] }) {
  const url = `${opts.api.replace(/\/+$/, "")}/publicMatches`;
  const res = await guardedFetch(opts.outbound, url, { headers: { accept: "application/json" } });
  if (res.status !== 200) throw new Error(`GAMES_MATCH_API answered ${res.status} for ${url}`);
  const source = `OpenDota-compatible API at ${new URL(url).host}`;
  const parsed = toMatches(JSON.parse(res.body.toString("utf8")), opts.roster, opts.patches, source);
  opts.logger.info({ fetched: parsed.matches.length, skipped: parsed.skipped }, "games ingest fetched public matches");
  return parsed.matches;
}
