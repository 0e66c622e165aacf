import { randomUUID } from "node:crypto";
import type { Clock } from "./clock";
import type { RuntimeConfig } from "./config";
import type { Exchange } from "./context";
import { ERROR_META_KEY, type ToolRunner } from "./dispatch";
import type { Logger } from "./logger";
import type { ToolDefinition } from "./service";
import { TaskInputs } from "./tasks-input";
import type { TaskRow, TaskStorageFactory, TaskStore } from "./tasks-store";
import { ORPHAN_MESSAGE, TaskLiveness } from "./tasks-liveness";
import { TASK_TOPIC, TERMINAL } from "./tasks-types";

/**
 * The tasks extension (io.modelcontextprotocol/tasks, ext-tasks specification/draft/tasks.md) for
 * one service: tools whose manifest entry has `task` run in the background for 2026-07-28 clients
 * that declare the extension; the call answers a CreateTaskResult once the task row is committed,
 * and tasks/get, tasks/cancel and tasks/update (and subscriptions/listen, tasks-listen.ts) read
 * the storage, so any process on the same database serves them.
 */
export const TASKS_EXTENSION = "io.modelcontextprotocol/tasks";

/** A refusal of a tasks/* request: JSON-RPC code and message. */
export interface TaskRefusal {
  code: number;
  message: string;
  data?: unknown;
}

/**
 * The refusal of a tasks/* request (and of subscriptions/listen for tasks) from a client whose
 * request does not declare the extension: -32021 naming it (ext-tasks "Capability Negotiation").
 */
export const MISSING_TASKS_EXTENSION: TaskRefusal = { code: -32021, message: "Missing required client capability", data: { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } } };

const unknownTask = (id: unknown): TaskRefusal => ({ code: -32602, message: `Invalid params: no task ${JSON.stringify(String(id).slice(0, 64))} on this service (unknown, or deleted after its TTL)` });

/** The Task / DetailedTask wire object of a row (without resultType and _meta). */
export function taskJson(r: TaskRow): Record<string, unknown> {
  const t: Record<string, unknown> = {
    taskId: r.task_id,
    status: r.status,
    ...(r.status_message ? { statusMessage: r.status_message } : {}),
    createdAt: new Date(r.created_at).toISOString(),
    lastUpdatedAt: new Date(r.updated_at).toISOString(),
    ttlMs: r.ttl_ms,
    pollIntervalMs: r.poll_ms,
  };
  if (r.status === "input_required" && r.input_requests) t.inputRequests = JSON.parse(r.input_requests);
  if (r.status === "completed" && r.outcome) t.result = JSON.parse(r.outcome);
  if (r.status === "failed" && r.outcome) t.error = JSON.parse(r.outcome);
  return t;
}

/** The JSON-RPC error a task records for a tool result that is the runtime's internal_error. */
function internalErrorOf(result: { isError?: boolean; _meta?: Record<string, unknown> }): Record<string, unknown> | undefined {
  const error = result.isError ? (result._meta?.[ERROR_META_KEY] as { code?: unknown; request_id?: unknown } | undefined) : undefined;
  return error?.code === "internal_error" ? { code: -32603, message: "Internal error", data: { request_id: error.request_id } } : undefined;
}

/** Whether a request's client capabilities declare the tasks extension. */
export function declaresTasks(capabilities: Record<string, unknown>): boolean {
  const ext = capabilities.extensions;
  return typeof ext === "object" && ext !== null && typeof (ext as Record<string, unknown>)[TASKS_EXTENSION] === "object";
}

export class TaskHost {
  private readonly running = new Map<string, AbortController>();
  private unsubscribe: () => void = () => {};
  private opening?: Promise<TaskStore>;
  private lastPurge = 0;
  private readonly inputs = new TaskInputs(() => this.store());
  private liveness?: TaskLiveness;

  private constructor(
    private readonly runner: ToolRunner,
    private readonly logger: Logger,
    private readonly deps: { config: RuntimeConfig; logger: Logger; clock: Clock; storage: TaskStorageFactory },
  ) {}

