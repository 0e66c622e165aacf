import type { Command } from "commander";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readSpecDir } from "../../load";
import { canonicalJson } from "../../schema/walk";
import { rootOf } from "../shared";

export function registerFormat(program: Command): void {
  program
    .command("format")
    .description("rewrite spec/*.json in canonical form (sorted keys, 2-space indent) so diffs show only real changes")
    .action((_opts, cmd: Command) => {
      const root = rootOf(cmd);
      const set = readSpecDir(join(root, "spec"), root);
      let changed = 0;
      for (const file of set.files.values()) {
        if (file.value === undefined) {
          process.stderr.write(`skipped ${file.path}: invalid JSON\n`);
          continue;
        }
        const text = canonicalJson(file.value);
        if (readFileSync(join(root, file.path), "utf8") !== text) {
          writeFileSync(join(root, file.path), text);
          process.stderr.write(`formatted ${file.path}\n`);
          changed++;
        }
      }
      process.stderr.write(`${changed} file(s) rewritten\n`);
    });
}
