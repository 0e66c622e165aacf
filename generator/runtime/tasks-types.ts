/** Task statuses (ext-tasks "Task Status") and the event topic their changes are announced on. */
export type TaskStatus = "working" | "input_required" | "completed" | "failed" | "cancelled";
export const TERMINAL: ReadonlySet<TaskStatus> = new Set(["completed", "failed", "cancelled"]);
export const TASK_TOPIC = "mcpforge_tasks";