  /**
   * The tasks of a service with a tool declared a task (else undefined); storage opens on first use.
   * Without a storage factory (a host started without one) the service offers no tasks: its task
   * tools answer synchronously, as for a client without the extension.
   */
  static for(runner: ToolRunner, deps: { config: RuntimeConfig; logger: Logger; clock: Clock; storage?: TaskStorageFactory }): TaskHost | undefined {
    const storage = deps.storage;
    return storage && runner.definition.tools.some((t) => t.task) ? new TaskHost(runner, deps.logger, { ...deps, storage }) : undefined;
  }

  /**
   * The task table, opened (and migrated) on the first task request: a process that never serves
   * one never touches the database for it.
   */
  store(): Promise<TaskStore> {
    if (this.opening) return this.opening;
    const opening = (this.opening = (async () => {
      const { TaskStore } = require("./tasks-store") as typeof import("./tasks-store"); // loads storage only here
      const store = await TaskStore.open({ ...this.deps, service: this.runner.definition.slug });
      this.liveness = new TaskLiveness(store, this.logger, this.deps.config.taskHeartbeatMs);
      await this.liveness.start(); // tasks a stopped process left working are failed now
      // A cancel through another process aborts the work here, where it runs.
      this.unsubscribe = await store.events.subscribe(TASK_TOPIC, (e) => {
        const d = e.data as { taskId?: string; status?: string } | undefined;
        if (d?.status === "cancelled" && d.taskId) this.running.get(d.taskId)?.abort(new Error("task cancelled"));
        if (d?.taskId && d.status) this.inputs.changed(d.taskId, d.status).catch((err: unknown) => this.logger.error({ err, taskId: d.taskId }, "resuming a task after its input failed"));
      });
      return store;
    })());
    // A database that cannot be reached now may be later: the next task request tries again.
    opening.catch(() => {
      if (this.opening === opening) this.opening = undefined;
    });
    return opening;
  }

  /** Whether this call becomes a task: a task tool, valid arguments, room to run another. */
  accepts(tool: ToolDefinition, args: unknown): boolean {
    return tool.task !== undefined && this.running.size < this.deps.config.maxRunningTasks && tool.validateInput(structuredClone(args ?? {}));
  }

  /**
   * Creates the task (committed), starts the work, and returns the CreateTaskResult fields. The
   * work may ask for input through `exchange.input` (then the task parks in input_required).
   */
  async start(tool: ToolDefinition, args: unknown, exchange: Omit<Exchange, "signal" | "notify">): Promise<Record<string, unknown>> {
    const store = await this.store();
    this.purgeNow(store);
    const taskId = randomUUID();
    const r = await store.create({ taskId, tool: tool.name, ttlMs: tool.task!.ttlMs, pollMs: tool.task!.pollIntervalMs, owner: this.liveness!.owner });
    const controller = new AbortController();
    this.running.set(taskId, controller);
    // Progress and log notifications are not defined for tasks (ext-tasks "Task Status Notifications").
    const ex: Exchange = { ...exchange, input: this.inputs.channel(taskId, exchange.input), progressToken: undefined, signal: controller.signal, notify: () => {} };
    const log = this.logger.child({ taskId, tool: tool.name });
    this.runner
      .call(tool.name, args, ex)
      .then(
        (result) => {
          // A handler crash (internal_error) is a server failure, not a tool execution error: `failed`.
          const crash = internalErrorOf(result);
          return crash ? store.settle(taskId, "failed", "The tool failed inside the server.", crash) : store.settle(taskId, "completed", null, result);
        },
        (err: unknown) => {
          log.error({ err }, "task failed outside the handler");
          return store.settle(taskId, "failed", "The server failed while running the task.", { code: -32603, message: "Internal error" });
        },
      )
      .catch((err: unknown) => log.error({ err }, "storing the task outcome failed"))
      .finally(() => {
        this.running.delete(taskId);
        this.inputs.forget(taskId);
      });
    return taskJson(r);
  }

