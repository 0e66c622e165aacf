import { Command } from "commander";

type Register = (program: Command) => void;

/**
 * Commands and where they live. Each module is required only when its command runs: `serve`
 * must not pay for ts-morph, TypeScript, prettier and json-schema-to-typescript (~450 ms and
 * ~100 MB at start-up, measured in bench/RESULTS.md, cold start).
 */
const COMMANDS: Record<string, () => Register> = {
  validate: () => require("./commands/validate").registerValidate,
  generate: () => require("./commands/generate").registerGenerate,
  check: () => require("./commands/check").registerCheck,
  format: () => require("./commands/format").registerFormat,
  scaffold: () => require("./commands/scaffold").registerScaffold,
  diff: () => require("./commands/diff").registerDiff,
  status: () => require("./commands/status").registerStatus,
  serve: () => require("./commands/serve").registerServe,
  import: () => require("./commands/import").registerImport,
  docs: () => require("./commands/docs").registerDocs,
  init: () => require("./commands/init").registerInit,
  pack: () => require("./commands/pack").registerPack,
  dev: () => require("./commands/dev").registerDev,
  auth: () => require("./commands/auth").registerAuth,
};

export function buildProgram(argv: readonly string[] = process.argv): Command {
  const program = new Command("mcpforge")
    .description("Schema-first MCP server generator: spec/*.json → generated/ ← handlers/")
    .option("--root <dir>", "repository root (default: current directory)", process.cwd())
    .showHelpAfterError();
  const invoked = commandName(argv.slice(2));
  // Help, a typo or no command at all: register everything so commander can list and suggest.
  const names = invoked && invoked in COMMANDS ? [invoked] : Object.keys(COMMANDS);
  for (const name of names) COMMANDS[name]()(program);
  return program;
}

/** The first argument that is neither an option nor the value of `--root`. */
function commandName(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--root") i++;
    else if (!args[i].startsWith("-")) return args[i];
  }
  return undefined;
}
