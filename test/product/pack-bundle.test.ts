// `mcpforge pack --mcpb` builds an MCP Bundle with the official @anthropic-ai/mcpb CLI; the bundle's
// manifest passes that package's own validation (`mcpb validate`), and the bundle unpacks to the
// package. The dependency install step is skipped here (offline, lean): mcpb packs what is there.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildBundle } from "../../generator/commands/pack/command";
import { planPack } from "../../generator/commands/pack";
import { runMcpb } from "../../generator/commands/pack/bundle";

const REPO = join(__dirname, "..", "..");
let tmp: string;
let plan: ReturnType<typeof planPack>;
let bundle: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "mcpforge-bundle-"));
  plan = planPack(REPO, "census"); // compiles the service (seconds): once for the file
  const out = join(tmp, "census");
  for (const [path, content] of plan.files) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), content);
  }
  bundle = buildBundle(REPO, plan, out, false);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test("the bundle's manifest passes mcpb's own validation and unpacks with the package's files", () => {
  expect(bundle).toBe(join(tmp, "mcpforge-census-0.3.3.mcpb"));
  const unpacked = join(tmp, "unpacked");
  runMcpb(REPO, ["unpack", bundle, unpacked]);
  expect(runMcpb(REPO, ["validate", join(unpacked, "manifest.json")])).toContain("Manifest schema validation passes!");
  const manifest = JSON.parse(readFileSync(join(unpacked, "manifest.json"), "utf8"));
  expect(manifest.server).toEqual({
    type: "node",
    entry_point: "bin/census.js",
    mcp_config: { command: "node", args: ["${__dirname}/bin/census.js", "--stdio"], env: { CENSUS_API_KEY: "${user_config.census_api_key}" } },
  });
  // Built with the packing machine's native modules: only for its platform.
  expect(manifest.compatibility).toEqual({ platforms: [process.platform], runtimes: { node: ">=20" } });
  expect(manifest.user_config.census_api_key).toMatchObject({ type: "string", title: "CENSUS_API_KEY", sensitive: true, required: false });
  expect(readFileSync(join(unpacked, "bin", "census.js"), "utf8")).toBe(plan.files.get("bin/census.js"));
  expect(manifest.tools.map((t: { name: string }) => t.name).sort()).toEqual(Object.keys(JSON.parse(readFileSync(join(REPO, "spec", "census.json"), "utf8")).tools).sort());
});

test("a validation that can fail: mcpb refuses the same manifest without its server", () => {
  const broken = join(tmp, "broken.json");
  const { server: _server, ...rest } = JSON.parse(plan.bundleManifest!);
  writeFileSync(broken, JSON.stringify(rest));
  expect(() => runMcpb(REPO, ["validate", broken])).toThrow(/server/);
});
