import type { Kysely } from "kysely";
import type { Match } from "./match";
import { foldedBins, type FoldedBin, type Metrics } from "./metrics";
import type { GamesTables } from "./migrations";
import type { DraftModel } from "./model";
import { evaluate, predictionsOf, trainModel } from "./train";

const WEEK = 7 * 86_400_000;
/** ECE differences up to this are a tie on calibration; then BCE decides. */
export const ECE_TOLERANCE = 0.005;

/** Storage.serialized: a transaction no other process runs at the same time for the key. */
export type Serialized = <R>(key: string, fn: (trx: Kysely<any>) => Promise<R>) => Promise<R>;

/** Holdout metrics beside the same model's metrics on its own training matches (a gap shows memorising). */
export interface SideBySide extends Metrics {
  train_ece: number;
  train_bce: number;
  train_acc: number;
  train_n: number;
}

export interface Evaluation {
  /** End of the holdout week. */
  decidedAt: number;
  /** When this evaluation was run (the injected clock). */
  evaluatedAt: number;
  promote: boolean;
  champion: SideBySide;
  challenger: SideBySide;
}

/** The serving model with what it was trained on and its latest holdout evaluation, if any. */
export interface Champion {
  model: DraftModel;
  trainN: number;
  /** Hero indexes that appear in its training matches (never-seen heroes are not recommended). */
  seen: ReadonlySet<number>;
  /** `bins`: its holdout predictions per folded calibration bin (the evidence behind analyze_draft's interval). */
  evaluation: { decidedAt: number; evaluatedAt: number; metrics: SideBySide; bins: FoldedBin[] } | undefined;
}

/**
 * The documented promotion rule, calibration first: a challenger whose ECE is lower by more than
 * ECE_TOLERANCE is promoted; one whose ECE is higher by more than that is rejected; within the
 * tolerance, the lower BCE wins (ties keep the champion). Accuracy never decides.
 */
export function promotes(champion: Metrics, challenger: Metrics): boolean {
  if (challenger.ece < champion.ece - ECE_TOLERANCE) return true;
  if (challenger.ece > champion.ece + ECE_TOLERANCE) return false;
  return challenger.bce < champion.bce;
}

/**
 * Weekly champion-versus-challenger evaluation over stored matches, split into 7-day weeks from
 * the oldest match: the first champion is trained on week 1; for each week k ≥ 3 the challenger is
 * trained on weeks 1…k−1, both are scored on week k (the holdout, never seen by either) and on
 * their own training matches, and the rule above decides. Returns the evaluations and the champion
 * left standing (the model that serves) with its latest holdout evaluation.
 */
export function weeklyEvaluations(matches: readonly Match[], n: number, sided: boolean, now: number): { evaluations: Evaluation[]; champion: Champion } {
  const ordered = [...matches].sort((x, y) => x.startedAt - y.startedAt || x.id - y.id);
  const start = ordered[0]?.startedAt ?? 0;
  const week = (m: Match) => Math.floor((m.startedAt - start) / WEEK);
  const weeks = ordered.length === 0 ? 0 : week(ordered[ordered.length - 1]!) + 1;
  const first = ordered.filter((m) => week(m) === 0);
  let champion: Champion = { model: trainModel(first, n, sided), trainN: first.length, seen: heroesIn(first), evaluation: undefined };
  let championTrain = first;
  const evaluations: Evaluation[] = [];
  for (let k = 2; k < weeks; k++) {
    const holdout = ordered.filter((m) => week(m) === k);
    const train = ordered.filter((m) => week(m) < k);
    const challenger = trainModel(train, n, sided);
    const a = sideBySide(champion.model, championTrain, holdout, sided);
    const b = sideBySide(challenger, train, holdout, sided);
    const promote = promotes(a, b);
    const decidedAt = start + (k + 1) * WEEK;
    evaluations.push({ decidedAt, evaluatedAt: now, promote, champion: a, challenger: b });
    if (promote) (champion = { model: challenger, trainN: train.length, seen: heroesIn(train), evaluation: undefined }), (championTrain = train);
    const held = predictionsOf(champion.model, holdout, sided);
    champion.evaluation = { decidedAt, evaluatedAt: now, metrics: promote ? b : a, bins: foldedBins(held.probs, held.outcomes) };
  }
  return { evaluations, champion };
}

function sideBySide(model: DraftModel, train: readonly Match[], holdout: readonly Match[], sided: boolean): SideBySide {
  const t = evaluate(model, train, sided);
  return { ...evaluate(model, holdout, sided), train_ece: t.ece, train_bce: t.bce, train_acc: t.acc, train_n: t.holdout_n };
}

function heroesIn(matches: readonly Match[]): Set<number> {
  const seen = new Set<number>();
  for (const m of matches) for (const h of [...m.a, ...m.b]) seen.add(h);
  return seen;
}

/**
 * Appends the evaluations newer than the newest already in the ledger for the game: the ledger is
 * history, one row per decided week; a restart or a retrain on more data adds only weeks decided
 * since. `data` records which data version decided them.
 */
export async function recordEvaluations(serialized: Serialized, game: string, data: string, evaluations: Evaluation[]): Promise<number> {
  // One writer at a time across processes, so two processes training at once append each week once.
  return serialized(`games:ledger:${game}`, async (any) => {
    const trx = any as Kysely<GamesTables>;
    const newest = await trx.selectFrom("games_ledger").select("decided_at").where("game", "=", game).orderBy("decided_at", "desc").limit(1).executeTakeFirst();
    const after = newest ? Number(newest.decided_at) : -Infinity;
    const fresh = evaluations.filter((e) => e.decidedAt > after);
    for (const e of fresh) {
      await trx
        .insertInto("games_ledger")
        .values({ game, data, decided_at: e.decidedAt, evaluated_at: e.evaluatedAt, promote: e.promote ? 1 : 0, champion: JSON.stringify(e.champion), challenger: JSON.stringify(e.challenger) })
        .execute();
    }
    return fresh.length;
  });
}

export async function readLedger(db: Kysely<GamesTables>, game: string, limit: number) {
  const rows = await db.selectFrom("games_ledger").selectAll().where("game", "=", game).orderBy("decided_at", "desc").orderBy("id", "desc").execute();
  return {
    total_evaluations: rows.length,
    total_promotions: rows.filter((r) => r.promote === 1).length,
    ledger: rows.slice(0, limit).map((r) => ({
      decided_at: new Date(Number(r.decided_at)).toISOString(),
      evaluated_at: r.evaluated_at === null ? null : new Date(Number(r.evaluated_at)).toISOString(),
      promote: r.promote === 1,
      champion: JSON.parse(r.champion) as Metrics,
      challenger: JSON.parse(r.challenger) as Metrics,
    })),
  };
}
