import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toolError, callRaw } from "../helpers/http";

// `mcpforge dev` on a real project with real file changes; every wait is on a line dev prints.
const REPO = join(__dirname, "..", "..");
const BIN = join(REPO, "bin", "mcpforge.js");
let root: string;
let dev: ChildProcess;
let log = "";
let exited: Promise<number | null>;

/** Resolves with the match once `re` has matched `count` times in dev's stderr; rejects if dev exits first. */
function waitFor(re: RegExp, count = 1): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const all = [...log.matchAll(new RegExp(re.source, "g"))];
      if (all.length >= count) {
        dev.stderr!.off("data", check);
        resolve(all[count - 1]);
      }
    };
    dev.stderr!.on("data", check);
    void exited.then((code) => reject(new Error(`dev exited ${code}:\n${log}`)));
    check();
  });
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ name: "dev-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

const SERVING = /dev: serving at (http:\/\/127\.0\.0\.1:\d+)/;
const spec = () => join(root, "spec", "notes.json");

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "mcpforge-dev-"));
  cpSync(join(REPO, "test", "fixtures", "own-design", "spec"), join(root, "spec"), { recursive: true });
  symlinkSync(join(REPO, "generator"), join(root, "generator"));
  symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"));
  for (const cmd of ["generate", "scaffold"]) expect(spawnSync(process.execPath, [BIN, "--root", root, cmd]).status).toBe(0);
  dev = spawn(process.execPath, [BIN, "--root", root, "dev", "--port", "0", "--debounce", "100"], { env: { ...process.env, LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "pipe"] });
  dev.stderr!.on("data", (c: Buffer) => (log += c.toString()));
  exited = new Promise((resolve) => dev.once("exit", resolve));
});
afterAll(() => {
  if (dev.exitCode === null) dev.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

test("regenerates and restarts on a manifest change, keeps the last good server on a broken one, restarts on a handler edit, keeps the last good server on a handler syntax error or a missing handler, formats the manifest, stops on SIGINT", async () => {
  const origin = (await waitFor(SERVING, 1))[1];
  const url = `${origin}/notes/mcp`;
  let client = await connect(url);
  expect((await client.listTools()).tools.find((t) => t.name === "get_note")?.description).toBe("Read one note by id; not_found when there is none.");
  await client.close();

  // 1. A description edited in the manifest: generated/ is rewritten and the server restarted on the same port.
  const good = readFileSync(spec(), "utf8");
  writeFileSync(spec(), good.replace("Read one note by id; not_found when there is none.", "Read one note by its id."));
  expect((await waitFor(SERVING, 2))[1]).toBe(origin);
  expect(readFileSync(join(root, "generated", "notes", "server.ts"), "utf8")).toContain("Read one note by its id.");
  client = await connect(url);
  expect((await client.listTools()).tools.find((t) => t.name === "get_note")?.description).toBe("Read one note by its id.");

  // 2. A broken manifest: reported with file and line; the running server still answers.
  writeFileSync(spec(), good.replace('"tools": {', '"tools": {,'));
  await waitFor(/dev: 1 error\(s\) in spec\/; still serving the last good build at http/);
  expect(log).toMatch(/spec\/notes\.json:\d+:\d+ /);
  expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["add_note", "get_note"]);
  expect(toolError(await callRaw(client, "add_note", { text: "milk" })).code).toBe("not_implemented");
  await client.close();

  // 3. The manifest fixed and a handler implemented: the edit is what answers after the restart.
  writeFileSync(spec(), good);
  await waitFor(SERVING, 3);
  const handlers = join(root, "handlers", "notes", "index.ts");
  writeFileSync(handlers, readFileSync(handlers, "utf8").replace('add_note: notImplemented("add_note"),', 'add_note: async ({ text }) => ({ id: "note_1", text }),'));
  // Waits for the restart that follows this very change (not a count, which an extra event could shift).
  await waitFor(/dev: change in handlers\/notes\/index\.ts: regenerating[\s\S]*?dev: serving at/);
  client = await connect(url);
  expect((await client.callTool({ name: "add_note", arguments: { text: "milk" } })).structuredContent).toEqual({ id: "note_1", text: "milk" });
  await client.close();

  // 4. A handler with a syntax error: reported at file:line:col before anything stops; the last good build still answers.
  const working = readFileSync(handlers, "utf8");
  writeFileSync(handlers, working.replace("export default", "export default export"));
  await waitFor(/dev: 1 problem\(s\) in handlers\/; still serving the last good build at http/);
  expect(log).toMatch(/handlers\/notes\/index\.ts:\d+:\d+ Expression expected/);
  client = await connect(url);
  expect((await client.callTool({ name: "add_note", arguments: { text: "tea" } })).structuredContent).toEqual({ id: "note_1", text: "tea" });
  await client.close();

  // 5. A tool without a handler: named with the tools object's file:line:col; the last good build still answers.
  writeFileSync(handlers, working.replace('add_note: async ({ text }) => ({ id: "note_1", text }),', ""));
  await waitFor(/dev: 1 problem\(s\) in handlers\/; still serving the last good build at http/, 2);
  expect(log).toMatch(/handlers\/notes\/index\.ts:\d+:\d+ tool add_note of spec\/notes\.json has no handler/);
  client = await connect(url);
  expect((await client.callTool({ name: "add_note", arguments: { text: "tea" } })).structuredContent).toEqual({ id: "note_1", text: "tea" });
  await client.close();
  writeFileSync(handlers, working);
  await waitFor(/has no handler[\s\S]*?dev: serving at/);

  // 6. A manifest saved out of canonical form: dev formats it, then serves it.
  writeFileSync(spec(), JSON.stringify(JSON.parse(good), null, 4));
  await waitFor(/dev: formatted spec\/notes\.json/);
  await waitFor(/dev: formatted spec\/notes\.json[\s\S]*?dev: serving at/);
  expect(readFileSync(spec(), "utf8")).toBe(good);

  dev.kill("SIGINT");
  expect(await exited).toBe(0);
}, 180_000);
