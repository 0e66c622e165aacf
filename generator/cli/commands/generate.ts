import type { Command } from "commander";
import { runPipeline } from "../../pipeline";
import { applyPlan, planWrite } from "../../write";
import { reportDiagnostics, rootOf } from "../shared";

export function registerGenerate(program: Command): void {
  program
    .command("generate")
    .description("regenerate generated/ from spec/: writes only changed files, deletes only files carrying our header")
    .action(async (_opts, cmd: Command) => {
      const root = rootOf(cmd);
      const started = Date.now();
      const result = await runPipeline({ root });
      if (reportDiagnostics(result.diagnostics)) {
        process.exitCode = 1;
        return;
      }
      const plan = planWrite(result.files, root);
      applyPlan(plan, result.files, root);
      for (const c of plan.changes) process.stderr.write(`${c.kind === "orphan" ? "deleted" : c.kind === "missing" ? "created" : "updated"} ${c.path}\n`);
      process.stderr.write(`generated ${result.files.length} file(s) for ${result.services.length} service(s): ${plan.changes.length} changed, ${plan.unchanged} unchanged (${Date.now() - started} ms)\n`);
    });
}
