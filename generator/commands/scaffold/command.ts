import type { Command } from "commander";
import { applyScaffold, loadServices, planScaffold, type ScaffoldAction } from "./index";
import { reportDiagnostics, rootOf } from "../shared";

interface ScaffoldOptions {
  dryRun?: boolean;
  removeOrphans?: boolean;
}

export function registerScaffold(program: Command): void {
  program
    .command("scaffold")
    .description("add a not_implemented stub to handlers/<slug>/ for every tool without a handler (never rewrites existing code); report orphan handlers")
    .option("--dry-run", "print what would be done; write nothing")
    .option("--remove-orphans", "remove handlers whose tool no longer exists (only those)")
    .addHelpText("after", "\nIdempotent: a second run changes nothing. Exit status 1 when a handler module cannot be read statically.\n\nExamples:\n  mcpforge scaffold --dry-run\n  mcpforge scaffold\n  mcpforge scaffold --remove-orphans")
    .action(async (opts: ScaffoldOptions, cmd: Command) => {
      const root = rootOf(cmd);
      const loaded = loadServices(root);
      if (reportDiagnostics(loaded.diagnostics)) {
        process.exitCode = 1;
        return;
      }
      const plan = await planScaffold({ root, services: loaded.services, removeOrphans: opts.removeOrphans });
      for (const a of plan.actions) process.stdout.write(`${a.file}:${a.line}:${a.col} ${verb(a, Boolean(opts.dryRun))}${a.tool ? ` ${a.tool}` : ""}: ${a.message}\n`);
      if (!opts.dryRun) applyScaffold(plan, root);
      const count = (k: ScaffoldAction["kind"]) => plan.actions.filter((a) => a.kind === k).length;
      const orphans = count("orphan") + count("orphan-module");
      process.stderr.write(
        plan.writes.length === 0
          ? `nothing to scaffold${orphans ? `; ${orphans} orphan(s) reported` : ""}\n`
          : `${opts.dryRun ? "would change" : "changed"} ${plan.writes.length} file(s): ${count("create-module")} module(s) created, ${count("add-stub")} stub(s) added, ${count("remove-orphan")} orphan(s) removed${orphans ? `, ${orphans} orphan(s) reported` : ""}\n`,
      );
      if (count("problem") > 0) process.exitCode = 1;
    });
}

function verb(a: ScaffoldAction, dryRun: boolean): string {
  const words: Record<ScaffoldAction["kind"], [string, string]> = {
    "create-module": ["create", "created"],
    "add-stub": ["add stub", "added stub"],
    "move-handler": ["move handler", "moved handler"],
    "remove-orphan": ["remove orphan", "removed orphan"],
    orphan: ["orphan", "orphan"],
    "orphan-module": ["orphan module", "orphan module"],
    problem: ["error", "error"],
  };
  return words[a.kind][dryRun ? 0 : 1];
}
