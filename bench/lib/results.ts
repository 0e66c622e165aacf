import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";

const RESULTS = join(__dirname, "..", "RESULTS.md");

/** One line describing where a figure was measured. */
export function machineLine(): string {
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  return `${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${cpus().length} × ${cpu} · ${Math.round(totalmem() / 2 ** 30)} GiB`;
}

/**
 * Replaces the section `name` of bench/RESULTS.md (between `<!-- bench:name -->` and
 * `<!-- /bench:name -->`), appending it when new. Each benchmark owns its section, so benchmarks
 * run separately never overwrite each other's figures.
 */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(RESULTS) ? readFileSync(RESULTS, "utf8") : "# Benchmark results\n\nEvery figure below was measured by a committed script in bench/; each section names its rerun command.\n";
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  text = i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS, text.endsWith("\n") ? text : text + "\n");
}
