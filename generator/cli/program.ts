import { Command } from "commander";
import { registerCheck } from "./commands/check";
import { registerDiff } from "./commands/diff";
import { registerFormat } from "./commands/format";
import { registerGenerate } from "./commands/generate";
import { registerScaffold } from "./commands/scaffold";
import { registerServe } from "./commands/serve";
import { registerStatus } from "./commands/status";
import { registerValidate } from "./commands/validate";

export function buildProgram(): Command {
  const program = new Command("mcpforge")
    .description("Schema-first MCP server generator: spec/*.json → generated/ ← handlers/")
    .option("--root <dir>", "repository root (default: current directory)", process.cwd())
    .showHelpAfterError();
  registerValidate(program);
  registerGenerate(program);
  registerCheck(program);
  registerFormat(program);
  registerScaffold(program);
  registerDiff(program);
  registerStatus(program);
  registerServe(program);
  return program;
}
