import type { Command } from "commander";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatDiagnostic } from "../pipeline/diagnostics";
import { readSpecDir } from "../pipeline/load";
import { canonicalJson } from "../pipeline/schema/walk";
import { rootOf } from "./shared";

export function registerFormat(program: Command): void {
  program
    .command("format")
    .description("rewrite spec/*.json in canonical form (sorted keys, 2-space indent) so diffs show only real changes")
    .action((_opts, cmd: Command) => {
      const root = rootOf(cmd);
      const set = readSpecDir(join(root, "spec"), root);
      let changed = 0;
      const refused = new Set(set.diagnostics.map((d) => d.file));
      for (const file of set.files.values()) {
        // Never drop data: a file with a syntax error or a duplicate key is left as it is.
        if (file.value === undefined || refused.has(file.path)) {
          process.stderr.write(`skipped ${file.path}: ${file.value === undefined ? "invalid JSON" : "duplicate keys; formatting would drop all but the last"}\n`);
          for (const d of set.diagnostics.filter((x) => x.file === file.path)) process.stderr.write(`${formatDiagnostic(d)}\n`);
          continue;
        }
        const text = canonicalJson(file.value);
        if (readFileSync(join(root, file.path), "utf8") !== text) {
          writeFileSync(join(root, file.path), text);
          process.stderr.write(`formatted ${file.path}\n`);
          changed++;
        }
      }
      process.stderr.write(`${changed} file(s) rewritten${refused.size ? `, ${refused.size} refused` : ""}\n`);
      if (refused.size) process.exitCode = 1;
    });
}
