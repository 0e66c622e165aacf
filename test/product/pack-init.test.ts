import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { installOffline } from "./offline-install";
import { run, serveHttp } from "./process";

// mcpforge as another team meets it: `npm pack` this repository, install the tarball into a new
// directory without the network, `mcpforge init` a project there, then generate, check, test and
// serve it over HTTP and stdio, calling a tool with the SDK client. Slow (a pack and an install):
// one file, run once.
const REPO = join(__dirname, "..", "..");
const pkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { version: string; dependencies: Record<string, string>; devDependencies: Record<string, string> };
let tmp: string;
let work: string;
let project: string;
const mcpforge = () => join(work, "node_modules", ".bin", "mcpforge");

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "mcpforge-product-"));
  // --ignore-scripts: `prepare` would rebuild dist/ while other test files run the CLI from it.
  // dist/ is current here: `npm test` builds before jest runs.
  const [{ filename }] = JSON.parse(run("npm", ["pack", "--ignore-scripts", "--pack-destination", tmp, "--json", "--loglevel=error"], REPO).stdout) as { filename: string }[];
  const tarball = join(tmp, filename);
  work = join(tmp, "work");
  mkdirSync(work);
  installOffline(
    work,
    {
      name: "work",
      version: "1.0.0",
      private: true,
      dependencies: { mcpforge: `file:${tarball}`, "@modelcontextprotocol/sdk": pkg.dependencies["@modelcontextprotocol/sdk"] },
      devDependencies: { "@types/node": pkg.devDependencies["@types/node"] },
    },
    [{ file: tarball, name: "mcpforge", version: pkg.version }],
  );
  run(mcpforge(), ["init", "my-tools"], work);
  project = join(work, "my-tools");
}, 600_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test("the tarball holds the CLI, the compiled runtime with its types and the templates, not the nine services", () => {
  const root = join(work, "node_modules", "mcpforge");
  for (const f of ["bin/mcpforge.js", "dist/generator/runtime/index.js", "dist/generator/runtime/index.d.ts", "templates/server.ts.hbs", "templates/init/spec/units.json.hbs", "spec/manifest.schema.json"]) {
    expect(existsSync(join(root, f))).toBe(true);
  }
  for (const f of ["dist/handlers", "dist/generated", "handlers", "generated", "test"]) expect(existsSync(join(root, f))).toBe(false);
});

test("init writes the project, depending on this mcpforge, and refuses a non-empty directory and a bad name", () => {
  expect(readdirSync(project).sort()).toEqual([".gitignore", "README.md", "handlers", "package.json", "spec", "test", "tsconfig.build.json", "tsconfig.json", "tsconfig.views.json"]);
  const made = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as { name: string; dependencies: Record<string, string> };
  expect(made.name).toBe("my-tools");
  expect(made.dependencies.mcpforge).toBe(`^${pkg.version}`);
  const again = spawnSync(mcpforge(), ["init", "my-tools"], { cwd: work, encoding: "utf8" });
  expect(again.status).toBe(1);
  expect(again.stderr).toMatch(/my-tools is not empty \(.*\): choose a new directory name or empty it first/);
  const bad = spawnSync(mcpforge(), ["init", "My Tools"], { cwd: work, encoding: "utf8" });
  expect(bad.status).toBe(1);
  expect(bad.stderr).toContain('"My Tools" is not a valid package name');
  expect(existsSync(join(work, "My Tools"))).toBe(false);
});

test("generate, check and the project's own tests pass, with the runtime imported from the package", () => {
  expect(run(mcpforge(), ["generate"], project).stderr).toContain("created generated/units/server.ts");
  expect(readFileSync(join(project, "generated", "units", "server.ts"), "utf8")).toContain('from "mcpforge/runtime"');
  const check = run(mcpforge(), ["check"], project);
  expect(check.stdout + check.stderr).toContain("check passed");
  const tests = run("npm", ["test", "--silent"], project);
  expect(tests.stdout).toMatch(/# pass 6\n# fail 0/);
}, 300_000);

test("a handler that breaks the generated interface fails check", () => {
  const file = join(project, "handlers", "units", "index.ts");
  const good = readFileSync(file, "utf8");
  writeFileSync(file, good.replace("return { units };", "return { units: 3 };"));
  try {
    const r = spawnSync(mcpforge(), ["check"], { cwd: project, encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("handlers/units/index.ts");
  } finally {
    writeFileSync(file, good);
  }
}, 300_000);

test("serves over HTTP: the SDK client calls a tool", async () => {
  const served = await serveHttp(mcpforge(), ["serve", "units", "--port", "0"], project, /(http:\/\/127\.0\.0\.1:\d+\/units\/mcp)/, { LOG_LEVEL: "warn" });
  try {
    const client = new Client({ name: "product-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
    const result = await client.callTool({ name: "convert", arguments: { value: 3, from: "ft", to: "m" } });
    expect(result.structuredContent).toEqual({ value: 3, from: "ft", to: "m", dimension: "length", result: 0.9144 });
    await client.close();
  } finally {
    expect(await served.stop()).toBe(0);
  }
});

test("serves over stdio: the SDK client calls a tool", async () => {
  const client = new Client({ name: "product-test", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command: mcpforge(), args: ["serve", "units", "--stdio"], cwd: project, stderr: "ignore" }));
  try {
    const result = await client.callTool({ name: "list_units", arguments: { dimension: "temperature" } });
    expect((result.structuredContent as { units: { symbol: string }[] }).units.map((u) => u.symbol)).toEqual(["C", "F", "K"]);
  } finally {
    await client.close();
  }
});
