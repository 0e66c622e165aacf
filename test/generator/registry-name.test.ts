// `mcpforge validate` checks the MCP Registry name `pack` publishes a service under (`mcpName` in
// spec/packages/<slug>.json): a malformed one is reported as file:line:col /pointer: message (fix).
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BIN = join(__dirname, "..", "..", "bin", "mcpforge.js");
const FIXTURE = join(__dirname, "..", "fixtures", "basic");

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "mcpforge-registry-name-"));
  cpSync(join(FIXTURE, "spec"), join(root, "spec"), { recursive: true });
  mkdirSync(join(root, "spec", "packages"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function validateWith(descriptor: string) {
  writeFileSync(join(root, "spec", "packages", "demo.json"), descriptor);
  const r = spawnSync(process.execPath, [BIN, "--root", root, "validate"], { encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test("a malformed registry name is reported where it is written, and validate fails", () => {
  const r = validateWith('{\n  "name": "mcpforge-demo",\n  "mcpName": "io.github.alice:demo"\n}\n');
  expect(r.code).toBe(1);
  expect(r.err).toBe(
    'spec/packages/demo.json:3:3 /mcpName: "io.github.alice:demo" is not an MCP Registry name: a reverse-DNS namespace (letters, digits, \'.\' and \'-\'), one \'/\', then the server\'s name (letters, digits, \'.\', \'_\' and \'-\'), 3 to 200 characters ' +
      '(write a namespace you own, e.g. "io.github.you/demo", or remove "mcpName" to publish as "dev.mcpforge/demo")\n1 error(s)\n',
  );
});

test("a well-formed registry name passes", () => {
  const r = validateWith('{\n  "mcpName": "io.github.alice/demo"\n}\n');
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  expect(r.out).toMatch(/manifest\(s\), \d+ tool\(s\): valid/);
});
