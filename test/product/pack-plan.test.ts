import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { httpSettings, launchMode } from "../../generator/commands/pack/launch";
import { readDescriptor } from "../../generator/commands/pack/descriptor";
import { planPack } from "../../generator/commands/pack";

const REPO = join(__dirname, "..", "..");
const BIN = join(REPO, "bin", "mcpforge.js");
let tmp: string;
beforeEach(() => (tmp = mkdtempSync(join(tmpdir(), "mcpforge-pack-plan-"))));
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

test.each([
  ["no variables: the document's defaults", {}, { host: "127.0.0.1", port: 3010, path: "/mcp" }],
  ["all three set", { MCP_HTTP_HOST: "0.0.0.0", MCP_HTTP_PORT: "0", MCP_HTTP_ENDPOINT_PATH: "/census/v1" }, { host: "0.0.0.0", port: 0, path: "/census/v1" }],
])("HTTP settings: %s", (_name, env, want) => {
  expect(httpSettings(env)).toEqual(want);
});

test.each([
  ["a port out of range", { MCP_HTTP_PORT: "70000" }, /MCP_HTTP_PORT must be a port number from 0 to 65535, got "70000"/],
  ["a negative port", { MCP_HTTP_PORT: "-1" }, /MCP_HTTP_PORT/],
  ["a path without a leading slash", { MCP_HTTP_ENDPOINT_PATH: "mcp" }, /MCP_HTTP_ENDPOINT_PATH must be a URL path starting with "\/", got "mcp"/],
])("HTTP settings refuse %s", (_name, env, want) => {
  expect(() => httpSettings(env)).toThrow(want);
});

test("launch modes: the flag chooses, the first offered transport is the default, an unknown flag is refused", () => {
  expect(launchMode([], ["stdio", "streamable-http"])).toBe("stdio");
  expect(launchMode(["--http"], ["stdio", "streamable-http"])).toBe("streamable-http");
  expect(() => launchMode(["--http"], ["stdio"])).toThrow("this package has no --http mode; it offers stdio");
  expect(() => launchMode(["--sse"], ["stdio"])).toThrow("unknown argument(s) --sse: use --stdio or --http");
});

test("a descriptor's mistakes are reported with the file and pointer", () => {
  mkdirSync(join(tmp, "spec", "packages"), { recursive: true });
  const manifest = { versions: { running: "1.0.0" }, transports: ["stdio"] };
  writeFileSync(join(tmp, "spec", "packages", "x.json"), JSON.stringify({ version: "1.0" }));
  expect(() => readDescriptor(tmp, "x", manifest)).toThrow('spec/packages/x.json /version: must be a semantic version such as 0.3.3, got "1.0"');
  writeFileSync(join(tmp, "spec", "packages", "x.json"), JSON.stringify({ transports: ["sse"] }));
  expect(() => readDescriptor(tmp, "x", manifest)).toThrow("spec/packages/x.json /transports: must list one or both of stdio, streamable-http");
  writeFileSync(join(tmp, "spec", "packages", "x.json"), JSON.stringify({ env: { api_key: { default: null, description: "k" } } }));
  expect(() => readDescriptor(tmp, "x", manifest)).toThrow("spec/packages/x.json /env/api_key: must be");
});

test("without a descriptor: mcpforge-<slug> at the running version, the manifest's transports, HTTP variables only with HTTP", () => {
  const d = readDescriptor(tmp, "x", { versions: { running: "1.2.3" }, transports: ["stdio"] });
  expect(d).toMatchObject({ name: "mcpforge-x", version: "1.2.3", transports: ["stdio"] });
  expect(Object.keys(d.env).sort()).toEqual(["MCP_AUTH_MODE", "MCP_LOG_LEVEL"]);
});

test("an unknown service is refused by name", () => {
  expect(() => planPack(REPO, "nope")).toThrow("no spec/nope.json: name a service of this project");
});

test("the census plan: runtime, launcher, the service's own code, the shared code it imports and its data, with the runtime import rewritten", () => {
  const plan = planPack(REPO, "census");
  const paths = [...plan.files.keys()];
  expect(paths).toEqual(expect.arrayContaining(["bin/census.js", "lib/generated/census/server.js", "lib/handlers/census/index.js", "lib/launch/launch.js", "lib/runtime/index.js", "package.json"]));
  expect(paths.filter((p) => /lib\/(generated|handlers)\/(?!census\/|_shared\/)/.test(p))).toEqual([]);
  // The storage layer (and with it better-sqlite3 and pg) is not census's: only its config helper.
  expect(paths.filter((p) => p.startsWith("lib/platform/storage/"))).toEqual(["lib/platform/storage/config.js"]);
  expect(paths).toEqual(expect.arrayContaining(["data/census/datasets.json", "data/census/places.json"]));
  expect(JSON.parse(plan.files.get("package.json")!).dependencies).not.toHaveProperty("better-sqlite3");
  expect(plan.files.get("lib/generated/census/server.js")).toContain('require("../../runtime/index.js")');
  // The package is bundled, not depended on: no "mcpforge/…" import is left, no mcpforge dependency.
  expect([...plan.files.values()].join("\n")).not.toMatch(/["']mcpforge\//);
  expect(JSON.parse(plan.files.get("package.json")!).dependencies).not.toHaveProperty("mcpforge");
});

test("pack refuses an output directory it did not write, and leaves it as it was", () => {
  const out = join(tmp, "mine");
  mkdirSync(out);
  writeFileSync(join(out, "notes.txt"), "keep me");
  const r = spawnSync(process.execPath, [BIN, "pack", "census", "--out", out, "--no-tarball"], { cwd: REPO, encoding: "utf8" });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain("is not empty and is not an earlier `mcpforge pack census`: choose another --out");
  expect(readdirSync(out)).toEqual(["notes.txt"]);
});

test("pack warns when tools need a signed-in caller, which a packed service cannot authorize; a service without auth tools gets no warning", () => {
  const housing = planPack(REPO, "housing");
  expect(housing.warnings).toHaveLength(1);
  expect(housing.warnings[0]).toMatch(/^housing: \d+ tool\(s\) need a signed-in caller \(auth: .*get_my_activity.*\), which a packed service cannot authorize: .*MCP_AUTH_MODE=jwt\|oauth is refused at start/);
  expect(planPack(REPO, "census").warnings).toEqual([]);
});
