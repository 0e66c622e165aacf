import { existsSync, unlinkSync } from "node:fs";
import { createServer, connect, type Server, type Socket } from "node:net";
import { join } from "node:path";
import type ts from "typescript";
import { programInputs, problemsOf, stubValidators, type CheckResult } from "./typecheck";

/**
 * The type-check server: one process per project root that keeps every file of the last check
 * parsed and bound, and the previous builder program, so that `check` after a handler edit parses
 * and checks only what changed (the ~6 MB of declarations the program reads cost seconds to parse
 * in every new process, even when the .tsbuildinfo skips the checking itself). Started by `check`
 * (typecheck-client.ts) on a Unix socket / named pipe under the project's cache; exits after
 * `idle` seconds without a request, when its project disappears, or when asked to.
 *
 * Correctness does not depend on its memory: each request re-reads every file and reuses a parsed
 * file only when its text is identical; the builder re-checks every file whose text or
 * dependencies' signatures changed, as `tsc --incremental` does.
 */
export interface Request {
  /** Fingerprint of the client's TypeScript, configs and this server's code: a mismatch restarts the server. */
  key: string;
  service?: string;
  stop?: boolean;
}
export type Response = ({ ok: true } & CheckResult) | { ok: false; error: string; restart?: boolean };

class Session {
  private readonly parsed = new Map<string, { text: string; file: ts.SourceFile }>();
  private readonly builders = new Map<string, ts.SemanticDiagnosticsBuilderProgram>();
  /** Scopes whose last check found nothing: their program's structure may be reused. */
  private readonly clean = new Set<string>();

  constructor(
    private readonly ts: typeof import("typescript"),
    private readonly root: string,
  ) {}

  check(service: string | undefined): CheckResult {
    const ts = this.ts;
    const inputs = programInputs(ts, this.root, service);
    if ("error" in inputs) return { problems: [inputs.error], files: [] };
    const host = ts.createCompilerHost(inputs.options);
    stubValidators(host);
    const hash = (text: string) => (ts.sys.createHash ? ts.sys.createHash(text) : text);
    host.getSourceFile = (fileName, languageVersion) => {
      const text = host.readFile(fileName);
      if (text === undefined) return undefined;
      const known = this.parsed.get(fileName);
      if (known && known.text === text) return known.file;
      const file = ts.createSourceFile(fileName, text, languageVersion);
      (file as ts.SourceFile & { version?: string }).version = hash(text);
      this.parsed.set(fileName, { text, file });
      return file;
    };
    const scope = service ?? "";
    const previous = this.builders.get(scope);
    // Reusing the old program's structure keeps its module resolutions for unchanged files: after
    // a failed check one of them may be an import that a new file now satisfies, so start over.
    const program = ts.createProgram({ rootNames: inputs.roots, options: inputs.options, host, oldProgram: this.clean.has(scope) ? previous?.getProgram() : undefined });
    const builder = ts.createSemanticDiagnosticsBuilderProgram(program, host, previous);
    this.builders.set(scope, builder);
    const files = builder.getProgram().getSourceFiles().map((f) => f.fileName);
    const live = new Set(files);
    for (const b of this.builders.values()) for (const f of b.getProgram().getSourceFiles()) live.add(f.fileName);
    for (const name of this.parsed.keys()) if (!live.has(name)) this.parsed.delete(name);
    const problems = problemsOf(ts, this.root, builder);
    if (problems.length === 0) this.clean.add(scope);
    else this.clean.delete(scope);
    return { problems, files };
  }
}

/** Listens on `address` and answers requests one at a time, in order. */
export function serve(root: string, address: string, key: string, idleSeconds: number, onReady: () => void): Server {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const session = new Session(require("typescript") as typeof import("typescript"), root);
  let queue = Promise.resolve();
  let idle: NodeJS.Timeout | undefined;
  const server = createServer((socket) => {
    armIdle();
    let buffer = "";
    socket.setEncoding("utf8");
    socket.on("error", () => undefined); // a client that went away
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf("\n");
      if (end < 0) return;
      const line = buffer.slice(0, end);
      buffer = "";
      queue = queue.then(() => answer(socket, line));
    });
  });
  const answer = (socket: Socket, line: string) => {
    let response: Response;
    let exit = false;
    try {
      const request = JSON.parse(line) as Request;
      if (request.key !== key) [response, exit] = [{ ok: false, error: "type-check server is out of date", restart: true }, true];
      else if (request.stop) [response, exit] = [{ ok: true, problems: [], files: [] }, true];
      else response = { ok: true, ...session.check(request.service) };
    } catch (err) {
      response = { ok: false, error: (err as Error).message };
    }
    socket.end(`${JSON.stringify(response)}\n`);
    armIdle();
    if (exit) server.close();
  };
  const armIdle = () => {
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => server.close(), idleSeconds * 1000);
  };
  // The project's root removed (a temporary copy, say): nothing left to serve.
  const watch = setInterval(() => existsSync(join(root, "tsconfig.build.json")) || server.close(), 30_000);
  server.on("close", () => {
    clearInterval(watch);
    if (idle) clearTimeout(idle);
  });
  listen(server, address, onReady);
  armIdle();
  return server;
}

/** Listens, replacing a socket file a dead server left behind; another live server wins (this one exits). */
function listen(server: Server, address: string, onReady: () => void): void {
  server.once("error", (err: NodeJS.ErrnoException) => {
    if (err.code !== "EADDRINUSE" || process.platform === "win32") throw err;
    const probe = connect(address);
    probe.once("connect", () => {
      probe.destroy();
      process.stdout.write("busy\n");
      process.exit(0);
    });
    probe.once("error", () => {
      unlinkSync(address);
      server.listen(address, onReady);
    });
  });
  server.listen(address, onReady);
}

if (require.main === module) {
  const [root, address, key, idle] = process.argv.slice(2);
  serve(root, address, key, Number(idle), () => {
    process.stdout.write("ready\n");
    process.stdout.end();
  });
}
