import type { Trx } from "../support/resource-def";

/** Where a stage created without `position` goes before placeStage moves it: after every other. */
export const AT_END = 2 ** 31 - 1;

/**
 * Keeps a pipeline's stage positions dense (0, 1, 2, …): puts stage `id` at `at` (clamped to the
 * range) and shifts the others, or with `at` "removed" closes the gap it leaves. Runs inside the
 * write transaction of the change, so a reader never sees two stages at one position.
 */
export async function placeStage(trx: Trx, pipelineId: string, id: string, at: number | "removed"): Promise<void> {
  const rows = await trx
    .selectFrom("comms_crm_stages")
    .select(["id", "position"])
    .where("pipeline_id", "=", pipelineId)
    .orderBy("position")
    .orderBy("seq")
    .execute();
  const order = rows.filter((r) => r.id !== id).map((r) => ({ id: r.id, position: Number(r.position) }));
  if (at !== "removed") order.splice(Math.max(0, Math.min(at, order.length)), 0, { id, position: -1 });
  for (const [i, r] of order.entries()) {
    if (r.position !== i)
      await trx.updateTable("comms_crm_stages").set({ position: i }).where("id", "=", r.id).execute();
  }
}

/** Stage names of each pipeline, in order. */
export async function stageNames(db: Trx, pipelineIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>(pipelineIds.map((id) => [id, []]));
  if (pipelineIds.length === 0) return names;
  const rows = await db
    .selectFrom("comms_crm_stages")
    .select(["pipeline_id", "name"])
    .where("pipeline_id", "in", pipelineIds)
    .orderBy("position")
    .orderBy("seq")
    .execute();
  for (const r of rows) names.get(r.pipeline_id)?.push(r.name);
  return names;
}
