import type { Kysely } from "kysely";
import type { Clock } from "mcpforge/runtime";
import type { Mandate } from "../../generated/defi/types";
import { newId } from "./ids";
import type { DefiTables, MandatesTable } from "./migrations";

export type MandateStatus = "active" | "paused" | "cancelled";

export interface NewMandate {
  userId: string | null;
  portal: string;
  agentInstanceId: string | null;
  name: string | null;
  objective: string | null;
  capital: { asset: string; amount: string; chain: string };
  constraints: Record<string, unknown>;
  conditions: unknown[];
}

/** Page position of defi_list_mandates: newest first by (created_at, mandate_id). */
export interface MandatePage {
  t: number;
  id: string;
}

export class MandateStore {
  constructor(
    private readonly db: Kysely<DefiTables>,
    private readonly clock: Clock,
  ) {}

  async create(m: NewMandate): Promise<MandatesTable> {
    const now = this.clock.now().getTime();
    const row: MandatesTable = {
      mandate_id: newId("mdt"),
      user_id: m.userId,
      portal: m.portal,
      agent_instance_id: m.agentInstanceId,
      name: m.name,
      objective: m.objective,
      capital: JSON.stringify(m.capital),
      constraints: JSON.stringify(m.constraints),
      conditions: JSON.stringify(m.conditions),
      status: "active",
      created_at: now,
      updated_at: now,
    };
    await this.db.insertInto("defi_mandates").values(row).execute();
    return row;
  }

  async get(mandateId: string): Promise<MandatesTable | undefined> {
    return this.db.selectFrom("defi_mandates").selectAll().where("mandate_id", "=", mandateId).executeTakeFirst();
  }

  async list(q: { userId: string; portal?: string; status?: string; agentInstanceId?: string; after?: MandatePage; limit: number }): Promise<MandatesTable[]> {
    let sel = this.db.selectFrom("defi_mandates").selectAll().where("user_id", "=", q.userId);
    if (q.portal !== undefined) sel = sel.where("portal", "=", q.portal);
    if (q.status !== undefined) sel = sel.where("status", "=", q.status);
    if (q.agentInstanceId !== undefined) sel = sel.where("agent_instance_id", "=", q.agentInstanceId);
    const after = q.after;
    if (after) sel = sel.where((eb) => eb.or([eb("created_at", "<", after.t), eb.and([eb("created_at", "=", after.t), eb("mandate_id", "<", after.id)])]));
    return sel.orderBy("created_at", "desc").orderBy("mandate_id", "desc").limit(q.limit).execute();
  }

  /** Sets the status unless the mandate is cancelled (terminal); returns the row as it now is. */
  async setStatus(mandateId: string, status: MandateStatus): Promise<MandatesTable | undefined> {
    await this.db.updateTable("defi_mandates").set({ status, updated_at: this.clock.now().getTime() }).where("mandate_id", "=", mandateId).where("status", "<>", "cancelled").execute();
    return this.get(mandateId);
  }

  async recordEvaluation(e: { mandateId: string; source: string; exitTriggered: boolean; result: unknown }): Promise<number> {
    const at = this.clock.now().getTime();
    await this.db
      .insertInto("defi_evaluations")
      .values({ evaluation_id: newId("evl"), mandate_id: e.mandateId, evaluated_at: at, source: e.source, exit_triggered: e.exitTriggered ? 1 : 0, result: JSON.stringify(e.result) })
      .execute();
    return at;
  }
}

export function mandateView(r: MandatesTable): Mandate {
  return {
    mandateId: r.mandate_id,
    userId: r.user_id,
    portal: r.portal,
    agentInstanceId: r.agent_instance_id,
    name: r.name,
    objective: r.objective,
    capital: r.capital === null ? null : (JSON.parse(r.capital) as Mandate["capital"]),
    constraints: JSON.parse(r.constraints) as Record<string, unknown>,
    conditions: JSON.parse(r.conditions) as unknown[],
    status: r.status as MandateStatus,
    createdAt: new Date(Number(r.created_at)).toISOString(),
  };
}
