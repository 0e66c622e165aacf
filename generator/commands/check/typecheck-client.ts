import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cacheDir } from "../loader";
import type { CheckResult } from "./typecheck";
import { recall, remember } from "./typecheck-memo";
import { nativeCompiler } from "./typecheck-native";
import type { Request, Response } from "./typecheck-server";

/**
 * `check`'s side of the type-check server (typecheck-server.ts): find the project's server, start
 * it when there is none (or it is out of date), ask it. Any failure falls back to checking in
 * this process, so the server can only make `check` faster, never change its answer.
 */

/** Settings of `check`'s type-check server, read once from the environment by the CLI (docs/generator-speed.md). */
export interface ServerSettings {
  enabled: boolean;
  idleSeconds: number;
}

export const SERVER_ENV = "MCPFORGE_CHECK_SERVER";
export const IDLE_ENV = "MCPFORGE_CHECK_SERVER_IDLE_S";
export const DEFAULT_IDLE_SECONDS = 600;

/**
 * Off by default when TypeScript 7 is installed (typecheck-native.ts: as fast without a resident
 * process). Otherwise on by default when `check` runs in a terminal (a maintainer's edit loop), off
 * for scripts, CI and tests, where a process left running helps nobody. `MCPFORGE_CHECK_SERVER=on|off` decides
 * otherwise; `MCPFORGE_CHECK_SERVER_IDLE_S` (1–86400, default 600) is how long it waits for the
 * next check before exiting.
 */
export function serverSettings(env: NodeJS.ProcessEnv, interactive: boolean): ServerSettings {
  const mode = env[SERVER_ENV];
  if (mode !== undefined && mode !== "on" && mode !== "off") throw new Error(`${SERVER_ENV} must be "on" or "off", not ${JSON.stringify(mode)}`);
  const idleText = env[IDLE_ENV];
  const idleSeconds = idleText === undefined ? DEFAULT_IDLE_SECONDS : Number(idleText);
  if (!Number.isInteger(idleSeconds) || idleSeconds < 1 || idleSeconds > 86_400) throw new Error(`${IDLE_ENV} must be a whole number of seconds from 1 to 86400, not ${JSON.stringify(idleText)}`);
  return { enabled: mode === undefined ? interactive && !env.CI && nativeCompiler(env) === undefined : mode === "on", idleSeconds };
}

/** Where the root's server listens: a socket in its cache folder (or the temp folder when that path is too long for one). */
export function serverAddress(root: string): string {
  const id = createHash("sha1").update(root).digest("hex").slice(0, 12);
  if (process.platform === "win32") return `\\\\.\\pipe\\mcpforge-typecheck-${id}`;
  const dir = cacheDir(root, "mcpforge-typecheck");
  const inCache = join(dir, `server-${id}.sock`);
  if (inCache.length < 100) {
    mkdirSync(dir, { recursive: true });
    return inCache;
  }
  return join(tmpdir(), `mcpforge-typecheck-${process.getuid?.() ?? "u"}-${id}.sock`);
}

/** TypeScript's version, the project's configs and lock file, the server's code: what a running server must match. */
function serverKey(root: string): string {
  const h = createHash("sha1");
  for (const f of [require.resolve("typescript/package.json"), join(root, "tsconfig.json"), join(root, "tsconfig.build.json"), join(root, "package-lock.json"), join(__dirname, "typecheck-server.js"), join(__dirname, "typecheck.js")]) {
    h.update(`\0${f}\0`);
    if (existsSync(f)) h.update(readFileSync(f));
  }
  return h.digest("hex");
}

function ask(address: string, request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    const socket = connect(address);
    let text = "";
    socket.setEncoding("utf8");
    socket.once("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: string) => (text += chunk));
    socket.once("error", reject);
    socket.once("close", () => {
      try {
        resolve(JSON.parse(text) as Response);
      } catch {
        reject(new Error("the type-check server closed without an answer"));
      }
    });
  });
}

/** Starts a detached server and resolves once it listens (or another one already does). */
function start(root: string, address: string, key: string, idleSeconds: number): Promise<void> {
  const script = join(__dirname, "typecheck-server.js");
  const child = spawn(process.execPath, [script, root, address, key, String(idleSeconds)], { detached: true, stdio: ["ignore", "pipe", "ignore"], cwd: root });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (d: string) => {
      out += d;
      if (!out.includes("\n")) return;
      child.stdout!.destroy();
      child.unref();
      resolve();
    });
    child.once("error", reject);
    child.once("exit", (code) => (out.includes("\n") ? undefined : reject(new Error(`type-check server exited with code ${code}`))));
  });
}

/** The project's type-check result from its server, starting one when needed; undefined when that failed. */
export async function checkViaServer(root: string, service: string | undefined, idleSeconds: number): Promise<CheckResult | undefined> {
  const address = serverAddress(root);
  const key = serverKey(root);
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await ask(address, { key, service }).catch(() => undefined);
    if (response?.ok) return { problems: response.problems, files: response.files };
    if (response && !response.restart) return undefined;
    if (response?.restart) await waitGone(address);
    if (!(await start(root, address, key, idleSeconds).then(() => true, () => false))) return undefined;
  }
  return undefined;
}

/** After asking an outdated server to go: it closes its socket before exiting. */
async function waitGone(address: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const probe = connect(address);
    probe.once("error", () => resolve());
    probe.once("connect", () => probe.once("close", () => resolve()).end());
  });
}

/** `check`'s type-check: the memo when nothing changed, else the server, else in this process (on a worker thread). */
export async function typecheckWithServer(root: string, service: string | undefined, cache: boolean, idleSeconds: number, inline: () => Promise<string[]>): Promise<string[]> {
  const known = cache ? recall(root, service) : undefined;
  if (known) return known;
  const result = await checkViaServer(root, service, idleSeconds);
  if (!result) return inline();
  remember(root, service, result.files, result.problems);
  return result.problems;
}

/** Asks the root's server to exit (bench and tests clean up with it); true when one was running. */
export async function stopServer(root: string): Promise<boolean> {
  const response = await ask(serverAddress(root), { key: serverKey(root), stop: true }).catch(() => undefined);
  return response !== undefined;
}
