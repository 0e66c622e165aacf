import { buildProgram } from "./program";

// Maps the command's returned exit code; data goes to stdout, logs to stderr.
buildProgram()
  .parseAsync(process.argv)
  .then(
    () => {
      if (process.exitCode === undefined) process.exitCode = 0;
    },
    (err: unknown) => {
      process.stderr.write(`mcpforge: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
