import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runDiff } from "../../generator/commands/diff";
import { inlineAsWritten } from "../../generator/pipeline/schema/as-written";
import type { JsonObject } from "../../generator/pipeline/schema/walk";
import { REPO } from "./run-cli";

// A tool published as written (manifest publishSchemas) is compared by meaning: its refs resolve
// inside its own schema, and switching the published form is one info change, nothing else.
const TOOL = "json_schema_2020_12_tool";
const fixture = () => JSON.parse(readFileSync(join(REPO, "test/conformance/fixture/spec/conformance.json"), "utf8"));

function diff(edit: (m: { tools: Record<string, JsonObject> }) => void) {
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-diff-as-written-"));
  try {
    const after = fixture();
    edit(after);
    writeFileSync(join(dir, "old.json"), JSON.stringify(fixture(), null, 2) + "\n");
    writeFileSync(join(dir, "new.json"), JSON.stringify(after, null, 2) + "\n");
    return runDiff({ root: dir, old: "old.json", new: "new.json" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("the same schema published resolved instead of as written is one protocol-declaration change", () => {
  const { report, diagnostics } = diff((m) => {
    const tool = m.tools[TOOL];
    tool.publishSchemas = "resolved";
    tool.inputSchema = inlineAsWritten(tool.inputSchema as JsonObject).schema;
  });
  expect(diagnostics).toEqual([]);
  expect(report.changes.map((c) => [c.rule, c.severity, c.new?.pointer])).toEqual([["protocol-declaration-changed", "info", `/tools/${TOOL}/publishSchemas`]]);
});

test("a change inside a $defs entry reaches every property that refers to it", () => {
  const { report, diagnostics } = diff((m) => {
    const address = ((m.tools[TOOL].inputSchema as JsonObject).$defs as Record<string, JsonObject>).address;
    address.required = ["city"];
  });
  expect(diagnostics).toEqual([]);
  const breaking = report.changes.filter((c) => c.severity === "breaking");
  expect(breaking.map((c) => c.new?.pointer)).toEqual([expect.stringContaining(`/tools/${TOOL}/inputSchema/properties/address`)]);
});
