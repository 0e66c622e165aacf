import { Option, type Command } from "commander";
import { formatDiagnostic } from "../../pipeline/diagnostics";
import { exitCodeFor, renderReport, runDiff, summaryLine, type DiffFormat, type FailOn } from "./index";
import { rootOf } from "../shared";

interface DiffCliOptions {
  base?: string;
  format: DiffFormat;
  failOn: FailOn;
  color?: boolean;
}

export function registerDiff(program: Command): void {
  program
    .command("diff")
    .description("classify manifest changes as breaking / warning / info for reviewers (exit 1 when breaking)")
    .argument("[old]", "old manifest file or spec folder")
    .argument("[new]", "new manifest file or spec folder")
    .option("--base <git-ref>", "compare spec/ at this git ref with the working tree (what a pull request changes)")
    .addOption(new Option("--format <format>", "output format").choices(["text", "markdown", "json"]).default("text"))
    .addOption(new Option("--fail-on <level>", "exit 1 when a change of this severity or worse is found").choices(["breaking", "warning", "none"]).default("breaking"))
    .option("--no-color", "never colour the text report (default: colour when stdout is a terminal and NO_COLOR is unset)")
    .addHelpText("after", "\nExit status: 0 no change at or above --fail-on, 1 such a change found, 2 the inputs could not be read.\n\nExamples:\n  mcpforge diff --base main\n  mcpforge diff old/spec spec --format markdown > diff.md\n  mcpforge diff spec/webhooks.json /tmp/webhooks.json --format json --fail-on warning")
    .action((oldArg: string | undefined, newArg: string | undefined, opts: DiffCliOptions, cmd: Command) => {
      let result;
      try {
        result = runDiff({ root: rootOf(cmd), old: oldArg, new: newArg, base: opts.base });
      } catch (err) {
        process.stderr.write(`mcpforge diff: ${(err as Error).message}\n`);
        process.exitCode = 2;
        return;
      }
      // A broken $ref on either side is reported but does not stop the comparison of the rest.
      for (const d of result.diagnostics) process.stderr.write(`warning ${formatDiagnostic(d)}\n`);
      const color = opts.color !== false && Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
      process.stdout.write(renderReport(result.report, opts.format, color));
      if (opts.format === "text" && result.report.changes.length === 0) process.stderr.write(`no changes (${result.report.old} → ${result.report.new})\n`);
      else if (opts.format !== "text") process.stderr.write(`${summaryLine(result.report)}\n`);
      process.exitCode = exitCodeFor(result.report, opts.failOn);
    });
}
