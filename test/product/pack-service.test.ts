import { SMALL_GAMES_SAMPLE, tempDataEnv } from "../helpers/data";
import { startTestHost } from "../helpers/host";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { installOffline } from "./offline-install";
import { run, serveHttp } from "./process";

// `mcpforge pack <slug>` as a user meets it: pack census (stdio + HTTP, 0.3.3) and games (stdio
// only, 0.2.1), install both tarballs into a new directory without the network, start them the
// way their scripts do, and call them with the SDK client.
const REPO = join(__dirname, "..", "..");
const BIN = join(REPO, "bin", "mcpforge.js");
let tmp: string;
let app: string;

interface Packed {
  name: string;
  version: string;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
}
const installed = (name: string): string => join(app, "node_modules", name);
const manifest = (name: string): Packed => JSON.parse(readFileSync(join(installed(name), "package.json"), "utf8")) as Packed;
/** A package script (`node bin/x.js --http`) as a command for spawn, run from the installed package. */
const script = (name: string, which: string): [string, string[]] => {
  const [cmd, ...args] = manifest(name).scripts[which].split(" ");
  expect(cmd).toBe("node");
  return [process.execPath, args];
};

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "mcpforge-pack-"));
  const tarballs = ["census", "games"].map((slug) => {
    const file = run(process.execPath, [BIN, "pack", slug, "--out", join(tmp, slug)], REPO).stdout.trim();
    const { name, version } = JSON.parse(readFileSync(join(tmp, slug, "package.json"), "utf8")) as Packed;
    return { file, name, version };
  });
  app = join(tmp, "app");
  mkdirSync(app);
  installOffline(app, { name: "app", version: "1.0.0", private: true, dependencies: Object.fromEntries(tarballs.map((t) => [t.name, `file:${t.file}`])) }, tarballs);
}, 300_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test("the packages carry the document's versions, scripts and only runtime dependencies", () => {
  const census = manifest("mcpforge-census");
  expect(census.version).toBe("0.3.3");
  expect(Object.keys(census.scripts).sort()).toEqual(["start:http", "start:stdio"]);
  const games = manifest("mcpforge-games");
  expect(games.version).toBe("0.2.1");
  expect(Object.keys(games.scripts)).toEqual(["start:stdio"]);
  for (const p of [census, games]) {
    expect(p.dependencies).toHaveProperty("@modelcontextprotocol/sdk");
    for (const generatorOnly of ["typescript", "ts-morph", "prettier", "handlebars", "mcpforge"]) expect(p.dependencies).not.toHaveProperty(generatorOnly);
  }
  expect(readFileSync(join(installed("mcpforge-census"), "README.md"), "utf8")).toMatch(/\| `MCP_HTTP_PORT` \| `3010` \|/);
  expect(readFileSync(join(installed("mcpforge-games"), "README.md"), "utf8")).toMatch(/\| `SVC_API_BASE` \|/);
});

test("census over stdio (start:stdio) lists its tools and reports version 0.3.3", async () => {
  const [command, args] = script("mcpforge-census", "start:stdio");
  const client = new Client({ name: "pack-test", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command, args, cwd: installed("mcpforge-census"), stderr: "ignore" }));
  try {
    expect(client.getServerVersion()).toMatchObject({ name: "census", version: "0.3.3" });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(["census_compare_geographies", "census_query_data"]));
  } finally {
    await client.close();
  }
});

test("census over stdio serves its MCP Apps view to a client declaring the extension (the view's HTML is packed)", async () => {
  const [command, args] = script("mcpforge-census", "start:stdio");
  const ui = { extensions: { "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } } };
  const client = new Client({ name: "pack-test", version: "1.0.0" }, { capabilities: ui as never });
  await client.connect(new StdioClientTransport({ command, args, cwd: installed("mcpforge-census"), stderr: "ignore" }));
  try {
    const { tools } = await client.listTools();
    const uri = tools.find((t) => t.name === "census_compare_geographies")!._meta!.ui as { resourceUri: string };
    expect(uri.resourceUri).toBe("ui://census/census_compare_geographies.html");
    const read = await client.readResource({ uri: uri.resourceUri });
    const packed = readFileSync(join(installed("mcpforge-census"), "lib", "generated", "census", "views", "census_compare_geographies.html"), "utf8");
    expect(read.contents[0]).toMatchObject({ uri: uri.resourceUri, mimeType: "text/html;profile=mcp-app", text: packed });
    expect(packed).toBe(readFileSync(join(REPO, "generated", "census", "views", "census_compare_geographies.html"), "utf8"));
  } finally {
    await client.close();
  }
});

test("census over HTTP (start:http) honours MCP_HTTP_HOST, MCP_HTTP_PORT and MCP_HTTP_ENDPOINT_PATH, and stops on SIGINT", async () => {
  const [command, args] = script("mcpforge-census", "start:http");
  const env = { MCP_HTTP_HOST: "127.0.0.1", MCP_HTTP_PORT: "0", MCP_HTTP_ENDPOINT_PATH: "/census-here", MCP_LOG_LEVEL: "warn" };
  const served = await serveHttp(command, args, installed("mcpforge-census"), /census (http:\/\/127\.0\.0\.1:\d+\/census-here)/, env);
  const client = new Client({ name: "pack-test", version: "1.0.0" });
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
    const { tools } = await client.listTools();
    expect(tools.length).toBe(6);
    await client.close();
  } finally {
    expect(await served.stop()).toBe(0);
  }
});

test("a bad MCP_HTTP_PORT, an unsupported MCP_AUTH_MODE and a mode the package lacks are refused with the variable named", () => {
  const [command, args] = script("mcpforge-census", "start:http");
  const port = spawnSync(command, args, { cwd: installed("mcpforge-census"), env: { ...process.env, MCP_HTTP_PORT: "80a" }, encoding: "utf8" });
  expect(port.status).toBe(1);
  expect(port.stderr).toContain('MCP_HTTP_PORT must be a port number from 0 to 65535, got "80a"');
  const auth = spawnSync(command, args, { cwd: installed("mcpforge-census"), env: { ...process.env, MCP_AUTH_MODE: "jwt" }, encoding: "utf8" });
  expect(auth.stderr).toContain("MCP_AUTH_MODE=jwt is not supported");
  const http = spawnSync(process.execPath, ["bin/games.js", "--http"], { cwd: installed("mcpforge-games"), encoding: "utf8" });
  expect(http.status).toBe(1);
  expect(http.stderr).toContain("mcpforge-games: this package has no --http mode; it offers stdio");
});

test("the games stdio package (start:stdio) forwards every call to the HTTP service at SVC_API_BASE", async () => {
  // Its own data directory (not the checkout's var/); lookup_hero reads the roster, not the sample.
  const data = tempDataEnv();
  const host = await startTestHost(["games"], { env: { ...data.env, ...SMALL_GAMES_SAMPLE } });
  const [command, args] = script("mcpforge-games", "start:stdio");
  const client = new Client({ name: "pack-test", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command, args, cwd: installed("mcpforge-games"), env: { ...(process.env as Record<string, string>), SVC_API_BASE: host.url }, stderr: "ignore" }));
  try {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(17);
    const r = await client.callTool({ name: "lookup_hero", arguments: { context: "An automated assistant resolves a hero name typed by a player before it asks the service for draft statistics about that hero today.", game: "game_a", query: "QoP" } });
    expect(r.isError ? JSON.stringify(r.content) : undefined).toBeUndefined();
    expect(r.structuredContent).toMatchObject({ id: "queen-of-pain", displayName: "Queen of Pain" });
  } finally {
    await client.close();
    await host.close();
    data.cleanup();
  }
});
