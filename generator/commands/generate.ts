import type { Command } from "commander";
import { runPipeline } from "../pipeline/run";
import { applyPlan, planWrite, type Plan } from "../pipeline/write";
import { reportDiagnostics, rootOf } from "./shared";

export function registerGenerate(program: Command): void {
  program
    .command("generate")
    .description("regenerate generated/ from spec/: writes only changed files, deletes only files carrying our header")
    .option("--service <slug>", "only this service: writes generated/<slug>/ and leaves the registry and other services alone")
    .option("--no-cache", "regenerate every manifest, ignoring node_modules/.cache/mcpforge-gen")
    .action(async (opts: { service?: string; cache: boolean }, cmd: Command) => {
      const root = rootOf(cmd);
      const started = Date.now();
      const result = await runPipeline({ root, service: opts.service, cache: opts.cache, partial: true });
      const failed = reportDiagnostics(result.diagnostics);
      if (failed) process.exitCode = 1;
      if (failed && !result.skipped?.length) return;
      const scopes = result.skipped?.length ? result.services.filter((s) => !result.skipped!.includes(s.sourcePath)).map((s) => `generated/${s.slug}`) : [opts.service === undefined ? "generated" : `generated/${opts.service}`];
      const plan = mergePlans(scopes.map((scope) => planWrite(result.files.filter((f) => f.path.startsWith(`${scope}/`) || scope === "generated"), root, scope)));
      applyPlan(plan, result.files, root);
      if (result.skipped?.length) process.stderr.write(`not generated (errors above): ${result.skipped.join(", ")}; generated/ of the other services is written, the registry left as it is\n`);
      for (const c of plan.changes) process.stderr.write(`${c.kind === "orphan" ? "deleted" : c.kind === "missing" ? "created" : "updated"} ${c.path}\n`);
      process.stderr.write(`generated ${result.files.length} file(s) for ${result.services.length} service(s): ${plan.changes.length} changed, ${plan.unchanged} unchanged (${Date.now() - started} ms)\n`);
    });
}

function mergePlans(plans: Plan[]): Plan {
  return { changes: plans.flatMap((p) => p.changes), unknown: plans.flatMap((p) => p.unknown), unchanged: plans.reduce((n, p) => n + p.unchanged, 0) };
}
