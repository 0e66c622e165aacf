import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadSpecTexts } from "../../generator/pipeline/load";
import { canonicalJson } from "../../generator/pipeline/schema/walk";
import { validateSpec } from "../../generator/pipeline/validate";

const REPO = join(__dirname, "..", "..");
const SPEC = join(REPO, "test", "fixtures", "basic", "spec");
const read = (f: string) => JSON.parse(readFileSync(join(SPEC, f), "utf8")) as Record<string, any>;

/** The errors `validate` finds in the basic fixture's demo manifest after `edit` (with its defs.json). */
export function demoErrors(edit: (demo: Record<string, any>) => void): { pointer: string; message: string }[] {
  const demo = read("demo.json");
  edit(demo);
  const files = [
    { path: "spec/defs.json", text: canonicalJson(read("defs.json")) },
    { path: "spec/manifest.schema.json", text: readFileSync(join(REPO, "spec", "manifest.schema.json"), "utf8") },
    { path: "spec/demo.json", text: canonicalJson(demo) },
  ];
  return validateSpec(loadSpecTexts(files))
    .diagnostics.filter((d) => d.severity === "error")
    .map((d) => ({ pointer: d.pointer, message: d.message }));
}
