import type { Kysely } from "kysely";
import type { Clock } from "mcpforge/runtime";
import { newId } from "./ids";
import type { AgentsTable, DefiTables, UsersTable } from "./migrations";

/** Users and agent instances: the identity side of the DeFi service's storage. */
export class IdentityStore {
  constructor(
    readonly db: Kysely<DefiTables>,
    readonly clock: Clock,
  ) {}

  async createUser(displayName: string | null): Promise<UsersTable> {
    const row = { user_id: newId("usr"), display_name: displayName, created_at: this.clock.now().getTime() };
    await this.db.insertInto("defi_users").values(row).execute();
    return row;
  }

  async user(userId: string): Promise<UsersTable | undefined> {
    return this.db.selectFrom("defi_users").selectAll().where("user_id", "=", userId).executeTakeFirst();
  }

  async createAgent(a: { userId: string; portal: string; agentId: string; label: string | null }): Promise<AgentsTable> {
    const row: AgentsTable = { agent_instance_id: newId("agt"), user_id: a.userId, portal: a.portal, agent_id: a.agentId, label: a.label, public_record: 0, created_at: this.clock.now().getTime() };
    await this.db.insertInto("defi_agents").values(row).execute();
    return row;
  }

  async agent(agentInstanceId: string): Promise<AgentsTable | undefined> {
    return this.db.selectFrom("defi_agents").selectAll().where("agent_instance_id", "=", agentInstanceId).executeTakeFirst();
  }
}
