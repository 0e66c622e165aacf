import type { Kysely } from "kysely";
import type { Clock } from "mcpforge/runtime";
import type { GamesHandlers } from "../../generated/games/server";
import { checkLimit } from "./core";
import { provenance } from "./cite";
import { ECE_TOLERANCE, readLedger } from "./ledger";
import type { GamesTables } from "./migrations";
import type { ModelRegistry } from "./models";
import type { GamesService } from "./service";

/** The public model evaluation ledger (game_a draft model), newest first. */
export async function trackRecord(svc: GamesService, models: ModelRegistry, db: Kysely<GamesTables>, clock: Clock, limit: number) {
  // Training on first use writes the evaluations of the current data version.
  const { matches } = await models.get("game_a");
  const ledger = await readLedger(db, "game_a", limit);
  const what = `Weekly champion-versus-challenger evaluations of the game_a draft model on a one-week holdout; promotion rule: calibration first (ECE lower by more than ${ECE_TOLERANCE} promotes, higher by more than ${ECE_TOLERANCE} rejects, otherwise lower BCE wins; accuracy never decides); headline metric ECE, then BCE. Data:`;
  return { generated_at: clock.now().toISOString(), ...ledger, ...provenance({ game: "game_a", matches, settings: svc.settings, baseUrl: svc.baseUrl(), what }) };
}

export function ledgerTools(svc: GamesService, models: ModelRegistry, db: Kysely<GamesTables>, clock: Clock): Pick<GamesHandlers, "get_model_track_record"> {
  return {
    async get_model_track_record(args, ctx) {
      return trackRecord(svc, models, db, clock, checkLimit(args.limit, ctx));
    },
  };
}
