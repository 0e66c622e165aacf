import type { Command } from "commander";
import { runPipeline } from "../../pipeline/run";
import { handlerCoverage } from "./coverage";
import { typecheckEarly, typecheckProject, typecheckProjectInWorker } from "./typecheck";
import { serverSettings, typecheckWithServer } from "./typecheck-client";
import { planWrite } from "../../pipeline/write";
import { reportDiagnostics, rootOf } from "../shared";

export function registerCheck(program: Command): void {
  program
    .command("check")
    .description("regenerate in memory and list every stale, missing or orphan file; check every tool has a handler and every handler a tool; type-check handlers against the generated interfaces")
    .option("--no-typecheck", "skip the TypeScript check of handlers/ and generated/")
    .option("--service <slug>", "only this service: its generated/<slug>/ files, its handlers and their types (not the registry)")
    .option("--no-cache", "regenerate every manifest in memory, ignoring node_modules/.cache/mcpforge-gen")
    .action(async (opts: { typecheck: boolean; service?: string; cache: boolean }, cmd: Command) => {
      const root = rootOf(cmd);
      const only = opts.service;
      // Under ts-node-like loaders (jest) there is no compiled worker script: check inline there.
      const compiled = __filename.endsWith(".js");
      // In a terminal, the type-check server keeps the program parsed between runs (typecheck-client.ts).
      const server = serverSettings(process.env, process.stderr.isTTY === true);
      const inline = () => (compiled ? typecheckProjectInWorker(root, only, opts.cache) : Promise.resolve(typecheckProject(root, only, opts.cache)));
      // TypeScript 7 (no server needed) starts first, in its own process, beside everything below.
      const early = () => (compiled && server.enabled ? undefined : typecheckEarly(root, only, opts.cache));
      const typecheck = !opts.typecheck ? Promise.resolve([]) : (early() ?? (compiled && server.enabled ? typecheckWithServer(root, only, opts.cache, server.idleSeconds, inline) : inline()));
      typecheck.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
      const result = await runPipeline({ root, service: only, cache: opts.cache });
      let failed = reportDiagnostics(result.diagnostics);
      if (!failed) {
        const plan = planWrite(result.files, root, only === undefined ? "generated" : `generated/${only}`);
        for (const c of plan.changes) process.stderr.write(`${c.kind}: ${c.path}\n`);
        for (const u of plan.unknown) process.stderr.write(`unknown: ${u} (not written by the generator; move it out of generated/)\n`);
        if (plan.changes.length + plan.unknown.length > 0) {
          process.stderr.write(`generated/ is out of date: ${plan.changes.length + plan.unknown.length} file(s); run \`mcpforge generate${only ? ` --service ${only}` : ""}\`\n`);
          failed = true;
        }
      }
      if (!result.diagnostics.some((d) => d.severity === "error")) {
        // Read statically, so it runs with --no-typecheck too and names the exact property.
        const problems = handlerCoverage(root, result.services, opts.cache);
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
