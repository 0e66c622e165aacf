import { spawn, spawnSync, type SpawnSyncReturns } from "node:child_process";

/** Runs a command to completion; throws with its output when it fails. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  const r = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")} (in ${cwd}) exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r;
}

export interface Served {
  url: string;
  /** Sends SIGINT and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts an HTTP server process and resolves once its stderr names the URL matching `pattern`
 * (the server prints it after listening), or rejects when it exits first.
 */
export function serveHttp(command: string, args: string[], cwd: string, pattern: RegExp, env: NodeJS.ProcessEnv = {}): Promise<Served> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let log = "";
  return new Promise<Served>((resolve, reject) => {
    child.stderr!.on("data", (c: Buffer) => {
      log += c.toString();
      const m = pattern.exec(log);
      if (m) resolve({ url: m[1], stop: () => (child.kill("SIGINT"), exited) });
    });
    void exited.then((code) => reject(new Error(`${command} ${args.join(" ")} exited ${code} before listening:\n${log}`)));
  });
}
