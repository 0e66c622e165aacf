// `mcpforge pack` writes the MCP Registry's server.json, valid against the registry's published
// JSON Schema (vendored in generator/commands/pack/registry/, origin in its README), and `mcpName` in the
// package's package.json; a descriptor's registry name is checked against the registry's rule.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { planPack } from "../../generator/commands/pack";
import { readDescriptor } from "../../generator/commands/pack/descriptor";
import { registryText } from "../../generator/commands/pack/registry";

const REPO = join(__dirname, "..", "..");
const schema = JSON.parse(readFileSync(join(REPO, "generator", "commands", "pack", "registry", "server.schema.json"), "utf8"));
// strict off: the registry's schema carries OpenAPI keywords (example, discriminator) that are annotations to draft-07.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(schema);
// A plan compiles the service's code (seconds each): one per service for the file.
const plans = new Map<string, ReturnType<typeof planPack>>();
const plan = (slug: string) => plans.get(slug) ?? (plans.set(slug, planPack(REPO, slug)), plans.get(slug)!);

test.each(["census", "games", "webhooks"])("the %s package's server.json validates against the registry's schema and agrees with package.json", (slug) => {
  const files = plan(slug).files;
  const server = JSON.parse(files.get("server.json")!);
  const pkg = JSON.parse(files.get("package.json")!);
  expect(validate(server) ? [] : validate.errors).toEqual([]);
  expect(server.name).toBe(pkg.mcpName);
  expect(server.version).toBe(pkg.version);
  expect(server.packages.every((p: { identifier: string; version: string }) => p.identifier === pkg.name && p.version === pkg.version)).toBe(true);
});

test("census: one npm package per transport, the HTTP one started with --http at the URL its variables make; the API key marked secret", () => {
  const server = JSON.parse(plan("census").files.get("server.json")!);
  expect(server.packages.map((p: { transport: unknown }) => p.transport)).toEqual([{ type: "stdio" }, { type: "streamable-http", url: "http://{MCP_HTTP_HOST}:{MCP_HTTP_PORT}{MCP_HTTP_ENDPOINT_PATH}" }]);
  expect(server.packages[1].packageArguments).toEqual([{ type: "named", name: "--http" }]);
  expect(server.packages[0].environmentVariables.find((e: { name: string }) => e.name === "CENSUS_API_KEY")).toMatchObject({ isSecret: true, isRequired: false });
  expect(server.packages[0].environmentVariables.some((e: { name: string }) => e.name.startsWith("MCP_HTTP_"))).toBe(false);
  expect(server.remotes).toBeUndefined();
});

test("a schema check that can fail: a server.json without a version or with a bad name is refused by the same validator", () => {
  const server = JSON.parse(plan("census").files.get("server.json")!);
  expect(validate({ ...server, version: undefined })).toBe(false);
  expect(validate({ ...server, name: "no-slash" })).toBe(false);
});

test("texts longer than the registry's 100 characters are cut at a word and marked", () => {
  const cut = registryText("word ".repeat(40));
  expect(cut.length).toBeLessThanOrEqual(100);
  expect(cut.endsWith("word…")).toBe(true);
  expect(registryText("short  text\n")).toBe("short text");
});

test("a descriptor's mcpName must follow the registry's rule, named with file and pointer", () => {
  const tmp = mkdtempSync(join(tmpdir(), "mcpforge-registry-"));
  try {
    mkdirSync(join(tmp, "spec", "packages"), { recursive: true });
    const manifest = { versions: { running: "1.0.0" }, transports: ["stdio"] };
    writeFileSync(join(tmp, "spec", "packages", "x.json"), JSON.stringify({ mcpName: "weather" }));
    expect(() => readDescriptor(tmp, "x", manifest)).toThrow('spec/packages/x.json /mcpName: must be an MCP Registry name: a reverse-DNS namespace you own, one slash, the server\'s name (e.g. "io.github.you/x"), at most 200 characters; got "weather"');
    writeFileSync(join(tmp, "spec", "packages", "x.json"), JSON.stringify({ mcpName: "io.github.alice/weather" }));
    expect(readDescriptor(tmp, "x", manifest).mcpName).toBe("io.github.alice/weather");
    rmSync(join(tmp, "spec", "packages", "x.json"));
    expect(readDescriptor(tmp, "x", manifest).mcpName).toBe("dev.mcpforge/x");
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
