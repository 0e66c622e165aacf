import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { packageRoot } from "../../pipeline/paths";

/**
 * The served project as a child `mcpforge serve` process: a restart is a new process, so every
 * edited module is loaded afresh (the TypeScript loader's cache makes that cost only the edited
 * files). Its stderr is passed through.
 */
export interface ServeChild {
  /** http://host:port of the listening server. */
  origin: string;
  stop(): Promise<void>;
}

export function startServe(root: string, args: readonly string[]): Promise<ServeChild> {
  const bin = join(packageRoot(), "bin", "mcpforge.js");
  const child = spawn(process.execPath, [bin, "--root", root, "serve", ...args], { stdio: ["ignore", "inherit", "pipe"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let log = "";
  return new Promise((resolve, reject) => {
    let listening = false;
    child.stderr!.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      if (listening) return;
      log += chunk.toString();
      const m = /(http:\/\/[^\s/]+)\//.exec(log);
      if (m) {
        listening = true;
        resolve({ origin: m[1], stop: () => stop(child, exited) });
      }
    });
    void exited.then((code) => {
      if (!listening) reject(new Error(`serve exited with code ${code} before listening`));
    });
  });
}

async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  await exited;
}
