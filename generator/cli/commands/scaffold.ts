import type { Command } from "commander";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { runPipeline } from "../../pipeline";
import { missingHandlerModules } from "../../scaffold";
import { reportDiagnostics, rootOf } from "../shared";

export function registerScaffold(program: Command): void {
  program
    .command("scaffold")
    .description("create handlers/<slug>/index.ts with not_implemented stubs for services that have no handler module")
    .option("--dry-run", "print what would be created")
    .action(async (opts: { dryRun?: boolean }, cmd: Command) => {
      const root = rootOf(cmd);
      const result = await runPipeline({ root });
      if (reportDiagnostics(result.diagnostics)) {
        process.exitCode = 1;
        return;
      }
      const files = await missingHandlerModules(result.services, root);
      for (const f of files) {
        process.stderr.write(`${opts.dryRun ? "would create" : "created"} ${f.path}\n`);
        if (opts.dryRun) continue;
        mkdirSync(dirname(join(root, f.path)), { recursive: true });
        writeFileSync(join(root, f.path), f.content);
      }
      if (files.length === 0) process.stderr.write("nothing to scaffold\n");
    });
}
