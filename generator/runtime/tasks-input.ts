import type { InputChannel, InputRequest } from "./mrtr";
import type { TaskStore } from "./tasks-store";

/**
 * Tasks that wait for client input (ext-tasks with MRTR, SEP-2663): inside a task, ctx.confirm /
 * ctx.elicit / ctx.input do not end the call as on tools/call; the task parks in status
 * `input_required` with the questions (tasks/get's `inputRequests`), and the handler awaits the
 * answers where it asked. tasks/update, served by any process on the database, records them; the
 * last open question answered makes the task `working` again, announced on the task event channel,
 * and the process running the handler wakes it with every answer. The handler, its arguments and
 * its caller (headers, credentials) stay in the memory of the process that runs it: nothing of
 * the call but the questions and answers is written down.
 */
interface Waiting {
  answers: Map<string, unknown>;
  open: Record<string, InputRequest>;
  waiters: { resolve: () => void; reject: (err: unknown) => void }[];
  flushing: boolean;
}

export class TaskInputs {
  private readonly waiting = new Map<string, Waiting>();

  constructor(private readonly store: () => Promise<TaskStore>) {}

  /** The input channel of a task: the answers a tools/call round already brought, and `park`. */
  channel(taskId: string, from: InputChannel | undefined): InputChannel | undefined {
    if (!from) return undefined;
    const answers = new Map(from.answers);
    return { canElicit: from.canElicit, capabilities: from.capabilities, answers, park: (requests, signal) => this.park(taskId, answers, requests, signal) };
  }

  /**
   * Parks the task with `requests` (merged with the other questions asked in the same turn, e.g.
   * two elicitations awaited together) and resolves once every open question has an answer, which
   * is then in `answers`. Rejects when the task's signal aborts (cancelled, shutdown).
   */
  private park(taskId: string, answers: Map<string, unknown>, requests: Record<string, InputRequest>, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(signal.reason);
    let w = this.waiting.get(taskId);
    if (!w) this.waiting.set(taskId, (w = { answers, open: {}, waiters: [], flushing: false }));
    Object.assign(w.open, requests);
    const entry = w;
    const done = new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
      entry.waiters.push({ resolve: () => (signal.removeEventListener("abort", onAbort), resolve()), reject });
    });
    if (!entry.flushing) {
      entry.flushing = true;
      // Questions asked in the same turn (Promise.all of two elicitations) go out in one write.
      setImmediate(() => {
        entry.flushing = false;
        const open = { ...entry.open };
        this.store()
          .then((s) => s.park(taskId, open))
          .then((parked) => {
            if (!parked) this.fail(taskId, new Error("the task ended while asking for input"));
          })
          .catch((err: unknown) => this.fail(taskId, err));
      });
    }
    return done;
  }

  /** A status change seen on the event channel: a parked task of this process working again wakes. */
  async changed(taskId: string, status: string): Promise<void> {
    const w = this.waiting.get(taskId);
    if (!w || status !== "working") return;
    const r = await (await this.store()).get(taskId);
    if (!r || r.status !== "working" || this.waiting.get(taskId) !== w) return;
    this.waiting.delete(taskId);
    for (const [k, v] of Object.entries(r.answers ? (JSON.parse(r.answers) as Record<string, unknown>) : {})) w.answers.set(k, v);
    for (const x of w.waiters) x.resolve();
  }

  private fail(taskId: string, err: unknown): void {
    const w = this.waiting.get(taskId);
    this.waiting.delete(taskId);
    for (const x of w?.waiters ?? []) x.reject(err);
  }

  /** The task ended (settled, cancelled): forget its questions. */
  forget(taskId: string): void {
    this.waiting.delete(taskId);
  }
}
