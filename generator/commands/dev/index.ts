import { watch, type FSWatcher } from "node:fs";
import { join } from "node:path";
import { formatDiagnostic, sortDiagnostics } from "../../pipeline/diagnostics";
import { runPipeline } from "../../pipeline/run";
import { applyPlan, planWrite } from "../../pipeline/write";
import { formatSpec, handlerProblems } from "./preflight";
import { startServe, type ServeChild } from "./server";

/**
 * `mcpforge dev`: serve the project, and on every change under spec/ or handlers/ (debounced)
 * regenerate generated/ and restart the server. spec/ files not in canonical form are formatted
 * first. A manifest with errors, a handler file with a syntax error or a tool without a handler is
 * reported (file:line:col) and the last good server keeps running; a handler that fails to load
 * otherwise is reported and the next change retries.
 * generated/ itself is not watched (dev writes it). Progress lines go to `log` (stderr), each
 * starting with "dev:", so tools and tests can wait on them.
 */
export interface DevOptions {
  root: string;
  /** Arguments for `serve` besides the port: service slugs, --host. */
  serveArgs: string[];
  port: string;
  debounceMs: number;
  log(line: string): void;
}

export class DevSession {
  private server: ServeChild | undefined;
  private watchers: FSWatcher[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private changed = new Set<string>();
  private port: string;
  private closed = false;

  constructor(private readonly o: DevOptions) {
    this.port = o.port;
  }

  async start(): Promise<void> {
    for (const dir of ["spec", "handlers"]) {
      const w = watch(join(this.o.root, dir), { recursive: true }, (_event, file) => this.onChange(`${dir}/${String(file ?? "")}`));
      w.on("error", (err) => this.o.log(`dev: watching ${dir}/ failed: ${err.message}`));
      this.watchers.push(w);
    }
    this.o.log(`dev: watching spec/ and handlers/ (debounce ${this.o.debounceMs} ms)`);
    await this.rebuild(["(start)"]);
  }

  private onChange(file: string): void {
    if (this.closed) return;
    this.changed.add(file);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const files = [...this.changed].sort();
      this.changed.clear();
      // One rebuild at a time; changes during a rebuild make the next one.
      this.running = this.running.then(() => this.rebuild(files));
    }, this.o.debounceMs);
  }

  private async rebuild(files: string[]): Promise<void> {
    if (this.closed) return;
    this.o.log(`dev: change in ${files.join(", ")}: regenerating`);
    // Formatting rewrites spec/: the watcher's event for it finds nothing left to change.
    for (const f of formatSpec(this.o.root)) this.o.log(`dev: formatted ${f} (canonical form, as \`mcpforge format\` writes it)`);
    const result = await runPipeline({ root: this.o.root, cache: true });
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    if (errors.length > 0) {
      for (const d of sortDiagnostics(errors)) this.o.log(formatDiagnostic(d));
      this.o.log(`dev: ${errors.length} error(s) in spec/; ${this.server ? `still serving the last good build at ${this.server.origin}` : "nothing to serve yet"}`);
      return;
    }
    const problems = this.server ? handlerProblems(this.o.root, result.services, files) : [];
    if (problems.length > 0) {
      for (const p of problems) this.o.log(p);
      this.o.log(`dev: ${problems.length} problem(s) in handlers/; still serving the last good build at ${this.server!.origin}`);
      return;
    }
    try {
      const plan = planWrite(result.files, this.o.root);
      applyPlan(plan, result.files, this.o.root);
      if (plan.changes.length) this.o.log(`dev: generated/ updated (${plan.changes.map((c) => c.path).join(", ")})`);
      await this.server?.stop();
      this.server = undefined;
      this.server = await startServe(this.o.root, [...this.o.serveArgs, "--port", this.port]);
      // Keep the port a first `--port 0` picked, so clients keep their URL across restarts.
      this.port = new URL(this.server.origin).port;
      this.o.log(`dev: serving at ${this.server.origin}`);
    } catch (err) {
      this.o.log(`dev: ${err instanceof Error ? err.message : String(err)}; fix it and save again`);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    for (const w of this.watchers) w.close();
    await this.running.catch(() => undefined);
    await this.server?.stop();
  }
}
