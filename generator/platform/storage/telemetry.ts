import type { Kysely, LogEvent } from "kysely";
import { childSpan, observeGauge, telemetry } from "../../runtime";
import type { Dialect } from "./config";
import { JOBS_TABLE } from "./jobs";

/**
 * A CLIENT span per query a request makes (Kysely's `log` hook, which runs in the caller's async
 * context, so the span is a child of the request's). Named by the operation only (`SELECT`,
 * `INSERT`, …): the statement text is not recorded, since raw SQL may carry values. undefined when
 * tracing is off, so Kysely does no timing at all.
 */
export function queryTracing(dialect: Dialect): ((event: LogEvent) => void) | undefined {
  if (!telemetry()?.tracer) return undefined;
  const system = dialect === "postgres" ? "postgresql" : "sqlite";
  return (event) => {
    const operation = /^\s*(\w+)/.exec(event.query.sql)?.[1]?.toUpperCase() ?? "QUERY";
    const span = childSpan(operation, { "db.system.name": system, "db.operation.name": operation }, Date.now() - event.queryDurationMillis);
    if (!span) return;
    if (event.level === "error") {
      span.setAttribute("error.type", (event.error as { code?: string } | undefined)?.code ?? "_OTHER");
      span.setStatus({ code: 2 });
    }
    span.end();
  };
}

/**
 * The storage's gauges while metrics are on: jobs waiting per queue (mcpforge.jobs.queue.depth:
 * due or scheduled, not failed for good) and, on SQLite, the WAL file's size. Returns the function
 * that stops observing (storage close).
 */
export function observeStorage(db: Kysely<any>, health: () => Record<string, unknown>): () => void {
  const stops = [
    observeGauge("mcpforge.jobs.queue.depth", { description: "Durable jobs waiting to run (not failed for good), by queue" }, async () => {
      const rows = await db.selectFrom(JOBS_TABLE).select(["queue", db.fn.countAll<number>().as("n")]).where("failed_at", "is", null).groupBy("queue").execute();
      return rows.map((r) => ({ value: Number(r.n), attributes: { queue: String(r.queue) } }));
    }),
    observeGauge("mcpforge.storage.sqlite.wal.size", { unit: "By", description: "Size of the SQLite write-ahead log file" }, () => {
      const wal = health().wal_bytes;
      return typeof wal === "number" ? [{ value: wal }] : [];
    }),
  ];
  return () => stops.forEach((stop) => stop?.());
}
