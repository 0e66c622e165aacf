import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../bench/lib/proc";

const DEPLOY_CONF = join(__dirname, "..", "..", "deploy", "nginx.conf");

/**
 * The nginx binary: MCPFORGE_NGINX (.ci/steps/30-nginx.sh exports it), else Debian's
 * /usr/sbin/nginx, else null.
 */
export function nginxBinary(): string | null {
  const candidates = [process.env.MCPFORGE_NGINX, "/usr/sbin/nginx", "/usr/bin/nginx"].filter(Boolean) as string[];
  return candidates.find((c) => existsSync(c)) ?? null;
}

export interface Nginx {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf with its marked blocks replaced: `upstreams` by the instances' ports,
 * `listen` by 127.0.0.1:port. `extra` lines go into the server block (the tests add a header
 * naming the upstream that answered).
 */
export function siteConfig(opts: { upstreams: number[]; port: number; extra?: string[] }): string {
  const conf = readFileSync(DEPLOY_CONF, "utf8");
  const replace = (text: string, marker: string, lines: string[]) => {
    const re = new RegExp(`(# mcpforge:${marker}\\n)[\\s\\S]*?(\\s*# /mcpforge:${marker})`);
    if (!re.test(text)) throw new Error(`deploy/nginx.conf lost its "# mcpforge:${marker}" … "# /mcpforge:${marker}" markers`);
    return text.replace(re, (_m, open: string, close: string) => `${open}${lines.map((l) => `    ${l}`).join("\n")}${close}`);
  };
  const upstreams = opts.upstreams.map((p) => `server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`);
  return replace(replace(conf, "upstreams", upstreams), "listen", [`listen 127.0.0.1:${opts.port};`, ...(opts.extra ?? [])]);
}

/** Starts nginx in the foreground with a throw-away prefix directory; `stop()` ends it and removes the directory. */
export async function startNginx(opts: { upstreams: number[]; extra?: string[] }): Promise<Nginx> {
  const bin = nginxBinary();
  if (!bin) throw new Error("nginx not found: install Debian's nginx package or set MCPFORGE_NGINX (.ci/steps/30-nginx.sh does)");
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-nginx-"));
  chmodSync(dir, 0o755); // nginx workers run as nobody when started by root
  const port = await freePort();
  writeFileSync(join(dir, "mcpforge.conf"), siteConfig({ upstreams: opts.upstreams, port, extra: opts.extra }));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${join(dir, t)};`);
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "worker_processes 1;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      `http { access_log off; ${temp.join(" ")} include ${join(dir, "mcpforge.conf")}; }`,
      "",
    ].join("\n"),
  );
  const child = spawn(bin, ["-p", dir, "-e", join(dir, "error.log"), "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await untilListening(port, child, () => `${stderr}${readIfExists(join(dir, "error.log"))}`);
  return {
    url,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM"); // nginx: fast shutdown
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readIfExists(path: string): string {
  return existsSync(path) ? readFileSync(path, "utf8") : "";
}

/** Resolves once nginx accepts connections on `port`; rejects (with its log) if it exits first. */
function untilListening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 15_000;
    const onExit = (code: number | null) => reject(new Error(`nginx exited (${code}) before listening:\n${log()}`));
    child.once("exit", onExit);
    const attempt = () => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        child.off("exit", onExit);
        resolve();
      });
      socket.once("error", () => {
        if (Date.now() > deadline) return reject(new Error(`nginx did not listen on ${port} within 15 s:\n${log()}`));
        setTimeout(attempt, 20);
      });
    };
    attempt();
  });
}
