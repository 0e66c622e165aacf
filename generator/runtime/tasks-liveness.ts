import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "./logger";
import type { TaskRow, TaskStore } from "./tasks-store";

/**
 * Who runs a task, so that a task acknowledged to a client is never left `working` by a process
 * that died (issue 30 item 6). Each process marks the tasks it starts with its owner id
 * (`<host>/<pid>/<random>`) and renews their heartbeat every `heartbeatMs`. A task whose owner is
 * known to be gone is failed at once, with the reason, when any process reads it or sweeps:
 * - the owner ran on this host and its pid is this process's under another id (a restart in a
 *   container, where the server is pid 1 every time), or no process has that pid any more;
 * - otherwise (another host) when its heartbeat is older than three intervals.
 * A task without an owner was started by a build before this one, so its process has restarted.
 * Tasks are not resumed: their arguments are not stored (they may hold anything the client sent),
 * and a tool's own writes are transactions, so a task that died left nothing half done; the
 * client calls the tool again.
 */
export const ORPHAN_MESSAGE = "The server process running this task stopped (crash or restart) before it finished; call the tool again.";

export class TaskLiveness {
  readonly owner = `${hostname()}/${process.pid}/${randomBytes(4).toString("hex")}`;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly store: TaskStore,
    private readonly logger: Logger,
    private readonly heartbeatMs: number,
  ) {}

  /** Fails the orphans left now, then renews this process's tasks and sweeps every `heartbeatMs`. */
  async start(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => {
      this.store
        .renew(this.owner)
        .then(() => this.sweep())
        .catch((err: unknown) => this.logger.warn({ err }, "renewing or sweeping tasks failed"));
    }, this.heartbeatMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Whether a task that is not terminal has no live process behind it. */
  orphaned(r: Pick<TaskRow, "owner" | "heartbeat_at">): boolean {
    if (r.owner === this.owner) return false;
    if (!r.owner) return true;
    const [host, pid, id] = r.owner.split("/");
    if (host === hostname()) {
      if (Number(pid) === process.pid) return id !== this.owner.split("/")[2];
      if (!alive(Number(pid))) return true;
    }
    return r.heartbeat_at === null || this.store.now() - Number(r.heartbeat_at) > 3 * this.heartbeatMs;
  }

  /** Fails every orphaned task of the service; returns how many. */
  async sweep(): Promise<number> {
    let failed = 0;
    for (const r of await this.store.unfinished()) {
      if (this.orphaned(r) && (await this.store.settle(r.task_id, "failed", ORPHAN_MESSAGE, { code: -32603, message: "Server process stopped" }))) failed++;
    }
    if (failed > 0) this.logger.warn({ failed }, "tasks whose process stopped were failed");
    return failed;
  }
}

function alive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM"; // exists, owned by another user
  }
}
