import type { ModernEnvelope } from "./protocol/modern";
import { declaresTasks, MISSING_TASKS_EXTENSION, type TaskHost } from "./tasks";
import { TASK_TOPIC, TERMINAL } from "./tasks-types";

/** Task ids one subscription may follow. */
export const MAX_LISTEN_TASKS = 100;
const SUBSCRIPTION_ID = "io.modelcontextprotocol/subscriptionId";

interface Sink {
  reply(json: string): void;
  notify(json: string): void;
  readonly signal: AbortSignal;
}

/**
 * Task status notifications (ext-tasks "Task Status Notifications", 2026-07-28
 * basic/patterns/subscriptions): `subscriptions/listen` with `notifications.taskIds` opens a
 * stream (HTTP: SSE) that first acknowledges the task ids it follows (known tasks of this
 * service), then sends `notifications/tasks` with the full task state: once at once, and again on
 * every status change made by any process on the database. Other filters (list changes, resource
 * updates) are not served and are left out of the acknowledgement. When every followed task is
 * terminal the subscription ends gracefully with its result; closing the stream (or
 * notifications/cancelled over stdio) ends it early.
 */
export function listenTasks(tasks: TaskHost, m: { id: string | number; params: Record<string, unknown> }, envelope: ModernEnvelope, sink: Sink, complete: (r: Record<string, unknown>) => string): void {
  const idJson = JSON.stringify(m.id);
  const fail = (code: number, message: string, data?: unknown) => sink.reply(`{"jsonrpc":"2.0","id":${idJson},"error":${JSON.stringify(data === undefined ? { code, message } : { code, message, data })}}`);
  const filter = m.params.notifications;
  const ids = typeof filter === "object" && filter !== null ? (filter as Record<string, unknown>).taskIds : undefined;
  if (ids !== undefined && !(Array.isArray(ids) && ids.length <= MAX_LISTEN_TASKS && ids.every((i) => typeof i === "string"))) {
    return fail(-32602, `Invalid params: notifications.taskIds must be an array of at most ${MAX_LISTEN_TASKS} task id strings`);
  }
  if (ids !== undefined && !declaresTasks(envelope.capabilities)) {
    return fail(MISSING_TASKS_EXTENSION.code, MISSING_TASKS_EXTENSION.message, MISSING_TASKS_EXTENSION.data);
  }
  const meta = { [SUBSCRIPTION_ID]: m.id };
  const note = (method: string, params: Record<string, unknown>) => sink.notify(JSON.stringify({ jsonrpc: "2.0", method, params: { ...params, _meta: meta } }));
  const followed = new Set<string>();
  const pending = new Set<string>();
  let unsubscribe: (() => void) | undefined;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    unsubscribe?.();
    if (!sink.signal.aborted) sink.reply(`{"jsonrpc":"2.0","id":${idJson},"result":${complete({ _meta: meta })}}`);
  };
  const send = async (taskId: string) => {
    const t = await tasks.get(taskId);
    if ("code" in t || ended) return;
    note("notifications/tasks", t);
    if (TERMINAL.has(t.status as never)) pending.delete(taskId);
    if (pending.size === 0) end();
  };
  sink.signal.addEventListener("abort", () => ((ended = true), unsubscribe?.()), { once: true });
  (async () => {
    const store = await tasks.store();
    // Subscribe before reading: a change between the read and the subscription is not lost.
    unsubscribe = await store.events.subscribe(TASK_TOPIC, (e) => {
      const taskId = (e.data as { taskId?: string } | undefined)?.taskId;
      if (!ended && taskId !== undefined && pending.has(taskId)) void send(taskId).catch(() => end());
    });
    if (ended) return unsubscribe?.();
    for (const id of new Set(ids ?? [])) if (await store.get(id)) followed.add(id);
    note("notifications/subscriptions/acknowledged", { notifications: { taskIds: [...followed] } });
    for (const id of followed) pending.add(id);
    if (pending.size === 0) return end();
    for (const id of followed) await send(id);
  })().catch(() => (ended ? undefined : fail(-32603, "Internal error")));
}
