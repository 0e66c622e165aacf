import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { SMALL_GAMES_SAMPLE, tempDataEnv } from "../../helpers/data";
import { repoRoot, requireBuild } from "../../storage/processes";
import { send } from "./wire";

/** A case after which the host process was gone, with what it printed last. */
export interface Crash {
  case: string;
  exit: string;
  stderr: string;
}

/**
 * `mcpforge serve --all` in a child process (what `npm start` runs), so a request that takes the
 * process down shows as a crash of that process and not as an error inside jest. After a crash it
 * is restarted, so one run reports every crashing case.
 */
export class ChildHost {
  readonly crashes: Crash[] = [];
  private child!: ChildProcess;
  private stderr = "";
  url = "";
  private readonly data = tempDataEnv();

  constructor(private readonly env: Record<string, string>) {}

  async start(): Promise<void> {
    requireBuild();
    this.stderr = "";
    const child = spawn(process.execPath, [join(repoRoot, "bin", "mcpforge.js"), "serve", "--all", "--port", "0"], {
      cwd: repoRoot,
      env: { ...process.env, ...this.data.env, LOG_LEVEL: "warn", ...SMALL_GAMES_SAMPLE, ...this.env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    this.child = child;
    this.url = await new Promise<string>((resolve, reject) => {
      child.stderr!.on("data", (chunk: Buffer) => {
        this.stderr = (this.stderr + chunk.toString()).slice(-4000);
        const m = /(http:\/\/127\.0\.0\.1:\d+)\/census\/mcp/.exec(this.stderr);
        if (m) resolve(m[1]);
      });
      child.once("exit", (code, signal) => reject(new Error(`host exited (${code ?? signal}) before serving: ${this.stderr}`)));
    });
  }

  /**
   * After each case: the host must still answer a normal call. When it does not, the crash is
   * recorded against `caseName` and the host restarted.
   */
  async check(caseName: string): Promise<boolean> {
    const alive = this.child.exitCode === null && this.child.signalCode === null && (await this.answersNormalCall());
    if (alive) return true;
    await this.exited();
    this.crashes.push({ case: caseName, exit: String(this.child.exitCode ?? this.child.signalCode), stderr: this.stderr.slice(-1500) });
    await this.start();
    return false;
  }

  private async answersNormalCall(): Promise<boolean> {
    const answer = await send(`${this.url}/census/mcp`, { body: JSON.stringify({ jsonrpc: "2.0", id: "probe", method: "tools/list" }) });
    return "status" in answer && answer.status === 200 && answer.body.includes('"id":"probe"');
  }

  private exited(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    // Alive but not answering counts as a crash too: stop it so a fresh one can take over.
    return new Promise((resolve) => {
      this.child.once("exit", () => resolve());
      this.child.kill("SIGKILL");
    });
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      await new Promise<void>((resolve) => {
        this.child.once("exit", () => resolve());
        this.child.kill("SIGTERM");
      });
    }
    this.data.cleanup();
  }
}
