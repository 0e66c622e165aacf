import { RULES } from "./games-config";
import { recordEvaluations, weeklyEvaluations, type Serialized } from "./ledger";
import type { Match } from "./match";
import type { DraftModel } from "./model";
import type { GameId, Roster } from "./roster";
import type { MatchStore } from "./store";

export interface ServingModel {
  model: DraftModel;
  /** The matches it was trained and evaluated on (for citations). */
  matches: Match[];
}

/**
 * The serving draft model per game, trained on first use from the stored matches (and again after
 * new matches arrive). game_a's model is the champion of the weekly evaluations, which are written
 * to the public ledger; game_b and game_c serve the same procedure's champion, not in the ledger
 * (its rows carry no game, and the document's ledger is the flagship model's).
 */
export class ModelRegistry {
  private readonly cache = new Map<GameId, { matches: Match[]; ready: Promise<ServingModel> }>();

  constructor(
    private readonly store: MatchStore,
    private readonly rosters: Record<GameId, Roster>,
    private readonly serialized: Serialized,
  ) {}

  async get(game: GameId): Promise<ServingModel> {
    const matches = await this.store.load(game);
    const hit = this.cache.get(game);
    if (hit && hit.matches === matches) return hit.ready;
    const ready = this.train(game, matches);
    this.cache.set(game, { matches, ready });
    ready.catch(() => this.cache.delete(game));
    return ready;
  }

  private async train(game: GameId, matches: Match[]): Promise<ServingModel> {
    const { evaluations, champion } = weeklyEvaluations(matches, this.rosters[game].heroes.length, RULES[game].sided);
    if (game === "game_a") {
      await recordEvaluations(this.serialized, game, dataVersion(matches), evaluations);
    }
    return { model: champion, matches };
  }
}

/** A fingerprint of a match set (ids, times, outcomes): the ledger records each version once. */
function dataVersion(matches: readonly Match[]): string {
  let h = 2166136261;
  const mix = (x: number) => (h = Math.imul(h ^ (x >>> 0), 16777619));
  for (const m of matches) mix(m.id), mix(m.startedAt / 1000), mix(m.aWin ? 1 : 2);
  return `${matches.length}:${(h >>> 0).toString(16)}`;
}
