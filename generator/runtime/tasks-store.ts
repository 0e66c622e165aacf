import type { Kysely } from "kysely";
import type { Clock } from "./clock";
import type { RuntimeConfig } from "./config";
import type { Logger } from "./logger";

/**
 * Where tasks (extension io.modelcontextprotocol/tasks) live: one runtime-level table in the
 * process's storage (generator/platform/storage: SQLite by default, PostgreSQL with DATABASE_URL),
 * so a task started by one process is read and cancelled through any other on the same database
 * and outlives a restart. Status changes are announced on the storage's event channel (topic
 * TASK_TOPIC): LISTEN/NOTIFY across processes on PostgreSQL, in-process on SQLite.
 */
import { TASK_TOPIC, type TaskStatus } from "./tasks-types";

export interface TaskRow {
  task_id: string;
  service: string;
  tool: string;
  status: TaskStatus;
  status_message: string | null;
  created_at: number;
  updated_at: number;
  /** created_at + ttl_ms: a task still working then is reported failed. */
  expires_at: number;
  ttl_ms: number;
  poll_ms: number;
  /** JSON of the CallToolResult (completed) or the JSON-RPC error (failed). */
  outcome: string | null;
  /** input_required: JSON of the questions still open, by key (tasks/get's inputRequests). */
  input_requests: string | null;
  /** JSON of every answer tasks/update brought, by key (the handler reads them where it asked). */
  answers: string | null;
  /** The process running it (tasks-liveness.ts); null for tasks from an older build. */
  owner: string | null;
  /** When that process last said it still runs it. */
  heartbeat_at: number | null;
}

interface Tables {
  mcpforge_tasks: TaskRow;
}

/**
 * What the task table needs of the storage layer (generator/platform/storage), stated here so the
 * runtime type-checks on its own (a generated project without that folder); the module is loaded
 * only when a service with a task tool serves its first task request.
 */
interface TaskMigration {
  version: number;
  name: string;
  up(db: Kysely<any>, ctx: { types: { bigint: "bigint" | "integer" } }): Promise<void>;
}
interface TaskStorage {
  kysely<DB>(): Kysely<DB>;
  migrate(module: string, migrations: readonly TaskMigration[]): Promise<number[]>;
  readonly events: {
    publish(topic: string, data?: unknown): Promise<void>;
    subscribe(topic: string, listener: (event: { topic: string; data?: unknown }) => void): Promise<() => void>;
  };
}
interface StorageLease {
  readonly storage: TaskStorage;
  release(): Promise<void>;
}
/**
 * Opens the project's storage (generator/platform/storage's `acquireStorage` in this repository),
 * handed to the host by the project: the runtime never imports handler code.
 */
export type TaskStorageFactory = (env: { config: RuntimeConfig; logger: Logger; clock: Clock }) => Promise<StorageLease>;

