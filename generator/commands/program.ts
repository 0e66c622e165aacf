import { Command } from "commander";

type Register = (program: Command) => void;

/**
 * Commands and where they live. Each module is required only when its command runs: `serve`
 * must not pay for ts-morph, TypeScript, prettier and json-schema-to-typescript (~450 ms and
 * ~100 MB at start-up, measured in bench/RESULTS.md, cold start).
 */
const COMMANDS: Record<string, () => Register> = {
  validate: () => require("./validate").registerValidate,
  generate: () => require("./generate").registerGenerate,
  check: () => require("./check/command").registerCheck,
  format: () => require("./format").registerFormat,
  scaffold: () => require("./scaffold/command").registerScaffold,
  diff: () => require("./diff/command").registerDiff,
  status: () => require("./status/command").registerStatus,
  serve: () => require("./serve").registerServe,
  import: () => require("./import/command").registerImport,
  docs: () => require("./docs/command").registerDocs,
  init: () => require("./init/command").registerInit,
  pack: () => require("./pack/command").registerPack,
  dev: () => require("./dev/command").registerDev,
  auth: () => require("./auth").registerAuth,
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
