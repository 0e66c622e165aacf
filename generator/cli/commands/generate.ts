import type { Command } from "commander";
import { runPipeline } from "../../pipeline";
import { applyPlan, planWrite } from "../../write";
import { reportDiagnostics, rootOf } from "../shared";

export function registerGenerate(program: Command): void {
  program
    .command("generate")
    .description("regenerate generated/ from spec/: writes only changed files, deletes only files carrying our header")
    .option("--service <slug>", "only this service: writes generated/<slug>/ and leaves the registry and other services alone")
    .option("--no-cache", "regenerate every manifest, ignoring node_modules/.cache/mcpforge-gen")
    .action(async (opts: { service?: string; cache: boolean }, cmd: Command) => {
      const root = rootOf(cmd);
      const started = Date.now();
      const result = await runPipeline({ root, service: opts.service, cache: opts.cache });
      if (reportDiagnostics(result.diagnostics)) {
        process.exitCode = 1;
        return;
      }
      const plan = planWrite(result.files, root, opts.service === undefined ? "generated" : `generated/${opts.service}`);
      applyPlan(plan, result.files, root);
      for (const c of plan.changes) process.stderr.write(`${c.kind === "orphan" ? "deleted" : c.kind === "missing" ? "created" : "updated"} ${c.path}\n`);
      process.stderr.write(`generated ${result.files.length} file(s) for ${result.services.length} service(s): ${plan.changes.length} changed, ${plan.unchanged} unchanged (${Date.now() - started} ms)\n`);
    });
}