export const taskMigrations: TaskMigration[] = [
  {
    version: 1,
    name: "create_mcpforge_tasks",
    async up(db, { types }) {
      await db.schema
        .createTable("mcpforge_tasks")
        .addColumn("task_id", "text", (c) => c.primaryKey())
        .addColumn("service", "text", (c) => c.notNull())
        .addColumn("tool", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("status_message", "text")
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .addColumn("updated_at", types.bigint, (c) => c.notNull())
        .addColumn("expires_at", types.bigint, (c) => c.notNull())
        .addColumn("ttl_ms", types.bigint, (c) => c.notNull())
        .addColumn("poll_ms", types.bigint, (c) => c.notNull())
        .addColumn("outcome", "text")
        .execute();
      await db.schema.createIndex("mcpforge_tasks_expiry").on("mcpforge_tasks").columns(["service", "expires_at"]).execute();
    },
  },
  {
    version: 2,
    name: "task_input_requests",
    async up(db) {
      await db.schema.alterTable("mcpforge_tasks").addColumn("input_requests", "text").execute();
      await db.schema.alterTable("mcpforge_tasks").addColumn("answers", "text").execute();
    },
  },
  {
    version: 3,
    name: "task_owner",
    async up(db, { types }) {
      await db.schema.alterTable("mcpforge_tasks").addColumn("owner", "text").execute();
      await db.schema.alterTable("mcpforge_tasks").addColumn("heartbeat_at", types.bigint).execute();
    },
  },
];

/** Rows come back with bigint columns as strings on PostgreSQL: numbers here. */
function row(r: TaskRow): TaskRow {
  return { ...r, created_at: Number(r.created_at), updated_at: Number(r.updated_at), expires_at: Number(r.expires_at), ttl_ms: Number(r.ttl_ms), poll_ms: Number(r.poll_ms) };
}

export class TaskStore {
  private constructor(
    private readonly lease: StorageLease,
    private readonly db: Kysely<Tables>,
    readonly service: string,
    private readonly clock: Clock,
  ) {}

  static async open(deps: { config: RuntimeConfig; logger: Logger; clock: Clock; service: string; storage: TaskStorageFactory }): Promise<TaskStore> {
    const lease = await deps.storage(deps);
    try {
      await lease.storage.migrate("mcpforge_tasks", taskMigrations);
    } catch (err) {
      await lease.release();
      throw err;
    }
    return new TaskStore(lease, lease.storage.kysely<Tables>(), deps.service, deps.clock);
  }

  now(): number {
    return this.clock.now().getTime();
  }

  get events(): TaskStorage["events"] {
    return this.lease.storage.events;
  }

  /** Inserts a working task (committed when this resolves: tasks/get finds it anywhere). */
  async create(t: { taskId: string; tool: string; ttlMs: number; pollMs: number; owner: string }): Promise<TaskRow> {
    const now = this.clock.now().getTime();
    const r: TaskRow = { task_id: t.taskId, service: this.service, tool: t.tool, status: "working", status_message: null, created_at: now, updated_at: now, expires_at: now + t.ttlMs, ttl_ms: t.ttlMs, poll_ms: t.pollMs, outcome: null, input_requests: null, answers: null, owner: t.owner, heartbeat_at: now };
    await this.db.insertInto("mcpforge_tasks").values(r).execute();
    return r;
  }

  async get(taskId: string): Promise<TaskRow | undefined> {
    const r = await this.db.selectFrom("mcpforge_tasks").selectAll().where("task_id", "=", taskId).where("service", "=", this.service).executeTakeFirst();
    return r && row(r);
  }

  /**
   * Moves a task that is not terminal yet to `status`; false when it already was (terminal states
   * never change: a result arriving after a cancel is dropped, a cancel after the result is a no-op).
   */
  async settle(taskId: string, status: TaskStatus, message: string | null, outcome: unknown): Promise<boolean> {
    const now = this.clock.now().getTime();
    const r = await this.db
      .updateTable("mcpforge_tasks")
      .set({ status, status_message: message, updated_at: now, outcome: outcome === undefined ? null : JSON.stringify(outcome), input_requests: null })
      .where("task_id", "=", taskId)
      .where("service", "=", this.service)
      .where("status", "in", ["working", "input_required"])
      .executeTakeFirst();
    const changed = Number(r.numUpdatedRows) > 0;
    if (changed) await this.events.publish(TASK_TOPIC, { taskId, status });
    return changed;
  }

  /**
   * A working task asks for input: status input_required with the open questions (merged with any
   * still open). False when the task is terminal by now (cancelled while asking).
   */
  async park(taskId: string, requests: Record<string, unknown>): Promise<boolean> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const r = await this.get(taskId);
      if (!r || (r.status !== "working" && r.status !== "input_required")) return false;
      const open = { ...(r.input_requests ? (JSON.parse(r.input_requests) as Record<string, unknown>) : {}), ...requests };
      if (await this.swap(r, { status: "input_required", input_requests: JSON.stringify(open) })) return true;
    }
    throw new Error(`task ${taskId}: too many concurrent changes while parking it`);
  }

  /**
   * tasks/update: records the answers to questions still open (others are ignored) and removes
   * those questions; when none is left the task is working again. Returns the status after the
   * update, or undefined for an unknown task.
   */
  async answer(taskId: string, responses: Record<string, unknown>): Promise<TaskRow | undefined> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const r = await this.get(taskId);
      if (!r || r.status !== "input_required" || !r.input_requests) return r;
      const open = JSON.parse(r.input_requests) as Record<string, unknown>;
      const answers = r.answers ? (JSON.parse(r.answers) as Record<string, unknown>) : {};
      for (const key of Object.keys(open)) {
        if (!Object.hasOwn(responses, key)) continue;
        answers[key] = responses[key];
        delete open[key];
      }
      const done = Object.keys(open).length === 0;
      const next = { status: done ? ("working" as const) : ("input_required" as const), input_requests: done ? null : JSON.stringify(open), answers: JSON.stringify(answers) };
      if (await this.swap(r, next)) return { ...r, ...next };
    }
    throw new Error(`task ${taskId}: too many concurrent changes while answering it`);
  }

  /** Compare-and-set on (status, input_requests, updated_at): one writer wins, the other re-reads. */
  private async swap(r: TaskRow, next: Pick<TaskRow, "status" | "input_requests"> & { answers?: string }): Promise<boolean> {
    const now = Math.max(this.clock.now().getTime(), r.updated_at + 1);
    let q = this.db
      .updateTable("mcpforge_tasks")
      .set({ ...next, updated_at: now })
      .where("task_id", "=", r.task_id)
      .where("service", "=", this.service)
      .where("status", "=", r.status)
      .where("updated_at", "=", r.updated_at);
    q = r.input_requests === null ? q.where("input_requests", "is", null) : q.where("input_requests", "=", r.input_requests);
    const changed = Number((await q.executeTakeFirst()).numUpdatedRows) > 0;
    if (changed) await this.events.publish(TASK_TOPIC, { taskId: r.task_id, status: next.status });
    return changed;
  }

  /** Renews the heartbeat of the tasks `owner` runs (tasks-liveness.ts). */
  async renew(owner: string): Promise<void> {
    await this.db.updateTable("mcpforge_tasks").set({ heartbeat_at: this.clock.now().getTime() }).where("service", "=", this.service).where("owner", "=", owner).where("status", "in", ["working", "input_required"]).execute();
  }

  /** This service's tasks that are not terminal (at most 1000: the sweep runs again). */
  async unfinished(): Promise<Pick<TaskRow, "task_id" | "owner" | "heartbeat_at">[]> {
    return this.db.selectFrom("mcpforge_tasks").select(["task_id", "owner", "heartbeat_at"]).where("service", "=", this.service).where("status", "in", ["working", "input_required"]).limit(1000).execute();
  }

  /** Deletes this service's tasks kept one TTL past their expiry (failed by then, or long read). */
  async purge(): Promise<void> {
    const now = this.clock.now().getTime();
    const stale = await this.db.selectFrom("mcpforge_tasks").select(["task_id", "expires_at", "ttl_ms"]).where("service", "=", this.service).where("expires_at", "<", now).limit(100).execute();
    const ids = stale.filter((r) => Number(r.expires_at) + Number(r.ttl_ms) < now).map((r) => r.task_id);
    if (ids.length) await this.db.deleteFrom("mcpforge_tasks").where("task_id", "in", ids).execute();
  }

  close(): Promise<void> {
    return this.lease.release();
  }
}
