import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatDiagnostic } from "../../generator/pipeline/diagnostics";
import { loadSpecTexts } from "../../generator/pipeline/load";
import { canonicalJson } from "../../generator/pipeline/schema/walk";
import { validateSpec } from "../../generator/pipeline/validate";

const BIN = join(__dirname, "..", "..", "bin", "mcpforge.js");
const SPEC = join(__dirname, "..", "fixtures", "basic", "spec");
const defs = readFileSync(join(SPEC, "defs.json"), "utf8");

/** demo.json with a second, different "create_item" written before the first: JSON.parse keeps only the later one. */
function withDuplicateTool(): string {
  const demo = JSON.parse(readFileSync(join(SPEC, "demo.json"), "utf8"));
  const earlier = { ...demo.tools["get-item"], title: "Shadowed tool" };
  const body = JSON.stringify(earlier, null, 2).replace(/\n/g, "\n    ");
  return canonicalJson(demo).replace('  "tools": {\n', `  "tools": {\n    "create_item": ${body},\n`);
}

const lineOf = (text: string, needle: string, from = 0) => text.slice(0, text.indexOf(needle, from)).split("\n").length;

test("a duplicate tool name is an error naming both lines", () => {
  const text = withDuplicateTool();
  const first = lineOf(text, '"create_item"');
  const second = lineOf(text, '"create_item"', text.indexOf('"create_item"') + 1);
  const v = validateSpec(loadSpecTexts([{ path: "spec/defs.json", text: defs }, { path: "spec/demo.json", text }]));
  const dup = v.diagnostics.filter((d) => d.code === "duplicate-key").map(formatDiagnostic);
  expect(dup).toEqual([
    `spec/demo.json:${second}:5 /tools/create_item: duplicate key "create_item": first at spec/demo.json:${first}:5, again at spec/demo.json:${second}:5; JSON keeps only the last one (rename or merge one of them; \`mcpforge format\` refuses to rewrite a file with duplicate keys)`,
  ]);
  // "run format" would be wrong advice here: format refuses this file.
  expect(v.diagnostics.map((d) => d.code)).not.toContain("not-canonical");
  expect(v.manifests).toEqual([]);
});

test("duplicate keys are found at any depth, in defs files too", () => {
  const text = '{\n  "$defs": {\n    "a": {\n      "type": "string",\n      "type": "integer"\n    }\n  }\n}\n';
  const v = validateSpec(loadSpecTexts([{ path: "spec/defs.json", text }]));
  expect(v.diagnostics.map(formatDiagnostic)).toEqual([
    'spec/defs.json:5:7 /$defs/a/type: duplicate key "type": first at spec/defs.json:4:7, again at spec/defs.json:5:7; JSON keeps only the last one (rename or merge one of them; `mcpforge format` refuses to rewrite a file with duplicate keys)',
  ]);
});

test("format refuses a manifest with duplicate keys and leaves it byte for byte", () => {
  const root = mkdtempSync(join(tmpdir(), "mcpforge-dup-"));
  try {
    cpSync(SPEC, join(root, "spec"), { recursive: true });
    const text = withDuplicateTool();
    writeFileSync(join(root, "spec", "demo.json"), text);
    const r = spawnSync(process.execPath, [BIN, "--root", root, "format"], { encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("skipped spec/demo.json: duplicate keys");
    expect(r.stderr).toContain('duplicate key "create_item"');
    expect(readFileSync(join(root, "spec", "demo.json"), "utf8")).toBe(text);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