  /** Deletes expired tasks at most once a minute, on the way to creating one (no timer to stop). */
  private purgeNow(store: TaskStore): void {
    const now = store.now();
    if (now - this.lastPurge < 60_000) return;
    this.lastPurge = now;
    store.purge().catch((err: unknown) => this.logger.warn({ err }, "purging expired tasks failed"));
  }

  /**
   * tasks/get: the task as stored; a task whose process stopped (tasks-liveness.ts) or a working
   * task past its TTL is failed first.
   */
  async get(taskId: unknown): Promise<Record<string, unknown> | TaskRefusal> {
    if (typeof taskId !== "string") return { code: -32602, message: "Invalid params: tasks/get needs a string taskId" };
    const store = await this.store();
    let r = await store.get(taskId);
    if (r && !TERMINAL.has(r.status) && this.liveness?.orphaned(r)) {
      await store.settle(taskId, "failed", ORPHAN_MESSAGE, { code: -32603, message: "Server process stopped" });
      r = await store.get(taskId);
    }
    if (r && !TERMINAL.has(r.status) && r.expires_at < store.now()) {
      const message = `The task did not finish within its TTL of ${r.ttl_ms} ms (its server process may have stopped); call the tool again.`;
      await store.settle(taskId, "failed", message, { code: -32603, message: "Task expired before it finished" });
      r = await store.get(taskId);
    }
    return r ? taskJson(r) : unknownTask(taskId);
  }

  /** tasks/cancel: acknowledged for a known task; the work stops where it runs (cooperative). */
  async cancel(taskId: unknown): Promise<Record<string, unknown> | TaskRefusal> {
    if (typeof taskId !== "string") return { code: -32602, message: "Invalid params: tasks/cancel needs a string taskId" };
    const store = await this.store();
    if (!(await store.get(taskId))) return unknownTask(taskId);
    if (await store.settle(taskId, "cancelled", "Cancelled by the client.", undefined)) this.running.get(taskId)?.abort(new Error("task cancelled"));
    return {};
  }

  /**
   * tasks/update: answers to the task's open questions (answers to anything else are ignored);
   * acknowledged with an empty result, the task's new state is read with tasks/get.
   */
  async update(taskId: unknown, inputResponses: unknown): Promise<Record<string, unknown> | TaskRefusal> {
    if (typeof taskId !== "string") return { code: -32602, message: "Invalid params: tasks/update needs a string taskId" };
    if (typeof inputResponses !== "object" || inputResponses === null || Array.isArray(inputResponses)) return { code: -32602, message: "Invalid params: tasks/update needs an inputResponses object" };
    return (await (await this.store()).answer(taskId, inputResponses as Record<string, unknown>)) ? {} : unknownTask(taskId);
  }

  /**
   * Stops listening; the tasks still running here are failed (a client polling learns at once to
   * call again) and their work aborted. A process that dies without closing leaves them working
   * until their TTL, when tasks/get fails them.
   */
  async close(): Promise<void> {
    if (!this.opening) return;
    const store = await this.opening.catch(() => undefined);
    this.unsubscribe();
    this.liveness?.stop();
    if (!store) return;
    const stopped = "The server stopped before the task finished; call the tool again.";
    await Promise.all([...this.running.keys()].map((id) => store.settle(id, "failed", stopped, { code: -32603, message: "Server stopped" }).catch(() => false)));
    for (const c of this.running.values()) c.abort(new Error("server shutting down"));
    this.running.clear();
    await store.close();
  }
}

const hosts = new WeakMap<ToolRunner, TaskHost>();
/** startService registers a service's TaskHost here; the modern core of each transport finds it. */
export const taskHostOf = (runner: ToolRunner): TaskHost | undefined => hosts.get(runner);
export const registerTaskHost = (runner: ToolRunner, host: TaskHost): void => void hosts.set(runner, host);
