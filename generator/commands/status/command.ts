import { Option, type Command } from "commander";
import { loadServices } from "../scaffold";
import { collectStatus, renderStatus, type StatusFormat } from "./index";
import { reportDiagnostics, rootOf } from "../shared";

export function registerStatus(program: Command): void {
  program
    .command("status")
    .description("per service: tools in the spec, handlers implemented, not_implemented stubs, missing and orphan handlers (read statically)")
    .addOption(new Option("--format <format>", "output format; markdown prints the README status table").choices(["text", "json", "markdown"]).default("text"))
    .addHelpText("after", "\nExamples:\n  mcpforge status\n  mcpforge status --format json | jq '.total'\n  mcpforge status --format markdown   # the README's status table")
    .action((opts: { format: StatusFormat }, cmd: Command) => {
      const root = rootOf(cmd);
      const loaded = loadServices(root);
      if (reportDiagnostics(loaded.diagnostics)) {
        process.exitCode = 1;
        return;
      }
      process.stdout.write(renderStatus(collectStatus(root, loaded.services), opts.format));
    });
}
