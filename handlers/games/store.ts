import type { Kysely } from "kysely";
import type { Storage } from "mcpforge/platform/storage";
import type { Match } from "./match";
import type { GamesTables } from "./migrations";
import type { GameId, Roster } from "./roster";
import { SAMPLE_END, simulateMatches } from "./simulate";

const CHUNK = 400;

/**
 * Stored matches per game. Statistics and the model read a game's matches once into memory
 * (a few MB for the sample) and again only after new matches are written.
 */
export class MatchStore {
  private readonly db: Kysely<GamesTables>;
  private readonly cache = new Map<GameId, Promise<Match[]>>();

  constructor(
    private readonly storage: Storage,
    private readonly rosters: Record<GameId, Roster>,
  ) {
    this.db = storage.kysely<GamesTables>();
  }

  /**
   * Writes the simulated sample of a game unless the same one (seed and size) is already stored;
   * a different one replaces the old sample rows. One process does it at a time.
   */
  async ensureSample(game: GameId, seed: number, matches: number): Promise<void> {
    const marker = `${seed}:${matches}`;
    const key = `sample:${game}`;
    const current = await this.db.selectFrom("games_meta").select("value").where("key", "=", key).executeTakeFirst();
    if (current?.value === marker) return;
    await this.storage.serialized(`games:${key}`, async (trx) => {
      const db = trx as Kysely<GamesTables>;
      const again = await db.selectFrom("games_meta").select("value").where("key", "=", key).executeTakeFirst();
      if (again?.value === marker) return;
      await db.deleteFrom("games_matches").where("game", "=", game).where("source", "=", "sample").execute();
      const sim = simulateMatches({ game, roster: this.rosters[game], matches, seed, end: SAMPLE_END });
      await this.insertIn(db, game, sim);
      await db.deleteFrom("games_meta").where("key", "=", key).execute();
      await db.insertInto("games_meta").values({ key, value: marker }).execute();
    });
    this.cache.delete(game);
  }

  /** Forgets the cached matches of a game (another process stored new ones). */
  invalidate(game: GameId): void {
    this.cache.delete(game);
  }

  /** Removes a game's sample rows (when a real match source feeds it). */
  async removeSample(game: GameId): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("games_matches").where("game", "=", game).where("source", "=", "sample").execute();
      await trx.deleteFrom("games_meta").where("key", "=", `sample:${game}`).execute();
    });
    this.cache.delete(game);
  }

  /** Adds matches (ingest); a match id already stored is kept as it was. Returns how many were new. */
  async insert(game: GameId, matches: Match[]): Promise<number> {
    const added = await this.db.transaction().execute((trx) => this.insertIn(trx, game, matches));
    if (added > 0) this.cache.delete(game);
    return added;
  }

  /** Every stored match of a game, oldest first. */
  load(game: GameId): Promise<Match[]> {
    let hit = this.cache.get(game);
    if (!hit) {
      hit = this.read(game);
      this.cache.set(game, hit);
      hit.catch(() => this.cache.delete(game));
    }
    return hit;
  }

  private async read(game: GameId): Promise<Match[]> {
    const roster = this.rosters[game];
    const rows = await this.db.selectFrom("games_matches").selectAll().where("game", "=", game).orderBy("started_at").orderBy("match_id").execute();
    const ids = (s: string) => (s === "" ? [] : s.split(",").map((id) => roster.byId.get(id)?.index ?? -1));
    const out: Match[] = [];
    for (const r of rows) {
      const [a, b, bans] = [ids(r.team_a), ids(r.team_b), ids(r.bans)];
      // A hero no longer in the roster makes the match unusable for per-hero figures.
      if ([...a, ...b, ...bans].includes(-1)) continue;
      out.push({ id: Number(r.match_id), startedAt: Number(r.started_at), patch: r.patch, bracket: r.bracket, a, b, aWin: r.a_win === 1, bans, source: r.source });
    }
    return out;
  }

  private async insertIn(db: Kysely<GamesTables>, game: GameId, matches: Match[]): Promise<number> {
    const heroes = this.rosters[game].heroes;
    const ids = (xs: number[]) => xs.map((i) => heroes[i]!.id).join(",");
    let added = 0;
    for (let i = 0; i < matches.length; i += CHUNK) {
      const rows = matches.slice(i, i + CHUNK).map((m) => ({
        game,
        match_id: m.id,
        started_at: m.startedAt,
        patch: m.patch,
        bracket: m.bracket,
        team_a: ids(m.a),
        team_b: ids(m.b),
        a_win: m.aWin ? 1 : 0,
        bans: ids(m.bans),
        source: m.source,
      }));
      const r = await db.insertInto("games_matches").values(rows).onConflict((oc) => oc.columns(["game", "match_id"]).doNothing()).executeTakeFirst();
      added += Number(r.numInsertedOrUpdatedRows ?? 0);
    }
    return added;
  }
}
