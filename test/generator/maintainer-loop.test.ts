import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { callRaw, toolError } from "../helpers/http";

// The documented loop in a fresh project, with no `npm run build` anywhere: edit spec →
// generate → scaffold → serve; edit a handler → restart → the edit is what answers.
const REPO = join(__dirname, "..", "..");
const BIN = join(REPO, "bin", "mcpforge.js");
const FIXTURES = join(REPO, "test", "fixtures");

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "mcpforge-loop-"));
  cpSync(join(FIXTURES, "basic", "spec"), join(root, "spec"), { recursive: true });
  // generated code imports ../../generator/runtime; handlers resolve packages from node_modules.
  symlinkSync(join(REPO, "generator"), join(root, "generator"));
  symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"));
  mcpforge("generate");
  mcpforge("scaffold");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function mcpforge(...args: string[]): string {
  const r = spawnSync(process.execPath, [BIN, "--root", root, ...args], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`mcpforge ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  return r.stderr;
}

/** Serves one service of the temporary project, runs `body` with a connected client, stops it with SIGINT. */
async function withServer(slug: string, body: (client: Client) => Promise<void>): Promise<void> {
  const data = mkdtempSync(join(tmpdir(), "mcpforge-loop-data-"));
  const child = spawn(process.execPath, [BIN, "--root", root, "serve", slug, "--port", "0"], { env: { ...process.env, MCPFORGE_DATA_DIR: data, LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stderr!.on("data", (c: Buffer) => {
        log += c.toString();
        const m = new RegExp(`(http://127\\.0\\.0\\.1:\\d+/${slug}/mcp)`).exec(log);
        if (m) resolve(m[1]);
      });
      void exited.then((code) => reject(new Error(`serve exited ${code} before listening: ${log}`)));
    });
    const client = new Client({ name: "loop", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      await body(client);
    } finally {
      await client.close();
    }
    child.kill("SIGINT");
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(data, { recursive: true, force: true });
  }
}

test("a brand-new service (spec + generate + scaffold) is served without a build, and a handler edit is what answers next", async () => {
  cpSync(join(FIXTURES, "own-design", "spec", "notes.json"), join(root, "spec", "notes.json"));
  expect(mcpforge("generate")).toContain("created generated/notes/server.ts");
  expect(mcpforge("scaffold")).toContain("1 module(s) created");

  await withServer("notes", async (client) => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["add_note", "get_note"]);
    expect(toolError(await callRaw(client, "add_note", { text: "milk" })).code).toBe("not_implemented");
  });

  const handlers = join(root, "handlers", "notes", "index.ts");
  const stub = 'add_note: notImplemented("add_note"),';
  expect(readFileSync(handlers, "utf8")).toContain(stub);
  writeFileSync(handlers, readFileSync(handlers, "utf8").replace(stub, 'add_note: async ({ text }) => ({ id: "note_1", text }),'));

  await withServer("notes", async (client) => {
    const result = await client.callTool({ name: "add_note", arguments: { text: "milk" } });
    expect(result.structuredContent).toEqual({ id: "note_1", text: "milk" });
  });
});
