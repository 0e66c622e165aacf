import { buildProgram } from "./program";

/** Optional peer dependencies of the package (docs/package.md) and what needs them. */
const PEERS: Record<string, string> = {
  "ts-morph": "check and scaffold read and edit handlers with it",
  typescript: "check type-checks with it; serve and the loader transpile with it unless @swc/core is installed",
  "better-sqlite3": "the default SQLite storage",
  nodemailer: "the built-in authorization server's sign-in e-mail",
};

/** A missing optional peer is named with the install command, not as a require stack. */
export function describeError(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  const missing = e?.code === "MODULE_NOT_FOUND" ? /Cannot find module '([^']+)'/.exec(e.message)?.[1] : undefined;
  if (missing && PEERS[missing]) return `this needs the optional package ${missing} (${PEERS[missing]}): npm install --save-dev ${missing}`;
  return err instanceof Error ? err.message : String(err);
}

// Maps the command's returned exit code; data goes to stdout, logs to stderr.
buildProgram()
  .parseAsync(process.argv)
  .then(
    () => {
      if (process.exitCode === undefined) process.exitCode = 0;
    },
    (err: unknown) => {
      process.stderr.write(`mcpforge: ${describeError(err)}\n`);
      process.exitCode = 1;
    },
  );
