import type { Command } from "commander";
import { runPipeline } from "../../pipeline";
import { collectStatus, coverageProblems } from "../../status";
import { typecheckProject, typecheckProjectInWorker } from "../../typecheck";
import { planWrite } from "../../write";
import { reportDiagnostics, rootOf } from "../shared";

export function registerCheck(program: Command): void {
  program
    .command("check")
    .description("regenerate in memory and list every stale, missing or orphan file; check every tool has a handler and every handler a tool; type-check handlers against the generated interfaces")
    .option("--no-typecheck", "skip the TypeScript check of handlers/ and generated/")
    .action(async (opts: { typecheck: boolean }, cmd: Command) => {
      const root = rootOf(cmd);
      // Under ts-node-like loaders (jest) there is no compiled worker script: check inline there.
      const typecheck = opts.typecheck ? (__filename.endsWith(".js") ? typecheckProjectInWorker(root) : Promise.resolve(typecheckProject(root))) : Promise.resolve([]);
      typecheck.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
      const result = await runPipeline({ root });
      let failed = reportDiagnostics(result.diagnostics);
      if (!failed) {
        const plan = planWrite(result.files, root);
        for (const c of plan.changes) process.stderr.write(`${c.kind}: ${c.path}\n`);
        for (const u of plan.unknown) process.stderr.write(`unknown: ${u} (not written by the generator; move it out of generated/)\n`);
        if (plan.changes.length + plan.unknown.length > 0) {
          process.stderr.write(`generated/ is out of date: ${plan.changes.length + plan.unknown.length} file(s); run \`npm run generate\`\n`);
          failed = true;
        }
      }
      if (!result.diagnostics.some((d) => d.severity === "error")) {
        // Read statically, so it runs with --no-typecheck too and names the exact property.
        const problems = coverageProblems(root, result.services, collectStatus(root, result.services));
        for (const p of problems) process.stderr.write(`${p}\n`);
        if (problems.length > 0) {
          process.stderr.write(`${problems.length} handler coverage problem(s): every tool needs a handler and every handler a tool\n`);
          failed = true;
        }
      }
      if (opts.typecheck) {
        const problems = await typecheck;
        for (const p of problems) process.stderr.write(`${p}\n`);
        if (problems.length > 0) {
          process.stderr.write(`${problems.length} type error(s): a handler module does not satisfy its generated interface\n`);
          failed = true;
        }
      }
      if (failed) process.exitCode = 1;
      else process.stdout.write("check passed: generated/ is up to date, every tool has a handler and every handler satisfies its interface\n");
    });
}
